import { describe, expect, it } from "vitest";
import { pinPercent } from "./pin-position";

describe("pinPercent", () => {
  it("keeps a position on the post, to a tenth of a percent", () => {
    expect(pinPercent(-3)).toBe(0);
    expect(pinPercent(104)).toBe(100);
    expect(pinPercent(33.333)).toBe(33.3);
    expect(pinPercent(52)).toBe(52);
  });
});
