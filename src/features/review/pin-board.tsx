"use client";

import { useState, type KeyboardEvent, type MouseEvent } from "react";
import type { Annotation } from "@/src/model/review";
import { CROSSHAIR_STEP } from "./constants";
import { pinPercent } from "./pin-position";
import { PostPicture, postPictureSize } from "./post-picture";
import type { SocialPost } from "./posts";

type PinBoardProps = {
  post: SocialPost;
  pins: readonly Annotation[];
  imageFailed: boolean;
  onImageError: () => void;
  /** Where a new pin is being placed on this post, if one is. */
  draft: { x: number; y: number } | null;
  /** The client's comment being changed, ringed. */
  editingId: string | null;
  /** Pin a comment at x%, y% of the post. */
  onPin: (x: number, y: number) => void;
  onEditPin: (annotationId: string) => void;
};

/**
 * The post at its real proportions with its pins: a click pins a comment where it lands; with the
 * keyboard, the arrows move a crosshair and Enter pins there. The client's own pins open for editing.
 */
export function PinBoard({ post, pins, imageFailed, onImageError, draft, editingId, onPin, onEditPin }: PinBoardProps) {
  const [crosshair, setCrosshair] = useState({ x: 50, y: 50 });
  const size = postPictureSize(post);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as Element).closest("button")) return;
    const box = event.currentTarget.getBoundingClientRect();
    onPin(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-CROSSHAIR_STEP, 0],
      ArrowRight: [CROSSHAIR_STEP, 0],
      ArrowUp: [0, -CROSSHAIR_STEP],
      ArrowDown: [0, CROSSHAIR_STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      event.stopPropagation();
      setCrosshair((point) => ({ x: pinPercent(point.x + move[0]), y: pinPercent(point.y + move[1]) }));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      event.stopPropagation();
      onPin(crosshair.x, crosshair.y);
    }
  }

  return (
    <div
      // A new post fades in (and its crosshair keeps its place).
      key={post.id}
      role="group"
      tabIndex={0}
      aria-label={
        imageFailed
          ? `${post.title}: image not available`
          : `${post.title}: click to pin a comment, or move the crosshair with the arrow keys and press Enter`
      }
      onClick={onClick}
      onKeyDown={onKeyDown}
      className="group relative w-full max-w-[min(100%,calc((100dvh-12rem)*var(--ratio)))] animate-fade-in cursor-crosshair overflow-hidden rounded-xl border border-outline bg-background"
      style={{
        aspectRatio: `${size.width} / ${size.height}`,
        ["--ratio" as string]: size.width / size.height,
      }}
    >
      {imageFailed ? (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-lg text-subtext">
          Image not available
        </p>
      ) : (
        <PostPicture
          post={post}
          alt={post.description}
          sizes="(min-width: 1024px) 60vw, 100vw"
          priority
          draggable={false}
          onError={onImageError}
          className="object-contain"
        />
      )}
      {pins.map((pin, pinIndex) => (
        <button
          key={pin.id}
          type="button"
          onClick={() => (pin.isNew ? onEditPin(pin.id) : undefined)}
          aria-label={`Pin ${pinIndex + 1}${pin.isNew ? "" : ", from the studio"}: ${pin.text}`}
          className={`absolute flex size-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-background text-xs font-bold shadow-lg transition-transform hover:scale-110 ${pin.isNew ? "bg-accent text-background" : "bg-heading text-background"} ${editingId === pin.id ? "ring-4 ring-accent-glow" : ""}`}
          style={{ left: `${pin.x}%`, top: `${pin.y}%` }}
        >
          {pinIndex + 1}
        </button>
      ))}
      {draft ? (
        <span
          data-testid="draft-pin"
          aria-hidden
          className="absolute size-8 -translate-x-1/2 -translate-y-1/2 animate-pulse rounded-full border-2 border-heading bg-accent/80"
          style={{ left: `${draft.x}%`, top: `${draft.y}%` }}
        />
      ) : null}
      <span
        aria-hidden
        className="pointer-events-none absolute hidden -translate-x-1/2 -translate-y-1/2 text-accent group-focus-visible:block"
        style={{ left: `${crosshair.x}%`, top: `${crosshair.y}%` }}
      >
        <svg width="32" height="32" viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M16 0v12M16 20v12M0 16h12M20 16h12" />
        </svg>
      </span>
    </div>
  );
}
