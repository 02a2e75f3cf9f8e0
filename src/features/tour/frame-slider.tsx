"use client";

import type { KeyboardEvent } from "react";
import { useSignalSelect, type Signal } from "@/src/lib/signal";
import type { Waypoint } from "@/src/model/tour";
import { waypointAt } from "./waypoints";

const same = (frame: number) => frame;

type FrameSliderProps = {
  frame: Signal<number>;
  frameCount: number;
  waypoints: readonly Waypoint[];
  /** Scrubbing is possible (the coarse pass is in). */
  enabled: boolean;
  onMove: (frame: number) => void;
};

/**
 * The frame slider and its 'N / total' (docs/tours.md#the-viewer): the only part of the viewer that
 * re-renders on every frame. Its value text names the room the camera is in; Page Up and Page Down
 * move ten frames.
 */
export function FrameSlider({ frame: frameSignal, frameCount, waypoints, enabled, onMove }: FrameSliderProps) {
  // The server renders frame 1; a deep link's frame follows right after hydration.
  const frame = useSignalSelect(frameSignal, same, 1);
  const here = waypointAt(waypoints, frame);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "PageUp" && event.key !== "PageDown") return;
    event.preventDefault();
    onMove(frame + (event.key === "PageUp" ? 10 : -10));
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-sm">
        <label htmlFor="frame-slider" className="eyebrow">
          Frame
        </label>
        <span aria-hidden className="font-semibold text-heading tabular-nums">
          {frame} / {frameCount}
        </span>
      </div>
      <input
        id="frame-slider"
        type="range"
        min={1}
        max={frameCount}
        step={1}
        value={frame}
        disabled={!enabled}
        aria-valuetext={`Frame ${frame} of ${frameCount}${here ? `, ${here.name}` : ""}`}
        onKeyDown={onKeyDown}
        onChange={(event) => onMove(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-accent disabled:cursor-wait disabled:opacity-50"
      />
    </div>
  );
}
