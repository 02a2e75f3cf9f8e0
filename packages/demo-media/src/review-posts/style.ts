import { contrast, luminance, mix } from "../colour";
import { path, rect, text, textWidth, wrap, type FontSpec, type Paint, type Scene, type SetLine } from "../kit";
import type { Prng } from "../prng";
import type { SiteData } from "../site-data";
import { num } from "../svg";
import type { ClientTheme, PostBrief } from "./themes";

/**
 * What every part of a post shares: the scene, the client's theme, the brief, and the colour roles
 * its tone gives (ground, ink, highlight, cards), plus the type helpers that set the theme's voice.
 * Posts are designed on a 1080-unit-wide canvas; the SVG's viewBox scales them to any pixel size.
 */

export const DESIGN_WIDTH = 1080;
/** Instagram's square and 4:5 portrait posts; the site says which each post is. */
export type PostFormat = SiteData["reviewClients"][number]["posts"][number]["format"];

export const DESIGN_HEIGHT: Readonly<Record<PostFormat, number>> = { square: 1080, portrait: 1350 };
/** The outer margin every layout keeps clear of text. */
export const MARGIN = 84;

export interface Colors {
  ground: string;
  ink: string;
  /** Ink at reading weight for secondary copy. */
  soft: string;
  /** A colour that stands out on the ground: for the headline's last line, rules and icons. */
  pop: string;
  /** Whether `pop` is readable as text on the ground; if not, it is laid as a marker under the ink. */
  popIsText: boolean;
  card: string;
  cardInk: string;
  /** A second, quieter surface: image panels and insets. */
  panel: string;
}

export interface Post {
  scene: Scene;
  theme: ClientTheme;
  brief: PostBrief;
  format: PostFormat;
  clientName: string;
  /** Post number, 1 to 16: varies details between posts on the same subject. */
  n: number;
  width: number;
  height: number;
  random: Prng;
  colors: Colors;
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.22;
}

/** The colour roles of a post on its tone's ground. */
export function colorsFor(theme: ClientTheme, tone: PostBrief["tone"]): Colors {
  const c = theme.colors;
  const white = "#ffffff";
  if (tone === "light") {
    const popIsText = contrast(c.primary, c.light) >= 3;
    return {
      ground: c.light,
      ink: c.dark,
      soft: mix(c.dark, c.light, 0.28),
      pop: c.primary,
      popIsText,
      card: mix(c.light, white, 0.75),
      cardInk: c.dark,
      panel: mix(c.secondary, c.light, 0.55),
    };
  }
  if (tone === "dark") {
    const candidates = [c.primary, c.accent, c.secondary];
    const pop = candidates.find((color) => contrast(color, c.dark) >= 4) ?? c.light;
    return {
      ground: c.dark,
      ink: c.light,
      soft: mix(c.light, c.dark, 0.25),
      pop,
      popIsText: true,
      card: mix(c.dark, c.light, 0.08),
      cardInk: c.light,
      panel: mix(c.dark, c.primary, 0.35),
    };
  }
  const ink = theme.onPrimary === "light" ? c.light : c.dark;
  const other = theme.onPrimary === "light" ? c.dark : c.light;
  const pop = [c.accent, c.secondary, other].find((color) => contrast(color, c.primary) >= 3);
  return {
    ground: c.primary,
    ink,
    soft: mix(ink, c.primary, 0.18),
    pop: pop ?? c.accent,
    popIsText: pop !== undefined,
    card: theme.onPrimary === "light" ? c.light : mix(c.light, white, 0.6),
    cardInk: c.dark,
    panel: mix(c.primary, theme.onPrimary === "light" ? c.dark : c.light, 0.22),
  };
}

/** The theme's headline face at a cap height. */
export function headlineSpec(post: Post, cap: number): FontSpec {
  const { family, wght, wdth, tracking } = post.theme.type;
  return family === "inter" ? { family, wght, opsz: 32, cap, tracking } : { family, wght, wdth, cap, tracking };
}

/** Reading copy: Inter, at a weight that holds up on any ground. */
export const bodySpec = (cap: number, wght = 460): FontSpec => ({
  family: "inter",
  wght,
  opsz: cap > 16 ? 32 : 14,
  cap,
  tracking: -0.005,
});

/** Small capitals with air, for kickers and labels. */
export const labelSpec = (cap: number, wght = 700, tracking = 0.14): FontSpec => ({
  family: "inter",
  wght,
  opsz: 14,
  cap,
  tracking,
});

export function headlineText(post: Post, value: string): string {
  return post.theme.type.upper ? value.toUpperCase() : value;
}

/**
 * Wraps a headline and finds the largest cap height at which it takes at most `maxLines` lines,
 * none wider than `maxWidth`, and no taller than `maxHeight` in all.
 */
export function fitLines(
  value: string,
  spec: (cap: number) => FontSpec,
  box: { maxWidth: number; maxLines: number; maxCap: number; minCap?: number; maxHeight?: number; leading?: number },
): { lines: string[]; cap: number; leading: number } {
  const leadingRatio = box.leading ?? 1.32;
  const minCap = box.minCap ?? 18;
  for (let cap = box.maxCap; ; cap = Math.floor(cap * 0.94)) {
    const lines = wrap(spec(cap), value, box.maxWidth);
    const leading = cap * leadingRatio;
    const fits =
      lines.length <= box.maxLines &&
      lines.every((line) => textWidth(spec(cap), line) <= box.maxWidth) &&
      (box.maxHeight === undefined || cap + leading * (lines.length - 1) <= box.maxHeight);
    if (fits || cap <= minCap) return { lines, cap, leading };
  }
}

export interface Block {
  markup: string;
  /** Baseline of the last line. */
  bottom: number;
  /** Widest line. */
  width: number;
}

/** Lines of text from baseline `y`, one every `leading`. */
export function setLines(
  lines: readonly string[],
  x: number,
  y: number,
  leading: number,
  spec: FontSpec,
  p: Paint & { anchor?: "start" | "middle" | "end" },
): Block {
  const sets: SetLine[] = lines.map((line, i) => text(line, x, y + i * leading, spec, p));
  return {
    markup: sets.map((set) => set.markup).join(""),
    bottom: y + (lines.length - 1) * leading,
    width: Math.max(0, ...sets.map((set) => set.width)),
  };
}

/**
 * The headline, fitted to its box, with its last line in the post's highlight: coloured where the
 * colour reads as text, otherwise set on a marker stroke of that colour.
 */
export function headline(
  post: Post,
  value: string,
  x: number,
  y: number,
  box: { maxWidth: number; maxLines: number; maxCap: number; minCap?: number; maxHeight?: number },
  options: { anchor?: "start" | "middle"; highlight?: boolean; fill?: string } = {},
): Block & { cap: number; top: number } {
  const spec = (cap: number) => headlineSpec(post, cap);
  const fitted = fitLines(headlineText(post, value), spec, { ...box, leading: post.theme.type.upper ? 1.22 : 1.3 });
  const { lines, cap, leading } = fitted;
  const anchor = options.anchor ?? "start";
  const { ink, pop, popIsText } = post.colors;
  const fill = options.fill ?? ink;
  const highlight = (options.highlight ?? true) && lines.length > 1;
  const parts: string[] = [];
  let width = 0;
  lines.forEach((line, i) => {
    const baseline = y + cap + i * leading;
    const last = highlight && i === lines.length - 1;
    const set = text(line, x, baseline, spec(cap), { fill: last && popIsText ? pop : fill, anchor });
    width = Math.max(width, set.width);
    if (last && !popIsText) {
      const left = anchor === "middle" ? x - set.width / 2 : x;
      parts.push(
        rect(left - cap * 0.12, baseline - cap * 0.42, set.width + cap * 0.24, cap * 0.56, cap * 0.08, { fill: pop }),
      );
    }
    parts.push(set.markup);
  });
  return { markup: parts.join(""), bottom: y + cap + (lines.length - 1) * leading, width, cap, top: y };
}

/** A wrapped paragraph of body copy from the top of its first line. */
export function paragraph(
  value: string,
  x: number,
  y: number,
  maxWidth: number,
  cap: number,
  fill: string,
  options: { maxLines?: number; anchor?: "start" | "middle"; wght?: number; leading?: number } = {},
): Block {
  const spec = bodySpec(cap, options.wght);
  let lines = wrap(spec, value, maxWidth);
  if (options.maxLines !== undefined && lines.length > options.maxLines) {
    lines = lines.slice(0, options.maxLines);
  }
  return setLines(lines, x, y + cap, cap * (options.leading ?? 1.75), spec, { fill, anchor: options.anchor });
}

/** A right-pointing arrow, drawn (the fonts' subset has none). */
export function arrow(x: number, y: number, length: number, stroke: string, weight = length * 0.14): string {
  const head = length * 0.36;
  return path(
    `M${num(x)} ${num(y)}H${num(x + length)}M${num(x + length - head)} ${num(y - head)}L${num(x + length)} ${num(y)}L${num(x + length - head)} ${num(y + head)}`,
    { stroke, sw: weight, cap: "round", join: "round" },
  );
}

/** A five-pointed star. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.46;
    return `${num(cx + Math.cos(angle) * radius)} ${num(cy + Math.sin(angle) * radius)}`;
  });
  return path(`M${points.join("L")}Z`, { fill, join: "round" });
}

/** A tick, for checklists and badges. */
export function tick(cx: number, cy: number, size: number, stroke: string, weight = size * 0.22): string {
  return path(
    `M${num(cx - size * 0.45)} ${num(cy + size * 0.02)}L${num(cx - size * 0.12)} ${num(cy + size * 0.34)}L${num(cx + size * 0.48)} ${num(cy - size * 0.32)}`,
    { stroke, sw: weight, cap: "round", join: "round" },
  );
}

/** The call to action as a filled pill with an arrow; returns its width too. */
export function button(
  label: string,
  x: number,
  y: number,
  fill: string,
  ink: string,
  options: { cap?: number; anchor?: "start" | "middle" | "end" } = {},
): { markup: string; width: number; height: number } {
  const cap = options.cap ?? 19;
  const spec = labelSpec(cap, 700, 0.06);
  const labelWidth = textWidth(spec, label);
  const padX = cap * 1.5;
  const arrowLength = cap * 1.2;
  const width = padX * 2 + labelWidth + cap * 0.8 + arrowLength;
  const height = cap * 3.1;
  const left = options.anchor === "middle" ? x - width / 2 : options.anchor === "end" ? x - width : x;
  return {
    markup:
      rect(left, y, width, height, height / 2, { fill }) +
      text(label, left + padX, y + height / 2 + cap / 2, spec, { fill: ink }).markup +
      arrow(left + padX + labelWidth + cap * 0.8, y + height / 2, arrowLength, ink, cap * 0.16),
    width,
    height,
  };
}

/** The kicker: a short rule and spaced capitals. */
export function kicker(
  value: string,
  x: number,
  y: number,
  fill: string,
  options: { cap?: number; rule?: string; anchor?: "start" | "middle" } = {},
): { markup: string; width: number } {
  const cap = options.cap ?? 17;
  const spec = labelSpec(cap);
  const ruleWidth = cap * 2.2;
  const total = ruleWidth + cap * 0.9 + textWidth(spec, value);
  const left = options.anchor === "middle" ? x - total / 2 : x;
  return {
    markup:
      rect(left, y + cap / 2 - 1.5, ruleWidth, 3, 1.5, { fill: options.rule ?? fill }) +
      text(value, left + ruleWidth + cap * 0.9, y + cap, spec, { fill }).markup,
    width: total,
  };
}
