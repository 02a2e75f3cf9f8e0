import { describe, expect, it } from "vitest";
import {
  chooseFrameWidth,
  clampFrame,
  framePath,
  frameSetPath,
  initialFloor,
  loadOrder,
  nearestFirst,
  nearestLoaded,
  waitsForFirstMove,
} from "./frames";

describe("framePath", () => {
  it("numbers frames from 1 with six digits", () => {
    expect(framePath("/generated/tours/x", 1)).toBe("/generated/tours/x/frame_000001.jpg");
    expect(framePath("/generated/tours/x", 529)).toBe("/generated/tours/x/frame_000529.jpg");
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses %d", (frame) => {
    expect(() => framePath("/t", frame)).toThrow(RangeError);
  });
});

describe("frameSetPath", () => {
  it("keeps each size in a folder of its own, under the same frame names", () => {
    expect(framePath(frameSetPath("/generated/tours/x", 768), 42)).toBe(
      "/generated/tours/x/frames/768/frame_000042.jpg",
    );
    expect(framePath(frameSetPath("/generated/tours/x", 1280), 42)).toBe(
      "/generated/tours/x/frames/1280/frame_000042.jpg",
    );
  });
});

describe("chooseFrameWidth", () => {
  const widths = [768, 1280];
  const viewing = { displayWidth: 372, devicePixelRatio: 1.75, saveData: false };

  it("takes the smallest set at least as wide as the picture's device pixels", () => {
    // Lighthouse's phone (412 px wide, 1.75x): the picture is 372 px, 651 device pixels.
    expect(chooseFrameWidth(widths, viewing)).toBe(768);
    // A 412 px phone at 2x needs 744.
    expect(chooseFrameWidth(widths, { ...viewing, devicePixelRatio: 2 })).toBe(768);
    expect(chooseFrameWidth(widths, { ...viewing, devicePixelRatio: 2.625 })).toBe(1280);
    expect(chooseFrameWidth(widths, { ...viewing, displayWidth: 948, devicePixelRatio: 1 })).toBe(1280);
  });

  it("takes the largest when none is wide enough, and the smallest when the visitor saves data", () => {
    expect(chooseFrameWidth(widths, { ...viewing, displayWidth: 1600, devicePixelRatio: 2 })).toBe(1280);
    expect(chooseFrameWidth(widths, { ...viewing, displayWidth: 1600, devicePixelRatio: 2, saveData: true })).toBe(768);
    expect(chooseFrameWidth([1280], { ...viewing, saveData: true })).toBe(1280);
    expect(() => chooseFrameWidth([], viewing)).toThrow(RangeError);
  });
});

describe("waitsForFirstMove", () => {
  it("waits with Save-Data and on slow-2g, 2g and 3g connections", () => {
    expect(waitsForFirstMove({ saveData: true, effectiveType: "4g" })).toBe(true);
    for (const effectiveType of ["slow-2g", "2g", "3g"]) {
      expect(waitsForFirstMove({ saveData: false, effectiveType })).toBe(true);
    }
  });

  it("fetches everything on a fast connection, or when the browser does not say", () => {
    expect(waitsForFirstMove({ saveData: false, effectiveType: "4g" })).toBe(false);
    expect(waitsForFirstMove({ saveData: false })).toBe(false);
  });
});

describe("nearestFirst", () => {
  it("sorts by distance, the earlier frame first on a tie", () => {
    expect(nearestFirst([1, 9, 4, 6, 5, 20], 5)).toEqual([5, 4, 6, 1, 9, 20]);
  });
});

describe("clampFrame", () => {
  it.each([
    [0, 1],
    [600, 529],
    [275.4, 275],
    [Number.NaN, 1],
    [Infinity, 1],
  ])("keeps %d within the tour as %d", (frame, clamped) => {
    expect(clampFrame(frame, 529)).toBe(clamped);
  });
});

describe("initialFloor", () => {
  it("takes the first present of 2nd, 1st, 3rd, Ground and Main Floor", () => {
    expect(initialFloor(["1st Floor", "2nd Floor", "3rd Floor"])).toBe("2nd Floor");
    expect(initialFloor(["3rd Floor", "1st Floor"])).toBe("1st Floor");
    expect(initialFloor(["Basement", "3rd Floor"])).toBe("3rd Floor");
    expect(initialFloor(["Main Floor", "Ground Floor"])).toBe("Ground Floor");
    expect(initialFloor(["Loft", "Main Floor"])).toBe("Main Floor");
  });

  it("otherwise takes the first minimap, or none", () => {
    expect(initialFloor(["Basement", "Loft"])).toBe("Basement");
    expect(initialFloor([])).toBeNull();
  });
});

describe("loadOrder", () => {
  it("fetches the current frame and its neighbours first, then every 16th, then the gaps nearest first", () => {
    const { order, ready } = loadOrder(529, 275);
    expect(order.slice(0, 3)).toEqual([275, 274, 276]);
    // 529 = 1 + 16 × 33, so the coarse pass ends on the last frame.
    expect(order.slice(3, ready)).toEqual(Array.from({ length: 34 }, (_, i) => 1 + i * 16));
    expect(order.slice(ready, ready + 4)).toEqual([277, 272, 278, 271]);
    expect(new Set(order).size).toBe(529);
    expect(order).toHaveLength(529);
  });

  it("copes with the ends and tiny tours", () => {
    expect(loadOrder(529, 1).order.slice(0, 3)).toEqual([1, 2, 17]);
    expect(loadOrder(3, 3)).toEqual({ order: [3, 2, 1], ready: 3 });
    expect(loadOrder(0, 1)).toEqual({ order: [], ready: 0 });
  });
});

describe("nearestLoaded", () => {
  const loaded = new Set([1, 17, 33]);
  it("finds the closest loaded frame, the earlier on a tie", () => {
    expect(nearestLoaded(17, (f) => loaded.has(f), 529)).toBe(17);
    expect(nearestLoaded(20, (f) => loaded.has(f), 529)).toBe(17);
    expect(nearestLoaded(25, (f) => loaded.has(f), 529)).toBe(17);
    expect(nearestLoaded(30, (f) => loaded.has(f), 529)).toBe(33);
    expect(nearestLoaded(5, () => false, 529)).toBeNull();
  });
});
