import { describe, expect, it } from "vitest";
import { usableWaypoints, validWaypoints } from "./valid-waypoints";
import {
  chooseWaypoints,
  guideFileUrl,
  offersPublished,
  waypointsBaseStorageKey,
  waypointsStorageKey,
  waypointAt,
} from "./waypoints";

const property = { frameCount: 529, minimaps: { "1st Floor": "/a.webp", "2nd Floor": "/b.webp" } };
const kitchen = { id: "kitchen", name: "Kitchen", frame: 275, x: 30, y: 26, floor: "1st Floor" };

describe("waypoint sources", () => {
  it("names the storage key and the guide file as the spec does", () => {
    expect(waypointsStorageKey("22-chelsea-bay")).toBe("tour-data-v3-22-chelsea-bay");
    expect(guideFileUrl("22-chelsea-bay")).toBe("/Guides/22%20Chelsea%20Bay/waypoints.json");
    expect(decodeURIComponent(guideFileUrl("22-chelsea-bay"))).toBe("/Guides/22 Chelsea Bay/waypoints.json");
  });

  it("prefers this browser's list, then the guide file, then the built-in list", () => {
    const builtIn = [kitchen];
    const file = [{ ...kitchen, name: "From file" }];
    const stored = [{ ...kitchen, name: "From storage" }];
    expect(chooseWaypoints(builtIn, file, stored)).toBe(stored);
    expect(chooseWaypoints(builtIn, file, null)).toBe(file);
    expect(chooseWaypoints(builtIn, null, null)).toBe(builtIn);
  });
});

describe("offersPublished", () => {
  const edited = [{ ...kitchen, name: "My kitchen" }];
  const guide = (version: string | null, waypoints = [kitchen]) => ({ waypoints, version });

  it("offers a list published after this browser's edits began", () => {
    expect(waypointsBaseStorageKey("22-chelsea-bay")).toBe("tour-data-base-v1-22-chelsea-bay");
    expect(offersPublished(guide("v2"), edited, "v1")).toBe(true);
    // Edits kept before versions were recorded: any list other than this browser's is offered.
    expect(offersPublished(guide("v2"), edited, null)).toBe(true);
  });

  it("offers nothing when the file is the one the edits began from, equals them, or has no version", () => {
    expect(offersPublished(guide("v1"), edited, "v1")).toBe(false);
    expect(offersPublished(guide("v2", edited), edited, "v1")).toBe(false);
    expect(offersPublished(guide(null), edited, "v1")).toBe(false);
    expect(offersPublished(guide("v2"), null, "v1")).toBe(false);
    expect(offersPublished(null, edited, "v1")).toBe(false);
  });

  it("tells lists apart by any field and by order", () => {
    const den = { ...kitchen, id: "den", name: "Den" };
    expect(offersPublished(guide("v2", [kitchen, den]), [den, kitchen], "v1")).toBe(true);
    expect(offersPublished(guide("v2", [kitchen]), [{ ...kitchen, x: 31 }], "v1")).toBe(true);
    expect(offersPublished(guide("v2", [kitchen]), [kitchen, den], "v1")).toBe(true);
  });
});

describe("validWaypoints", () => {
  it("keeps good entries, trimmed, and drops bad ones one by one", () => {
    const data = [
      { ...kitchen, name: "  Kitchen  " },
      { ...kitchen, id: "attic", floor: "Attic" },
      { ...kitchen, id: "far", frame: 530 },
      { ...kitchen, id: "zero", frame: 0 },
      { ...kitchen, id: "outside", x: 120 },
      { ...kitchen, id: "text-frame", frame: "275" },
      { ...kitchen, id: "", name: "No id" },
      { ...kitchen, name: "Duplicate" },
      "<img src=x onerror=alert(1)>",
      null,
      { ...kitchen, id: "den", name: "<b>Den</b>", extra: "dropped" },
    ];
    expect(validWaypoints(data, property)).toEqual([kitchen, { ...kitchen, id: "den", name: "<b>Den</b>" }]);
  });

  it.each([null, {}, "[]", 42])("gives nothing for %j", (data) => {
    expect(validWaypoints(data, property)).toEqual([]);
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "drops a waypoint on the floor %j, which only the minimaps' prototype has",
    (floor) => {
      expect(validWaypoints([{ ...kitchen, id: "trap", floor }], property)).toEqual([]);
    },
  );

  it("ignores prototype keys", () => {
    const data = JSON.parse(
      `[{"id":"a","name":"A","frame":1,"x":1,"y":1,"floor":"1st Floor","__proto__":{"polluted":true}}]`,
    );
    const [first] = validWaypoints(data, property);
    expect(first).toEqual({ id: "a", name: "A", frame: 1, x: 1, y: 1, floor: "1st Floor" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("usableWaypoints", () => {
  it("keeps the valid entries of a list that has some", () => {
    expect(usableWaypoints([kitchen, { ...kitchen, id: "far", frame: 9999 }], property)).toEqual([kitchen]);
  });

  it("keeps an empty list empty: every waypoint was deleted on purpose", () => {
    expect(usableWaypoints([], property)).toEqual([]);
  });

  it.each([
    ["a list of junk", [42, "<img src=x onerror=alert(1)>", null]],
    ["only prototype floors", [{ ...kitchen, floor: "constructor" }]],
    ["only wrong types", [{ ...kitchen, frame: "275" }]],
    ["not a list", { waypoints: [kitchen] }],
  ])("gives nothing usable (null) for %s, so the next source is used", (_label, data) => {
    expect(usableWaypoints(data, property)).toBeNull();
  });
});

describe("waypointAt", () => {
  const at = (frame: number, name: string) => ({ id: name, name, frame, x: 0, y: 0, floor: "1st Floor" });
  const list = [at(150, "Living Room"), at(50, "Front Entry"), at(275, "Kitchen"), at(275, "Pantry")];

  it("is the latest waypoint at or before the frame, whatever the list's order; the first on a tie", () => {
    expect(waypointAt(list, 1)).toBeUndefined();
    expect(waypointAt(list, 50)?.name).toBe("Front Entry");
    expect(waypointAt(list, 274)?.name).toBe("Living Room");
    expect(waypointAt(list, 529)?.name).toBe("Kitchen");
  });
});
