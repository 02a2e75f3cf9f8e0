import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { SHOP_IMAGE_MAX_BYTES, SHOP_PLACEHOLDER, shopGenerator, shopShots } from "./shop";

const shopPackages = siteData("shopPackages");

beforeAll(loadFonts);

const contentImages = shopPackages.flatMap((pkg) => pkg.images);

describe("shop product images", () => {
  it("declares one output per image path in the content, plus the placeholder", () => {
    expect(shopGenerator.outputs).toEqual([...contentImages, SHOP_PLACEHOLDER].map(publicFile));
    expect(publicFile("/generated/shop/web-design-1.webp")).toBe("public/generated/shop/web-design-1.webp");
    expect(() => publicFile("/images/x.webp")).toThrow(/not under \/generated\//);
    expect(new Set(shopGenerator.outputs).size).toBe(shopGenerator.outputs.length);
  });

  it("draws every shot from outlines only, the same way every time", () => {
    for (const shot of shopShots()) {
      const svg = shot.svg();
      expect(shot.svg(), shot.url).toBe(svg);
      expect(svg, shot.url).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
      expect(svg, shot.url).toMatch(
        shot.url === SHOP_PLACEHOLDER ? /width="800" height="600"/ : /width="1600" height="1200"/,
      );
    }
  });

  it("gives each image of a package its own composition", () => {
    const byUrl = new Map(shopShots().map((shot) => [shot.url, shot.svg()]));
    for (const pkg of shopPackages) {
      // Compare the drawings with their accessible names removed, so only the artwork counts.
      const bodies = pkg.images.map((url) =>
        (byUrl.get(url) as string).replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, ""),
      );
      expect(new Set(bodies).size, pkg.id).toBe(pkg.images.length);
      for (const url of pkg.images)
        expect(byUrl.get(url), url).toContain(`aria-label="${pkg.name.replace(/&/g, "&amp;")}: `);
    }
  });

  it("encodes 4:3 WebP shots under the size budget and an 800x600 placeholder", async () => {
    for (const path of shopGenerator.outputs) {
      const bytes = generatedFile(path);
      const meta = await sharp(bytes).metadata();
      const expected = path === publicFile(SHOP_PLACEHOLDER) ? [800, 600] : [1600, 1200];
      expect([meta.format, meta.width, meta.height], path).toEqual(["webp", ...expected]);
      expect(bytes.length, path).toBeLessThanOrEqual(SHOP_IMAGE_MAX_BYTES);
    }
  });

  it("rasterises to the same bytes the build wrote", async () => {
    const [first] = shopShots();
    const placeholder = shopShots().find((shot) => shot.url === SHOP_PLACEHOLDER);
    for (const shot of [first, placeholder]) {
      const { url, svg } = shot as { url: string; svg: () => string };
      const drawn = await rasteriseWebp(svg(), { maxBytes: SHOP_IMAGE_MAX_BYTES });
      expect(drawn.equals(generatedFile(publicFile(url))), url).toBe(true);
    }
  });
});
