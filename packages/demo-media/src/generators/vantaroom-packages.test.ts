import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { PACKAGE_IMAGE_MAX_BYTES, packageShots, vantaroomPackagesGenerator } from "./vantaroom-packages";
import { PACKAGE_SHOT } from "../vantaroom-packages/kit";

const vantaroomPackages = siteData("vantaroomPackages");

beforeAll(loadFonts);

describe("VantaRoom package pictures", () => {
  it("declares exactly one output per package image in the content", () => {
    expect(vantaroomPackagesGenerator.outputs).toEqual(
      vantaroomPackages.map((pkg) => `public/generated/vantaroom/packages/${pkg.id}.webp`),
    );
    expect(vantaroomPackagesGenerator.outputs).toEqual(vantaroomPackages.map((pkg) => publicFile(pkg.image)));
    expect(packageShots().map((shot) => shot.url)).toEqual(vantaroomPackages.map((pkg) => pkg.image));
  });

  it("draws every picture from outlines only, as its own composition, the same way every time", () => {
    const bodies = new Set<string>();
    for (const [i, shot] of packageShots().entries()) {
      const svg = shot.svg();
      expect(shot.svg(), shot.url).toBe(svg);
      expect(svg, shot.url).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
      expect(svg, shot.url).toMatch(`width="${PACKAGE_SHOT.width}" height="${PACKAGE_SHOT.height}"`);
      expect(svg, shot.url).toContain(`aria-label="${(vantaroomPackages[i] as { name: string }).name}: `);
      // Filter ids are unique within a document even though every thumbnail redraws a room.
      const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, shot.url).toBe(ids.length);
      bodies.add(svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, ""));
    }
    expect(bodies.size).toBe(vantaroomPackages.length);
  });

  it("encodes 1200x750 WebPs under the budget, and drawing one again gives the bytes the build wrote", async () => {
    for (const path of vantaroomPackagesGenerator.outputs) {
      const file = generatedFile(path);
      expect(file.length, path).toBeLessThanOrEqual(PACKAGE_IMAGE_MAX_BYTES);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(["webp", PACKAGE_SHOT.width, PACKAGE_SHOT.height]);
    }
    const { url, svg } = packageShots()[3] as { url: string; svg: () => string };
    const drawn = await rasteriseWebp(svg(), { maxBytes: PACKAGE_IMAGE_MAX_BYTES });
    expect(drawn.equals(generatedFile(publicFile(url)))).toBe(true);
  });
});
