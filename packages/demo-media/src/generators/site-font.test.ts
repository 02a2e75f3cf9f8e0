import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { siteData } from "../site-data";
import { expandUnicodeRange, LATIN_UNICODE_RANGE, SITE_FONTS, siteFontGenerator } from "./site-font";

const { characters, fallbacks } = siteData("fonts");

const codePoint = (character: string) => character.codePointAt(0) as number;
const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, "0")}`;

function openFont(bytes: Uint8Array): fontkit.Font {
  const font = fontkit.create(Buffer.from(bytes));
  if (!("hasGlyphForCodePoint" in font)) throw new Error("expected a single font, not a collection");
  return font;
}

describe("expandUnicodeRange", () => {
  it("expands fontsource's latin range to its 387 code points", () => {
    const points = expandUnicodeRange(LATIN_UNICODE_RANGE);
    expect(points).toHaveLength(387);
    expect(points.slice(0, 3)).toEqual([0x00, 0x01, 0x02]);
    for (const point of [0xe9, 0xff, 0x131, 0x152, 0x153, 0x2014, 0x206f, 0x20ac, 0x2212, 0xfffd])
      expect(points, hex(point)).toContain(point);
    for (const point of [0x100, 0x130, 0x154, 0x2070, 0x2190, 0x2192, 0x2726])
      expect(points, hex(point)).not.toContain(point);
    expect(points.at(-1)).toBe(0xfffd);
  });

  it("sorts, removes duplicates and rejects what it cannot read", () => {
    expect(expandUnicodeRange("U+0042, U+0041-0043,u+20")).toEqual([0x20, 0x41, 0x42, 0x43]);
    expect(() => expandUnicodeRange("U+00??")).toThrow(/unicode-range/);
    expect(() => expandUnicodeRange("U+0050-0040")).toThrow(/unicode-range/);
  });
});

describe("site font generator", () => {
  let files: ReadonlyMap<string, Uint8Array | string>;
  const bytesOf = (output: string) => files.get(output) as Uint8Array;
  const fontOf = (output: string) => openFont(bytesOf(output));
  beforeAll(async () => {
    files = await siteFontGenerator.generate();
  });

  it("makes WOFF2 files, together well under the 90 KB source, the same bytes the build wrote", () => {
    expect([...files.keys()]).toEqual(siteFontGenerator.outputs);
    let total = 0;
    for (const output of siteFontGenerator.outputs) {
      const bytes = bytesOf(output);
      expect(Buffer.from(bytes).equals(generatedFile(output)), output).toBe(true);
      expect(Buffer.from(bytes.subarray(0, 4)).toString("latin1"), output).toBe("wOF2");
      total += bytes.byteLength;
    }
    expect(bytesOf(SITE_FONTS.display.output).byteLength).toBeLessThan(16_000);
    expect(total).toBeLessThan(45_000);
  });

  it("makes the display face a static cut and keeps only the text face's weight range", () => {
    expect(SITE_FONTS.display.axes).toEqual({ wght: 850, wdth: 112 });
    expect(fontOf(SITE_FONTS.display.output).variationAxes).toEqual({});
    const text = fontOf(SITE_FONTS.text.output);
    expect(Object.keys(text.variationAxes)).toEqual(["wght"]);
    expect(text.variationAxes.wght).toMatchObject({ min: 400, max: 700 });
    expect(SITE_FONTS.text.axes).toEqual({ wght: { min: 400, max: 700 }, wdth: 100 });
  });

  it.each(Object.values(SITE_FONTS).map((font) => font.output))(
    "%s covers the latin code points the source covers",
    (output) => {
      // The source's cmap also holds a few points outside its own unicode-range (U+0102, some
      // combining accents); the subset keeps to the range, as fontsource's CSS would serve it.
      const require = createRequire(import.meta.url);
      const source = openFont(
        readFileSync(require.resolve("@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2")),
      );
      const expected = expandUnicodeRange(LATIN_UNICODE_RANGE).filter((point) => source.hasGlyphForCodePoint(point));
      expect(expected.length).toBeGreaterThan(200);
      const font = fontOf(output);
      expect(expected.filter((point) => !font.hasGlyphForCodePoint(point)).map(hex)).toEqual([]);
    },
  );

  it("has a glyph for every character the pages use, bar the site's known system-font fallbacks", () => {
    const latin = new Set(expandUnicodeRange(LATIN_UNICODE_RANGE));
    const font = fontOf(SITE_FONTS.text.output);
    expect(characters.length).toBeGreaterThan(5);
    const uncovered = characters.filter(
      (character) => !latin.has(codePoint(character)) || !font.hasGlyphForCodePoint(codePoint(character)),
    );
    expect(uncovered).toEqual(fallbacks.filter((character) => characters.includes(character)));
    // A fallback that is no longer used, or that the font now covers, should leave the list.
    for (const character of fallbacks) expect(characters, character).toContain(character);
    for (const character of fallbacks) expect(latin.has(codePoint(character)), character).toBe(false);
  });
});
