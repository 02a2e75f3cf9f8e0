import * as v from "valibot";

/**
 * Next.js (16.4, Turbopack) preloads the fonts a page uses by looking its layout's and page's files up
 * in `.next/server/next-font-manifest.json`, which lists them per entry: `[project]/app/about/page`.
 * The not-found page is the one entry whose key is not a file it renders from: the manifest lists its
 * fonts under `[project]/app/_not-found/page`, but Next renders it from `app/not-found.tsx` and looks up
 * `[project]/app/not-found`, finds nothing, and writes no preload. With `font-display: optional`, a face
 * not preloaded arrives past the browser's block period, so a first visit to a missing page never saw
 * its heading in the display face that every other page shows.
 *
 * The build runs this between its compile and generate steps (`package.json`, `build`): it lists the
 * same fonts under the key Next looks up, and Next then writes the preload itself, where it does on
 * every other page. When a Next release keys the entry by its file, the step finds nothing to add and
 * says so. Test: `tests/e2e/first-paint.spec.ts` (the not-found page preloads the headings' face).
 */

/** The key Turbopack lists the not-found page's fonts under: its entry. */
export const NOT_FOUND_ENTRY = "[project]/app/_not-found/page";
/** The key Next looks the not-found page's fonts up by: the file it renders, without its extension. */
export const NOT_FOUND_FILE = "[project]/app/not-found";

const FontManifest = v.looseObject({ app: v.record(v.string(), v.array(v.string())) });
export type FontManifest = v.InferOutput<typeof FontManifest>;

export function readFontManifest(source: string): FontManifest {
  return v.parse(FontManifest, JSON.parse(source));
}

/**
 * Lists the not-found entry's fonts under its file's key too. `added` is how many it listed; otherwise
 * `listed` (the file's key has its fonts already: done before, or by Next) or `none` (no entry with fonts).
 */
export function aliasNotFoundFonts(manifest: FontManifest): { added: number } | "listed" | "none" {
  if (manifest.app[NOT_FOUND_FILE]?.length) return "listed";
  const fonts = manifest.app[NOT_FOUND_ENTRY];
  if (!fonts?.length) return "none";
  manifest.app[NOT_FOUND_FILE] = [...fonts];
  return { added: fonts.length };
}

/** The manifest as Next writes `next-font-manifest.json`. */
export function fontManifestJson(manifest: FontManifest): string {
  return JSON.stringify(manifest, null, 2);
}

/** The manifest's `.js` twin, which Next reads where there is no file system (the edge runtime). */
export function fontManifestScript(manifest: FontManifest): string {
  return `self.__NEXT_FONT_MANIFEST=${JSON.stringify(fontManifestJson(manifest))}`;
}
