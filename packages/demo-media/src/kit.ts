import type { Bounds } from "./art";
import type { FontFamily } from "./font/fonts";
import type { TextAnchor } from "./font/text-outline";
import { createPrng, type Prng } from "./prng";
import { siteData } from "./site-data";
import { glowStops, linearGradient, num, radialGradient, svgDocument, type GradientStop, stops, stopsAt } from "./svg";
import { type } from "./typography";

const palette = siteData("palette");
const brandMark = siteData("brandMark");

/**
 * The kit's one drawing kit, for every set: a Scene that hands out gradient, clip and filter ids
 * and holds a picture's layers, string builders for shapes (with one Paint for their attributes),
 * type set as outlines and "greeked" copy, cheap soft shadows, light pools, and the devices (phone,
 * browser, laptop, tablet) and backdrops the mockups share. Everything returns SVG markup; nothing
 * here touches the file system. Colour maths is in colour.ts, a set's own props beside the set.
 */

/** The shop's gallery shots are 4:3. */
export const SHOT = { width: 1600, height: 1200 } as const;

export { palette };

type AttrValue = string | number | undefined | false;

/** ` key="value"` pairs for the defined entries; numbers are formatted identically on every run. */
export function attrs(map: Readonly<Record<string, AttrValue>>): string {
  return Object.entries(map)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== false)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value, 3) : value}"`)
    .join("");
}

export interface Paint {
  fill?: string;
  stroke?: string;
  /** Stroke width. */
  sw?: number;
  opacity?: number;
  fillOpacity?: number;
  strokeOpacity?: number;
  dash?: string;
  cap?: "round" | "butt" | "square";
  join?: "round" | "miter" | "bevel";
  transform?: string;
  rule?: "evenodd";
  /** A `url(#…)` from Scene.blur() or Scene.filter(). */
  filter?: string;
  /** A `url(#…)` from Scene.clip(). */
  clip?: string;
}

function paint(p: Paint): string {
  return attrs({
    fill: p.fill ?? (p.stroke ? "none" : undefined),
    stroke: p.stroke,
    "stroke-width": p.sw,
    opacity: p.opacity,
    "fill-opacity": p.fillOpacity,
    "stroke-opacity": p.strokeOpacity,
    "stroke-dasharray": p.dash,
    "stroke-linecap": p.cap,
    "stroke-linejoin": p.join,
    "fill-rule": p.rule,
    transform: p.transform,
    filter: p.filter,
    "clip-path": p.clip,
  });
}

export function rect(x: number, y: number, w: number, h: number, r = 0, p: Paint = {}): string {
  return `<rect${attrs({ x, y, width: Math.max(0, w), height: Math.max(0, h), rx: r > 0 ? Math.min(r, w / 2, h / 2) : undefined })}${paint(p)}/>`;
}

export function circle(cx: number, cy: number, r: number, p: Paint = {}): string {
  return `<circle${attrs({ cx, cy, r })}${paint(p)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, p: Paint = {}): string {
  return `<ellipse${attrs({ cx, cy, rx, ry })}${paint(p)}/>`;
}

export function path(d: string, p: Paint = {}): string {
  return `<path d="${d}"${paint(p)}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, p: Paint = {}): string {
  return path(`M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`, p);
}

export function g(
  content: string | readonly string[],
  options: { transform?: string; opacity?: number; clip?: string; filter?: string } = {},
): string {
  const inner = typeof content === "string" ? content : content.join("");
  return `<g${attrs({ transform: options.transform, opacity: options.opacity, "clip-path": options.clip, filter: options.filter })}>${inner}</g>`;
}

export const rotate = (degrees: number, cx = 0, cy = 0) => `rotate(${num(degrees, 3)} ${num(cx)} ${num(cy)})`;
export const translate = (x: number, y: number) => `translate(${num(x, 3)} ${num(y, 3)})`;

/** A point on the picture. */
export type Pt = readonly [number, number];

/** A closed polygon through screen points, as path data. */
export function poly(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${num(x, 1)} ${num(y, 1)}`).join("L")}Z`;
}

/** The bounds of screen points. */
export function boundsOf(points: readonly Pt[]): Bounds {
  return {
    x0: Math.min(...points.map((p) => p[0])),
    y0: Math.min(...points.map((p) => p[1])),
    x1: Math.max(...points.map((p) => p[0])),
    y1: Math.max(...points.map((p) => p[1])),
  };
}

/** A smooth closed or open curve through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly (readonly [number, number])[], closed = false): string {
  const n = points.length;
  const at = (i: number) => points[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))] as readonly [number, number];
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d +=
      `C${num(p1[0] + (p2[0] - p0[0]) / 6)} ${num(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${num(p2[0] - (p3[0] - p1[0]) / 6)} ${num(p2[1] - (p3[1] - p1[1]) / 6)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** A rounded rect as path data (for clip paths and shadows that need `d`). */
function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const k = Math.min(r, w / 2, h / 2);
  if (k <= 0) return `M${num(x)} ${num(y)}H${num(x + w)}V${num(y + h)}H${num(x)}Z`;
  return (
    `M${num(x + k)} ${num(y)}H${num(x + w - k)}A${num(k)} ${num(k)} 0 0 1 ${num(x + w)} ${num(y + k)}` +
    `V${num(y + h - k)}A${num(k)} ${num(k)} 0 0 1 ${num(x + w - k)} ${num(y + h)}` +
    `H${num(x + k)}A${num(k)} ${num(k)} 0 0 1 ${num(x)} ${num(y + h - k)}V${num(y + k)}A${num(k)} ${num(k)} 0 0 1 ${num(x + k)} ${num(y)}Z`
  );
}

/**
 * One picture being drawn: it owns the ids of its gradients, clips and filters (counted, so the same
 * drawing always yields the same ids), a seeded PRNG for any scatter (the same seed, the same
 * scatter on every machine), and the layers added to it.
 */
export class Scene {
  readonly random: Prng;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;
  /** Fills made once per picture and shared by every shape that uses them. */
  private readonly shared = new Map<string, string>();
  private readonly shadowCache = new Map<string, ShadowPaints>();

  constructor(
    seed: string,
    readonly width: number,
    readonly height: number,
  ) {
    this.random = createPrng(seed);
  }

  /** A fresh id for something in the picture's defs. */
  id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** A userSpaceOnUse linear gradient from (x1, y1) to (x2, y2); returns `url(#id)`. */
  linear(coords: readonly [number, number, number, number], stops: readonly GradientStop[]): string {
    const id = this.id("l");
    this.defs.push(linearGradient(id, coords, stops));
    return `url(#${id})`;
  }

  /** Two-colour shorthand for `linear`. */
  fade(coords: readonly [number, number, number, number], from: string, to: string): string {
    return this.linear(coords, stops(from, to));
  }

  radial(centre: { cx: number; cy: number; r: number }, stops: readonly GradientStop[]): string {
    const id = this.id("r");
    this.defs.push(radialGradient(id, centre, stops));
    return `url(#${id})`;
  }

  /** A clip path from shapes; returns the `clip-path` attribute value. */
  clip(shapes: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A filter of the given primitives over `region` (the whole picture unless given); returns its `url(#…)`. */
  filter(
    primitives: string,
    {
      interpolation = "sRGB",
      region = `filterUnits="userSpaceOnUse" x="0" y="0" width="${this.width}" height="${this.height}"`,
    }: { interpolation?: "sRGB" | "linearRGB"; region?: string } = {},
  ): string {
    const id = this.id("f");
    this.defs.push(
      `<filter id="${id}" ${region} color-interpolation-filters="${interpolation}">${primitives}</filter>`,
    );
    return `url(#${id})`;
  }

  /**
   * A Gaussian blur over the whole sheet and beyond, for a shape's `filter`. sRGB interpolation,
   * because librsvg's default linearRGB lifts faint tails into a haze, and a region wider than the
   * picture, because a tight one shows its edge.
   */
  blur(deviation: number): string {
    const region = `filterUnits="userSpaceOnUse" x="-200" y="-200" width="${this.width + 400}" height="${this.height + 400}"`;
    return this.filter(`<feGaussianBlur stdDeviation="${num(deviation)}"/>`, { region });
  }

  /**
   * Content blurred as one layer: shadows, occlusion, glare, light spill. Each filter costs librsvg
   * ~20 ms however small its shape and more the larger its region, so blur layers, never single
   * shapes. The region is `bounds` grown by three deviations, the whole picture with "picture", or
   * else the content's own bounding box with a generous margin.
   */
  soft(
    content: string | readonly string[],
    deviation: number,
    { opacity = 1, bounds }: { opacity?: number; bounds?: Bounds | "picture" } = {},
  ): string {
    const inner = typeof content === "string" ? content : content.join("");
    if (!inner) return "";
    const m = deviation * 3;
    const region =
      bounds === "picture"
        ? undefined
        : bounds
          ? `filterUnits="userSpaceOnUse" x="${num(bounds.x0 - m)}" y="${num(bounds.y0 - m)}" width="${num(bounds.x1 - bounds.x0 + m * 2)}" height="${num(bounds.y1 - bounds.y0 + m * 2)}"`
          : `x="-0.6" y="-0.6" width="2.2" height="2.2"`;
    const filter = this.filter(`<feGaussianBlur stdDeviation="${num(deviation, 2)}"/>`, { region });
    return `<g filter="${filter}"${opacity < 1 ? ` opacity="${num(opacity, 3)}"` : ""}>${inner}</g>`;
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
    const filter = this.filter(
      `<feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  1.6 0 0 0 -0.55"/>`,
      { region: `filterUnits="userSpaceOnUse" x="0" y="0" width="${num(width)}" height="${num(height)}"` },
    );
    return `<rect width="${num(width)}" height="${num(height)}" filter="${filter}" opacity="${num(opacity, 3)}"/>`;
  }

  /** A fill made once per picture under `key`. */
  private sharedFill(key: string, make: (id: string) => string): string {
    let fill = this.shared.get(key);
    if (!fill) {
      const id = this.id("p");
      this.defs.push(make(id));
      fill = `url(#${id})`;
      this.shared.set(key, fill);
    }
    return fill;
  }

  /**
   * A fill for soft round shapes (cloud puffs, haze): solid in the middle, fading at the rim. In
   * the shape's own bounding box, so one gradient serves every shape of that colour.
   */
  puff(color: string, opacity = 1, core = 0.55): string {
    return this.sharedFill(`puff ${color} ${opacity} ${core}`, (id) => {
      const list = [0, core, core + (1 - core) * 0.35, core + (1 - core) * 0.7, 1].map((offset, i) => ({
        offset,
        opacity: opacity * ([1, 1, 0.62, 0.2, 0][i] as number),
      }));
      return `<radialGradient id="${id}">${list.map((stop) => `<stop offset="${num(stop.offset, 3)}" stop-color="${color}" stop-opacity="${num(stop.opacity, 3)}"/>`).join("")}</radialGradient>`;
    });
  }

  /**
   * A fill that models a round form lit from the upper left (a leaf clump, a shrub): `light` at
   * the highlight, `colour` across the body, `dark` at the shaded rim. Bounding-box units, shared.
   */
  sphere(colour: string, light: string, dark: string): string {
    return this.sharedFill(
      `sphere ${colour} ${light} ${dark}`,
      (id) =>
        `<radialGradient id="${id}" cx="0.45" cy="0.45" r="0.6" fx="0.32" fy="0.28"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${colour}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
    );
  }

  /** A soft elliptical pool of light (or, in black, of shade), from a smooth radial falloff. */
  pool(cx: number, cy: number, rx: number, ry: number, color: string, peak: number): string {
    const fill = this.radial({ cx: 0, cy: 0, r: 1 }, glowStops(color, peak, 10));
    return `<ellipse cx="0" cy="0" rx="1" ry="1" fill="${fill}" transform="translate(${num(cx, 2)} ${num(cy, 2)}) scale(${num(rx, 3)} ${num(ry, 3)})"/>`;
  }

  /** Shared bounding-box gradients for shadowRect(), one set per colour and opacity. */
  shadowPaints(color: string, opacity: number): ShadowPaints {
    const key = `${color} ${opacity}`;
    let paints = this.shadowCache.get(key);
    if (!paints) {
      const stops = shadowStops(color, opacity);
      const linear = (x1: number, y1: number, x2: number, y2: number) => {
        const id = this.id("s");
        this.defs.push(`<linearGradient id="${id}"${attrs({ x1, y1, x2, y2 })}>${stopsMarkup(stops)}</linearGradient>`);
        return `url(#${id})`;
      };
      const radial = (cx: number, cy: number) => {
        const id = this.id("s");
        this.defs.push(
          `<radialGradient id="${id}"${attrs({ cx, cy, r: 1, fx: cx, fy: cy })}>${stopsMarkup(stops)}</radialGradient>`,
        );
        return `url(#${id})`;
      };
      const coreId = this.id("s");
      this.defs.push(
        `<linearGradient id="${coreId}">${stopsMarkup([stops[0] as GradientStop, { ...(stops[0] as GradientStop), offset: 1 }])}</linearGradient>`,
      );
      paints = {
        core: `url(#${coreId})`,
        top: linear(0, 1, 0, 0),
        bottom: linear(0, 0, 0, 1),
        left: linear(1, 0, 0, 0),
        right: linear(0, 0, 1, 0),
        topLeft: radial(1, 1),
        topRight: radial(0, 1),
        bottomLeft: radial(1, 0),
        bottomRight: radial(0, 0),
      };
      this.shadowCache.set(key, paints);
    }
    return paints;
  }

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  /** The finished picture as an SVG document; `title` is its accessible name. */
  svg(title: string): string {
    return svgDocument({
      width: this.width,
      height: this.height,
      title,
      defs: this.defs.join(""),
      body: this.body.join(""),
    });
  }
}

interface ShadowPaints {
  core: string;
  top: string;
  bottom: string;
  left: string;
  right: string;
  topLeft: string;
  topRight: string;
  bottomLeft: string;
  bottomRight: string;
}

function stopsMarkup(list: readonly GradientStop[]): string {
  return list
    .map(({ offset, color, opacity }) => `<stop${attrs({ offset, "stop-color": color, "stop-opacity": opacity })}/>`)
    .join("");
}

export interface ShadowOptions {
  /** Softness, in px (roughly twice a Gaussian deviation). */
  blur?: number;
  /** Darkness where the layers all overlap. */
  opacity?: number;
  dx?: number;
  dy?: number;
  /** Grows (or shrinks) the shadow's footprint. */
  spread?: number;
  color?: string;
}

/** Alpha along a shadow's soft band, t = 0 at the solid core to 1 at the outer edge: a Gaussian-like falloff. */
function shadowStops(color: string, opacity: number): GradientStop[] {
  return Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    return { offset: t, color, opacity: opacity * Math.exp(-((2.3 * t) ** 2)) * (1 - t) ** 0.5 };
  });
}

/**
 * A soft shadow under a rectangle, drawn as nine gradient slices (a solid core, four linear edges
 * and four radial corners) instead of a blur filter: as smooth, and many times faster to rasterise,
 * which keeps a run of the whole shop set within a few seconds. The slices meet on whole pixels
 * with crisp edges, so no seams show where they join.
 */
export function shadowRect(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  options: ShadowOptions = {},
): string {
  const { blur = 40, opacity = 0.5, dx = 0, dy = 18, spread = 0, color = "#000" } = options;
  const band = Math.max(2, Math.round(blur * 2));
  const inset = blur * 0.6 - spread;
  const span = (from: number, size: number): [number, number] => {
    let a = from + inset;
    let b = from + size - inset;
    if (b - a < 2) a = b = from + size / 2;
    return [Math.round(a), Math.max(Math.round(a), Math.round(b))];
  };
  const [x0, x1] = span(x + dx, w);
  const [y0, y1] = span(y + dy, h);
  const paints = scene.shadowPaints(color, opacity);
  const piece = (px: number, py: number, pw: number, ph: number, fill: string) =>
    pw > 0 && ph > 0 ? `<rect${attrs({ x: px, y: py, width: pw, height: ph, fill })}/>` : "";
  return (
    `<g shape-rendering="crispEdges">` +
    piece(x0, y0, x1 - x0, y1 - y0, paints.core) +
    piece(x0, y0 - band, x1 - x0, band, paints.top) +
    piece(x0, y1, x1 - x0, band, paints.bottom) +
    piece(x0 - band, y0, band, y1 - y0, paints.left) +
    piece(x1, y0, band, y1 - y0, paints.right) +
    piece(x0 - band, y0 - band, band, band, paints.topLeft) +
    piece(x1, y0 - band, band, band, paints.topRight) +
    piece(x0 - band, y1, band, band, paints.bottomLeft) +
    piece(x1, y1, band, band, paints.bottomRight) +
    `</g>`
  );
}

/** A soft round shadow (under a circle, or a contact shadow under an object), from one radial gradient. */
export function shadowCircle(
  scene: Scene,
  cx: number,
  cy: number,
  r: number,
  options: ShadowOptions & { squash?: number } = {},
): string {
  const { blur = 30, opacity = 0.5, dx = 0, dy = 14, spread = 0, color = "#000", squash = 1 } = options;
  const core = Math.max(0, r + spread - blur * 0.6);
  const outer = core + blur * 2;
  const stops = [
    { offset: 0, color, opacity },
    ...shadowStops(color, opacity).map((stop) => ({ ...stop, offset: (core + stop.offset * (outer - core)) / outer })),
  ];
  const fill = scene.radial({ cx: 0, cy: 0, r: 1 }, stops);
  return `<ellipse${attrs({ cx: 0, cy: 0, rx: 1, ry: 1, fill, transform: `${translate(cx + dx, cy + dy)} scale(${num(outer, 3)} ${num(outer * squash, 3)})` })}/>`;
}

/** A soft pool of light: a circle filled with a smooth radial falloff. */
export function glow(scene: Scene, cx: number, cy: number, r: number, color: string, peak: number): string {
  return circle(cx, cy, r, { fill: scene.radial({ cx, cy, r }, glowStops(color, peak, 12)) });
}

/** An elliptical pool of light, for light falling on a floor or wall at an angle. */
export function glowEllipse(
  scene: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  peak: number,
): string {
  const fill = scene.radial({ cx: 0, cy: 0, r: 1 }, glowStops(color, peak, 12));
  return `<ellipse${attrs({ cx: 0, cy: 0, rx: 1, ry: 1, fill, transform: `${translate(cx, cy)} scale(${num(rx, 3)} ${num(ry, 3)})` })}/>`;
}

/** Darkens the edges, the way a lens and a lit set do, from `from` of the way out to the corners. */
export function vignette(scene: Scene, strength = 0.55, from = 0.55): string {
  const { width, height } = scene;
  const r = Math.hypot(width, height) / 2;
  const fill = scene.radial(
    { cx: width / 2, cy: height / 2, r },
    stopsAt([0, "#000", 0], [from, "#000", 0], [from + 0.25, "#000", strength * 0.45], [1, "#000", strength]),
  );
  return rect(0, 0, width, height, 0, { fill });
}

/**
 * The studio set every shot shares: a charcoal ground lit by a warm key light from one side.
 * `glowAt` places the light; `warmth` is how much ember it throws.
 */
export function studioBackdrop(
  scene: Scene,
  options: {
    glowAt?: readonly [number, number];
    warmth?: number;
    radius?: number;
    ground?: readonly [string, string];
  } = {},
): string {
  const { width, height } = scene;
  const [gx, gy] = options.glowAt ?? [width * 0.78, height * 0.12];
  const warmth = options.warmth ?? 0.34;
  const [from, to] = options.ground ?? [palette.backgroundSecondary, palette.background];
  return [
    rect(0, 0, width, height, 0, { fill: scene.fade([0, 0, width * 0.4, height], from, to) }),
    glow(scene, gx, gy, options.radius ?? width * 0.75, palette.accent, warmth),
    glow(scene, gx, gy, (options.radius ?? width * 0.75) * 0.4, palette.accentGlow, warmth * 0.45),
    vignette(scene, 0.5),
  ].join("");
}

/** Hairline grid, like a cutting mat or a designer's artboard. */
export function gridLines(x: number, y: number, w: number, h: number, step: number, p: Paint): string {
  const parts: string[] = [];
  for (let gx = x; gx <= x + w + 0.01; gx += step) parts.push(`M${num(gx)} ${num(y)}V${num(y + h)}`);
  for (let gy = y; gy <= y + h + 0.01; gy += step) parts.push(`M${num(x)} ${num(gy)}H${num(x + w)}`);
  return path(parts.join(""), { fill: "none", ...p });
}

export interface FontSpec {
  family: FontFamily;
  wght?: number;
  /** Archivo's width axis, 62 to 125. */
  wdth?: number;
  /** Inter's optical size, 14 to 32. */
  opsz?: number;
  /** Cap height in px (or give `size`). */
  cap?: number;
  size?: number;
  /** Letter-spacing in em. */
  tracking?: number;
}

export interface SetLine {
  markup: string;
  width: number;
  bounds: { x0: number; y0: number; x1: number; y1: number };
}

/** One line of real type, set as outlines. */
export function text(
  value: string,
  x: number,
  y: number,
  spec: FontSpec,
  p: Paint & { anchor?: TextAnchor } = {},
): SetLine {
  const axes: Record<string, number> = {};
  if (spec.wght !== undefined) axes.wght = spec.wght;
  if (spec.wdth !== undefined) axes.wdth = spec.wdth;
  if (spec.opsz !== undefined) axes.opsz = spec.opsz;
  const set = type({ family: spec.family, axes, cap: spec.cap, size: spec.size, tracking: spec.tracking ?? 0 }).set(
    value,
    x,
    y,
    p.anchor ?? "start",
  );
  return { markup: set.d ? path(set.d, p) : "", width: set.width, bounds: set.bounds };
}

/**
 * `text(...).markup`, remembered by text, position and style: text outlines are the slow part of a
 * frame, and a video sets the same lines in every frame.
 */
const setCache = new Map<string, string>();
export function ct(
  value: string,
  x: number,
  y: number,
  spec: FontSpec,
  p: Paint & { anchor?: TextAnchor } = {},
): string {
  const key = JSON.stringify([value, x, y, spec, p]);
  let markup = setCache.get(key);
  if (markup === undefined) {
    markup = t(value, x, y, spec, p);
    setCache.set(key, markup);
  }
  return markup;
}

/** Shorthand for `text(...).markup`. */
export function t(
  value: string,
  x: number,
  y: number,
  spec: FontSpec,
  p: Paint & { anchor?: TextAnchor } = {},
): string {
  return text(value, x, y, spec, p).markup;
}

/** Lines of text, one baseline every `leading` px. */
export function lines(
  values: readonly string[],
  x: number,
  y: number,
  leading: number,
  spec: FontSpec,
  p: Paint & { anchor?: TextAnchor } = {},
): string {
  return values.map((value, i) => t(value, x, y + i * leading, spec, p)).join("");
}

/** Type presets the mockups reuse. */
export const fonts = {
  display: (cap: number, wght = 780, wdth = 100, tracking = -0.02): FontSpec => ({
    family: "archivo",
    wght,
    wdth,
    cap,
    tracking,
  }),
  italic: (cap: number, wght = 600, wdth = 100, tracking = -0.01): FontSpec => ({
    family: "archivoItalic",
    wght,
    wdth,
    cap,
    tracking,
  }),
  ui: (cap: number, wght = 500, tracking = 0): FontSpec => ({
    family: "inter",
    wght,
    opsz: cap > 14 ? 32 : 14,
    cap,
    tracking,
  }),
  label: (cap: number, wght = 600, tracking = 0.18): FontSpec => ({ family: "inter", wght, opsz: 14, cap, tracking }),
};

/**
 * "Greeked" copy: rounded bars standing in for running text, as design mockups show body copy
 * too small to read. Lengths vary (seeded) and the last line of the paragraph is short.
 */
export function greek(
  random: Prng,
  x: number,
  y: number,
  w: number,
  count: number,
  options: {
    h?: number;
    gap?: number;
    fill?: string;
    opacity?: number;
    last?: number;
    align?: "start" | "middle";
  } = {},
): string {
  const { h = 6, gap = 14, fill = palette.subtext, opacity, last = 0.55, align = "start" } = options;
  const bars = Array.from({ length: count }, (_, i) => {
    const share = i === count - 1 && count > 1 ? last * random.range(0.8, 1.15) : random.range(0.86, 1);
    const bw = w * Math.min(1, share);
    const bx = align === "middle" ? x + (w - bw) / 2 : x;
    return rect(bx, y + i * gap, bw, h, h / 2);
  });
  return `<g${attrs({ fill, "fill-opacity": opacity })}>${bars.join("")}</g>`;
}

/** The Ember mark, `height` px tall with its ink's top-left at (x, y). */
export function emberMark(x: number, y: number, height: number, p: Paint = { fill: palette.accent }): string {
  const { x0, y0, y1 } = brandMark.bounds;
  const scale = height / (y1 - y0);
  return path(brandMark.path, {
    ...p,
    transform: `${translate(x - x0 * scale, y - y0 * scale)} scale(${num(scale, 4)})`,
  });
}

export const emberMarkWidth = (height: number) =>
  ((brandMark.bounds.x1 - brandMark.bounds.x0) / (brandMark.bounds.y1 - brandMark.bounds.y0)) * height;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * A phone, front on: graphite frame, rounded screen with the camera island, and whatever the
 * caller draws into the screen box (clipped to its corners). `w` is the body width; height is 2.05w.
 */
export function phone(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  screen: (box: Box) => string,
  options: { shadow?: boolean; shadowOpacity?: number; frame?: "graphite" | "silver"; height?: number } = {},
): string {
  const h = options.height ?? w * 2.05;
  const r = w * 0.165;
  const bezel = w * 0.042;
  const box = { x: x + bezel, y: y + bezel, w: w - bezel * 2, h: h - bezel * 2 };
  const sr = r - bezel;
  const silver = options.frame === "silver";
  const frame = scene.linear(
    [x, y, x + w, y + h * 0.3],
    stopsAt(
      [0, silver ? "#d9d6d0" : "#4a4a4f"],
      [0.18, silver ? "#8f8c87" : "#1d1d20"],
      [0.82, silver ? "#a9a59f" : "#2a2a2e"],
      [1, silver ? "#e8e5df" : "#55555b"],
    ),
  );
  const clip = scene.clip(path(roundedRectPath(box.x, box.y, box.w, box.h, sr)));
  const glare = scene.linear(
    [box.x, box.y, box.x + box.w, box.y + box.h * 0.6],
    stopsAt([0, "#fff", 0.09], [0.42, "#fff", 0.02], [0.4201, "#fff", 0], [1, "#fff", 0]),
  );
  const island = rect(x + w / 2 - w * 0.15, box.y + w * 0.035, w * 0.3, w * 0.085, w * 0.0425, { fill: "#050505" });
  const buttons =
    rect(x - w * 0.012, y + h * 0.2, w * 0.014, h * 0.05, 2, { fill: silver ? "#b5b1ab" : "#2f2f33" }) +
    rect(x - w * 0.012, y + h * 0.28, w * 0.014, h * 0.08, 2, { fill: silver ? "#b5b1ab" : "#2f2f33" }) +
    rect(x + w - w * 0.002, y + h * 0.26, w * 0.014, h * 0.11, 2, { fill: silver ? "#b5b1ab" : "#2f2f33" });
  return [
    options.shadow === false
      ? ""
      : shadowRect(scene, x, y, w, h, { blur: w * 0.2, opacity: options.shadowOpacity ?? 0.6, dy: w * 0.1 }),
    buttons,
    rect(x, y, w, h, r, { fill: frame }),
    rect(x + w * 0.012, y + w * 0.012, w - w * 0.024, h - w * 0.024, r - w * 0.012, { fill: "#0a0a0b" }),
    g(
      [
        rect(box.x, box.y, box.w, box.h, 0, { fill: "#fff" }),
        screen(box),
        rect(box.x, box.y, box.w, box.h, 0, { fill: glare }),
      ],
      { clip },
    ),
    island,
  ].join("");
}

/** A browser window with a light or dark chrome bar, a URL pill and the page drawn into `content`. */
export function browser(
  scene: Scene,
  box: Box,
  url: string,
  content: (box: Box) => string,
  options: { theme?: "light" | "dark"; shadow?: boolean; radius?: number } = {},
): string {
  const { x, y, w, h } = box;
  const r = options.radius ?? 14;
  const bar = Math.max(30, w * 0.034);
  const dark = options.theme === "dark";
  const chrome = dark ? "#1f1f22" : "#ecebe8";
  const pill = dark ? "#2c2c30" : "#ffffff";
  const clip = scene.clip(path(roundedRectPath(x, y, w, h, r)));
  const dot = bar * 0.2;
  const dots = ["#ff5f57", "#febc2e", "#28c840"]
    .map((c, i) => circle(x + bar * 0.62 + i * dot * 3.2, y + bar / 2, dot, { fill: c }))
    .join("");
  const pw = Math.min(w * 0.42, 460);
  const px = x + w / 2 - pw / 2;
  const ph = bar * 0.6;
  const cap = ph * 0.36;
  const lock = path(
    `M${num(px + ph * 0.55)} ${num(y + bar / 2 - cap * 0.05)}h${num(cap * 1.05)}v${num(cap * 0.95)}h${num(-cap * 1.05)}Z` +
      `M${num(px + ph * 0.55 + cap * 0.2)} ${num(y + bar / 2 - cap * 0.05)}v${num(-cap * 0.3)}a${num(cap * 0.32)} ${num(cap * 0.32)} 0 0 1 ${num(cap * 0.64)} 0v${num(cap * 0.3)}`,
    { fill: "none", stroke: dark ? "#8a8781" : "#77746f", sw: Math.max(1, cap * 0.16) },
  );
  return [
    options.shadow === false ? "" : shadowRect(scene, x, y, w, h, { blur: w * 0.05, opacity: 0.55, dy: w * 0.025 }),
    g(
      [
        rect(x, y, w, h, 0, { fill: chrome }),
        content({ x, y: y + bar, w, h: h - bar }),
        rect(x, y, w, bar, 0, { fill: chrome }),
        rect(x, y + bar - 1, w, 1, 0, { fill: dark ? "#000" : "#d3d1cc", opacity: 0.8 }),
        dots,
        rect(px, y + (bar - ph) / 2, pw, ph, ph / 2, { fill: pill }),
        lock,
        t(url, px + ph * 0.55 + cap * 1.6, y + bar / 2 + cap / 2, fonts.ui(cap, 500), {
          fill: dark ? "#b9b5ae" : "#55524d",
        }),
      ],
      { clip },
    ),
    rect(x + 0.5, y + 0.5, w - 1, h - 1, r, {
      stroke: dark ? "#3a3a3f" : "#ffffff",
      sw: 1,
      strokeOpacity: dark ? 1 : 0.5,
    }),
  ].join("");
}

/** A laptop, front on: lid with a thin bezel and a base lip. `w` is the lid width. */
export function laptop(scene: Scene, x: number, y: number, w: number, screen: (box: Box) => string): string {
  const h = w * 0.64;
  const bezel = w * 0.022;
  const box = { x: x + bezel, y: y + bezel * 1.15, w: w - bezel * 2, h: h - bezel * 2.3 };
  const clip = scene.clip(rect(box.x, box.y, box.w, box.h));
  const baseW = w * 1.16;
  const baseX = x - (baseW - w) / 2;
  const baseY = y + h;
  const base = scene.linear(
    [0, baseY, 0, baseY + w * 0.035],
    stopsAt([0, "#d6d3ce"], [0.35, "#a7a39d"], [1, "#5d5a56"]),
  );
  return [
    shadowRect(scene, baseX + baseW * 0.05, baseY, baseW * 0.9, w * 0.03, {
      blur: w * 0.05,
      opacity: 0.7,
      dy: w * 0.02,
    }),
    rect(x, y, w, h, w * 0.022, { fill: "#121214" }),
    rect(x + 1, y + 1, w - 2, h - 2, w * 0.022, { stroke: "#3b3b40", sw: 2 }),
    g(screen(box), { clip }),
    path(
      `M${num(baseX)} ${num(baseY)}H${num(baseX + baseW)}V${num(baseY + w * 0.014)}Q${num(baseX + baseW)} ${num(baseY + w * 0.03)} ${num(baseX + baseW - w * 0.04)} ${num(baseY + w * 0.03)}` +
        `H${num(baseX + w * 0.04)}Q${num(baseX)} ${num(baseY + w * 0.03)} ${num(baseX)} ${num(baseY + w * 0.014)}Z`,
      { fill: base },
    ),
    rect(x + w / 2 - w * 0.08, baseY, w * 0.16, w * 0.008, w * 0.006, { fill: "#7d7a75" }),
  ].join("");
}

/** One designed shot: a caption-like title (used as the SVG's accessible name) and its drawing. */
export interface ShotDesign {
  title: string;
  /** Returns the complete SVG document; `label` becomes its accessible name. */
  draw(label: string): string;
}

/** Sets a line at `cap`, shrinking it until it fits `maxWidth`. */
export function fitText(
  value: string,
  x: number,
  y: number,
  maxWidth: number,
  spec: (cap: number) => FontSpec,
  cap: number,
  p: Paint & { anchor?: TextAnchor } = {},
): SetLine {
  let size = cap;
  let set = text(value, x, y, spec(size), p);
  while (set.width > maxWidth && size > 2) {
    size *= 0.94;
    set = text(value, x, y, spec(size), p);
  }
  return set;
}

const widths = new Map<string, number>();

/** The width `content` sets to in `spec`, remembered: fitting type measures the same words many times. */
export function textWidth(spec: FontSpec, content: string): number {
  const key = `${content}\u0000${JSON.stringify(spec)}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = text(content, 0, 0, spec).width;
    widths.set(key, width);
  }
  return width;
}

/** Greedy word wrap to `maxWidth`; a line that is one word too long stays on its own. */
export function wrap(spec: FontSpec, content: string, maxWidth: number): string[] {
  const result: string[] = [];
  let current = "";
  for (const word of content.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(spec, candidate) > maxWidth) {
      result.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) result.push(current);
  return result;
}

/** A wrapped paragraph, cut to `maxLines` with an ellipsis; returns the markup and the baseline of its last line. */
export function paragraph(
  spec: FontSpec,
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
  let rows = wrap(spec, content, width);
  if (maxLines !== undefined && rows.length > maxLines) {
    rows = rows.slice(0, maxLines);
    rows[maxLines - 1] = `${(rows[maxLines - 1] as string).replace(/[\s,.;:]*\S*$/, "")}…`;
  }
  return {
    markup: lines(rows, x, y, leading, spec, { fill }),
    bottom: y + (rows.length - 1) * leading,
    lines: rows.length,
  };
}

/** A drawing made at its own origin, `content(w, h)`, for a device screen or window that hands over a box. */
export const atOrigin =
  (content: (w: number, h: number) => string) =>
  (box: Box): string =>
    g(content(box.w, box.h), { transform: translate(box.x, box.y) });

/** Draws `content(width, height)` inside a box, clipped to it, with (0, 0) at the box's corner. */
export function viewport(
  scene: Scene,
  { x, y, w, h }: Box,
  r: number,
  content: (w: number, h: number) => string,
): string {
  const clip = scene.clip(rect(0, 0, w, h, r));
  return g(g(content(w, h), { clip }), { transform: translate(x, y) });
}

/** A tablet in landscape: even bezel, gentle corners; `content` draws the screen at its own origin. */
export function tablet(scene: Scene, box: Box, content: (w: number, h: number) => string): string {
  const { x, y, w, h } = box;
  const r = w * 0.04;
  const bezel = w * 0.028;
  return [
    shadowRect(scene, x, y, w, h, { blur: w * 0.05, opacity: 0.55, dy: w * 0.025 }),
    rect(x, y, w, h, r, { fill: "#111113", stroke: "#3a393d", sw: w * 0.003 }),
    viewport(scene, { x: x + bezel, y: y + bezel, w: w - 2 * bezel, h: h - 2 * bezel }, r * 0.4, content),
    circle(x + bezel / 2, y + h / 2, w * 0.004, { fill: "#2a2a2e" }),
  ].join("");
}

/** Status bar of a phone screen `w` wide: the time and the usual glyphs. */
export function statusBar(w: number, ink: string): string {
  const s = w / 390;
  return [
    t("9:41", 30 * s, 32 * s, fonts.ui(11 * s, 600), { fill: ink }),
    ...[0, 1, 2, 3].map((i) =>
      rect(w - 96 * s + i * 5.5 * s, 32 * s - (4 + i * 2.4) * s, 3.6 * s, (4 + i * 2.4) * s, 1 * s, { fill: ink }),
    ),
    rect(w - 60 * s, 21.5 * s, 25 * s, 12 * s, 3.5 * s, { stroke: ink, strokeOpacity: 0.5, sw: 1 * s }),
    rect(w - 58 * s, 23.5 * s, 18 * s, 8 * s, 2 * s, { fill: ink }),
  ].join("");
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
  return path(
    `M${num(tail)} ${num(y)}H${num(tip)}M${num(tip - direction * head)} ${num(y - head)}L${num(tip)} ${num(y)}L${num(tip - direction * head)} ${num(y + head)}`,
    { stroke, sw: weight, cap: "round", join: "round" },
  );
}

/** Text followed by an arrow, centred on `x` as a unit. */
export function textArrow(spec: FontSpec, content: string, x: number, y: number, fill: string): string {
  const set = text(content, 0, 0, spec);
  const cap = -set.bounds.y0;
  const length = cap * 1.15;
  const gap = cap * 0.6;
  const left = x - (set.width + gap + length) / 2;
  return t(content, left, y, spec, { fill }) + arrow(left + set.width + gap, y - cap / 2, length, fill, cap * 0.16);
}

/** A five-pointed star of outer radius r. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${num(cx + Math.cos(angle) * radius)} ${num(cy + Math.sin(angle) * radius)}`;
  });
  return path(`M${points.join("L")}Z`, { fill });
}

/** A tick in a circle. */
export function check(cx: number, cy: number, r: number, fill: string, ink: string): string {
  return (
    circle(cx, cy, r, { fill }) +
    path(
      `M${num(cx - r * 0.45)} ${num(cy + r * 0.02)}l${num(r * 0.32)} ${num(r * 0.32)}l${num(r * 0.6)} -${num(r * 0.66)}`,
      { stroke: ink, sw: r * 0.2, cap: "round", join: "round" },
    )
  );
}
