import { availableParallelism } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import sharp from "sharp";
import { toLinear as linear, toSrgbChannel, type Rgb } from "../colour";
import { createPrng, hashSeed } from "../prng";
import {
  CEILING,
  EYE,
  FOOTPRINT,
  HOUSE,
  RISERS,
  STAIRS,
  STOREY,
  cameraPoses,
  inRect,
  polygonArea,
  polygonBounds,
  pointInPolygon,
  wallRuns,
  type Floor,
  type Opening,
  type Piece,
  type Pose,
  type Rect,
  type Window,
} from "./house";

/**
 * The tour's first-person renderer: a column ray caster over the house plan. Every wall, window
 * part, stair tread and piece of furniture is a vertical prism (a box or a cylinder between two
 * heights); each screen column intersects them, draws their faces with a per-column depth buffer,
 * then casts the floor and ceiling for whatever is left. Light is baked once per floor into grids:
 * sky light from each window, warm ceiling and lamp light, soft contact shadows and the sun patches
 * the afternoon sun throws through the south and west windows.
 *
 * Frames are rendered at 1.25x and scaled down by sharp, which smooths the edges for free.
 */

export const FRAME = { width: 1280, height: 720 } as const;
export const FRAME_MAX_BYTES = 60_000;
/**
 * Every frame is also made 768 px wide, for phones: a 412 px phone at 2x shows the picture 744 device
 * pixels wide (the page's padding takes the rest), so 768 is the smallest width it never stretches.
 * Each width has its own budget, about the larger one's per pixel.
 */
export const FRAME_SIZES = [
  { width: 768, height: 432, maxBytes: 30_000 },
  { width: FRAME.width, height: FRAME.height, maxBytes: FRAME_MAX_BYTES },
] as const;
export type FrameWidth = (typeof FRAME_SIZES)[number]["width"];
export const FRAME_WIDTHS: readonly FrameWidth[] = FRAME_SIZES.map((size) => size.width);
const SUPERSAMPLE = 1.25;
const RW = Math.round(FRAME.width * SUPERSAMPLE);
const RH = Math.round(FRAME.height * SUPERSAMPLE);
const HALF_FOV = (80 / 2) * (Math.PI / 180);
const TAN_HALF = Math.tan(HALF_FOV);
const FOCAL = RW / 2 / TAN_HALF;
/** Above centre, like a shift lens: more floor, less ceiling, verticals still vertical. */
const HORIZON = Math.round(RH * 0.44);
const NEAR = 0.15;
const LOW = -STOREY - 1;
const HIGH = 2 * STOREY + 1;

/* ------------------------------------------------------------------------------------------ */
/* Colour                                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** Filmic curve (Narkowicz's ACES fit) into sRGB bytes, indexed by sqrt(x / LUT_RANGE) for dark detail. */
const LUT_SIZE = 4096;
const LUT_RANGE = 12;
const EXPOSURE = 1.22;
const TONE = (() => {
  const lut = new Uint8Array(LUT_SIZE * 3);
  // A touch of warmth in the grade, like a real-estate photographer's white balance.
  const tint = [1.02, 1.0, 0.965];
  for (let i = 0; i < LUT_SIZE; i += 1) {
    const x = (i / (LUT_SIZE - 1)) ** 2 * LUT_RANGE;
    for (let c = 0; c < 3; c += 1) {
      const v = x * EXPOSURE * (tint[c] as number);
      const mapped = Math.min(1, Math.max(0, (v * (2.51 * v + 0.03)) / (v * (2.43 * v + 0.59) + 0.14)));
      lut[i * 3 + c] = Math.round(Math.min(1, toSrgbChannel(mapped)) * 255);
    }
  }
  return lut;
})();

const TRIM = linear("#f4f1ea");
const CEILING_PAINT = linear("#f2efe9");
const RISER = linear("#efebe4");
const FRAME_BLACK = linear("#2b2927");
const GROUT = linear("#9c958b");

/* ------------------------------------------------------------------------------------------ */
/* Textures: tileable, procedural, with box-filtered mip levels                                */
/* ------------------------------------------------------------------------------------------ */

interface Texture {
  /** Texels per foot at level 0. */
  density: number;
  levels: { size: number; data: Float32Array }[];
}

function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

const wrap = (v: number, p: number) => ((v % p) + p) % p;

/** Smooth value noise with a period of (px, py) lattice cells, so textures tile. */
function noise(x: number, y: number, px: number, py: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const x0 = wrap(ix, px);
  const x1 = wrap(ix + 1, px);
  const y0 = wrap(iy, py);
  const y1 = wrap(iy + 1, py);
  const a = hash2(x0, y0, seed);
  const b = hash2(x1, y0, seed);
  const c = hash2(x0, y1, seed);
  const d = hash2(x1, y1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

function buildTexture(size: number, density: number, texel: (u: number, v: number, out: Rgb) => void): Texture {
  const base = new Float32Array(size * size * 3);
  const out: Rgb = [0, 0, 0];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      texel(x, y, out);
      const i = (y * size + x) * 3;
      base[i] = out[0];
      base[i + 1] = out[1];
      base[i + 2] = out[2];
    }
  }
  const levels = [{ size, data: base }];
  while ((levels[levels.length - 1] as { size: number }).size > 4) {
    const previous = levels[levels.length - 1] as { size: number; data: Float32Array };
    const half = previous.size / 2;
    const data = new Float32Array(half * half * 3);
    for (let y = 0; y < half; y += 1) {
      for (let x = 0; x < half; x += 1) {
        for (let c = 0; c < 3; c += 1) {
          const at = (yy: number, xx: number) => previous.data[(yy * previous.size + xx) * 3 + c] as number;
          data[(y * half + x) * 3 + c] =
            (at(2 * y, 2 * x) + at(2 * y, 2 * x + 1) + at(2 * y + 1, 2 * x) + at(2 * y + 1, 2 * x + 1)) / 4;
        }
      }
    }
    levels.push({ size: half, data });
  }
  return { density, levels };
}

/** White oak boards, 6 in wide, staggered lengths, along x. 8 ft square at 64 texels a foot. */
function oakTexture(): Texture {
  const size = 512;
  const density = 64;
  const boardWidth = 32;
  const rows = size / boardWidth;
  const random = createPrng("tour:oak");
  const joints: number[][] = [];
  for (let row = 0; row < rows; row += 1) {
    const offset = Math.floor(random.next() * size);
    const cuts: number[] = [];
    let at = 0;
    while (at < size - 160) {
      cuts.push((offset + at) % size);
      at += 200 + Math.floor(random.next() * 180);
    }
    joints.push(cuts.sort((a, b) => a - b));
  }
  const base = linear("#c29a6c");
  return buildTexture(size, density, (x, y, out) => {
    const row = Math.floor(y / boardWidth);
    const cuts = joints[row] as number[];
    let board = cuts.length;
    for (let i = 0; i < cuts.length; i += 1) if (x >= (cuts[i] as number)) board = i;
    const seed = hashSeed(`oak${row}:${board % cuts.length}`);
    const tone = 0.86 + 0.26 * hash2(row, board, 7);
    const warm = 0.96 + 0.08 * hash2(row, board, 11);
    const local = y - row * boardWidth;
    const grain =
      0.55 * noise(x / 48, y / 1.6, size / 48, size / 1.6, seed) +
      0.45 * noise(x / 12, y / 0.9, size / 12, size / 0.9, seed);
    const figure = 0.9 + 0.2 * grain;
    let shade = tone * figure;
    if (local === 0 || local === boardWidth - 1) shade *= 0.62;
    if (cuts.includes(x)) shade *= 0.6;
    out[0] = (base[0] as number) * shade * warm;
    out[1] = (base[1] as number) * shade;
    out[2] = (base[2] as number) * shade * (2 - warm);
  });
}

/** Large-format 24 in porcelain with thin grout. */
function tileTexture(): Texture {
  const base = linear("#d2cabd");
  return buildTexture(512, 64, (x, y, out) => {
    const tx = Math.floor(x / 128);
    const ty = Math.floor(y / 128);
    const edge = x % 128 === 0 || y % 128 === 0;
    const cloud = 0.94 + 0.1 * noise(x / 40, y / 40, 512 / 40, 512 / 40, 31) + 0.05 * hash2(tx, ty, 3);
    const v = edge ? 0.55 : cloud;
    out[0] = (base[0] as number) * v;
    out[1] = (base[1] as number) * v;
    out[2] = (base[2] as number) * v;
  });
}

function carpetTexture(): Texture {
  const base = linear("#b9ad9b");
  return buildTexture(256, 64, (x, y, out) => {
    const v =
      0.93 + 0.08 * noise(x / 3, y / 3, 256 / 3, 256 / 3, 5) + 0.06 * noise(x / 30, y / 30, 256 / 30, 256 / 30, 9);
    out[0] = (base[0] as number) * v;
    out[1] = (base[1] as number) * v;
    out[2] = (base[2] as number) * v;
  });
}

/** A grey-scale mottle for paint, fabric and wood grain on vertical faces. */
function mottleTexture(): Texture {
  return buildTexture(256, 32, (x, y, out) => {
    const v = 0.6 * noise(x / 24, y / 24, 256 / 24, 256 / 24, 17) + 0.4 * noise(x / 6, y / 6, 256 / 6, 256 / 6, 23);
    out[0] = v;
    out[1] = v;
    out[2] = v;
  });
}

function stoneTexture(): Texture {
  const base = linear("#8f877c");
  return buildTexture(256, 32, (x, y, out) => {
    const slab = x % 64 === 0 || y % 128 === 0;
    const vein = Math.abs(Math.sin((x + 40 * noise(x / 20, y / 20, 256 / 20, 256 / 20, 41)) / 9));
    const v = slab ? 0.55 : 0.9 + 0.1 * noise(x / 8, y / 8, 32, 32, 43) + 0.12 * (vein > 0.97 ? 1 : 0);
    out[0] = (base[0] as number) * v;
    out[1] = (base[1] as number) * v;
    out[2] = (base[2] as number) * v;
  });
}

interface Textures {
  oak: Texture;
  tile: Texture;
  carpet: Texture;
  mottle: Texture;
  stone: Texture;
}

let textureCache: Textures | undefined;
function textures(): Textures {
  textureCache ??= {
    oak: oakTexture(),
    tile: tileTexture(),
    carpet: carpetTexture(),
    mottle: mottleTexture(),
    stone: stoneTexture(),
  };
  return textureCache;
}

/** Mip level for a surface seen at `footprint` feet per pixel. */
function mipLevel(texture: Texture, footprint: number): number {
  const texelsPerPixel = footprint * texture.density;
  if (texelsPerPixel <= 1) return 0;
  return Math.min(texture.levels.length - 1, Math.floor(Math.log2(texelsPerPixel)));
}

/* ------------------------------------------------------------------------------------------ */
/* The scene of one floor                                                                      */
/* ------------------------------------------------------------------------------------------ */

const enum Mat {
  Paint,
  Trim,
  Glass,
  Door,
  Wood,
  Fabric,
  Stone,
  Steel,
  Emit,
  Step,
  Cabinet,
  Plant,
  Tv,
  Plain,
  Block,
  Fire,
}

/** A decoration on a wall face, resolved for the prism it sits on. */
interface PanelLayout {
  lo: number;
  hi: number;
  z0: number;
  z1: number;
  alongX: boolean;
  /** The face's outward normal along the wall's cross axis. */
  normal: number;
  /** Art: ground, sun, block and band colours; empty for a subway-tile backsplash. */
  colours: Rgb[];
}

interface SceneRug {
  rect: Rect;
  colour: Rgb;
  border: Rgb;
}

/** One vertical prism. A single class with every field set keeps the hot loops monomorphic. */
class Prism {
  cyl = false;
  x0 = 0;
  y0 = 0;
  x1 = 0;
  y1 = 0;
  cx = 0;
  cy = 0;
  r = 0;
  z0 = LOW;
  z1 = HIGH;
  /** A wall from floor to ceiling: the nearest one ends the column. */
  full = false;
  mat = Mat.Plain;
  colour: Rgb = [0.5, 0.5, 0.5];
  top: Rgb = [0.5, 0.5, 0.5];
  /** Walls: "h" runs along x. */
  alongX = true;
  from = 0;
  to = 0;
  /** Casing around the neighbouring opening at each end, as a height range; NaN for none. */
  casingFrom0 = NaN;
  casingFrom1 = NaN;
  casingTo0 = NaN;
  casingTo1 = NaN;
  /** Header and sill pieces: casing along their bottom or top edge. */
  casingBelow = NaN;
  casingAbove = NaN;
  panels: PanelLayout[] = [];
  /** Pendants and shades: the underside glows. */
  glow: Rgb | null = null;
  /** Glass: mullion positions along the window. */
  mullions: number[] = [];
  sill = 0;
  head = 0;
  /** Outward side of an exterior wall, so its two faces are painted differently. */
  outsideSign = 0;
}

interface WindowSample {
  x: number;
  y: number;
  z: number;
  nx: number;
  ny: number;
  nz: number;
  area: number;
}

interface PointLight {
  x: number;
  y: number;
  z: number;
  colour: Rgb;
  power: number;
  /** Recessed lights shine down only. */
  down: boolean;
}

const COARSE = 0.5;
const FINE = 0.125;
const ORIGIN = -1;
const CW = Math.round((FOOTPRINT.x1 - FOOTPRINT.x0 + 2) / COARSE);
const CH = Math.round((FOOTPRINT.y1 - FOOTPRINT.y0 + 2) / COARSE);
const FW = Math.round((FOOTPRINT.x1 - FOOTPRINT.x0 + 2) / FINE);
const FH = Math.round((FOOTPRINT.y1 - FOOTPRINT.y0 + 2) / FINE);

const enum Surface {
  Outside = 0,
  Oak,
  Tile,
  Carpet,
  Hole,
  Rug,
}

interface Scene {
  floor: number;
  walls: Prism[];
  others: Prism[];
  /** Fine grid: what the floor is, the room's paint, floor and ceiling heights. */
  surface: Uint8Array;
  roomOf: Int16Array;
  rugOf: Int16Array;
  rugs: SceneRug[];
  paint: Rgb[];
  floorZ: Float32Array;
  ceilZ: Float32Array;
  /** Baked light: floor and furniture tops (fine, with sun; the floor with contact shadows), walls by facing, ceiling. */
  floorLight: Float32Array;
  topLight: Float32Array;
  wallLight: Float32Array[];
  ceilLight: Float32Array;
  /** Fine grid: index of the nearest recessed light, for drawing its trim ring. */
  potOf: Int16Array;
  /** Fine grid: 1 under a skylight's glass, 2 on its frame. */
  skylight: Uint8Array;
  pots: PointLight[];
}

const fineIndex = (x: number, y: number) => {
  const ix = Math.floor((x - ORIGIN) / FINE);
  const iy = Math.floor((y - ORIGIN) / FINE);
  return ix < 0 || iy < 0 || ix >= FW || iy >= FH ? -1 : iy * FW + ix;
};

interface FrameRun {
  alongX: boolean;
  at: number;
  from: number;
  to: number;
  kind: "wall" | "window" | "opening";
  thickness: number;
  exterior: boolean;
  window?: Window;
  opening?: Opening;
}

/**
 * The walls as seen from one floor: its own, minus any inside the landing of a flight that starts
 * here (that space belongs to the floor above), cut for the windows of the floor above that look
 * into the stairwell.
 */
function frameRuns(floor: number): FrameRun[] {
  const runs: FrameRun[] = wallRuns(floor).map((run) => ({
    alongX: run.axis === "h",
    at: run.at,
    from: run.from,
    to: run.to,
    kind: run.kind,
    thickness: run.thickness,
    exterior: run.exterior,
    window: run.window,
    opening: run.opening,
  }));
  const up = STAIRS.filter((stair) => stair.from === floor);
  const kept = runs.filter((run) => {
    const mx = run.alongX ? (run.from + run.to) / 2 : run.at;
    const my = run.alongX ? run.at : (run.from + run.to) / 2;
    return !up.some((stair) => inRect(stair.landing, mx, my, -0.01));
  });
  const above = HOUSE[floor + 1];
  if (!above) return kept;
  for (const stair of up) {
    for (const window of above.windows) {
      const mx = (window.a[0] + window.b[0]) / 2;
      const my = (window.a[1] + window.b[1]) / 2;
      if (!inRect(stair.run, mx, my) && !inRect(stair.landing, mx, my)) continue;
      const alongX = window.a[1] === window.b[1];
      const at = alongX ? window.a[1] : window.a[0];
      const lo = Math.min(alongX ? window.a[0] : window.a[1], alongX ? window.b[0] : window.b[1]);
      const hi = Math.max(alongX ? window.a[0] : window.a[1], alongX ? window.b[0] : window.b[1]);
      const host = kept.find(
        (run) => run.kind === "wall" && run.alongX === alongX && run.at === at && run.from <= lo && run.to >= hi,
      );
      if (!host) continue;
      const raised: Window = { ...window, sill: window.sill + STOREY, head: window.head + STOREY };
      kept.splice(
        kept.indexOf(host),
        1,
        { ...host, to: lo },
        { ...host, from: lo, to: hi, kind: "window", window: raised },
        { ...host, from: hi },
      );
    }
  }
  return kept.filter((run) => run.to - run.from > 1e-6);
}

function casingFor(run: FrameRun | undefined): [number, number] {
  if (!run) return [NaN, NaN];
  if (run.kind === "window" && run.window) return [run.window.sill - 0.3, run.window.head + 0.28];
  if (run.kind === "opening" && run.opening && run.opening.head !== null && run.opening.head < 8.5)
    return [LOW, run.opening.head + 0.28];
  return [NaN, NaN];
}

const FINISH: Record<Piece["finish"], { mat: Mat; colour: string; top?: string }> = {
  oak: { mat: Mat.Wood, colour: "#b48a5e" },
  walnut: { mat: Mat.Wood, colour: "#6a4a33" },
  fabric: { mat: Mat.Fabric, colour: "#8f8b83" },
  linen: { mat: Mat.Fabric, colour: "#e6e1d8" },
  terracotta: { mat: Mat.Fabric, colour: "#c0623a" },
  mustard: { mat: Mat.Fabric, colour: "#c99d45" },
  cabinet: { mat: Mat.Cabinet, colour: "#ebe7df" },
  navy: { mat: Mat.Cabinet, colour: "#2f3d51" },
  quartz: { mat: Mat.Plain, colour: "#efede8" },
  steel: { mat: Mat.Steel, colour: "#b5b8ba" },
  black: { mat: Mat.Plain, colour: "#2b2927" },
  stone: { mat: Mat.Stone, colour: "#8f877c" },
  fire: { mat: Mat.Fire, colour: "#ff8a3d" },
  lamp: { mat: Mat.Emit, colour: "#ffe0b5" },
  pendant: { mat: Mat.Plain, colour: "#2b2927" },
  boucle: { mat: Mat.Fabric, colour: "#cdbfa9" },
  tv: { mat: Mat.Tv, colour: "#121316" },
  plant: { mat: Mat.Plant, colour: "#4a6a36" },
  pot: { mat: Mat.Plain, colour: "#d6d0c5" },
  leather: { mat: Mat.Fabric, colour: "#8a5a3b" },
};

const EMISSION: Partial<Record<Piece["finish"], number>> = { lamp: 1.7 };

/* ------------------------------------------------------------------------------------------ */
/* Lighting constants, in linear units before exposure                                         */
/* ------------------------------------------------------------------------------------------ */

const SKY_LIGHT: Rgb = [0.92, 0.98, 1.08];
const SKY_POWER = 2.6;
const POT_LIGHT: Rgb = [1, 0.8, 0.6];
const POT_POWER = 4;
const LAMP_LIGHT: Rgb = [1, 0.74, 0.48];
const AMBIENT: Rgb = [0.11, 0.1, 0.092];
const SUN: Rgb = [1.0, 0.88, 0.72];
const SUN_POWER = 1.7;
/** Late-afternoon sun from the south-west. */
const SUN_AZIMUTH = (222 * Math.PI) / 180;
const SUN_TAN = Math.tan((30 * Math.PI) / 180);
const HAZE: Rgb = [0.3, 0.27, 0.24];
const FOG = 0.006;

function windowSamples(runs: FrameRun[]): WindowSample[] {
  const out: WindowSample[] = [];
  for (const run of runs) {
    if (run.kind !== "window" || !run.window) continue;
    const w = run.window;
    const width = run.to - run.from;
    const height = w.head - w.sill;
    const nu = Math.max(2, Math.ceil(width / 1.2));
    const nz = 3;
    // Light enters the house: the normal points away from the outside of the footprint.
    const inward = run.alongX ? (run.at <= FOOTPRINT.y0 ? 1 : -1) : run.at <= FOOTPRINT.x0 ? 1 : -1;
    const offset = run.thickness / 2 + 0.05;
    for (let i = 0; i < nu; i += 1) {
      for (let j = 0; j < nz; j += 1) {
        const along = run.from + ((i + 0.5) / nu) * width;
        const z = w.sill + ((j + 0.5) / nz) * height;
        out.push({
          x: run.alongX ? along : run.at + inward * offset,
          y: run.alongX ? run.at + inward * offset : along,
          z,
          nx: run.alongX ? 0 : inward,
          ny: run.alongX ? inward : 0,
          nz: 0,
          area: (width * height) / (nu * nz),
        });
      }
    }
  }
  return out;
}

/** Recessed lights on a grid of about 6 ft in every room big enough to have them. */
function potLights(floor: number): PointLight[] {
  const plan = HOUSE[floor] as Floor;
  const out: PointLight[] = [];
  for (const room of plan.rooms) {
    if (polygonArea(room.poly) < 20 || room.name === "Stairs") continue;
    const [x0, y0, x1, y1] = polygonBounds(room.poly);
    const nx = Math.max(1, Math.round((x1 - x0) / 6.5));
    const ny = Math.max(1, Math.round((y1 - y0) / 6.5));
    for (let i = 0; i < nx; i += 1) {
      for (let j = 0; j < ny; j += 1) {
        const x = x0 + ((i + 0.5) / nx) * (x1 - x0);
        const y = y0 + ((j + 0.5) / ny) * (y1 - y0);
        if (!pointInPolygon(room.poly, x, y)) continue;
        out.push({ x, y, z: CEILING - 0.05, colour: POT_LIGHT, power: POT_POWER, down: true });
      }
    }
  }
  return out;
}

function lampLights(plan: Floor): PointLight[] {
  return plan.pieces.flatMap((piece) => {
    if (piece.finish !== "lamp" && piece.finish !== "fire" && piece.finish !== "pendant") return [];
    const [x, y] =
      piece.shape === "cyl" ? piece.c : [(piece.rect[0] + piece.rect[2]) / 2, (piece.rect[1] + piece.rect[3]) / 2];
    return [
      {
        x,
        y,
        z: piece.finish === "pendant" ? piece.z[0] - 0.1 : (piece.z[0] + piece.z[1]) / 2,
        colour: piece.finish === "fire" ? linear("#ff8a3d") : LAMP_LIGHT,
        power: piece.finish === "fire" ? 2.2 : 1.6,
        down: false,
      },
    ];
  });
}

interface Segment {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function blocked(segments: Segment[], ax: number, ay: number, bx: number, by: number): boolean {
  const minX = Math.min(ax, bx);
  const maxX = Math.max(ax, bx);
  const minY = Math.min(ay, by);
  const maxY = Math.max(ay, by);
  for (const s of segments) {
    if (Math.max(s.x0, s.x1) < minX || Math.min(s.x0, s.x1) > maxX) continue;
    if (Math.max(s.y0, s.y1) < minY || Math.min(s.y0, s.y1) > maxY) continue;
    const d1 = (s.x1 - s.x0) * (ay - s.y0) - (s.y1 - s.y0) * (ax - s.x0);
    const d2 = (s.x1 - s.x0) * (by - s.y0) - (s.y1 - s.y0) * (bx - s.x0);
    if (d1 * d2 >= 0) continue;
    const d3 = (bx - ax) * (s.y0 - ay) - (by - ay) * (s.x0 - ax);
    const d4 = (bx - ax) * (s.y1 - ay) - (by - ay) * (s.x1 - ax);
    if (d3 * d4 < 0) return true;
  }
  return false;
}

function boxBlur(source: Float32Array, width: number, height: number, radius: number): Float32Array {
  const temp = new Float32Array(source.length);
  const out = new Float32Array(source.length);
  const span = 2 * radius + 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let k = -radius; k <= radius; k += 1)
        sum += source[y * width + Math.min(width - 1, Math.max(0, x + k))] as number;
      temp[y * width + x] = sum / span;
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let k = -radius; k <= radius; k += 1)
        sum += temp[Math.min(height - 1, Math.max(0, y + k)) * width + x] as number;
      out[y * width + x] = sum / span;
    }
  }
  return out;
}

function buildScene(floor: number): Scene {
  const plan = HOUSE[floor] as Floor;
  const runs = frameRuns(floor);
  const up = STAIRS.filter((stair) => stair.from === floor);
  const down = STAIRS.filter((stair) => stair.from + 1 === floor);
  const walls: Prism[] = [];
  const others: Prism[] = [];
  const paintOf = (floorPlan: Floor) => floorPlan.rooms.map((room) => linear(room.wall));

  const along = (run: FrameRun, p: Prism, from: number, to: number, across0: number, across1: number) => {
    p.alongX = run.alongX;
    if (run.alongX) {
      p.x0 = from;
      p.x1 = to;
      p.y0 = run.at + across0;
      p.y1 = run.at + across1;
    } else {
      p.y0 = from;
      p.y1 = to;
      p.x0 = run.at + across0;
      p.x1 = run.at + across1;
    }
    p.from = run.from;
    p.to = run.to;
    if (run.exterior) p.outsideSign = run.at <= (run.alongX ? FOOTPRINT.y0 : FOOTPRINT.x0) ? -1 : 1;
  };

  for (const run of runs) {
    const half = run.thickness / 2;
    const sameLine = runs.filter((other) => other !== run && other.alongX === run.alongX && other.at === run.at);
    const before = sameLine.find((other) => Math.abs(other.to - run.from) < 1e-6);
    const after = sameLine.find((other) => Math.abs(other.from - run.to) < 1e-6);
    if (run.kind === "wall") {
      const p = new Prism();
      const jambBefore = before !== undefined && before.kind !== "wall";
      const jambAfter = after !== undefined && after.kind !== "wall";
      // Ends that meet a crossing wall reach just short of its far face, so corners close without a seam.
      const reach = half - 0.01;
      along(run, p, run.from - (jambBefore ? 0 : reach), run.to + (jambAfter ? 0 : reach), -half, half);
      p.full = true;
      p.mat = Mat.Paint;
      [p.casingFrom0, p.casingFrom1] = jambBefore ? casingFor(before) : [NaN, NaN];
      [p.casingTo0, p.casingTo1] = jambAfter ? casingFor(after) : [NaN, NaN];
      walls.push(p);
    } else if (run.kind === "window" && run.window) {
      const w = run.window;
      const sill = new Prism();
      along(run, sill, run.from, run.to, -half, half);
      sill.z1 = w.sill;
      sill.mat = Mat.Paint;
      sill.casingAbove = w.sill - 0.3;
      sill.top = TRIM;
      const head = new Prism();
      along(run, head, run.from, run.to, -half, half);
      head.z0 = w.head;
      head.mat = Mat.Paint;
      head.casingBelow = w.head + 0.28;
      const glass = new Prism();
      const outside = run.at <= (run.alongX ? FOOTPRINT.y0 : FOOTPRINT.x0) ? -1 : 1;
      along(run, glass, run.from, run.to, outside < 0 ? -half : half - 0.12, outside < 0 ? -half + 0.12 : half);
      glass.z0 = w.sill;
      glass.z1 = w.head;
      glass.mat = Mat.Glass;
      glass.sill = w.sill;
      glass.head = w.head;
      const width = run.to - run.from;
      const panes = width > 7 ? 3 : width > 3.4 ? 2 : 1;
      glass.mullions = Array.from({ length: panes - 1 }, (_, i) => run.from + ((i + 1) / panes) * width);
      others.push(sill, head, glass);
    } else if (run.opening) {
      const o = run.opening;
      if (o.head !== null) {
        const header = new Prism();
        along(run, header, run.from, run.to, -half, half);
        header.z0 = o.head;
        header.mat = Mat.Paint;
        if (o.head < 8.5) header.casingBelow = o.head + 0.28;
        others.push(header);
      }
      if (o.door !== undefined && o.head !== null) {
        const leaf = new Prism();
        along(run, leaf, run.from, run.to, -0.08, 0.08);
        leaf.z1 = o.head;
        leaf.mat = Mat.Door;
        leaf.colour = linear(o.door);
        others.push(leaf);
      }
    }
  }

  for (const p of [...walls, ...others]) {
    if (p.mat !== Mat.Paint) continue;
    p.panels = plan.panels.flatMap((panel) => {
      const alongX = panel.a[1] === panel.b[1];
      const at = alongX ? panel.a[1] : panel.a[0];
      if (alongX !== p.alongX || Math.abs(at - (alongX ? (p.y0 + p.y1) / 2 : (p.x0 + p.x1) / 2)) > 0.01) return [];
      const ends = alongX ? [panel.a[0], panel.b[0]] : [panel.a[1], panel.b[1]];
      return [
        {
          lo: Math.min(...ends),
          hi: Math.max(...ends),
          z0: panel.z[0],
          z1: panel.z[1],
          alongX,
          normal: panel.faces === "S" || panel.faces === "E" ? 1 : -1,
          colours: panel.kind === "art" ? (panel.colours ?? []).map(linear) : [],
        },
      ];
    });
  }

  // Furniture.
  for (const piece of plan.pieces) {
    const p = new Prism();
    const finish = FINISH[piece.finish];
    if (piece.shape === "box") {
      [p.x0, p.y0, p.x1, p.y1] = piece.rect;
    } else {
      p.cyl = true;
      [p.cx, p.cy] = piece.c;
      p.r = piece.r;
      p.x0 = p.cx - p.r;
      p.x1 = p.cx + p.r;
      p.y0 = p.cy - p.r;
      p.y1 = p.cy + p.r;
    }
    [p.z0, p.z1] = piece.z;
    p.mat = finish.mat;
    p.colour = linear(finish.colour);
    p.top = linear(finish.top ?? finish.colour);
    const emission = EMISSION[piece.finish];
    if (emission !== undefined) p.colour = p.colour.map((v) => v * emission) as Rgb;
    if (piece.finish === "pendant") p.glow = linear("#ffd9a8").map((v) => v * 5) as Rgb;
    others.push(p);
  }

  // Stairs: treads climbing from this floor, or arriving in it through a hole.
  const rise = STOREY / RISERS;
  for (const stair of [...up, ...down]) {
    const base = stair.from === floor ? 0 : -STOREY;
    const [x0, y0, x1, y1] = stair.run;
    const treads = RISERS - 1;
    const depth = (y1 - y0) / treads;
    for (let i = 1; i <= treads; i += 1) {
      const p = new Prism();
      p.x0 = x0;
      p.x1 = x1;
      if (stair.ascent === "S") {
        p.y0 = y0 + (i - 1) * depth;
        p.y1 = y0 + i * depth;
      } else {
        p.y0 = y1 - i * depth;
        p.y1 = y1 - (i - 1) * depth;
      }
      p.z0 = base - (stair.from === floor ? 0 : 1);
      p.z1 = base + i * rise;
      p.mat = Mat.Step;
      p.colour = RISER;
      p.sill = stair.ascent === "S" ? 1 : -1;
      others.push(p);
    }
    const topEdge = stair.ascent === "S" ? y1 : y0;
    const bottomEdge = stair.ascent === "S" ? y0 : y1;
    if (stair.from === floor) {
      const [lx0, ly0, lx1, ly1] = stair.landing;
      const block = new Prism();
      block.x0 = lx0;
      block.y0 = ly0;
      block.x1 = lx1;
      block.y1 = ly1;
      block.z0 = LOW;
      block.z1 = STOREY;
      block.mat = Mat.Block;
      block.colour = RISER;
      others.push(block);
      const header = new Prism();
      header.x0 = x0;
      header.x1 = x1;
      header.y0 = bottomEdge - 0.15;
      header.y1 = bottomEdge + 0.15;
      header.z0 = CEILING;
      header.mat = Mat.Paint;
      others.push(header);
    } else {
      const riser = new Prism();
      riser.x0 = x0;
      riser.x1 = x1;
      riser.y0 = stair.ascent === "S" ? topEdge - 0.04 : topEdge;
      riser.y1 = stair.ascent === "S" ? topEdge : topEdge + 0.04;
      riser.z0 = LOW;
      riser.z1 = 0;
      riser.mat = Mat.Block;
      riser.colour = RISER;
      others.push(riser);
    }
  }

  // Fine grids: rooms, finishes, heights.
  const surface = new Uint8Array(FW * FH);
  const roomOf = new Int16Array(FW * FH).fill(-1);
  const rugOf = new Int16Array(FW * FH).fill(-1);
  const floorZ = new Float32Array(FW * FH);
  const ceilZ = new Float32Array(FW * FH).fill(CEILING);
  const finishCode = { oak: Surface.Oak, tile: Surface.Tile, carpet: Surface.Carpet } as const;
  for (let iy = 0; iy < FH; iy += 1) {
    for (let ix = 0; ix < FW; ix += 1) {
      const x = ORIGIN + (ix + 0.5) * FINE;
      const y = ORIGIN + (iy + 0.5) * FINE;
      const i = iy * FW + ix;
      const index = plan.rooms.findIndex((room) => pointInPolygon(room.poly, x, y));
      if (index < 0) continue;
      roomOf[i] = index;
      surface[i] = finishCode[(plan.rooms[index] as Floor["rooms"][number]).floor];
      const rug = plan.rugs.findIndex((candidate) => inRect(candidate.rect, x, y));
      if (rug >= 0) {
        surface[i] = Surface.Rug;
        rugOf[i] = rug;
      }
      if (down.some((stair) => inRect(stair.run, x, y))) {
        surface[i] = Surface.Hole;
        floorZ[i] = -STOREY;
      }
      if (up.some((stair) => inRect(stair.run, x, y) || inRect(stair.landing, x, y))) ceilZ[i] = STOREY + CEILING;
    }
  }

  // Lights: this floor's, plus those of the floor above that shine into a stairwell rising from here.
  const pots = potLights(floor);
  const lamps = lampLights(plan);
  const above = HOUSE[floor + 1];
  if (above) {
    for (const stair of up) {
      for (const light of potLights(floor + 1)) {
        if (inRect(stair.landing, light.x, light.y) || inRect(stair.run, light.x, light.y))
          pots.push({ ...light, z: light.z + STOREY });
      }
    }
  }
  for (const stair of [...up, ...down]) {
    const [x0, y0, x1, y1] = stair.run;
    for (const k of [0.25, 0.75]) {
      pots.push({
        x: (x0 + x1) / 2,
        y: y0 + (y1 - y0) * k,
        z: (stair.from === floor ? STOREY : 0) + CEILING - 0.05,
        colour: POT_LIGHT,
        power: POT_POWER,
        down: true,
      });
    }
  }
  const lights = [...pots, ...lamps];
  // Skylights of this floor, and those of the floor above over a stairwell rising from here.
  const skylights = [
    ...plan.skylights.map((rect) => ({ rect, z: CEILING })),
    ...(above?.skylights ?? [])
      .filter((rect) => up.some((stair) => inRect(stair.run, (rect[0] + rect[2]) / 2, (rect[1] + rect[3]) / 2)))
      .map((rect) => ({ rect, z: STOREY + CEILING })),
  ];
  const samples = windowSamples(runs);
  for (const { rect, z } of skylights) {
    const [x0, y0, x1, y1] = rect;
    const n = 3;
    for (let i = 0; i < n; i += 1)
      for (let j = 0; j < n; j += 1)
        samples.push({
          x: x0 + ((i + 0.5) / n) * (x1 - x0),
          y: y0 + ((j + 0.5) / n) * (y1 - y0),
          z: z - 0.05,
          nx: 0,
          ny: 0,
          nz: -1,
          area: ((x1 - x0) * (y1 - y0)) / (n * n),
        });
  }
  const skylight = new Uint8Array(FW * FH);
  for (const { rect } of skylights) {
    for (let iy = 0; iy < FH; iy += 1) {
      for (let ix = 0; ix < FW; ix += 1) {
        const x = ORIGIN + (ix + 0.5) * FINE;
        const y = ORIGIN + (iy + 0.5) * FINE;
        if (inRect(rect, x, y)) skylight[iy * FW + ix] = inRect(rect, x, y, -0.18) ? 1 : 2;
      }
    }
  }
  const occluders: Segment[] = runs
    .filter((run) => run.kind === "wall" || (run.kind === "opening" && run.opening?.door !== undefined))
    .map((run) =>
      run.alongX
        ? { x0: run.from, y0: run.at, x1: run.to, y1: run.at }
        : { x0: run.at, y0: run.from, x1: run.at, y1: run.to },
    );

  // Irradiance at a point from every window sample and light it can see.
  const irradiance = (
    px: number,
    py: number,
    pz: number,
    nx: number,
    ny: number,
    nz: number,
    out: Float32Array,
    at: number,
  ) => {
    let r = 0;
    let g = 0;
    let b = 0;
    let source = 0;
    for (const s of samples) {
      if (visible[source++] === 0) continue;
      const dx = s.x - px;
      const dy = s.y - py;
      const dz = s.z - pz;
      const d2 = dx * dx + dy * dy + dz * dz + 0.6;
      const d = Math.sqrt(d2);
      const cosSurface = (nx * dx + ny * dy + nz * dz) / d;
      const cosWindow = -(s.nx * dx + s.ny * dy + s.nz * dz) / d;
      if (cosSurface <= 0 || cosWindow <= 0) continue;
      const e = (SKY_POWER * s.area * cosSurface * cosWindow) / (Math.PI * d2);
      r += e * SKY_LIGHT[0];
      g += e * SKY_LIGHT[1];
      b += e * SKY_LIGHT[2];
    }
    for (const light of lights) {
      if (visible[source++] === 0) continue;
      const dx = light.x - px;
      const dy = light.y - py;
      const dz = light.z - pz;
      const d2 = dx * dx + dy * dy + dz * dz + 0.8;
      const d = Math.sqrt(d2);
      const cosSurface = (nx * dx + ny * dy + nz * dz) / d;
      if (cosSurface <= 0) continue;
      const lobe = light.down ? Math.max(0, -dz / d) : 1;
      if (lobe <= 0) continue;
      const e = (light.power * cosSurface * lobe) / (Math.PI * d2);
      r += e * light.colour[0];
      g += e * light.colour[1];
      b += e * light.colour[2];
    }
    out[at] = r + AMBIENT[0];
    out[at + 1] = g + AMBIENT[1];
    out[at + 2] = b + AMBIENT[2];
  };

  // Which sources a cell sees does not depend on height, so it is worked out once per cell.
  const visible = new Uint8Array(samples.length + lights.length);
  const coarseFloor = new Float32Array(CW * CH * 3);
  const ceilLight = new Float32Array(CW * CH * 3);
  const wallLight = [0, 1, 2, 3].map(() => new Float32Array(CW * CH * 3));
  const directions: [number, number][] = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ];
  for (let iy = 0; iy < CH; iy += 1) {
    for (let ix = 0; ix < CW; ix += 1) {
      const x = ORIGIN + (ix + 0.5) * COARSE;
      const y = ORIGIN + (iy + 0.5) * COARSE;
      const at = (iy * CW + ix) * 3;
      if (x < FOOTPRINT.x0 - 0.6 || x > FOOTPRINT.x1 + 0.6 || y < FOOTPRINT.y0 - 0.6 || y > FOOTPRINT.y1 + 0.6)
        continue;
      const cx = Math.min(FOOTPRINT.x1 - 0.05, Math.max(FOOTPRINT.x0 + 0.05, x));
      const cy = Math.min(FOOTPRINT.y1 - 0.05, Math.max(FOOTPRINT.y0 + 0.05, y));
      samples.forEach((sample, i) => (visible[i] = blocked(occluders, cx, cy, sample.x, sample.y) ? 0 : 1));
      lights.forEach(
        (light, i) => (visible[samples.length + i] = blocked(occluders, cx, cy, light.x, light.y) ? 0 : 1),
      );
      irradiance(cx, cy, 0.05, 0, 0, 1, coarseFloor, at);
      irradiance(cx, cy, CEILING - 0.05, 0, 0, -1, ceilLight, at);
      // A stairwell's walls are baked halfway up the flight in both floors' frames, so they match
      // when the camera changes frame on the stairs.
      const wallZ = up.some((stair) => inRect(stair.run, cx, cy) || inRect(stair.landing, cx, cy))
        ? 4 + STOREY / 2
        : down.some((stair) => inRect(stair.run, cx, cy))
          ? 4 - STOREY / 2
          : 4;
      directions.forEach(([dx, dy], d) => irradiance(cx, cy, wallZ, dx, dy, 0, wallLight[d] as Float32Array, at));
    }
  }
  // Walls and ceiling also gather what bounces off the floor.
  const blurred = [0, 1, 2].map((c) =>
    boxBlur(
      Float32Array.from({ length: CW * CH }, (_, i) => coarseFloor[i * 3 + c] as number),
      CW,
      CH,
      4,
    ),
  );
  for (let i = 0; i < CW * CH; i += 1) {
    for (let c = 0; c < 3; c += 1) {
      const bounce = blurred[c]?.[i] as number;
      ceilLight[i * 3 + c] = (ceilLight[i * 3 + c] as number) * 0.8 + bounce * 0.28;
      for (const map of wallLight) map[i * 3 + c] = (map[i * 3 + c] as number) + bounce * 0.22;
    }
  }

  // Sun through the windows, shaded by the furniture it passes over.
  const sunX = Math.sin(SUN_AZIMUTH);
  const sunY = -Math.cos(SUN_AZIMUTH);
  const solid = runs.filter((run) => run.kind !== "opening" || run.opening?.door !== undefined);
  const sunRaw = new Float32Array(FW * FH);
  for (let iy = 0; iy < FH; iy += 1) {
    for (let ix = 0; ix < FW; ix += 1) {
      const i = iy * FW + ix;
      if (surface[i] === Surface.Outside || surface[i] === Surface.Hole) continue;
      const px = ORIGIN + (ix + 0.5) * FINE;
      const py = ORIGIN + (iy + 0.5) * FINE;
      let nearest = Infinity;
      let hit: FrameRun | undefined;
      for (const run of solid) {
        const t = run.alongX ? (sunY === 0 ? -1 : (run.at - py) / sunY) : sunX === 0 ? -1 : (run.at - px) / sunX;
        if (t <= 0 || t >= nearest) continue;
        const c = run.alongX ? px + sunX * t : py + sunY * t;
        if (c < run.from || c > run.to) continue;
        nearest = t;
        hit = run;
      }
      if (!hit || hit.kind !== "window" || !hit.window) continue;
      const zAt = nearest * SUN_TAN;
      if (zAt < hit.window.sill || zAt > hit.window.head) continue;
      let shaded = false;
      for (const piece of plan.pieces) {
        const [bx0, by0, bx1, by1] =
          piece.shape === "box"
            ? piece.rect
            : [piece.c[0] - piece.r, piece.c[1] - piece.r, piece.c[0] + piece.r, piece.c[1] + piece.r];
        let t0 = 0;
        let t1 = nearest;
        for (const [o, d, lo, hi] of [
          [px, sunX, bx0, bx1],
          [py, sunY, by0, by1],
        ] as [number, number, number, number][]) {
          if (Math.abs(d) < 1e-9) {
            if (o < lo || o > hi) t1 = -1;
            continue;
          }
          const a = (lo - o) / d;
          const b = (hi - o) / d;
          t0 = Math.max(t0, Math.min(a, b));
          t1 = Math.min(t1, Math.max(a, b));
        }
        if (t1 > t0 && t0 * SUN_TAN < piece.z[1] && t1 * SUN_TAN > piece.z[0]) {
          shaded = true;
          break;
        }
      }
      if (!shaded) sunRaw[i] = 1;
    }
  }
  const sun = boxBlur(sunRaw, FW, FH, 1);

  // Contact shadows: walls and anything standing on the floor darken the floor around them.
  const occupancy = new Float32Array(FW * FH);
  const mark = (x0: number, y0: number, x1: number, y1: number, weight: number) => {
    for (
      let iy = Math.max(0, Math.floor((y0 - ORIGIN) / FINE));
      iy < Math.min(FH, Math.ceil((y1 - ORIGIN) / FINE));
      iy += 1
    )
      for (
        let ix = Math.max(0, Math.floor((x0 - ORIGIN) / FINE));
        ix < Math.min(FW, Math.ceil((x1 - ORIGIN) / FINE));
        ix += 1
      )
        occupancy[iy * FW + ix] = Math.max(occupancy[iy * FW + ix] as number, weight);
  };
  for (const p of walls) mark(p.x0, p.y0, p.x1, p.y1, 0.8);
  for (const piece of plan.pieces) {
    if (piece.z[0] > 3) continue;
    const weight = piece.z[0] < 0.2 ? 1 : 0.65;
    if (piece.shape === "box") mark(piece.rect[0], piece.rect[1], piece.rect[2], piece.rect[3], weight);
    else mark(piece.c[0] - piece.r, piece.c[1] - piece.r, piece.c[0] + piece.r, piece.c[1] + piece.r, weight);
  }
  const contact = boxBlur(boxBlur(occupancy, FW, FH, 3), FW, FH, 2);

  const floorLight = new Float32Array(FW * FH * 3);
  const topLight = new Float32Array(FW * FH * 3);
  for (let iy = 0; iy < FH; iy += 1) {
    for (let ix = 0; ix < FW; ix += 1) {
      const i = iy * FW + ix;
      const gx = ((ix + 0.5) * FINE) / COARSE - 0.5;
      const gy = ((iy + 0.5) * FINE) / COARSE - 0.5;
      const ax = Math.max(0, Math.min(CW - 2, Math.floor(gx)));
      const ay = Math.max(0, Math.min(CH - 2, Math.floor(gy)));
      const fx = Math.min(1, Math.max(0, gx - ax));
      const fy = Math.min(1, Math.max(0, gy - ay));
      const shadow = 1 - 0.55 * Math.min(1, contact[i] as number);
      const s = sun[i] as number;
      for (let c = 0; c < 3; c += 1) {
        const v00 = coarseFloor[(ay * CW + ax) * 3 + c] as number;
        const v10 = coarseFloor[(ay * CW + ax + 1) * 3 + c] as number;
        const v01 = coarseFloor[((ay + 1) * CW + ax) * 3 + c] as number;
        const v11 = coarseFloor[((ay + 1) * CW + ax + 1) * 3 + c] as number;
        const v = (v00 * (1 - fx) + v10 * fx) * (1 - fy) + (v01 * (1 - fx) + v11 * fx) * fy;
        const direct = s * SUN_POWER * (SUN[c] as number);
        floorLight[i * 3 + c] = v * shadow + direct;
        topLight[i * 3 + c] = v + direct;
      }
    }
  }

  // The nearest recessed light per fine cell, so the ceiling can draw its trim ring crisply.
  const potOf = new Int16Array(FW * FH).fill(-1);
  pots.forEach((light, index) => {
    const level = light.z > CEILING + 1 ? STOREY + CEILING : CEILING;
    if (Math.abs(light.z - (level - 0.05)) > 0.01) return;
    for (
      let iy = Math.floor((light.y - 0.5 - ORIGIN) / FINE);
      iy <= Math.ceil((light.y + 0.5 - ORIGIN) / FINE);
      iy += 1
    )
      for (
        let ix = Math.floor((light.x - 0.5 - ORIGIN) / FINE);
        ix <= Math.ceil((light.x + 0.5 - ORIGIN) / FINE);
        ix += 1
      )
        if (ix >= 0 && iy >= 0 && ix < FW && iy < FH) potOf[iy * FW + ix] = index;
  });

  return {
    floor,
    walls,
    others,
    surface,
    roomOf,
    rugOf,
    rugs: plan.rugs.map((rug) => ({ rect: rug.rect, colour: linear(rug.colour), border: linear(rug.border) })),
    paint: paintOf(plan),
    floorZ,
    ceilZ,
    floorLight,
    topLight,
    wallLight,
    ceilLight,
    potOf,
    pots,
    skylight,
  };
}

const sceneCache = new Map<number, Scene>();
function sceneFor(floor: number): Scene {
  let scene = sceneCache.get(floor);
  if (!scene) {
    scene = buildScene(floor);
    sceneCache.set(floor, scene);
  }
  return scene;
}

/* ------------------------------------------------------------------------------------------ */
/* Shading                                                                                     */
/* ------------------------------------------------------------------------------------------ */

const FOG_LUT = Float32Array.from({ length: 4096 }, (_, i) => Math.exp(-(i / 20) * FOG));
const fogAt = (t: number) => FOG_LUT[t < 204 ? (t * 20) | 0 : 4095] as number;
const INV_RANGE = 1 / LUT_RANGE;
const TONE_R = Uint8Array.from({ length: LUT_SIZE }, (_, i) => TONE[i * 3] as number);
const TONE_G = Uint8Array.from({ length: LUT_SIZE }, (_, i) => TONE[i * 3 + 1] as number);
const TONE_B = Uint8Array.from({ length: LUT_SIZE }, (_, i) => TONE[i * 3 + 2] as number);
const tone = (v: number) => {
  const k = (Math.sqrt(v > 0 ? v * INV_RANGE : 0) * (LUT_SIZE - 1)) | 0;
  return k < LUT_SIZE ? k : LUT_SIZE - 1;
};

const TREE_PHASES = (() => {
  const random = createPrng("tour:treeline");
  return Array.from({ length: 4 }, () => random.next() * Math.PI * 2);
})();

/** The tree line's height along the horizon, in tan of elevation from an eye at `eye` ft. */
function treeLine(azimuth: number, eye: number): number {
  const p = TREE_PHASES;
  const crown =
    0.5 +
    0.22 * Math.sin(3 * azimuth + (p[0] as number)) +
    0.14 * Math.sin(7 * azimuth + (p[1] as number)) +
    0.09 * Math.sin(17 * azimuth + (p[2] as number)) +
    0.05 * Math.sin(41 * azimuth + (p[3] as number));
  return (8 + 20 * crown - eye) / TREES_AT;
}

const FENCE_AT = 38;
const TREES_AT = 110;

/**
 * What a window shows: lawn, a cedar fence, a ragged line of poplars and spruce, a Calgary sky.
 * Daylight outside is a couple of stops above the room, so it reads bright without burning out.
 * `c` carries the column's azimuth, tree line and fence boards, worked out once per column.
 */
function outdoor(c: Canvas, tanElevation: number, out: Rgb) {
  const eye = c.outdoorEye;
  if (tanElevation < -eye / FENCE_AT) {
    out[0] = 0.3;
    out[1] = 0.46;
    out[2] = 0.16;
  } else if (tanElevation < (5 - eye) / FENCE_AT) {
    out[0] = 0.27 * c.board;
    out[1] = 0.17 * c.board;
    out[2] = 0.11 * c.board;
  } else if (tanElevation < -eye / TREES_AT) {
    out[0] = 0.34;
    out[1] = 0.48;
    out[2] = 0.2;
  } else if (tanElevation < c.treeTan) {
    const leaf = 0.45 + 1.1 * leafNoise(c.azimuth * 160, tanElevation * 160);
    const near = Math.min(1, Math.max(0, (c.treeTan - tanElevation) * 3));
    out[0] = (0.07 + 0.06 * near) * leaf;
    out[1] = (0.15 + 0.08 * near) * leaf;
    out[2] = (0.06 + 0.03 * near) * leaf;
  } else {
    const k = Math.sqrt(Math.min(1, Math.max(0, tanElevation) * 1.6));
    out[0] = 1.25 * (1 - k) + 0.36 * k;
    out[1] = 1.38 * (1 - k) + 0.62 * k;
    out[2] = 1.52 * (1 - k) + 1.2 * k;
    return;
  }
  out[0] = out[0] * 1.35 + 0.14;
  out[1] = out[1] * 1.35 + 0.15;
  out[2] = out[2] * 1.35 + 0.16;
}

const LEAVES = buildTexture(128, 1, (x, y, out) => {
  const v = 0.65 * noise(x / 5, y / 5, 128 / 5, 128 / 5, 61) + 0.35 * noise(x / 2, y / 2, 64, 64, 67);
  out[0] = out[1] = out[2] = v;
}).levels[0] as Texture["levels"][0];

/** Leafy mottle in 0..1 for the tree line and the indoor plants, interpolated so it never looks blocky. */
function leafNoise(u: number, v: number): number {
  const x = Math.floor(u);
  const y = Math.floor(v);
  const fx = u - x;
  const fy = v - y;
  const data = LEAVES.data;
  const x0 = x & 127;
  const x1 = (x + 1) & 127;
  const y0 = (y & 127) * 128;
  const y1 = ((y + 1) & 127) * 128;
  const top = (data[(y0 + x0) * 3] as number) * (1 - fx) + (data[(y0 + x1) * 3] as number) * fx;
  const bottom = (data[(y1 + x0) * 3] as number) * (1 - fx) + (data[(y1 + x1) * 3] as number) * fx;
  return top * (1 - fy) + bottom * fy;
}

/* ------------------------------------------------------------------------------------------ */
/* The frame                                                                                   */
/* ------------------------------------------------------------------------------------------ */

interface Hit {
  prism: Prism;
  t0: number;
  t1: number;
  /** Normal of the entry face. */
  nx: number;
  ny: number;
}

function intersect(p: Prism, ox: number, oy: number, dx: number, dy: number, hit: Hit): boolean {
  if (p.cyl) {
    const fx = ox - p.cx;
    const fy = oy - p.cy;
    const a = dx * dx + dy * dy;
    const b = 2 * (fx * dx + fy * dy);
    const c = fx * fx + fy * fy - p.r * p.r;
    const disc = b * b - 4 * a * c;
    if (disc <= 0) return false;
    const root = Math.sqrt(disc);
    const t0 = (-b - root) / (2 * a);
    const t1 = (-b + root) / (2 * a);
    if (t1 < NEAR) return false;
    hit.t0 = t0;
    hit.t1 = t1;
    hit.nx = (fx + dx * t0) / p.r;
    hit.ny = (fy + dy * t0) / p.r;
    return true;
  }
  let t0 = -Infinity;
  let t1 = Infinity;
  let nx = 0;
  let ny = 0;
  if (dx !== 0) {
    const a = (p.x0 - ox) / dx;
    const b = (p.x1 - ox) / dx;
    if (a < b) {
      t0 = a;
      t1 = b;
      nx = -1;
    } else {
      t0 = b;
      t1 = a;
      nx = 1;
    }
  } else if (ox < p.x0 || ox > p.x1) return false;
  if (dy !== 0) {
    const a = (p.y0 - oy) / dy;
    const b = (p.y1 - oy) / dy;
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    if (lo > t0) {
      t0 = lo;
      nx = 0;
      ny = a < b ? -1 : 1;
    }
    if (hi < t1) t1 = hi;
  } else if (oy < p.y0 || oy > p.y1) return false;
  if (t1 <= t0 || t1 < NEAR) return false;
  hit.t0 = t0;
  hit.t1 = t1;
  hit.nx = nx;
  hit.ny = ny;
  return true;
}

/** Everything the drawing functions share while one frame is drawn, column by column. */
class Canvas {
  readonly out = new Uint8Array(RW * RH * 3);
  readonly depth = new Float32Array(RH);
  readonly hits: Hit[] = Array.from({ length: 256 }, () => ({ prism: new Prism(), t0: 0, t1: 0, nx: 0, ny: 0 }));
  readonly scratch: Hit = { prism: new Prism(), t0: 0, t1: 0, nx: 0, ny: 0 };
  readonly sky: Rgb = [0, 0, 0];
  /** Per row: distance to the floor and the ceiling planes, and their fog. */
  readonly floorT = new Float32Array(RH);
  readonly floorFog = new Float32Array(RH);
  readonly floorLevel = new Uint8Array(RH);
  readonly ceilT = new Float32Array(RH);
  readonly ceilFog = new Float32Array(RH);
  column = 0;
  ox = 0;
  oy = 0;
  eye = 0;
  dx = 0;
  dy = 0;
  rayLength = 1;
  azimuth = 0;
  /** The view out of the windows along this column (see outdoor). */
  outdoorEye = 0;
  treeTan = 0;
  board = 1;
  /** Light on the face being drawn. */
  lr = 0;
  lg = 0;
  lb = 0;
  /** Albedo from the last texture sample. */
  ar = 0;
  ag = 0;
  ab = 0;

  constructor(
    readonly scene: Scene,
    readonly tex: Textures,
  ) {}

  put(r: number, t: number, fog: number, red: number, green: number, blue: number) {
    const haze = 1 - fog;
    const i = (r * RW + this.column) * 3;
    this.out[i] = TONE_R[tone(red * fog + HAZE[0] * haze)] as number;
    this.out[i + 1] = TONE_G[tone(green * fog + HAZE[1] * haze)] as number;
    this.out[i + 2] = TONE_B[tone(blue * fog + HAZE[2] * haze)] as number;
    this.depth[r] = t;
  }

  sample(texture: Texture, level: number, u: number, v: number) {
    const mip = texture.levels[
      level < texture.levels.length ? level : texture.levels.length - 1
    ] as Texture["levels"][0];
    const scale = texture.density / (1 << level);
    const mask = mip.size - 1;
    const i = ((Math.floor(v * scale) & mask) * mip.size + (Math.floor(u * scale) & mask)) * 3;
    this.ar = mip.data[i] as number;
    this.ag = mip.data[i + 1] as number;
    this.ab = mip.data[i + 2] as number;
  }

  /** Bilinear light from a baked grid into lr/lg/lb. */
  light(grid: Float32Array, width: number, height: number, cell: number, x: number, y: number) {
    const gx = (x - ORIGIN) / cell - 0.5;
    const gy = (y - ORIGIN) / cell - 0.5;
    let ax = Math.floor(gx);
    let ay = Math.floor(gy);
    ax = ax < 0 ? 0 : ax > width - 2 ? width - 2 : ax;
    ay = ay < 0 ? 0 : ay > height - 2 ? height - 2 : ay;
    let fx = gx - ax;
    let fy = gy - ay;
    fx = fx < 0 ? 0 : fx > 1 ? 1 : fx;
    fy = fy < 0 ? 0 : fy > 1 ? 1 : fy;
    const i00 = (ay * width + ax) * 3;
    const i01 = i00 + width * 3;
    const w00 = (1 - fx) * (1 - fy);
    const w10 = fx * (1 - fy);
    const w01 = (1 - fx) * fy;
    const w11 = fx * fy;
    this.lr =
      (grid[i00] as number) * w00 +
      (grid[i00 + 3] as number) * w10 +
      (grid[i01] as number) * w01 +
      (grid[i01 + 3] as number) * w11;
    this.lg =
      (grid[i00 + 1] as number) * w00 +
      (grid[i00 + 4] as number) * w10 +
      (grid[i01 + 1] as number) * w01 +
      (grid[i01 + 4] as number) * w11;
    this.lb =
      (grid[i00 + 2] as number) * w00 +
      (grid[i00 + 5] as number) * w10 +
      (grid[i01 + 2] as number) * w01 +
      (grid[i01 + 5] as number) * w11;
  }
}

/**
 * Renders one pose into an RGB buffer at the supersampled size (RW x RH).
 * Pure: the same pose always yields the same bytes.
 */
export function renderPose(pose: Pick<Pose, "floor" | "x" | "y" | "z" | "heading">): {
  data: Uint8Array;
  width: number;
  height: number;
} {
  const c = new Canvas(sceneFor(pose.floor), textures());
  const heading = (pose.heading * Math.PI) / 180;
  const fx = Math.sin(heading);
  const fy = -Math.cos(heading);
  const rx = Math.cos(heading);
  const ry = Math.sin(heading);
  c.ox = pose.x;
  c.oy = pose.y;
  c.eye = pose.z;
  c.outdoorEye = EYE + pose.floor * STOREY + 1.5;
  for (let r = 0; r < RH; r += 1) {
    const below = r + 0.5 - HORIZON;
    const floorT = below > 0 && c.eye > 0.01 ? (c.eye * FOCAL) / below : Infinity;
    const ceilT = below < 0 && c.eye < CEILING ? ((CEILING - c.eye) * FOCAL) / -below : Infinity;
    c.floorT[r] = floorT;
    c.floorFog[r] = fogAt(floorT);
    c.ceilT[r] = ceilT;
    c.ceilFog[r] = fogAt(ceilT);
    // Floors are seen at a grazing angle: the footprint along the view grows with the square of distance.
    c.floorLevel[r] = mipLevel(c.tex.oak, floorT === Infinity ? 1e3 : (floorT * floorT) / (FOCAL * c.eye));
  }
  const { walls, others } = c.scene;
  const scratch = c.scratch;
  const hits = c.hits;
  for (let column = 0; column < RW; column += 1) {
    c.column = column;
    const camera = ((2 * (column + 0.5)) / RW - 1) * TAN_HALF;
    const dx = fx + rx * camera;
    const dy = fy + ry * camera;
    c.dx = dx;
    c.dy = dy;
    c.rayLength = Math.sqrt(dx * dx + dy * dy);
    c.azimuth = Math.atan2(dx, -dy);
    c.treeTan = treeLine(c.azimuth, c.outdoorEye);
    c.board = 0.8 + 0.2 * Math.sin(c.azimuth * 420);
    c.depth.fill(Infinity);

    // The nearest full-height wall closes the column.
    let wall: Prism | null = null;
    let tWall = Infinity;
    let wnx = 0;
    let wny = 0;
    for (const p of walls) {
      if (!intersect(p, c.ox, c.oy, dx, dy, scratch)) continue;
      if (scratch.t0 < NEAR || scratch.t0 >= tWall) continue;
      tWall = scratch.t0;
      wall = p;
      wnx = scratch.nx;
      wny = scratch.ny;
    }

    let count = 0;
    for (const p of others) {
      if (!intersect(p, c.ox, c.oy, dx, dy, scratch)) continue;
      if (scratch.t0 >= tWall) continue;
      const h = hits[count] as Hit;
      h.prism = p;
      h.t0 = scratch.t0;
      h.t1 = Math.min(scratch.t1, tWall);
      h.nx = scratch.nx;
      h.ny = scratch.ny;
      count += 1;
      if (count === hits.length) break;
    }
    // Front to back, so the depth test rejects most hidden pixels before they are shaded.
    for (let i = 1; i < count; i += 1) {
      const h = hits[i] as Hit;
      let j = i - 1;
      while (j >= 0 && (hits[j] as Hit).t0 > h.t0) {
        hits[j + 1] = hits[j] as Hit;
        j -= 1;
      }
      hits[j + 1] = h;
    }
    for (let k = 0; k < count; k += 1) {
      const h = hits[k] as Hit;
      drawPrism(c, h.prism, h.t0, h.t1, h.nx, h.ny);
    }
    if (wall) drawPrism(c, wall, tWall, tWall + 1, wnx, wny);
    drawPlanes(c);
  }
  return { data: c.out, width: RW, height: RH };
}

function drawPrism(c: Canvas, p: Prism, t0: number, t1: number, nx: number, ny: number) {
  const eye = c.eye;
  if (t0 >= NEAR) drawSide(c, p, t0, c.ox + c.dx * t0, c.oy + c.dy * t0, nx, ny);
  const start = t0 > NEAR ? t0 : NEAR;
  if (eye > p.z1 && p.z1 < HIGH - 1) {
    const h = (eye - p.z1) * FOCAL;
    const a = Math.max(0, Math.ceil(HORIZON + h / t1 - 0.5));
    const b = Math.min(RH, Math.ceil(HORIZON + h / start - 0.5));
    for (let r = a; r < b; r += 1) {
      const t = h / (r + 0.5 - HORIZON);
      if (t >= (c.depth[r] as number)) continue;
      drawTop(c, p, r, t, c.ox + c.dx * t, c.oy + c.dy * t);
    }
  }
  if (eye < p.z0 && p.z0 > LOW + 1) {
    const h = (p.z0 - eye) * FOCAL;
    const a = Math.max(0, Math.ceil(HORIZON - h / start - 0.5));
    const b = Math.min(RH, Math.ceil(HORIZON - h / t1 - 0.5));
    for (let r = a; r < b; r += 1) {
      const t = h / (HORIZON - (r + 0.5));
      if (t >= (c.depth[r] as number)) continue;
      const fog = fogAt(t);
      if (p.glow) {
        c.put(r, t, fog, p.glow[0], p.glow[1], p.glow[2]);
        continue;
      }
      c.light(c.scene.ceilLight, CW, CH, COARSE, c.ox + c.dx * t, c.oy + c.dy * t);
      const base = p.mat === Mat.Paint || p.mat === Mat.Block ? TRIM : p.colour;
      c.put(r, t, fog, base[0] * c.lr * 0.75, base[1] * c.lg * 0.75, base[2] * c.lb * 0.75);
    }
  }
}

function drawTop(c: Canvas, p: Prism, r: number, t: number, wx: number, wy: number) {
  const fog = fogAt(t);
  if (p.mat === Mat.Emit || p.mat === Mat.Fire) {
    c.put(r, t, fog, p.colour[0], p.colour[1], p.colour[2]);
    return;
  }
  const cell = fineIndex(wx, wy);
  const i = cell * 3;
  const scene = c.scene;
  const lr = cell >= 0 ? (scene.topLight[i] as number) * 1.08 : 0.3;
  const lg = cell >= 0 ? (scene.topLight[i + 1] as number) * 1.08 : 0.3;
  const lb = cell >= 0 ? (scene.topLight[i + 2] as number) * 1.08 : 0.3;
  let ar = p.top[0];
  let ag = p.top[1];
  let ab = p.top[2];
  switch (p.mat) {
    case Mat.Step: {
      c.sample(c.tex.oak, mipLevel(c.tex.oak, (t * t) / (FOCAL * Math.max(0.5, c.eye - p.z1))), wx, wy);
      // The nosing catches light; the back of each tread sits in the riser's shadow.
      const into = p.sill > 0 ? wy - p.y0 : p.y1 - wy;
      const k = into < 0.06 ? 1.15 : into > p.y1 - p.y0 - 0.08 ? 0.72 : 1;
      ar = c.ar * k;
      ag = c.ag * k;
      ab = c.ab * k;
      break;
    }
    case Mat.Wood: {
      c.sample(c.tex.mottle, 0, wx * 0.35, wy * 6);
      const g = 0.88 + 0.24 * c.ar;
      ar *= g;
      ag *= g;
      ab *= g;
      break;
    }
    case Mat.Fabric: {
      c.sample(c.tex.mottle, 0, wx * 2, wy * 2);
      const g = 0.94 + 0.12 * c.ar;
      ar *= g;
      ag *= g;
      ab *= g;
      break;
    }
    case Mat.Plant: {
      const leaf = leafNoise(wx * 14, wy * 14);
      if (p.cyl && leaf < 0.2 + 0.5 * (Math.hypot(wx - p.cx, wy - p.cy) / p.r)) return;
      const k = 0.5 + leaf;
      ar *= k;
      ag *= k;
      ab *= k;
      break;
    }
    case Mat.Paint:
    case Mat.Block:
      ar = TRIM[0];
      ag = TRIM[1];
      ab = TRIM[2];
      break;
    default:
  }
  c.put(r, t, fog, ar * lr, ag * lg, ab * lb);
}

function drawSide(c: Canvas, p: Prism, t: number, hx: number, hy: number, nx: number, ny: number) {
  const scene = c.scene;
  const cell = fineIndex(hx + nx * 0.2, hy + ny * 0.2);
  const zFloor = cell < 0 ? 0 : (scene.floorZ[cell] as number);
  const zCeil = cell < 0 ? CEILING : (scene.ceilZ[cell] as number);
  const zLow = p.z0 > zFloor ? p.z0 : zFloor;
  const zHigh = p.z1 < zCeil ? p.z1 : zCeil;
  if (zHigh <= zLow) return;
  const eye = c.eye;
  const r0 = Math.max(0, Math.ceil(HORIZON - ((zHigh - eye) * FOCAL) / t - 0.5));
  const r1 = Math.min(RH, Math.ceil(HORIZON - ((zLow - eye) * FOCAL) / t - 0.5));
  if (r1 <= r0) return;
  const step = t / FOCAL;
  const zStart = eye + (HORIZON - (r0 + 0.5)) * step;
  const fog = fogAt(t);
  if (p.cyl) {
    const w = nx * nx;
    c.light(scene.wallLight[nx > 0 ? 0 : 1] as Float32Array, CW, CH, COARSE, hx + nx * 0.3, hy + ny * 0.3);
    const ar = c.lr;
    const ag = c.lg;
    const ab = c.lb;
    c.light(scene.wallLight[ny > 0 ? 2 : 3] as Float32Array, CW, CH, COARSE, hx + nx * 0.3, hy + ny * 0.3);
    c.lr = ar * w + c.lr * (1 - w);
    c.lg = ag * w + c.lg * (1 - w);
    c.lb = ab * w + c.lb * (1 - w);
  } else {
    const index = Math.abs(nx) >= Math.abs(ny) ? (nx > 0 ? 0 : 1) : ny > 0 ? 2 : 3;
    c.light(scene.wallLight[index] as Float32Array, CW, CH, COARSE, hx + nx * 0.3, hy + ny * 0.3);
  }
  const alongFace = Math.abs(nx) > Math.abs(ny) ? hy : hx;
  const u = p.cyl ? Math.atan2(hy - p.cy, hx - p.cx) * p.r : alongFace;
  switch (p.mat) {
    case Mat.Paint:
      paintColumn(c, p, t, fog, r0, r1, zStart, step, alongFace, nx, ny, cell);
      return;
    case Mat.Glass:
      glassColumn(c, p, t, fog, r0, r1, zStart, step, alongFace);
      return;
    case Mat.Fire:
      fireColumn(c, p, t, fog, r0, r1, zStart, step, u);
      return;
    default:
  }
  const depth = c.depth;
  const lr = c.lr;
  const lg = c.lg;
  const lb = c.lb;
  const standing = p.mat !== Mat.Step && p.mat !== Mat.Block && p.z0 <= zFloor + 0.2;
  let z = zStart;
  let cr = p.colour[0];
  let cg = p.colour[1];
  let cb = p.colour[2];
  // Per-column texture for the materials that vary only along the face.
  if (p.mat === Mat.Wood) {
    c.sample(c.tex.mottle, 0, u * 4, 0.5);
    const g = 0.86 + 0.26 * c.ar;
    cr *= g;
    cg *= g;
    cb *= g;
  } else if (p.mat === Mat.Steel) {
    const sheen = 0.8 + 0.35 * Math.max(0, Math.sin(u * 1.7 + 0.6));
    cr *= sheen;
    cg *= sheen;
    cb *= sheen;
  } else if (p.mat === Mat.Emit) {
    const facing = p.cyl ? 0.8 + 0.2 * Math.max(0, -(nx * c.dx + ny * c.dy) / c.rayLength) : 1;
    for (let r = r0; r < r1; r += 1)
      if (t < (depth[r] as number)) c.put(r, t, fog, cr * facing, cg * facing, cb * facing);
    return;
  }
  const endFace = !p.cyl && (p.alongX ? nx !== 0 : ny !== 0);
  const width = p.alongX ? p.x1 - p.x0 : p.y1 - p.y0;
  const a = alongFace - (p.alongX ? p.x0 : p.y0);
  const cabinetU = u - Math.floor(u / 1.5) * 1.5;
  const cabinetGroove = cabinetU < 0.04 || Math.abs(cabinetU - 0.16) < 0.02 || Math.abs(cabinetU - 1.34) < 0.02;
  const doorStile = a < 0.32 || width - a < 0.32;
  const doorGroove = Math.abs(a - 0.32) < 0.025 || Math.abs(width - a - 0.32) < 0.025;
  const doorHandle = width - a > 0.25 && width - a < 0.42;
  const facing = p.cyl ? Math.abs(nx * c.dx + ny * c.dy) / c.rayLength : 1;
  const mottle = c.tex.mottle;
  for (let r = r0; r < r1; r += 1, z -= step) {
    if (t >= (depth[r] as number)) continue;
    let ar = cr;
    let ag = cg;
    let ab = cb;
    let lit = 1;
    switch (p.mat) {
      case Mat.Door: {
        if (endFace) lit = 0.9;
        else if (doorHandle && z > 3 && z < 3.12) {
          ar = FRAME_BLACK[0];
          ag = FRAME_BLACK[1];
          ab = FRAME_BLACK[2];
        } else if (doorGroove || Math.abs(z - 0.7) < 0.025 || Math.abs(p.z1 - z - 0.35) < 0.025) lit = 0.72;
        else if (!doorStile && z > 0.7 && p.z1 - z > 0.35) lit = 0.96;
        break;
      }
      case Mat.Cabinet: {
        const b = z - p.z0;
        if (p.z0 <= 0 && b < 0.33) lit = 0.45;
        else if (cabinetGroove || Math.abs(b - 0.2) < 0.02 || p.z1 - z < 0.03) lit = 0.72;
        break;
      }
      case Mat.Fabric: {
        c.sample(mottle, 1, u * 2, z * 2);
        lit = 0.92 + 0.14 * c.ar;
        if (p.z1 - z < 0.06) lit *= 1.08;
        break;
      }
      case Mat.Stone: {
        c.sample(c.tex.stone, mipLevel(c.tex.stone, step), u, z);
        ar = c.ar;
        ag = c.ag;
        ab = c.ab;
        break;
      }
      case Mat.Steel:
        if (p.z1 > 6 && Math.abs(z - 4.1) < 0.03) lit = 0.5;
        break;
      case Mat.Plant: {
        // Foliage is ragged at its crown and its silhouette: gaps there show what is behind.
        const leaf = leafNoise(u * 14, z * 14);
        const fromTop = p.z1 - z;
        if (leaf < 0.66 - facing * 0.8 || (fromTop < 1 && leaf < 0.62 - fromTop * 0.6)) continue;
        lit = 0.45 + 0.9 * leaf;
        break;
      }
      case Mat.Tv:
        lit = 0.9 + 0.5 * Math.max(0, 1 - Math.abs(u - 21.5 + z * 0.6) * 0.8);
        break;
      case Mat.Step:
        if (p.z1 - z < 0.08) lit = 1.1;
        break;
      default:
    }
    // Furniture sits in its own shadow near the floor.
    if (standing) lit *= 0.55 + 0.45 * (z - zFloor < 0.9 ? (z - zFloor) / 0.9 : 1);
    c.put(r, t, fog, ar * lr * lit, ag * lg * lit, ab * lb * lit);
  }
}

function paintColumn(
  c: Canvas,
  p: Prism,
  t: number,
  fog: number,
  r0: number,
  r1: number,
  zStart: number,
  step: number,
  along: number,
  nx: number,
  ny: number,
  cell: number,
) {
  const scene = c.scene;
  const depth = c.depth;
  const endFace = p.alongX ? nx !== 0 : ny !== 0;
  const room = cell >= 0 ? (scene.roomOf[cell] as number) : -1;
  const outsideFace = p.outsideSign !== 0 && (p.alongX ? ny === p.outsideSign : nx === p.outsideSign);
  const paint = room >= 0 && !outsideFace ? (scene.paint[room] as Rgb) : TRIM;
  const floorBase = cell >= 0 && (scene.floorZ[cell] as number) < -1 ? -STOREY : 0;
  let trimLo = NaN;
  let trimHi = NaN;
  let edge = false;
  let panel: PanelLayout | null = null;
  if (endFace) {
    const atFrom = p.alongX ? nx < 0 : ny < 0;
    trimLo = atFrom ? p.casingFrom0 : p.casingTo0;
    trimHi = atFrom ? p.casingFrom1 : p.casingTo1;
  } else {
    const dFrom = along - p.from;
    const dTo = p.to - along;
    if (dFrom < 0.3 && p.casingFrom1 === p.casingFrom1) {
      trimLo = p.casingFrom0;
      trimHi = p.casingFrom1;
      edge = dFrom > 0.26;
    }
    if (dTo < 0.3 && p.casingTo1 === p.casingTo1) {
      trimLo = trimLo === trimLo ? Math.min(trimLo, p.casingTo0) : p.casingTo0;
      trimHi = trimHi === trimHi ? Math.max(trimHi, p.casingTo1) : p.casingTo1;
      edge = edge || dTo > 0.26;
    }
    for (const candidate of p.panels) {
      if (along < candidate.lo || along > candidate.hi) continue;
      if (candidate.alongX ? ny !== candidate.normal : nx !== candidate.normal) continue;
      panel = candidate;
    }
  }
  const mottle = c.tex.mottle;
  const level = mipLevel(mottle, step);
  const mip = mottle.levels[level] as Texture["levels"][0];
  const scale = mottle.density / (1 << level);
  const mask = mip.size - 1;
  const mx = Math.floor(along * scale) & mask;
  const lr = c.lr;
  const lg = c.lg;
  const lb = c.lb;
  let z = zStart;
  for (let r = r0; r < r1; r += 1, z -= step) {
    if (t >= (depth[r] as number)) continue;
    let base = paint;
    let lit = 1;
    if ((z >= trimLo && z <= trimHi) || z <= p.casingBelow || z >= p.casingAbove) {
      base = TRIM;
      if (edge) lit = 0.82;
    } else if (!endFace && z < floorBase + 0.38) {
      base = TRIM;
      if (z > floorBase + 0.34) lit = 0.8;
    } else if (panel && z >= panel.z0 && z <= panel.z1) {
      if (panel.colours.length === 0) {
        const row = Math.floor((z - panel.z0) / 0.25);
        const brick = (along + (row % 2) * 0.25) / 0.5;
        const grout = (z - panel.z0) % 0.25 < 0.018 || brick - Math.floor(brick) < 0.036;
        base = grout ? GROUT : TRIM;
        lit = grout ? 1 : 1.03 + 0.04 * hash2(row, Math.floor(brick), 5);
      } else
        base = artColour(panel, (along - panel.lo) / (panel.hi - panel.lo), (z - panel.z0) / (panel.z1 - panel.z0));
    } else {
      lit = 0.97 + 0.06 * (mip.data[((Math.floor(z * scale) & mask) * mip.size + mx) * 3] as number);
    }
    // Rooms read a little darker at the floor.
    const above = z - floorBase;
    lit *= 0.8 + 0.2 * (above < 2.5 ? (above > 0 ? above / 2.5 : 0) : 1);
    c.put(r, t, fog, base[0] * lr * lit, base[1] * lg * lit, base[2] * lb * lit);
  }
}

function glassColumn(
  c: Canvas,
  p: Prism,
  t: number,
  fog: number,
  r0: number,
  r1: number,
  zStart: number,
  step: number,
  along: number,
) {
  const depth = c.depth;
  const sky = c.sky;
  let mullion = along - p.from < 0.1 || p.to - along < 0.1;
  for (const m of p.mullions) if (Math.abs(along - m) < 0.06) mullion = true;
  const lr = c.lr;
  const lg = c.lg;
  const lb = c.lb;
  let z = zStart;
  for (let r = r0; r < r1; r += 1, z -= step) {
    if (t >= (depth[r] as number)) continue;
    if (mullion || z - p.sill < 0.1 || p.head - z < 0.1) {
      c.put(r, t, fog, FRAME_BLACK[0] * lr, FRAME_BLACK[1] * lg, FRAME_BLACK[2] * lb);
      continue;
    }
    outdoor(c, (HORIZON - (r + 0.5)) / FOCAL / c.rayLength, sky);
    c.put(r, t, 1, sky[0], sky[1], sky[2]);
  }
}

/** A linear gas fireplace: dark firebox, a bed of glowing embers and a ragged row of flames. */
function fireColumn(
  c: Canvas,
  p: Prism,
  t: number,
  fog: number,
  r0: number,
  r1: number,
  zStart: number,
  step: number,
  u: number,
) {
  const depth = c.depth;
  const flame = 0.22 + 0.38 * Math.abs(Math.sin(u * 6.3)) * (0.55 + 0.45 * Math.sin(u * 17.1 + 1.3));
  let z = zStart;
  for (let r = r0; r < r1; r += 1, z -= step) {
    if (t >= (depth[r] as number)) continue;
    const h = z - p.z0;
    const total = p.z1 - p.z0;
    if (h < 0.08) c.put(r, t, fog, 3.2, 0.9, 0.25);
    else if (h < 0.08 + flame) {
      const k = 1 - (h - 0.08) / flame;
      c.put(r, t, fog, 2.2 + 2.6 * k, 0.7 + 1.6 * k, 0.12 + 0.5 * k * k);
    } else {
      const glow = 0.25 * (1 - h / total);
      c.put(r, t, fog, 0.03 + glow, 0.02 + glow * 0.4, 0.015);
    }
  }
}

function drawPlanes(c: Canvas) {
  const scene = c.scene;
  const tex = c.tex;
  const depth = c.depth;
  const sky = c.sky;
  const { ox, oy, dx, dy, eye } = c;
  for (let r = 0; r < RH; r += 1) {
    const below = r + 0.5 - HORIZON;
    if (below < 0) {
      // Ceiling: this floor's height first, then the stairwell's where the point is open above.
      let t = c.ceilT[r] as number;
      let fog = c.ceilFog[r] as number;
      let wx = ox + dx * t;
      let wy = oy + dy * t;
      let cell = fineIndex(wx, wy);
      if (cell >= 0 && (scene.ceilZ[cell] as number) > CEILING + 0.5) {
        t = (((scene.ceilZ[cell] as number) - eye) * FOCAL) / -below;
        fog = fogAt(t);
        wx = ox + dx * t;
        wy = oy + dy * t;
        cell = fineIndex(wx, wy);
      }
      if (t >= (depth[r] as number)) continue;
      if (cell < 0 || scene.surface[cell] === Surface.Outside) {
        outdoor(c, -below / FOCAL / c.rayLength, sky);
        c.put(r, t, 1, sky[0], sky[1], sky[2]);
        continue;
      }
      const glazing = scene.skylight[cell] as number;
      if (glazing === 1) {
        outdoor(c, 3, sky);
        c.put(r, t, 1, sky[0] * 1.2, sky[1] * 1.2, sky[2] * 1.2);
        continue;
      }
      c.light(scene.ceilLight, CW, CH, COARSE, wx, wy);
      if (glazing === 2) {
        c.put(r, t, fog, TRIM[0] * c.lr * 1.2, TRIM[1] * c.lg * 1.2, TRIM[2] * c.lb * 1.2);
        continue;
      }
      let cr = CEILING_PAINT[0] * c.lr * 0.9;
      let cg = CEILING_PAINT[1] * c.lg * 0.9;
      let cb = CEILING_PAINT[2] * c.lb * 0.9;
      const pot = scene.potOf[cell] as number;
      if (pot >= 0) {
        const light = scene.pots[pot] as PointLight;
        const d = Math.hypot(wx - light.x, wy - light.y);
        if (d < 0.16) {
          cr = 6;
          cg = 5.2;
          cb = 4.2;
        } else if (d < 0.21) {
          cr = cg = cb = 0.85;
        } else if (d < 0.55) {
          const k = 1 + 0.5 * (1 - (d - 0.21) / 0.34);
          cr *= k;
          cg *= k;
          cb *= k;
        }
      }
      c.put(r, t, fog, cr, cg, cb);
    } else {
      const t = c.floorT[r] as number;
      if (t >= (depth[r] as number)) continue;
      const wx = ox + dx * t;
      const wy = oy + dy * t;
      const cell = fineIndex(wx, wy);
      const kind = cell < 0 ? Surface.Outside : (scene.surface[cell] as Surface);
      if (kind === Surface.Hole) continue;
      if (kind === Surface.Outside) {
        outdoor(c, -below / FOCAL / c.rayLength, sky);
        c.put(r, t, 1, sky[0], sky[1], sky[2]);
        continue;
      }
      const level = c.floorLevel[r] as number;
      if (kind === Surface.Oak) c.sample(tex.oak, level, wx, wy);
      else if (kind === Surface.Tile) c.sample(tex.tile, level, wx + 0.5, wy + 0.5);
      else if (kind === Surface.Carpet) c.sample(tex.carpet, level, wx, wy);
      else {
        const rug = scene.rugs[scene.rugOf[cell] as number] as SceneRug;
        const [x0, y0, x1, y1] = rug.rect;
        const edge = Math.min(wx - x0, x1 - wx, wy - y0, y1 - wy);
        const base = edge > 0.25 && edge < 0.45 ? rug.border : rug.colour;
        c.sample(tex.carpet, level, wx * 1.7, wy * 1.7);
        const k = c.ar * 2.1;
        c.ar = base[0] * k;
        c.ag = base[1] * k;
        c.ab = base[2] * k;
      }
      const ar = c.ar;
      const ag = c.ag;
      const ab = c.ab;
      c.light(scene.floorLight, FW, FH, FINE, wx, wy);
      c.put(r, t, c.floorFog[r] as number, ar * c.lr, ag * c.lg, ab * c.lb);
    }
  }
  for (let r = 0; r < RH; r += 1) {
    if ((depth[r] as number) === Infinity) c.put(r, 60, 1, 0.05, 0.045, 0.04);
  }
}

/** A framed abstract print: warm ground, a sun, a block of colour, a band; white mat, black frame. */
function artColour(panel: PanelLayout, a: number, b: number): Rgb {
  if (a < 0.03 || a > 0.97 || b < 0.04 || b > 0.96) return FRAME_BLACK;
  if (a < 0.1 || a > 0.9 || b < 0.12 || b > 0.88) return TRIM;
  const x = (a - 0.1) / 0.8;
  const y = (b - 0.12) / 0.76;
  const [ground, sun, block, band] = panel.colours as [Rgb, Rgb, Rgb, Rgb];
  if ((x - 0.38) ** 2 + (y - 0.58) ** 2 < 0.07) return sun;
  if (x > 0.55 && y < 0.5) return block;
  if (y < 0.18) return band;
  return ground;
}

/* ------------------------------------------------------------------------------------------ */
/* Encoding and the worker pool                                                                */
/* ------------------------------------------------------------------------------------------ */

/**
 * Encodes one size at the best quality that fits its budget: mozjpeg from 82 down in steps of 4. Its
 * scan optimisation is left off: it costs 40% more time here for files 4% smaller.
 */
async function encodeSize(
  raw: { data: Uint8Array; width: number; height: number },
  { width, height, maxBytes }: (typeof FRAME_SIZES)[number],
): Promise<Buffer> {
  const scaled = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .resize(width, height, { kernel: "mitchell" })
    .raw()
    .toBuffer();
  for (let quality = 82; ; quality -= 4) {
    const jpeg = await sharp(scaled, { raw: { width, height, channels: 3 } })
      .jpeg({ quality, mozjpeg: true, optimiseScans: false })
      .toBuffer();
    if (jpeg.length <= maxBytes) return jpeg;
    if (quality <= 30)
      throw new Error(`A ${width} px tour frame does not fit ${maxBytes} bytes even at quality ${quality}`);
  }
}

/** The frame at every width, each scaled down from the supersampled render. */
export async function encodeFrame(raw: {
  data: Uint8Array;
  width: number;
  height: number;
}): Promise<Map<FrameWidth, Buffer>> {
  const files = new Map<FrameWidth, Buffer>();
  for (const size of FRAME_SIZES) files.set(size.width, await encodeSize(raw, size));
  return files;
}

export async function renderFrame(frame: number): Promise<Map<FrameWidth, Buffer>> {
  const pose = cameraPoses()[frame - 1];
  if (!pose) throw new Error(`No frame ${frame}`);
  return encodeFrame(renderPose(pose));
}

interface WorkerJob {
  tourRenderer: true;
}

/** A rendered frame's files, by width, as a worker sends them. */
type RenderedFrame = { frame: number; files: [FrameWidth, Uint8Array][] };

/**
 * Renders the given frames on a small pool of worker threads (both cores here) and returns each
 * frame's files by width, by frame number. Each frame's bytes depend only on its number, so
 * scheduling cannot change them.
 */
export async function renderFrames(
  frames: readonly number[],
  threads = Math.min(2, availableParallelism()),
): Promise<Map<number, Map<FrameWidth, Buffer>>> {
  const results = new Map<number, Map<FrameWidth, Buffer>>();
  // Workers cannot load TypeScript on their own; tsx's API imports this module for them.
  const tsx = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import { tsImport } from ${JSON.stringify(tsx)}; await tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)});`;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(threads, frames.length)) }, () => {
      const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
        workerData: { tourRenderer: true } satisfies WorkerJob,
      });
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          if (next >= frames.length) {
            void worker.terminate().then(() => resolve());
            return;
          }
          worker.postMessage(frames[next]);
          next += 1;
        };
        worker.on("message", (message: RenderedFrame | "ready") => {
          if (message !== "ready") {
            results.set(message.frame, new Map(message.files.map(([width, bytes]) => [width, Buffer.from(bytes)])));
          }
          feed();
        });
        worker.on("error", reject);
        worker.on("exit", (code) => {
          if (code !== 0 && next < frames.length) reject(new Error(`Tour render worker exited with ${code}`));
        });
      });
    }),
  );
  return results;
}

if (!isMainThread && parentPort && (workerData as Partial<WorkerJob> | null)?.tourRenderer === true) {
  const port = parentPort;
  // One libvips thread per worker: the pool already keeps every core busy.
  sharp.concurrency(1);
  port.on("message", (frame: number) => {
    void renderFrame(frame).then((files) => {
      const copies = [...files].map(([width, bytes]): [FrameWidth, Uint8Array<ArrayBuffer>] => [
        width,
        new Uint8Array(bytes),
      ]);
      port.postMessage(
        { frame, files: copies } satisfies RenderedFrame,
        copies.map(([, copy]) => copy.buffer),
      );
    });
  });
  port.postMessage("ready");
}
