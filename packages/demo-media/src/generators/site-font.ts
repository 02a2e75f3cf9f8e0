import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { MediaGenerator } from "../generator";
import { siteData } from "../site-data";

/**
 * The site's web fonts, cut from one source for the Largest Contentful Paint budget. Fontsource's
 * Archivo (latin, weight 100–900 and width 62–125%, 90 KB) becomes the two files the site's brief
 * asks for (fonts.cuts): a number pins an axis (the file no longer varies along it), a range keeps
 * that part of it. The site's display cut, weight 850 at 112% width, is a static ~13 KB font; its
 * text cut keeps weights 400–700 at normal width, ~29 KB. Both keep fontsource's latin code points.
 * The files are written where the site says (not committed): next/font/local bundles them.
 */

const require = createRequire(import.meta.url);
const SOURCE = require.resolve("@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2");

export const SITE_FONTS = siteData("fonts").cuts;

/** Fontsource's "latin" unicode-range, the code points its latin file covers. */
export const LATIN_UNICODE_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** The code points of a CSS unicode-range of single points and ranges (no wildcards), ascending. */
export function expandUnicodeRange(range: string): number[] {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range item: "${part}"`);
    const first = parseInt(match[1] as string, 16);
    const last = match[2] === undefined ? first : parseInt(match[2], 16);
    if (last < first || last > 0x10ffff) throw new Error(`Bad unicode-range item: "${part}"`);
    for (let point = first; point <= last; point++) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

export const siteFontGenerator: MediaGenerator = {
  name: "site-font",
  module: import.meta.url,
  outputs: Object.values(SITE_FONTS).map((font) => font.output),
  async generate() {
    const { default: subsetFont } = await import("subset-font");
    const source = readFileSync(SOURCE);
    const text = String.fromCodePoint(...expandUnicodeRange(LATIN_UNICODE_RANGE));
    const files = new Map<string, Uint8Array>();
    for (const { output, axes } of Object.values(SITE_FONTS)) {
      const font = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: axes });
      files.set(output, new Uint8Array(font));
    }
    return files;
  },
};
