import sharp from "sharp";
import { Sheet } from "../portfolio/kit";
import { createPrng, type Prng } from "../prng";
import { glowStops, num, type GradientStop } from "../svg";

/**
 * The photographic kit behind VantaRoom's listing pictures: a sheet that hands out gradient, clip
 * and filter ids, soft layers (a whole layer of shadows or glare blurred at once: each filter costs
 * librsvg ~20 ms however small its shape, so blur layers, never single shapes), light pools, colour
 * grades (exposure, white balance), and the encoder that turns a drawing into a listing-sized WebP.
 */

/** Listing photos are 3:2. */
export const PHOTO = { width: 1200, height: 800 } as const;

export type Point = readonly [number, number];

export class Photo extends Sheet {
  readonly random: Prng;
  private readonly layers: string[] = [];

  constructor(seed: string, width: number = PHOTO.width, height: number = PHOTO.height) {
    super(width, height);
    this.random = createPrng(`vantaroom:${seed}`);
  }

  /** Two-colour linear gradient. */
  fade(points: readonly [number, number, number, number], from: string, to: string): string {
    return this.linear(points, [
      { offset: 0, color: from },
      { offset: 1, color: to },
    ]);
  }

  /** A soft pool of light or shade: a circle (or, with `ry`, an ellipse) with a smooth radial falloff. */
  glow(cx: number, cy: number, r: number, color: string, peak: number, ry = r): string {
    const fill = this.radial({ cx: 0, cy: 0, r: 1 }, glowStops(color, peak, 10));
    return `<ellipse cx="0" cy="0" rx="1" ry="1" fill="${fill}" transform="translate(${num(cx, 2)} ${num(cy, 2)}) scale(${num(r, 3)} ${num(ry, 3)})"/>`;
  }

  private readonly puffs = new Map<string, string>();

  /**
   * A fill for soft round shapes (cloud puffs, haze): solid in the middle, fading at the rim. In
   * the shape's own bounding box, so one gradient serves every shape of that colour.
   */
  puff(color: string, opacity = 1, core = 0.55): string {
    const key = `${color} ${opacity} ${core}`;
    let fill = this.puffs.get(key);
    if (!fill) {
      const id = this.id("pf");
      const list = [0, core, core + (1 - core) * 0.35, core + (1 - core) * 0.7, 1].map((offset, i) => ({
        offset,
        opacity: opacity * ([1, 1, 0.62, 0.2, 0][i] as number),
      }));
      this.def(
        `<radialGradient id="${id}">${list.map((stop) => `<stop offset="${num(stop.offset, 3)}" stop-color="${color}" stop-opacity="${num(stop.opacity, 3)}"/>`).join("")}</radialGradient>`,
      );
      fill = `url(#${id})`;
      this.puffs.set(key, fill);
    }
    return fill;
  }

  /**
   * A fill that models a round form lit from the upper left (a leaf clump, a shrub): `light` at
   * the highlight, `colour` across the body, `dark` at the shaded rim. Bounding-box units, cached.
   */
  sphere(colour: string, light: string, dark: string): string {
    const key = `sphere ${colour} ${light} ${dark}`;
    let fill = this.puffs.get(key);
    if (!fill) {
      const id = this.id("sp");
      this.def(
        `<radialGradient id="${id}" cx="0.45" cy="0.45" r="0.6" fx="0.32" fy="0.28"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${colour}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`,
      );
      fill = `url(#${id})`;
      this.puffs.set(key, fill);
    }
    return fill;
  }

  /**
   * Content blurred as one layer (shadows, occlusion, glare). The filter covers the picture and no
   * more: librsvg's cost grows with the region, and nothing outside the frame is ever seen.
   */
  soft(content: string | readonly string[], deviation: number, opacity = 1): string {
    const inner = typeof content === "string" ? content : content.join("");
    if (!inner) return "";
    const filter = this.filter(`<feGaussianBlur stdDeviation="${num(deviation, 2)}"/>`);
    return `<g filter="${filter}"${opacity < 1 ? ` opacity="${num(opacity, 3)}"` : ""}>${inner}</g>`;
  }

  /** A filter made of the given primitives over the whole picture; returns its `url(#…)`. */
  filter(primitives: string, interpolation: "sRGB" | "linearRGB" = "sRGB"): string {
    const id = this.id("fx");
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${this.width}" height="${this.height}" color-interpolation-filters="${interpolation}">${primitives}</filter>`,
    );
    return `url(#${id})`;
  }

  add(...parts: string[]): this {
    this.layers.push(...parts);
    return this;
  }

  document(title: string): string {
    return this.svg(title, this.layers.join(""));
  }
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

export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${num(x, 1)} ${num(y, 1)}`).join("L")}Z`;
}

export function fillPath(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function strokePath(d: string, stroke: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${num(width, 2)}"${extra ? ` ${extra}` : ""}/>`;
}

/**
 * Colour grades applied to a finished picture as one filter. `exposure` is in stops (linear light),
 * `contrast` bends the tone curve about mid-grey, `balance` multiplies the channels (white balance).
 */
export function grade(
  photo: Photo,
  {
    exposure = 0,
    gamma = 1,
    balance = [1, 1, 1],
    lift = 0,
  }: {
    exposure?: number;
    /** Above 1 crushes shadows and mid-tones, as a single under-exposed frame does. */
    gamma?: number;
    balance?: readonly [number, number, number];
    /** Raises the black point (haze, flare). */
    lift?: number;
  },
): string {
  const k = 2 ** exposure;
  const funcs = (["R", "G", "B"] as const)
    .map(
      (channel, i) =>
        `<feFunc${channel} type="gamma" amplitude="${num(k * (balance[i] as number) * (1 - lift), 4)}" exponent="${num(gamma, 3)}" offset="${num(lift, 4)}"/>`,
    )
    .join("");
  return photo.filter(`<feComponentTransfer>${funcs}</feComponentTransfer>`, "linearRGB");
}

/** Darkened corners, as a wide lens shows them. */
export function vignette(photo: Photo, strength: number): string {
  const { width: w, height: h } = photo;
  const fill = photo.radial({ cx: w / 2, cy: h / 2, r: Math.hypot(w, h) / 2 }, [
    { offset: 0, color: "#000", opacity: 0 },
    { offset: 0.6, color: "#000", opacity: 0 },
    { offset: 0.85, color: "#000", opacity: strength * 0.45 },
    { offset: 1, color: "#000", opacity: strength },
  ]);
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}

/**
 * SVG → lossy WebP at the best quality that fits `maxBytes`, developed by photoPixels() (whose
 * grain is identical for every picture of a size, so the halves of a before/after pair stay
 * aligned pixel for pixel). Deterministic: the same SVG always takes the same steps.
 */
export async function photoWebp(
  svg: string,
  { maxBytes, quality = 86, minQuality = 50 }: { maxBytes: number; quality?: number; minQuality?: number },
): Promise<Buffer> {
  if (/<text[\s>]/.test(svg)) throw new Error("SVG for rasterising contains <text>; set it as outlines");
  const { data, info } = await photoPixels(svg);
  for (let q = quality; ; q -= 4) {
    const webp = await sharp(data, { raw: info }).webp({ quality: q, effort: 5, smartSubsample: true }).toBuffer();
    if (webp.length <= maxBytes || q - 4 < minQuality) return webp;
  }
}

export interface RawPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 3 };
}

/** Seeded grain, one value per pixel, shared by every picture of a size (so pairs stay aligned). */
const grainCache = new Map<string, Float32Array>();
function grain(width: number, height: number): Float32Array {
  const key = `${width}x${height}`;
  let noise = grainCache.get(key);
  if (!noise) {
    const random = createPrng(`vantaroom:grain:${key}`);
    noise = new Float32Array(width * height);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (random.next() + random.next() - 1) * 5;
    grainCache.set(key, noise);
  }
  return noise;
}

/**
 * The finished picture's RGB pixels, developed like a photograph: softened a touch (a lens is
 * never as crisp as a vector edge), its highlights diffused into their surroundings, a gentle
 * S-curve with lifted blacks, and faint luminance grain.
 */
export async function photoPixels(svg: string): Promise<RawPixels> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .blur(0.55)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Only the geometry: sharp marks blurred output premultiplied, which would misread plain RGB.
  const raw = { width: info.width, height: info.height, channels: 3 as const };
  const diffused = await sharp(data, { raw }).blur(14).raw().toBuffer();
  const noise = grain(raw.width, raw.height);
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 1) {
    const v = (data[i] as number) / 255;
    const g = (diffused[i] as number) / 255;
    let o = 1 - (1 - v) * (1 - 0.18 * g * g);
    o = o < 0.5 ? 0.3 * o * o + 0.85 * o : 1 - (0.3 * (1 - o) * (1 - o) + 0.85 * (1 - o));
    o = 0.015 + 0.97 * o;
    out[i] = Math.max(0, Math.min(255, Math.round(o * 255 + (noise[Math.floor(i / 3)] as number))));
  }
  return { data: out, info: raw };
}
