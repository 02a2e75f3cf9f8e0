import { createHash } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generators } from "./all-generators";
import { generatedFile, manifestEntry } from "./generated-outputs";
import { formatManifest, parseManifest } from "./manifest";

describe("the manifest", () => {
  it("reads back what it writes, sorted, and treats anything else as empty", () => {
    const manifest = {
      generators: { tour: "b", brand: "a" },
      files: {
        "public/generated/b.webp": { bytes: 2, hash: "h2", width: 3, height: 4 },
        "public/generated/a.json": { bytes: 1, hash: "h1" },
      },
    };
    const text = formatManifest(manifest);
    expect(parseManifest(text)).toEqual(manifest);
    expect(text.indexOf('"brand"')).toBeLessThan(text.indexOf('"tour"'));
    expect(text.indexOf("a.json")).toBeLessThan(text.indexOf("b.webp"));
    expect(formatManifest(parseManifest(text))).toBe(text);
    expect(parseManifest("{not json")).toEqual({ generators: {}, files: {} });
    expect(parseManifest(JSON.stringify({ files: [] }))).toEqual({ generators: {}, files: {} });
  });

  it("lists every output npm run media wrote, with its true size, hash and, for a picture, its pixel size", async () => {
    const outputs = generators.flatMap((generator) => generator.outputs);
    expect(outputs.length).toBeGreaterThan(800);
    for (const output of outputs) {
      const file = generatedFile(output);
      const entry = manifestEntry(output);
      expect(entry.bytes, output).toBe(file.length);
      expect(entry.hash, output).toBe(createHash("sha256").update(file).digest("hex"));
      if (/\.(webp|png|jpe?g|svg)$/.test(output)) {
        const { width, height } = await sharp(file).metadata();
        expect([entry.width, entry.height], output).toEqual([width, height]);
      } else {
        expect(entry.width, output).toBeUndefined();
      }
    }
  });
});
