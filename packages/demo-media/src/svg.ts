/** Small, pure SVG string builders shared by every generator. */

/** Formats a coordinate compactly and identically on every run (no "-0", no float noise). */
export function num(value: number, digits = 2): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) || rounded === 0 ? "0" : String(rounded);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface SvgDocumentOptions {
  width: number;
  height: number;
  /** Accessible name; also what a viewer shows when the file is opened on its own. */
  title: string;
  body: string;
  defs?: string;
  viewBox?: string;
}

export function svgDocument({ width, height, title, body, defs, viewBox }: SvgDocumentOptions): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="${viewBox ?? `0 0 ${num(width)} ${num(height)}`}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : "",
    body,
    "</svg>\n",
  ].join("");
}

export interface GradientStop {
  offset: number;
  color: string;
  opacity?: number;
}

function stopElements(list: readonly GradientStop[]): string {
  return list
    .map(
      ({ offset, color, opacity }) =>
        `<stop offset="${num(offset, 4)}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${num(opacity, 4)}"`}/>`,
    )
    .join("");
}

export function linearGradient(
  id: string,
  [x1, y1, x2, y2]: readonly [number, number, number, number],
  list: readonly GradientStop[],
): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stopElements(list)}</linearGradient>`;
}

export function radialGradient(
  id: string,
  { cx, cy, r }: { cx: number; cy: number; r: number },
  list: readonly GradientStop[],
): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}">${stopElements(list)}</radialGradient>`;
}

/**
 * A soft-edged light built from a radial gradient whose alpha follows a smooth falloff:
 * several stops instead of two, because a two-stop gradient shows a visible ring on dark grounds.
 */
export function glowStops(color: string, peak: number, steps = 8): GradientStop[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const falloff = (1 - t) ** 2.2;
    return { offset: t, color, opacity: peak * falloff };
  });
}

/** A gradient colour: a colour, or a colour and its opacity. */
export type Shade = string | readonly [string, number];

/** Evenly spaced stops from a list of colours (or [colour, opacity] pairs). */
export function stops(...colours: readonly Shade[]): GradientStop[] {
  return colours.map((c, i) => ({
    offset: colours.length === 1 ? 0 : i / (colours.length - 1),
    color: typeof c === "string" ? c : c[0],
    opacity: typeof c === "string" ? undefined : c[1],
  }));
}

/** A gradient stop at an offset: `[offset, colour]` or `[offset, colour, opacity]`. */
export type StopAt = readonly [offset: number, colour: string, opacity?: number];

/** Gradient stops at the offsets given. */
export function stopsAt(...list: readonly StopAt[]): GradientStop[] {
  return list.map(([offset, color, opacity]) => ({ offset, color, opacity }));
}
