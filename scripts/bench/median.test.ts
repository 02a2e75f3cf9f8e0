// @vitest-environment node
import { describe, expect, it } from "vitest";
import { median } from "./median";

describe("median", () => {
  it("is null for no values", () => {
    expect(median([])).toBeNull();
  });

  it("takes the middle of an odd count regardless of order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([2500, 1400, 9000])).toBe(2500);
  });

  it("averages the two middle values of an even count", () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
