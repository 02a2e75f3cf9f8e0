import type { Waypoint } from "@/src/model/tour";
import { WAYPOINTS_STORAGE_PREFIX } from "./constants";

/*
 * Waypoint rules the viewer needs on first paint, so nothing here may bring valibot: checking a
 * list against the schema is in valid-waypoints.ts, which arrives with the tour data.
 */

/** `tour-data-v3-{propertyId}`: this browser's waypoint list for a property. */
export function waypointsStorageKey(propertyId: string): string {
  return `${WAYPOINTS_STORAGE_PREFIX}${propertyId}`;
}

/** "22 Chelsea Bay" for 22-chelsea-bay: the id's hyphens become spaces and each word is capitalised. */
export function guideTitle(propertyId: string): string {
  return propertyId
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** `/Guides/22 Chelsea Bay/waypoints.json` (spec 02, section 7), encoded for a URL. */
export function guideFileUrl(propertyId: string): string {
  return `/Guides/${encodeURIComponent(guideTitle(propertyId))}/waypoints.json`;
}

/**
 * Which list the viewer shows (spec 02, sections 4 and 7): this browser's saved list overrides the
 * guide file, which replaces the built-in list; a source that gave nothing usable is skipped.
 */
export function chooseWaypoints(
  builtIn: readonly Waypoint[],
  fromFile: readonly Waypoint[] | null,
  fromStorage: readonly Waypoint[] | null,
): readonly Waypoint[] {
  return fromStorage ?? fromFile ?? builtIn;
}
