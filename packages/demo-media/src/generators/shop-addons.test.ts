// @vitest-environment node
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { shopAddons } from "../../../../src/content/shop-addons";
import { rasteriseWebp } from "../raster";
import { ADDON_SHOT } from "../shop/addons";
import { loadFonts } from "../typography";
import { ADDON_IMAGE_MAX_BYTES, addonOutputPath, addonShots, shopAddonsGenerator } from "./shop-addons";

beforeAll(loadFonts);

describe("shop add-on images", () => {
  it("declares exactly one output per add-on image in the content", () => {
    expect(shopAddonsGenerator.outputs).toEqual(
      shopAddons.map((addon) => `public/generated/shop/addons/${addon.id}.webp`),
    );
    expect(shopAddonsGenerator.outputs).toEqual(shopAddons.map((addon) => addonOutputPath(addon.image)));
    expect(addonShots().map((shot) => shot.url)).toEqual(shopAddons.map((addon) => addon.image));
  });

  it("draws every shot from outlines only, as its own composition, the same way every time", () => {
    const bodies = new Set<string>();
    for (const [i, shot] of addonShots().entries()) {
      const svg = shot.svg();
      expect(shot.svg(), shot.url).toBe(svg);
      expect(svg, shot.url).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
      expect(svg, shot.url).toMatch(`width="${ADDON_SHOT.width}" height="${ADDON_SHOT.height}"`);
      expect(svg, shot.url).toContain(`aria-label="${(shopAddons[i] as { name: string }).name}: `);
      bodies.add(svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, ""));
    }
    expect(bodies.size).toBe(shopAddons.length);
  });

  it("rejects a content path outside /generated/", () => {
    expect(() => addonOutputPath("/images/x.webp")).toThrow(/not under \/generated\//);
  });

  it("encodes a 1200x900 WebP under the budget, byte-identically across runs", { timeout: 60_000 }, async () => {
    const svg = (addonShots()[0] as { svg: () => string }).svg();
    const a = await rasteriseWebp(svg, { maxBytes: ADDON_IMAGE_MAX_BYTES });
    const b = await rasteriseWebp(svg, { maxBytes: ADDON_IMAGE_MAX_BYTES });
    expect(b.equals(a)).toBe(true);
    expect(a.length).toBeLessThanOrEqual(ADDON_IMAGE_MAX_BYTES);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", ADDON_SHOT.width, ADDON_SHOT.height]);
  });
});
