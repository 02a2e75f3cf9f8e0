import { palette } from "./palette";

/**
 * The studio's mark as plain data, so the site header (React) and the media generators
 * (scripts/media) draw exactly the same shape. A leaning flame whose two rising notches read
 * as an "E": one silhouette with two cuts, which survives being shrunk to a 16 px favicon.
 */
export const brandMark = {
  /** The mark is drawn on a 64-unit square grid. */
  size: 64,
  viewBox: "0 0 64 64",
  path:
    "M46 1C46 9 53 14 51.5 23L31 27.5L30 33.5L48 29.5C48.5 33.5 47.5 36 45.5 37.8L30 41.2L30 47.2L49.5 42.9" +
    "A19.5 19.5 0 1 1 10.5 43C10.5 31 19 24 29 17C36 12 43 8 46 1Z",
  /** Ink bounds inside the grid, for aligning the mark optically beside text or in a tile. */
  bounds: { x0: 10.5, y0: 1, x1: 51.72, y1: 62.45 },
} as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export interface BrandMarkSvgOptions {
  /** Rendered edge length in px. */
  size?: number;
  fill?: string;
  /** Accessible name; omit for a decorative mark (then it is hidden from assistive tech). */
  title?: string;
}

/** A standalone SVG document of the mark on a transparent ground. */
export function brandMarkSvg({
  size = brandMark.size,
  fill = palette.accent,
  title,
}: BrandMarkSvgOptions = {}): string {
  const a11y = title
    ? ` role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>`
    : ` aria-hidden="true">`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${round(size)}" height="${round(size)}" viewBox="${brandMark.viewBox}"${a11y}` +
    `<path d="${brandMark.path}" fill="${fill}"/></svg>\n`
  );
}

/**
 * The studio name as outlines. Text is passed in as path data rather than as a `<text>` element
 * because an SVG file served on its own cannot rely on the visitor having the brand typeface;
 * scripts/media sets the name from the site's own font files.
 */
export interface WordmarkName {
  /** Path data with the baseline at y = 0 and the first glyph starting at x = 0. */
  d: string;
  /** Advance width of the name, in the same units as `d`. */
  width: number;
}

/** Proportions of the horizontal lock-up, in mark grid units (the mark is 64 tall). */
export const wordmarkLayout = {
  /** Space between the mark's ink and the name. */
  gap: 14,
  /** Cap height the name must be set at. */
  capHeight: 25,
  /** Baseline of the name: caps sit level with the flame's body, under its rising tip. */
  baseline: 47.2,
} as const;

export interface BrandWordmarkSvgOptions {
  /** Rendered height in px; width follows the lock-up's proportions. */
  height?: number;
  markFill?: string;
  textFill?: string;
  title: string;
}

/** The mark and the studio name side by side, as one SVG document on a transparent ground. */
export function brandWordmarkSvg(
  name: WordmarkName,
  { height = brandMark.size, markFill = palette.accent, textFill = palette.heading, title }: BrandWordmarkSvgOptions,
): string {
  const { x0, x1 } = brandMark.bounds;
  const nameX = x1 - x0 + wordmarkLayout.gap;
  const viewWidth = nameX + name.width;
  const width = (viewWidth / brandMark.size) * height;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${round(width)}" height="${round(height)}" ` +
    `viewBox="0 0 ${round(viewWidth)} ${brandMark.size}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<path d="${brandMark.path}" fill="${markFill}" transform="translate(${round(-x0)} 0)"/>` +
    `<path d="${name.d}" fill="${textFill}" transform="translate(${round(nameX)} ${wordmarkLayout.baseline})"/>` +
    `</svg>\n`
  );
}
