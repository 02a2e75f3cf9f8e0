"use client";

import { memo, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { Signal } from "@/src/lib/signal";
import type { Waypoint } from "@/src/model/tour";
import { Image } from "@/src/ui/image";
import { LazyComponent } from "@/src/ui/lazy-component";
import type { CameraMarkerProps } from "./camera-marker";
import { moveCrosshair, pointInBox, type Point } from "./plan-point";
import type { Pose } from "./tour-data";

// 'You are here' arrives with the camera's poses, after the page is interactive, and its code with it; if the
// code cannot be fetched the plan simply shows no marker (LazyComponent logs why).
const loadCameraMarker = () => import("./camera-marker").then((module) => module.CameraMarker);
const ignoreFailure = () => {};

type MinimapPanelProps = {
  floors: readonly string[];
  floor: string;
  minimapSrc: string;
  onSelectFloor: (floor: string) => void;
  waypoints: readonly Waypoint[];
  onJump: (waypoint: Waypoint) => void;
  /** The current frame and the camera's pose per frame (null while the plan does not follow it): 'you are here'. */
  frame: Signal<number>;
  poses: readonly Pose[] | null;
  /** In edit mode: the draft's position, and placing it by click or keyboard. */
  placing: { position: Point | null; onPlace: (point: Point) => void } | null;
};

/**
 * The floor plan beside the tour: floor selector, waypoint markers, 'you are here', and placing in
 * edit mode. Memoised: the viewer's other changes (loading, playing) leave it alone.
 */
export const MinimapPanel = memo(function MinimapPanel({
  floors,
  floor,
  minimapSrc,
  onSelectFloor,
  waypoints,
  onJump,
  frame,
  poses,
  placing,
}: MinimapPanelProps) {
  const [crosshair, setCrosshair] = useState<Point>({ x: 50, y: 50 });
  const [failed, setFailed] = useState(false);
  const onFloor = waypoints.filter((waypoint) => waypoint.floor === floor);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!placing || (event.target as Element).closest("button")) return;
    const point = pointInBox(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
    setCrosshair(point);
    placing.onPlace(point);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!placing || event.target !== event.currentTarget) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      placing.onPlace(crosshair);
      return;
    }
    const moved = moveCrosshair(crosshair, event.key);
    if (moved) {
      event.preventDefault();
      // Arrow keys here move the crosshair, not the tour.
      event.stopPropagation();
      setCrosshair(moved);
    }
  };

  return (
    <section aria-labelledby="minimap-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="minimap-title" className="eyebrow">
          Floor plan
        </h2>
        <div role="group" aria-label="Floor" className="flex flex-wrap gap-1.5">
          {floors.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={name === floor}
              onClick={() => onSelectFloor(name)}
              className="rounded-full border border-outline px-3 py-1.5 text-xs font-semibold text-text transition-colors hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-background"
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      <div
        data-testid="minimap"
        tabIndex={placing ? 0 : undefined}
        role={placing ? "group" : undefined}
        aria-label={
          placing
            ? `${floor} plan: click, or move the crosshair with the arrow keys and press Enter, to place the waypoint`
            : undefined
        }
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={`group relative aspect-[4/3] overflow-hidden rounded-2xl border border-outline bg-background ${placing ? "cursor-crosshair" : ""}`}
      >
        {failed ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-subtext">
            {floor} plan not available
          </p>
        ) : (
          <Image
            key={minimapSrc}
            src={minimapSrc}
            alt={`${floor} floor plan`}
            fill
            sizes="(min-width: 1024px) 30vw, 100vw"
            draggable={false}
            onError={() => setFailed(true)}
            className="object-contain"
          />
        )}
        <LazyComponent<CameraMarkerProps>
          load={loadCameraMarker}
          when={poses !== null}
          props={{ frame, poses, floor }}
          onError={ignoreFailure}
        />
        {onFloor.map((waypoint) => (
          <button
            key={waypoint.id}
            type="button"
            data-testid="waypoint-marker"
            aria-label={`Go to ${waypoint.name}, frame ${waypoint.frame}`}
            onClick={() => onJump(waypoint)}
            className="absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-background bg-heading text-[0.65rem] font-bold text-background shadow-lg transition-transform hover:scale-110 focus-visible:scale-110"
            style={{ left: `${waypoint.x}%`, top: `${waypoint.y}%` }}
          >
            {onFloor.indexOf(waypoint) + 1}
          </button>
        ))}
        {placing ? (
          <>
            {placing.position ? (
              <span
                data-testid="draft-position"
                aria-hidden
                className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-heading bg-accent"
                style={{ left: `${placing.position.x}%`, top: `${placing.position.y}%` }}
              />
            ) : null}
            <span
              data-testid="crosshair"
              aria-hidden
              className="pointer-events-none absolute hidden -translate-x-1/2 -translate-y-1/2 text-accent group-focus-visible:block"
              style={{ left: `${crosshair.x}%`, top: `${crosshair.y}%` }}
            >
              <svg width="28" height="28" viewBox="0 0 28 28" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M14 0v10M14 18v10M0 14h10M18 14h10" />
              </svg>
            </span>
          </>
        ) : null}
      </div>
    </section>
  );
});
