"use client";

import { useSignalSelect, type Signal } from "@/src/lib/signal";
import type { Pose } from "./tour-data";

/**
 * 'You are here' on the floor plan: where the camera stands at the current frame and which way it
 * looks, when it is on the floor shown. Only this marker follows every frame, not the plan.
 */
export type CameraMarkerProps = {
  frame: Signal<number>;
  /** The camera's pose per frame, or null while the plan does not follow the camera. */
  poses: readonly Pose[] | null;
  floor: string;
};

export function CameraMarker({ frame, poses, floor }: CameraMarkerProps) {
  const pose = useSignalSelect(frame, (at) => poses?.[at - 1] ?? null, null);
  if (!pose || pose.floor !== floor) return null;
  return <PoseMarker pose={pose} testId="you-are-here" className="size-16" />;
}

/**
 * Where the camera stands on a plan and which way it looks: a dot and a cone turned to its heading.
 * The viewer's 'you are here' and the tour editor's path (src/features/tours/walk-panel.tsx) draw it alike.
 */
export function PoseMarker({
  pose,
  testId,
  className,
}: {
  pose: Pick<Pose, "x" | "y" | "heading">;
  testId: string;
  /** Its size, as a Tailwind class. */
  className: string;
}) {
  return (
    <span
      data-testid={testId}
      aria-hidden
      className={`pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 ${className}`}
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
