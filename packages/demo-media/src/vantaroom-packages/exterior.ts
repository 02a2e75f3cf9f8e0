import { mix } from "../colour";
import { circle, path, rect, Scene, boundsOf, poly, type Pt } from "../kit";
import { createPrng } from "../prng";
import { num, stops, stopsAt } from "../svg";
import { PACKAGE_SHOT, vertical } from "./kit";
import { planeY, planeZ } from "../space";

/**
 * The house from outside: a contemporary two-storey with a cantilevered upper floor, a double
 * garage and a pool in the side yard, modelled in metres and photographed through a perspective
 * camera, either from the street at dusk with every window lit (verticals straight, as an
 * architectural photographer keeps them) or by drone from above the corner of the lot.
 *
 * World axes: x to the east along the street, y up, z north away from the street.
 */

const { width: W, height: H } = PACKAGE_SHOT;

export type V3 = readonly [number, number, number];

export interface Camera {
  pos: V3;
  /** Degrees; positive turns right (east). */
  yaw: number;
  /** Degrees; positive looks up. */
  pitch: number;
  /** Focal length in pixels. */
  focal: number;
  /** Principal point: where the optical axis meets the picture (shifted, like a shift lens). */
  cx: number;
  cy: number;
}

export type Light = "dusk" | "day";

function toCamera(cam: Camera, [x, y, z]: V3): V3 {
  const dx = x - cam.pos[0];
  const dy = y - cam.pos[1];
  const dz = z - cam.pos[2];
  const yaw = (cam.yaw * Math.PI) / 180;
  const pitch = (cam.pitch * Math.PI) / 180;
  const x1 = dx * Math.cos(yaw) - dz * Math.sin(yaw);
  const z1 = dx * Math.sin(yaw) + dz * Math.cos(yaw);
  return [x1, dy * Math.cos(pitch) - z1 * Math.sin(pitch), dy * Math.sin(pitch) + z1 * Math.cos(pitch)];
}

const toScreen = (cam: Camera, [x, y, z]: V3): Pt => [cam.cx + (cam.focal * x) / z, cam.cy - (cam.focal * y) / z];

export const proj = (cam: Camera, p: V3): Pt => toScreen(cam, toCamera(cam, p));

/** Pixels per metre at a point's distance. */
const scaleAt = (cam: Camera, p: V3): number => cam.focal / Math.max(0.5, toCamera(cam, p)[2]);

const NEAR = 0.5;

/** Projects a planar polygon, clipped against the near plane so ground reaching under the camera stays whole. */
function projectPolygon(cam: Camera, points: readonly V3[]): Pt[] {
  const c = points.map((p) => toCamera(cam, p));
  const out: V3[] = [];
  for (let i = 0; i < c.length; i += 1) {
    const a = c[i] as V3;
    const b = c[(i + 1) % c.length] as V3;
    if (a[2] >= NEAR) out.push(a);
    if (a[2] >= NEAR !== b[2] >= NEAR) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return out.map((p) => toScreen(cam, p));
}

const dist = (a: V3, b: V3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const centroid = (points: readonly V3[]): V3 => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
  points.reduce((s, p) => s + p[2], 0) / points.length,
];

type Side = "front" | "back" | "left" | "right" | "top" | "bottom";

interface Face {
  side: Side;
  /** Corners from the bottom-left as seen from outside, anticlockwise: p0→p1 is "u", p0→p3 is "v". */
  points: V3[];
  normal: V3;
}

function boxFaces([x0, y0, z0]: V3, [x1, y1, z1]: V3): Face[] {
  return [
    {
      side: "front",
      normal: [0, 0, -1],
      points: planeZ([x0, x1], [y0, y1], z0),
    },
    {
      side: "back",
      normal: [0, 0, 1],
      points: planeZ([x1, x0], [y0, y1], z1),
    },
    {
      side: "left",
      normal: [-1, 0, 0],
      points: [
        [x0, y0, z1],
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
      ],
    },
    {
      side: "right",
      normal: [1, 0, 0],
      points: [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
    },
    {
      side: "top",
      normal: [0, 1, 0],
      points: planeY([x0, x1], y1, [z0, z1]),
    },
    {
      side: "bottom",
      normal: [0, -1, 0],
      points: planeY([x0, x1], y0, [z1, z0]),
    },
  ];
}

/** A point on a face from its (u, v) in metres. */
function onFace(face: Face, u: number, v: number): V3 {
  const [p0, p1, , p3] = face.points as [V3, V3, V3, V3];
  const lu = dist(p0, p1);
  const lv = dist(p0, p3);
  return [
    p0[0] + ((p1[0] - p0[0]) / lu) * u + ((p3[0] - p0[0]) / lv) * v,
    p0[1] + ((p1[1] - p0[1]) / lu) * u + ((p3[1] - p0[1]) / lv) * v,
    p0[2] + ((p1[2] - p0[2]) / lu) * u + ((p3[2] - p0[2]) / lv) * v,
  ];
}

type Material = "render" | "wood" | "panel" | "stone" | "fascia" | "roof" | "soffit" | "garage" | "coping";

/** What sits on a face: windows, a door, lights washing the wall. (u, v) in metres from its bottom-left. */
type Decal =
  | {
      kind: "window";
      u0: number;
      v0: number;
      u1: number;
      v1: number;
      mullions?: number;
      room?: "living" | "bed" | "stair";
    }
  | { kind: "door"; u0: number; v0: number; u1: number; v1: number }
  | { kind: "garage"; u0: number; v0: number; u1: number; v1: number }
  | { kind: "wash"; u: number; v: number }
  | { kind: "slats"; spacing: number }
  | { kind: "courses"; spacing: number };

interface Solid {
  min: V3;
  max: V3;
  material: Material;
  /** Decals by side. */
  decals?: Partial<Record<Side, Decal[]>>;
  /** Draw faces of this solid even if others sort later (for thin slabs over walls). */
  bias?: number;
}

/** Surface colours at dusk and by day: [lit face (south/top), shaded face (east/west), underside]. */
const MATERIALS: Record<Material, Record<Light, readonly [string, string, string]>> = {
  render: { dusk: ["#7d8196", "#5a5f76", "#3f4458"], day: ["#eeebe5", "#cfcbc3", "#a8a49d"] },
  wood: { dusk: ["#7a4e33", "#5a3826", "#3b2518"], day: ["#b27c52", "#946240", "#6e482f"] },
  panel: { dusk: ["#2e3140", "#252835", "#1b1d27"], day: ["#3c3f46", "#2f3238", "#24262b"] },
  stone: { dusk: ["#66605e", "#4e4a4c", "#38363a"], day: ["#a9a196", "#8d867c", "#6f6a62"] },
  // The slabs' undersides are the soffits: cedar, lit by their pot lights at dusk.
  fascia: { dusk: ["#1a1b22", "#15161c", "#5e3f2c"], day: ["#2a2b2f", "#222327", "#8f6443"] },
  roof: { dusk: ["#3b3f4d", "#31343f", "#25272f"], day: ["#6d6f72", "#5d5f62", "#4c4e51"] },
  soffit: { dusk: ["#6e4a33", "#5a3b29", "#6e4a33"], day: ["#a8754d", "#8f6240", "#a8754d"] },
  garage: { dusk: ["#34363f", "#2a2c34", "#202229"], day: ["#4a4c52", "#3d3f44", "#303236"] },
  coping: { dusk: ["#9a9aa2", "#7c7c86", "#5e5e68"], day: ["#dcd8d0", "#c4c0b8", "#a8a49c"] },
};

/** The house, the garage and the pool deck's screen, as solids. */
function houseSolids(): Solid[] {
  const wash = (us: readonly number[], v: number): Decal[] => us.map((u) => ({ kind: "wash", u, v }));
  return [
    // Garage, west.
    {
      min: [-8, 0, 1],
      max: [0, 3.1, 9],
      material: "render",
      decals: {
        front: [{ kind: "garage", u0: 0.9, v0: 0, u1: 7.1, v1: 2.5 }, ...wash([0.5, 7.5], 3.1)],
        left: [{ kind: "window", u0: 3, v0: 1, u1: 5, v1: 2.2, mullions: 1, room: "stair" }],
      },
    },
    { min: [-8.3, 3.1, 0.6], max: [0.2, 3.35, 9.3], material: "fascia", bias: 1 },
    // Ground floor: a stone base at the entry, glass to the living room.
    {
      min: [0, 0, 0],
      max: [16, 3.3, 11],
      material: "stone",
      decals: {
        front: [
          { kind: "courses", spacing: 0.3 },
          { kind: "door", u0: 3.4, v0: 0, u1: 4.8, v1: 2.6 },
          { kind: "window", u0: 6.2, v0: 0.25, u1: 15.2, v1: 3, mullions: 4, room: "living" },
          ...wash([2.4, 5.6], 3.3),
        ],
        right: [
          { kind: "courses", spacing: 0.3 },
          { kind: "window", u0: 3.2, v0: 0.25, u1: 10, v1: 3, mullions: 3, room: "living" },
        ],
        back: [{ kind: "window", u0: 2, v0: 0.25, u1: 12, v1: 3, mullions: 5, room: "living" }],
      },
    },
    { min: [-0.3, 3.3, -0.4], max: [16.4, 3.55, 11.4], material: "fascia", bias: 1 },
    // Upper floor, cantilevered over the entry, clad in wood.
    {
      min: [-1, 3.55, -1.6],
      max: [12.5, 6.7, 10],
      material: "wood",
      decals: {
        front: [
          { kind: "slats", spacing: 0.16 },
          { kind: "window", u0: 1.2, v0: 0.7, u1: 6.2, v1: 2.7, mullions: 2, room: "bed" },
          { kind: "window", u0: 8, v0: 0.7, u1: 12.3, v1: 2.7, mullions: 2, room: "bed" },
        ],
        right: [
          { kind: "slats", spacing: 0.16 },
          { kind: "window", u0: 3, v0: 0.7, u1: 8.5, v1: 2.7, mullions: 2, room: "bed" },
        ],
        left: [{ kind: "slats", spacing: 0.16 }],
        bottom: wash([1.5, 3.5, 5.5], 0.3),
      },
    },
    { min: [-1.6, 6.7, -2.2], max: [12.7, 7, 10.3], material: "fascia", bias: 1 },
    // A stone fin at the east end, and the chimney.
    { min: [15.6, 0, -1.2], max: [16.6, 3.9, 2.4], material: "panel" },
    { min: [9.5, 6.7, 6.5], max: [11, 8.2, 8], material: "stone" },
  ];
}

interface Scenery {
  /** Drawn first, in order: ground surfaces. */
  ground: string[];
  /** Sorted with the house by distance: [distance, markup]. */
  items: [number, string][];
}

/** A shrub or a tree crown: overlapping blobs, lit on one side. */
function crown(
  scene: Scene,
  cam: Camera,
  base: V3,
  height: number,
  radius: number,
  light: Light,
  seed: string,
): string {
  const random = createPrng(`crown:${seed}`);
  const k = scaleAt(cam, base);
  const [bx, by] = proj(cam, base);
  const dark = light === "dusk" ? "#16241c" : "#2f5a2a";
  const mid = light === "dusk" ? "#223527" : "#46783a";
  const lit = light === "dusk" ? "#2f4631" : "#6e9a4e";
  const blobs: string[] = [];
  const cy = by - height * k;
  for (let i = 0; i < 30; i += 1) {
    const a = random.range(0, Math.PI * 2);
    const d = Math.sqrt(random.next()) * radius * 0.8;
    const r = radius * random.range(0.22, 0.42) * k;
    // Light comes from the sky above and behind: upper blobs are drawn last, in the lit tone.
    const x = bx + Math.cos(a) * d * k;
    const y = cy + Math.sin(a) * d * k * 0.8 + (i < 10 ? r * 0.3 : i < 20 ? 0 : -r * 0.3);
    blobs.push(circle(x, y, r, { fill: i < 10 ? dark : i < 20 ? mid : lit }));
  }
  const trunk = height > radius * 1.5 ? rect(bx - 0.12 * k, cy, 0.24 * k, by - cy, 0, { fill: "#2a1f18" }) : "";
  const reach = radius * 1.3 * k;
  return (
    trunk +
    scene.soft(blobs, Math.max(0.4, 0.04 * k), {
      bounds: { x0: bx - reach, y0: cy - reach, x1: bx + reach, y1: cy + reach },
    })
  );
}

/** A spruce: a dark cone of tiers. */
function spruce(cam: Camera, base: V3, height: number, light: Light): string {
  const k = scaleAt(cam, base);
  const [bx, by] = proj(cam, base);
  const fill = light === "dusk" ? "#122019" : "#27432f";
  const tiers: string[] = [];
  const h = height * k;
  for (let i = 0; i < 6; i += 1) {
    const top = by - h + (i * h) / 7;
    const w = (0.12 + i * 0.07) * h * 0.6;
    tiers.push(`M${num(bx)} ${num(top)}L${num(bx + w)} ${num(top + h * 0.28)}H${num(bx - w)}Z`);
  }
  return path(tiers.join(""), { fill });
}

export interface ExteriorOptions {
  light: Light;
  camera: Camera;
  /** Draws the mountains on the horizon (visible from the air). */
  mountains?: boolean;
  seed: string;
}

/** The sky, with the Rockies on the horizon to the west when the camera is high enough to see them. */
function sky(scene: Scene, cam: Camera, options: ExteriorOptions): string {
  const [, horizon] = proj(cam, [
    cam.pos[0] + 10000 * Math.sin((cam.yaw * Math.PI) / 180),
    cam.pos[1],
    cam.pos[2] + 10000 * Math.cos((cam.yaw * Math.PI) / 180),
  ]);
  const parts: string[] = [];
  if (options.light === "dusk") {
    parts.push(
      rect(0, 0, W, H, 0, {
        fill: vertical(scene, horizon - 520, horizon + 20, [
          [0, "#0f1736"],
          [0.45, "#2a3a6e"],
          [0.78, "#7a6a9a"],
          [0.92, "#e5987a"],
          [1, "#f5b27a"],
        ]),
      }),
      scene.pool(W * 0.3, horizon, W * 0.7, 160, "#ffb27a", 0.45),
    );
    // The first stars, only where the sky has darkened.
    const random = createPrng(`stars:${options.seed}`);
    const stars: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const y = random.range(0, Math.max(0, horizon - 300));
      stars.push(
        circle(random.range(0, W), y, random.range(0.5, 1.3), { fill: "#ffffff", opacity: random.range(0.25, 0.8) }),
      );
    }
    parts.push(...stars);
  } else {
    parts.push(
      rect(0, 0, W, H, 0, {
        fill: vertical(scene, horizon - 520, horizon, [
          [0, "#4f86c6"],
          [0.7, "#9cc3e6"],
          [1, "#dcebf4"],
        ]),
      }),
      scene.pool(W * 0.75, horizon - 380, 260, 200, "#ffffff", 0.4),
    );
  }
  if (options.mountains) {
    const random = createPrng(`mountains:${options.seed}`);
    for (const [layer, fill, amp] of [
      [0, options.light === "dusk" ? "#3a3f66" : "#8fa2bd", 70],
      [1, options.light === "dusk" ? "#272c4c" : "#6f8198", 46],
    ] as const) {
      const points: Pt[] = [[0, horizon + 4]];
      for (let x = 0; x <= W; x += 12) {
        const f = x / W;
        const peak =
          (1 - Math.abs(Math.sin(f * 4.1 + layer * 1.7))) * 0.55 +
          (1 - Math.abs(Math.sin(f * 11.3 + layer * 3.1))) * 0.3 +
          (1 - Math.abs(Math.sin(f * 29 + layer))) * 0.1 +
          random.range(0, 0.05);
        points.push([x, horizon - peak * amp * (1 - layer * 0.3) + layer * 8]);
      }
      points.push([W, horizon + 4]);
      parts.push(path(poly(points), { fill }));
      if (layer === 0)
        parts.push(
          path(poly(points), {
            fill: vertical(scene, horizon - amp, horizon, [
              [0, "#ffffff", options.light === "dusk" ? 0.25 : 0.5],
              [0.4, "#ffffff", 0],
            ]),
          }),
        );
    }
  }
  return parts.join("");
}

/** A window seen from outside: glass lit from within at dusk, or holding the sky by day. */
function windowGlass(scene: Scene, cam: Camera, face: Face, d: Extract<Decal, { kind: "window" }>, light: Light) {
  const corners = [
    onFace(face, d.u0, d.v0),
    onFace(face, d.u1, d.v0),
    onFace(face, d.u1, d.v1),
    onFace(face, d.u0, d.v1),
  ];
  const screenPts = projectPolygon(cam, corners);
  if (screenPts.length < 3) return "";
  const b = boundsOf(screenPts);
  const parts: string[] = [];
  if (light === "dusk") {
    parts.push(
      path(poly(screenPts), {
        fill: vertical(scene, b.y0, b.y1, [
          [0, "#f7c27a"],
          [0.18, "#ffe2a8"],
          [1, "#f0a458"],
        ]),
      }),
    );
    // The room beyond: its ceiling edge, a pendant or a lamp, and furniture low against the light.
    const ceiling = projectPolygon(cam, [
      onFace(face, d.u0, d.v1 - (d.v1 - d.v0) * 0.14),
      onFace(face, d.u1, d.v1 - (d.v1 - d.v0) * 0.14),
      onFace(face, d.u1, d.v1),
      onFace(face, d.u0, d.v1),
    ]);
    parts.push(path(poly(ceiling), { fill: "#c98a4a", opacity: 0.55 }));
    const span = d.u1 - d.u0;
    if (d.room === "living") {
      for (const f of [0.3, 0.62]) {
        const [px, py] = proj(cam, onFace(face, d.u0 + span * f, d.v1 - (d.v1 - d.v0) * 0.32));
        const k = scaleAt(cam, onFace(face, d.u0 + span * f, d.v1));
        parts.push(scene.pool(px, py, 0.9 * k, 0.7 * k, "#fff4d6", 0.9), circle(px, py, 0.16 * k, { fill: "#fff8e8" }));
      }
      const sofa = projectPolygon(cam, [
        onFace(face, d.u0 + span * 0.1, d.v0),
        onFace(face, d.u0 + span * 0.5, d.v0),
        onFace(face, d.u0 + span * 0.5, d.v0 + 0.75),
        onFace(face, d.u0 + span * 0.1, d.v0 + 0.75),
      ]);
      parts.push(path(poly(sofa), { fill: "#5a3a24", opacity: 0.55 }));
    } else {
      const [lx, ly] = proj(cam, onFace(face, d.u0 + span * 0.7, d.v0 + 0.9));
      const k = scaleAt(cam, onFace(face, d.u0 + span * 0.7, d.v0));
      parts.push(scene.pool(lx, ly, 1.1 * k, 0.9 * k, "#fff2d0", 0.7));
    }
    // The evening sky caught in the glass, strongest at the top.
    parts.push(
      path(poly(screenPts), {
        fill: scene.linear(
          [b.x0, b.y0, b.x0 + (b.x1 - b.x0) * 0.4, b.y1],
          stopsAt([0, "#9aa8d8", 0.3], [0.45, "#9aa8d8", 0.06], [1, "#9aa8d8", 0]),
        ),
      }),
    );
  } else {
    parts.push(
      path(poly(screenPts), {
        fill: scene.linear([b.x0, b.y0, b.x1, b.y1], stopsAt([0, "#9fb9d3"], [0.45, "#4d6479"], [1, "#2a3744"])),
      }),
    );
  }
  // Mullions and the frame.
  const frame: string[] = [];
  const mullions = d.mullions ?? 1;
  for (let i = 0; i <= mullions; i += 1) {
    const u = d.u0 + ((d.u1 - d.u0) * i) / mullions;
    const [ax, ay] = proj(cam, onFace(face, u, d.v0));
    const [bx, by] = proj(cam, onFace(face, u, d.v1));
    frame.push(`M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`);
  }
  const edge = (v: number) => {
    const [ax, ay] = proj(cam, onFace(face, d.u0, v));
    const [bx, by] = proj(cam, onFace(face, d.u1, v));
    return `M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`;
  };
  frame.push(edge(d.v0), edge(d.v1));
  const k = scaleAt(cam, onFace(face, (d.u0 + d.u1) / 2, d.v0));
  parts.push(path(frame.join(""), { stroke: "#121318", sw: Math.max(1, 0.07 * k), cap: "square" }));
  return parts.join("");
}

function decalMarkup(scene: Scene, cam: Camera, face: Face, decal: Decal, light: Light, width: number, height: number) {
  const quadOn = (u0: number, v0: number, u1: number, v1: number) =>
    projectPolygon(cam, [onFace(face, u0, v0), onFace(face, u1, v0), onFace(face, u1, v1), onFace(face, u0, v1)]);
  switch (decal.kind) {
    case "window":
      return windowGlass(scene, cam, face, decal, light);
    case "door": {
      const pts = quadOn(decal.u0, decal.v0, decal.u1, decal.v1);
      const b = boundsOf(pts);
      const sidelite = quadOn(decal.u1 + 0.1, decal.v0, decal.u1 + 0.5, decal.v1);
      return (
        path(poly(pts), {
          fill: scene.fade([0, b.y0, 0, b.y1], "#2a1c14", "#4a3020"),
        }) + path(poly(sidelite), { fill: light === "dusk" ? "#f6c27c" : "#5a6f82" })
      );
    }
    case "garage": {
      const pts = quadOn(decal.u0, decal.v0, decal.u1, decal.v1);
      const b = boundsOf(pts);
      const lines: string[] = [];
      for (let v = decal.v0 + 0.5; v < decal.v1; v += 0.5) {
        const [ax, ay] = proj(cam, onFace(face, decal.u0, v));
        const [bx, by] = proj(cam, onFace(face, decal.u1, v));
        lines.push(`M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`);
      }
      return (
        path(poly(pts), {
          fill: vertical(
            scene,
            b.y0,
            b.y1,
            light === "dusk"
              ? [
                  [0, "#4a4a52"],
                  [1, "#2a2b31"],
                ]
              : [
                  [0, "#5d5f66"],
                  [1, "#44464c"],
                ],
          ),
        }) + path(lines.join(""), { stroke: "#000", sw: 1.2, opacity: 0.35 })
      );
    }
    case "wash": {
      if (light !== "dusk") return "";
      const top = onFace(face, decal.u, decal.v);
      const [x, y] = proj(cam, top);
      const k = scaleAt(cam, top);
      if (face.side === "bottom") return circle(x, y, Math.max(1.2, 0.07 * k), { fill: "#fff6e0" });
      return (
        scene.pool(x, y + 0.9 * k, 0.8 * k, 1.5 * k, "#ffcf8a", 0.55) +
        circle(x, y, Math.max(1.2, 0.06 * k), { fill: "#fff6e0" })
      );
    }
    case "courses": {
      const lines: string[] = [];
      for (let v = decal.spacing; v < height; v += decal.spacing) {
        const [ax, ay] = proj(cam, onFace(face, 0, v));
        const [bx, by] = proj(cam, onFace(face, width, v));
        lines.push(`M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`);
      }
      return path(lines.join(""), { stroke: "#000", sw: 0.8, opacity: 0.18 });
    }
    case "slats": {
      const lines: string[] = [];
      for (let u = decal.spacing; u < width; u += decal.spacing) {
        const [ax, ay] = proj(cam, onFace(face, u, 0));
        const [bx, by] = proj(cam, onFace(face, u, height));
        lines.push(`M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`);
      }
      return path(lines.join(""), { stroke: "#000", sw: 0.8, opacity: 0.22 });
    }
  }
}

/** Paints one face of a solid, its decals on top. */
function faceMarkup(scene: Scene, cam: Camera, solid: Solid, face: Face, light: Light): string {
  const screenPts = projectPolygon(cam, face.points);
  if (screenPts.length < 3) return "";
  const [lit, shaded, under] = MATERIALS[solid.material][light];
  const b = boundsOf(screenPts);
  let fill: string;
  if (face.side === "bottom") fill = under;
  else if (face.side === "top")
    fill = scene.fade(
      [0, b.y0, 0, b.y1],
      mix(lit, light === "dusk" ? "#8a7fa8" : "#ffffff", 0.25),
      mix(lit, "#000000", 0.15),
    );
  else {
    const base = face.side === "front" || face.side === "back" ? lit : shaded;
    fill =
      light === "dusk"
        ? scene.fade([0, b.y0, 0, b.y1], mix(base, "#f0b070", 0.12), mix(base, "#0b1020", 0.35))
        : scene.fade([0, b.y0, 0, b.y1], mix(base, "#ffffff", 0.08), mix(base, "#000000", 0.08));
  }
  const [p0, p1, , p3] = face.points as [V3, V3, V3, V3];
  const width = dist(p0, p1);
  const height = dist(p0, p3);
  const decals = (solid.decals?.[face.side] ?? []).map((decal) =>
    decalMarkup(scene, cam, face, decal, light, width, height),
  );
  // Walls darken under their eaves, where the overhang keeps the sky light off them.
  let eaves = "";
  if (face.side !== "top" && face.side !== "bottom" && height > 2) {
    const band = projectPolygon(cam, [
      onFace(face, 0, height - 1.2),
      onFace(face, width, height - 1.2),
      onFace(face, width, height),
      onFace(face, 0, height),
    ]);
    const [, top] = proj(cam, onFace(face, width / 2, height));
    const [, bottom] = proj(cam, onFace(face, width / 2, height - 1.2));
    if (band.length >= 3)
      eaves = path(poly(band), {
        fill: vertical(scene, top, bottom, [
          [0, "#000000", light === "dusk" ? 0.25 : 0.3],
          [1, "#000000", 0],
        ]),
      });
  }
  return path(poly(screenPts), { fill }) + eaves + decals.join("");
}

/** Everything on the ground: lawn, driveway, path, pool and deck, and the light falling on them. */
function groundPlane(scene: Scene, cam: Camera, light: Light): string {
  const dusk = light === "dusk";
  const flat = (points: readonly V3[], fill: string, extra: { opacity?: number } = {}) => {
    const pts = projectPolygon(cam, points);
    return pts.length < 3 ? "" : path(poly(pts), { fill, opacity: extra.opacity });
  };
  const rectXZ = (x0: number, z0: number, x1: number, z1: number, y = 0): V3[] => planeY([x0, x1], y, [z0, z1]);
  const [, horizon] = proj(cam, [
    cam.pos[0] + 4000 * Math.sin((cam.yaw * Math.PI) / 180),
    0,
    cam.pos[2] + 4000 * Math.cos((cam.yaw * Math.PI) / 180),
  ]);
  const parts: string[] = [
    flat(rectXZ(-3000, -3000, 3000, 3000), dusk ? "#16241d" : "#5f8a45"),
    // Haze towards the horizon.
    rect(0, horizon - 2, W, Math.max(0, H - horizon + 2), 0, {
      fill: vertical(scene, horizon, Math.min(H, horizon + 320), [
        [0, dusk ? "#6a5a7a" : "#cfe0ea", 0.9],
        [0.35, dusk ? "#3a3f58" : "#a9c59a", 0.35],
        [1, dusk ? "#16241d" : "#5f8a45", 0],
      ]),
    }),
    // The lot's lawn, mown in stripes.
    flat(rectXZ(-14, -12, 32, 24), dusk ? "#22372a" : "#6f9a4e"),
    ...Array.from({ length: 12 }, (_, i) =>
      flat(rectXZ(-14 + i * 4, -12, -12 + i * 4, 24, 0.005), dusk ? "#2a4331" : "#7ea95a", {
        opacity: cam.pos[1] > 5 ? 0.6 : 0.18,
      }),
    ),
    // Street and sidewalk.
    flat(rectXZ(-120, -30, 140, -14), dusk ? "#23252c" : "#6b6d70"),
    flat(rectXZ(-120, -14, 140, -12), dusk ? "#50525a" : "#b9b6ae"),
    // Driveway and the path to the door.
    flat(rectXZ(-7.6, -14, -0.4, 1), dusk ? "#4a4b52" : "#b3afa6"),
    flat(rectXZ(3.2, -12, 5, -0.2), dusk ? "#55565c" : "#c8c2b6"),
    // Planting beds along the front.
    flat(rectXZ(0, -2.2, 3.2, 0), dusk ? "#1c1612" : "#4a3a2c"),
    flat(rectXZ(5, -2.2, 15.6, 0), dusk ? "#1c1612" : "#4a3a2c"),
    // Pool deck, the pool and its coping, in the east side yard.
    flat(rectXZ(17.4, -1.5, 30, 12), dusk ? "#4e3a2c" : "#a07a58"),
    flat(rectXZ(19.4, 1.4, 28, 9), dusk ? "#8a8a92" : "#e2ddd3"),
  ];
  // Shade gathered at the foot of the walls.
  const footprint = projectPolygon(cam, rectXZ(-8.6, -0.6, 16.9, 11.6, 0.01));
  if (footprint.length >= 3)
    parts.push(
      scene.soft(path(poly(footprint), { fill: "#000000", opacity: dusk ? 0.45 : 0.3 }), 8, {
        bounds: boundsOf(footprint),
      }),
    );
  const water = projectPolygon(cam, rectXZ(19.8, 1.8, 27.6, 8.6, -0.05));
  if (water.length >= 3) {
    const b = boundsOf(water);
    parts.push(
      path(poly(water), {
        fill: scene.linear(
          [b.x0, b.y0, b.x1, b.y1],
          dusk ? stops("#1f9fb8", "#49dbe2", "#1a7d9c") : stops("#3fb3cf", "#7fdde6", "#2c93b4"),
        ),
      }),
    );
    // Caustics: a loose net of brighter ripples.
    const random = createPrng("pool-caustics");
    const ripples: string[] = [];
    for (let i = 0; i < 26; i += 1) {
      const x = random.range(20.2, 27.2);
      const z = random.range(2.2, 8.2);
      const [ax, ay] = proj(cam, [x, -0.05, z]);
      const [bx, by] = proj(cam, [x + random.range(0.4, 1.2), -0.05, z + random.range(-0.3, 0.3)]);
      ripples.push(`M${num(ax)} ${num(ay)}Q${num((ax + bx) / 2)} ${num((ay + by) / 2 - 3)} ${num(bx)} ${num(by)}`);
    }
    parts.push(path(ripples.join(""), { stroke: "#ffffff", sw: 1.4, opacity: dusk ? 0.35 : 0.45 }));
    if (dusk) {
      const [px, py] = proj(cam, [23.7, 0, 5.2]);
      const k = scaleAt(cam, [23.7, 0, 5.2]);
      parts.push(scene.pool(px, py, 5 * k, 2.6 * k, "#7ff6ff", 0.45));
    }
  }
  if (dusk) {
    // Light from the living-room glass spilling across the lawn and the deck.
    const spill = projectPolygon(cam, rectXZ(6, -7, 15.4, 0, 0.01));
    if (spill.length >= 3) {
      const b = boundsOf(spill);
      parts.push(
        scene.soft(
          path(poly(spill), {
            fill: vertical(scene, b.y0, b.y1, [
              [0, "#ffcf8a", 0.55],
              [1, "#ffcf8a", 0],
            ]),
          }),
          10,
          { bounds: b },
        ),
      );
    }
    // Path lights.
    for (const z of [-10, -7, -4]) {
      for (const x of [2.9, 5.3]) {
        const [lx, ly] = proj(cam, [x, 0.5, z]);
        const k = scaleAt(cam, [x, 0, z]);
        parts.push(
          scene.pool(lx, ly + 0.5 * k, 1.2 * k, 0.5 * k, "#ffd79a", 0.6),
          circle(lx, ly, Math.max(1, 0.06 * k), { fill: "#fff3d8" }),
        );
      }
    }
  }
  return parts.join("");
}

/**
 * The neighbourhood beyond the lot, seen from the air: rows of houses with a lit window or two
 * and street lights, fading into the haze. Cheap screen-space marks, since they are far away.
 */
function suburb(cam: Camera, light: Light): string {
  const random = createPrng("suburb");
  const roofs: string[] = [];
  const walls: string[] = [];
  const windows: string[] = [];
  const lamps: string[] = [];
  for (let z = 60; z < 520; z += 22 + z * 0.05) {
    for (let x = -300; x < 340; x += 24 + random.range(-4, 8)) {
      if (random.next() < 0.25) continue;
      const p: V3 = [x + random.range(-3, 3), 0, z + random.range(-4, 4)];
      const c = toCamera(cam, p);
      if (c[2] < 5) continue;
      const [sx, sy] = toScreen(cam, c);
      if (sx < -40 || sx > W + 40 || sy < 0 || sy > H) continue;
      const k = cam.focal / c[2];
      const w = random.range(9, 14) * k;
      const h = 4.5 * k;
      roofs.push(rect(sx - w / 2, sy - h, w, h * 0.55, 0, { fill: light === "dusk" ? "#2a3042" : "#8a8c8a" }));
      walls.push(rect(sx - w / 2, sy - h * 0.45, w, h * 0.45));
      if (light === "dusk" && random.next() < 0.6)
        windows.push(
          rect(sx - w * random.range(0.05, 0.35), sy - h * 0.35, Math.max(0.8, w * 0.1), Math.max(0.6, h * 0.15)),
        );
      if (random.next() < 0.35) lamps.push(circle(sx + w * 0.8, sy + 2 * k, Math.max(0.6, 0.25 * k)));
    }
  }
  return (
    roofs.join("") +
    `<g fill="${light === "dusk" ? "#171b26" : "#6b6d6a"}">${walls.join("")}</g>` +
    `<g fill="#ffcf80" opacity="0.9">${windows.join("")}</g>` +
    (light === "dusk" ? `<g fill="#ffd99a" opacity="0.8">${lamps.join("")}</g>` : "")
  );
}

function scenery(scene: Scene, cam: Camera, light: Light): Scenery {
  const items: [number, string][] = [];
  const place = (p: V3, markup: string) => items.push([dist(cam.pos, p), markup]);
  for (const [x, z, h, r] of [
    [-12, -4, 6.5, 2.8],
    [27, -10, 4.5, 2],
    [35, 15, 8, 3.6],
    [-16, 12, 8, 3.4],
  ] as const)
    place([x, 0, z], crown(scene, cam, [x, 0, z], h, r, light, `tree${x}`));
  for (const [x, z] of [
    [0.8, -1.2],
    [2.2, -1.3],
    [6, -1.2],
    [8.2, -1.4],
    [10.6, -1.2],
    [13, -1.3],
    [15, -1.1],
  ] as const)
    place([x, 0, z], crown(scene, cam, [x, 0, z], 0.5, 0.75, light, `shrub${x}`));
  for (const [x, z, h] of [
    [-4, 16, 12],
    [2, 18, 14],
    [10, 17, 13],
    [18, 16, 11],
    [30, 14, 12],
    [-10, 20, 13],
  ] as const)
    place([x, 0, z], spruce(cam, [x, 0, z], h, light));
  const [, horizon] = proj(cam, [
    cam.pos[0] + 4000 * Math.sin((cam.yaw * Math.PI) / 180),
    0,
    cam.pos[2] + 4000 * Math.cos((cam.yaw * Math.PI) / 180),
  ]);
  const haze =
    cam.pos[1] > 5
      ? rect(0, horizon - 4, W, 260, 0, {
          fill: vertical(scene, horizon - 4, horizon + 256, [
            [0, light === "dusk" ? "#5a4f72" : "#cfdce6", 0.85],
            [0.5, light === "dusk" ? "#2a2f48" : "#b9c9b0", 0.3],
            [1, light === "dusk" ? "#16241d" : "#5f8a45", 0],
          ]),
        })
      : "";
  return { ground: [groundPlane(scene, cam, light), cam.pos[1] > 5 ? suburb(cam, light) : "", haze], items };
}

/** The whole photograph: sky, ground, then house and planting sorted far to near. */
export function exteriorPhoto(scene: Scene, options: ExteriorOptions): string {
  const cam = options.camera;
  const parts: string[] = [sky(scene, cam, options)];
  const { ground, items } = scenery(scene, cam, options.light);
  parts.push(...ground);
  const drawables: [number, string][] = [...items];
  for (const solid of houseSolids()) {
    for (const face of boxFaces(solid.min, solid.max)) {
      const toCam: V3 = [
        cam.pos[0] - (face.points[0] as V3)[0],
        cam.pos[1] - (face.points[0] as V3)[1],
        cam.pos[2] - (face.points[0] as V3)[2],
      ];
      if (face.normal[0] * toCam[0] + face.normal[1] * toCam[1] + face.normal[2] * toCam[2] <= 0) continue;
      drawables.push([
        dist(cam.pos, centroid(face.points)) - (solid.bias ?? 0),
        faceMarkup(scene, cam, solid, face, options.light),
      ]);
    }
  }
  drawables.sort((a, b) => b[0] - a[0]);
  parts.push(...drawables.map(([, markup]) => markup));
  if (options.light === "dusk") {
    parts.push(
      rect(0, 0, W, H, 0, {
        fill: scene.radial(
          { cx: W / 2, cy: H / 2, r: Math.hypot(W, H) / 2 },
          stopsAt([0.55, "#000", 0], [1, "#000", 0.35]),
        ),
      }),
    );
  }
  return parts.join("");
}

/** From the street at dusk, lens level, verticals straight. */
export const streetCamera: Camera = { pos: [10, 1.6, -16.5], yaw: -12, pitch: 0, focal: 760, cx: 560, cy: 440 };

/** From a drone above the pool corner of the lot, the mountains on the horizon. */
export const droneCamera: Camera = { pos: [30, 20, -16], yaw: -44, pitch: -18, focal: 620, cx: 600, cy: 270 };

export const twilightExterior = (scene: Scene) =>
  exteriorPhoto(scene, { light: "dusk", camera: streetCamera, seed: "street" });

export const dayExterior = (scene: Scene) =>
  exteriorPhoto(scene, { light: "day", camera: streetCamera, seed: "street" });

export const droneTwilight = (scene: Scene) =>
  exteriorPhoto(scene, { light: "dusk", camera: droneCamera, mountains: true, seed: "drone" });
