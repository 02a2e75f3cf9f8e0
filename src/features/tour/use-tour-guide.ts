"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { afterThisTask } from "@/src/lib/after-this-task";
import { writeStored } from "@/src/lib/storage";
import type { TourProperty, Waypoint } from "@/src/model/tour";
import type { Pose } from "./tour-data";
import {
  chooseWaypoints,
  offersPublished,
  waypointsBaseStorageKey,
  waypointsStorageKey,
  type GuideWaypoints,
} from "./waypoints";

/** The tour data's code (valibot included) arrives after the page is interactive; a test gives its own. */
export type TourDataModule = Pick<
  typeof import("./tour-data"),
  "loadGuideWaypoints" | "loadPoses" | "loadStoredWaypoints" | "loadWaypointsBase"
>;

const loadTourData = (): Promise<TourDataModule> => import("./tour-data");

/**
 * The tour's guide (docs/tours.md#the-guide-file): its waypoints (built in, replaced by the guide file,
 * overridden by this browser's edits), the camera's pose per frame, and a list published after this
 * browser's edits began, offered over them. Edits are written to this browser as they are made; the
 * first one records which published list they started from.
 */
export function useTourGuide(property: TourProperty, load: () => Promise<TourDataModule> = loadTourData) {
  const [waypoints, setWaypoints] = useState<readonly Waypoint[]>(property.waypoints);
  const [poses, setPoses] = useState<Pose[] | null>(null);
  /** A list published after this browser's edits began, offered over them. */
  const [newer, setNewer] = useState<(GuideWaypoints & { version: string }) | null>(null);
  const editedRef = useRef(false);
  /** The guide file's version as loaded, and whether this browser keeps a list of its own. */
  const guideRef = useRef({ version: null as string | null, local: false });
  // Read once: a default argument is not one object across renders once minified (it may be inlined).
  const loadRef = useRef(load);

  useEffect(() => {
    let live = true;
    const read = async (data: TourDataModule) => {
      const [fromFile, loadedPoses] = await Promise.all([data.loadGuideWaypoints(property), data.loadPoses(property)]);
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
    };
    const failed = (error: unknown) => console.error("Could not load the tour's waypoints", error);
    // Fetched in a task of its own, after the one that runs the page's effects.
    const cancel = afterThisTask(() => void loadRef.current().then(read, failed));
    return () => {
      live = false;
      cancel();
    };
  }, [property]);

  /** The editor changed the list: shown and kept in this browser. */
  const edit = useCallback(
    (next: readonly Waypoint[]) => {
      editedRef.current = true;
      setWaypoints(next);
      writeStored("local", waypointsStorageKey(property.id), next);
      const { version, local } = guideRef.current;
      if (!local && version) writeStored("local", waypointsBaseStorageKey(property.id), { version });
      guideRef.current = { version, local: true };
    },
    [property.id],
  );

  /** The visitor took the published list on offer (the notice removed this browser's copy). */
  const takePublished = useCallback(
    (published: readonly Waypoint[]) => {
      guideRef.current = { version: newer?.version ?? null, local: false };
      setWaypoints(published);
    },
    [newer],
  );

  return { waypoints, poses, newer, edit, takePublished, dismissNewer: () => setNewer(null) };
}
