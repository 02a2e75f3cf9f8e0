"use client";

import { buttonStyles } from "@/src/ui/button-styles";
import { Dialog } from "@/src/ui/dialog";

/** The preview's keyboard shortcuts, never active while typing in a field. */
export const SHORTCUTS = [
  { keys: "← →", action: "Previous or next post" },
  { keys: "A", action: "Approve the post (again to undo)" },
  { keys: "R", action: "Request a replacement (again to undo)" },
  { keys: "C", action: "Pin a comment at the centre" },
  { keys: "?", action: "Show this guide" },
] as const;

const steps = [
  "Look at each post as it will appear in your feed. Use the arrows to move between them.",
  "Approve the posts you are happy with, or request a replacement for the ones that miss the mark.",
  "Click anywhere on a post to pin a comment to that exact spot: a word to change, a photo to swap.",
  "Press Save Comments when you are done. Your review is kept in this browser until then.",
];

/** How to review, shown on the first preview until dismissed; reopened with the Guide button or '?'. */
export function GuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="guide-title">
      <div className="flex max-h-[90dvh] flex-col gap-6 overflow-y-auto p-6 md:p-8">
        <div>
          <p className="eyebrow">How to review</p>
          <h2 id="guide-title" className="display mt-2 text-3xl">
            Review guide
          </h2>
        </div>
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span aria-hidden className="display text-xl text-accent">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <section aria-labelledby="shortcuts-title">
          <h3 id="shortcuts-title" className="eyebrow mb-3">
            Keyboard shortcuts
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {SHORTCUTS.map((shortcut) => (
              <div key={shortcut.keys} className="contents">
                <dt>
                  <kbd className="rounded border border-outline bg-background px-2 py-0.5 font-semibold text-heading">
                    {shortcut.keys}
                  </kbd>
                </dt>
                <dd>{shortcut.action}</dd>
              </div>
            ))}
          </dl>
        </section>
        <button type="button" onClick={onClose} className={`${buttonStyles("primary")} w-fit`}>
          Got it
        </button>
      </div>
    </Dialog>
  );
}
