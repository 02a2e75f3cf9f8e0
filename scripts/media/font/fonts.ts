import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { VariableFont, type FontInstance } from "./variable-font";

/**
 * The typefaces the site itself ships (from node_modules, never the system), so generated media
 * and the pages share one typographic voice and render identically on any machine.
 */
const FILES = {
  /** Inter with optical size and weight axes. */
  inter: "@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2",
  /** Archivo with weight and width axes; the display face. */
  archivo: "@fontsource-variable/archivo/files/archivo-latin-standard-normal.woff2",
  archivoItalic: "@fontsource-variable/archivo/files/archivo-latin-standard-italic.woff2",
} as const;

export type FontFamily = keyof typeof FILES;

const require = createRequire(import.meta.url);
const loaded = new Map<FontFamily, VariableFont>();

export function loadFont(family: FontFamily): VariableFont {
  const cached = loaded.get(family);
  if (cached) return cached;
  const font = new VariableFont(readFileSync(require.resolve(FILES[family])));
  loaded.set(family, font);
  return font;
}

/** A fixed instance, e.g. `fontInstance("archivo", { wght: 800, wdth: 62 })`. */
export function fontInstance(family: FontFamily, axes: Readonly<Record<string, number>> = {}): FontInstance {
  return loadFont(family).instance(axes);
}
