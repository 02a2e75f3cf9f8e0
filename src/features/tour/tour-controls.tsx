"use client";

import { useSignal, type Signal } from "@/src/lib/signal";
import { REST_ON_MOVE_NOTE } from "./constants";

const pill = "rounded-full bg-background/80 backdrop-blur text-xs font-semibold text-heading";
const button = `${pill} px-4 py-2 hover:bg-accent hover:text-background`;

type TourControlsProps = {
  percent: Signal<number>;
  waiting: Signal<boolean>;
  /** Null under reduced motion: guided play is not offered. */
  playback: { playing: boolean; enabled: boolean; onToggle: () => void } | null;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
};

/** Over the picture: the loading badge, Play/Pause and Full screen. */
export function TourControls({ percent, waiting, playback, fullscreen, onToggleFullscreen }: TourControlsProps) {
  return (
    // On a narrow phone the badge takes a row of its own above the buttons rather than squeezing them.
    <div className="absolute inset-x-3 bottom-3 flex flex-wrap items-center justify-between gap-2">
      <LoadingBadge percent={percent} waiting={waiting} />
      <span className="ml-auto flex gap-2">
        {playback ? (
          <button
            type="button"
            onClick={playback.onToggle}
            disabled={!playback.enabled}
            className={`${button} disabled:opacity-50`}
          >
            {playback.playing ? "Pause tour" : "Play tour"}
          </button>
        ) : null}
        <button type="button" onClick={onToggleFullscreen} className={button}>
          {fullscreen ? "Exit full screen" : "Full screen"}
        </button>
      </span>
    </div>
  );
}

/**
 * "Loading frames N%" while frames arrive, N counting the frames this visit is fetching now (see
 * FrameProgress). Once those are in, a note while the others wait for the visitor's first move, then
 * an empty slot, keeping the buttons right.
 */
function LoadingBadge({ percent: percentSignal, waiting }: { percent: Signal<number>; waiting: Signal<boolean> }) {
  const percent = useSignal(percentSignal);
  const restWaits = useSignal(waiting);
  if (percent >= 100) {
    return restWaits ? <span className={`${pill} px-3 py-1.5 whitespace-nowrap`}>{REST_ON_MOVE_NOTE}</span> : <span />;
  }
  return (
    <span
      role="progressbar"
      aria-label="Loading frames"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`${pill} px-3 py-1.5 whitespace-nowrap`}
    >
      Loading frames {percent}%
    </span>
  );
}
