import { mix } from "../colour";
import { type Scene } from "../kit";
import { createPrng } from "../prng";
import { num } from "../svg";

/**
 * Trees, shrubs and clouds in picture coordinates, shared by the window views, the house
 * exteriors and the backyard. Foliage is built from many leaf clumps lit from the upper left
 * (light clumps on the lit side, dark ones underneath), which reads as volume at any size.
 */

export interface Foliage {
  dark: string;
  mid: string;
  light: string;
}

export const SUMMER_LEAVES: Foliage = { dark: "#2c4a22", mid: "#4f7a34", light: "#8fb45a" };
export const SPRUCE: Foliage = { dark: "#16261e", mid: "#26402f", light: "#4b6a4c" };

function disc(x: number, y: number, r: number, fill: string, opacity?: number): string {
  return `<circle cx="${num(x, 1)}" cy="${num(y, 1)}" r="${num(r, 1)}" fill="${fill}"${opacity === undefined ? "" : ` fill-opacity="${num(opacity, 2)}"`}/>`;
}

/** Five steps from shade to light, for foliage. */
function foliageRamp(leaves: Foliage, light: number, tint?: readonly [string, number]): string[] {
  const colour = (c: string) => (tint ? mix(c, tint[0], tint[1]) : c);
  const top = mix(leaves.mid, leaves.light, light);
  return [mix(leaves.dark, "#000000", 0.25), leaves.dark, mix(leaves.dark, leaves.mid, 0.55), leaves.mid, top].map(
    colour,
  );
}

/** A leaf as a small pointed lozenge, as path data. */
function leaf(x: number, y: number, length: number, angle: number): string {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const w = length * 0.45;
  return `M${num(x + c * length, 1)} ${num(y + s * length, 1)}L${num(x - s * w, 1)} ${num(y + c * w, 1)}L${num(x - c * length, 1)} ${num(y - s * length, 1)}L${num(x + s * w, 1)} ${num(y - c * w, 1)}Z`;
}

/**
 * A deciduous crown: lobes of small leaves, each lobe lit from the upper left and the crown as a
 * whole too, drawn shade first so the lit leaves sit on top, with gaps where the sky shows
 * through. `light` sets how strongly the sun models it (0 for overcast or dusk); `tint` mixes
 * every colour towards one (dusk, haze). `clumps` scales the leaf count.
 */
export function canopy(
  photo: Scene,
  seed: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  leaves: Foliage,
  { light = 1, clumps = 70, tint }: { light?: number; clumps?: number; tint?: readonly [string, number] } = {},
): string {
  const random = createPrng(`canopy:${seed}`);
  const ramp = foliageRamp(leaves, light, tint);
  const size = Math.min(rx, ry);
  const leafLength = Math.max(2.2, size * 0.03);
  const lobeCount = Math.max(6, Math.round(clumps / 5));
  const lobes = Array.from({ length: lobeCount }, () => {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * 0.62;
    return {
      x: cx + Math.cos(a) * rx * d,
      y: cy + Math.sin(a) * ry * d * 0.9 - ry * 0.05,
      r: size * random.range(0.3, 0.45),
    };
  });
  const buckets: string[][] = ramp.map(() => []);
  const bases: string[] = [];
  const total = Math.round(clumps * 30);
  for (const lobe of lobes)
    bases.push(disc(lobe.x, lobe.y + lobe.r * 0.1, lobe.r * 0.75, photo.puff(ramp[1] as string, 1, 0.45)));
  for (let i = 0; i < total; i += 1) {
    const lobe = lobes[i % lobes.length] as (typeof lobes)[number];
    const a = random.next() * Math.PI * 2;
    const d = random.next() ** 0.7;
    const ox = Math.cos(a) * d;
    const oy = Math.sin(a) * d;
    const x = lobe.x + ox * lobe.r;
    const y = lobe.y + oy * lobe.r;
    const local = (-ox - oy) * 0.5 * d + 0.5;
    const global = (-(x - cx) / rx - (y - cy) / ry) * 0.35 + 0.5;
    const lit = light * (0.55 * local + 0.45 * global) + (1 - light) * 0.35 * (1 - oy) + random.range(-0.18, 0.18);
    const level = Math.max(0, Math.min(4, Math.floor(lit * 5)));
    (buckets[level] as string[]).push(leaf(x, y, leafLength * random.range(0.7, 1.3), random.next() * Math.PI));
  }
  return (
    bases.join("") +
    buckets.map((list, level) => (list.length ? `<path d="${list.join("")}" fill="${ramp[level]}"/>` : "")).join("")
  );
}

/** A trunk with limbs into the crown; `twigs` adds the fine winter tracery. */
export function branches(
  seed: string,
  x: number,
  baseY: number,
  height: number,
  colour: string,
  { twigs = false, spread = 0.5 }: { twigs?: boolean; spread?: number } = {},
): string {
  const random = createPrng(`branches:${seed}`);
  const strokes: string[] = [];
  const limb = (x0: number, y0: number, angle: number, length: number, width: number, depth: number) => {
    const bend = random.range(-0.25, 0.25);
    const x1 = x0 + Math.sin(angle) * length;
    const y1 = y0 - Math.cos(angle) * length;
    const mx = x0 + Math.sin(angle + bend) * length * 0.5;
    const my = y0 - Math.cos(angle + bend) * length * 0.5;
    strokes.push(
      `<path d="M${num(x0, 1)} ${num(y0, 1)}Q${num(mx, 1)} ${num(my, 1)} ${num(x1, 1)} ${num(y1, 1)}" fill="none" stroke="${colour}" stroke-width="${num(width, 2)}" stroke-linecap="round"/>`,
    );
    const limit = twigs ? 6 : 3;
    if (depth >= limit || width < 0.5) return;
    const children = depth === 0 ? 3 : 2 + (random.next() < 0.4 ? 1 : 0);
    for (let i = 0; i < children; i += 1) {
      const turn = (i - (children - 1) / 2) * spread * random.range(0.7, 1.3) + random.range(-0.15, 0.15);
      limb(x1, y1, angle + turn, length * random.range(0.62, 0.8), width * 0.62, depth + 1);
    }
  };
  const trunk = height * 0.38;
  limb(x, baseY, random.range(-0.05, 0.05), trunk, Math.max(2, height * 0.045), 0);
  return strokes.join("");
}

/**
 * A spruce: tiers of drooping boughs, each a dark mass with needle tufts along it, lit on the left,
 * narrowing to a spire. With `snow`, each bough carries a white crest shaded blue underneath.
 */
export function spruce(
  seed: string,
  x: number,
  baseY: number,
  height: number,
  width: number,
  { leaves = SPRUCE, snow = false, light = 1 }: { leaves?: Foliage; snow?: boolean; light?: number } = {},
): string {
  const random = createPrng(`spruce:${seed}`);
  const ramp = foliageRamp(leaves, light);
  const parts: string[] = [];
  const tiers = 20;
  const top = baseY - height;
  parts.push(
    `<path d="M${num(x - width * 0.03, 1)} ${num(baseY, 1)}V${num(baseY - height * 0.2, 1)}H${num(x + width * 0.03, 1)}V${num(baseY, 1)}Z" fill="#3b2a1e"/>`,
  );
  const tufts: string[][] = ramp.map(() => []);
  const snowD: string[] = [];
  const snowShade: string[] = [];
  const needle = Math.max(1.2, width * 0.022);
  for (let i = 0; i < tiers; i += 1) {
    const u = (i + 1) / tiers;
    const y = top + height * 0.9 * u;
    const half = width * 0.5 * u ** 0.85 * random.range(0.85, 1.08);
    const rise = height * 0.085;
    for (const side of [-1, 1] as const) {
      const tipX = x + side * half;
      const tipY = y + rise * 0.25;
      const d = `M${num(x, 1)} ${num(y - rise, 1)}Q${num(x + side * half * 0.55, 1)} ${num(y - rise * 0.45, 1)} ${num(tipX, 1)} ${num(tipY, 1)}Q${num(x + side * half * 0.5, 1)} ${num(y + rise * 0.35, 1)} ${num(x, 1)} ${num(y + rise * 0.15, 1)}Z`;
      parts.push(`<path d="${d}" fill="${ramp[0]}"/>`);
      const count = Math.round(8 + (half / needle) * 2.2);
      for (let k = 0; k < count; k += 1) {
        const f = random.next();
        const px = x + side * half * f;
        const py = y - rise * (1 - f) * 0.9 + rise * 0.25 * f * f + random.range(-0.3, 0.3) * rise;
        const litSide = side < 0 ? 0.7 : 0.35;
        const lit = light * (litSide * 0.8 + (1 - f) * 0.1) + random.range(-0.25, 0.2) + (1 - light) * 0.25;
        const level = Math.max(1, Math.min(4, Math.floor(lit * 5)));
        const angle = Math.PI / 2 + side * random.range(0.3, 1.1);
        (tufts[level] as string[]).push(
          `M${num(px, 1)} ${num(py, 1)}l${num(Math.cos(angle) * needle * 2, 1)} ${num(Math.sin(angle) * needle * 2, 1)}`,
        );
      }
      if (snow) {
        const sd = `M${num(x, 1)} ${num(y - rise * 1.02, 1)}Q${num(x + side * half * 0.55, 1)} ${num(y - rise * 0.5, 1)} ${num(x + side * half * 0.85, 1)} ${num(tipY - rise * 0.05, 1)}Q${num(x + side * half * 0.5, 1)} ${num(y - rise * 0.38, 1)} ${num(x, 1)} ${num(y - rise * 0.8, 1)}Z`;
        (side < 0 ? snowD : snowShade).push(sd);
      }
    }
  }
  parts.push(
    ...tufts.map((list, level) =>
      list.length
        ? `<path d="${list.join("")}" stroke="${ramp[level]}" stroke-width="${num(needle * 0.9, 1)}" stroke-linecap="round" fill="none"/>`
        : "",
    ),
  );
  if (snow)
    parts.push(`<path d="${snowD.join("")}" fill="#eef2f6"/>`, `<path d="${snowShade.join("")}" fill="#c5d0dd"/>`);
  return parts.join("");
}

/** A rounded shrub sitting on the ground at (x, baseY). */
export function shrub(
  photo: Scene,
  seed: string,
  x: number,
  baseY: number,
  w: number,
  h: number,
  leaves: Foliage,
  light = 1,
): string {
  return canopy(photo, seed, x, baseY - h * 0.48, w / 2, h / 2, leaves, {
    light,
    clumps: Math.max(18, Math.round(w / 4)),
  });
}

/** A cumulus cloud: rows of soft-edged puffs, bright on top and greyer at the flat base (no blur needed). */
export function cloud(
  photo: Scene,
  seed: string,
  x: number,
  y: number,
  w: number,
  h: number,
  { top = "#ffffff", base = "#c9d3de", opacity = 1 }: { top?: string; base?: string; opacity?: number } = {},
): string {
  const random = createPrng(`cloud:${seed}`);
  const puffs: string[] = [];
  const puff = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
    `<ellipse cx="${num(cx, 1)}" cy="${num(cy, 1)}" rx="${num(rx, 1)}" ry="${num(ry, 1)}" fill="${fill}"/>`;
  const rows = [
    { span: 1, lift: 0, r: 0.32, colour: base, alpha: 0.55 },
    { span: 0.8, lift: 0.25, r: 0.36, colour: mix(base, top, 0.6), alpha: 0.6 },
    { span: 0.55, lift: 0.5, r: 0.4, colour: top, alpha: 0.7 },
    { span: 0.3, lift: 0.72, r: 0.34, colour: top, alpha: 0.75 },
  ];
  for (const row of rows) {
    const n = Math.max(3, Math.round((w * row.span) / (h * row.r * 1.1)));
    for (let i = 0; i < n; i += 1) {
      const f = n === 1 ? 0.5 : i / (n - 1);
      const px = x + (f - 0.5) * w * row.span + random.range(-1, 1) * h * 0.15;
      const r = h * row.r * random.range(0.75, 1.25);
      const py = y - row.lift * h + random.range(-0.08, 0.08) * h;
      puffs.push(puff(px, py, r * 1.25, r, photo.puff(row.colour, opacity * row.alpha, 0.25)));
    }
  }
  return puffs.join("");
}
