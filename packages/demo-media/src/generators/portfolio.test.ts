import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { publicFile } from "../paths";
import { PAGE } from "../portfolio/case-study";
import { MOCKUP } from "../portfolio/design";
import { placeholderPicture } from "../portfolio/placeholder";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import {
  IMAGE_BUDGET,
  PLACEHOLDER,
  designs,
  generateItem,
  pictureSvg,
  picturesOf,
  portfolioGenerator,
} from "./portfolio";

const portfolioItems = siteData("portfolio");

beforeAll(loadFonts);

describe("portfolio artwork", () => {
  it("declares every file the content names, and the placeholder, once each", () => {
    const named = portfolioItems.flatMap((item) =>
      [item.imageSrc, item.mockupImage, ...item.additionalMockups, item.documentLink].map(publicFile),
    );
    expect([...portfolioGenerator.outputs].sort()).toEqual([...named, PLACEHOLDER].sort());
    expect(new Set(portfolioGenerator.outputs).size).toBe(portfolioGenerator.outputs.length);
    expect(PLACEHOLDER).toBe("public/generated/portfolio/placeholder.webp");
  });

  it("has a design for every item, drawing exactly the images the item names", () => {
    expect(Object.keys(designs).sort()).toEqual(portfolioItems.map((item) => item.id).sort());
    for (const item of portfolioItems) expect(picturesOf(item)).toHaveLength(2 + item.additionalMockups.length);
  });

  it("varies the card proportions for the masonry grid, about 1200 px on the long side", () => {
    const ratios = new Set(
      portfolioItems
        .map((item) => designs[item.id]?.card)
        .map((card) => (card ? (card.width / card.height).toFixed(2) : "")),
    );
    expect(ratios.size).toBeGreaterThanOrEqual(4);
    for (const item of portfolioItems) {
      const card = designs[item.id]?.card;
      expect(Math.max(card?.width ?? 0, card?.height ?? 0)).toBe(1200);
    }
    for (const design of Object.values(designs))
      for (const mockup of design.mockups) expect([mockup.width, mockup.height]).toEqual([MOCKUP.width, MOCKUP.height]);
  });

  it("draws every picture from outlines, with a title, the same way every time", () => {
    for (const item of portfolioItems) {
      for (const { picture } of picturesOf(item)) {
        const svg = pictureSvg(picture);
        expect(svg).not.toMatch(/<text[\s>]|NaN|Infinity|undefined/);
        expect(picture.title.length).toBeGreaterThan(20);
        expect(pictureSvg(picture)).toBe(svg);
      }
    }
  });

  it("makes a designed placeholder tile of 1200x900 within budget", async () => {
    expect([placeholderPicture.width, placeholderPicture.height]).toEqual([1200, 900]);
    const webp = generatedFile(PLACEHOLDER);
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 900]);
    expect(webp.length).toBeLessThan(IMAGE_BUDGET);
  });

  it("keeps every image the build wrote within budget", () => {
    for (const path of portfolioGenerator.outputs)
      if (path.endsWith(".webp")) expect(generatedFile(path).length, path).toBeLessThan(IMAGE_BUDGET);
  });

  it("renders one item's images and a three-page case study as the build did", async () => {
    const item = portfolioItems.find((entry) => entry.id === "roof-right-brand");
    if (!item) throw new Error("roof-right-brand is missing from the content");
    const first = await generateItem(item);
    for (const [path, contents] of first) expect(Buffer.from(contents).equals(generatedFile(path)), path).toBe(true);
    const card = first.get(publicFile(item.imageSrc)) as Uint8Array;
    const meta = await sharp(card).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 1200]);
    for (const [path, contents] of first)
      if (path.endsWith(".webp")) expect(contents.length).toBeLessThan(IMAGE_BUDGET);
    const pdf = Buffer.from(first.get(publicFile(item.documentLink)) as Uint8Array).toString("latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf).toContain("/Count 3");
    expect(pdf.match(/\/Subtype \/Image \/Width 1200 \/Height 1600/g)).toHaveLength(3);
    expect(pdf.length).toBeLessThan(600 * 1024);
    expect(PAGE).toEqual({ width: 1200, height: 1600 });
  }, 60_000);
});
