"use client";

import { useEffect, useRef, type KeyboardEventHandler, type ReactNode } from "react";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog; or give `label`. */
  labelledBy?: string;
  label?: string;
  /** Where the panel sits: a drawer from the right edge, centred (wide for rich content), or the whole screen. */
  placement?: "right" | "center" | "wide" | "full";
  /** Keys pressed anywhere in the dialog, the dialog element itself included (where a click on plain content leaves focus). */
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  children: ReactNode;
};

const centred =
  "m-auto max-h-[90dvh] rounded-2xl scale-100 opacity-100 starting:open:scale-95 starting:open:opacity-0 transition duration-300 ease-out-expo";

const placements = {
  right:
    "ml-auto mr-0 h-dvh max-h-dvh w-[min(88vw,28rem)] max-w-none translate-x-0 starting:open:translate-x-full transition-transform duration-500 ease-out-expo",
  center: `${centred} w-[min(92vw,44rem)]`,
  wide: `${centred} w-[min(94vw,64rem)]`,
  full: "m-0 h-dvh max-h-none w-screen max-w-none border-0 opacity-100 starting:open:opacity-0 transition-opacity duration-300",
};

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * (so focus stays inside), Escape closes it, a click on the dimmed backdrop closes it, focus goes
 * back to what opened it, and the page behind does not scroll while it is open.
 */
export function Dialog({ open, onClose, labelledBy, label, placement = "center", onKeyDown, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    if (!dialog.open) dialog.showModal();
    // The browser may close a modal dialog itself without a cancel event we can prevent (Chromium
    // does when Escape arrives without user activation): follow it, so the state never disagrees.
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // The panel's content fills the element, so a click on the element itself is on the backdrop.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className={`overflow-hidden border border-outline bg-background-secondary p-0 text-text shadow-2xl backdrop:bg-background/75 backdrop:backdrop-blur-sm ${placements[placement]}`}
    >
      {open ? children : null}
    </dialog>
  );
}
