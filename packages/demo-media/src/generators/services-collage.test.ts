import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { collageImages } from "../services/images";
import { CARD_SHAPES, IMAGE_SIZE } from "../services/kit";
import { siteData } from "../site-data";
import { escapeXml } from "../svg";
import { loadFonts } from "../typography";
import { COLLAGE_IMAGE_MAX_BYTES, collageStills, pieceKey, servicesCollageGenerator } from "./services-collage";

beforeAll(loadFonts);

const collages = siteData("collages");
const contentImages = collages.flatMap((collage) => collage.filter((piece) => piece.kind === "image"));

describe("services collage stills", () => {
  it("declares one output per image piece in the content, under public/generated/services", () => {
    expect(servicesCollageGenerator.outputs).toEqual(contentImages.map((piece) => publicFile(piece.src)));
    for (const output of servicesCollageGenerator.outputs)
      expect(output).toMatch(/^public\/generated\/services\/[a-z-]+-\d\.webp$/);
    expect(servicesCollageGenerator.committed).toBeFalsy();
  });

  it("has exactly one design per image piece, drawn to the shape of the card it is placed in", () => {
    expect(Object.keys(collageImages).sort()).toEqual(contentImages.map((piece) => pieceKey(piece.src)).sort());
    for (const collage of collages) {
      collage.forEach((piece, index) => {
        const design = collageImages[pieceKey(piece.src)];
        if (piece.kind === "image") expect(design?.shape, piece.src).toBe(CARD_SHAPES[index]);
      });
    }
  });

  it("draws every still from outlines only, the same way every time, named by its alt text", () => {
    for (const still of collageStills()) {
      const svg = still.design.draw(still.alt);
      expect(still.design.draw(still.alt), still.url).toBe(svg);
      expect(svg, still.url).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
      const { width, height } = IMAGE_SIZE[still.shape];
      expect(svg, still.url).toContain(`width="${width}" height="${height}"`);
      expect(svg, still.url).toContain(`aria-label="${escapeXml(still.alt)}"`);
    }
  });

  it("encodes WebP stills at their card's size and under the budget", async () => {
    for (const still of collageStills()) {
      const bytes = generatedFile(still.output);
      const meta = await sharp(bytes).metadata();
      const { width, height } = IMAGE_SIZE[still.shape];
      expect([meta.format, meta.width, meta.height], still.url).toEqual(["webp", width, height]);
      expect(Math.max(width, height), still.url).toBeGreaterThanOrEqual(1000);
      expect(bytes.length, still.url).toBeLessThanOrEqual(COLLAGE_IMAGE_MAX_BYTES);
    }
  });

  it("rasterises to the same bytes the build wrote", async () => {
    const still = collageStills()[0]!;
    const drawn = await rasteriseWebp(still.design.draw(still.alt), { maxBytes: COLLAGE_IMAGE_MAX_BYTES, quality: 84 });
    expect(drawn.equals(generatedFile(still.output))).toBe(true);
  });
});
