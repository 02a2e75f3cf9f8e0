"use client";

import { useSignalSelect, type Signal } from "@/src/lib/signal";
import type { Pose } from "./tour-data";

/**
 * 'You are here' on the floor plan: where the camera stands at the current frame and which way it
 * looks, when it is on the floor shown. Only this marker follows every frame, not the plan.
 */
export function CameraMarker({
  frame,
  poses,
  floor,
}: {
  frame: Signal<number>;
  /** The camera's pose per frame, or null while the plan does not follow the camera. */
  poses: readonly Pose[] | null;
  floor: string;
}) {
  const pose = useSignalSelect(frame, (at) => poses?.[at - 1] ?? null, null);
  if (!pose || pose.floor !== floor) return null;
  return (
    <span
      data-testid="you-are-here"
      aria-hidden
      className="pointer-events-none absolute size-16 -translate-x-1/2 -translate-y-1/2"
      style={{ left: `${pose.x}%`, top: `${pose.y}%` }}
    >
      <svg
        viewBox="-32 -32 64 64"
        className="size-full overflow-visible"
        style={{ transform: `rotate(${pose.heading}deg)` }}
      >
        <path d="M0 0 L-15 -30 A34 34 0 0 1 15 -30 Z" className="fill-accent/30" />
        <circle r="6" className="fill-accent stroke-background" strokeWidth="2.5" />
      </svg>
    </span>
  );
}
