"use client";

import type { Annotation } from "@/src/model/review";
import { PinConversation } from "./pin-conversation";

/** The post's comments in pin order, the studio's marked; the client's own can be changed. */
export function CommentList({ pins, onEdit }: { pins: readonly Annotation[]; onEdit: (annotationId: string) => void }) {
  return (
    <section aria-labelledby="comments-title" className="flex flex-col gap-3">
      <h3 id="comments-title" className="eyebrow">
        Comments ({pins.length})
      </h3>
      {pins.length === 0 ? (
        <p className="text-sm text-subtext">Click the image, or press C, to pin a comment where it matters.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {pins.map((pin, pinIndex) => (
            <li key={pin.id} className="flex items-start gap-3 rounded-lg bg-background p-3 text-sm">
              <span
                aria-hidden
                className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-background ${pin.isNew ? "bg-accent" : "bg-heading"}`}
              >
                {pinIndex + 1}
              </span>
              <span className="flex-1">
                {pin.isNew ? null : <span className="eyebrow mb-1 block">Studio</span>}
                {pin.text}
                <PinConversation pin={pin} />
              </span>
              {pin.isNew ? (
                <button
                  type="button"
                  onClick={() => onEdit(pin.id)}
                  aria-label={`Edit comment ${pinIndex + 1}`}
                  className="shrink-0 rounded-full border border-outline p-1.5 hover:border-accent"
                >
                  <svg
                    aria-hidden
                    width="14"
                    height="14"
                    viewBox="0 0 14 14"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.6"
                  >
                    <path d="M9.5 1.5l3 3-8 8H1.5v-3z" />
                  </svg>
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
