import { num } from "../svg";
import type { FontInstance, Outline } from "./variable-font";

/**
 * Sets a line of text as SVG path data, so that logos and rasterised images never depend on the
 * fonts installed on the machine that renders them (a visitor's browser, or librsvg here).
 */

export interface TextStyle {
  font: FontInstance;
  /** Font size in output units (px). */
  size: number;
  /** Extra space after each glyph except the last, in em, like CSS letter-spacing. */
  tracking?: number;
}

export interface SetText {
  /** SVG path data (absolute M/L/Q/Z commands). */
  d: string;
  /** Advance width of the whole line, tracking included. */
  width: number;
  /** Ink bounds in output coordinates, from the outline points (control points included). */
  bounds: { x0: number; y0: number; x1: number; y1: number };
}

export type TextAnchor = "start" | "middle" | "end";

interface PlacedGlyph {
  glyphId: number;
  x: number;
}

function layout(text: string, { font, size, tracking = 0 }: TextStyle): { glyphs: PlacedGlyph[]; width: number } {
  const scale = size / font.font.unitsPerEm;
  const ids = Array.from(text, (char) => {
    const id = font.font.glyphId(char.codePointAt(0) ?? 0);
    if (id === 0 && !/\s/.test(char)) throw new Error(`The font has no glyph for "${char}"`);
    return id;
  });
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  ids.forEach((id, index) => {
    glyphs.push({ glyphId: id, x });
    x += font.advance(id) * scale;
    const next = ids[index + 1];
    if (next !== undefined) x += font.kern(id, next) * scale + tracking * size;
  });
  return { glyphs, width: x };
}

export function measureText(text: string, style: TextStyle): number {
  return layout(text, style).width;
}

/** Height of capitals (the top of "H") in output units, for optical vertical centring. */
export function capHeight(style: Pick<TextStyle, "font" | "size">): number {
  const outline = style.font.outline(style.font.font.glyphId(0x48));
  return (Math.max(...outline.ys) * style.size) / style.font.font.unitsPerEm;
}

/** Sets `text` with its baseline at `y`, anchored at `x` like SVG's text-anchor. */
export function setText(text: string, style: TextStyle, x: number, y: number, anchor: TextAnchor = "start"): SetText {
  const { glyphs, width } = layout(text, style);
  const left = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
  const scale = style.size / style.font.font.unitsPerEm;
  const bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const parts: string[] = [];
  for (const glyph of glyphs) {
    const outline = style.font.outline(glyph.glyphId);
    const ox = left + glyph.x;
    const px = outline.xs.map((value) => ox + value * scale);
    const py = outline.ys.map((value) => y - value * scale);
    for (let i = 0; i < px.length; i += 1) {
      bounds.x0 = Math.min(bounds.x0, px[i] as number);
      bounds.x1 = Math.max(bounds.x1, px[i] as number);
      bounds.y0 = Math.min(bounds.y0, py[i] as number);
      bounds.y1 = Math.max(bounds.y1, py[i] as number);
    }
    parts.push(outlineToPath(outline, px, py));
  }
  if (bounds.x0 === Infinity) Object.assign(bounds, { x0: left, y0: y, x1: left, y1: y });
  return { d: parts.join(""), width, bounds };
}

/** TrueType quadratic contours → path data, with the implied on-curve midpoints made explicit. */
function outlineToPath(outline: Outline, px: readonly number[], py: readonly number[]): string {
  const out: string[] = [];
  let start = 0;
  for (const end of outline.contourEnds) {
    const indexes = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    start = end + 1;
    if (indexes.length === 0) continue;
    const point = (i: number) => ({ x: px[i] as number, y: py[i] as number, on: outline.onCurve[i] ?? true });
    const points = indexes.map(point);
    const firstOn = points.findIndex((p) => p.on);
    let origin: { x: number; y: number };
    let sequence: typeof points;
    if (firstOn === -1) {
      const first = points[0] as (typeof points)[number];
      const last = points[points.length - 1] as (typeof points)[number];
      origin = { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 };
      sequence = points;
    } else {
      origin = points[firstOn] as (typeof points)[number];
      sequence = [...points.slice(firstOn + 1), ...points.slice(0, firstOn)];
    }
    const xy = (p: { x: number; y: number }) => `${num(p.x)} ${num(p.y)}`;
    out.push(`M${xy(origin)}`);
    let pending: { x: number; y: number } | null = null;
    for (const p of sequence) {
      if (p.on) {
        out.push(pending ? `Q${xy(pending)} ${xy(p)}` : `L${xy(p)}`);
        pending = null;
      } else {
        if (pending) out.push(`Q${xy(pending)} ${xy({ x: (pending.x + p.x) / 2, y: (pending.y + p.y) / 2 })}`);
        pending = p;
      }
    }
    if (pending) out.push(`Q${xy(pending)} ${xy(origin)}`);
    out.push("Z");
  }
  return out.join("");
}
