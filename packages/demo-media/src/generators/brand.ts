import type { MediaGenerator } from "../generator";
import { generatedDir } from "../paths";
import { siteData } from "../site-data";
import { escapeXml, num } from "../svg";
import { loadFonts, type } from "../typography";

const identity = siteData("identity");
const palette = siteData("palette");
const brandMark = siteData("brandMark");

/** Proportions of the horizontal lock-up, in mark grid units (the mark is 64 tall). */
export const wordmarkLayout = {
  /** Space between the mark's ink and the name. */
  gap: 14,
  /** Cap height the name is set at. */
  capHeight: 25,
  /** Baseline of the name: caps sit level with the flame's body, under its rising tip. */
  baseline: 47.2,
} as const;

/** The studio name as outlines: an SVG served on its own cannot rely on the visitor having the typeface. */
export interface WordmarkName {
  /** Path data with the baseline at y = 0 and the first glyph starting at x = 0. */
  d: string;
  /** Advance width of the name, in the same units as `d`. */
  width: number;
}

/** The name as it appears in every lock-up: Archivo, bold and slightly expanded. */
export function studioNameOutline(capHeight: number = wordmarkLayout.capHeight): WordmarkName {
  const set = type({ family: "archivo", axes: { wght: 720, wdth: 108 }, cap: capHeight, tracking: -0.01 }).set(
    identity.name,
    0,
    0,
  );
  return { d: set.d, width: set.width };
}

/** A standalone SVG document of the mark on a transparent ground; decorative unless titled. */
export function brandMarkSvg({ size = brandMark.size, title }: { size?: number; title?: string } = {}): string {
  const a11y = title
    ? ` role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>`
    : ` aria-hidden="true">`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(size)}" height="${num(size)}" viewBox="${brandMark.viewBox}"${a11y}` +
    `<path d="${brandMark.path}" fill="${palette.accent}"/></svg>\n`
  );
}

/** The mark and the studio name side by side, as one SVG document on a transparent ground. */
export function brandWordmarkSvg(name: WordmarkName, { height, title }: { height: number; title: string }): string {
  const { x0, x1 } = brandMark.bounds;
  const nameX = x1 - x0 + wordmarkLayout.gap;
  const viewWidth = nameX + name.width;
  const width = (viewWidth / brandMark.size) * height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" ` +
    `viewBox="0 0 ${num(viewWidth)} ${brandMark.size}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<path d="${brandMark.path}" fill="${palette.accent}" transform="translate(${num(-x0)} 0)"/>` +
    `<path d="${name.d}" fill="${palette.heading}" transform="translate(${num(nameX)} ${wordmarkLayout.baseline})"/>` +
    `</svg>\n`
  );
}

export const brandGenerator: MediaGenerator = {
  name: "brand",
  module: import.meta.url,
  outputs: [`${generatedDir}/brand/logo.svg`, `${generatedDir}/brand/logo-mark.svg`],
  async generate() {
    await loadFonts();
    return new Map([
      [`${generatedDir}/brand/logo.svg`, brandWordmarkSvg(studioNameOutline(), { height: 64, title: identity.name })],
      [`${generatedDir}/brand/logo-mark.svg`, brandMarkSvg({ size: 64, title: identity.name })],
    ]);
  },
};
