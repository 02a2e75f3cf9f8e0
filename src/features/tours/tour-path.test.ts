import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  headingOf,
  lerpAngle,
  placeKeyframe,
  posesOf,
  stretchAt,
  stretchesOf,
  tidyChanges,
  unplacedStretches,
  type Keyframe,
} from "./tour-path";

const key = (frame: number, x: number, y: number, heading: number | null = null): Keyframe => ({
  frame,
  x,
  y,
  heading,
});

describe("floor changes and stretches", () => {
  it("cover every frame, in order, the first from frame 1", () => {
    const stretches = stretchesOf(
      [
        { frame: 40, floor: "up" },
        { frame: 5, floor: "main" },
        { frame: 80, floor: "main" },
      ],
      100,
    );
    expect(stretches).toEqual([
      { floor: "main", from: 1, to: 39 },
      { floor: "up", from: 40, to: 79 },
      { floor: "main", from: 80, to: 100 },
    ]);
    expect(stretchAt(stretches, 40)?.floor).toBe("up");
    expect(stretchAt(stretches, 101)).toBeUndefined();
  });

  it("drop changes outside the frames, repeats of a frame (the last wins) and changes to the same floor", () => {
    expect(
      tidyChanges(
        [
          { frame: 1, floor: "a" },
          { frame: 10, floor: "a" },
          { frame: 20, floor: "b" },
          { frame: 20, floor: "c" },
          { frame: 0, floor: "d" },
          { frame: 31, floor: "e" },
          { frame: 2.5, floor: "f" },
        ],
        30,
      ),
    ).toEqual([
      { frame: 1, floor: "a" },
      { frame: 20, floor: "c" },
    ]);
  });

  it("always partition the frames", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.record({ frame: fc.integer({ min: -5, max: 210 }), floor: fc.constantFrom("a", "b", "c") })),
        (count, changes) => {
          const stretches = stretchesOf(changes, count);
          if (stretches.length === 0) return;
          expect(stretches[0]?.from).toBe(1);
          expect(stretches.at(-1)?.to).toBe(count);
          stretches.forEach((stretch, index) => {
            expect(stretch.to).toBeGreaterThanOrEqual(stretch.from);
            if (index > 0) expect(stretch.from).toBe((stretches[index - 1]?.to ?? 0) + 1);
          });
        },
      ),
    );
  });
});

describe("headings", () => {
  it("are 0 up the plan and turn clockwise, the short way round", () => {
    expect(headingOf(0, -1)).toBe(0);
    expect(headingOf(1, 0)).toBe(90);
    expect(headingOf(0, 1)).toBe(180);
    expect(headingOf(-1, 0)).toBe(270);
    expect(lerpAngle(350, 10, 0.5)).toBeCloseTo(0);
    expect(lerpAngle(10, 350, 0.25)).toBeCloseTo(5);
    expect(lerpAngle(90, 270, 0.5)).toBeCloseTo(0);
  });
});

describe("posesOf", () => {
  const twoFloors = [
    { frame: 1, floor: "main" },
    { frame: 21, floor: "up" },
  ];

  it("is null until every stretch has a keyframe", () => {
    expect(posesOf(twoFloors, [key(5, 10, 10)], 30)).toBeNull();
    expect(unplacedStretches(stretchesOf(twoFloors, 30), [key(5, 10, 10)])).toEqual([
      { floor: "up", from: 21, to: 30 },
    ]);
    expect(posesOf([], [], 30)).toBeNull();
  });

  it("moves in a straight line between keyframes, holds before and after, and follows the floors", () => {
    const poses = posesOf(twoFloors, [key(3, 10, 90), key(13, 10, 40), key(25, 50, 50, 90)], 30);
    expect(poses).toHaveLength(30);
    expect(poses?.[0]).toEqual({ floor: "main", x: 10, y: 90, heading: 0 });
    expect(poses?.[7]).toEqual({ floor: "main", x: 10, y: 65, heading: 0 });
    // After the last keyframe of the first floor, the camera stands there until the stairs.
    expect(poses?.[19]).toMatchObject({ floor: "main", x: 10, y: 40 });
    expect(poses?.[20]).toMatchObject({ floor: "up", x: 50, y: 50, heading: 90 });
    expect(poses?.[29]).toMatchObject({ floor: "up", x: 50, y: 50, heading: 90 });
  });

  it("looks the way it walks, turning around a corner halfway between the ways in and out", () => {
    const poses = posesOf([{ frame: 1, floor: "main" }], [key(1, 10, 90), key(11, 10, 50), key(21, 50, 50)], 21);
    // Up the plan, then right: 45 degrees at the corner, straight on in the middle of each leg.
    expect(poses?.[5]?.heading).toBe(0);
    expect(poses?.[10]?.heading).toBe(45);
    expect(poses?.[15]?.heading).toBe(90);
  });

  it("turns to a heading the studio set, the short way", () => {
    const poses = posesOf([{ frame: 1, floor: "main" }], [key(1, 50, 50, 350), key(11, 50, 50, 30)], 11);
    expect(poses?.[5]?.heading).toBe(10);
  });

  it("gives every frame a pose on its stretch's floor, within the plan", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 120 }),
        fc.array(
          fc.record({
            frame: fc.integer({ min: 1, max: 120 }),
            x: fc.integer({ min: 0, max: 100 }),
            y: fc.integer({ min: 0, max: 100 }),
            heading: fc.option(fc.integer({ min: 0, max: 359 })),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (count, keys) => {
          const keyframes = keys.filter((entry) => entry.frame <= count);
          const changes = [{ frame: 1, floor: "main" }];
          const poses = posesOf(changes, keyframes, count);
          if (keyframes.length === 0) {
            expect(poses).toBeNull();
            return;
          }
          expect(poses).toHaveLength(count);
          for (const pose of poses ?? []) {
            expect(pose.floor).toBe("main");
            expect(pose.x).toBeGreaterThanOrEqual(0);
            expect(pose.x).toBeLessThanOrEqual(100);
            expect(pose.heading).toBeGreaterThanOrEqual(0);
            expect(pose.heading).toBeLessThan(360);
          }
        },
      ),
    );
  });
});

describe("placeKeyframe", () => {
  it("puts a keyframe in frame order, replacing one at the same frame", () => {
    expect(placeKeyframe([key(5, 1, 1), key(9, 2, 2)], key(5, 3, 3)).map((entry) => [entry.frame, entry.x])).toEqual([
      [5, 3],
      [9, 2],
    ]);
    expect(placeKeyframe([key(9, 2, 2)], key(2, 1, 1)).map((entry) => entry.frame)).toEqual([2, 9]);
  });
});
