"use client";

import { buttonStyles } from "@/src/ui/button-styles";
import { CloseButton } from "@/src/ui/close-button";

type PreviewHeaderProps = {
  clientName: string;
  /** The post's place in the month, from 1. */
  position: number;
  count: number;
  title: string;
  /** A round's post in its second or later version says so. */
  version?: number;
  onPrevious: () => void;
  onNext: () => void;
  onGuide: () => void;
  onClose: () => void;
};

/** The preview's top bar: whose review and which post, previous and next, the guide and Close. */
export function PreviewHeader({
  clientName,
  position,
  count,
  title,
  version = 1,
  onPrevious,
  onNext,
  onGuide,
  onClose,
}: PreviewHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-outline px-4 py-3 md:px-8">
      <div>
        <p className="eyebrow">
          {clientName} · {position} / {count}
        </p>
        <h2 id="preview-title" className="display mt-1 text-2xl">
          {title}
        </h2>
        {version > 1 ? <p className="mt-1 text-sm font-semibold text-accent">Version {version}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={onPrevious} className={`${buttonStyles("secondary", "sm")} gap-2`}>
          <span aria-hidden>←</span> Previous
        </button>
        <button type="button" onClick={onNext} className={`${buttonStyles("secondary", "sm")} gap-2`}>
          Next <span aria-hidden>→</span>
        </button>
        <button type="button" onClick={onGuide} aria-haspopup="dialog" className={buttonStyles("secondary", "sm")}>
          Guide
        </button>
        <CloseButton label="Close preview" onClick={onClose} />
      </div>
    </header>
  );
}
