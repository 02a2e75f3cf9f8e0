import { guideTitle } from "@/src/model/guide-title";
import type { Waypoint } from "@/src/model/tour";
import { WAYPOINTS_BASE_STORAGE_PREFIX, WAYPOINTS_STORAGE_PREFIX } from "./constants";

/*
 * Waypoint rules the viewer needs on first paint, so nothing here may bring valibot: checking a
 * list against the schema is in valid-waypoints.ts, which arrives with the tour data.
 */

/** `tour-data-v3-{propertyId}`: this browser's waypoint list for a property. */
export function waypointsStorageKey(propertyId: string): string {
  return `${WAYPOINTS_STORAGE_PREFIX}${propertyId}`;
}

/** `tour-data-base-v1-{propertyId}`: the version of the guide file this browser's edits started from. */
export function waypointsBaseStorageKey(propertyId: string): string {
  return `${WAYPOINTS_BASE_STORAGE_PREFIX}${propertyId}`;
}

/** `/Guides/22 Chelsea Bay/waypoints.json` (docs/tours.md#the-guide-file), encoded for a URL. */
export function guideFileUrl(propertyId: string): string {
  return `/Guides/${encodeURIComponent(guideTitle(propertyId))}/waypoints.json`;
}

/**
 * Which list the viewer shows (docs/tours.md#waypoints-in-this-browser): this browser's saved list overrides the
 * guide file, which replaces the built-in list; a source that gave nothing usable is skipped.
 */
export function chooseWaypoints(
  builtIn: readonly Waypoint[],
  fromFile: readonly Waypoint[] | null,
  fromStorage: readonly Waypoint[] | null,
): readonly Waypoint[] {
  return fromStorage ?? fromFile ?? builtIn;
}

/** The guide file's list and its version marker (null when the server gave none). */
export type GuideWaypoints = { waypoints: readonly Waypoint[]; version: string | null };

const sameWaypoint = (a: Waypoint, b: Waypoint) =>
  a.id === b.id && a.name === b.name && a.frame === b.frame && a.x === b.x && a.y === b.y && a.floor === b.floor;

/**
 * Whether to offer the guide file's list over this browser's edited one: the file is a version other
 * than the one the edits started from (`base`; null when unknown, as for edits made before versions
 * were kept), and it differs from what this browser shows. The edits still win until the visitor
 * takes the published list (docs/tours.md#waypoints-in-this-browser: the stored list overrides the file).
 */
export function offersPublished(
  guide: GuideWaypoints | null,
  stored: readonly Waypoint[] | null,
  base: string | null,
): guide is GuideWaypoints & { version: string } {
  if (!guide?.version || !stored || guide.version === base) return false;
  const published = guide.waypoints;
  return (
    published.length !== stored.length ||
    stored.some((item, index) => {
      const other = published[index];
      return !other || !sameWaypoint(item, other);
    })
  );
}

/** The waypoint the camera has last passed at `frame` (the latest at or before it), if any. */
export function waypointAt(waypoints: readonly Waypoint[], frame: number): Waypoint | undefined {
  let here: Waypoint | undefined;
  for (const waypoint of waypoints) {
    if (waypoint.frame <= frame && (!here || waypoint.frame > here.frame)) here = waypoint;
  }
  return here;
}
