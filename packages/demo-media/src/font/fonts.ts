import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "fontkit";

/**
 * The typefaces the site itself ships (from node_modules, never the system), so generated media
 * and the pages share one typographic voice and render identically on any machine.
 */
const require = createRequire(import.meta.url);
const FILES = {
  /** Inter with optical size and weight axes. */
  inter: require.resolve("@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2"),
  /** Archivo with weight and width axes; the display face. */
  archivo: require.resolve("@fontsource-variable/archivo/files/archivo-latin-standard-normal.woff2"),
  archivoItalic: require.resolve("@fontsource-variable/archivo/files/archivo-latin-standard-italic.woff2"),
} as const;

export type FontFamily = keyof typeof FILES;

let fonts: ReadonlyMap<FontFamily, Font> | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the fonts; await it once before setting type. It is asynchronous and left until a
 * generator asks for it, so a run whose outputs are all up to date never pays for it.
 *
 * fontkit 2.0.4 reads WOFF2 but applies no variations to WOFF2 glyphs, and its getVariation()
 * fails on WOFF2 input (foliojs/fontkit#377), so each file is first unpacked to TrueType with
 * Google's reference WOFF2 decoder, compiled to wasm. The decoder returns a view into wasm memory
 * that its next call overwrites, so files are unpacked one at a time and each result is copied.
 */
export function loadFonts(): Promise<void> {
  loading ??= (async () => {
    const { create } = await import("fontkit");
    const { decompress } = require("wawoff2") as { decompress(woff2: Uint8Array): Promise<Uint8Array> };
    const loaded = new Map<FontFamily, Font>();
    for (const family of Object.keys(FILES) as FontFamily[]) {
      const font = create(Buffer.from(await decompress(readFileSync(FILES[family]))));
      if (!("layout" in font)) throw new Error(`${FILES[family]} is a font collection`);
      loaded.set(family, font);
    }
    fonts = loaded;
  })();
  return loading;
}

const instances = new Map<string, Font>();

/** A fixed instance, e.g. `fontInstance("archivo", { wght: 800, wdth: 62 })`; unset axes keep their defaults. */
export function fontInstance(family: FontFamily, axes: Readonly<Record<string, number>> = {}): Font {
  const key = `${family} ${JSON.stringify(Object.entries(axes).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  let instance = instances.get(key);
  if (!instance) {
    if (!fonts) throw new Error("The fonts are not loaded yet: await loadFonts() before setting type");
    instance = (fonts.get(family) as Font).getVariation(axes);
    instances.set(key, instance);
  }
  return instance;
}
