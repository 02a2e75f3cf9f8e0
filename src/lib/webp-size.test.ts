import sharp, { type WebpOptions } from "sharp";
import { describe, expect, it } from "vitest";
import { webpSize } from "./webp-size";

const encode = (width: number, height: number, options: WebpOptions) =>
  sharp({ create: { width, height, channels: 4, background: { r: 255, g: 90, b: 31, alpha: 0.5 } } })
    .webp(options)
    .toBuffer();

describe("webpSize", () => {
  it.each([
    ["lossy", { quality: 80 }],
    ["lossless", { lossless: true }],
  ] as const)("reads a %s file", async (_, options) => {
    expect(webpSize(await encode(1200, 1500, options))).toEqual({ width: 1200, height: 1500 });
  });

  it("reads an extended (VP8X) file with alpha and odd sizes", async () => {
    const bytes = await sharp({ create: { width: 333, height: 77, channels: 4, background: "#ff5a1f80" } })
      .webp({ quality: 50, alphaQuality: 50 })
      .withMetadata()
      .toBuffer();
    expect(webpSize(bytes)).toEqual({ width: 333, height: 77 });
  });

  it("answers null for other files", () => {
    expect(webpSize(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/> and more padding"))).toBeNull();
  });
});
