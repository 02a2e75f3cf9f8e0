import { describe, expect, it } from "vitest";
import { nextHintDelay } from "./hint-timing";

describe("nextHintDelay", () => {
  it("waits between 8 and 12 seconds", () => {
    expect(nextHintDelay(0)).toBe(8000);
    expect(nextHintDelay(0.5)).toBe(10000);
    expect(nextHintDelay(0.999999)).toBe(12000);
  });

  it("stays in range for out-of-range input", () => {
    expect(nextHintDelay(-1)).toBe(8000);
    expect(nextHintDelay(7)).toBe(12000);
  });
});
