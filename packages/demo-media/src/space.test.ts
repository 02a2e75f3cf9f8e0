import { describe, expect, it } from "vitest";
import { planeX, planeY, planeZ } from "./space";

describe("planeX, planeY and planeZ", () => {
  it("list the corners from the first along the earlier axis, then the later one", () => {
    expect(planeX(1, [2, 3], [4, 5])).toEqual([
      [1, 2, 4],
      [1, 3, 4],
      [1, 3, 5],
      [1, 2, 5],
    ]);
    expect(planeY([0, 2], 1, [4, 5])).toEqual([
      [0, 1, 4],
      [2, 1, 4],
      [2, 1, 5],
      [0, 1, 5],
    ]);
    expect(planeZ([0, 2], [3, 1], 7)).toEqual([
      [0, 3, 7],
      [2, 3, 7],
      [2, 1, 7],
      [0, 1, 7],
    ]);
  });
});
