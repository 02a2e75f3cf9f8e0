import { describe, expect, it } from "vitest";
import { parseImageSizes } from "./media-manifest";

describe("parseImageSizes", () => {
  it("gives each generated picture's size by its public URL, and nothing for files that are not pictures", () => {
    const manifest = {
      generators: { portfolio: "abc" },
      files: {
        "public/generated/portfolio/a.webp": { bytes: 10, hash: "h", width: 1200, height: 900 },
        "public/generated/portfolio/a-case-study.pdf": { bytes: 20, hash: "h" },
        "src/fonts/generated/archivo-text.woff2": { bytes: 30, hash: "h" },
      },
    };
    const sizes = parseImageSizes(JSON.stringify(manifest));
    expect([...sizes]).toEqual([["/generated/portfolio/a.webp", { width: 1200, height: 900 }]]);
  });

  it("answers with no sizes for a manifest it cannot read", () => {
    expect(parseImageSizes("{not json").size).toBe(0);
    expect(parseImageSizes(JSON.stringify({ files: { "public/a.webp": { width: "wide" } } })).size).toBe(0);
  });
});
