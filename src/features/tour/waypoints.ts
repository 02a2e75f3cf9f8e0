import * as v from "valibot";
import { waypointSchema, type TourProperty, type Waypoint } from "@/src/model/tour";
import { WAYPOINTS_STORAGE_PREFIX } from "./constants";

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

type PropertyFrame = Pick<TourProperty, "frameCount" | "minimaps">;

/**
 * The entries of a waypoint list that are valid for this property: each is checked with the shared
 * schema, and must name one of its floors and one of its frames. Bad entries (and duplicates of an
 * id) are dropped, one by one; a value that is not a list gives no waypoints at all.
 */
export function validWaypoints(data: unknown, property: PropertyFrame): Waypoint[] {
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  return data.flatMap((entry: unknown) => {
    const result = v.safeParse(waypointSchema, entry);
    if (!result.success) return [];
    const waypoint = result.output;
    if (
      waypoint.frame > property.frameCount ||
      !Object.hasOwn(property.minimaps, waypoint.floor) ||
      seen.has(waypoint.id)
    )
      return [];
    seen.add(waypoint.id);
    return [waypoint];
  });
}

/**
 * A waypoint source's list as the viewer may use it: its valid entries, or null when it is not a
 * list or when a list that had entries kept none (hostile or broken data is not an edit that
 * removed every waypoint, so it must not hide the tour's own). An empty list stays empty.
 */
export function usableWaypoints(data: unknown, property: PropertyFrame): Waypoint[] | null {
  if (!Array.isArray(data)) return null;
  const valid = validWaypoints(data, property);
  return data.length > 0 && valid.length === 0 ? null : valid;
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
