// @vitest-environment node
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { shopPackages } from "../../../../src/content/shop-packages";
import { rasteriseWebp } from "../raster";
import { loadFonts } from "../typography";
import { SHOP_IMAGE_MAX_BYTES, SHOP_PLACEHOLDER, shopGenerator, shopOutputPath, shopShots } from "./shop";

beforeAll(loadFonts);

const contentImages = shopPackages.flatMap((pkg) => pkg.images);

describe("shop product images", () => {
  it("declares one output per image path in the content, plus the placeholder", () => {
    expect(shopGenerator.outputs).toEqual([...contentImages, SHOP_PLACEHOLDER].map(shopOutputPath));
    expect(shopOutputPath("/generated/shop/web-design-1.webp")).toBe("public/generated/shop/web-design-1.webp");
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

  it("encodes 4:3 WebP shots under the size budget and an 800x600 placeholder", { timeout: 120_000 }, async () => {
    const files = await shopGenerator.generate();
    expect([...files.keys()]).toEqual(shopGenerator.outputs);
    for (const [path, bytes] of files) {
      const meta = await sharp(bytes).metadata();
      const expected = path === shopOutputPath(SHOP_PLACEHOLDER) ? [800, 600] : [1600, 1200];
      expect([meta.format, meta.width, meta.height], path).toEqual(["webp", ...expected]);
      expect(bytes.length, path).toBeLessThanOrEqual(SHOP_IMAGE_MAX_BYTES);
    }
  });

  it("rasterises byte-identically across runs", { timeout: 60_000 }, async () => {
    const [first] = shopShots();
    const placeholder = shopShots().find((shot) => shot.url === SHOP_PLACEHOLDER);
    for (const shot of [first, placeholder]) {
      const svg = (shot as { svg: () => string }).svg();
      const a = await rasteriseWebp(svg, { maxBytes: SHOP_IMAGE_MAX_BYTES });
      const b = await rasteriseWebp(svg, { maxBytes: SHOP_IMAGE_MAX_BYTES });
      expect(b.equals(a)).toBe(true);
    }
  });
});
