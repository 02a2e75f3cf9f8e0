import * as v from "valibot";
import { readStored, removeStored } from "@/src/lib/storage";
import type { TourProperty, Waypoint } from "@/src/model/tour";
import { fetchGuideFile } from "./api";
import { GUIDE_FETCH_TIMEOUT_MS } from "./constants";
import { usableWaypoints } from "./valid-waypoints";
import { waypointsBaseStorageKey, waypointsStorageKey, type GuideWaypoints } from "./waypoints";

/**
 * Logged when the stored waypoints cannot be read; they are then ignored. Kept here, with the only
 * code that reads them, which loads after first paint (constants.ts travels with the first paint).
 */
export const WAYPOINTS_STORAGE_WARNING = "Could not read the saved waypoints; using the tour's own";

/*
 * What the viewer reads besides the page itself: the guide file, this browser's saved waypoints and
 * the camera's poses. Loaded after the page is interactive (it brings valibot), never on first paint.
 */

type PropertyData = Pick<TourProperty, "id" | "frameCount" | "minimaps" | "framePath" | "posesPath">;

/** A static JSON file of the tour's (not a route: ./api.ts has those). */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(GUIDE_FETCH_TIMEOUT_MS) });
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("application/json")) {
    throw new Error(`${url} answered ${response.status} ${response.headers.get("content-type") ?? ""}`);
  }
  return response.json();
}

const versionSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

/**
 * The guide file's waypoints (docs/tours.md#the-guide-file): used when the answer is OK, JSON and holds a list;
 * any failure is ignored (null), as are its invalid entries. Its version marker comes with it.
 */
export async function loadGuideWaypoints(property: PropertyData): Promise<GuideWaypoints | null> {
  try {
    const { entries, version: marker } = await fetchGuideFile(property.id);
    const waypoints = usableWaypoints(entries, property);
    const version = v.safeParse(versionSchema, marker);
    return waypoints && { waypoints, version: version.success ? version.output : null };
  } catch {
    return null;
  }
}

const baseSchema = v.object({ version: versionSchema });

/** The guide file version this browser's waypoint edits started from, or null when not known. */
export function loadWaypointsBase(propertyId: string): string | null {
  return (
    readStored("local", waypointsBaseStorageKey(propertyId), baseSchema, WAYPOINTS_STORAGE_WARNING, "warn")?.version ??
    null
  );
}

const storedListSchema = v.array(v.unknown());

/**
 * This browser's waypoints for the property, or null when there are none. Unreadable data (not
 * JSON, not a list, or a list with no valid entry) is logged as a warning and removed
 * (docs/tours.md#waypoints-in-this-browser); invalid entries of an otherwise good list are dropped.
 */
export function loadStoredWaypoints(property: PropertyData): Waypoint[] | null {
  const key = waypointsStorageKey(property.id);
  const list = readStored("local", key, storedListSchema, WAYPOINTS_STORAGE_WARNING, "warn");
  if (list === null) return null;
  const usable = usableWaypoints(list, property);
  if (usable === null) {
    console.warn(WAYPOINTS_STORAGE_WARNING, "no valid waypoint in the saved list");
    removeStored("local", key);
  }
  return usable;
}

const coordinate = v.pipe(v.number(), v.finite());

/** The generator's record of where the camera stands at each frame (packages/demo-media/src/tour). */
const posesSchema = v.object({
  version: v.literal(1),
  frameCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  floors: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
  poses: v.array(v.tuple([v.pipe(v.number(), v.integer(), v.minValue(0)), coordinate, coordinate, coordinate])),
});

export type Pose = { floor: string; x: number; y: number; heading: number };

/** The camera's pose per frame (index 0 is frame 1), or null when the file is missing or does not fit the tour. */
export async function loadPoses(property: PropertyData): Promise<Pose[] | null> {
  try {
    const data = v.parse(posesSchema, await fetchJson(property.posesPath ?? `${property.framePath}/poses.json`));
    if (data.frameCount !== property.frameCount || data.poses.length !== property.frameCount) return null;
    const poses = data.poses.map(([floorIndex, x, y, heading]) => ({
      floor: data.floors[floorIndex] ?? "",
      x,
      y,
      heading,
    }));
    return poses.every((pose) => Object.hasOwn(property.minimaps, pose.floor)) ? poses : null;
  } catch {
    return null;
  }
}
