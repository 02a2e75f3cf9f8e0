import { describe, expect, it } from "vitest";
import { layoutProblem, publishProblems, type Layout } from "./tour-rules";

const plan = { hash: "a".repeat(64) };
const layout = (change: Partial<Layout> = {}): Layout => ({
  floors: [
    { id: "fmain", name: "Main Floor", plan },
    { id: "fup", name: "Upper Floor", plan },
  ],
  changes: [
    { frame: 1, floor: "fmain" },
    { frame: 50, floor: "fup" },
  ],
  keyframes: [
    { frame: 10, x: 10, y: 10, heading: null },
    { frame: 60, x: 50, y: 50, heading: null },
  ],
  coverFrame: 1,
  ...change,
});

describe("layoutProblem", () => {
  it("takes a tour's floors, changes, path and cover within its frames", () => {
    expect(layoutProblem(layout(), 100)).toBeNull();
    expect(layoutProblem(layout({ changes: [], keyframes: [] }), 0)).toBeNull();
  });

  it("says what is wrong, in a sentence", () => {
    expect(layoutProblem(layout(), 40)).toBe("A floor change is outside the tour's frames.");
    expect(layoutProblem(layout({ changes: [{ frame: 1, floor: "fattic" }] }), 100)).toBe(
      "A floor change names a floor the tour does not have.",
    );
    const twins = layout({
      floors: [
        { id: "fa", name: "Main", plan },
        { id: "fb", name: "main", plan },
      ],
      changes: [],
    });
    expect(layoutProblem(twins, 100)).toBe("Two floors cannot have the same name.");
    expect(layoutProblem(layout({ floors: [{ id: "fa", name: " ", plan }], changes: [] }), 100)).toBe(
      "Give every floor a name.",
    );
    const twice = layout({
      keyframes: [
        { frame: 5, x: 1, y: 1, heading: null },
        { frame: 5, x: 2, y: 2, heading: null },
      ],
    });
    expect(layoutProblem(twice, 100)).toBe("The path has two points at the same frame.");
    expect(layoutProblem(layout({ coverFrame: 101 }), 100)).toBe("The cover must be one of the tour's frames.");
  });
});

describe("publishProblems", () => {
  const names = (id: string) => (id === "fup" ? "Upper Floor" : "Main Floor");

  it("is empty for a tour with every frame, a plan per floor and the camera placed on every stretch", () => {
    expect(publishProblems(layout(), { frameCount: 100, storedFrames: 100 }, names)).toEqual([]);
  });

  it("lists what is missing, in the order the studio does it", () => {
    expect(publishProblems(layout({ floors: [], changes: [], keyframes: [] }), null, names)).toEqual([
      "Add the walkthrough video.",
      "Add at least one floor.",
    ]);
    const unplanned = layout({
      floors: [
        { id: "fmain", name: "Main Floor", plan: null },
        { id: "fup", name: "Upper Floor", plan },
      ],
      keyframes: [{ frame: 10, x: 10, y: 10, heading: null }],
    });
    expect(publishProblems(unplanned, { frameCount: 100, storedFrames: 40 }, names)).toEqual([
      "Finish the upload: 40 of 100 frames stored.",
      "Add the plan of Main Floor.",
      "Place the camera on the plan at least once in frames 50–100 (Upper Floor).",
    ]);
    expect(publishProblems(layout({ changes: [] }), { frameCount: 100, storedFrames: 100 }, names)).toEqual([
      "Say which floor the walk starts on.",
    ]);
  });
});
