import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { waypointSchema } from "@/src/model/tour";
import { canSave, deleteWaypoint, draftOf, newDraft, newWaypointId, saveDraft } from "./editor";
import { moveCrosshair, pointInBox } from "./plan-point";

const kitchen = { id: "kitchen", name: "Kitchen", frame: 275, x: 30, y: 26, floor: "1st Floor" };

describe("the waypoint editor's rules", () => {
  it("saves only with a name and a position", () => {
    const draft = newDraft(120, "1st Floor");
    expect(canSave(draft)).toBe(false);
    expect(canSave({ ...draft, name: "Den" })).toBe(false);
    expect(canSave({ ...draft, position: { x: 10, y: 20 } })).toBe(false);
    expect(canSave({ ...draft, name: "   ", position: { x: 10, y: 20 } })).toBe(false);
    expect(canSave({ ...draft, name: "Den", position: { x: 10, y: 20 } })).toBe(true);
  });

  it("adds a new waypoint at the end, under the new id, trimmed and rounded", () => {
    const draft = { ...newDraft(120, "2nd Floor"), name: " Den ", position: { x: 10.26, y: 120 } };
    expect(saveDraft([kitchen], draft, "den-1")).toEqual([
      kitchen,
      { id: "den-1", name: "Den", frame: 120, floor: "2nd Floor", x: 10.3, y: 100 },
    ]);
  });

  it("updates a waypoint in place and deletes one", () => {
    const changed = { ...draftOf(kitchen), name: "Chef's Kitchen", position: { x: 31, y: 27 } };
    expect(saveDraft([kitchen], changed, "unused")).toEqual([{ ...kitchen, name: "Chef's Kitchen", x: 31, y: 27 }]);
    expect(deleteWaypoint([kitchen], "kitchen")).toEqual([]);
  });

  it("names a new waypoint's id after it, readable and unique in the list", () => {
    const now = Date.UTC(2026, 10, 24);
    const stamp = now.toString(36);
    expect(newWaypointId(" Chef's Kitchen ", [], now)).toBe(`chef-s-kitchen-${stamp}`);
    expect(newWaypointId("Café Nook", [], now)).toBe(`cafe-nook-${stamp}`);
    expect(newWaypointId("☕ !!", [], now)).toBe(`waypoint-${stamp}`);
    expect(newWaypointId("Den", [{ ...kitchen, id: `den-${stamp}` }], now)).toBe(`den-${(now + 1).toString(36)}`);
    // The longest name the editor accepts still makes an id the waypoint schema takes.
    const id = newWaypointId("ﬃ".repeat(80), [], now);
    expect(v.safeParse(waypointSchema, { ...kitchen, id }).success).toBe(true);
  });

  it("turns a click into a minimap position and moves the crosshair with the arrow keys", () => {
    expect(pointInBox(150, 80, { left: 100, top: 40, width: 200, height: 80 })).toEqual({ x: 25, y: 50 });
    expect(moveCrosshair({ x: 50, y: 50 }, "ArrowRight")).toEqual({ x: 52, y: 50 });
    expect(moveCrosshair({ x: 50, y: 0 }, "ArrowUp")).toEqual({ x: 50, y: 0 });
    expect(moveCrosshair({ x: 50, y: 50 }, "Enter")).toBeNull();
  });
});
