import { expose, mix } from "../colour";
import { path, poly, Scene, vignette, type Paint, type Pt } from "../kit";
import { createPrng, type Prng } from "../prng";
import { boxFaces, project, roomPath, type P3, type RoomView } from "../services/interior";
import { stops, type Shade } from "../svg";
import { num } from "../svg";
import { canopy, cloud, SPRUCE, SUMMER_LEAVES } from "./nature";
import { grade, PHOTO } from "./photo";
import { planeX, planeY, planeZ } from "../space";

/**
 * The interior model behind VantaRoom's room enhancements: four rooms of one home (living room,
 * kitchen, bedroom, spare room), each drawn in one-point perspective with services/interior.ts,
 * lit by its windows, and photographed in a given state. A before/after pair is the same room,
 * camera and drawing in two states, so everything the enhancement does not touch matches pixel
 * for pixel:
 * - furnished: staged furniture (living room) or clutter (spare room), or the bare room;
 * - windows: the view outside, or blown to white as a single exposure leaves them;
 * - exposure: balanced (HDR) or one frame exposed for the room, dark with clipped windows;
 * - cast: neutral (flash and ambient blended) or the yellow of warm bulbs.
 *
 * Rooms are laid out in room feet: x from the left wall, y up from the floor, z from the near
 * end of the room to the back wall. The camera stands at (camera.x, eye) and looks straight at
 * the back wall, as listing photographers shoot a room square on.
 */

export type RoomKind = "living" | "kitchen" | "bedroom" | "spare";

export interface InteriorState {
  furnished: boolean;
  windows: "view" | "blown";
  exposure: "balanced" | "single";
  cast: "neutral" | "tungsten";
}

export const BALANCED: InteriorState = { furnished: true, windows: "view", exposure: "balanced", cast: "neutral" };

type Wall = "back" | "left" | "right";

interface WindowPlan {
  wall: Wall;
  /** Along the wall: x for the back wall, z for the side walls. */
  from: number;
  to: number;
  sill: number;
  head: number;
  panes: number;
  /** A patio door reaches the floor and has no sill. */
  door?: boolean;
  /** Curtains either side. */
  curtains?: string;
}

interface RoomPlan {
  width: number;
  depth: number;
  height: number;
  /**
   * Where the camera stands (x across, z from the near wall) and its eye height; `focal` and
   * `scale` set the lens (half the frame's width over focal × scale is the tangent of half the
   * field of view); cx and cy place the vanishing point in the frame (a shifted lens).
   */
  camera: { x: number; z: number; eye: number; focal: number; scale: number; cx: number; cy: number };
  wall: string;
  ceiling: string;
  trim: string;
  frame: string;
  floor: { kind: "wood" | "carpet" | "tile"; colour: string; board: number; gloss: number };
  windows: WindowPlan[];
  /** Door openings on the side walls (z from, z to). */
  doors: { wall: "left" | "right"; from: number; to: number }[];
  potLights: [number, number][];
  /** Sunlight falls through the back windows towards the camera at this slope (x and z per foot of drop). */
  sun?: { dx: number; dz: number; strength: number };
}

/** Where a room is drawn from: plan, photo and the seeded randomness its textures use. */
class Room {
  readonly view: RoomView;
  readonly near: number;
  /** The picture plane, `focal` in front of the camera. */
  readonly plane: number;
  readonly random: Prng;
  /** Occlusion and contact shadows, blurred a little. */
  readonly occlusion: string[] = [];
  /** Cast shadows, blurred a lot. */
  readonly shadows: string[] = [];
  /** Reflections and sun patches on the floor, blurred with the shadows. */
  readonly floorLight: string[] = [];
  /** Light bloom (windows, lamps), blurred, added over everything. */
  readonly bloom: string[] = [];

  constructor(
    readonly photo: Scene,
    readonly plan: RoomPlan,
    readonly state: InteriorState,
    seed: string,
  ) {
    const c = plan.camera;
    this.plane = c.z + c.focal;
    this.view = {
      width: photo.width,
      height: photo.height,
      roomWidth: plan.width,
      roomHeight: plan.height,
      depth: plan.depth - this.plane,
      eye: c.eye,
      focal: c.focal,
      scale: c.scale,
      cx: c.cx,
      cy: c.cy,
    };
    // The shell's near edge stays a little in front of the camera, so nothing projects from behind it.
    this.near = c.z + c.focal * 0.15;
    this.random = createPrng(`interior:${seed}`);
  }

  /** Room feet to the view's coordinates (camera at x 0, picture plane at z 0). */
  v([x, y, z]: P3): P3 {
    return [x - this.plan.camera.x, y, z - this.plane];
  }

  pt(p: P3): Pt {
    return project(this.view, this.v(p));
  }

  d(points: readonly P3[], closed = true): string {
    return roomPath(
      this.view,
      points.map((p) => this.v(p)),
      closed,
    );
  }

  /** The open path of one straight line between two room points. */
  segment(a: P3, b: P3): string {
    return this.d([a, b], false);
  }

  poly(points: readonly P3[], fill: string, p: Paint = {}): string {
    return path(this.d(points), { fill, ...p });
  }

  /** A gradient between two room points. */
  grad(a: P3, b: P3, colours: readonly Shade[]): string {
    const [x1, y1] = this.pt(a);
    const [x2, y2] = this.pt(b);
    return this.photo.linear([x1, y1, x2, y2], stops(...colours));
  }

  /** A point on a wall: u along it (x on the back wall, z on the sides), v up it, `inset` into the room. */
  onWall(wall: Wall, u: number, v: number, inset = 0): P3 {
    const { width, depth } = this.plan;
    if (wall === "back") return [u, v, depth - inset];
    if (wall === "left") return [inset, v, u];
    return [width - inset, v, u];
  }

  wallRect(wall: Wall, u0: number, u1: number, v0: number, v1: number, inset = 0): P3[] {
    return [
      this.onWall(wall, u0, v0, inset),
      this.onWall(wall, u1, v0, inset),
      this.onWall(wall, u1, v1, inset),
      this.onWall(wall, u0, v1, inset),
    ];
  }

  floorRect(x0: number, z0: number, x1: number, z1: number, y = 0): P3[] {
    return planeY([x0, x1], y, [z0, z1]);
  }
}

const WALL_DEPTH = 0.45;

/** The shell: walls, ceiling and floor, each lit by a gradient the way window light falls off into a room. */
function shell(room: Room): string {
  const { width: w, depth: d, height: h, wall, ceiling } = room.plan;
  const n = room.near;
  const eye = room.plan.camera.eye;
  const parts: string[] = [];
  parts.push(
    room.poly(
      planeY([0, w], h, [n, d]),
      room.grad([w / 2, h, d], [w / 2, h, n + 2], [mix(ceiling, "#ffffff", 0.25), ceiling, expose(ceiling, 0.62)]),
    ),
    room.poly(
      planeX(0, [0, h], [n, d]),
      room.grad([0, eye, d], [0, eye, n + 3], [expose(wall, 0.96), expose(wall, 0.84), expose(wall, 0.66)]),
    ),
    room.poly(
      planeX(w, [0, h], [n, d]),
      room.grad([w, eye, d], [w, eye, n + 3], [expose(wall, 0.98), expose(wall, 0.86), expose(wall, 0.7)]),
    ),
    room.poly(
      planeZ([0, w], [0, h], d),
      room.grad([w / 2, h, d], [w / 2, 0, d], [expose(wall, 0.86), mix(wall, "#ffffff", 0.12), expose(wall, 0.9)]),
    ),
  );
  return parts.join("");
}

function floor(room: Room): string {
  const { width: w, depth: d, floor: f } = room.plan;
  const n = room.near;
  const random = room.random;
  const parts: string[] = [room.poly(room.floorRect(0, n, w, d), f.colour)];
  if (f.kind === "wood") {
    // Boards run towards the back wall, each a slightly different tone, with staggered ends.
    const seams: string[] = [];
    for (let x = 0; x < w - 0.01; x += f.board) {
      let z = n - random.range(0, 4);
      while (z < d) {
        const length = random.range(3, 7);
        const z1 = Math.min(d, z + length);
        const tone = random.range(-1, 1);
        const colour = tone > 0 ? mix(f.colour, "#e8d2ad", tone * 0.2) : mix(f.colour, "#6a4a2c", -tone * 0.18);
        parts.push(room.poly(room.floorRect(x, Math.max(z, n), Math.min(w, x + f.board), z1), colour));
        // A faint grain streak along some boards.
        if (random.next() < 0.5) {
          const gx = x + f.board * random.range(0.25, 0.75);
          const za = Math.max(z, n) + random.range(0, 1);
          const zb = Math.min(z1, za + random.range(1, 3));
          seams.push(`${room.segment([gx, 0, za], [gx, 0, zb])}`);
        }
        if (z1 < d)
          parts.push(
            path(room.segment([x, 0, z1], [x + f.board, 0, z1]), { stroke: "#3b2816", sw: 1, strokeOpacity: 0.35 }),
          );
        z = z1;
      }
      if (x > 0)
        parts.push(path(room.segment([x, 0, n], [x, 0, d]), { stroke: "#3b2816", sw: 1, strokeOpacity: 0.42 }));
    }
    parts.push(path(seams.join(""), { stroke: "#4a321c", sw: 1, strokeOpacity: 0.18 }));
  } else if (f.kind === "tile") {
    const lines: string[] = [];
    for (let x = 0; x <= w; x += f.board) {
      lines.push(room.segment([x, 0, n], [x, 0, d]));
    }
    for (let z = d; z > n; z -= f.board) {
      // Tiles differ a little from one another, as real porcelain does.
      for (let x = 0; x < w; x += f.board) {
        if (random.next() < 0.45)
          parts.push(
            room.poly(
              room.floorRect(x, Math.max(n, z - f.board), x + f.board, z),
              mix(f.colour, random.next() < 0.5 ? "#ffffff" : "#8c8a86", random.range(0.04, 0.1)),
            ),
          );
      }
      lines.push(room.segment([0, 0, z], [w, 0, z]));
    }
    parts.push(path(lines.join(""), { stroke: mix(f.colour, "#000000", 0.32), sw: 1.2, strokeOpacity: 0.7 }));
  } else {
    // Carpet: a soft mottle of slightly lighter and darker tufts.
    const specks: string[] = [];
    const darks: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      const x = random.range(0, w);
      const z = random.range(n + 1, d);
      const [sx, sy] = room.pt([x, 0, z]);
      if (sy > room.photo.height || sx < 0 || sx > room.photo.width) continue;
      const s = Math.max(0.6, 70 / (z - room.plan.camera.z));
      (random.next() < 0.5 ? specks : darks).push(`M${num(sx, 1)} ${num(sy, 1)}h${num(s, 1)}`);
    }
    parts.push(
      path(specks.join(""), { stroke: mix(f.colour, "#ffffff", 0.35), sw: 1.1, strokeOpacity: 0.2, cap: "round" }),
      path(darks.join(""), { stroke: mix(f.colour, "#000000", 0.3), sw: 1.1, strokeOpacity: 0.15, cap: "round" }),
    );
  }
  // Light falls off from the windows at the back towards the camera.
  parts.push(
    room.poly(
      room.floorRect(0, n, w, d),
      room.grad(
        [w / 2, 0, d],
        [w / 2, 0, n + 2],
        [
          ["#ffffff", 0.14 * f.gloss + 0.04],
          ["#000000", 0],
          ["#000000", 0.28],
        ],
      ),
    ),
  );
  return parts.join("");
}

/** The sky, trees and the neighbour's yard seen through the windows, in picture space. */
function outsideView(room: Room, box: { x0: number; y0: number; x1: number; y1: number }, horizon: number): string {
  const photo = room.photo;
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0;
  const parts: string[] = [];
  parts.push(
    `<rect x="${num(x0, 1)}" y="${num(y0 - 2, 1)}" width="${num(w, 1)}" height="${num(y1 - y0 + 4, 1)}" fill="${photo.linear(
      [0, y0, 0, horizon],
      stops("#7fb0e0", "#a9cdef", "#dcebf5"),
    )}"/>`,
  );
  parts.push(
    cloud(photo, "window-a", x0 + w * 0.3, y0 + (horizon - y0) * 0.3, w * 0.32, (horizon - y0) * 0.22, {
      base: "#dfe8f1",
      opacity: 0.9,
    }),
    cloud(photo, "window-b", x0 + w * 0.85, y0 + (horizon - y0) * 0.15, w * 0.25, (horizon - y0) * 0.16, {
      base: "#dfe8f1",
      opacity: 0.9,
    }),
  );
  // Far treeline, hazy blue-green, then the neighbour's roof and nearer trees.
  const ridge: string[] = [`M${num(x0, 1)} ${num(horizon + 4, 1)}`];
  const random = createPrng("interior:outside-ridge");
  for (let x = x0; x <= x1 + 12; x += 12) {
    ridge.push(`L${num(x, 1)} ${num(horizon - 18 - random.range(0, 26), 1)}`);
  }
  ridge.push(`L${num(x1 + 12, 1)} ${num(horizon + 4, 1)}Z`);
  parts.push(path(ridge.join(""), { fill: "#8aa59a", fillOpacity: 0.85 }));
  const roofX = x0 + w * 0.56;
  const roofW = w * 0.3;
  const roofY = horizon - (y1 - horizon) * 0.35;
  parts.push(
    path(
      poly([
        [roofX - roofW * 0.6, roofY + 30],
        [roofX, roofY - 18],
        [roofX + roofW * 0.6, roofY + 30],
      ]),
      { fill: "#6a6e76" },
    ),
    path(
      poly([
        [roofX - roofW * 0.5, roofY + 28],
        [roofX + roofW * 0.5, roofY + 28],
        [roofX + roofW * 0.5, horizon + 30],
        [roofX - roofW * 0.5, horizon + 30],
      ]),
      { fill: "#d8d0c2" },
    ),
  );
  parts.push(
    canopy(
      photo,
      "window-tree-a",
      x0 + w * 0.16,
      horizon - (y1 - y0) * 0.22,
      w * 0.16,
      (y1 - y0) * 0.3,
      SUMMER_LEAVES,
      {
        clumps: 150,
      },
    ),
    canopy(
      photo,
      "window-tree-b",
      x0 + w * 0.92,
      horizon - (y1 - y0) * 0.12,
      w * 0.14,
      (y1 - y0) * 0.26,
      SUMMER_LEAVES,
      {
        clumps: 130,
      },
    ),
    canopy(photo, "window-tree-c", x0 + w * 0.38, horizon - (y1 - y0) * 0.02, w * 0.09, (y1 - y0) * 0.12, SPRUCE, {
      clumps: 60,
    }),
  );
  // The fence and the lawn.
  const fenceTop = horizon + (y1 - horizon) * 0.12;
  const fenceBottom = horizon + (y1 - horizon) * 0.42;
  parts.push(
    `<rect x="${num(x0, 1)}" y="${num(fenceTop, 1)}" width="${num(w, 1)}" height="${num(fenceBottom - fenceTop, 1)}" fill="${photo.fade([0, fenceTop, 0, fenceBottom], "#a58462", "#7d5f43")}"/>`,
  );
  const boards: string[] = [];
  for (let x = x0; x < x1; x += 7) boards.push(`M${num(x, 1)} ${num(fenceTop, 1)}V${num(fenceBottom, 1)}`);
  parts.push(path(boards.join(""), { stroke: "#5e4630", sw: 1, strokeOpacity: 0.45 }));
  parts.push(
    `<rect x="${num(x0, 1)}" y="${num(fenceBottom, 1)}" width="${num(w, 1)}" height="${num(y1 - fenceBottom + 4, 1)}" fill="${photo.fade([0, fenceBottom, 0, y1], "#7fa35a", "#5b8a3c")}"/>`,
  );
  return parts.join("");
}

function windowGlass(room: Room, win: WindowPlan): P3[] {
  return room.wallRect(win.wall, win.from, win.to, win.sill, win.head, -WALL_DEPTH);
}

/** Window openings: reveals, the view (or white glare), frames, casing and sill. */
function windows(room: Room): string {
  const parts: string[] = [];
  const { plan, state, photo } = room;
  const eye = plan.camera.eye;
  const horizon = room.pt([plan.camera.x, eye, plan.depth])[1];
  for (const wall of ["back", "left", "right"] as const) {
    const list = plan.windows.filter((win) => win.wall === wall);
    if (list.length === 0) continue;
    // Reveals first: the glass drawn after covers the ones facing away.
    for (const win of list) {
      const [o0, o1, o2, o3] = room.wallRect(win.wall, win.from, win.to, win.sill, win.head) as [P3, P3, P3, P3];
      const [g0, g1, g2, g3] = windowGlass(room, win) as [P3, P3, P3, P3];
      const reveal = mix(plan.wall, "#ffffff", 0.2);
      const faces: [P3[], string][] = [
        [[o0, o1, g1, g0], expose(reveal, 1.02)],
        [[o3, o2, g2, g3], expose(reveal, 0.78)],
        [[o0, o3, g3, g0], expose(reveal, 0.92)],
        [[o1, o2, g2, g1], expose(reveal, 0.86)],
      ];
      for (const [points, fill] of faces) parts.push(room.poly(points, fill));
    }
    const glassD = list.map((win) => room.d(windowGlass(room, win))).join("");
    const clip = photo.clip(`<path d="${glassD}"/>`);
    const corners = list.flatMap((win) => windowGlass(room, win).map((p) => room.pt(p)));
    const box = {
      x0: Math.min(...corners.map((p) => p[0])),
      y0: Math.min(...corners.map((p) => p[1])),
      x1: Math.max(...corners.map((p) => p[0])),
      y1: Math.max(...corners.map((p) => p[1])),
    };
    const view =
      state.windows === "view" && state.exposure === "balanced"
        ? outsideView(room, box, horizon)
        : `<rect x="${num(box.x0 - 2, 1)}" y="${num(box.y0 - 2, 1)}" width="${num(box.x1 - box.x0 + 4, 1)}" height="${num(box.y1 - box.y0 + 4, 1)}" fill="#fdfdfb"/>`;
    // A window view is a little out of focus when the camera focuses on the room.
    parts.push(`<g clip-path="${clip}">${view}</g>`);
    // Frames and mullions in the glass plane.
    for (const win of list) {
      const bar = 0.16;
      const frame = plan.frame;
      const rects: [number, number, number, number][] = [
        [win.from, win.to, win.sill, win.sill + bar * 1.4],
        [win.from, win.to, win.head - bar, win.head],
        [win.from, win.from + bar, win.sill, win.head],
        [win.to - bar, win.to, win.sill, win.head],
      ];
      for (let i = 1; i < win.panes; i += 1) {
        const u = win.from + ((win.to - win.from) * i) / win.panes;
        rects.push([u - bar / 2, u + bar / 2, win.sill, win.head]);
      }
      if (!win.door && win.head - win.sill > 5) {
        const v = win.sill + (win.head - win.sill) * 0.32;
        rects.push([win.from, win.to, v - bar / 2, v + bar / 2]);
      }
      for (const [u0, u1, v0, v1] of rects)
        parts.push(room.poly(room.wallRect(win.wall, u0, u1, v0, v1, -WALL_DEPTH + 0.02), frame));
      // A sheen of reflection on the glass.
      if (state.windows === "view" && state.exposure === "balanced") {
        const g = windowGlass(room, win);
        parts.push(
          room.poly(
            g,
            room.grad(g[3] as P3, g[1] as P3, [
              ["#ffffff", 0.16],
              ["#ffffff", 0.02],
              ["#ffffff", 0.1],
            ]),
          ),
        );
      }
      // Casing on the wall around the opening, and a sill.
      const c = 0.28;
      const casing = mix(plan.trim, "#000000", 0.02);
      if (!win.door) {
        parts.push(
          room.poly(room.wallRect(win.wall, win.from - c, win.to + c, win.sill - c, win.sill, 0), expose(casing, 0.9)),
        );
        const sill = [
          room.onWall(win.wall, win.from - c * 1.4, win.sill, 0),
          room.onWall(win.wall, win.to + c * 1.4, win.sill, 0),
          room.onWall(win.wall, win.to + c * 1.4, win.sill, 0.35),
          room.onWall(win.wall, win.from - c * 1.4, win.sill, 0.35),
        ];
        parts.push(room.poly(sill, mix(casing, "#ffffff", 0.3)));
      }
      const sides: [number, number, number, number][] = [
        [win.from - c, win.from, win.door ? 0 : win.sill, win.head + c],
        [win.to, win.to + c, win.door ? 0 : win.sill, win.head + c],
        [win.from - c, win.to + c, win.head, win.head + c],
      ];
      for (const [u0, u1, v0, v1] of sides) parts.push(room.poly(room.wallRect(win.wall, u0, u1, v0, v1), casing));
      if (win.curtains) {
        for (const side of [-1, 1] as const) {
          const u = side < 0 ? win.from - c - 0.2 : win.to + c + 0.2;
          const u2 = u + side * 1.5;
          const pts = room.wallRect(win.wall, Math.min(u, u2), Math.max(u, u2), 0.1, win.head + 0.8, 0.25);
          const fill = room.grad(pts[0] as P3, pts[1] as P3, [
            expose(win.curtains, 0.8),
            win.curtains,
            expose(win.curtains, 0.75),
            win.curtains,
            expose(win.curtains, 0.82),
          ]);
          parts.push(room.poly(pts, fill));
          room.occlusion.push(
            room.poly(
              pts.map(([x, y, z]) => [x + (win.wall === "back" ? 0.2 : 0), y, z] as P3),
              "#000",
              { fillOpacity: 0.5 },
            ),
          );
        }
      }
    }
  }
  return parts.join("");
}

/** Glare: blown windows bloom over their frames and into the room. */
function glare(room: Room): void {
  const { state, plan } = room;
  if (state.windows === "view" && state.exposure === "balanced") return;
  for (const win of plan.windows) {
    const g = windowGlass(room, win);
    room.bloom.push(room.poly(g, "#ffffff"));
    room.bloom.push(
      room.poly(
        room.wallRect(win.wall, win.from - 0.6, win.to + 0.6, win.door ? 0 : win.sill - 0.6, win.head + 0.6),
        "#ffffff",
        { fillOpacity: 0.55 },
      ),
    );
  }
}

/** Reflections of the windows in a glossy floor, and sunlight patches. */
function floorLight(room: Room): string {
  const { plan } = room;
  const parts: string[] = [];
  const soft: string[] = [];
  const blown = room.state.windows === "blown" || room.state.exposure === "single";
  for (const win of plan.windows) {
    const g = windowGlass(room, win);
    const mirrored = g.map(([x, y, z]) => [x, -y, z] as P3);
    const strength = plan.floor.gloss * (blown ? 1.5 : 1);
    soft.push(
      room.poly(
        mirrored,
        room.grad(mirrored[0] as P3, mirrored[3] as P3, [
          ["#ffffff", Math.min(0.9, 0.5 * strength)],
          ["#ffffff", 0.12 * strength],
          ["#ffffff", 0],
        ]),
      ),
    );
    if (plan.sun && win.wall === "back") {
      const { dx, dz, strength: s } = plan.sun;
      const panes = win.panes;
      const bar = 0.2;
      for (let i = 0; i < panes; i += 1) {
        const u0 = win.from + ((win.to - win.from) * i) / panes + bar;
        const u1 = win.from + ((win.to - win.from) * (i + 1)) / panes - bar;
        const at = (u: number, v: number): P3 => [u + dx * v, 0.02, plan.depth - dz * v];
        soft.push(
          room.poly([at(u0, win.sill), at(u1, win.sill), at(u1, win.head), at(u0, win.head)], "#fff4df", {
            fillOpacity: s,
          }),
        );
      }
    }
  }
  room.floorLight.push(...soft);
  return parts.join("");
}

/** Baseboards, pot lights, a vent and doorways: what makes a box read as a room. */
function details(room: Room): string {
  const { plan } = room;
  const { width: w, depth: d, height: h, trim } = plan;
  const n = room.near;
  const parts: string[] = [];
  const base = 0.38;
  parts.push(
    room.poly(room.wallRect("back", 0, w, 0, base, 0.01), expose(trim, 0.92)),
    room.poly(room.wallRect("left", n, d, 0, base, 0.01), expose(trim, 0.82)),
    room.poly(room.wallRect("right", n, d, 0, base, 0.01), expose(trim, 0.84)),
  );
  for (const door of plan.doors) {
    const head = 6.8;
    const inner = room.wallRect(door.wall, door.from, door.to, 0, head);
    const fill = room.grad(room.onWall(door.wall, door.from, head / 2), room.onWall(door.wall, door.to, head / 2), [
      expose(plan.wall, 0.45),
      expose(plan.wall, 0.62),
    ]);
    parts.push(room.poly(inner, fill));
    const c = 0.3;
    parts.push(
      room.poly(room.wallRect(door.wall, door.from - c, door.from, 0, head + c, 0.02), trim),
      room.poly(room.wallRect(door.wall, door.to, door.to + c, 0, head + c, 0.02), expose(trim, 0.9)),
      room.poly(room.wallRect(door.wall, door.from - c, door.to + c, head, head + c, 0.02), expose(trim, 0.95)),
    );
  }
  for (const [x, z] of plan.potLights) {
    const [cx, cy] = room.pt([x, h - 0.01, z]);
    const k = plan.camera.focal / (z - plan.camera.z);
    const rx = 0.28 * plan.camera.scale * k;
    const ry = rx * Math.max(0.12, ((h - plan.camera.eye) / (z - plan.camera.z)) * 1.1);
    parts.push(
      `<ellipse cx="${num(cx, 1)}" cy="${num(cy, 1)}" rx="${num(rx * 1.3, 1)}" ry="${num(ry * 1.3, 1)}" fill="${mix(plan.ceiling, "#000000", 0.08)}"/>`,
      `<ellipse cx="${num(cx, 1)}" cy="${num(cy, 1)}" rx="${num(rx, 1)}" ry="${num(ry, 1)}" fill="#fffaf0"/>`,
    );
    room.bloom.push(room.photo.pool(cx, cy + ry, rx * 2.2, ry * 3, "#fff3dc", 0.5));
  }
  return parts.join("");
}

/** Darkening where surfaces meet: the corners and the ceiling line. */
function cornerOcclusion(room: Room): void {
  const { width: w, depth: d, height: h } = room.plan;
  const n = room.near;
  const edges: P3[][] = [
    [
      [0, 0, d],
      [w, 0, d],
    ],
    [
      [0, h, d],
      [w, h, d],
    ],
    [
      [0, 0, d],
      [0, h, d],
    ],
    [
      [w, 0, d],
      [w, h, d],
    ],
    [
      [0, h, n],
      [0, h, d],
    ],
    [
      [w, h, n],
      [w, h, d],
    ],
    [
      [0, 0, n],
      [0, 0, d],
    ],
    [
      [w, 0, n],
      [w, 0, d],
    ],
  ];
  room.occlusion.push(
    path(edges.map((e) => room.d(e, false)).join(""), { stroke: "#2a2018", sw: 16, strokeOpacity: 0.55 }),
  );
}

// ---- Furniture ----------------------------------------------------------------------------------

interface Piece {
  /** Painter's order: the piece's far face, drawn far to near. */
  z: number;
  draw: () => string;
}

interface SolidOptions {
  /** Surface sheen on the top face (0 to 1). */
  sheen?: number;
  /** The light from the back windows: the front faces the camera and is in the room's shade. */
  frontShade?: number;
  /** Skip the contact shadow (things resting on other things). */
  floating?: boolean;
}

/** A box with every visible face lit the way the room's light falls on it, and its contact shadow. */
function solid(room: Room, p0: P3, p1: P3, colour: string, options: SolidOptions = {}): string {
  const { frontShade = 0.82, sheen = 0.1, floating = false } = options;
  const [x0, y0, z0] = p0;
  const [x1, y1, z1] = p1;
  const parts: string[] = [];
  const faces = boxFaces(room.view, room.v(p0), room.v(p1));
  for (const face of faces) {
    const pts = face.points.map(([x, y, z]) => [x + room.plan.camera.x, y, z + room.plane] as P3);
    let fill: string;
    if (face.side === "top")
      fill = room.grad(
        [x0, y1, z1],
        [x0, y1, z0],
        [mix(colour, "#ffffff", 0.12 + sheen), mix(colour, "#ffffff", 0.06)],
      );
    else if (face.side === "front")
      fill = room.grad(
        [x0, y1, z0],
        [x0, y0, z0],
        [expose(colour, frontShade * 1.08), expose(colour, frontShade * 0.82)],
      );
    else if (face.side === "bottom") fill = expose(colour, 0.45);
    else
      fill = room.grad([x0, (y0 + y1) / 2, z1], [x0, (y0 + y1) / 2, z0], [expose(colour, 0.78), expose(colour, 0.6)]);
    parts.push(room.poly(pts, fill));
  }
  // The top front edge catches the light.
  if (y1 < room.plan.camera.eye)
    parts.push(
      path(room.segment([x0, y1, z0], [x1, y1, z0]), {
        stroke: mix(colour, "#ffffff", 0.35),
        sw: 1,
        strokeOpacity: 0.6,
      }),
    );
  if (!floating && y0 < 0.6) {
    room.occlusion.push(
      room.poly(room.floorRect(x0 - 0.1, z0 - 0.15, x1 + 0.1, z1 + 0.1, 0), "#000", { fillOpacity: 0.85 }),
    );
    room.shadows.push(
      room.poly(room.floorRect(x0 - 0.3, z0 - (y1 - y0) * 0.5, x1 + 0.3, z1, 0), "#000", { fillOpacity: 0.6 }),
    );
  }
  return parts.join("");
}

/**
 * Upholstery: a box whose front (square to the camera, so a true rectangle in the picture) has
 * rounded corners and a rolled shading, with its sides and top in perspective behind it.
 */
function cushion(room: Room, p0: P3, p1: P3, colour: string, radius = 0.3): string {
  const [x0, y0, z0] = p0;
  const [x1, y1, z1] = p1;
  const parts: string[] = [];
  for (const face of boxFaces(room.view, room.v(p0), room.v(p1))) {
    if (face.side === "front") continue;
    const pts = face.points.map(([x, y, z]) => [x + room.plan.camera.x, y, z + room.plane] as P3);
    const fill =
      face.side === "top"
        ? room.grad([x0, y1, z1], [x0, y1, z0], [mix(colour, "#ffffff", 0.1), mix(colour, "#ffffff", 0.16), colour])
        : room.grad([x0, y1, z1], [x0, y1, z0], [expose(colour, 0.7), expose(colour, 0.58)]);
    parts.push(room.poly(pts, fill));
  }
  const [ax, ay] = room.pt([x0, y1, z0]);
  const [bx, by] = room.pt([x1, y0, z0]);
  const k = (bx - ax) / (x1 - x0);
  const r = Math.min(radius * k, (bx - ax) / 2, (by - ay) / 2);
  const photo = room.photo;
  parts.push(
    `<rect x="${num(ax, 1)}" y="${num(ay, 1)}" width="${num(bx - ax, 1)}" height="${num(by - ay, 1)}" rx="${num(r, 1)}" fill="${photo.linear(
      [0, ay, 0, by],
      stops(mix(colour, "#ffffff", 0.1), colour, expose(colour, 0.86), expose(colour, 0.66)),
    )}"/>`,
    `<rect x="${num(ax, 1)}" y="${num(ay, 1)}" width="${num(bx - ax, 1)}" height="${num(by - ay, 1)}" rx="${num(r, 1)}" fill="${photo.linear(
      [ax, 0, bx, 0],
      stops(["#000000", 0.22], ["#000000", 0], ["#000000", 0], ["#000000", 0], ["#000000", 0.22]),
    )}"/>`,
  );
  return parts.join("");
}

function legs(room: Room, x0: number, z0: number, x1: number, z1: number, h: number, colour: string, t = 0.14): string {
  return [
    [x0, z0],
    [x1 - t, z0],
    [x0, z1 - t],
    [x1 - t, z1 - t],
  ]
    .sort((a, b) => (b[1] as number) - (a[1] as number))
    .map(([x, z]) =>
      solid(room, [x as number, 0, z as number], [(x as number) + t, h, (z as number) + t], colour, { floating: true }),
    )
    .join("");
}

/** A round planter seen square on: a cylinder with an elliptical rim. */
function planter(room: Room, x: number, z: number, r: number, h: number, colour: string): string {
  const [ax, ay] = room.pt([x - r, h, z]);
  const [bx, by] = room.pt([x + r, 0, z]);
  const rim = (bx - ax) * 0.12;
  const photo = room.photo;
  room.occlusion.push(room.photo.pool((ax + bx) / 2, by, (bx - ax) * 0.7, rim * 1.6, "#000000", 0.9));
  return (
    `<path d="M${num(ax, 1)} ${num(ay, 1)}L${num(ax + (bx - ax) * 0.06, 1)} ${num(by - rim * 0.5, 1)}A${num((bx - ax) * 0.44, 1)} ${num(rim * 0.5, 1)} 0 0 0 ${num(bx - (bx - ax) * 0.06, 1)} ${num(by - rim * 0.5, 1)}L${num(bx, 1)} ${num(ay, 1)}Z" fill="${photo.linear(
      [ax, 0, bx, 0],
      stops(expose(colour, 0.7), mix(colour, "#ffffff", 0.12), colour, expose(colour, 0.62)),
    )}"/>` +
    `<ellipse cx="${num((ax + bx) / 2, 1)}" cy="${num(ay, 1)}" rx="${num((bx - ax) / 2, 1)}" ry="${num(rim, 1)}" fill="${expose(colour, 0.55)}"/>` +
    `<ellipse cx="${num((ax + bx) / 2, 1)}" cy="${num(ay + rim * 0.15, 1)}" rx="${num((bx - ax) / 2 - 2, 1)}" ry="${num(rim * 0.8, 1)}" fill="#3b2c20"/>`
  );
}

/** A fiddle-leaf fig: broad leaves on slender stems, lit from the window side. */
function plant(room: Room, x: number, z: number, height: number, potColour: string, seed: string): string {
  const parts: string[] = [planter(room, x, z, 0.7, 1.5, potColour)];
  const [bx, by] = room.pt([x, 1.45, z]);
  const [, ty] = room.pt([x, 1.5 + height, z]);
  const k = (by - ty) / height;
  const random = createPrng(`plant:${seed}`);
  const stems: string[] = [];
  const leaves: { y: number; markup: string }[] = [];
  const trunks = [-0.18, 0.05, 0.2].map((dx) => ({ x: bx + dx * k, lean: random.range(-0.25, 0.25) }));
  for (const trunk of trunks) {
    const top = by - height * k * random.range(0.75, 1);
    stems.push(
      `M${num(trunk.x, 1)} ${num(by, 1)}Q${num(trunk.x, 1)} ${num((by + top) / 2, 1)} ${num(trunk.x + trunk.lean * k, 1)} ${num(top, 1)}`,
    );
    for (let i = 0; i < 16; i += 1) {
      const u = random.range(0.35, 1);
      const sx = trunk.x + trunk.lean * k * u;
      const sy = by - (by - top) * u;
      const side = random.next() < 0.5 ? -1 : 1;
      const size = k * random.range(0.55, 0.85) * (1.1 - u * 0.3);
      const angle = side * random.range(25, 80) + random.range(-10, 10);
      const lit = Math.max(0, Math.min(1, 0.55 - side * 0.25 + random.range(-0.3, 0.3)));
      const colour = mix("#1f3a1c", "#6c9a45", lit);
      const vein = mix(colour, "#d9e8b0", 0.35);
      leaves.push({
        y: u + random.range(-0.05, 0.05),
        markup:
          `<g transform="translate(${num(sx, 1)} ${num(sy, 1)}) rotate(${num(angle, 1)})">` +
          `<path d="M0 0C${num(size * 0.5, 1)} ${num(-size * 0.2, 1)} ${num(size * 0.55, 1)} ${num(-size * 0.8, 1)} 0 ${num(-size * 1.05, 1)}C${num(-size * 0.55, 1)} ${num(-size * 0.8, 1)} ${num(-size * 0.5, 1)} ${num(-size * 0.2, 1)} 0 0Z" fill="${colour}"/>` +
          `<path d="M0 ${num(-size * 0.1, 1)}C${num(-size * 0.35, 1)} ${num(-size * 0.35, 1)} ${num(-size * 0.4, 1)} ${num(-size * 0.75, 1)} 0 ${num(-size * 1.0, 1)}" fill="${expose(colour, 0.7)}" fill-opacity="0.5"/>` +
          `<path d="M0 0L0 ${num(-size * 0.95, 1)}" stroke="${vein}" stroke-width="1" stroke-opacity="0.7" fill="none"/></g>`,
      });
    }
  }
  parts.push(path(stems.join(""), { stroke: "#5a4632", sw: 2 }));
  parts.push(...leaves.sort((a, b) => a.y - b.y).map((leaf) => leaf.markup));
  return parts.join("");
}

/** Framed art on a wall: mat, frame and an abstract print. */
function art(
  room: Room,
  wall: Wall,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  palette: readonly string[],
): string {
  const parts: string[] = [];
  const frame = room.wallRect(wall, u0, u1, v0, v1, 0.08);
  room.occlusion.push(
    room.poly(room.wallRect(wall, u0 + 0.1, u1 + 0.15, v0 - 0.2, v1 - 0.1, 0.01), "#000", { fillOpacity: 0.7 }),
  );
  parts.push(room.poly(frame, "#1f1c19"));
  const m = 0.12;
  parts.push(room.poly(room.wallRect(wall, u0 + m, u1 - m, v0 + m, v1 - m, 0.09), "#f3efe7"));
  const du = u1 - u0;
  const dv = v1 - v0;
  const inner = room.wallRect(wall, u0 + du * 0.16, u1 - du * 0.16, v0 + dv * 0.16, v1 - dv * 0.16, 0.1);
  parts.push(room.poly(inner, palette[0] as string));
  // Soft blocks of colour, like a painted abstract.
  const blocks: [number, number, number, number, number][] = [
    [0.16, 0.55, 0.16, 0.6, 1],
    [0.45, 0.84, 0.4, 0.84, 2],
    [0.3, 0.62, 0.58, 0.7, 3],
  ];
  for (const [a, b, c, d, i] of blocks)
    parts.push(
      room.poly(
        room.wallRect(wall, u0 + du * a, u0 + du * b, v0 + dv * c, v0 + dv * d, 0.1),
        palette[i % palette.length] as string,
        { fillOpacity: 0.85 },
      ),
    );
  return parts.join("");
}

/** A table lamp: base, shade, and its light on the wall behind. */
function tableLamp(room: Room, x: number, y: number, z: number, shade: string, lit: boolean): string {
  const parts: string[] = [];
  parts.push(solid(room, [x - 0.22, y, z - 0.22], [x + 0.22, y + 0.9, z + 0.22], "#d8d2c6", { floating: true }));
  const [ax, ay] = room.pt([x - 0.75, y + 2, z]);
  const [bx, by] = room.pt([x + 0.75, y + 2, z]);
  const [cx, cy] = room.pt([x + 0.55, y + 2.95, z]);
  const [dx, dy] = room.pt([x - 0.55, y + 2.95, z]);
  const w = bx - ax;
  parts.push(
    path(
      `M${num(ax, 1)} ${num(ay, 1)}L${num(bx, 1)} ${num(by, 1)}L${num(cx, 1)} ${num(cy, 1)}L${num(dx, 1)} ${num(dy, 1)}Z`,
      {
        fill: room.photo.linear(
          [ax, 0, bx, 0],
          stops(expose(shade, 0.8), lit ? mix(shade, "#fff4dc", 0.5) : shade, expose(shade, 0.75)),
        ),
      },
    ),
  );
  if (lit) {
    const [gx, gy] = room.pt([x, y + 2.4, z + 0.8]);
    room.bloom.push(room.photo.pool(gx, gy, w * 1.6, w * 1.9, "#ffd9a0", 0.55));
    const [fx, fy] = room.pt([x, y + 0.02, z]);
    room.bloom.push(room.photo.pool(fx, fy, w * 0.9, w * 0.3, "#ffe2b8", 0.35));
  }
  return parts.join("");
}

// ---- Rooms --------------------------------------------------------------------------------------

const LIVING: RoomPlan = {
  width: 19,
  depth: 17,
  height: 9.5,
  camera: { x: 9.2, z: 0.3, eye: 4.4, focal: 8, scale: 68, cx: 600, cy: 430 },
  wall: "#ece8e1",
  ceiling: "#f5f3ef",
  trim: "#f7f6f2",
  frame: "#25252a",
  floor: { kind: "wood", colour: "#b58c5e", board: 0.6, gloss: 0.7 },
  windows: [
    { wall: "back", from: 3.4, to: 15.4, sill: 1.6, head: 8.2, panes: 3 },
    { wall: "left", from: 6.5, to: 11.5, sill: 2.2, head: 7.8, panes: 2 },
  ],
  doors: [{ wall: "right", from: 2.2, to: 5.2 }],
  potLights: [
    [4.5, 5],
    [14.5, 5],
    [4.5, 12],
    [14.5, 12],
  ],
  sun: { dx: 0.35, dz: 0.85, strength: 0.35 },
};

function livingFurniture(room: Room): Piece[] {
  const rug = () => {
    const r = room.floorRect(3.6, 5.5, 14.6, 13.4, 0.03);
    const border = room.floorRect(3.9, 5.8, 14.3, 13.1, 0.035);
    const random = createPrng("living:rug");
    const stripes: string[] = [];
    for (let z = 6.2; z < 12.8; z += random.range(0.25, 0.6))
      stripes.push(room.segment([3.9, 0.04, z], [14.3, 0.04, z]));
    room.occlusion.push(room.poly(r, "#000", { fillOpacity: 0.35 }));
    return [
      room.poly(r, room.grad([9, 0, 13.4], [9, 0, 5.5], ["#e6ddcf", "#d9cdb9"])),
      room.poly(border, room.grad([9, 0, 13], [9, 0, 5.8], ["#d7cab4", "#c8b89e"])),
      path(stripes.join(""), { stroke: "#b6a386", sw: 1, strokeOpacity: 0.35 }),
    ].join("");
  };
  const sofa = () => {
    const fabric = "#bdb6aa";
    const x0 = 4.6;
    const x1 = 13.4;
    const z0 = 11.4;
    const z1 = 14.5;
    const arm = 0.75;
    const inner = (x1 - x0 - 2 * arm) / 3;
    room.occlusion.push(room.poly(room.floorRect(x0 - 0.2, z0 - 0.3, x1 + 0.2, z1, 0), "#000", { fillOpacity: 0.9 }));
    room.shadows.push(room.poly(room.floorRect(x0 - 0.5, z0 - 1.6, x1 + 0.5, z1, 0), "#000", { fillOpacity: 0.55 }));
    const parts = [
      legs(room, x0 + 0.2, z0 + 0.2, x1 - 0.2, z1 - 0.2, 0.4, "#2a2622", 0.15),
      cushion(room, [x0, 1.2, z1 - 0.9], [x1, 3.0, z1], expose(fabric, 0.92), 0.2),
    ];
    for (let i = 0; i < 3; i += 1)
      parts.push(
        cushion(
          room,
          [x0 + arm + i * inner + 0.03, 1.6, z1 - 1.5],
          [x0 + arm + (i + 1) * inner - 0.03, 2.95, z1 - 0.85],
          fabric,
          0.35,
        ),
      );
    parts.push(cushion(room, [x0, 0.4, z0], [x1, 1.3, z1 - 0.8], expose(fabric, 0.96), 0.12));
    for (let i = 0; i < 3; i += 1)
      parts.push(
        cushion(
          room,
          [x0 + arm + i * inner + 0.03, 1.3, z0 - 0.05],
          [x0 + arm + (i + 1) * inner - 0.03, 1.75, z1 - 1.4],
          mix(fabric, "#ffffff", 0.06),
          0.2,
        ),
      );
    parts.push(
      cushion(room, [x0 + 1.0, 1.75, z1 - 1.75], [x0 + 2.5, 3.05, z1 - 1.45], "#b4643c", 0.35),
      cushion(room, [x0 + 2.2, 1.75, z1 - 1.65], [x0 + 3.4, 2.75, z1 - 1.45], "#e6dfd1", 0.35),
      cushion(room, [x1 - 2.5, 1.75, z1 - 1.75], [x1 - 1.0, 3.05, z1 - 1.45], "#7f927d", 0.35),
      cushion(room, [x0, 0.4, z0], [x0 + arm, 2.2, z1], expose(fabric, 0.98), 0.25),
      cushion(room, [x1 - arm, 0.4, z0], [x1, 2.2, z1], expose(fabric, 0.98), 0.25),
    );
    return parts.join("");
  };
  const table = () => {
    const parts = [
      legs(room, 7.3, 7.6, 10.9, 9.6, 1.0, "#2b2520", 0.2),
      solid(room, [7.1, 1.0, 7.4], [11.1, 1.25, 9.8], "#8a6a4a", { floating: true, sheen: 0.2 }),
      solid(room, [7.7, 1.25, 8.0], [8.9, 1.42, 8.9], "#e7e1d6", { floating: true }),
      solid(room, [7.8, 1.42, 8.1], [8.7, 1.54, 8.8], "#3e4f5a", { floating: true }),
      solid(room, [9.8, 1.25, 8.3], [10.3, 2.0, 8.8], "#d9d3c8", { floating: true, sheen: 0.3 }),
    ];
    room.shadows.push(room.poly(room.floorRect(7.0, 7.0, 11.2, 9.8, 0), "#000", { fillOpacity: 0.5 }));
    room.occlusion.push(room.poly(room.floorRect(7.2, 7.5, 11.0, 9.7, 0), "#000", { fillOpacity: 0.35 }));
    const [sx, sy] = room.pt([10.05, 2.0, 8.55]);
    const stems: string[] = [];
    const random = createPrng("living:branches");
    for (let i = 0; i < 7; i += 1) {
      const a = random.range(-0.5, 0.5);
      const l = random.range(30, 60);
      stems.push(
        `M${num(sx, 1)} ${num(sy, 1)}q${num(a * l * 0.3, 1)} ${num(-l * 0.5, 1)} ${num(a * l, 1)} ${num(-l, 1)}`,
      );
    }
    parts.push(path(stems.join(""), { stroke: "#5a4632", sw: 1.2 }));
    return parts.join("");
  };
  const chair = () => {
    const leather = "#8c5434";
    return [
      legs(room, 14.4, 9.0, 16.6, 11.3, 0.45, "#2a2420", 0.14),
      cushion(room, [16.0, 0.45, 8.8], [16.8, 3.1, 11.5], expose(leather, 0.9), 0.2),
      cushion(room, [14.3, 0.45, 10.9], [16.1, 2.3, 11.5], expose(leather, 0.95), 0.2),
      cushion(room, [14.3, 0.45, 8.8], [16.1, 1.45, 10.9], leather, 0.15),
      cushion(room, [14.4, 1.45, 9.4], [16.1, 1.8, 10.9], expose(leather, 1.1), 0.2),
      cushion(room, [14.3, 0.45, 8.8], [16.1, 2.3, 9.4], expose(leather, 0.95), 0.2),
    ].join("");
  };
  const sideTable = () =>
    [
      solid(room, [1.7, 0, 12.3], [3.2, 2.0, 13.8], "#6b4f37", { sheen: 0.2 }),
      tableLamp(room, 2.45, 2.0, 13.05, "#efe7d8", true),
    ].join("");
  const credenza = () =>
    [
      solid(room, [17.6, 0, 10.5], [19, 0.3, 15.5], "#2a2420"),
      solid(room, [17.5, 0.3, 10.4], [19, 2.5, 15.6], "#7d5c40", { sheen: 0.2 }),
      solid(room, [17.9, 2.5, 11.2], [18.6, 3.6, 11.9], "#cfc6b6", { floating: true, sheen: 0.3 }),
      solid(room, [17.8, 2.5, 13.6], [18.8, 2.75, 15.0], "#3f5664", { floating: true }),
    ].join("");
  return [
    { z: 99, draw: rug },
    { z: 15.6, draw: credenza },
    { z: 14.6, draw: sofa },
    { z: 13.8, draw: sideTable },
    { z: 11.5, draw: () => plant(room, 1.4, 10.3, 4.6, "#d8cfc0", "living") },
    { z: 9.8, draw: table },
    { z: 11.5, draw: chair },
    { z: 99, draw: () => art(room, "right", 11.0, 15.0, 3.6, 6.6, ["#e9e2d4", "#c8734b", "#34464f", "#d9b06a"]) },
  ];
}

const KITCHEN: RoomPlan = {
  width: 17,
  depth: 16,
  height: 9,
  camera: { x: 8.2, z: 0.3, eye: 4.6, focal: 8, scale: 68, cx: 600, cy: 425 },
  wall: "#eeebe5",
  ceiling: "#f6f4f0",
  trim: "#f4f2ed",
  frame: "#2a2a2e",
  floor: { kind: "wood", colour: "#c19a6b", board: 0.55, gloss: 0.6 },
  windows: [
    { wall: "back", from: 6.6, to: 10.6, sill: 4.1, head: 7.6, panes: 2 },
    { wall: "left", from: 7.5, to: 13.5, sill: 0, head: 7.2, panes: 2, door: true },
  ],
  doors: [],
  potLights: [
    [3.5, 4],
    [13.5, 4],
    [3.5, 11],
    [13.5, 11],
  ],
};

function shakerDoors(
  room: Room,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  colour: string,
  count: number,
  handle: "top" | "bottom" | "mid",
): string {
  const parts: string[] = [];
  const gap = 0.04;
  const wEach = (x1 - x0) / count;
  for (let i = 0; i < count; i += 1) {
    const a = x0 + i * wEach + gap;
    const b = x0 + (i + 1) * wEach - gap;
    const rail = Math.min(0.28, (y1 - y0) * 0.16);
    parts.push(path(room.segment([a - gap, y0, z], [a - gap, y1, z]), { stroke: expose(colour, 0.45), sw: 1.2 }));
    // The recessed panel: shadow on its top and left, light on its bottom edge.
    const inner: P3[] = planeZ([a + rail, b - rail], [y0 + rail, y1 - rail], z);
    parts.push(room.poly(inner, expose(colour, 0.94)));
    parts.push(path(room.d([inner[3] as P3, inner[2] as P3], false), { stroke: expose(colour, 0.55), sw: 1.4 }));
    parts.push(path(room.d([inner[0] as P3, inner[1] as P3], false), { stroke: mix(colour, "#ffffff", 0.35), sw: 1 }));
    parts.push(path(room.d([inner[0] as P3, inner[3] as P3], false), { stroke: expose(colour, 0.65), sw: 1 }));
    const hx = i % 2 === 0 ? b - 0.18 : a + 0.18;
    const hy = handle === "top" ? y1 - 0.25 : handle === "bottom" ? y0 + 0.3 : (y0 + y1) / 2;
    const half = handle === "mid" ? 0.3 : 0.22;
    parts.push(
      path(room.segment([hx, hy - half, z - 0.05], [hx, hy + half, z - 0.05]), {
        stroke: "#b8955a",
        sw: 2.2,
        cap: "round",
      }),
    );
  }
  return parts.join("");
}

function kitchenFurniture(room: Room): Piece[] {
  const { width: w, depth: d } = room.plan;
  const lowers = "#2f3b52";
  const uppers = "#ebe7df";
  const counter = "#f1eeea";
  const back = () => {
    const parts: string[] = [];
    // Backsplash: subway tile between counter and uppers.
    const tileTop = 4.6;
    parts.push(room.poly(room.wallRect("back", 0, w, 3.1, tileTop, 0.01), "#f4f2ee"));
    const grout: string[] = [];
    for (let v = 3.1; v < tileTop; v += 0.25)
      grout.push(room.d([room.onWall("back", 0, v, 0.015), room.onWall("back", w, v, 0.015)], false));
    let row = 0;
    for (let v = 3.1; v < tileTop - 0.01; v += 0.25) {
      for (let u = row % 2 === 0 ? 0 : 0.25; u < w; u += 0.5)
        grout.push(room.d([room.onWall("back", u, v, 0.015), room.onWall("back", u, v + 0.25, 0.015)], false));
      row += 1;
    }
    parts.push(path(grout.join(""), { stroke: "#bdb8ae", sw: 0.8, strokeOpacity: 0.8 }));
    // Uppers either side of the window, with a crown.
    for (const [a, b] of [
      [0, 5.9],
      [11.3, w],
    ] as const) {
      parts.push(solid(room, [a, tileTop, d - 1.15], [b, 8.3, d], uppers, { frontShade: 0.92, floating: true }));
      parts.push(
        shakerDoors(room, a, b, tileTop, 8.3, d - 1.15, expose(uppers, 0.9), Math.round((b - a) / 1.5), "bottom"),
      );
      parts.push(solid(room, [a, 8.3, d - 1.3], [b, 8.6, d], mix(uppers, "#ffffff", 0.2), { floating: true }));
      room.bloom.push(
        room.poly(room.wallRect("back", a + 0.2, b - 0.2, 3.12, 3.9, 0.02), "#fff1d8", { fillOpacity: 0.5 }),
      );
    }
    // Lowers and counter along the back wall.
    parts.push(solid(room, [0, 0, d - 2], [w, 0.35, d], "#1b1f27", { floating: true }));
    parts.push(solid(room, [0, 0.35, d - 2.05], [w, 2.95, d], lowers, { frontShade: 0.85, floating: true }));
    parts.push(shakerDoors(room, 0, 6.2, 0.35, 2.45, d - 2.05, lowers, 4, "top"));
    parts.push(shakerDoors(room, 0, 6.2, 2.45, 2.95, d - 2.05, lowers, 2, "mid"));
    parts.push(shakerDoors(room, 10.8, w, 0.35, 2.45, d - 2.05, lowers, 4, "top"));
    parts.push(shakerDoors(room, 10.8, w, 2.45, 2.95, d - 2.05, lowers, 2, "mid"));
    parts.push(shakerDoors(room, 6.2, 10.8, 0.35, 2.95, d - 2.05, lowers, 2, "top"));
    parts.push(solid(room, [0, 2.95, d - 2.15], [w, 3.1, d], counter, { floating: true, sheen: 0.25 }));
    // Sink and faucet under the window.
    const [fx, fy] = room.pt([8.6, 3.1, d - 0.4]);
    const [, ty] = room.pt([8.6, 4.5, d - 0.4]);
    const [sx, sy] = room.pt([8.6, 4.5, d - 1.0]);
    parts.push(room.poly(room.floorRect(7.2, d - 1.7, 10.0, d - 0.5, 3.105), "#9aa0a4"));
    parts.push(
      path(`M${num(fx, 1)} ${num(fy, 1)}V${num(ty, 1)}Q${num(fx, 1)} ${num(ty - 8, 1)} ${num(sx, 1)} ${num(sy, 1)}`, {
        stroke: "#2c2c2e",
        sw: 3,
      }),
    );
    room.occlusion.push(room.poly(room.floorRect(-1, d - 2.4, w + 1, d - 1.9, 0), "#000", { fillOpacity: 0.9 }));
    return parts.join("");
  };
  const fridge = () =>
    [
      solid(room, [w - 2.6, 0, 9.4], [w, 8.6, 13.9], uppers, { frontShade: 0.9 }),
      solid(room, [w - 2.55, 0.2, 10.0], [w, 7.0, 13.3], "#c9cdd0", { floating: true, sheen: 0.3 }),
      path(room.segment([w - 2.55, 3.6, 10.0], [w - 2.55, 3.6, 13.3]), { stroke: "#6b6f73", sw: 1.2 }),
      path(room.segment([w - 2.56, 4.0, 10.3], [w - 2.56, 6.4, 10.3]), { stroke: "#8b8f93", sw: 3, cap: "round" }),
      path(room.segment([w - 2.56, 1.0, 10.3], [w - 2.56, 3.2, 10.3]), { stroke: "#8b8f93", sw: 3, cap: "round" }),
    ].join("");
  const island = () => {
    const x0 = 4.8;
    const x1 = 11.8;
    const z0 = 8.2;
    const z1 = 11.0;
    room.shadows.push(room.poly(room.floorRect(x0 - 0.4, z0 - 1.4, x1 + 0.4, z1, 0), "#000", { fillOpacity: 0.5 }));
    return [
      solid(room, [x0, 0, z0], [x1, 2.95, z1], lowers, { frontShade: 0.8 }),
      shakerDoors(room, x0 + 0.1, x1 - 0.1, 0.3, 2.85, z0, lowers, 5, "top"),
      solid(room, [x0 - 0.2, 2.95, z0 - 0.9], [x1 + 0.2, 3.12, z1 + 0.2], counter, { floating: true, sheen: 0.3 }),
    ].join("");
  };
  const stools = () =>
    [6.0, 8.3, 10.6]
      .map((x) => {
        const parts = [
          legs(room, x - 0.5, 6.9, x + 0.5, 7.9, 2.3, "#1f1f22", 0.08),
          path(room.segment([x - 0.5, 0.8, 6.9], [x + 0.5, 0.8, 6.9]), { stroke: "#1f1f22", sw: 2 }),
          cushion(room, [x - 0.6, 2.3, 6.8], [x + 0.6, 2.55, 8.0], "#b88a5e", 0.1),
        ];
        room.occlusion.push(room.poly(room.floorRect(x - 0.6, 6.8, x + 0.6, 8.0, 0), "#000", { fillOpacity: 0.3 }));
        return parts.join("");
      })
      .join("");
  const pendants = () =>
    [6.2, 8.4, 10.6]
      .map((x) => {
        const [tx, ty] = room.pt([x, 9, 9.6]);
        const [bx, by] = room.pt([x, 7.0, 9.6]);
        const [ex] = room.pt([x + 0.5, 7.0, 9.6]);
        const r = ex - bx;
        room.bloom.push(room.photo.pool(bx, by + r * 0.8, r * 2.2, r * 2.2, "#ffe4b5", 0.45));
        return (
          path(`M${num(tx, 1)} ${num(ty, 1)}V${num(by, 1)}`, { stroke: "#1d1d1f", sw: 1.2 }) +
          `<circle cx="${num(bx, 1)}" cy="${num(by + r, 1)}" r="${num(r, 1)}" fill="${room.photo.radial({ cx: bx - r * 0.3, cy: by + r * 0.6, r: r * 1.3 }, stops("#fffaf0", "#f0e2c4", "#b9a88a"))}"/>`
        );
      })
      .join("");
  return [
    { z: 99, draw: back },
    { z: 13.9, draw: fridge },
    { z: 11.0, draw: island },
    { z: 9.7, draw: pendants },
    { z: 8.0, draw: stools },
  ];
}

const BEDROOM: RoomPlan = {
  width: 14,
  depth: 15,
  height: 9,
  camera: { x: 7.0, z: 0.3, eye: 5.0, focal: 8, scale: 68, cx: 600, cy: 425 },
  wall: "#ebe8e2",
  ceiling: "#f6f4f0",
  trim: "#f6f5f1",
  frame: "#f4f3ef",
  floor: { kind: "carpet", colour: "#cfc6b8", board: 1, gloss: 0 },
  windows: [{ wall: "left", from: 6.5, to: 11.5, sill: 2.4, head: 7.4, panes: 2 }],
  doors: [{ wall: "right", from: 2.8, to: 5.6 }],
  potLights: [
    [3.5, 5],
    [10.5, 5],
    [3.5, 11],
    [10.5, 11],
  ],
};

function bedroomFurniture(room: Room): Piece[] {
  const { depth: d } = room.plan;
  const bx0 = 4.3;
  const bx1 = 9.9;
  const rug = () => {
    const r = room.floorRect(2.6, 6.2, 11.6, 12.5, 0.03);
    room.occlusion.push(room.poly(r, "#000", { fillOpacity: 0.25 }));
    return room.poly(r, room.grad([7, 0, 12.5], [7, 0, 6.2], ["#b9aea0", "#a89c8c"]));
  };
  const bed = () => {
    const linen = "#f2f0ec";
    const parts = [
      cushion(room, [bx0, 0.3, 7.6], [bx1, 1.3, d - 0.5], "#8e8a84", 0.1),
      cushion(room, [bx0 - 0.12, 0.75, 7.5], [bx1 + 0.12, 2.25, d - 0.5], linen, 0.35),
      cushion(room, [bx0 + 0.2, 2.25, d - 1.5], [bx0 + 2.7, 3.9, d - 0.9], "#e9e6e0"),
      cushion(room, [bx1 - 2.7, 2.25, d - 1.5], [bx1 - 0.2, 3.9, d - 0.9], "#e9e6e0"),
      cushion(room, [bx0 + 0.5, 2.25, d - 2.2], [bx0 + 2.6, 3.3, d - 1.6], "#f6f5f2"),
      cushion(room, [bx1 - 2.6, 2.25, d - 2.2], [bx1 - 0.5, 3.3, d - 1.6], "#f6f5f2"),
      cushion(room, [bx0 + 2.4, 2.25, d - 2.6], [bx1 - 2.4, 3.1, d - 2.3], "#8e6f58"),
      cushion(room, [bx0 - 0.16, 1.1, 7.42], [bx1 + 0.16, 2.3, 8.6], "#c9bba6", 0.3),
    ];
    // Soft folds in the duvet, running towards the foot of the bed.
    const folds = [bx0 + 1.2, bx0 + 2.6, bx1 - 1.5].map((x) => room.segment([x, 2.26, 8.7], [x + 0.3, 2.26, d - 2.8]));
    parts.push(path(folds.join(""), { stroke: "#b9b3a9", sw: 2, strokeOpacity: 0.35, cap: "round" }));
    room.shadows.push(room.poly(room.floorRect(bx0 - 0.6, 6.4, bx1 + 0.6, d, 0), "#000", { fillOpacity: 0.5 }));
    room.occlusion.push(room.poly(room.floorRect(bx0 - 0.2, 7.4, bx1 + 0.2, d, 0), "#000", { fillOpacity: 0.8 }));
    return parts.join("");
  };
  const nightstand = (x: number) =>
    [
      solid(room, [x - 0.95, 0, d - 2.0], [x + 0.95, 2.1, d - 0.2], "#7a5a3e", { sheen: 0.2 }),
      tableLamp(room, x, 2.1, d - 1.1, "#f1ebe0", true),
    ].join("");
  const dresser = () =>
    [
      solid(room, [12.2, 0, 8.2], [14, 3.0, 12.8], "#f0ece6", { frontShade: 0.9 }),
      solid(room, [12.6, 3.0, 9.0], [13.4, 3.8, 9.6], "#3f5360", { floating: true }),
      solid(room, [12.4, 3.0, 11.2], [13.8, 3.2, 12.4], "#c8b79d", { floating: true }),
    ].join("");
  return [
    { z: 99, draw: rug },
    { z: 99, draw: () => art(room, "back", 5.2, 9.0, 5.6, 7.6, ["#efe9df", "#9cae9f", "#d8a27a", "#53626b"]) },
    { z: d + 0.2, draw: () => cushion(room, [bx0 - 0.4, 0, d - 0.5], [bx1 + 0.4, 5.0, d - 0.05], "#8e8a84", 0.25) },
    { z: d + 0.1, draw: () => nightstand(bx0 - 1.3) },
    { z: d + 0.1, draw: () => nightstand(bx1 + 1.3) },
    { z: d - 0.1, draw: bed },
    { z: 12.8, draw: dresser },
  ];
}

const SPARE: RoomPlan = {
  width: 12,
  depth: 13,
  height: 8.5,
  camera: { x: 5.6, z: 0.3, eye: 4.3, focal: 8, scale: 66, cx: 600, cy: 425 },
  wall: "#e9e6e0",
  ceiling: "#f5f3ef",
  trim: "#f5f4f0",
  frame: "#f2f1ed",
  floor: { kind: "carpet", colour: "#c7bfb3", board: 1, gloss: 0 },
  windows: [{ wall: "back", from: 3.8, to: 8.2, sill: 2.9, head: 7.0, panes: 2 }],
  doors: [{ wall: "right", from: 4.0, to: 9.0 }],
  potLights: [[6, 7]],
};

/** A cardboard box with tape and flaps. */
function carton(room: Room, x: number, y: number, z: number, w: number, h: number, dd: number, tone: number): string {
  const colour = mix("#b98f5f", "#8a6640", tone);
  const parts = [solid(room, [x, y, z], [x + w, y + h, z + dd], colour, { floating: y > 0, frontShade: 0.86 })];
  parts.push(
    room.poly(room.floorRect(x + w / 2 - 0.14, z, x + w / 2 + 0.14, z + dd, y + h + 0.005), "#c9b48a", {
      fillOpacity: 0.85,
    }),
  );
  parts.push(
    room.poly(planeZ([x + w / 2 - 0.14, x + w / 2 + 0.14], [y + h, y + h - 0.35], z - 0.005), "#d6c399", {
      fillOpacity: 0.8,
    }),
  );
  parts.push(
    path(room.segment([x + 0.15, y + h * 0.55, z - 0.01], [x + w * 0.4, y + h * 0.55, z - 0.01]), {
      stroke: "#2b2b2b",
      sw: 1.5,
      strokeOpacity: 0.55,
    }),
  );
  return parts.join("");
}

function spareClutter(room: Room): Piece[] {
  const random = createPrng("spare:clutter");
  const pieces: Piece[] = [];
  // Stacks of boxes along the back wall and by the closet.
  const stacks: [number, number, number, number][] = [
    [0.4, 10.6, 2.2, 3],
    [2.7, 11.0, 1.8, 2],
    [9.3, 10.8, 2.1, 3],
    [7.2, 6.8, 2.0, 2],
    [2.4, 7.4, 1.6, 2],
  ];
  for (const [x, z, size, count] of stacks) {
    pieces.push({
      z: z + size,
      draw: () => {
        const parts: string[] = [];
        let y = 0;
        for (let i = 0; i < count; i += 1) {
          const s = size * random.range(0.78, 1);
          const h = s * random.range(0.6, 0.9);
          const off = random.range(-0.15, 0.15);
          parts.push(
            carton(
              room,
              x + off + (size - s) / 2,
              y,
              z + (size - s) / 2,
              s,
              h,
              s * random.range(0.8, 1),
              random.next(),
            ),
          );
          y += h;
        }
        room.shadows.push(
          room.poly(room.floorRect(x - 0.2, z - y * 0.35, x + size + 0.2, z + size, 0), "#000", { fillOpacity: 0.45 }),
        );
        return parts.join("");
      },
    });
  }
  // An old desk and chair against the left wall, a clothes rack, a laundry basket, a leaning mirror.
  pieces.push({
    z: 9.6,
    draw: () =>
      [
        legs(room, 0.1, 6.4, 2.4, 9.6, 2.4, "#5b4531", 0.16),
        solid(room, [0, 2.4, 6.3], [2.5, 2.6, 9.7], "#7a5b3f", { floating: true, sheen: 0.15 }),
        solid(room, [0.4, 2.6, 7.4], [1.5, 3.6, 8.6], "#2c2d31", { floating: true }),
        solid(room, [0.5, 2.6, 6.6], [2.1, 3.1, 7.2], "#d7d1c6", { floating: true }),
      ].join(""),
  });
  pieces.push({
    z: 8.6,
    draw: () =>
      [
        legs(room, 2.6, 7.0, 3.8, 8.4, 1.5, "#1e1e20", 0.08),
        solid(room, [2.6, 1.5, 7.0], [3.8, 1.8, 8.4], "#3b3e45", { floating: true }),
        solid(room, [3.5, 1.8, 7.0], [3.8, 3.6, 8.4], "#3b3e45", { floating: true }),
      ].join(""),
  });
  pieces.push({
    z: 10.2,
    draw: () => {
      const parts: string[] = [];
      const [ax, ay] = room.pt([8.6, 0, 9.6]);
      const [, at] = room.pt([8.6, 5.4, 9.6]);
      const [bx] = room.pt([10.8, 0, 9.6]);
      parts.push(
        path(`M${num(ax, 1)} ${num(ay, 1)}V${num(at, 1)}H${num(bx, 1)}V${num(ay, 1)}`, { stroke: "#2b2b2d", sw: 2.5 }),
      );
      const colours = ["#3e5566", "#b35d3f", "#d9d2c4", "#2f2f33", "#7c8c6a", "#c9a15e", "#8a3d3d"];
      for (let i = 0; i < 9; i += 1) {
        const x = 8.75 + i * 0.22;
        const len = random.range(2.2, 3.4);
        parts.push(
          room.poly(
            [
              [x, 5.3, 9.3],
              [x + 0.5, 5.3, 9.3],
              [x + 0.55, 5.3 - len, 9.3],
              [x - 0.05, 5.3 - len, 9.3],
            ],
            room.grad(
              [x, 5.3, 9.3],
              [x + 0.5, 5.3, 9.3],
              [expose(colours[i % colours.length] as string, 0.7), colours[i % colours.length] as string],
            ),
          ),
        );
      }
      room.shadows.push(room.poly(room.floorRect(8.4, 8.6, 11.0, 10.2, 0), "#000", { fillOpacity: 0.3 }));
      return parts.join("");
    },
  });
  pieces.push({
    z: 6.6,
    draw: () =>
      [
        solid(room, [4.6, 0, 5.0], [5.9, 1.3, 6.3], "#d7d2c8", { frontShade: 0.9 }),
        cushion(room, [4.7, 1.0, 5.1], [5.8, 1.6, 6.2], "#9ab0c0", 0.2),
        cushion(room, [3.0, 0, 5.4], [4.2, 0.9, 6.4], "#3a4048", 0.3),
      ].join(""),
  });
  pieces.push({
    z: 12.9,
    draw: () => {
      const frame = room.wallRect("back", 9.0, 10.4, 0.2, 6.0, 0.3);
      room.occlusion.push(room.poly(room.wallRect("back", 9.1, 10.6, 0.0, 5.8, 0.02), "#000", { fillOpacity: 0.6 }));
      return (
        room.poly(frame, "#2a2723") +
        room.poly(
          room.wallRect("back", 9.15, 10.25, 0.35, 5.85, 0.31),
          room.grad([9.15, 5, 12.7], [10.25, 1, 12.7], ["#d8dde0", "#9aa3a8", "#c4cbd0"]),
        )
      );
    },
  });
  return pieces;
}

function closet(room: Room): string {
  const parts: string[] = [];
  const { trim } = room.plan;
  for (let i = 0; i < 4; i += 1) {
    const a = 4.0 + i * 1.25;
    const panel = room.wallRect("right", a + 0.03, a + 1.22, 0.05, 6.75, 0.05);
    parts.push(room.poly(panel, room.grad(panel[0] as P3, panel[1] as P3, [expose(trim, 0.82), expose(trim, 0.9)])));
    for (let k = 0; k < 3; k += 1) {
      const v0 = 0.4 + k * 2.15;
      parts.push(room.poly(room.wallRect("right", a + 0.2, a + 1.05, v0, v0 + 1.85, 0.06), expose(trim, 0.86)));
    }
  }
  return parts.join("");
}

export const ROOMS: Record<RoomKind, { plan: RoomPlan; furniture: (room: Room) => Piece[] }> = {
  living: { plan: LIVING, furniture: livingFurniture },
  kitchen: { plan: KITCHEN, furniture: kitchenFurniture },
  bedroom: { plan: BEDROOM, furniture: bedroomFurniture },
  spare: { plan: SPARE, furniture: spareClutter },
};

export interface InteriorShot {
  room: RoomKind;
  /** Moves the camera across the room (feet), so two shots of one room differ. */
  shiftX?: number;
}

/** One photograph of a room in a state: the whole SVG document, named by `label`. */
export function interiorPhoto(shot: InteriorShot, state: InteriorState, label: string): string {
  const spec = ROOMS[shot.room];
  const plan: RoomPlan = { ...spec.plan, camera: { ...spec.plan.camera, x: spec.plan.camera.x + (shot.shiftX ?? 0) } };
  const photo = new Scene(`vantaroom:interior:${shot.room}`, PHOTO.width, PHOTO.height);
  const room = new Room(photo, plan, state, shot.room);
  const base: string[] = [shell(room), floor(room), windows(room), details(room)];
  if (shot.room === "spare") base.push(closet(room));
  base.push(floorLight(room));
  cornerOcclusion(room);
  glare(room);
  // Kitchens and bedrooms are always photographed furnished; `furnished` stages or clears the others.
  const furniture = state.furnished || shot.room === "kitchen" || shot.room === "bedroom" ? spec.furniture(room) : [];
  const drawn = furniture
    .map((piece, index) => ({ piece, index }))
    .sort((a, b) => b.piece.z - a.piece.z || a.index - b.index)
    .map(({ piece }) => piece.draw());
  const scene = [
    ...base,
    // One blurred layer for everything soft under the furniture: each filter costs librsvg a full pass.
    photo.soft(
      [
        `<g opacity="0.8">${room.floorLight.join("")}</g>`,
        `<g opacity="0.3">${room.shadows.join("")}</g>`,
        `<g opacity="0.34">${room.occlusion.join("")}</g>`,
      ],
      8,
      { bounds: "picture" },
    ),
    ...drawn,
  ].join("");
  const lightBloom = photo.soft(room.bloom, 14, {
    opacity: state.windows === "blown" || state.exposure === "single" ? 1 : 0.7,
    bounds: "picture",
  });
  let picture = scene + lightBloom;
  if (state.exposure === "single") {
    picture = `<g filter="${grade(photo, { exposure: -2.0, gamma: 1.35 })}">${scene}</g>` + lightBloom;
  }
  if (state.cast === "tungsten") {
    picture = `<g filter="${grade(photo, { exposure: -0.35, balance: [1.05, 0.86, 0.48], lift: 0.01 })}">${picture}</g>`;
  }
  photo.add(picture, vignette(photo, 0.22, 0.6));
  return photo.svg(label);
}
