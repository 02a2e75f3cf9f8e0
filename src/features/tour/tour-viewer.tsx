"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { createSignal, useSignal, type Signal } from "@/src/lib/signal";
import { writeStored } from "@/src/lib/storage";
import { useReducedMotion } from "@/src/lib/use-reduced-motion";
import type { TourProperty, Waypoint } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { LazyComponent } from "@/src/ui/lazy-component";
import { Link } from "@/src/ui/link";
import {
  DECODE_AHEAD,
  DECODED_FRAME_LIMIT,
  EDITOR_UNAVAILABLE_MESSAGE,
  MAX_FRAME_REQUESTS,
  NO_FRAMES_MESSAGE,
  PLAY_FRAMES_PER_SECOND,
  REST_ON_MOVE_NOTE,
} from "./constants";
import type { Draft } from "./editor";
import { FrameStore } from "./frame-store";
import { FrameView } from "./frame-view";
import {
  chooseFrameWidth,
  clampFrame,
  framePath,
  frameSetPath,
  initialFloor,
  waitsForFirstMove,
  type Viewing,
} from "./frames";
import { MinimapPanel } from "./minimap-panel";
import { NewerWaypointsNotice } from "./newer-waypoints-notice";
import type { Pose } from "./tour-data";
import {
  chooseWaypoints,
  offersPublished,
  waypointsBaseStorageKey,
  waypointsStorageKey,
  type GuideWaypoints,
} from "./waypoints";

/** Edit mode's panel, fetched only in edit mode. */
const loadEditPanel = () => import("./edit-panel").then((module) => module.EditPanel);

/** How often the address bar may follow the frame while scrubbing (browsers limit history updates). */
const URL_UPDATE_MS = 250;
/** How often the loading percent is redrawn while frames arrive. */
const PROGRESS_UPDATE_MS = 200;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const noSubscription = () => () => {};
const readParam = (name: string) => () => new URLSearchParams(window.location.search).get(name);
const readEdit = readParam("edit");
const readFrame = readParam("frame");
const onServer = () => null;

function downloadJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** navigator.connection, where the browser has it (Chromium-based ones). */
type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** The picture's width on this screen and what the browser says about the connection. */
function currentViewing(picture: HTMLElement | null): Viewing {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return {
    displayWidth: picture?.clientWidth || window.innerWidth,
    devicePixelRatio: window.devicePixelRatio || 1,
    saveData: connection?.saveData === true,
    effectiveType: connection?.effectiveType,
  };
}

function draw(canvas: HTMLCanvasElement, bitmap: ImageBitmap): void {
  if (canvas.width !== bitmap.width || canvas.height !== bitmap.height) {
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
  }
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
}

/**
 * The property tour (spec 02, "/property/{propertyId}"; decisions.md): frames on a canvas, a frame
 * slider, the floor plan with waypoints and where the camera stands, and in edit mode
 * (`?edit=true`) the waypoint editor. `?frame=N` opens at a frame and follows it.
 */
export function TourViewer({ property }: { property: TourProperty }) {
  const { frameCount } = property;
  const floors = Object.keys(property.minimaps);
  // The address is read as the page hydrates: `?edit=true` and a deep-linked `?frame=N`.
  const editMode = useSyncExternalStore(noSubscription, readEdit, onServer) === "true";
  const linkedFrame = useSyncExternalStore(noSubscription, readFrame, onServer);
  const [chosenFrame, setChosenFrame] = useState<number | null>(null);
  const frame = chosenFrame ?? clampFrame(Number(linkedFrame ?? "1"), frameCount);
  const [chosenFloor, setChosenFloor] = useState(() => initialFloor(floors) ?? "");
  const [following, setFollowing] = useState(false);
  const [waypoints, setWaypoints] = useState<readonly Waypoint[]>(property.waypoints);
  /** A list published after this browser's edits began, offered over them. */
  const [newer, setNewer] = useState<(GuideWaypoints & { version: string }) | null>(null);
  const [poses, setPoses] = useState<Pose[] | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editorFailed, setEditorFailed] = useState(false);
  // The percent changes a few times a second while frames arrive: only the badge reads it, so the
  // viewer itself re-renders once, when the slider becomes usable.
  const [loadedPercent] = useState(() => createSignal(0));
  const [restWaits] = useState(() => createSignal(false));
  const [ready, setReady] = useState(false);
  const [unavailable, setUnavailable] = useState(frameCount < 1);
  const [drawn, setDrawn] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const reducedMotion = useReducedMotion();

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const storeRef = useRef<FrameStore<ImageBitmap> | null>(null);
  const wantedRef = useRef(1);
  const shownRef = useRef(0);
  const editedRef = useRef(false);
  /** The guide file's version as loaded, and whether this browser keeps a list of its own. */
  const guideRef = useRef({ version: null as string | null, local: false });

  /** Draws the wanted frame, or the nearest one that is ready while it decodes: never waits for React. */
  const paint = useCallback(() => {
    const store = storeRef.current;
    const canvas = canvasRef.current;
    if (!store || !canvas) return;
    const wanted = wantedRef.current;
    const exact = store.bitmap(wanted);
    const shown = exact ? wanted : store.nearestDrawable(wanted);
    if (shown === null) return;
    const bitmap = exact ?? store.bitmap(shown);
    if (!bitmap) {
      // Drawn from onChange once decoded.
      void store.decode(shown);
      return;
    }
    if (!exact) void store.decode(wanted);
    if (shownRef.current === shown) return;
    draw(canvas, bitmap);
    shownRef.current = shown;
    if (shown === wanted && performance.getEntriesByName("tour:frame-requested", "mark").length > 0) {
      performance.measure("tour:frame-shown", "tour:frame-requested");
      performance.clearMarks("tour:frame-requested");
    }
    if (performance.getEntriesByName("tour:first-frame", "mark").length === 0) performance.mark("tour:first-frame");
    setDrawn(true);
  }, []);

  // Start: read the address (edit mode, deep-linked frame), fetch the frames, then load the waypoints.
  useEffect(() => {
    if (frameCount < 1) return;
    const start = clampFrame(Number(readFrame() ?? "1"), frameCount);
    let progressTimer: ReturnType<typeof setTimeout> | undefined;
    wantedRef.current = start;
    // Chosen once per visit: a frame of another size never replaces one on screen.
    const viewing = currentViewing(containerRef.current);
    const frames = frameSetPath(property.framePath, chooseFrameWidth(property.frameWidths, viewing));
    const store = new FrameStore<ImageBitmap>(
      {
        frameCount,
        urlOf: (n) => framePath(frames, n),
        fetchFrame: async (url) => {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.blob();
        },
        decode: (blob) => createImageBitmap(blob),
        release: (bitmap) => bitmap.close(),
        maxInFlight: MAX_FRAME_REQUESTS,
        decodedLimit: DECODED_FRAME_LIMIT,
        decodeAhead: DECODE_AHEAD,
        waitForFirstMove: waitsForFirstMove(viewing),
        onChange: () => {
          paint();
          // The percent and the slider's state follow a few times a second, not on every frame that arrives.
          progressTimer ??= setTimeout(() => {
            progressTimer = undefined;
            const next = store.progress;
            loadedPercent.set(next.percent);
            restWaits.set(next.waiting);
            if (next.ready) setReady(true);
            setUnavailable(store.unavailable);
          }, PROGRESS_UPDATE_MS);
        },
      },
      start,
    );
    storeRef.current = store;
    store.setCurrent(start);

    let live = true;
    import("./tour-data").then(
      async (data) => {
        const [fromFile, loadedPoses] = await Promise.all([
          data.loadGuideWaypoints(property),
          data.loadPoses(property),
        ]);
        if (!live) return;
        setPoses(loadedPoses);
        const stored = data.loadStoredWaypoints(property);
        guideRef.current = { version: fromFile?.version ?? null, local: guideRef.current.local || stored !== null };
        // An edit made while the file was on its way wins over it.
        if (!editedRef.current) {
          setWaypoints(chooseWaypoints(property.waypoints, fromFile?.waypoints ?? null, stored));
          if (offersPublished(fromFile, stored, data.loadWaypointsBase(property.id))) setNewer(fromFile);
        }
        // The guide file and this browser's saved waypoints have been read (tests wait for it).
        performance.mark("tour:waypoints-read");
      },
      (error: unknown) => console.error("Could not load the tour's waypoints", error),
    );
    return () => {
      live = false;
      clearTimeout(progressTimer);
      store.dispose();
      storeRef.current = null;
    };
  }, [frameCount, paint, property, loadedPercent, restWaits]);

  /** Moves to `target` (clamped): drawn in this task, so the picture changes by the next paint. */
  const show = useCallback(
    (target: number) => {
      const next = clampFrame(target, frameCount);
      setFollowing(true);
      if (next === wantedRef.current) return;
      performance.mark("tour:frame-requested");
      wantedRef.current = next;
      storeRef.current?.setCurrent(next);
      storeRef.current?.resume();
      paint();
      setChosenFrame(next);
    },
    [frameCount, paint],
  );

  // The address bar follows the frame, so a view can be shared.
  useEffect(() => {
    if (chosenFrame === null) return;
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      if (url.searchParams.get("frame") === String(chosenFrame)) return;
      url.searchParams.set("frame", String(chosenFrame));
      history.replaceState(history.state, "", url);
    }, URL_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [chosenFrame]);

  // Arrow keys move one frame, wherever focus is, except where they already mean something.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (!ready || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
      event.preventDefault();
      setPlaying(false);
      show(wantedRef.current + (event.key === "ArrowRight" ? 1 : -1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [ready, show]);

  // Guided play walks the tour at its own pace; any move of the visitor's pauses it.
  const isPlaying = playing && !reducedMotion;
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => {
      if (wantedRef.current >= frameCount) setPlaying(false);
      else show(wantedRef.current + 1);
    }, 1000 / PLAY_FRAMES_PER_SECOND);
    return () => clearInterval(timer);
  }, [frameCount, isPlaying, show]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  /** The minimap shows the floor someone chose (a floor button, or a waypoint being edited) and stops following the camera. */
  const showFloor = (name: string) => {
    setChosenFloor(name);
    setFollowing(false);
  };

  const updateWaypoints = (next: readonly Waypoint[]) => {
    editedRef.current = true;
    setWaypoints(next);
    writeStored("local", waypointsStorageKey(property.id), next);
    // The first edit kept here records which published list the edits started from.
    const { version, local } = guideRef.current;
    if (!local && version) writeStored("local", waypointsBaseStorageKey(property.id), { version });
    guideRef.current = { version, local: true };
  };

  if (unavailable) {
    return (
      <TourFrame property={property} actions={null}>
        <p role="alert" className="rounded-2xl border border-outline bg-background-secondary p-10 text-center text-lg">
          {NO_FRAMES_MESSAGE}
        </p>
      </TourFrame>
    );
  }

  const pose = following && poses ? (poses[frame - 1] ?? null) : null;
  const floor = pose?.floor ?? chosenFloor;
  const here = [...waypoints].filter((waypoint) => waypoint.frame <= frame).sort((a, b) => b.frame - a.frame)[0];
  const valueText = `Frame ${frame} of ${frameCount}${here ? `, ${here.name}` : ""}`;

  const onSliderKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "PageUp" && event.key !== "PageDown") return;
    event.preventDefault();
    setPlaying(false);
    show(frame + (event.key === "PageUp" ? 10 : -10));
  };

  return (
    <TourFrame
      property={property}
      actions={
        editMode ? (
          <button
            type="button"
            onClick={() => downloadJson(`${property.id}-waypoints.json`, waypoints)}
            className={buttonStyles("primary", "sm")}
          >
            Export Waypoints
          </button>
        ) : null
      }
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)]">
        <div className="flex flex-col gap-5">
          <FrameView
            canvasRef={canvasRef}
            containerRef={containerRef}
            posterSrc={framePath(frameSetPath(property.framePath, property.frameWidths.at(-1) ?? 0), 1)}
            posterAlt={`${property.name}: the walkthrough's first frame, at the front door`}
            drawn={drawn}
            frame={frame}
            enabled={ready}
            onScrub={show}
            onScrubStart={() => setPlaying(false)}
          >
            {/* On a narrow phone the badge takes a row of its own above the buttons rather than squeezing them. */}
            <div className="absolute inset-x-3 bottom-3 flex flex-wrap items-center justify-between gap-2">
              <LoadingBadge percent={loadedPercent} waiting={restWaits} />
              <span className="ml-auto flex gap-2">
                {reducedMotion ? null : (
                  <button
                    type="button"
                    onClick={() => {
                      storeRef.current?.resume();
                      setPlaying((value) => !value);
                    }}
                    disabled={!ready}
                    className="rounded-full bg-background/80 px-4 py-2 text-xs font-semibold text-heading backdrop-blur hover:bg-accent hover:text-background disabled:opacity-50"
                  >
                    {isPlaying ? "Pause tour" : "Play tour"}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() =>
                    fullscreen ? void document.exitFullscreen() : void containerRef.current?.requestFullscreen()
                  }
                  className="rounded-full bg-background/80 px-4 py-2 text-xs font-semibold text-heading backdrop-blur hover:bg-accent hover:text-background"
                >
                  {fullscreen ? "Exit full screen" : "Full screen"}
                </button>
              </span>
            </div>
          </FrameView>
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
              disabled={!ready}
              aria-valuetext={valueText}
              onKeyDown={onSliderKey}
              onChange={(event) => {
                setPlaying(false);
                show(Number(event.target.value));
              }}
              className="h-2 w-full cursor-pointer accent-accent disabled:cursor-wait disabled:opacity-50"
            />
          </div>
          <NewerWaypointsNotice
            propertyId={property.id}
            offer={newer}
            onUse={(published) => {
              guideRef.current = { version: newer?.version ?? null, local: false };
              setWaypoints(published);
            }}
            onClose={() => setNewer(null)}
          />
          <nav aria-label="Rooms" className="flex flex-wrap gap-2">
            {waypoints.map((waypoint) => (
              <button
                key={waypoint.id}
                type="button"
                aria-current={here?.id === waypoint.id ? "location" : undefined}
                onClick={() => {
                  setPlaying(false);
                  show(waypoint.frame);
                }}
                className={`${buttonStyles("secondary", "sm")} aria-[current=location]:border-accent aria-[current=location]:text-accent`}
              >
                {waypoint.name}
              </button>
            ))}
          </nav>
        </div>
        <div className="flex flex-col gap-6">
          <MinimapPanel
            floors={floors}
            floor={floor}
            minimapSrc={property.minimaps[floor] ?? ""}
            onSelectFloor={showFloor}
            waypoints={waypoints}
            onJump={(waypoint) => {
              setPlaying(false);
              show(waypoint.frame);
            }}
            pose={pose && pose.floor === floor ? pose : null}
            placing={
              editMode && draft
                ? {
                    position: draft.floor === floor ? draft.position : null,
                    onPlace: (point) => setDraft({ ...draft, floor, position: point }),
                  }
                : null
            }
          />
          {editMode && editorFailed ? (
            <p role="alert" className="rounded-2xl border border-outline bg-background-secondary p-5 text-subtext">
              {EDITOR_UNAVAILABLE_MESSAGE}
            </p>
          ) : null}
          <LazyComponent
            load={loadEditPanel}
            when={editMode && !editorFailed}
            props={{
              propertyId: property.id,
              waypoints,
              draft,
              currentFrame: frame,
              currentFloor: floor,
              onDraftChange: setDraft,
              onShowFloor: showFloor,
              onWaypointsChange: updateWaypoints,
            }}
            onError={() => setEditorFailed(true)}
          />
        </div>
      </div>
    </TourFrame>
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
    return restWaits ? (
      <span className="rounded-full bg-background/80 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-heading backdrop-blur">
        {REST_ON_MOVE_NOTE}
      </span>
    ) : (
      <span />
    );
  }
  return (
    <span
      role="progressbar"
      aria-label="Loading frames"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="rounded-full bg-background/80 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-heading backdrop-blur"
    >
      Loading frames {percent}%
    </span>
  );
}

/** The page around the viewer: the property's name, its actions and the way back. */
function TourFrame({
  property,
  actions,
  children,
}: {
  property: Pick<TourProperty, "name" | "location">;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="tour-title"
      className="mx-auto flex max-w-[1600px] flex-col gap-8 px-5 pt-10 pb-24 md:px-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">VantaWalk · {property.location}</p>
          <h1 id="tour-title" className="display mt-3 text-[clamp(2.5rem,7vw,6rem)]">
            {property.name}
          </h1>
        </div>
        <div className="flex flex-wrap gap-3">
          {actions}
          <Link href="/property" className={buttonStyles("secondary", "sm")}>
            Back to Properties
          </Link>
        </div>
      </div>
      {children}
    </section>
  );
}
