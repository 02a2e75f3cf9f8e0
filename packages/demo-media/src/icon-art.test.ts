import { describe, expect, it } from "vitest";
import { iconSvg } from "./icon-art";
import { siteData } from "./site-data";

const brandMark = siteData("brandMark");

describe("iconSvg", () => {
  const tile = iconSvg({ size: 32, shape: "tile", markShare: 0.78, title: "Ember Studio" });

  it("is deterministic and draws the shared brand mark", () => {
    expect(iconSvg({ size: 32, shape: "tile", markShare: 0.78, title: "Ember Studio" })).toBe(tile);
    expect(tile).toContain(`d="${brandMark.path}"`);
    expect(tile).toContain('width="32" height="32" viewBox="0 0 64 64"');
  });

  it("rounds the tile for tabs and fills the square for home screens, which mask it themselves", () => {
    expect(tile).toContain('rx="14"');
    expect(iconSvg({ size: 512, shape: "full-bleed", markShare: 0.56, title: "Ember Studio" })).not.toContain("rx=");
  });

  it("centres the mark's ink in the icon", () => {
    const [, tx, ty, scale] = /translate\(([\d.-]+) ([\d.-]+)\) scale\(([\d.]+)\)/.exec(tile) ?? [];
    const { x0, y0, x1, y1 } = brandMark.bounds;
    expect(Number(tx) + ((x0 + x1) / 2) * Number(scale)).toBeCloseTo(32, 1);
    expect(Number(ty) + ((y0 + y1) / 2) * Number(scale)).toBeCloseTo(32, 1);
  });
});
