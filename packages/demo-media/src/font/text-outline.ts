import type { Font } from "fontkit";
import { num } from "../svg";

/**
 * Sets a line of text as SVG path data, so that logos and rasterised images never depend on the
 * fonts installed on the machine that renders them (a visitor's browser, or librsvg here).
 * fontkit shapes the text (cmap, ligatures, GPOS kerning, variation deltas); this turns its
 * positioned glyphs into one path in output coordinates.
 */

export interface TextStyle {
  /** A fixed instance from fontInstance(). */
  font: Font;
  /** Font size in output units (px). */
  size: number;
  /** Extra space after each glyph except the last, in em, like CSS letter-spacing. */
  tracking?: number;
}

export interface SetText {
  /** SVG path data (absolute M/L/Q/C/Z commands). */
  d: string;
  /** Advance width of the whole line, tracking included. */
  width: number;
  /** Ink bounds in output coordinates, from the outline points (control points included). */
  bounds: { x0: number; y0: number; x1: number; y1: number };
}

export type TextAnchor = "start" | "middle" | "end";

function layout(text: string, { font, size, tracking = 0 }: TextStyle) {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let x = 0;
  const placed = run.glyphs.map((glyph, index) => {
    const chars = String.fromCodePoint(...glyph.codePoints);
    if (glyph.id === 0 && !/^\s*$/.test(chars)) throw new Error(`The font has no glyph for "${chars}"`);
    const position = run.positions[index] as (typeof run.positions)[number];
    const at = { glyph, x: x + position.xOffset * scale, y: position.yOffset * scale };
    x += position.xAdvance * scale + (index < run.glyphs.length - 1 ? tracking * size : 0);
    return at;
  });
  return { placed, width: x, scale };
}

export function measureText(text: string, style: TextStyle): number {
  return layout(text, style).width;
}

/** Height of capitals (the top of "H") in output units, for optical vertical centring. */
export function capHeight({ font, size }: Pick<TextStyle, "font" | "size">): number {
  return (font.glyphForCodePoint(0x48).path.cbox.maxY * size) / font.unitsPerEm;
}

const SVG_COMMANDS = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" } as const;

/** Sets `text` with its baseline at `y`, anchored at `x` like SVG's text-anchor. */
export function setText(text: string, style: TextStyle, x: number, y: number, anchor: TextAnchor = "start"): SetText {
  const { placed, width, scale } = layout(text, style);
  const left = anchor === "start" ? x : anchor === "middle" ? x - width / 2 : x - width;
  const bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const parts: string[] = [];
  for (const { glyph, x: gx, y: gy } of placed) {
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) {
        const px = left + gx + (args[i] as number) * scale;
        const py = y - gy - (args[i + 1] as number) * scale;
        bounds.x0 = Math.min(bounds.x0, px);
        bounds.x1 = Math.max(bounds.x1, px);
        bounds.y0 = Math.min(bounds.y0, py);
        bounds.y1 = Math.max(bounds.y1, py);
        points.push(`${num(px)} ${num(py)}`);
      }
      parts.push(SVG_COMMANDS[command] + points.join(" "));
    }
  }
  if (bounds.x0 === Infinity) Object.assign(bounds, { x0: left, y0: y, x1: left, y1: y });
  return { d: parts.join(""), width, bounds };
}
