// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { shareImagePath } from "../../../../src/config/seo";
import { publicPaths } from "../../../../src/content/page-paths";
import { projectRoot } from "../paths";
import { fitCopy, shareCardSvg } from "../social/card";
import { loadFonts } from "../typography";
import { cardPlans, renderCard, SHARE_CARD_MAX_BYTES, shareCardOutput, socialGenerator } from "./social";

beforeAll(loadFonts);

describe("share cards", () => {
  it("makes one card per public page, where pageMetadata() points", () => {
    const paths = publicPaths();
    expect(cardPlans().map((plan) => plan.path)).toEqual(paths);
    expect(socialGenerator.outputs).toEqual(paths.map((path) => `public${shareImagePath(path)}`));
    expect(new Set(socialGenerator.outputs).size).toBe(paths.length);
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
  }, 30_000);

  it("drops trailing clauses of copy too long for two lines", () => {
    const measure = (text: string) => text.length * 10;
    expect(fitCopy("Short and sweet.", measure)).toEqual(["Short and sweet."]);
    const long = `A distinctive logo, ${"word ".repeat(90).trim()}`;
    expect(fitCopy(long, measure)).toEqual(["A distinctive logo."]);
  });

  // Needs the pictures the other generators make (npm run media).
  it.skipIf(!existsSync(join(projectRoot, "public/generated/shop/web-design-1.webp")))(
    "is a 1200x630 JPEG within the budget, identical across runs",
    async () => {
      const plan = cardPlans().find((candidate) => candidate.path === "/shop/web-design")!;
      const first = await renderCard(plan);
      expect((await renderCard(plan)).equals(first)).toBe(true);
      expect(first.length).toBeLessThanOrEqual(SHARE_CARD_MAX_BYTES);
      const meta = await sharp(first).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
      expect(shareCardOutput(plan.path)).toBe("public/generated/social/shop-web-design.jpg");
    },
    30_000,
  );
});
