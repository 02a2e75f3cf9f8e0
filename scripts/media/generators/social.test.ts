// @vitest-environment node
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { location, site } from "../../../src/config/site";
import { loadFonts } from "../typography";
import { ogImageSvg, socialGenerator } from "./social";

beforeAll(loadFonts);

describe("social share image", () => {
  it("is built from outlines only, the same way every time", () => {
    const svg = ogImageSvg();
    expect(ogImageSvg()).toBe(svg);
    expect(svg).not.toMatch(/<text|NaN|Infinity/);
    expect(svg).toContain(`aria-label="${site.name}, creative studio in ${location}"`);
  });

  it("is a 1200x630 PNG well under 300 KB, identical across runs", async () => {
    const [path] = socialGenerator.outputs;
    const first = (await socialGenerator.generate()).get(path as string) as Buffer;
    const second = (await socialGenerator.generate()).get(path as string) as Buffer;
    expect(second.equals(first)).toBe(true);
    expect(first.length).toBeLessThan(200 * 1024);
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });
});
