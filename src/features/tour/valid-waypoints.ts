import * as v from "valibot";
import { waypointSchema, type TourProperty, type Waypoint } from "@/src/model/tour";

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
