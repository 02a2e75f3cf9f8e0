import { expose, mix, toHex, toLinear } from "../colour";
import { Scene, vignette, path } from "../kit";
import { createPrng } from "../prng";
import { stops } from "../svg";
import { num } from "../svg";
import { Camera, dot, lerp3, normalise, normalOf, type Lens, type V3 } from "./camera";
import { branches, canopy, cloud, shrub, spruce, SUMMER_LEAVES, type Foliage } from "./nature";
import { grade, PHOTO } from "./photo";
import { planeY, planeZ } from "../space";

/**
 * The exterior model behind VantaRoom's outdoor enhancements: a two-storey Calgary home with a
 * front-drive double garage, covered entry, lawn, trees and a spruce, on a street of neighbours,
 * drawn in 3D through a level camera and photographed in a given state. A before/after pair is the
 * same camera and drawing in two states:
 * - weather: sun, overcast (flat afternoon light), dusk (twilight with the lights on), rain;
 * - season: summer, or winter with snow on roofs, lawn and trees;
 * - lawn: lush and striped, or dry and patchy;
 * - clutter: a car on the driveway and the bins by the garage, or a clear driveway;
 * - sky: what the weather gives, or blown to white as a camera exposing for the house leaves it.
 *
 * World feet: x along the street (right), y up, z towards the street; the front wall is at z 0.
 */

export type Weather = "sun" | "overcast" | "dusk" | "rain";

export interface ExteriorState {
  weather: Weather;
  season: "summer" | "winter";
  lawn: "lush" | "patchy";
  clutter: boolean;
  sky: "natural" | "blown";
  /** The backyard pool: clear water, or green and cloudy. */
  pool: "clear" | "murky";
}

export const SUNNY: ExteriorState = {
  weather: "sun",
  season: "summer",
  lawn: "lush",
  clutter: false,
  sky: "natural",
  pool: "clear",
};

/** Where the front-of-house pictures are taken from. */
export const FRONT_LENSES = {
  /** Across the street, a little right of the house: the classic listing hero shot. */
  hero: { pos: [7, 5.4, 58], yaw: -0.09, focal: 800, cx: 600, cy: 470 },
  /** Lower and left, looking up the driveway at the garage. */
  driveway: { pos: [1, 5.0, 56], yaw: -0.16, focal: 820, cx: 600, cy: 455 },
  /** From the right across the front lawn. */
  lawn: { pos: [30, 4.6, 52], yaw: -0.38, focal: 760, cx: 600, cy: 430 },
  /** From down the street on the left, the garage side nearest. */
  street: { pos: [-36, 5.2, 50], yaw: 0.42, focal: 760, cx: 600, cy: 450 },
} satisfies Record<string, Lens>;

interface Light {
  /** Towards the sun; null when the sky is the only light. */
  sun: V3 | null;
  sunColour: readonly [number, number, number];
  ambient: readonly [number, number, number];
}

const LIGHTS: Record<Weather, Light> = {
  sun: { sun: normalise([0.55, 0.75, 0.5]), sunColour: [0.78, 0.74, 0.66], ambient: [0.42, 0.46, 0.54] },
  overcast: { sun: null, sunColour: [0, 0, 0], ambient: [0.8, 0.82, 0.85] },
  dusk: { sun: null, sunColour: [0, 0, 0], ambient: [0.1, 0.13, 0.24] },
  rain: { sun: null, sunColour: [0, 0, 0], ambient: [0.5, 0.53, 0.57] },
};

/** A surface colour under a light: ambient sky light (more for faces looking up) plus the sun. */
function litColour(albedo: string, normal: V3, light: Light, exposure = 1): string {
  const a = toLinear(albedo);
  const sky = 0.72 + 0.28 * normal[1];
  const sun = light.sun ? Math.max(0, dot(normal, light.sun)) : 0;
  return toHex(
    a.map((c, i) => c * exposure * ((light.ambient[i] as number) * sky + (light.sunColour[i] as number) * sun) * 1.25),
  );
}

class Exterior {
  readonly photo: Scene;
  readonly cam: Camera;
  readonly light: Light;
  /** Sun shadows and contact shade, blurred together. */
  readonly shade: string[] = [];
  /** Lamp and window glow, blurred, over everything. */
  readonly bloom: string[] = [];
  readonly snow: boolean;

  constructor(
    lens: Lens,
    readonly state: ExteriorState,
    seed: string,
  ) {
    this.photo = new Scene(`vantaroom:exterior:${seed}`, PHOTO.width, PHOTO.height);
    this.cam = new Camera(lens);
    this.light = LIGHTS[state.weather];
    this.snow = state.season === "winter";
  }

  get dusk(): boolean {
    return this.state.weather === "dusk";
  }

  /** A polygon filled with its albedo lit by the scene's light. */
  face(points: readonly V3[], albedo: string): string {
    return path(this.cam.d(points), { fill: litColour(albedo, normalOf(points), this.light) });
  }

  /** A polygon with a gradient between two world points, from lit colour `a` to lit colour `b`. */
  faceGrad(points: readonly V3[], albedo: string, from: V3, to: V3, amounts: readonly number[]): string {
    const base = litColour(albedo, normalOf(points), this.light);
    const [x1, y1] = this.cam.p(from);
    const [x2, y2] = this.cam.p(to);
    const fill = this.photo.linear([x1, y1, x2, y2], stops(...amounts.map((k) => expose(base, k))));
    return path(this.cam.d(points), { fill: fill });
  }

  /** The sun's shadow of world points on the ground (y = 0). */
  onGround(p: V3): V3 {
    const sun = this.light.sun ?? normalise([0.55, 0.75, 0.5]);
    const t = p[1] / sun[1];
    return [p[0] - sun[0] * t, 0.02, p[2] - sun[2] * t];
  }
}

// ---- Sky ---------------------------------------------------------------------------------------

function sky(ex: Exterior): string {
  const { photo, state } = ex;
  const W = photo.width;
  const horizon = ex.cam.lens.cy;
  const H = horizon + 40;
  const rect = (fill: string) => `<rect width="${W}" height="${num(H, 1)}" fill="${fill}"/>`;
  if (state.sky === "blown") return rect(photo.linear([0, 0, 0, H], stops("#f6f7f6", "#f4f5f4", "#e9ecec")));
  const parts: string[] = [];
  if (state.weather === "sun" && !ex.snow) {
    parts.push(rect(photo.linear([0, 0, 0, H], stops("#3f78c0", "#6b9fd6", "#a9cbe9", "#d9e8f2"))));
    parts.push(
      cloud(photo, "sun-a", W * 0.2, H * 0.3, W * 0.32, 70, { base: "#c7d4e2" }),
      cloud(photo, "sun-b", W * 0.78, H * 0.16, W * 0.24, 52, { base: "#c7d4e2" }),
      cloud(photo, "sun-c", W * 0.55, H * 0.48, W * 0.2, 34, { base: "#cfdae6", opacity: 0.8 }),
    );
  } else if (state.weather === "sun") {
    parts.push(rect(photo.linear([0, 0, 0, H], stops("#6e9ccf", "#9dbfdf", "#cddfec", "#e9eff3"))));
    parts.push(
      `<ellipse cx="${W * 0.3}" cy="${num(H * 0.25, 1)}" rx="${W * 0.35}" ry="30" fill="${photo.puff("#ffffff", 0.35, 0.1)}"/>`,
      `<ellipse cx="${W * 0.75}" cy="${num(H * 0.4, 1)}" rx="${W * 0.3}" ry="22" fill="${photo.puff("#ffffff", 0.3, 0.1)}"/>`,
    );
  } else if (state.weather === "overcast") {
    parts.push(rect(photo.linear([0, 0, 0, H], stops("#b9bfc6", "#cdd2d6", "#dfe1e2", "#e8e9e9"))));
    const random = createPrng("overcast");
    for (let i = 0; i < 14; i += 1)
      parts.push(
        `<ellipse cx="${num(random.range(0, W), 1)}" cy="${num(random.range(0, H * 0.7), 1)}" rx="${num(random.range(120, 300), 1)}" ry="${num(random.range(30, 60), 1)}" fill="${photo.puff(i % 2 ? "#a9afb6" : "#eceeef", 0.35, 0.2)}"/>`,
      );
  } else if (state.weather === "rain") {
    parts.push(rect(photo.linear([0, 0, 0, H], stops("#5f666d", "#737a81", "#8c9297", "#a3a8ab"))));
    const random = createPrng("rain-sky");
    for (let i = 0; i < 16; i += 1)
      parts.push(
        `<ellipse cx="${num(random.range(0, W), 1)}" cy="${num(random.range(0, H * 0.75), 1)}" rx="${num(random.range(140, 320), 1)}" ry="${num(random.range(30, 70), 1)}" fill="${photo.puff(i % 3 ? "#4f565d" : "#9aa0a4", 0.4, 0.15)}"/>`,
      );
  } else {
    parts.push(
      rect(photo.linear([0, 0, 0, H], stops("#0b1533", "#18295a", "#33488a", "#6b6fa0", "#c98a72", "#e9b07c"))),
    );
    parts.push(
      `<ellipse cx="${W * 0.25}" cy="${num(H * 0.55, 1)}" rx="${W * 0.3}" ry="18" fill="${photo.puff("#8a5c6e", 0.5, 0.2)}"/>`,
      `<ellipse cx="${W * 0.72}" cy="${num(H * 0.68, 1)}" rx="${W * 0.26}" ry="12" fill="${photo.puff("#b07070", 0.45, 0.2)}"/>`,
      ...[0.12, 0.33, 0.5, 0.68, 0.86].map(
        (f, i) =>
          `<circle cx="${num(W * f, 1)}" cy="${num(H * (0.08 + 0.05 * (i % 3)), 1)}" r="1.1" fill="#ffffff" fill-opacity="0.7"/>`,
      ),
    );
  }
  return parts.join("");
}

// ---- House -------------------------------------------------------------------------------------

const SIDING = "#7f8890";
const TRIM = "#f1efe9";
const STONE = "#a69a89";
const ROOF = "#44464b";
const GARAGE_DOOR = "#3e4146";

interface Win {
  /** The wall plane: z for front walls. */
  z: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  cols: number;
  rows: number;
}

/** Lap siding on a front wall: shadow lines under each board. */
function siding(ex: Exterior, x0: number, x1: number, y0: number, y1: number, z: number): string {
  const lines: string[] = [];
  for (let y = y0 + 0.55; y < y1; y += 0.55) lines.push(ex.cam.line([x0, y, z + 0.01], [x1, y, z + 0.01]));
  const shadow = ex.dusk ? "#000000" : "#1d2125";
  return path(lines.join(""), { stroke: shadow, sw: 1, strokeOpacity: ex.light.sun ? 0.35 : 0.22 });
}

/** Stone veneer: courses of irregular stones with mortar between. */
function stone(ex: Exterior, x0: number, x1: number, y0: number, y1: number, z: number, seed: string): string {
  const random = createPrng(`stone:${seed}`);
  const normal: V3 = [0, 0, 1];
  const parts: string[] = [ex.face(planeZ([x0, x1], [y0, y1], z), mix(STONE, "#ffffff", 0.25))];
  const buckets: string[][] = [[], [], [], []];
  const tones = [expose(STONE, 0.75), STONE, mix(STONE, "#c9b8a0", 0.5), mix(STONE, "#6b625a", 0.4)].map((c) =>
    litColour(c, normal, ex.light),
  );
  let y = y0;
  while (y < y1 - 0.05) {
    const h = Math.min(y1 - y, random.range(0.35, 0.75));
    let x = x0 + random.range(-0.4, 0);
    while (x < x1) {
      const w = random.range(0.6, 1.6);
      const a = Math.max(x0, x + 0.05);
      const b = Math.min(x1, x + w - 0.05);
      if (b > a)
        (buckets[Math.floor(random.next() * 4)] as string[]).push(
          ex.cam.d(planeZ([a, b], [y + 0.05, y + h - 0.05], z + 0.02)),
        );
      x += w;
    }
    y += h;
  }
  parts.push(...buckets.map((list, i) => path(list.join(""), { fill: tones[i] as string })));
  return parts.join("");
}

/** A window on a front wall: trim, glass (sky reflection by day, lit rooms at dusk), muntins and sill. */
function frontWindow(ex: Exterior, win: Win, seed: string): string {
  const { x0, x1, y0, y1, z } = win;
  const photo = ex.photo;
  const t = 0.35;
  const parts: string[] = [];
  parts.push(ex.face(planeZ([x0 - t, x1 + t], [y0 - t, y1 + t], z + 0.05), TRIM));
  const glass: V3[] = planeZ([x0, x1], [y0, y1], z + 0.02);
  const [gx0, gy0] = ex.cam.p([x0, y1, z]);
  const [gx1, gy1] = ex.cam.p([x1, y0, z]);
  if (ex.dusk) {
    parts.push(path(ex.cam.d(glass), { fill: photo.linear([0, gy0, 0, gy1], stops("#ffe1a8", "#f7b968", "#d98b46")) }));
    // Rooms behind: a ceiling line, a lamp and the side of a curtain.
    const random = createPrng(`window:${seed}`);
    parts.push(
      path(
        ex.cam.d([
          [x0, y1 - (y1 - y0) * 0.18, z + 0.03],
          [x1, y1 - (y1 - y0) * 0.14, z + 0.03],
          [x1, y1, z + 0.03],
          [x0, y1, z + 0.03],
        ]),
        { fill: "#c98a4a", fillOpacity: 0.55 },
      ),
      path(
        ex.cam.d([
          [x0, y0, z + 0.03],
          [x0 + (x1 - x0) * 0.16, y0, z + 0.03],
          [x0 + (x1 - x0) * 0.12, y1, z + 0.03],
          [x0, y1, z + 0.03],
        ]),
        { fill: "#f3dfc0", fillOpacity: 0.8 },
      ),
      path(
        ex.cam.d([
          [x1 - (x1 - x0) * 0.16, y0, z + 0.03],
          [x1, y0, z + 0.03],
          [x1, y1, z + 0.03],
          [x1 - (x1 - x0) * 0.12, y1, z + 0.03],
        ]),
        { fill: "#f3dfc0", fillOpacity: 0.8 },
      ),
    );
    if (random.next() < 0.6) {
      const [lx, ly] = ex.cam.p([x0 + (x1 - x0) * random.range(0.3, 0.7), y0 + (y1 - y0) * 0.45, z]);
      parts.push(photo.pool(lx, ly, (gx1 - gx0) * 0.25, (gx1 - gx0) * 0.25, "#fff6dc", 0.9));
    }
    ex.bloom.push(path(ex.cam.d(glass), { fill: "#ffc27a", fillOpacity: 0.7 }));
  } else {
    const skyTop = ex.state.weather === "sun" ? "#9fb7cc" : ex.state.weather === "rain" ? "#8d959c" : "#c4cbd1";
    parts.push(
      path(ex.cam.d(glass), {
        fill: photo.linear(
          [gx0, gy0, gx0 + (gx1 - gx0) * 0.4, gy1],
          stops(skyTop, mix(skyTop, "#2b3138", 0.55), "#2a2f35", "#1f2328"),
        ),
      }),
    );
    // Reflected trees and the neighbour's roofline across the lower panes.
    parts.push(
      path(
        ex.cam.d([
          [x0, y0, z + 0.03],
          [x1, y0, z + 0.03],
          [x1, y0 + (y1 - y0) * 0.45, z + 0.03],
          [x0 + (x1 - x0) * 0.6, y0 + (y1 - y0) * 0.55, z + 0.03],
          [x0, y0 + (y1 - y0) * 0.38, z + 0.03],
        ]),
        { fill: "#1c2420", fillOpacity: 0.55 },
      ),
      path(ex.cam.d(planeZ([x0, x1], [y1 - (y1 - y0) * 0.12, y1], z + 0.03)), { fill: "#eeeae2", fillOpacity: 0.55 }),
    );
  }
  const frame = ex.dusk ? "#141518" : "#24272b";
  const bars: string[] = [];
  for (let c = 1; c < win.cols; c += 1) {
    const x = x0 + ((x1 - x0) * c) / win.cols;
    bars.push(ex.cam.line([x, y0, z + 0.04], [x, y1, z + 0.04]));
  }
  for (let r = 1; r < win.rows; r += 1) {
    const y = y0 + ((y1 - y0) * r) / win.rows;
    bars.push(ex.cam.line([x0, y, z + 0.04], [x1, y, z + 0.04]));
  }
  const k = ex.cam.scaleAt([x0, y0, z]);
  parts.push(path(bars.join(""), { stroke: frame, sw: Math.max(1.2, k * 0.14) }));
  parts.push(path(ex.cam.d(glass), { stroke: frame, sw: Math.max(1.4, k * 0.2) }));
  // Sill, and the shadow under the head trim.
  parts.push(ex.face(planeZ([x0 - t * 1.4, x1 + t * 1.4], [y0 - t * 1.3, y0 - t], z + 0.3), TRIM));
  if (ex.snow)
    parts.push(
      path(
        ex.cam.d([
          [x0 - t * 1.4, y0 - t, z + 0.3],
          [x1 + t * 1.4, y0 - t, z + 0.3],
          [x1 + t * 1.2, y0 - t + 0.25, z + 0.2],
          [x0 - t * 1.2, y0 - t + 0.25, z + 0.2],
        ]),
        { fill: "#eef2f6" },
      ),
    );
  if (ex.light.sun)
    ex.shade.push(path(ex.cam.d(planeZ([x0, x1], [y1 - 0.05, y1 - 0.45], z)), { fill: "#000", fillOpacity: 0.35 }));
  return parts.join("");
}

/** A roof plane with shingle courses parallel to its eave; snow covers it in winter. */
function roofPlane(ex: Exterior, eaveA: V3, eaveB: V3, topB: V3, topA: V3, seed: string): string {
  const points = [eaveA, eaveB, topB, topA];
  // Only the planes that face the camera: roofs face upwards, so orient the normal up and test.
  let facing = normalOf([eaveA, eaveB, topB]);
  if (facing[1] < 0) facing = [-facing[0], -facing[1], -facing[2]];
  const pos = ex.cam.lens.pos;
  if (dot(facing, [pos[0] - eaveA[0], pos[1] - eaveA[1], pos[2] - eaveA[2]]) <= 0) return "";
  const parts: string[] = [];
  if (ex.snow) {
    parts.push(ex.faceGrad(points, "#e9edf2", lerp3(eaveA, topA, 1), eaveA, [1.05, 0.95]));
    parts.push(path(ex.cam.line(eaveA, eaveB), { stroke: "#ffffff", sw: 2.5, strokeOpacity: 0.7 }));
    return parts.join("");
  }
  const wet = ex.state.weather === "rain" ? 0.7 : 1;
  parts.push(ex.faceGrad(points, ROOF, topA, eaveA, [1.12 * wet, 0.92 * wet]));
  const random = createPrng(`roof:${seed}`);
  const courses: string[] = [];
  const tabs: string[] = [];
  const n = 36;
  for (let i = 1; i < n; i += 1) {
    const f = i / n;
    const a = lerp3(eaveA, topA, f);
    const b = lerp3(eaveB, topB, f);
    courses.push(ex.cam.line(a, b));
    for (let k = 0; k < 5; k += 1) {
      const u = random.next();
      const v = random.range(0.02, 0.08);
      tabs.push(
        ex.cam.d([
          lerp3(a, b, u),
          lerp3(a, b, Math.min(1, u + v)),
          lerp3(lerp3(eaveA, topA, f + 1 / n), lerp3(eaveB, topB, f + 1 / n), Math.min(1, u + v)),
          lerp3(lerp3(eaveA, topA, f + 1 / n), lerp3(eaveB, topB, f + 1 / n), u),
        ]),
      );
    }
  }
  parts.push(path(tabs.join(""), { fill: "#000000", fillOpacity: 0.12 }));
  parts.push(path(courses.join(""), { stroke: "#000000", sw: 1, strokeOpacity: 0.28 }));
  return parts.join("");
}

/** Soffit lights along an eave: at dusk each throws a scallop of warm light down the wall below it. */
function soffitLights(ex: Exterior, xs: readonly number[], y: number, z: number, throwDown: number): string {
  const parts: string[] = [];
  for (const x of xs) {
    const [sx, sy] = ex.cam.p([x, y, z + 0.6]);
    const k = ex.cam.scaleAt([x, y, z]);
    if (ex.dusk) {
      parts.push(
        ex.photo.pool(sx, sy + throwDown * k * 0.45, throwDown * k * 0.28, throwDown * k * 0.6, "#ffd59a", 0.55),
      );
      ex.bloom.push(ex.photo.pool(sx, sy, k * 0.9, k * 0.9, "#fff3d6", 1));
    }
    parts.push(
      `<ellipse cx="${num(sx, 1)}" cy="${num(sy, 1)}" rx="${num(k * 0.22, 1)}" ry="${num(k * 0.08, 1)}" fill="${ex.dusk ? "#fffaf0" : "#d8d6d0"}"/>`,
    );
  }
  return parts.join("");
}

function coachLight(ex: Exterior, x: number, y: number, z: number): string {
  const k = ex.cam.scaleAt([x, y, z]);
  const [cx, cy] = ex.cam.p([x, y, z + 0.4]);
  const w = k * 0.5;
  const h = k * 1.1;
  const parts = [
    `<rect x="${num(cx - w / 2, 1)}" y="${num(cy - h / 2, 1)}" width="${num(w, 1)}" height="${num(h, 1)}" fill="${ex.dusk ? "#ffd9a0" : "#2c2e31"}" stroke="#161719" stroke-width="${num(Math.max(1, k * 0.08), 1)}"/>`,
    `<rect x="${num(cx - w * 0.65, 1)}" y="${num(cy - h * 0.62, 1)}" width="${num(w * 1.3, 1)}" height="${num(h * 0.14, 1)}" fill="#161719"/>`,
  ];
  if (ex.dusk) {
    ex.bloom.push(ex.photo.pool(cx, cy, k * 2.2, k * 2.2, "#ffcf8a", 0.9));
    parts.unshift(ex.photo.pool(cx, cy + h, k * 3.5, k * 5, "#ffc980", 0.45));
  }
  return parts.join("");
}

/** The house: main block, garage with its gable, the covered entry, windows, roofs, lights. */
function house(ex: Exterior): string {
  const parts: string[] = [];
  // Main block: x -22..18, two storeys (19 ft) on a low foundation, hip roof.
  const mainX0 = -22;
  const mainX1 = 18;
  const wallTop = 19;
  parts.push(
    ex.faceGrad(planeZ([mainX0, mainX1], [0, wallTop], 0), SIDING, [0, wallTop, 0], [0, 0, 0], [0.92, 1.02, 0.96]),
    siding(ex, mainX0, mainX1, 1.2, wallTop, 0),
    ex.face(planeZ([mainX0, mainX1], [0, 1.2], 0.05), "#9c9a94"),
  );
  // The right side of the main block (seen when the camera stands right of it).
  if (ex.cam.lens.pos[0] > mainX1) {
    parts.push(
      ex.faceGrad(
        [
          [mainX1, 0, 0],
          [mainX1, 0, -30],
          [mainX1, wallTop, -30],
          [mainX1, wallTop, 0],
        ],
        SIDING,
        [mainX1, 10, 0],
        [mainX1, 10, -30],
        [1, 0.85],
      ),
      frontWindowSide(ex, mainX1, -8, -4, 12, 16.5),
    );
  }
  // Upper windows and the big main-floor window.
  const windows: Win[] = [
    { z: 0, x0: 3.2, x1: 8.2, y0: 12, y1: 16.8, cols: 2, rows: 1 },
    { z: 0, x0: 10.8, x1: 16.6, y0: 12, y1: 16.8, cols: 3, rows: 1 },
    { z: 0, x0: 10.8, x1: 16.6, y0: 2.6, y1: 8.2, cols: 3, rows: 2 },
  ];
  windows.forEach((win, i) => parts.push(frontWindow(ex, win, `main-${i}`)));
  // Stone wainscot under the main window.
  parts.push(stone(ex, 9.2, mainX1, 0, 1.9, 0.15, "wainscot"));
  // Soffit and fascia of the main roof: the underside shows, in shade.
  const eave = 1.6;
  parts.push(
    ex.face(
      [
        [mainX0 - eave, wallTop, eave],
        [mainX1 + eave, wallTop, eave],
        [mainX1, wallTop, 0],
        [mainX0, wallTop, 0],
      ],
      mix(TRIM, "#8d8a84", 0.35),
    ),
    ex.face(planeZ([mainX0 - eave, mainX1 + eave], [wallTop - 0.7, wallTop], eave), "#2e3034"),
  );
  if (ex.light.sun)
    ex.shade.push(
      path(ex.cam.d(planeZ([mainX0, mainX1], [wallTop, wallTop - 2.2], 0.02)), { fill: "#000", fillOpacity: 0.55 }),
    );
  // Hip roof: front plane and the right hip.
  const ridgeY = 27;
  const ridgeZ = -14;
  parts.push(
    roofPlane(
      ex,
      [mainX0 - eave, wallTop, eave],
      [mainX1 + eave, wallTop, eave],
      [mainX1 - 12, ridgeY, ridgeZ],
      [mainX0 + 12, ridgeY, ridgeZ],
      "main",
    ),
  );
  parts.push(
    roofPlane(
      ex,
      [mainX1 + eave, wallTop, eave],
      [mainX1 + eave, wallTop, -30 - eave],
      [mainX1 - 12, ridgeY, ridgeZ],
      [mainX1 - 12, ridgeY, ridgeZ],
      "hip",
    ),
    roofPlane(
      ex,
      [mainX0 - eave, wallTop, -30 - eave],
      [mainX0 - eave, wallTop, eave],
      [mainX0 + 12, ridgeY, ridgeZ],
      [mainX0 + 12, ridgeY, ridgeZ],
      "hip-left",
    ),
  );
  parts.push(
    path(ex.cam.line([mainX0 - eave, wallTop, eave], [mainX1 + eave, wallTop, eave]), {
      stroke: ex.snow ? "#dfe5ec" : "#2a2c30",
      sw: 2,
    }),
  );
  // Covered entry: a recessed porch with a shed roof on two columns.
  parts.push(porch(ex));
  // Garage: projecting 8 ft, front gable.
  parts.push(garage(ex));
  parts.push(soffitLights(ex, [-14, -6, 4, 12], wallTop, 0.8, 8));
  return parts.join("");
}

/** A window on the right side wall (x constant). */
function frontWindowSide(ex: Exterior, x: number, z0: number, z1: number, y0: number, y1: number): string {
  const t = 0.35;
  const parts = [
    ex.face(
      [
        [x + 0.05, y0 - t, z0 + t],
        [x + 0.05, y0 - t, z1 - t - 0.7],
        [x + 0.05, y1 + t, z1 - t - 0.7],
        [x + 0.05, y1 + t, z0 + t],
      ].map(([a, b, c]) => [a, b, c] as V3),
      TRIM,
    ),
  ];
  const glass: V3[] = [
    [x + 0.06, y0, z1 - 0.7],
    [x + 0.06, y0, z0],
    [x + 0.06, y1, z0],
    [x + 0.06, y1, z1 - 0.7],
  ];
  parts.push(path(ex.cam.d(glass), { fill: ex.dusk ? "#f2b466" : "#30363d" }));
  if (ex.dusk) ex.bloom.push(path(ex.cam.d(glass), { fill: "#ffc27a", fillOpacity: 0.6 }));
  return parts.join("");
}

function porch(ex: Exterior): string {
  const parts: string[] = [];
  const x0 = 1.5;
  const x1 = 9.2;
  const depth = 6;
  const roofY = 10;
  // The recess is in shade whatever the light.
  parts.push(path(ex.cam.d(planeZ([x0, x1], [0, roofY], 0.02)), { fill: "#000", fillOpacity: 0.28 }));
  // Door with a sidelight, and a transom.
  const door: V3[] = planeZ([3.2, 6.4], [0.6, 7.6], 0.04);
  parts.push(ex.face(planeZ([2.8, 8.4], [0.5, 8.0], 0.03), TRIM));
  parts.push(ex.faceGrad(door, "#2d3238", [4.8, 7.6, 0], [4.8, 0.6, 0], [0.8, 0.7]));
  const glassColour = ex.dusk ? "#f4b86a" : "#3a4148";
  parts.push(path(ex.cam.d(planeZ([6.8, 8.0], [1.0, 7.6], 0.05)), { fill: glassColour }));
  parts.push(path(ex.cam.d(planeZ([4.3, 5.3], [3.2, 7.0], 0.05)), { fill: glassColour, fillOpacity: 0.9 }));
  const [hx, hy] = ex.cam.p([6.0, 3.6, 0.06]);
  parts.push(`<circle cx="${num(hx, 1)}" cy="${num(hy, 1)}" r="1.6" fill="#c8a060"/>`);
  if (ex.dusk)
    ex.bloom.push(path(ex.cam.d(planeZ([6.8, 8.0], [1.0, 7.6], 0.05)), { fill: "#ffc27a", fillOpacity: 0.6 }));
  parts.push(coachLight(ex, 2.3, 6.2, 0.05));
  // Steps, then the slab.
  for (let i = 0; i < 2; i += 1) {
    const z = depth + 0.1 + i * 1.1;
    const y = 1.0 - i * 0.5;
    parts.push(
      ex.face(planeY([x0 + 0.6, x1 - 0.6], y, [z - 1.1, z]).reverse(), ex.snow ? "#e6ebf0" : "#b9b6ae"),
      ex.face(planeZ([x0 + 0.6, x1 - 0.6], [y - 0.5, y], z), "#a9a69e"),
    );
  }
  parts.push(ex.face(planeY([x0, x1], 1.0, [0, depth]).reverse(), "#b3b0a8"));
  parts.push(ex.face(planeZ([x0, x1], [0, 1.0], depth), "#a19e96"));
  // Columns: stone base, timber post.
  for (const x of [x0 + 0.6, x1 - 0.6]) {
    parts.push(stone(ex, x - 0.8, x + 0.8, 1.0, 4.0, depth - 0.6, `column-${x}`));
    parts.push(ex.face(planeZ([x - 0.8, x + 0.8], [4.0, 4.3], depth - 0.55), TRIM));
    parts.push(
      ex.faceGrad(
        planeZ([x - 0.45, x + 0.45], [4.3, roofY], depth - 0.5),
        "#8a6242",
        [x - 0.45, 6, depth],
        [x + 0.45, 6, depth],
        [1.1, 0.85],
      ),
    );
  }
  // Shed roof: beam, soffit, and the roof plane.
  parts.push(
    ex.face(planeZ([x0 - 0.5, x1 + 0.5], [roofY - 0.9, roofY], depth + 0.2), TRIM),
    ex.face(planeY([x0 - 0.5, x1 + 0.5], roofY, [depth + 0.8, 0]).reverse(), mix(TRIM, "#8d8a84", 0.4)),
    roofPlane(
      ex,
      [x0 - 0.5, roofY, depth + 0.8],
      [x1 + 0.5, roofY, depth + 0.8],
      [x1 + 0.5, roofY + 3.2, 0],
      [x0 - 0.5, roofY + 3.2, 0],
      "porch",
    ),
  );
  parts.push(soffitLights(ex, [(x0 + x1) / 2], roofY, depth - 0.5, 6));
  return parts.join("");
}

function garage(ex: Exterior): string {
  const parts: string[] = [];
  const x0 = -22;
  const x1 = 0;
  const z = 8;
  const h = 10;
  const ridge = 17;
  // Right side wall (facing the entry), visible from the right.
  if (ex.cam.lens.pos[0] > x1)
    parts.push(
      ex.faceGrad(
        [
          [x1, 0, z],
          [x1, 0, 0],
          [x1, h, 0],
          [x1, h, z],
        ],
        SIDING,
        [x1, 5, z],
        [x1, 5, 0],
        [1.0, 0.9],
      ),
    );
  // Front wall with siding above the door and stone pilasters either side.
  parts.push(
    ex.faceGrad(planeZ([x0, x1], [0, h], z), SIDING, [0, h, z], [0, 0, z], [0.95, 1.02]),
    siding(ex, x0, x1, 1, h, z),
    stone(ex, x0, x0 + 2.6, 0, h - 1.2, z + 0.1, "pilaster-left"),
    stone(ex, x1 - 2.6, x1, 0, h - 1.2, z + 0.1, "pilaster-right"),
  );
  // The door: 16 x 8, four rows of recessed panels, the top row glazed.
  const d0 = -19;
  const d1 = -3;
  const dh = 8;
  parts.push(ex.face(planeZ([d0 - 0.4, d1 + 0.4], [0, dh + 0.4], z + 0.05), TRIM));
  const doorPts: V3[] = planeZ([d0, d1], [0, dh], z + 0.07);
  parts.push(ex.faceGrad(doorPts, GARAGE_DOOR, [0, dh, z], [0, 0, z], [1.15, 0.95]));
  const panelLines: string[] = [];
  const panelLight: string[] = [];
  for (let r = 0; r < 4; r += 1) {
    const y0 = r * 2 + 0.25;
    const y1 = r * 2 + 1.75;
    for (let c = 0; c < 8; c += 1) {
      const a = d0 + c * 2 + 0.25;
      const b = a + 1.5;
      if (r === 3) {
        parts.push(
          path(ex.cam.d(planeZ([a, b], [y0 + 0.2, y1 - 0.2], z + 0.08)), { fill: ex.dusk ? "#c98a4a" : "#1c1f23" }),
        );
        if (ex.dusk)
          ex.bloom.push(
            path(ex.cam.d(planeZ([a, b], [y0 + 0.2, y1 - 0.2], z + 0.08)), { fill: "#ffb060", fillOpacity: 0.35 }),
          );
      } else {
        panelLines.push(
          ex.cam.line([a, y1, z + 0.08], [b, y1, z + 0.08]),
          ex.cam.line([a, y0, z + 0.08], [a, y1, z + 0.08]),
        );
        panelLight.push(
          ex.cam.line([a, y0, z + 0.08], [b, y0, z + 0.08]),
          ex.cam.line([b, y0, z + 0.08], [b, y1, z + 0.08]),
        );
      }
    }
    if (r > 0) panelLines.push(ex.cam.line([d0, r * 2, z + 0.08], [d1, r * 2, z + 0.08]));
  }
  parts.push(path(panelLines.join(""), { stroke: "#000000", sw: 1.3, strokeOpacity: 0.55 }));
  parts.push(path(panelLight.join(""), { stroke: "#ffffff", sw: 1, strokeOpacity: 0.18 }));
  parts.push(coachLight(ex, -20.7, 6.2, z + 0.1), coachLight(ex, -1.3, 6.2, z + 0.1));
  // Gable: board and batten in the triangle, soffit, and the two roof planes.
  const o = 0.9;
  const gable: V3[] = [
    [x0, h, z],
    [x1, h, z],
    [(x0 + x1) / 2, ridge, z],
  ];
  parts.push(ex.face(gable, mix(SIDING, "#d8d4cc", 0.55)));
  const battens: string[] = [];
  for (let x = x0 + 1; x < x1; x += 1.2) {
    const top = h + (ridge - h) * (1 - Math.abs(x - (x0 + x1) / 2) / ((x1 - x0) / 2));
    battens.push(ex.cam.line([x, h, z + 0.03], [x, top, z + 0.03]));
  }
  parts.push(path(battens.join(""), { stroke: "#000000", sw: 1.2, strokeOpacity: 0.2 }));
  parts.push(ex.face(planeZ([x0 - o, x1 + o], [h - 0.6, h], z + o), TRIM));
  if (ex.light.sun)
    ex.shade.push(path(ex.cam.d(planeZ([x0, x1], [h, h - 1.6], z + 0.02)), { fill: "#000", fillOpacity: 0.5 }));
  const mid = (x0 + x1) / 2;
  const cam = ex.cam.lens.pos[0];
  const left = roofPlane(
    ex,
    [x0 - o, h, z + o],
    [x0 - o, h, 0],
    [mid, ridge + 0.6, 0],
    [mid, ridge + 0.6, z + o],
    "garage-left",
  );
  const right = roofPlane(
    ex,
    [x1 + o, h, 0],
    [x1 + o, h, z + o],
    [mid, ridge + 0.6, z + o],
    [mid, ridge + 0.6, 0],
    "garage-right",
  );
  parts.push(cam > mid ? left + right : right + left);
  // Fascia boards along the gable's rakes.
  parts.push(
    path(
      ex.cam.d(
        [
          [x0 - o, h, z + o],
          [mid, ridge + 0.6, z + o],
          [x1 + o, h, z + o],
        ],
        false,
      ),
      {
        stroke: litColour(ex.snow ? "#f4f6f8" : TRIM, [0, 0.3, 1], ex.light),
        sw: Math.max(2, ex.cam.scaleAt([mid, h, z]) * 0.4),
      },
    ),
  );
  parts.push(soffitLights(ex, [-15, -7], h, z + 0.3, 6));
  return parts.join("");
}

// ---- Ground ------------------------------------------------------------------------------------

const STREET_Z = 40;

function lawnColours(ex: Exterior): { far: string; near: string; blade: [string, string] } {
  const { state } = ex;
  if (ex.snow) return { far: "#e9eef4", near: "#dce4ee", blade: ["#ffffff", "#b9c6d6"] };
  if (state.lawn === "patchy") return { far: "#a8996a", near: "#8a7a4e", blade: ["#bfae7c", "#6a5f3a"] };
  return { far: "#6b8f48", near: "#4b6e30", blade: ["#86a85c", "#34521f"] };
}

function ground(ex: Exterior): string {
  const { photo, cam } = ex;
  const parts: string[] = [];
  const near = cam.lens.pos[2] + 30;
  const xL = -140;
  const xR = 140;
  const lit = (c: string) => litColour(c, [0, 1, 0], ex.light);
  const colours = lawnColours(ex);
  // Lawn everywhere, then hard surfaces over it.
  const [, farY] = cam.p([0, 0, -10]);
  const [, nearY] = cam.p([0, 0, near]);
  parts.push(
    path(cam.d(planeY([xL, xR], 0, [-40, near])), {
      fill: photo.linear([0, farY, 0, nearY], stops(lit(colours.far), lit(colours.near))),
    }),
  );
  parts.push(lawnTexture(ex, { x0: -60, x1: 60, z0: -1, z1: STREET_Z - 5 }));
  // Driveway from the garage to the street, the walk to the porch, the public sidewalk and the road.
  const concrete = ex.state.weather === "rain" ? "#77766f" : "#c9c5bb";
  const drive: V3[] = planeY([-21.5, -0.5], 0.03, [8, STREET_Z]);
  const walk: V3[] = planeY([-0.5, 8.5], 0.03, [6, 10]);
  const sidewalk: V3[] = planeY([xL, xR], 0.04, [STREET_Z - 5, STREET_Z]);
  const road: V3[] = planeY([xL, xR], 0.0, [STREET_Z + 0.6, near]);
  const grad = (points: V3[], colour: string, k: [number, number]) => {
    const [, y0] = cam.p([0, 0, points[0]![2]]);
    const [, y1] = cam.p([0, 0, Math.min(near, points[2]![2])]);
    return path(cam.d(points), {
      fill: photo.linear([0, y0, 0, y1], stops(expose(lit(colour), k[0]), expose(lit(colour), k[1]))),
    });
  };
  parts.push(grad(road, ex.state.weather === "rain" ? "#3c3e40" : "#5d5f61", [0.95, 1.05]));
  parts.push(path(cam.d(planeY([xL, xR], 0.02, [STREET_Z, STREET_Z + 0.7])), { fill: lit("#b7b3aa") }));
  parts.push(
    grad(drive, concrete, [1.02, 0.92]),
    grad(walk, concrete, [1, 0.95]),
    grad(sidewalk, concrete, [1.04, 0.98]),
  );
  // Weathering: faint stains and tyre tracks on the driveway, as every lived-in driveway has.
  const stains = createPrng("driveway-stains");
  for (let i = 0; i < 14; i += 1) {
    const x = stains.range(-20, -2);
    const z = stains.range(9, STREET_Z - 1);
    const [sx, sy] = cam.p([x, 0, z]);
    const k = cam.scaleAt([x, 0, z]);
    const r = k * stains.range(0.8, 2.6);
    parts.push(
      `<ellipse cx="${num(sx, 1)}" cy="${num(sy, 1)}" rx="${num(r, 1)}" ry="${num(r * 0.3, 1)}" fill="${photo.puff("#5c574e", 0.12, 0.2)}"/>`,
    );
  }
  for (const x of [-15.2, -10.6, -8.4, -3.8])
    parts.push(path(cam.d(planeY([x, x + 0.8], 0.035, [9, STREET_Z])), { fill: "#000000", fillOpacity: 0.035 }));
  // Control joints.
  const joints: string[] = [];
  for (let z = 14; z < STREET_Z - 5; z += 8) joints.push(cam.line([-21.5, 0.05, z], [-0.5, 0.05, z]));
  joints.push(cam.line([-11, 0.05, 8], [-11, 0.05, STREET_Z - 5]));
  for (let x = -140; x < 140; x += 5) joints.push(cam.line([x, 0.05, STREET_Z - 5], [x, 0.05, STREET_Z]));
  parts.push(path(joints.join(""), { stroke: "#000000", sw: 1, strokeOpacity: 0.22 }));
  if (ex.snow) {
    // Cleared paths, with banks of plowed snow along their edges.
    const bank = (x: number, z0: number, z1: number) =>
      path(cam.d(planeY([x - 0.9, x + 0.9], 0.05, [z0, z1])), { fill: lit("#eef2f7") });
    parts.push(bank(-22, 9, STREET_Z - 5), bank(0.2, 10, STREET_Z - 5));
  }
  if (ex.state.weather === "rain") parts.push(wetReflections(ex, drive));
  if (ex.dusk) {
    const [gx, gy] = cam.p([-11, 0, 12]);
    const k = cam.scaleAt([-11, 0, 12]);
    parts.push(photo.pool(gx, gy, k * 14, k * 4, "#ffb866", 0.3));
    for (const x of [-20.7, -1.3, 2.3]) {
      const [lx, ly] = cam.p([x, 0, x < 0 ? 9.5 : 7.5]);
      parts.push(photo.pool(lx, ly, k * 5, k * 2, "#ffc47a", 0.35));
    }
  }
  // Flower beds along the house: mulch and shrubs.
  parts.push(path(cam.d(planeY([9.2, 18.5], 0.04, [0, 3.2])), { fill: lit(ex.snow ? "#eef2f6" : "#4a3324") }));
  parts.push(path(cam.d(planeY([-0.3, 1.4], 0.04, [0, 6])), { fill: lit(ex.snow ? "#eef2f6" : "#4a3324") }));
  return parts.join("");
}

/** Mowing stripes and blades of grass (or drifts of snow) over a stretch of lawn, thinning with distance. */
function lawnTexture(ex: Exterior, area: { x0: number; x1: number; z0: number; z1: number }): string {
  const { cam, photo } = ex;
  const parts: string[] = [];
  const colours = lawnColours(ex);
  const random = createPrng(`lawn:${ex.state.lawn}:${ex.state.season}`);
  if (!ex.snow && ex.state.lawn === "lush") {
    const stripes: string[] = [];
    for (let x = area.x0; x < area.x1; x += 6) stripes.push(cam.d(planeY([x, x + 3], 0.01, [area.z0, area.z1])));
    parts.push(path(stripes.join(""), { fill: litColour("#b8d890", [0, 1, 0], ex.light), fillOpacity: 0.1 }));
  }
  if (!ex.snow && ex.state.lawn === "patchy") {
    // Dry straw patches and bare soil.
    for (let i = 0; i < 70; i += 1) {
      const x = random.range(area.x0, area.x1);
      const z = random.range(area.z0, area.z1);
      const [px, py] = cam.p([x, 0, z]);
      const k = cam.scaleAt([x, 0, z]);
      const r = k * random.range(2, 6);
      const tone = random.next();
      parts.push(
        `<ellipse cx="${num(px, 1)}" cy="${num(py, 1)}" rx="${num(r, 1)}" ry="${num(r * 0.3, 1)}" fill="${photo.puff(tone < 0.35 ? "#d9c890" : tone < 0.55 ? "#7a6444" : "#6f843f", 0.6, 0.35)}"/>`,
      );
    }
  }
  if (ex.snow) {
    for (let i = 0; i < 30; i += 1) {
      const x = random.range(area.x0, area.x1);
      const z = random.range(area.z0, area.z1);
      const [px, py] = cam.p([x, 0, z]);
      const k = cam.scaleAt([x, 0, z]);
      const r = k * random.range(3, 8);
      parts.push(
        `<ellipse cx="${num(px, 1)}" cy="${num(py, 1)}" rx="${num(r, 1)}" ry="${num(r * 0.22, 1)}" fill="${photo.puff("#aebdd0", 0.35, 0.3)}"/>`,
      );
    }
  }
  const blades: [string[], string[]] = [[], []];
  for (let i = 0; i < 9000; i += 1) {
    const x = random.range(area.x0, area.x1);
    // Denser towards the camera's side of the area, where the blades are seen large.
    const z = area.z0 + (area.z1 - area.z0) * Math.sqrt(random.next());
    if (cam.depth([x, 0, z]) < 2) continue;
    const [px, py] = cam.p([x, 0, z]);
    if (px < -5 || px > photo.width + 5 || py > photo.height + 5) continue;
    const k = cam.scaleAt([x, 0, z]);
    const len = Math.max(1, k * (ex.snow ? 0.05 : 0.22));
    const lean = random.range(-0.4, 0.4) * len;
    (blades[random.next() < 0.5 ? 0 : 1] as string[]).push(
      `M${num(px, 1)} ${num(py, 1)}l${num(lean, 1)} ${num(-len, 1)}`,
    );
  }
  const lit = (c: string) => litColour(c, [0, 1, 0], ex.light);
  parts.push(
    path(blades[0].join(""), { stroke: lit(colours.blade[0]), sw: 1, strokeOpacity: 0.5, cap: "round" }),
    path(blades[1].join(""), { stroke: lit(colours.blade[1]), sw: 1, strokeOpacity: 0.45, cap: "round" }),
  );
  return parts.join("");
}

/** Rain on the driveway: darker, glossy, the garage door mirrored in it and puddles holding the sky. */
function wetReflections(ex: Exterior, drive: V3[]): string {
  const { cam, photo } = ex;
  const clip = photo.clip(`<path d="${cam.d(drive)}"/>`);
  const mirror = (p: V3): V3 => [p[0], -p[1], p[2]];
  const door: V3[] = planeZ([-19, -3], [0, 8], 8.07);
  const [, y0] = cam.p([0, 0, 8]);
  const [, y1] = cam.p([0, -8, 8]);
  const fade = photo.linear([0, y0, 0, y1], stops(["#1a1d21", 0.55], ["#1a1d21", 0.25], ["#1a1d21", 0]));
  const random = createPrng("puddles");
  const puddles: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = random.range(-20, -2);
    const z = random.range(10, STREET_Z - 4);
    const [px, py] = cam.p([x, 0, z]);
    const k = cam.scaleAt([x, 0, z]);
    puddles.push(
      `<ellipse cx="${num(px, 1)}" cy="${num(py, 1)}" rx="${num(k * random.range(1.5, 3.5), 1)}" ry="${num(k * random.range(0.3, 0.6), 1)}" fill="${photo.puff("#aab1b7", 0.45, 0.5)}"/>`,
    );
  }
  return `<g clip-path="${clip}">${path(cam.d(door.map(mirror)), { fill: fade })}${puddles.join("")}</g>`;
}

// ---- Trees, neighbours, clutter ----------------------------------------------------------------

function leavesFor(ex: Exterior): Foliage {
  if (ex.dusk) return { dark: "#0d1510", mid: "#1a2a22", light: "#2c3f33" };
  if (ex.state.weather === "rain") return { dark: "#1e2e1c", mid: "#355030", light: "#557a48" };
  if (ex.state.weather === "overcast") return { dark: "#263a22", mid: "#43623a", light: "#6b8c58" };
  return SUMMER_LEAVES;
}

function treeLight(ex: Exterior): number {
  return ex.light.sun ? 1 : 0.25;
}

/** A deciduous tree rooted at a world point, `height` feet tall. */
function tree(ex: Exterior, at: V3, height: number, spread: number, seed: string): string {
  const { cam, photo } = ex;
  const [bx, by] = cam.p(at);
  const k = cam.scaleAt(at);
  const parts: string[] = [];
  const bark = ex.dusk ? "#17181c" : litColour("#5a4a3c", [0, 0, 1], ex.light);
  // Trees beyond the back fence throw their shade on the neighbour's lawn, out of sight.
  if (ex.light.sun && !ex.snow && at[2] > -60) {
    const shadow = ex.onGround([at[0], height * 0.62, at[2]]);
    const [sx, sy] = cam.p(shadow);
    const random = createPrng(`shadow:${seed}`);
    for (let i = 0; i < 9; i += 1) {
      const a = random.next() * Math.PI * 2;
      const d = random.range(0, 0.6);
      const r = spread * k * random.range(0.18, 0.32);
      ex.shade.push(
        `<ellipse cx="${num(sx + Math.cos(a) * d * spread * k * 0.5, 1)}" cy="${num(sy + Math.sin(a) * d * spread * k * 0.12, 1)}" rx="${num(r, 1)}" ry="${num(r * 0.28, 1)}" fill="#000" fill-opacity="0.5"/>`,
      );
    }
    ex.shade.push(
      path(
        cam.d([
          [at[0] - 0.4, 0.02, at[2]],
          [at[0] + 0.4, 0.02, at[2]],
          [shadow[0], 0.02, shadow[2]],
        ]),
        { fill: "#000", fillOpacity: 0.4 },
      ),
    );
  }
  if (ex.snow) {
    parts.push(branches(seed, bx, by, height * k, bark, { twigs: true, spread: 0.55 }));
    return parts.join("");
  }
  parts.push(branches(seed, bx, by, height * k * 0.62, bark, { spread: 0.5 }));
  parts.push(
    canopy(photo, seed, bx, by - height * k * 0.62, spread * k * 0.5, height * k * 0.36, leavesFor(ex), {
      light: treeLight(ex),
      clumps: Math.round(60 + spread * 4),
    }),
  );
  return parts.join("");
}

function evergreen(ex: Exterior, at: V3, height: number, width: number, seed: string): string {
  const { cam } = ex;
  const [bx, by] = cam.p(at);
  const k = cam.scaleAt(at);
  const leaves = ex.dusk ? { dark: "#0a110d", mid: "#142019", light: "#1f2e25" } : undefined;
  return spruce(seed, bx, by, height * k, width * k, { leaves, snow: ex.snow, light: treeLight(ex) });
}

/** The trees of the neighbourhood behind the houses, as one hazy band. */
function backdropTrees(ex: Exterior): string {
  const parts: string[] = [];
  const random = createPrng("backdrop-trees");
  const leaves = leavesFor(ex);
  for (let i = 0; i < 16; i += 1) {
    const x = -120 + i * 16 + random.range(-4, 4);
    const z = random.range(-70, -50);
    const h = random.range(30, 44);
    const at: V3 = [x, 0, z];
    const { cam, photo } = ex;
    const [bx, by] = cam.p(at);
    const k = cam.scaleAt(at);
    if (ex.snow) {
      parts.push(
        random.next() < 0.4
          ? evergreen(ex, at, h, h * 0.4, `back-${i}`)
          : branches(`back-${i}`, bx, by, h * k, "#5d5a58", { twigs: true }),
      );
    } else {
      parts.push(
        random.next() < 0.3
          ? evergreen(ex, at, h, h * 0.4, `back-${i}`)
          : canopy(photo, `back-${i}`, bx, by - h * k * 0.6, h * k * 0.4, h * k * 0.38, leaves, {
              light: treeLight(ex) * 0.7,
              clumps: 90,
              tint: ex.dusk ? undefined : ["#9fb3c0", 0.25],
            }),
      );
    }
  }
  return parts.join("");
}

/** A neighbour's house: simpler, set back, partly out of frame. */
function neighbour(ex: Exterior, x0: number, x1: number, z: number, wall: string, lit: boolean): string {
  const h = 18;
  const eave = 1.4;
  const parts: string[] = [ex.face(planeZ([x0, x1], [0, h], z), wall), siding(ex, x0, x1, 1, h, z)];
  const wins = [
    [x0 + 3, x0 + 7, 11, 15.5],
    [x1 - 7, x1 - 3, 11, 15.5],
    [x0 + 3, x0 + 8, 2.8, 7.5],
  ];
  for (const [a, b, y0, y1] of wins) {
    const pts: V3[] = planeZ([a as number, b as number], [y0 as number, y1 as number], z + 0.05);
    parts.push(path(ex.cam.d(pts), { stroke: litColour(TRIM, [0, 0, 1], ex.light), sw: 3 }));
    parts.push(path(ex.cam.d(pts), { fill: ex.dusk && lit ? "#e9a85c" : ex.dusk ? "#1b2233" : "#2f353c" }));
    if (ex.dusk && lit) ex.bloom.push(path(ex.cam.d(pts), { fill: "#ffb866", fillOpacity: 0.4 }));
  }
  parts.push(
    roofPlane(
      ex,
      [x0 - eave, h, z + eave],
      [x1 + eave, h, z + eave],
      [x1 - 8, h + 8, z - 12],
      [x0 + 8, h + 8, z - 12],
      `n${x0}`,
    ),
  );
  return parts.join("");
}

/** A projected circle in a plane of constant x (a wheel seen from the side). */
function wheelPath(ex: Exterior, x: number, y: number, z: number, r: number): string {
  const pts: V3[] = [];
  for (let i = 0; i < 20; i += 1) {
    const a = (i / 20) * Math.PI * 2;
    pts.push([x, y + Math.sin(a) * r, z + Math.cos(a) * r]);
  }
  return ex.cam.d(pts);
}

/** An SUV parked nose-in on the driveway, seen from behind and its right side. */
function car(ex: Exterior): string {
  const { cam, photo } = ex;
  const parts: string[] = [];
  const x0 = -16.4;
  const x1 = -9.8;
  const z0 = 12;
  const z1 = 27.2;
  const paint = "#5d6670";
  const lit = (c: string, n: V3) => litColour(c, n, ex.light);
  if (ex.light.sun) {
    const top: V3[] = planeY([x0, x1], 5.4, [z0 + 1, z1]);
    ex.shade.push(path(cam.d(planeY([x0, x1], 0.02, [z0, z1])), { fill: "#000", fillOpacity: 0.6 }));
    ex.shade.push(
      path(cam.d([[x0, 0.02, z0 + 1], ...top.slice(1, 3).map((p) => ex.onGround(p)), [x0, 0.02, z1]]), {
        fill: "#000",
        fillOpacity: 0.55,
      }),
    );
  }
  ex.shade.push(
    path(cam.d(planeY([x0 - 0.3, x1 + 0.3], 0.02, [z0 + 0.5, z1 + 0.4])), { fill: "#000", fillOpacity: 0.9 }),
  );
  const sideN: V3 = [1, 0, 0];
  // Right side: the body in one piece, lighter along the shoulder where it catches the sky.
  const side: V3[] = [
    [x1, 0.9, z1 - 0.2],
    [x1, 0.9, z0 + 0.4],
    [x1, 2.9, z0],
    [x1, 3.5, z0 + 0.3],
    [x1 - 0.1, 3.7, z0 + 3.4],
    [x1 - 0.55, 5.45, z0 + 5.0],
    [x1 - 0.55, 5.5, z1 - 1.3],
    [x1 - 0.1, 3.9, z1],
  ];
  const [, sy0] = cam.p([x1, 5.5, z1 - 3]);
  const [, sy1] = cam.p([x1, 0.9, z1 - 3]);
  parts.push(
    path(cam.d(side), {
      fill: photo.linear(
        [0, sy0, 0, sy1],
        stops(
          lit(mix(paint, "#ffffff", 0.2), [0.3, 0.9, 0]),
          lit(paint, sideN),
          lit(expose(paint, 0.7), sideN),
          lit(expose(paint, 0.45), sideN),
        ),
      ),
    }),
  );
  const glass: V3[] = [
    [x1 - 0.12, 3.85, z0 + 3.7],
    [x1 - 0.5, 5.3, z0 + 5.2],
    [x1 - 0.5, 5.3, z1 - 1.6],
    [x1 - 0.14, 3.95, z1 - 0.5],
  ];
  parts.push(
    path(cam.d(glass), { fill: photo.linear([0, sy0, 0, sy1 * 0.5 + sy0 * 0.5], stops("#56606b", "#1a1f25")) }),
  );
  parts.push(
    path(cam.line([x1 - 0.13, 3.9, (z0 + z1) / 2 + 1], [x1 - 0.5, 5.3, (z0 + z1) / 2 + 0.6]), {
      stroke: lit(paint, sideN),
      sw: 3.5,
    }),
  );
  parts.push(
    path(cam.line([x1 - 0.01, 2.1, z0 + 0.6], [x1 - 0.01, 2.1, z1 - 0.3]), {
      stroke: "#ffffff",
      sw: 1,
      strokeOpacity: 0.25,
    }),
  );
  // Wheels under their arches.
  for (const z of [z1 - 2.9, z0 + 3.0]) {
    parts.push(path(wheelPath(ex, x1 + 0.01, 1.3, z, 1.55), { fill: "#1b1d20" }));
    parts.push(path(wheelPath(ex, x1 + 0.02, 1.25, z, 1.25), { fill: "#121315" }));
    parts.push(
      path(wheelPath(ex, x1 + 0.03, 1.25, z, 0.75), {
        fill: photo.linear([0, sy0, 0, sy1], stops("#c9ccd0", "#7d8186", "#4a4d51")),
      }),
    );
  }
  // The tailgate: a rounded shape, the rear glass, a light bar and the bumper.
  const rear: V3[] = [
    [x0 + 0.1, 0.9, z1],
    [x1 - 0.1, 0.9, z1],
    [x1, 3.9, z1],
    [x1 - 0.55, 5.5, z1 - 1.3],
    [x0 + 0.55, 5.5, z1 - 1.3],
    [x0, 3.9, z1],
  ];
  const [, ry0] = cam.p([x0, 5.5, z1 - 1.3]);
  const [, ry1] = cam.p([x0, 0.9, z1]);
  const rearN: V3 = [0, 0.1, 1];
  parts.push(
    path(cam.d(rear), {
      fill: photo.linear(
        [0, ry0, 0, ry1],
        stops(lit(mix(paint, "#ffffff", 0.15), rearN), lit(paint, rearN), lit(expose(paint, 0.8), rearN)),
      ),
    }),
  );
  parts.push(
    path(
      cam.d([
        [x0 + 0.55, 4.0, z1 - 0.1],
        [x1 - 0.55, 4.0, z1 - 0.1],
        [x1 - 0.85, 5.2, z1 - 1.1],
        [x0 + 0.85, 5.2, z1 - 1.1],
      ]),
      { fill: photo.linear([0, ry0, 0, ry1 * 0.4 + ry0 * 0.6], stops("#5c6772", "#1c2128")) },
    ),
  );
  const lights: V3[] = [
    [x0 + 0.05, 3.2, z1 + 0.01],
    [x1 - 0.05, 3.2, z1 + 0.01],
    [x1 - 0.02, 3.65, z1 + 0.01],
    [x0 + 0.02, 3.65, z1 + 0.01],
  ];
  parts.push(path(cam.d(lights), { fill: ex.dusk ? "#ff3a2c" : "#7e1715" }));
  parts.push(path(cam.d(planeZ([x0 + 0.6, x1 - 0.6], [3.3, 3.55], z1 + 0.02)), { fill: "#2a1010", fillOpacity: 0.7 }));
  if (ex.dusk) ex.bloom.push(path(cam.d(lights), { fill: "#ff4030", fillOpacity: 0.6 }));
  const mid = (x0 + x1) / 2;
  parts.push(
    path(
      cam.d([
        [x0 + 0.1, 0.9, z1 + 0.05],
        [x1 - 0.1, 0.9, z1 + 0.05],
        [x1 - 0.05, 1.8, z1 + 0.05],
        [x0 + 0.05, 1.8, z1 + 0.05],
      ]),
      { fill: lit("#26292d", rearN) },
    ),
    path(cam.d(planeZ([mid - 0.85, mid + 0.85], [2.0, 2.75], z1 + 0.03)), { fill: lit("#ecebe4", rearN) }),
    path(cam.d(planeZ([mid - 0.6, mid + 0.6], [2.25, 2.5], z1 + 0.04)), { fill: "#2b3a70", fillOpacity: 0.6 }),
  );
  return parts.join("");
}

/** Calgary's three carts: black (garbage), blue (recycling), green (compost). */
function bins(ex: Exterior): string {
  const { cam } = ex;
  const parts: string[] = [];
  const carts: [number, string][] = [
    [0.6, "#27292c"],
    [3.2, "#2b5fa3"],
    [5.8, "#3f7a3a"],
  ];
  for (const [x, colour] of carts) {
    const z0 = 11.5;
    const z1 = 13.6;
    const w = 2.1;
    const h = 3.6;
    const front: V3[] = [
      [x + 0.1, 0.3, z1],
      [x + w - 0.1, 0.3, z1],
      [x + w, h, z1 + 0.15],
      [x, h, z1 + 0.15],
    ];
    const side: V3[] = [
      [x + w - 0.1, 0.3, z1],
      [x + w - 0.1, 0.3, z0],
      [x + w, h, z0],
      [x + w, h, z1 + 0.15],
    ];
    const lid: V3[] = planeY([x - 0.05, x + w + 0.05], h + 0.15, [z1 + 0.3, z0]);
    ex.shade.push(
      path(cam.d(planeY([x - 0.2, x + w + 0.2], 0.02, [z0, z1 + 0.3])), { fill: "#000", fillOpacity: 0.8 }),
    );
    if (ex.light.sun)
      ex.shade.push(
        path(cam.d([[x, 0.02, z1], [x + w, 0.02, z1], ex.onGround([x + w, h, z0]), ex.onGround([x, h, z0])]), {
          fill: "#000",
          fillOpacity: 0.5,
        }),
      );
    parts.push(ex.face(side, expose(colour, 0.8)), ex.face(front, colour));
    parts.push(ex.face(lid, mix(colour, "#ffffff", 0.08)));
    parts.push(
      path(cam.d(planeZ([x - 0.05, x + w + 0.05], [h, h + 0.3], z1 + 0.31)), {
        fill: litColour(expose(colour, 0.85), [0, 0, 1], ex.light),
      }),
    );
    parts.push(
      path(cam.line([x + 0.4, h - 0.9, z1 + 0.13], [x + w - 0.4, h - 0.9, z1 + 0.13]), {
        stroke: "#ffffff",
        sw: 1,
        strokeOpacity: 0.3,
      }),
    );
  }
  return parts.join("");
}

function rainStreaks(ex: Exterior): string {
  const random = createPrng("rain-streaks");
  const light: string[] = [];
  for (let i = 0; i < 1400; i += 1) {
    const x = random.range(-40, ex.photo.width + 40);
    const y = random.range(-40, ex.photo.height);
    const len = random.range(10, 26);
    light.push(`M${num(x, 1)} ${num(y, 1)}l${num(-len * 0.12, 1)} ${num(len, 1)}`);
  }
  return path(light.join(""), { stroke: "#e4e9ee", sw: 1, strokeOpacity: 0.28, cap: "round" });
}

export interface FrontShot {
  lens: Lens;
  /** Where the front-yard tree stands (it frames some views and blocks others). */
  tree?: V3;
  /** Seeds the textures; shots of one pair share it. */
  seed: string;
}

/** One photograph of the front of the house in a state: the whole SVG document, named by `label`. */
export function frontPhoto(shot: FrontShot, state: ExteriorState, label: string): string {
  const ex = new Exterior(shot.lens, state, shot.seed);
  const { photo } = ex;
  const layers: string[] = [sky(ex), backdropTrees(ex)];
  layers.push(neighbour(ex, -72, -38, -8, "#b4a894", true), neighbour(ex, 34, 70, -10, "#5f6368", false));
  layers.push(evergreen(ex, [-30, 0, -4], 34, 13, "spruce-left"));
  layers.push(evergreen(ex, [26, 0, -18], 30, 11, "spruce-right"));
  layers.push(ground(ex));
  const houseLayer = house(ex);
  layers.push(houseLayer);
  // Shrubs in the beds.
  const shrubLeaves = leavesFor(ex);
  for (const [x, z, w] of [
    [10.5, 1.5, 3],
    [13.5, 1.6, 2.6],
    [16.5, 1.5, 3],
    [0.5, 4, 2],
  ] as const) {
    const [sx, sy] = ex.cam.p([x, 0, z]);
    const k = ex.cam.scaleAt([x, 0, z]);
    layers.push(
      ex.snow
        ? `<ellipse cx="${num(sx, 1)}" cy="${num(sy - k * 0.6, 1)}" rx="${num(k * w * 0.5, 1)}" ry="${num(k * 0.9, 1)}" fill="${photo.sphere("#e9eef4", "#ffffff", "#b8c5d6")}"/>`
        : shrub(photo, `shrub-${x}`, sx, sy, k * w, k * w * 0.8, shrubLeaves, treeLight(ex)),
    );
  }
  if (state.clutter) layers.push(bins(ex), car(ex));
  layers.push(tree(ex, shot.tree ?? [27, 0, 20], 30, 22, "front-tree"));
  let picture =
    layers.slice(0, -1).join("") +
    // Shadows go on the ground and walls, under the front tree and the clutter's own faces.
    photo.soft(ex.shade, 2.2, { opacity: 0.5, bounds: "picture" }) +
    (layers[layers.length - 1] as string);
  // Reorder so that the cast shadows sit under the clutter: the soft layer comes before it.
  if (state.clutter) {
    const beforeClutter = layers.slice(0, layers.length - 3).join("");
    picture =
      beforeClutter + photo.soft(ex.shade, 2.2, { opacity: 0.5, bounds: "picture" }) + layers.slice(-3).join("");
  }
  if (ex.bloom.length) picture += photo.soft(ex.bloom, 12, { opacity: 0.9, bounds: "picture" });
  if (state.weather === "rain")
    picture = `<g filter="${grade(photo, { exposure: -0.2, lift: 0.02 })}">${picture}</g>${rainStreaks(ex)}`;
  photo.add(picture, vignette(photo, state.weather === "dusk" ? 0.35 : 0.18, 0.6));
  return photo.svg(label);
}

// ---- Backyard ----------------------------------------------------------------------------------

export const BACKYARD_LENSES = {
  /** Standing on the back deck, looking down the pool to the fence. */
  pool: { pos: [-3, 8.2, 0], yaw: 0.08, focal: 660, cx: 600, cy: 330 },
  /** From the corner of the yard, across the lawn and the pool. */
  yard: { pos: [-24, 5.6, -6], yaw: 0.62, focal: 700, cx: 600, cy: 380 },
} satisfies Record<string, Lens>;

const POOL = { x0: -8, x1: 8, z0: -40, z1: -9 };

function backyardGround(ex: Exterior): string {
  const { cam, photo } = ex;
  const parts: string[] = [];
  const lit = (c: string) => litColour(c, [0, 1, 0], ex.light);
  const colours = lawnColours(ex);
  const [, farY] = cam.p([0, 0, -60]);
  const [, nearY] = cam.p([0, 0, 0]);
  parts.push(
    path(cam.d(planeY([-200, 200], 0, [-62, 10])), {
      fill: photo.linear([0, farY, 0, nearY], stops(lit(colours.far), lit(colours.near))),
    }),
  );
  parts.push(lawnTexture(ex, { x0: -70, x1: 70, z0: -62, z1: 10 }));
  // The patio and pool deck: pale concrete pavers.
  const deck: V3[] = planeY([-14, 14], 0.03, [-46, 10]);
  const [, dy0] = cam.p([0, 0, -46]);
  parts.push(
    path(cam.d(deck), { fill: photo.linear([0, dy0, 0, photo.height], stops(lit("#d9d3c7"), lit("#cbc4b6"))) }),
  );
  const joints: string[] = [];
  for (let z = -46; z <= 10; z += 2) joints.push(cam.line([-14, 0.04, z], [14, 0.04, z]));
  for (let x = -14; x <= 14; x += 2) joints.push(cam.line([x, 0.04, -46], [x, 0.04, 10]));
  parts.push(path(joints.join(""), { stroke: "#8c8578", sw: 1, strokeOpacity: 0.3 }));
  return parts.join("");
}

function pool(ex: Exterior): string {
  const { cam, photo, state } = ex;
  const parts: string[] = [];
  const { x0, x1, z0, z1 } = POOL;
  const c = 1.3;
  const lit = (col: string, n: V3 = [0, 1, 0]) => litColour(col, n, ex.light);
  // Coping around the pool.
  parts.push(path(cam.d(planeY([x0 - c, x1 + c], 0.05, [z0 - c, z1 + c])), { fill: lit("#ece7dc") }));
  parts.push(
    path(cam.d(planeY([x0 - c, x1 + c], 0.06, [z0 - c, z1 + c])), { stroke: "#a39b8c", sw: 1, strokeOpacity: 0.6 }),
  );
  const water = -0.5;
  const hole: V3[] = planeY([x0, x1], 0.06, [z0, z1]);
  // The inner walls above the water: a band of waterline tile on the far and side walls.
  parts.push(path(cam.d(hole), { fill: lit("#1f3f5c") }));
  const tile = lit("#2a5d84", [0, 0, 1]);
  parts.push(
    path(cam.d(planeZ([x0, x1], [0.06, water], z0)), { fill: tile }),
    path(
      cam.d([
        [x0, 0.06, z0],
        [x0, 0.06, z1],
        [x0, water, z1],
        [x0, water, z0],
      ]),
      { fill: expose(tile, 0.8) },
    ),
    path(
      cam.d([
        [x1, 0.06, z0],
        [x1, 0.06, z1],
        [x1, water, z1],
        [x1, water, z0],
      ]),
      { fill: expose(tile, 0.7) },
    ),
  );
  const surface: V3[] = planeY([x0, x1], water, [z0, z1]);
  const [, yFar] = cam.p([0, water, z0]);
  const [, yNear] = cam.p([0, water, z1]);
  const clip = photo.clip(`<path d="${cam.d(surface)}"/>`);
  const inner: string[] = [];
  if (state.pool === "clear") {
    inner.push(
      path(cam.d(surface), {
        fill: photo.linear([0, yFar, 0, yNear], stops(lit("#2f8fb5"), lit("#37a7c4"), lit("#5ccdd6"), lit("#7fdde0"))),
      }),
    );
    // The floor seen through the water: a dark lane stripe and the steps at the shallow end.
    inner.push(path(cam.d(planeY([-0.4, 0.4], water, [z0 + 2, z1 - 6])), { fill: "#1d5f86", fillOpacity: 0.3 }));
    for (let i = 0; i < 3; i += 1)
      inner.push(
        path(cam.line([x0 + 0.2, water, z1 - 1.2 - i * 1.3], [x1 - 0.2, water, z1 - 1.2 - i * 1.3]), {
          stroke: "#e8fbff",
          sw: 2.2,
          strokeOpacity: 0.55,
        }),
      );
    // Caustics: a net of bright wavy lines, and glints on the surface.
    const random = createPrng("caustics");
    const net: string[] = [];
    for (let i = 0; i < 260; i += 1) {
      const x = random.range(x0, x1);
      const z = random.range(z0, z1);
      const pts: string[] = [];
      const [sx, sy] = cam.p([x, water, z]);
      const k = cam.scaleAt([x, water, z]);
      const len = k * random.range(0.6, 1.4);
      pts.push(`M${num(sx, 1)} ${num(sy, 1)}`);
      pts.push(
        `q${num(len * 0.5, 1)} ${num(-len * 0.12 * random.range(0.5, 1.5), 1)} ${num(len, 1)} ${num(len * 0.05 * random.range(-1, 1), 1)}`,
      );
      pts.push(`q${num(-len * 0.1, 1)} ${num(len * 0.25, 1)} ${num(len * 0.2, 1)} ${num(len * 0.35, 1)}`);
      net.push(pts.join(""));
    }
    inner.push(path(net.join(""), { stroke: "#e6fdff", sw: 1.1, strokeOpacity: 0.22, cap: "round" }));
    // The far end mirrors the fence and the sky above it.
  } else {
    inner.push(
      path(cam.d(surface), {
        fill: photo.linear([0, yFar, 0, yNear], stops(lit("#4d5a2f"), lit("#5f6e36"), lit("#75813f"), lit("#83864a"))),
      }),
    );
    const random = createPrng("algae");
    for (let i = 0; i < 30; i += 1) {
      const [px, py] = cam.p([random.range(x0, x1), water, random.range(z0, z1)]);
      const k = cam.scaleAt([0, water, (z0 + z1) / 2]);
      const r = k * random.range(1.2, 3.5);
      inner.push(
        `<ellipse cx="${num(px, 1)}" cy="${num(py, 1)}" rx="${num(r, 1)}" ry="${num(r * 0.35, 1)}" fill="${photo.puff(random.next() < 0.5 ? "#3c4a22" : "#8d8a4c", 0.45, 0.3)}"/>`,
      );
    }
    const leaves: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const x = random.range(x0, x1);
      const z = random.range(z0, z1);
      const [px, py] = cam.p([x, water, z]);
      const k = cam.scaleAt([x, water, z]);
      const r = k * random.range(0.12, 0.22);
      leaves.push(
        `<ellipse cx="${num(px, 1)}" cy="${num(py, 1)}" rx="${num(r, 1)}" ry="${num(r * 0.45, 1)}" transform="rotate(${num(random.range(-40, 40), 1)} ${num(px, 1)} ${num(py, 1)})" fill="${random.next() < 0.5 ? "#7a5a2a" : "#a0843c"}"/>`,
      );
    }
    inner.push(leaves.join(""));
  }
  // A soft sheen of sky on the surface, strongest far away.
  inner.push(
    path(cam.d(surface), {
      fill: photo.linear([0, yFar, 0, yNear], stops(["#ffffff", 0.22], ["#ffffff", 0.05], ["#ffffff", 0])),
    }),
  );
  parts.push(`<g clip-path="${clip}">${inner.join("")}</g>`);
  return parts.join("");
}

/** A cedar fence of horizontal boards across the back of the yard. */
function fence(ex: Exterior): string {
  const { cam, photo } = ex;
  const z = -62;
  const parts: string[] = [];
  const n: V3 = [0, 0, 1];
  const face: V3[] = planeZ([-200, 200], [0, 6], z);
  const [, fy0] = cam.p([0, 6, z]);
  const [, fy1] = cam.p([0, 0, z]);
  const wood = ex.snow ? "#6f5a48" : "#8a6446";
  parts.push(
    path(cam.d(face), {
      fill: photo.linear(
        [0, fy0, 0, fy1],
        stops(
          litColour(mix(wood, "#ffffff", 0.1), n, ex.light),
          litColour(wood, n, ex.light),
          litColour(expose(wood, 0.7), n, ex.light),
        ),
      ),
    }),
  );
  const gaps: string[] = [];
  for (let y = 0.5; y < 6; y += 0.5) gaps.push(cam.line([-200, y, z + 0.02], [200, y, z + 0.02]));
  const posts: string[] = [];
  for (let x = -200; x < 200; x += 8) posts.push(cam.d(planeZ([x, x + 0.35], [0, 6.2], z + 0.2)));
  parts.push(path(gaps.join(""), { stroke: "#2c1d12", sw: 1, strokeOpacity: 0.45 }));
  parts.push(path(posts.join(""), { fill: litColour(expose(wood, 0.75), n, ex.light) }));
  return parts.join("");
}

/** Two loungers on the deck beside the pool. */
function loungers(ex: Exterior): string {
  const { cam } = ex;
  const parts: string[] = [];
  for (const z of [-30, -21]) {
    const x0 = 9.8;
    const x1 = 12.4;
    const z0 = z - 6;
    const z1 = z;
    if (ex.light.sun)
      ex.shade.push(
        path(cam.d([[x0, 0.04, z0], [x1, 0.04, z0], ex.onGround([x1, 1.3, z1]), ex.onGround([x0, 1.3, z1])]), {
          fill: "#000",
          fillOpacity: 0.5,
        }),
      );
    ex.shade.push(path(cam.d(planeY([x0, x1], 0.04, [z0, z1])), { fill: "#000", fillOpacity: 0.6 }));
    const frame = "#e9e6df";
    parts.push(ex.face(planeY([x0, x1], 1.1, [z1, z0 + 1.8]).reverse(), "#f2efe8"));
    parts.push(ex.face(planeZ([x0, x1], [0.2, 1.1], z1), frame));
    parts.push(
      ex.face(
        [
          [x0, 1.1, z0 + 1.8],
          [x1, 1.1, z0 + 1.8],
          [x1, 3.2, z0 + 0.3],
          [x0, 3.2, z0 + 0.3],
        ],
        "#f6f3ed",
      ),
    );
    parts.push(ex.face(planeY([x0 + 0.3, x1 - 0.3], 1.12, [z1 - 0.3, z0 + 2]).reverse(), "#4f6f83"));
  }
  return parts.join("");
}

/** One photograph of the backyard and pool in a state. */
export function backyardPhoto(lens: Lens, state: ExteriorState, label: string): string {
  const ex = new Exterior(lens, state, "backyard");
  const { photo, cam } = ex;
  const layers: string[] = [sky(ex), backdropTrees(ex)];
  layers.push(neighbour(ex, -60, -30, -84, "#c2b8a6", false), neighbour(ex, 18, 52, -88, "#8d8f8c", false));
  layers.push(
    tree(ex, [-24, 0, -70], 34, 26, "yard-tree-left"),
    evergreen(ex, [22, 0, -72], 32, 12, "yard-spruce"),
    tree(ex, [40, 0, -68], 30, 24, "yard-tree-right"),
  );
  layers.push(fence(ex), backyardGround(ex));
  // A planting bed along the fence.
  for (let i = 0; i < 9; i += 1) {
    const x = -30 + i * 7;
    const [sx, sy] = cam.p([x, 0, -60]);
    const k = cam.scaleAt([x, 0, -60]);
    layers.push(shrub(photo, `bed-${i}`, sx, sy, k * 4, k * 3.2, leavesFor(ex), treeLight(ex)));
  }
  layers.push(pool(ex));
  const objects = loungers(ex);
  const picture = layers.join("") + photo.soft(ex.shade, 2.2, { opacity: 0.45, bounds: "picture" }) + objects;
  photo.add(picture, vignette(photo, 0.18, 0.6));
  return photo.svg(label);
}
