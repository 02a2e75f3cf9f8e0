import sharp from "sharp";
import type { Scene } from "../kit";
import { createPrng } from "../prng";
import { withinBudget } from "../raster";
import { num } from "../svg";

/**
 * What makes VantaRoom's drawings read as listing photographs: colour grades (exposure, white
 * balance) applied to a finished picture as one filter, and the development that turns the drawing
 * into pixels (a lens's softness, highlight bloom, a tone curve and grain) and a listing-sized WebP.
 */

/** Listing photos are 3:2. */
export const PHOTO = { width: 1200, height: 800 } as const;

/**
 * Colour grades applied to a finished picture as one filter. `exposure` is in stops (linear light),
 * `contrast` bends the tone curve about mid-grey, `balance` multiplies the channels (white balance).
 */
export function grade(
  photo: Scene,
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
  return photo.filter(`<feComponentTransfer>${funcs}</feComponentTransfer>`, { interpolation: "linearRGB" });
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
  return withinBudget(
    (q) => sharp(data, { raw: info }).webp({ quality: q, effort: 5, smartSubsample: true }).toBuffer(),
    { maxBytes, quality, step: 4, minQuality },
  );
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
