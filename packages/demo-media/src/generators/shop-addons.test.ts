import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { ADDON_SHOT } from "../shop/addons";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { ADDON_IMAGE_MAX_BYTES, addonShots, shopAddonsGenerator } from "./shop-addons";

const shopAddons = siteData("shopAddons");

beforeAll(loadFonts);

describe("shop add-on images", () => {
  it("declares exactly one output per add-on image in the content", () => {
    expect(shopAddonsGenerator.outputs).toEqual(
      shopAddons.map((addon) => `public/generated/shop/addons/${addon.id}.webp`),
    );
    expect(shopAddonsGenerator.outputs).toEqual(shopAddons.map((addon) => publicFile(addon.image)));
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

  it("encodes 1200x900 WebPs under the budget, and drawing one again gives the bytes the build wrote", async () => {
    for (const path of shopAddonsGenerator.outputs) {
      const file = generatedFile(path);
      expect(file.length, path).toBeLessThanOrEqual(ADDON_IMAGE_MAX_BYTES);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(["webp", ADDON_SHOT.width, ADDON_SHOT.height]);
    }
    const { url, svg } = addonShots()[0] as { url: string; svg: () => string };
    const drawn = await rasteriseWebp(svg(), { maxBytes: ADDON_IMAGE_MAX_BYTES });
    expect(drawn.equals(generatedFile(publicFile(url)))).toBe(true);
  });
});
