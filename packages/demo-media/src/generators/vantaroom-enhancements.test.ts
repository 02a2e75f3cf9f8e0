import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { publicFile } from "../paths";
import { siteData } from "../site-data";
import { escapeXml } from "../svg";
import {
  ENHANCEMENT_MAX_BYTES,
  enhancementImages,
  renderEnhancement,
  vantaroomEnhancementsGenerator,
} from "./vantaroom-enhancements";
import { ENHANCEMENT_DESIGNS, type Side } from "../vantaroom/enhancements";
import { PHOTO, photoPixels, type RawPixels } from "../vantaroom/photo";

const services = siteData("enhancements");

function pixels(id: string, side: Side): Promise<RawPixels> {
  return photoPixels((ENHANCEMENT_DESIGNS[id] as (typeof ENHANCEMENT_DESIGNS)[string]).draw(side, `${id} ${side}`));
}

/** Mean absolute difference per channel over a box of the picture. */
function difference(a: RawPixels, b: RawPixels, box: { x0: number; y0: number; x1: number; y1: number }): number {
  const { width } = a.info;
  let sum = 0;
  let count = 0;
  for (let y = box.y0; y < box.y1; y += 1) {
    for (let x = box.x0; x < box.x1; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        const i = (y * width + x) * 3 + c;
        sum += Math.abs((a.data[i] as number) - (b.data[i] as number));
        count += 1;
      }
    }
  }
  return sum / count;
}

const ALL = { x0: 0, x1: PHOTO.width };

describe("VantaRoom enhancement pairs", () => {
  it("writes exactly the images the content lists: a before and an after for each of the 12 services", () => {
    expect(services).toHaveLength(12);
    expect(services.filter((service) => service.featured)).toHaveLength(4);
    const expected = services.flatMap((service) => [publicFile(service.beforeImage), publicFile(service.afterImage)]);
    expect(vantaroomEnhancementsGenerator.outputs).toEqual(expected);
    for (const output of vantaroomEnhancementsGenerator.outputs)
      expect(output).toMatch(/^public\/generated\/vantaroom\/enhancements\/[a-z-]+-(before|after)\.webp$/);
    expect(vantaroomEnhancementsGenerator.committed).toBeFalsy();
  });

  it("has one design per service and no others", () => {
    expect(Object.keys(ENHANCEMENT_DESIGNS).sort()).toEqual(services.map((service) => service.id).sort());
    expect(() => enhancementImages([{ ...(services[0] as (typeof services)[number]), id: "unknown-service" }])).toThrow(
      /has no design/,
    );
  });

  it(
    "draws every side from outlines and shapes only, named by its alt text, the same way every time",
    { timeout: 60_000 },
    () => {
      const drawn = new Map<string, string>();
      for (const image of enhancementImages()) {
        const svg = image.design.draw(image.side, image.alt);
        drawn.set(image.url, svg);
        expect(svg, image.url).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
        expect(svg, image.url).toContain(`width="${PHOTO.width}" height="${PHOTO.height}"`);
        expect(svg, image.url).toContain(`aria-label="${escapeXml(image.alt)}"`);
      }
      for (const service of services)
        expect(drawn.get(service.beforeImage), service.id).not.toBe(drawn.get(service.afterImage));
      const first = enhancementImages()[0]!;
      expect(first.design.draw(first.side, first.alt)).toBe(drawn.get(first.url));
    },
  );

  it(
    "object removal: the car and bins go, the sky and the house's roof stay pixel for pixel",
    { timeout: 60_000 },
    async () => {
      const [before, after] = await Promise.all([
        pixels("object-removal", "before"),
        pixels("object-removal", "after"),
      ]);
      expect(difference(before, after, { ...ALL, y0: 0, y1: 300 })).toBe(0);
      expect(difference(before, after, { x0: 260, x1: 560, y0: 440, y1: 580 })).toBeGreaterThan(10);
    },
  );

  it("virtual staging: furniture arrives, the ceiling is untouched", { timeout: 60_000 }, async () => {
    const [before, after] = await Promise.all([
      pixels("virtual-staging", "before"),
      pixels("virtual-staging", "after"),
    ]);
    expect(difference(before, after, { ...ALL, y0: 0, y1: 160 })).toBe(0);
    expect(difference(before, after, { x0: 380, x1: 820, y0: 480, y1: 640 })).toBeGreaterThan(10);
  });

  it("sky replacement: only the sky changes, the yard below is identical", { timeout: 60_000 }, async () => {
    const [before, after] = await Promise.all([
      pixels("sky-replacement", "before"),
      pixels("sky-replacement", "after"),
    ]);
    expect(difference(before, after, { ...ALL, y0: 480, y1: PHOTO.height })).toBe(0);
    expect(difference(before, after, { x0: 700, x1: 1100, y0: 0, y1: 60 })).toBeGreaterThan(20);
  });

  it("encodes 1200 x 800 WebPs within the budget, and one drawn again is the bytes the build wrote", async () => {
    for (const path of vantaroomEnhancementsGenerator.outputs) {
      const file = generatedFile(path);
      expect(file.length, path).toBeLessThanOrEqual(ENHANCEMENT_MAX_BYTES);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(["webp", 1200, 800]);
    }
    const image = enhancementImages().find((i) => i.id === "lawn-enhancement" && i.side === "after")!;
    expect((await renderEnhancement(image)).equals(generatedFile(image.output))).toBe(true);
  });
});
