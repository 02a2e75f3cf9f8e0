import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { publicFile } from "../paths";
import { siteData } from "../site-data";
import { fitCopy, shareCardSvg } from "../social/card";
import { loadFonts } from "../typography";
import { cardPlans, renderCard, SHARE_CARD_MAX_BYTES, socialGenerator } from "./social";

const pages = siteData("pages");

beforeAll(loadFonts);

describe("share cards", () => {
  it("makes one card per public page, where the page's metadata points", () => {
    expect(cardPlans().map((plan) => plan.path)).toEqual(pages.map((page) => page.path));
    expect(socialGenerator.outputs).toEqual(pages.map((page) => publicFile(page.shareImage)));
    expect(new Set(socialGenerator.outputs).size).toBe(pages.length);
  });

  it("prices each shop package's card from the content, in Canadian dollars", () => {
    const plan = cardPlans().find((candidate) => candidate.path === "/shop/web-design");
    expect(plan).toMatchObject({ headline: "Web *Design*", badge: "$1,899.00 CAD" });
  });

  it("fits every page's copy in its layout, as outlines only, the same way every time", () => {
    for (const plan of cardPlans()) {
      const card = { ...plan, visual: { kind: "mark" } as const };
      const svg = shareCardSvg(card);
      expect(shareCardSvg(card)).toBe(svg);
      expect(svg).not.toMatch(/<text|NaN|Infinity/);
    }
  });

  it("drops trailing clauses of copy too long for two lines", () => {
    const measure = (text: string) => text.length * 10;
    expect(fitCopy("Short and sweet.", measure)).toEqual(["Short and sweet."]);
    const long = `A distinctive logo, ${"word ".repeat(90).trim()}`;
    expect(fitCopy(long, measure)).toEqual(["A distinctive logo."]);
  });

  it("writes 1200x630 JPEGs within the budget", async () => {
    for (const path of socialGenerator.outputs) {
      const file = generatedFile(path);
      expect(file.length, path).toBeLessThanOrEqual(SHARE_CARD_MAX_BYTES);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(["jpeg", 1200, 630]);
    }
  });

  it("draws a card with pictures from the other sets to the bytes the build wrote", async () => {
    const plan = cardPlans().find((candidate) => candidate.path === "/shop/web-design")!;
    expect(plan.output).toBe("public/generated/social/shop-web-design.jpg");
    expect((await renderCard(plan)).equals(generatedFile(plan.output))).toBe(true);
  });
});
