import { describe, expect, it } from "vitest";
import { contrast, expose, luminance, mix, toHex, toLinear } from "./colour";

describe("colour", () => {
  it("goes to linear light and back without drift", () => {
    for (const hex of ["#000000", "#ffffff", "#0a0b0c", "#ff5a1f", "#7f8890"]) expect(toHex(toLinear(hex))).toBe(hex);
    expect(toLinear("#ffffff")).toEqual([1, 1, 1]);
    expect(toLinear("#808080")[0]).toBeCloseTo(0.2159, 4);
    expect(toHex([2, -1, 0.5])).toBe("#ff00bc");
  });

  it("mixes in sRGB, from one end to the other, never past them", () => {
    expect(mix("#000000", "#ffffff", 0)).toBe("#000000");
    expect(mix("#000000", "#ffffff", 1)).toBe("#ffffff");
    expect(mix("#ff5a1f", "#0b0b0c", 0.5)).toBe("#853316");
    expect(mix("#808080", "#ffffff", 2)).toBe("#ffffff");
  });

  it("exposes in linear light: a stop up doubles the light", () => {
    expect(toLinear(expose("#404040", 2))[0]).toBeCloseTo(toLinear("#404040")[0] * 2, 2);
    expect(expose("#ffffff", 4)).toBe("#ffffff");
  });

  it("measures WCAG luminance and contrast", () => {
    expect(luminance("#ffffff")).toBeCloseTo(1, 10);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrast("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
  });
});
