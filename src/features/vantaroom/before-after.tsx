"use client";

import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Image } from "@/src/ui/image";
import { DIVIDER, dividerAfterKey, dividerAtPointer } from "./divider";

type BeforeAfterProps = {
  name: string;
  before: { src: string; alt: string };
  after: { src: string; alt: string };
};

/**
 * One enhancement shown as the same picture before and after, split by a divider the visitor
 * drags (or moves with the keyboard: a WAI-ARIA slider). Left of the divider is the original.
 */
export function BeforeAfter({ name, before, after }: BeforeAfterProps) {
  const [position, setPosition] = useState<number>(DIVIDER.start);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (box) setPosition(dividerAtPointer(event.clientX, box.left, box.width));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = dividerAfterKey(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  if (failed) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-2xl border border-outline bg-background-secondary p-6 text-center text-subtext">
        {name}: comparison not available
      </div>
    );
  }

  const sizes = "(min-width: 1024px) 40vw, (min-width: 640px) 50vw, 100vw";
  return (
    <div
      ref={frame}
      className="relative aspect-[3/2] touch-pan-y overflow-hidden rounded-2xl border border-outline bg-background-secondary select-none"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        follow(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(event);
      }}
    >
      <Image
        src={after.src}
        alt={after.alt}
        fill
        sizes={sizes}
        draggable={false}
        onError={() => setFailed(true)}
        className="object-cover"
      />
      <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <Image
          src={before.src}
          alt={before.alt}
          fill
          sizes={sizes}
          draggable={false}
          onError={() => setFailed(true)}
          className="object-cover"
        />
      </div>
      <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-background/80 px-3 py-1 text-xs font-semibold tracking-[0.18em] text-heading">
        BEFORE
      </span>
      <span className="pointer-events-none absolute top-3 right-3 rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-[0.18em] text-background">
        AFTER
      </span>
      <div
        role="slider"
        tabIndex={0}
        aria-label={`${name}: before and after`}
        aria-valuemin={DIVIDER.min}
        aria-valuemax={DIVIDER.max}
        aria-valuenow={position}
        aria-valuetext={`${Math.round(position)}% before, ${Math.round(100 - position)}% after`}
        onKeyDown={onKeyDown}
        className="group absolute inset-y-0 -ml-6 flex w-12 cursor-ew-resize justify-center focus-visible:outline-none"
        style={{ left: `${position}%` }}
      >
        <span aria-hidden className="h-full w-0.5 bg-heading shadow-[0_0_12px_rgb(0_0_0/0.5)]" />
        <span
          aria-hidden
          className="absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full border-2 border-heading bg-background/70 text-heading backdrop-blur-sm transition-transform group-focus-visible:scale-110 group-focus-visible:border-accent group-focus-visible:text-accent"
        >
          <svg width="20" height="12" viewBox="0 0 20 12" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 1L1 6l5 5M14 1l5 5-5 5" />
          </svg>
        </span>
      </div>
    </div>
  );
}
