import { mix } from "../../colour";
import { circle, fonts, glow, path, rect, Scene, vignette, ct } from "../../kit";
import { createPrng } from "../../prng";
import { planeY, planeZ } from "../../space";
import { num, stopsAt } from "../../svg";
import { CLIP_SIZE, type CollageClip } from "../kit";

/**
 * Real Estate clip — "Drone flyover of a suburban Calgary home at dusk": a small 3D street (the
 * listed two-storey with its garage, neighbours, trees, street lights, a passing car) seen from a
 * drone that arcs slowly round the house and back, with the Rockies on the horizon and the pilot's
 * telemetry at the edges. The arc is a sine of the loop phase, so the last frame meets the first.
 */

const { width: W, height: H } = CLIP_SIZE.wide!;
const TAU = Math.PI * 2;
const FOCAL = 560;

type V3 = [number, number, number];

interface Camera {
  pos: V3;
  right: V3;
  up: V3;
  forward: V3;
}

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** The drone's arc: ±11° about the front of the house, gently rising and settling twice a loop. */
function camera(t: number): Camera {
  const angle = 0.22 + 0.19 * Math.sin(TAU * t);
  const radius = 36 - 2 * Math.cos(TAU * t);
  const pos: V3 = [radius * Math.sin(angle), 12 + 0.8 * Math.sin(TAU * 2 * t), radius * Math.cos(angle)];
  const target: V3 = [1.5, 3, 0];
  const forward = norm(sub(target, pos));
  const right = norm(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  return { pos, right, up, forward };
}

function project(cam: Camera, p: V3): [number, number, number] {
  const d = sub(p, cam.pos);
  const z = dot(d, cam.forward);
  return [W / 2 + (FOCAL * dot(d, cam.right)) / z, H / 2 - (FOCAL * dot(d, cam.up)) / z, z];
}

interface Face {
  points: V3[];
  fill: string;
  /** Drawn straight after the face it sits on (windows on a wall). */
  on?: Face;
  glow?: number;
}

/** Light from the west (-x), low: walls facing it are warmer, the others fall into blue dusk. */
function shade(base: string, normal: V3): string {
  const light = norm([-0.8, 0.35, 0.3]);
  const lit = Math.max(0, dot(normal, light));
  return mix(mix(base, "#1c2340", 0.45), mix(base, "#f2a070", 0.25), lit);
}

function normalOf(points: readonly V3[]): V3 {
  return norm(cross(sub(points[1] as V3, points[0] as V3), sub(points[2] as V3, points[0] as V3)));
}

/** A house: a box with a gable roof along x, windows on the front (+z) and the side facing the camera. */
function house(
  x: number,
  z: number,
  w: number,
  d: number,
  h: number,
  roofH: number,
  wall: string,
  roof: string,
  windowsLit: readonly boolean[],
): Face[] {
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const z0 = z - d / 2;
  const z1 = z + d / 2;
  const faces: Face[] = [];
  const wallFace = (points: V3[]) => faces.push({ points, fill: shade(wall, normalOf(points)) });
  wallFace(planeZ([x0, x1], [0, h], z1));
  wallFace(planeZ([x1, x0], [0, h], z0));
  wallFace([
    [x1, 0, z1],
    [x1, 0, z0],
    [x1, h, z0],
    [x1 + 0, h + roofH, z],
    [x1, h, z1],
  ]);
  wallFace([
    [x0, 0, z0],
    [x0, 0, z1],
    [x0, h, z1],
    [x0, h + roofH, z],
    [x0, h, z0],
  ]);
  const o = 0.6;
  const roofFront: V3[] = [
    [x0 - o, h - 0.3, z1 + o],
    [x1 + o, h - 0.3, z1 + o],
    [x1 + o, h + roofH, z],
    [x0 - o, h + roofH, z],
  ];
  const roofBack: V3[] = [
    [x1 + o, h - 0.3, z0 - o],
    [x0 - o, h - 0.3, z0 - o],
    [x0 - o, h + roofH, z],
    [x1 + o, h + roofH, z],
  ];
  faces.push(
    { points: roofFront, fill: shade(roof, normalOf(roofFront)) },
    { points: roofBack, fill: shade(roof, normalOf(roofBack)) },
  );
  // Windows on the front: two rows, lit or dark.
  const front = faces[0] as Face;
  const cols = Math.max(2, Math.round(w / 3.4));
  let i = 0;
  for (const [y0, y1] of [
    [1, 2.6],
    [h / 2 + 0.9, h / 2 + 2.3],
  ] as const) {
    if (y1 > h - 0.3) continue;
    for (let c = 0; c < cols; c += 1) {
      const cx = x0 + (w * (c + 0.5)) / cols;
      const lit = windowsLit[i % windowsLit.length];
      i += 1;
      faces.push({
        points: planeZ([cx - 0.8, cx + 0.8], [y0, y1], z1 + 0.02),
        fill: lit ? "#ffd08a" : "#2b3350",
        on: front,
        glow: lit ? 1 : 0,
      });
    }
  }
  return faces;
}

interface Scenery {
  faces: Face[];
  trees: { p: V3; r: number; colour: string }[];
  lamps: V3[];
}

const SCENERY: Scenery = (() => {
  const random = createPrng("services:real-estate-3:street");
  const faces: Face[] = [];
  // The listing: a two-storey with a double garage to its right.
  faces.push(...house(0, 0, 12, 9, 6, 2.8, "#d9d2c4", "#3b3f4a", [true, true, false, true, true, true]));
  const door = faces[0] as Face;
  faces.push({
    points: planeZ([-1, 1], [0, 2.4], 4.52),
    fill: "#5a3a28",
    on: door,
  });
  faces.push(...house(9.5, 1, 7, 7, 3.2, 1.4, "#cfc7b8", "#3b3f4a", [false]).filter((f) => !f.on));
  const garage = faces.find((f) => f.points[0]?.[0] === 6 && f.points[0]?.[2] === 4.5);
  if (garage)
    faces.push({
      points: planeZ([7, 12], [0, 2.5], 4.52),
      fill: "#8d8679",
      on: garage,
    });
  // Neighbours, each a little different.
  faces.push(...house(-22, 1, 11, 9, 5.6, 2.6, "#b9c2c9", "#2f3440", [true, false, true, false, true, false]));
  faces.push(...house(23, 0, 12, 9, 6, 3, "#c9b9a6", "#343039", [false, true, true, true, false, true]));
  faces.push(...house(-20, -30, 12, 9, 6, 3, "#bfb5a7", "#30343d", [true, true, true]));
  faces.push(...house(4, -32, 13, 9, 6, 3, "#c4c9cc", "#30343d", [true, false, true]));
  faces.push(...house(26, -30, 11, 9, 5.6, 2.6, "#cbbfae", "#30343d", [false, true, true]));
  const trees: Scenery["trees"] = [];
  for (const [x, z, r] of [
    [-9, 6, 2.6],
    [15.5, 7, 2.2],
    [-14, -6, 3.2],
    [12, -9, 3],
    [-30, 8, 2.8],
    [32, 7, 2.6],
    [-4, -16, 3.4],
    [18, -18, 3],
    [-26, -18, 3.2],
  ] as const) {
    trees.push({
      p: [x, 2 + r, z],
      r,
      colour: ["#24402f", "#2c4a33", "#1f3a2b"][Math.floor(random.next() * 3)] as string,
    });
  }
  const lamps: V3[] = [-30, -10, 10, 30].map((x) => [x, 5, 19.5]);
  return { faces, trees, lamps };
})();

const NEAR = 0.5;

/** A polygon clipped to the space in front of the camera (Sutherland–Hodgman against the near plane), then projected. */
function polygon(cam: Camera, points: readonly V3[], fill: string, opacity?: number): string {
  const depth = (p: V3) => dot(sub(p, cam.pos), cam.forward);
  const kept: V3[] = [];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as V3;
    const dp = depth(p);
    const dq = depth(q);
    if (dp >= NEAR) kept.push(p);
    if (dp >= NEAR !== dq >= NEAR) {
      const k = (NEAR - dp) / (dq - dp);
      kept.push([p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k, p[2] + (q[2] - p[2]) * k]);
    }
  });
  if (kept.length < 3) return "";
  return path(
    `M${kept
      .map((p) => project(cam, p))
      .map(([x, y]) => `${num(x, 1)} ${num(y, 1)}`)
      .join("L")}Z`,
    { fill, opacity },
  );
}

function frame(t: number, label: string): string {
  const scene = new Scene("shop:services:real-estate-3", W, H);
  const cam = camera(t);
  // Sky: dusk, with the horizon where the camera's pitch puts it.
  const pitch = Math.asin(-cam.forward[1]);
  const horizon = H / 2 - FOCAL * Math.tan(pitch);
  scene.add(
    rect(0, 0, W, H, 0, {
      fill: scene.linear(
        [0, horizon - 220, 0, horizon],
        stopsAt([0, "#1b1f3d"], [0.55, "#5b3a66"], [0.85, "#d8663a"], [1, "#ffb25e"]),
      ),
    }),
  );
  // The Rockies to the west, far enough that they only slide with the camera's turn.
  const yaw = Math.atan2(cam.forward[0], -cam.forward[2]);
  const shift = -yaw * FOCAL;
  const ridge = Array.from({ length: 30 }, (_, i) => {
    const x = -200 + i * 40;
    const peak = 18 + 16 * Math.abs(Math.sin(i * 1.7)) + 10 * Math.sin(i * 0.6);
    return `${num(x + shift, 1)} ${num(horizon - peak, 1)}`;
  });
  scene.add(
    path(
      `M${num(-200 + shift, 1)} ${num(horizon + 2, 1)}L${ridge.join("L")}L${num(1000 + shift, 1)} ${num(horizon + 2, 1)}Z`,
      { fill: "#4a3656", opacity: 0.9 },
    ),
  );
  scene.add(glow(scene, W * 0.2 + shift * 0.3, horizon, 260, "#ffb25e", 0.45));
  // The far side of the neighbourhood: rooflines and a few lit windows along the horizon.
  const far: string[] = [];
  const lights: string[] = [];
  let fx = -240 + shift * 0.6;
  for (let i = 0; i < 60; i += 1) {
    const w = 10 + 8 * Math.abs(Math.sin(i * 2.3));
    const h = 2 + 4 * Math.abs(Math.sin(i * 1.7));
    if (Math.sin(i * 3.1) > -0.4)
      far.push(
        `M${num(fx, 1)} ${num(horizon + 1, 1)}V${num(horizon + 1 - h, 1)}l${num(w / 2, 1)} -3l${num(w / 2, 1)} 3V${num(horizon + 1, 1)}Z`,
      );
    if (Math.sin(i * 5.3) > 0.5) lights.push(`M${num(fx + w / 2 - 1, 1)} ${num(horizon - 1 - h / 2, 1)}h2v1.5h-2Z`);
    fx += w + 6 * Math.abs(Math.sin(i * 0.9));
  }
  scene.add(path(far.join(""), { fill: "#2e2839" }), path(lights.join(""), { fill: "#ffcf80", opacity: 0.8 }));
  // The ground: lawns, the street and sidewalks, driveways.
  const ground = (points: V3[], fill: string) => scene.add(polygon(cam, points, fill));
  ground(planeY([-4000, 4000], 0, [-4000, 60]), "#1d2a22");
  ground(planeY([-400, 400], 0, [13, 15]), "#5d5f66");
  ground(planeY([-400, 400], 0, [15, 24]), "#2b2d35");
  ground(planeY([-400, 400], 0, [24, 26]), "#5d5f66");
  ground(planeY([-400, 400], 0, [-14, -20]), "#2b2d35");
  ground(planeY([6.5, 12.5], 0, [4.5, 15]), "#4c4e55");
  ground(planeY([-0.8, 0.8], 0, [4.5, 13]), "#5d5f66");
  // Lane markings.
  for (let x = -200; x < 200; x += 8) ground(planeY([x, x + 4], 0.01, [19.4, 19.6]), "#c9c2a8");
  // Faces and trees, far to near; windows straight after their wall.
  const items: { depth: number; draw: () => string }[] = [];
  const visible = (f: Face) => dot(normalOf(f.points), sub(cam.pos, f.points[0] as V3)) > 0;
  const depthOf = (points: readonly V3[]) =>
    points.reduce((sum, p) => sum + dot(sub(p, cam.pos), cam.forward), 0) / points.length;
  for (const face of SCENERY.faces) {
    const host = face.on ?? face;
    if (!visible(host)) continue;
    const depth = depthOf(host.points) - (face.on ? 0.01 : 0);
    // A lit window's spill is drawn with it, so whatever stands in front still hides it.
    const spill = () => {
      if (!face.glow) return "";
      const c = face.points.reduce<V3>((a, p) => [a[0] + p[0] / 4, a[1] + p[1] / 4, a[2] + p[2] / 4], [0, 0, 0]);
      const [gx, gy, gz] = project(cam, c);
      return glow(scene, gx, gy, (FOCAL * 2.4) / gz, "#ffc070", 0.3);
    };
    items.push({ depth, draw: () => polygon(cam, face.points, face.fill) + spill() });
  }
  for (const tree of SCENERY.trees) {
    items.push({
      depth: dot(sub(tree.p, cam.pos), cam.forward),
      draw: () => {
        const [x, y, z] = project(cam, tree.p);
        const [bx, by] = project(cam, [tree.p[0], 0, tree.p[2]]);
        const r = (FOCAL * tree.r) / z;
        return (
          path(`M${num(bx)} ${num(by)}L${num(x)} ${num(y)}`, {
            stroke: "#1a1512",
            sw: Math.max(1, (FOCAL * 0.3) / z),
          }) +
          circle(x, y, r, { fill: tree.colour }) +
          circle(x - r * 0.3, y - r * 0.3, r * 0.55, { fill: mix(tree.colour, "#6a5a60", 0.25), opacity: 0.6 })
        );
      },
    });
  }
  // The car: along the street once a loop, off screen at the seam.
  const carX = -70 + 140 * t;
  const car: V3[][] = [
    planeZ([carX - 2.2, carX + 2.2], [0.4, 1.3], 21.8),
    planeY([carX - 2.2, carX + 2.2], 1.3, [21.8, 20.2]),
  ];
  items.push({
    depth: depthOf(car[0] as V3[]),
    draw: () => polygon(cam, car[1] as V3[], "#6d7280") + polygon(cam, car[0] as V3[], "#3c4050"),
  });
  items.sort((a, b) => b.depth - a.depth);
  for (const item of items) scene.add(item.draw());
  const [hx, hy, hz] = project(cam, [carX + 2.3, 0.9, 21]);
  if (hz > 0.5) scene.add(glow(scene, hx, hy, (FOCAL * 3) / hz, "#fff2cc", 0.6));
  for (const lamp of SCENERY.lamps) {
    const [x, y, z] = project(cam, lamp);
    const [bx, by] = project(cam, [lamp[0], 0, lamp[2]]);
    if (z < 0.5) continue;
    scene.add(
      path(`M${num(bx)} ${num(by)}L${num(x)} ${num(y)}`, { stroke: "#15151a", sw: 1.5 }),
      glow(scene, x, y, (FOCAL * 6) / z, "#ffcf80", 0.5),
      circle(x, y, 2, { fill: "#fff1cc" }),
    );
    const [px, py, pz] = project(cam, [lamp[0], 0, lamp[2] - 1]);
    scene.add(glow(scene, px, py, (FOCAL * 5) / pz, "#ffcf80", 0.18));
  }
  // Telemetry, as the pilot's screen shows it.
  const hud = "#ffffff";
  const alt = Math.round(cam.pos[1] * 2.6);
  scene.add(
    path(`M20 40V20H40M${W - 40} 20H${W - 20}V40M${W - 20} ${H - 40}V${H - 20}H${W - 40}M40 ${H - 20}H20V${H - 40}`, {
      stroke: hud,
      sw: 1.5,
      opacity: 0.7,
    }),
    path(`M${W / 2 - 10} ${H / 2}H${W / 2 + 10}M${W / 2} ${H / 2 - 10}V${H / 2 + 10}`, {
      stroke: hud,
      sw: 1,
      opacity: 0.45,
    }),
    circle(36, 36, 4, { fill: "#ff3b30", opacity: Math.sin(TAU * 4 * t) > -0.3 ? 1 : 0.25 }),
    ct("REC", 46, 40, fonts.ui(8, 700, 0.08), { fill: hud, opacity: 0.85 }),
    ct(`ALT ${alt} M`, W - 36, 40, fonts.ui(8, 650, 0.08), { fill: hud, opacity: 0.8, anchor: "end" }),
    ct("142 EVERGREEN WAY SW  ·  DUSK", 36, H - 30, fonts.ui(8, 650, 0.1), { fill: hud, opacity: 0.8 }),
    ct("4K  ·  24", W - 36, H - 30, fonts.ui(8, 650, 0.08), { fill: hud, opacity: 0.7, anchor: "end" }),
    vignette(scene, 0.4),
  );
  return scene.svg(label);
}

export const realEstateClip: CollageClip = { shape: "wide", seconds: 4, crf: 24, frame };
