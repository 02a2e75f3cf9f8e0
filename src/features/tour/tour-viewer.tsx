"use client";

import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useSignalSelect, type Signal } from "@/src/lib/signal";
import { useReducedMotion } from "@/src/lib/use-reduced-motion";
import type { TourProperty, Waypoint } from "@/src/model/tour";
import { buttonStyles } from "@/src/ui/button-styles";
import { LazyComponent } from "@/src/ui/lazy-component";
import { EDITOR_UNAVAILABLE_MESSAGE, NO_FRAMES_MESSAGE } from "./constants";
import type { EditPanelProps } from "./edit-panel";
import type { Draft } from "./editor";
import { FrameSlider } from "./frame-slider";
import { FrameView } from "./frame-view";
import { framePath, frameSetPath, initialFloor } from "./frames";
import { MinimapPanel } from "./minimap-panel";
import type { NewerWaypointsNoticeProps } from "./newer-waypoints-notice";
import { RoomsNav } from "./rooms-nav";
import { TourControls } from "./tour-controls";
import { TourFrame } from "./tour-frame";
import { linkedFrame, useFrameInUrl } from "./use-frame-in-url";
import { useFrameStore } from "./use-frame-store";
import { useFullscreen } from "./use-fullscreen";
import { usePlayback } from "./use-playback";
import { useTourGuide } from "./use-tour-guide";
import { useTourKeyboard } from "./use-tour-keyboard";

/** Edit mode's panel, fetched only in edit mode. */
const loadEditPanel = () => import("./edit-panel").then((module) => module.EditPanel);
// Only a browser with edits, when a newer list was published, ever sees the offer.
const loadNewerNotice = () => import("./newer-waypoints-notice").then((module) => module.NewerWaypointsNotice);

const noSubscription = () => () => {};
const readEdit = () => new URLSearchParams(window.location.search).get("edit");
const onServer = () => null;

/**
 * The property tour (docs/tours.md#the-viewer): frames on a canvas, a frame
 * slider, the floor plan with waypoints and where the camera stands, and in edit mode
 * (`?edit=true`) the waypoint editor. `?frame=N` opens at a frame and follows it.
 *
 * The current frame lives in a signal (useFrameStore), so a move re-renders the slider, and the
 * room list, floor plan or editor only when what they show changes.
 */
export function TourViewer({ property }: { property: TourProperty }) {
  const { frameCount } = property;
  const floors = useMemo(() => Object.keys(property.minimaps), [property.minimaps]);
  const editMode = useSyncExternalStore(noSubscription, readEdit, onServer) === "true";
  const frames = useFrameStore(property, linkedFrame(frameCount));
  const { frame, show, status } = frames;
  useFrameInUrl(frame);
  const guide = useTourGuide(property);
  const reducedMotion = useReducedMotion();
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(frames.containerRef);
  const [chosenFloor, setChosenFloor] = useState(() => initialFloor(floors) ?? "");
  /** The floor plan follows the camera from the first move until someone picks a floor. */
  const [following, setFollowing] = useState(false);
  // Set once per stretch of following: a setter called with the same value may still re-render the viewer.
  const followingRef = useRef(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editorFailed, setEditorFailed] = useState(false);

  const follow = useCallback(
    (target: number) => {
      if (!followingRef.current) {
        followingRef.current = true;
        setFollowing(true);
      }
      show(target);
    },
    [show],
  );
  const playback = usePlayback({ frame, frameCount, step: follow, reducedMotion });
  const { pause } = playback;
  /** Any move of the visitor's pauses guided play. */
  const moveTo = useCallback(
    (target: number) => {
      pause();
      follow(target);
    },
    [follow, pause],
  );
  const step = useCallback((delta: number) => moveTo(frame.get() + delta), [frame, moveTo]);
  useTourKeyboard({ enabled: status.ready, onStep: step });

  const poses = following ? guide.poses : null;
  const cameraFloor = useSignalSelect(frame, (at) => poses?.[at - 1]?.floor ?? null, null);
  const floor = cameraFloor ?? chosenFloor;

  /** The minimap shows the floor someone chose (a floor button, or a waypoint being edited) and stops following the camera. */
  const showFloor = useCallback((name: string) => {
    setChosenFloor(name);
    followingRef.current = false;
    setFollowing(false);
  }, []);
  const jump = useCallback((waypoint: Waypoint) => moveTo(waypoint.frame), [moveTo]);

  if (status.unavailable) {
    return (
      <TourFrame property={property} actions={null}>
        <p role="alert" className="rounded-2xl border border-outline bg-background-secondary p-10 text-center text-lg">
          {NO_FRAMES_MESSAGE}
        </p>
      </TourFrame>
    );
  }

  return (
    <TourFrame
      property={property}
      actions={
        editMode ? (
          <button
            type="button"
            onClick={() => {
              // Fetched on first use: only edit mode has this button.
              void import("@/src/lib/download-json").then(({ downloadJson }) =>
                downloadJson(`${property.id}-waypoints.json`, guide.waypoints),
              );
            }}
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
            canvasRef={frames.canvasRef}
            containerRef={frames.containerRef}
            posterSrc={framePath(frameSetPath(property.framePath, property.frameWidths.at(-1) ?? 0), 1)}
            posterAlt={`${property.name}: the walkthrough's first frame, at the front door`}
            drawn={status.drawn}
            frame={frame}
            enabled={status.ready}
            onScrub={follow}
            onScrubStart={pause}
          >
            <TourControls
              percent={frames.percent}
              waiting={frames.waiting}
              playback={
                reducedMotion
                  ? null
                  : {
                      playing: playback.playing,
                      enabled: status.ready,
                      onToggle: () => {
                        frames.resume();
                        playback.toggle();
                      },
                    }
              }
              fullscreen={fullscreen}
              onToggleFullscreen={toggleFullscreen}
            />
          </FrameView>
          <FrameSlider
            frame={frame}
            frameCount={frameCount}
            waypoints={guide.waypoints}
            enabled={status.ready}
            onMove={moveTo}
          />
          <div aria-live="polite">
            {guide.newer ? (
              <LazyComponent<NewerWaypointsNoticeProps>
                load={loadNewerNotice}
                when
                props={{
                  propertyId: property.id,
                  offer: guide.newer,
                  onUse: guide.takePublished,
                  onClose: guide.dismissNewer,
                }}
                onError={guide.dismissNewer}
              />
            ) : null}
          </div>
          <RoomsNav frame={frame} waypoints={guide.waypoints} onJump={jump} />
        </div>
        <div className="flex flex-col gap-6">
          <MinimapPanel
            floors={floors}
            floor={floor}
            minimapSrc={property.minimaps[floor] ?? ""}
            onSelectFloor={showFloor}
            waypoints={guide.waypoints}
            onJump={jump}
            placing={
              editMode && draft
                ? {
                    position: draft.floor === floor ? draft.position : null,
                    onPlace: (point) => setDraft({ ...draft, floor, position: point }),
                  }
                : null
            }
            frame={frame}
            poses={poses}
          />
          {editMode && editorFailed ? (
            <p role="alert" className="rounded-2xl border border-outline bg-background-secondary p-5 text-subtext">
              {EDITOR_UNAVAILABLE_MESSAGE}
            </p>
          ) : null}
          {editMode && !editorFailed ? (
            <EditSide
              frame={frame}
              props={{
                propertyId: property.id,
                waypoints: guide.waypoints,
                draft,
                currentFloor: floor,
                onDraftChange: setDraft,
                onShowFloor: showFloor,
                onWaypointsChange: guide.edit,
              }}
              onError={() => setEditorFailed(true)}
            />
          ) : null}
        </div>
      </div>
    </TourFrame>
  );
}

/** Edit mode's panel, which names the current frame: it follows every move, the viewer does not. */
function EditSide({
  frame,
  props,
  onError,
}: {
  frame: Signal<number>;
  props: Omit<EditPanelProps, "currentFrame">;
  onError: () => void;
}) {
  const currentFrame = useSignalSelect(frame, (at) => at, 1);
  return <LazyComponent load={loadEditPanel} when props={{ ...props, currentFrame }} onError={onError} />;
}
