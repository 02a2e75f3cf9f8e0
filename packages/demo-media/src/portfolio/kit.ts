import type { TextAnchor } from "../font/text-outline";
import type { GradientStop } from "../svg";
import { linearGradient, num, radialGradient, svgDocument } from "../svg";
import { type, type TypeSpec } from "../typography";

/**
 * Shared drawing kit for the portfolio artwork: a sheet that hands out unique ids for the
 * gradients, clips and filters a composition needs, type set as outlines, wrapped paragraphs,
 * and the device frames (browser window, phone, tablet) that the website mockups sit in.
 */

export class Sheet {
  private readonly defs: string[] = [];
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** A linear gradient in user space; returns the `url(#…)` to fill with. */
  linear(points: readonly [number, number, number, number], stops: readonly GradientStop[]): string {
    const id = this.id("lg");
    this.def(linearGradient(id, points, stops));
    return `url(#${id})`;
  }

  radial(centre: { cx: number; cy: number; r: number }, stops: readonly GradientStop[]): string {
    const id = this.id("rg");
    this.def(radialGradient(id, centre, stops));
    return `url(#${id})`;
  }

  /** A clip path from shapes; returns the `clip-path` attribute value. */
  clip(shapes: string): string {
    const id = this.id("clip");
    this.def(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /**
   * A Gaussian blur over the whole sheet. sRGB interpolation and a canvas-wide region, because
   * librsvg's default linearRGB lifts faint tails into a haze and a tight region shows its edge.
   */
  blur(deviation: number): string {
    const id = this.id("blur");
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="-200" y="-200" width="${this.width + 400}" height="${this.height + 400}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${num(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /**
   * Film or print grain: seeded fractal noise, grey, at `opacity`, over the sheet or a box at the
   * local origin. Deterministic (feTurbulence has an explicit seed); drawn over the finished picture.
   */
  grain({
    opacity,
    frequency = 0.9,
    seed = 7,
    width = this.width,
    height = this.height,
  }: {
    opacity: number;
    frequency?: number;
    seed?: number;
    width?: number;
    height?: number;
  }): string {
    const id = this.id("grain");
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${num(width)}" height="${num(height)}" color-interpolation-filters="sRGB">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  1.6 0 0 0 -0.55"/></filter>`,
    );
    return `<rect width="${num(width)}" height="${num(height)}" filter="url(#${id})" opacity="${num(opacity, 3)}"/>`;
  }

  svg(title: string, body: string): string {
    return svgDocument({ width: this.width, height: this.height, title, defs: this.defs.join(""), body });
  }
}

/** Text as an outline path, filled: `text(spec, "Hello", x, y, "#fff")`. */
export function text(
  spec: TypeSpec,
  content: string,
  x: number,
  y: number,
  fill: string,
  anchor: TextAnchor = "start",
  extra = "",
): string {
  const set = type(spec).set(content, x, y, anchor);
  return `<path d="${set.d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function textWidth(spec: TypeSpec, content: string): number {
  return type(spec).set(content, 0, 0).width;
}

/** Greedy word wrap to `maxWidth`. */
export function wrap(spec: TypeSpec, content: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of content.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(spec, candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A wrapped paragraph; returns the markup and the baseline of its last line. */
export function paragraph(
  spec: TypeSpec,
  content: string,
  {
    x,
    y,
    width,
    leading,
    fill,
    maxLines,
  }: { x: number; y: number; width: number; leading: number; fill: string; maxLines?: number },
): { markup: string; bottom: number; lines: number } {
  let lines = wrap(spec, content, width);
  if (maxLines !== undefined && lines.length > maxLines) {
    lines = lines.slice(0, maxLines);
    lines[maxLines - 1] = `${(lines[maxLines - 1] as string).replace(/[\s,.;:]*\S*$/, "")}…`;
  }
  const markup = lines.map((line, i) => text(spec, line, x, y + i * leading, fill)).join("");
  return { markup, bottom: y + (lines.length - 1) * leading, lines: lines.length };
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function rounded(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function group(transform: string, content: string, extra = ""): string {
  return `<g transform="${transform}"${extra ? ` ${extra}` : ""}>${content}</g>`;
}

export const translate = (x: number, y: number) => `translate(${num(x)} ${num(y)})`;

/** A soft shadow under a rounded box: a blurred copy, offset downwards. */
export function shadow(
  sheet: Sheet,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  { blur = 28, opacity = 0.5, dy = 18 } = {},
): string {
  return rounded(x, y + dy, w, h, r, "#000", `opacity="${num(opacity, 3)}" filter="${sheet.blur(blur)}"`);
}

/** Draws `content(width, height)` inside a box, clipped to it, with (0, 0) at the box's corner. */
export function viewport(
  sheet: Sheet,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  content: (w: number, h: number) => string,
): string {
  const clip = sheet.clip(`<rect x="0" y="0" width="${num(w)}" height="${num(h)}" rx="${num(r)}"/>`);
  return group(translate(x, y), `<g clip-path="${clip}">${content(w, h)}</g>`);
}

const ui = (cap: number, wght = 500): TypeSpec => ({ family: "inter", axes: { wght, opsz: 14 }, cap });

/** A desktop browser window; `content` draws the page at (0, 0) in a viewport below the toolbar. */
export function browser(
  sheet: Sheet,
  {
    x,
    y,
    w,
    h,
    url,
    dark = false,
    radius = 14,
  }: { x: number; y: number; w: number; h: number; url: string; dark?: boolean; radius?: number },
  content: (w: number, h: number) => string,
): string {
  const bar = Math.round(Math.max(30, w * 0.036));
  const chrome = dark ? "#1d1d20" : "#ececef";
  const pill = dark ? "#2a2a2e" : "#ffffff";
  const ink = dark ? "#a7a5aa" : "#55535a";
  const dot = bar * 0.2;
  const pillW = Math.min(w * 0.46, 560);
  const parts = [
    shadow(sheet, x, y, w, h, radius, { blur: 30, opacity: 0.55, dy: 22 }),
    rounded(x, y, w, h, radius, chrome),
    ...["#ff5f57", "#febc2e", "#28c840"].map((colour, i) =>
      circle(x + bar * 0.62 + i * dot * 3.1, y + bar / 2, dot, colour),
    ),
    rounded(x + (w - pillW) / 2, y + bar * 0.2, pillW, bar * 0.6, bar * 0.3, pill),
    // A padlock before the address.
    rounded(x + (w - pillW) / 2 + bar * 0.42, y + bar * 0.47, bar * 0.22, bar * 0.17, 1.5, ink),
    `<path d="M${num(x + (w - pillW) / 2 + bar * 0.46)} ${num(y + bar * 0.48)}v-${num(bar * 0.05)}a${num(bar * 0.07)} ${num(bar * 0.07)} 0 0 1 ${num(bar * 0.14)} 0v${num(bar * 0.05)}" fill="none" stroke="${ink}" stroke-width="${num(Math.max(1, bar * 0.035))}"/>`,
    text(ui(bar * 0.2), url, x + (w - pillW) / 2 + bar * 0.8, y + bar * 0.6, ink),
    viewport(sheet, x, y + bar, w, h - bar, 0, content),
  ];
  // Round the bottom corners of the page area by masking them with the window's own shape.
  const frameClip = sheet.clip(
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(radius)}"/>`,
  );
  return `${parts[0]}<g clip-path="${frameClip}">${parts.slice(1).join("")}</g>${rounded(x, y, w, h, radius, "none", `stroke="#ffffff" stroke-opacity="${dark ? 0.08 : 0.25}" stroke-width="1"`)}`;
}

/** A phone: dark bezel, rounded screen, a camera island. */
export function phone(
  sheet: Sheet,
  { x, y, w, h, shadowOpacity = 0.55 }: { x: number; y: number; w: number; h: number; shadowOpacity?: number },
  content: (w: number, h: number) => string,
): string {
  const r = w * 0.15;
  const bezel = w * 0.035;
  return [
    shadow(sheet, x, y, w, h, r, { blur: 26, opacity: shadowOpacity, dy: 20 }),
    rounded(x, y, w, h, r, "#0d0d0f", `stroke="#3a393d" stroke-width="${num(w * 0.008)}"`),
    viewport(sheet, x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, r - bezel, content),
    rounded(x + w / 2 - w * 0.13, y + bezel + w * 0.03, w * 0.26, w * 0.075, w * 0.0375, "#000"),
  ].join("");
}

/** A tablet in landscape: even bezel, gentle corners. */
export function tablet(
  sheet: Sheet,
  { x, y, w, h }: { x: number; y: number; w: number; h: number },
  content: (w: number, h: number) => string,
): string {
  const r = w * 0.04;
  const bezel = w * 0.028;
  return [
    shadow(sheet, x, y, w, h, r, { blur: 30, opacity: 0.55, dy: 22 }),
    rounded(x, y, w, h, r, "#111113", `stroke="#3a393d" stroke-width="${num(w * 0.003)}"`),
    viewport(sheet, x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, r * 0.4, content),
    circle(x + bezel / 2, y + h / 2, w * 0.004, "#2a2a2e"),
  ].join("");
}

/** Status bar of a phone screen: time and the usual glyphs. */
export function statusBar(w: number, ink: string): string {
  const s = w / 390;
  return [
    text(ui(11 * s, 600), "9:41", 30 * s, 32 * s, ink),
    ...[0, 1, 2, 3].map((i) =>
      rounded(w - 96 * s + i * 5.5 * s, 32 * s - (4 + i * 2.4) * s, 3.6 * s, (4 + i * 2.4) * s, 1 * s, ink),
    ),
    rounded(
      w - 60 * s,
      21.5 * s,
      25 * s,
      12 * s,
      3.5 * s,
      "none",
      `stroke="${ink}" stroke-opacity="0.5" stroke-width="${num(1 * s)}"`,
    ),
    rounded(w - 58 * s, 23.5 * s, 18 * s, 8 * s, 2 * s, ink),
  ].join("");
}

/** The studio backdrop the mockups are staged on: near-black with a warm light from one side. */
export function stage(sheet: Sheet, { tint, glowAt }: { tint: string; glowAt: [number, number] }): string {
  const { width: w, height: h } = sheet;
  const ground = sheet.linear(
    [0, 0, w, h],
    [
      { offset: 0, color: "#18171a" },
      { offset: 1, color: "#0b0b0c" },
    ],
  );
  const glow = sheet.radial(
    { cx: glowAt[0] * w, cy: glowAt[1] * h, r: Math.max(w, h) * 0.85 },
    Array.from({ length: 9 }, (_, i) => ({ offset: i / 8, color: tint, opacity: 0.42 * (1 - i / 8) ** 2.2 })),
  );
  return `${rect(0, 0, w, h, ground)}${rect(0, 0, w, h, glow)}`;
}

/** A right-pointing arrow (the fonts' Latin subset has none), `length` long, centred on y. */
export function arrow(
  x: number,
  y: number,
  length: number,
  stroke: string,
  weight = length * 0.12,
  direction: 1 | -1 = 1,
): string {
  const head = length * 0.38;
  const tip = x + (direction === 1 ? length : 0);
  const tail = x + (direction === 1 ? 0 : length);
  return `<path d="M${num(tail)} ${num(y)}H${num(tip)}M${num(tip - direction * head)} ${num(y - head)}L${num(tip)} ${num(y)}L${num(tip - direction * head)} ${num(y + head)}" fill="none" stroke="${stroke}" stroke-width="${num(weight)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Text followed by an arrow, centred on `x` as a unit. */
export function textArrow(spec: TypeSpec, content: string, x: number, y: number, fill: string): string {
  const set = type(spec).set(content, 0, 0);
  const cap = -set.bounds.y0;
  const length = cap * 1.15;
  const gap = cap * 0.6;
  const left = x - (set.width + gap + length) / 2;
  return text(spec, content, left, y, fill) + arrow(left + set.width + gap, y - cap / 2, length, fill, cap * 0.16);
}

/** A five-pointed star of outer radius r. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${num(cx + Math.cos(angle) * radius)} ${num(cy + Math.sin(angle) * radius)}`;
  });
  return `<path d="M${points.join("L")}Z" fill="${fill}"/>`;
}

/** A tick in a circle. */
export function check(cx: number, cy: number, r: number, fill: string, ink: string): string {
  return `${circle(cx, cy, r, fill)}<path d="M${num(cx - r * 0.45)} ${num(cy + r * 0.02)}l${num(r * 0.32)} ${num(r * 0.32)}l${num(r * 0.6)} -${num(r * 0.66)}" fill="none" stroke="${ink}" stroke-width="${num(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
