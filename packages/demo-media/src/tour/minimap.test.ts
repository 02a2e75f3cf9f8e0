import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { rasteriseWebp } from "../raster";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { MINIMAP } from "./house";
import { MINIMAP_MAX_BYTES, minimapSvg } from "./minimap";

const palette = siteData("palette");

beforeAll(loadFonts);

describe("the tour minimaps", () => {
  it("draws every floor at one size, from outlines only, the same way every time", () => {
    for (const floor of [0, 1, 2]) {
      const svg = minimapSvg(floor);
      expect(minimapSvg(floor)).toBe(svg);
      expect(svg).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
      expect(svg).toContain(`width="${MINIMAP.width}" height="${MINIMAP.height}"`);
      expect(svg).toContain(palette.accent);
    }
  });

  it("rasterises each floor to an 800x600 WebP under the budget", { timeout: 60_000 }, async () => {
    for (const floor of [0, 1, 2]) {
      const webp = await rasteriseWebp(minimapSvg(floor), { maxBytes: MINIMAP_MAX_BYTES, quality: 90 });
      const meta = await sharp(webp).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 600]);
      expect(webp.length).toBeLessThanOrEqual(MINIMAP_MAX_BYTES);
    }
  });
});
