"use client";

import { useRef, type PointerEvent, type ReactNode, type RefObject } from "react";
import type { Signal } from "@/src/lib/signal";
import { Image } from "@/src/ui/image";

/** Dragging across the whole picture moves this many frames: a room or two, as a hand expects. */
const DRAG_FRAMES_PER_WIDTH = 90;

type FrameViewProps = {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  containerRef: RefObject<HTMLDivElement | null>;
  /** The first frame, served resized by the server: on screen before any script runs. */
  posterSrc: string;
  posterAlt: string;
  /** The canvas has drawn a frame (the poster can go). */
  drawn: boolean;
  /** The current frame, read when a drag starts. */
  frame: Signal<number>;
  /** Scrubbing is possible (the coarse pass is in). */
  enabled: boolean;
  onScrub: (frame: number) => void;
  onScrubStart: () => void;
  children?: ReactNode;
};

/**
 * The tour's picture: a canvas the viewer draws decoded frames on, over a prerendered poster, both
 * shown whole in the 16:9 box (a tour made from a portrait video has narrower frames).
 * Dragging (mouse, pen or finger) scrubs through the frames; vertical swipes still scroll the page.
 */
export function FrameView({
  canvasRef,
  containerRef,
  posterSrc,
  posterAlt,
  drawn,
  frame,
  enabled,
  onScrub,
  onScrubStart,
  children,
}: FrameViewProps) {
  const drag = useRef<{ x: number; frame: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!enabled || event.button !== 0 || (event.target as Element).closest("button")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, frame: frame.get(), width: event.currentTarget.clientWidth };
    onScrubStart();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    // Dragging left walks forward, as if pulling the view past.
    const moved = Math.round(((start.x - event.clientX) / Math.max(1, start.width)) * DRAG_FRAMES_PER_WIDTH);
    onScrub(start.frame + moved);
  };
  const onPointerEnd = () => {
    drag.current = null;
  };

  return (
    <div
      ref={containerRef}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className={`relative aspect-video w-full touch-pan-y overflow-hidden rounded-2xl border border-outline bg-background-secondary select-none [&:fullscreen]:rounded-none [&:fullscreen]:border-0 ${enabled ? "cursor-grab active:cursor-grabbing" : ""}`}
    >
      <Image
        src={posterSrc}
        alt={posterAlt}
        fill
        priority
        sizes="(min-width: 1024px) 66vw, 100vw"
        draggable={false}
        className={`object-contain transition-opacity duration-300 ${drawn ? "opacity-0" : "opacity-100"}`}
      />
      <canvas
        ref={canvasRef}
        aria-hidden
        className={`absolute inset-0 size-full object-contain ${drawn ? "opacity-100" : "opacity-0"}`}
      />
      {children}
    </div>
  );
}
