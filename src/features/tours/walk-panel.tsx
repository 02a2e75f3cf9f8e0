"use client";

import { useEffect, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from "react";
import { PoseMarker } from "@/src/features/tour/camera-marker";
import { moveCrosshair, pointInBox, type Point } from "@/src/features/tour/plan-point";
import type { TourLayout } from "@/src/model/stored-tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { Image } from "@/src/ui/image";
import type { TourDetail } from "./api";
import { disabledLook } from "./styles";
import { placeKeyframe, posesOf, stretchAt, stretchesOf, tidyChanges, type Keyframe, type Stretch } from "./tour-path";
import { tourFileUrl, tourFrameUrl } from "./tour-urls";

/** Facing choices for a point of the path: along the walk, or a way on the plan. */
const FACINGS = [
  { label: "Along the walk", value: null },
  { label: "Up the plan", value: 0 },
  { label: "Up and right", value: 45 },
  { label: "Right", value: 90 },
  { label: "Down and right", value: 135 },
  { label: "Down", value: 180 },
  { label: "Down and left", value: 225 },
  { label: "Left", value: 270 },
  { label: "Up and left", value: 315 },
] as const;

/** Frames kept ready on each side of the one shown, so scrubbing does not wait. */
const PREFETCH = 4;

/** The poses of one stretch, as the viewer will show them (null until it has a point). */
function stretchPoses(stretch: Stretch | undefined, keyframes: readonly Keyframe[]) {
  if (!stretch) return null;
  const keys = keyframes
    .filter((key) => key.frame >= stretch.from && key.frame <= stretch.to)
    .map((key) => ({ ...key, frame: key.frame - stretch.from + 1 }));
  return posesOf([{ frame: 1, floor: stretch.floor }], keys, stretch.to - stretch.from + 1);
}

/**
 * The walk (docs/tours.md#floors-and-the-path): scrub the frames, say from which frame on the camera
 * is on which floor, and click the plan where the camera stands at a few frames; the viewer's 'you
 * are here' follows the line between them. All of it works from the keyboard: the slider and arrow
 * keys for the frames, a select for the floor, and on the focused plan the arrow keys and Enter.
 */
export function WalkPanel({ tour, onLayout }: { tour: TourDetail; onLayout: (layout: TourLayout) => void }) {
  const footage = tour.footage;
  const setHash = footage?.setHash ?? null;
  const frameCount = footage?.frameCount ?? 0;
  const { layout } = tour;
  const [frame, setFrame] = useState(1);
  const [crosshair, setCrosshair] = useState<Point>({ x: 50, y: 50 });
  const sliderId = useId();
  const stretches = useMemo(() => stretchesOf(layout.changes, frameCount), [layout.changes, frameCount]);
  const stretch = stretchAt(stretches, frame);
  const floor = layout.floors.find((entry) => entry.id === stretch?.floor) ?? null;
  const poses = useMemo(() => stretchPoses(stretch, layout.keyframes), [stretch, layout.keyframes]);
  const pose = stretch ? (poses?.[frame - stretch.from] ?? null) : null;
  const here = layout.keyframes.find((key) => key.frame === frame) ?? null;
  const floorName = (id: string) => layout.floors.find((entry) => entry.id === id)?.name ?? "a removed floor";

  useEffect(() => {
    if (!setHash) return;
    for (let step = 1; step <= PREFETCH; step += 1) {
      for (const near of [frame + step, frame - step]) {
        if (near >= 1 && near <= frameCount) new window.Image().src = tourFrameUrl(setHash, 768, near);
      }
    }
  }, [frame, frameCount, setHash]);

  if (!footage || !setHash) {
    return (
      <section
        aria-labelledby="walk-title"
        className="flex flex-col gap-3 rounded-2xl border border-outline bg-background-secondary p-5"
      >
        <h3 id="walk-title" className="text-xl font-semibold text-heading">
          Walk: floors and path
        </h3>
        <p className="text-sm text-subtext">
          {footage
            ? "The walk opens once every frame is stored."
            : "Add the walkthrough video first: the walk is drawn on its frames."}
        </p>
      </section>
    );
  }

  const go = (target: number) => setFrame(Math.min(frameCount, Math.max(1, Math.round(target))));
  const setFloor = (floorId: string) =>
    onLayout({ ...layout, changes: tidyChanges([...layout.changes, { frame, floor: floorId }], frameCount) });
  const removeChange = (from: number) =>
    onLayout({ ...layout, changes: layout.changes.filter((change) => change.frame !== from) });
  const place = (point: Point) =>
    onLayout({
      ...layout,
      keyframes: placeKeyframe(layout.keyframes, {
        frame,
        x: Math.round(point.x * 10) / 10,
        y: Math.round(point.y * 10) / 10,
        heading: here?.heading ?? null,
      }),
    });
  const setFacing = (key: Keyframe, heading: number | null) =>
    onLayout({ ...layout, keyframes: placeKeyframe(layout.keyframes, { ...key, heading }) });
  const removeKey = (key: Keyframe) =>
    onLayout({ ...layout, keyframes: layout.keyframes.filter((other) => other.frame !== key.frame) });

  const onPlanClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest("button")) return;
    const point = pointInBox(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
    setCrosshair(point);
    place(point);
  };
  const onPlanKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      place(crosshair);
      return;
    }
    const moved = moveCrosshair(crosshair, event.key);
    if (moved) {
      event.preventDefault();
      setCrosshair(moved);
    }
  };

  const onFloorKeys = stretch
    ? layout.keyframes.filter((key) =>
        stretches.some((entry) => entry.floor === stretch.floor && key.frame >= entry.from && key.frame <= entry.to),
      )
    : [];
  const inStretch = stretch
    ? layout.keyframes.filter((key) => key.frame >= stretch.from && key.frame <= stretch.to)
    : [];

  return (
    <section
      aria-labelledby="walk-title"
      className="flex flex-col gap-5 rounded-2xl border border-outline bg-background-secondary p-5"
    >
      <div>
        <h3 id="walk-title" className="text-xl font-semibold text-heading">
          Walk: floors and path
        </h3>
        <p className="text-sm text-subtext">
          Scrub to a frame, say which floor it is on, and click the plan where the camera stands. A few points are
          enough: between them the camera walks in a straight line.
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <div className="relative aspect-video overflow-hidden rounded-xl border border-outline bg-background">
            {/* eslint-disable-next-line @next/next/no-img-element -- a stored frame, served as it is */}
            <img
              src={tourFrameUrl(setHash, 768, frame)}
              srcSet={`${tourFrameUrl(setHash, 768, frame)} 768w, ${tourFrameUrl(setHash, 1280, frame)} 1280w`}
              sizes="(min-width: 1024px) 50vw, 100vw"
              alt={`Frame ${frame} of the walk`}
              className="absolute inset-0 size-full object-contain"
              draggable={false}
            />
          </div>
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => go(frame - 1)}
              disabled={frame <= 1}
              className={`${buttonStyles("secondary", "sm")} ${disabledLook}`}
              aria-label="Previous frame"
            >
              ‹
            </button>
            <label htmlFor={sliderId} className="sr-only">
              Frame
            </label>
            <input
              id={sliderId}
              type="range"
              min={1}
              max={frameCount}
              value={frame}
              aria-valuetext={`Frame ${frame} of ${frameCount}`}
              onChange={(event) => go(Number(event.target.value))}
              className="w-full accent-accent"
            />
            <button
              type="button"
              onClick={() => go(frame + 1)}
              disabled={frame >= frameCount}
              className={`${buttonStyles("secondary", "sm")} ${disabledLook}`}
              aria-label="Next frame"
            >
              ›
            </button>
          </div>
          <StretchBar stretches={stretches} frameCount={frameCount} floorName={floorName} frame={frame} />
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm">
              <span className="font-semibold text-heading">Frame {frame} is on</span>
              <select
                value={stretch?.floor ?? ""}
                disabled={layout.floors.length === 0}
                onChange={(event) => event.target.value && setFloor(event.target.value)}
                className="min-w-48 rounded-lg border border-outline bg-background px-3 py-2 text-sm text-heading focus:border-accent focus:outline-none"
              >
                {stretch ? null : (
                  <option value="">{layout.floors.length === 0 ? "Add a floor first" : "Choose its floor"}</option>
                )}
                {layout.floors.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              onClick={() => onLayout({ ...layout, coverFrame: frame })}
              disabled={layout.coverFrame === frame}
              className={`${buttonStyles("secondary", "sm")} ${disabledLook}`}
            >
              {layout.coverFrame === frame ? "This frame is the cover" : "Use this frame as the cover"}
            </button>
          </div>
          {stretches.length > 0 ? (
            <ul aria-label="Floors along the walk" className="flex flex-col gap-1 text-sm">
              {stretches.map((entry, index) => (
                <li
                  key={entry.from}
                  className="flex items-center justify-between gap-3 rounded-lg px-2 py-1 odd:bg-background"
                >
                  <button type="button" onClick={() => go(entry.from)} className="text-left hover:text-accent">
                    Frames {entry.from}–{entry.to}: {floorName(entry.floor)}
                  </button>
                  {index > 0 ? (
                    <button
                      type="button"
                      onClick={() => removeChange(entry.from)}
                      className="text-xs font-semibold text-subtext underline underline-offset-4 hover:text-accent"
                    >
                      Remove the change at frame {entry.from}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-heading">
            {floor ? `${floor.name} plan` : "Plan"}
            {here ? ` · a point at frame ${frame}` : ""}
          </p>
          <div
            data-testid="path-plan"
            tabIndex={floor?.plan ? 0 : undefined}
            role={floor?.plan ? "group" : undefined}
            aria-label={
              floor?.plan
                ? `${floor.name} plan: click, or move the crosshair with the arrow keys and press Enter, to place the camera at frame ${frame}`
                : undefined
            }
            onClick={floor?.plan ? onPlanClick : undefined}
            onKeyDown={floor?.plan ? onPlanKey : undefined}
            className="group relative aspect-[4/3] cursor-crosshair overflow-hidden rounded-xl border border-outline bg-background"
          >
            {floor?.plan ? (
              <>
                <Image
                  src={tourFileUrl(floor.plan.hash)}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 35vw, 100vw"
                  draggable={false}
                  className="object-contain"
                />
                <svg
                  viewBox="0 0 100 100"
                  preserveAspectRatio="none"
                  aria-hidden
                  className="pointer-events-none absolute inset-0 size-full"
                >
                  <polyline
                    points={inStretch.map((key) => `${key.x},${key.y}`).join(" ")}
                    fill="none"
                    vectorEffect="non-scaling-stroke"
                    className="stroke-accent"
                    strokeWidth="2"
                    strokeDasharray="6 4"
                  />
                </svg>
                {onFloorKeys.map((key) => (
                  <button
                    key={key.frame}
                    type="button"
                    data-testid="path-point"
                    aria-label={`Go to the point at frame ${key.frame}`}
                    onClick={() => go(key.frame)}
                    className={`absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 text-[0.6rem] font-bold ${key.frame === frame ? "border-heading bg-accent text-background" : "border-background bg-heading text-background"}`}
                    style={{ left: `${key.x}%`, top: `${key.y}%` }}
                  >
                    {layout.keyframes.indexOf(key) + 1}
                  </button>
                ))}
                {pose ? <PoseMarker pose={pose} testId="path-marker" className="size-14" /> : null}
                <span
                  aria-hidden
                  className="pointer-events-none absolute hidden -translate-x-1/2 -translate-y-1/2 text-accent group-focus-visible:block"
                  style={{ left: `${crosshair.x}%`, top: `${crosshair.y}%` }}
                >
                  <svg width="28" height="28" viewBox="0 0 28 28" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M14 0v10M14 18v10M0 14h10M18 14h10" />
                  </svg>
                </span>
              </>
            ) : (
              <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-subtext">
                {floor
                  ? `Add the plan of ${floor.name} to place the camera on it.`
                  : "Say which floor this frame is on to see its plan."}
              </p>
            )}
          </div>
          {layout.keyframes.length > 0 ? (
            <ol aria-label="Points of the path" className="flex max-h-72 flex-col gap-1 overflow-y-auto text-sm">
              {layout.keyframes.map((key, index) => {
                const on = stretchAt(stretches, key.frame);
                return (
                  <li
                    key={key.frame}
                    data-current={key.frame === frame || undefined}
                    className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded-lg px-2 py-1 data-current:bg-background"
                  >
                    <button
                      type="button"
                      onClick={() => go(key.frame)}
                      className="truncate text-left hover:text-accent"
                    >
                      {index + 1}. Frame {key.frame} · {on ? floorName(on.floor) : "no floor"}
                    </button>
                    <span className="flex items-center gap-2">
                      <select
                        aria-label={`Facing at frame ${key.frame}`}
                        value={key.heading === null ? "" : String(key.heading)}
                        onChange={(event) =>
                          setFacing(key, event.target.value === "" ? null : Number(event.target.value))
                        }
                        className="rounded-md border border-outline bg-background px-2 py-1 text-xs text-heading"
                      >
                        {FACINGS.map((facing) => (
                          <option key={facing.label} value={facing.value === null ? "" : String(facing.value)}>
                            {facing.label}
                          </option>
                        ))}
                      </select>
                      <button
                        type="button"
                        onClick={() => removeKey(key)}
                        className="text-xs font-semibold text-subtext underline underline-offset-4 hover:text-accent"
                      >
                        Remove<span className="sr-only"> the point at frame {key.frame}</span>
                      </button>
                    </span>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="text-sm text-subtext">
              No points yet: place the camera at the walk&apos;s first frame, at each turn and on each floor.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

/** The walk's frames coloured by floor, with the current frame marked: where each floor's stretch runs. */
function StretchBar({
  stretches,
  frameCount,
  floorName,
  frame,
}: {
  stretches: readonly Stretch[];
  frameCount: number;
  floorName: (id: string) => string;
  frame: number;
}) {
  const ids = [...new Set(stretches.map((stretch) => stretch.floor))];
  return (
    <div aria-hidden className="relative h-6 overflow-hidden rounded-md border border-outline bg-background">
      {stretches.map((stretch) => (
        <span
          key={stretch.from}
          title={floorName(stretch.floor)}
          className="absolute inset-y-0 flex items-center overflow-hidden border-r border-background px-1 text-[0.65rem] font-semibold whitespace-nowrap text-background"
          style={{
            left: `${((stretch.from - 1) / frameCount) * 100}%`,
            width: `${((stretch.to - stretch.from + 1) / frameCount) * 100}%`,
            background: `color-mix(in oklab, var(--accent) ${100 - ids.indexOf(stretch.floor) * 28}%, var(--heading))`,
          }}
        >
          {floorName(stretch.floor)}
        </span>
      ))}
      <span
        className="absolute inset-y-0 w-0.5 bg-heading"
        style={{ left: `${((frame - 0.5) / frameCount) * 100}%` }}
      />
    </div>
  );
}
