import type { Waypoint } from "@/src/model/tour";
import { roundPercent, type Point } from "./plan-point";

/** A waypoint being added (id null) or changed in the editor. */
export type Draft = {
  id: string | null;
  name: string;
  frame: number;
  floor: string;
  /** Where it sits on the floor's minimap, in percent; null until placed. */
  position: Point | null;
};

export function newDraft(frame: number, floor: string): Draft {
  return { id: null, name: "", frame, floor, position: null };
}

export function draftOf(waypoint: Waypoint): Draft {
  return {
    id: waypoint.id,
    name: waypoint.name,
    frame: waypoint.frame,
    floor: waypoint.floor,
    position: { x: waypoint.x, y: waypoint.y },
  };
}

/** Save is allowed only with a name and a position (docs/tours.md#editing). */
export function canSave(draft: Draft): boolean {
  return draft.name.trim() !== "" && draft.position !== null;
}

/** The list with the draft added (under `newId`) or put in place of the waypoint it edits. */
export function saveDraft(list: readonly Waypoint[], draft: Draft, newId: string): Waypoint[] {
  if (!canSave(draft) || draft.position === null) return [...list];
  const waypoint: Waypoint = {
    id: draft.id ?? newId,
    name: draft.name.trim(),
    frame: draft.frame,
    floor: draft.floor,
    x: roundPercent(draft.position.x),
    y: roundPercent(draft.position.y),
  };
  return draft.id === null ? [...list, waypoint] : list.map((entry) => (entry.id === draft.id ? waypoint : entry));
}

/**
 * A new waypoint's id: its name as a slug and the time in base 36 ("den-m3x9k2"), "waypoint-…" for a
 * name with no Latin letter or digit; one step later if the list already holds that id.
 */
export function newWaypointId(name: string, list: readonly Waypoint[], now = Date.now()): string {
  const slug =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, 60)
      .replace(/^-+|-+$/g, "") || "waypoint";
  const taken = new Set(list.map((entry) => entry.id));
  let stamp = now;
  while (taken.has(`${slug}-${stamp.toString(36)}`)) stamp += 1;
  return `${slug}-${stamp.toString(36)}`;
}

export function deleteWaypoint(list: readonly Waypoint[], id: string): Waypoint[] {
  return list.filter((entry) => entry.id !== id);
}
