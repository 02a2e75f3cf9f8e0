import { mix } from "../colour";
import { circle, fitText, fonts, g, path, rect, Scene, t, text, type Box, boundsOf, poly, type Pt } from "../kit";
import { num } from "../svg";

/**
 * The main floor of the house in exterior.ts, as the three kinds of plan the packages deliver:
 * a standard 2D line plan, an enhanced 2D plan (floor finishes, furniture, dimensions) and a
 * detailed 3D plan (walls extruded, finishes and furniture in axonometric). Plan metres: x east,
 * z north; the street is at z = 0, drawn at the bottom.
 */

type Floor = "oak" | "tile" | "carpet" | "concrete";

interface Room {
  name: string;
  x0: number;
  z0: number;
  x1: number;
  z1: number;
  floor: Floor;
  /** Where the label sits, if not the centre. */
  label?: readonly [number, number];
}

const ROOMS: readonly Room[] = [
  { name: "Garage", x0: -8, z0: 1, x1: 0, z1: 9, floor: "concrete" },
  { name: "Living", x0: 5, z0: 0, x1: 16, z1: 6, floor: "oak", label: [10.5, 3.2] },
  { name: "Dining", x0: 5, z0: 6, x1: 9.5, z1: 11, floor: "oak" },
  { name: "Kitchen", x0: 9.5, z0: 6, x1: 16, z1: 11, floor: "tile", label: [12.75, 9.7] },
  { name: "Entry", x0: 0, z0: 0, x1: 5, z1: 4, floor: "tile", label: [2.3, 2] },
  { name: "Bath", x0: 0, z0: 4, x1: 3, z1: 7, floor: "tile" },
  { name: "Den", x0: 0, z0: 7, x1: 3, z1: 11, floor: "carpet" },
];

/** Wall rectangles [x0, z0, x1, z1], with gaps where doors open. */
const EXT = 0.3;
const INT = 0.15;
const WALLS: readonly (readonly [number, number, number, number])[] = [
  // House shell: the front wall stops at the door and at the living-room glass.
  [0, 0, 3.4, EXT],
  [4.8, 0, 6.2, EXT],
  [15.2, 0, 16, EXT],
  [0, 11 - EXT, 2, 11],
  [12, 11 - EXT, 16, 11],
  [16 - EXT, 0, 16, 3.2],
  [16 - EXT, 10, 16, 11],
  [0, 0, EXT, 11],
  // Garage.
  [-8, 1, -7.1, 1 + EXT],
  [-0.9, 1, 0, 1 + EXT],
  [-8, 9 - EXT, 0, 9],
  [-8, 1, -8 + EXT, 9],
  // Bath and den.
  [0, 4, 1, 4 + INT],
  [1.9, 4, 3, 4 + INT],
  [3, 4, 3 + INT, 7],
  [0, 7, 3, 7 + INT],
  [3, 7, 3 + INT, 8],
  [3, 9, 3 + INT, 11],
  // The stair's side wall.
  [5 - INT, 4.6, 5, 9],
];

/** Glazing in the outside walls: [x0, z0, x1, z1]. */
const WINDOWS: readonly (readonly [number, number, number, number])[] = [
  [6.2, 0, 15.2, EXT],
  [2, 11 - EXT, 12, 11],
  [16 - EXT, 3.2, 16, 10],
];

/** Doors: hinge point, leaf length, the angle the closed leaf points (deg) and the way it swings. */
const DOORS: readonly { x: number; z: number; leaf: number; closed: number; swing: 1 | -1 }[] = [
  { x: 3.4, z: EXT, leaf: 1.4, closed: 0, swing: 1 },
  { x: 1, z: 4 + INT, leaf: 0.9, closed: 0, swing: 1 },
  { x: 3 + INT, z: 8, leaf: 1, closed: 90, swing: -1 },
];

interface Piece {
  x0: number;
  z0: number;
  x1: number;
  z1: number;
  h: number;
  colour: string;
  round?: boolean;
}

const FURNITURE: readonly Piece[] = [
  // Living: sofa, chairs, table and rug.
  { x0: 7, z0: 4.2, x1: 12.5, z1: 5.2, h: 0.8, colour: "#c9c2b7" },
  { x0: 8.6, z0: 2, x1: 10.8, z1: 3.3, h: 0.4, colour: "#6e4c32", round: true },
  { x0: 13.2, z0: 2, x1: 14.6, z1: 3.4, h: 0.75, colour: "#b9855c" },
  { x0: 13.2, z0: 3.9, x1: 14.6, z1: 5.2, h: 0.75, colour: "#b9855c" },
  // Dining table and chairs.
  { x0: 6.2, z0: 7.6, x1: 8.4, z1: 9.8, h: 0.75, colour: "#8a6240" },
  // Kitchen: counters along the walls, and the island.
  { x0: 10, z0: 10.2, x1: 15.6, z1: 10.7, h: 0.9, colour: "#f2f0eb" },
  { x0: 15.1, z0: 6.4, x1: 15.7, z1: 10.7, h: 0.9, colour: "#f2f0eb" },
  { x0: 11, z0: 7.6, x1: 14, z1: 8.6, h: 0.9, colour: "#3e5a5a" },
  // Den desk, bath vanity, the car in the garage.
  { x0: 0.4, z0: 9.8, x1: 2.6, z1: 10.6, h: 0.75, colour: "#8a6240" },
  { x0: 0.4, z0: 6, x1: 1.8, z1: 6.8, h: 0.85, colour: "#f2f0eb" },
  { x0: -6.6, z0: 2.4, x1: -4.6, z1: 7.2, h: 1.3, colour: "#5b6b7d" },
];

const FLOORS: Record<Floor, string> = { oak: "#dcc4a0", tile: "#e4e2dd", carpet: "#d7d1c6", concrete: "#cfcdc8" };

/** Feet and inches, as Alberta listings give room sizes. */
function feet(metres: number): string {
  const inches = Math.round(metres * 39.3701);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** The margin a 2D plan keeps inside its box (the enhanced plan's dimensions need room). */
export const planPadding = (style: "standard" | "enhanced") => (style === "enhanced" ? 30 : 14);

/** Plan width over height, without the margin. */
export const PLAN_ASPECT = 24 / 11;

/** Maps plan metres into a box, north up. */
function planFrame(box: Box, pad: number) {
  const minX = -8;
  const maxX = 16;
  const maxZ = 11;
  const s = Math.min((box.w - pad * 2) / (maxX - minX), (box.h - pad * 2) / maxZ);
  const ox = box.x + (box.w - (maxX - minX) * s) / 2;
  const oy = box.y + (box.h - maxZ * s) / 2;
  return { s, at: (x: number, z: number): Pt => [ox + (x - minX) * s, oy + (maxZ - z) * s] };
}

/** A 2D plan in a box: "standard" is black line work; "enhanced" adds finishes, furniture and dimensions. */
export function plan2D(
  scene: Scene,
  box: Box,
  style: "standard" | "enhanced",
  options: { labels?: boolean } = {},
): string {
  const enhanced = style === "enhanced";
  const { s, at } = planFrame(box, planPadding(style));
  const r = (x0: number, z0: number, x1: number, z1: number, fill: string, extra: { opacity?: number } = {}) => {
    const [ax, ay] = at(x0, z1);
    const [bx, by] = at(x1, z0);
    return rect(ax, ay, bx - ax, by - ay, 0, { fill, opacity: extra.opacity });
  };
  const parts: string[] = [];
  if (enhanced) {
    for (const room of ROOMS) parts.push(r(room.x0, room.z0, room.x1, room.z1, FLOORS[room.floor]));
    // Board lines on the oak, a grid on the tile.
    const lines: string[] = [];
    for (const room of ROOMS) {
      const step = room.floor === "oak" ? 0.25 : room.floor === "tile" ? 0.6 : 0;
      if (!step) continue;
      for (let x = room.x0 + step; x < room.x1; x += step) {
        const [ax, ay] = at(x, room.z1);
        const [, by] = at(x, room.z0);
        lines.push(`M${num(ax)} ${num(ay)}V${num(by)}`);
      }
      if (room.floor === "tile")
        for (let z = room.z0 + step; z < room.z1; z += step) {
          const [ax, ay] = at(room.x0, z);
          const [bx] = at(room.x1, z);
          lines.push(`M${num(ax)} ${num(ay)}H${num(bx)}`);
        }
    }
    parts.push(path(lines.join(""), { stroke: "#000", sw: 0.6, opacity: 0.08 }));
    for (const piece of FURNITURE) {
      const [ax, ay] = at(piece.x0, piece.z1);
      const [bx, by] = at(piece.x1, piece.z0);
      parts.push(
        piece.round
          ? `<ellipse cx="${num((ax + bx) / 2)}" cy="${num((ay + by) / 2)}" rx="${num((bx - ax) / 2)}" ry="${num((by - ay) / 2)}" fill="${mix(piece.colour, "#ffffff", 0.35)}" stroke="#6b655c" stroke-width="1"/>`
          : rect(ax, ay, bx - ax, by - ay, 2, { fill: mix(piece.colour, "#ffffff", 0.35), stroke: "#6b655c", sw: 1 }),
      );
    }
    // Chairs around the dining table.
    for (const [cx, cz] of [
      [6.7, 7.2],
      [7.9, 7.2],
      [6.7, 10.2],
      [7.9, 10.2],
    ] as const) {
      const [x, y] = at(cx, cz);
      parts.push(circle(x, y, s * 0.22, { fill: "#ffffff", stroke: "#6b655c", sw: 1 }));
    }
  } else {
    parts.push(r(-8, 0, 16, 11, "#ffffff"));
  }
  // Stair treads.
  const treads: string[] = [];
  for (let z = 4.8; z < 9; z += 0.28) {
    const [ax, ay] = at(3.15, z);
    const [bx] = at(5 - INT, z);
    treads.push(`M${num(ax)} ${num(ay)}H${num(bx)}`);
  }
  parts.push(path(treads.join(""), { stroke: "#1d1c1a", sw: 1, opacity: 0.7 }));
  // Windows: a thin frame with the glass line through it.
  for (const [x0, z0, x1, z1] of WINDOWS) {
    const [ax, ay] = at(x0, z1);
    const [bx, by] = at(x1, z0);
    const horizontal = bx - ax > by - ay;
    parts.push(
      rect(ax, ay, bx - ax, by - ay, 0, { fill: "#ffffff", stroke: "#1d1c1a", sw: 1.2 }),
      horizontal
        ? path(`M${num(ax)} ${num((ay + by) / 2)}H${num(bx)}`, { stroke: "#1d1c1a", sw: 1 })
        : path(`M${num((ax + bx) / 2)} ${num(ay)}V${num(by)}`, { stroke: "#1d1c1a", sw: 1 }),
    );
  }
  for (const [x0, z0, x1, z1] of WALLS) parts.push(r(x0, z0, x1, z1, "#1d1c1a"));
  // Door leaves and their swings.
  for (const door of DOORS) {
    const [hx, hy] = at(door.x, door.z);
    const a0 = (door.closed * Math.PI) / 180;
    const a1 = a0 + (door.swing * Math.PI) / 2;
    const end = (a: number): Pt => [hx + Math.cos(a) * door.leaf * s, hy - Math.sin(a) * door.leaf * s];
    const [cx, cy] = end(a0);
    const [ox, oy] = end(a1);
    parts.push(
      path(`M${num(hx)} ${num(hy)}L${num(ox)} ${num(oy)}`, { stroke: "#1d1c1a", sw: 1.6 }),
      path(
        `M${num(cx)} ${num(cy)}A${num(door.leaf * s)} ${num(door.leaf * s)} 0 0 ${door.swing > 0 ? 0 : 1} ${num(ox)} ${num(oy)}`,
        {
          stroke: "#1d1c1a",
          sw: 0.8,
          dash: "3 2",
        },
      ),
    );
  }
  // Labels: name and size.
  const cap = Math.max(6.5, s * 0.42);
  for (const room of options.labels === false ? [] : ROOMS) {
    const [lx, ly] = at(...(room.label ?? [(room.x0 + room.x1) / 2, (room.z0 + room.z1) / 2]));
    const roomWidth = (room.x1 - room.x0) * s - 8;
    parts.push(
      fitText(room.name.toUpperCase(), lx, ly - cap * 0.2, roomWidth, (c) => fonts.label(c, 800, 0.12), cap, {
        fill: "#1d1c1a",
        anchor: "middle",
      }).markup,
      fitText(
        `${feet(room.x1 - room.x0)} × ${feet(room.z1 - room.z0)}`,
        lx,
        ly + cap * 1.45,
        roomWidth,
        (c) => fonts.ui(c, 520),
        cap * 0.85,
        {
          fill: "#1d1c1a",
          anchor: "middle",
          opacity: 0.7,
        },
      ).markup,
    );
  }
  if (enhanced) {
    // Overall dimensions outside the walls.
    const [ax, ay] = at(-8, 11);
    const [bx, by] = at(16, 0);
    const dim: string[] = [
      `M${num(ax)} ${num(ay - 14)}H${num(bx)}`,
      `M${num(ax)} ${num(ay - 19)}V${num(ay - 9)}M${num(bx)} ${num(ay - 19)}V${num(ay - 9)}`,
      `M${num(bx + 14)} ${num(ay)}V${num(by)}`,
      `M${num(bx + 9)} ${num(ay)}H${num(bx + 19)}M${num(bx + 9)} ${num(by)}H${num(bx + 19)}`,
    ];
    parts.push(
      path(dim.join(""), { stroke: "#ff5a1f", sw: 1.2 }),
      rect((ax + bx) / 2 - 34, ay - 22, 68, 16, 3, { fill: "#fbfaf7" }),
      t(feet(24), (ax + bx) / 2, ay - 10, fonts.ui(cap * 0.9, 650), { fill: "#ff5a1f", anchor: "middle" }),
      g(
        [
          rect((ay + by) / 2 - 30, -(bx + 22), 60, 16, 3, { fill: "#fbfaf7" }),
          t(feet(11), (ay + by) / 2, -(bx + 10), fonts.ui(cap * 0.9, 650), { fill: "#ff5a1f", anchor: "middle" }),
        ],
        { transform: "rotate(90)" },
      ),
    );
  }
  return parts.join("");
}

/** Axonometric projection of plan metres (x east, z north) and height y, the street side nearest. */
function axo(ox: number, oy: number, s: number) {
  const c = Math.cos(Math.PI / 6);
  return (x: number, z: number, y = 0): Pt => {
    const u = x;
    const w = 11 - z;
    return [ox + (u - w) * c * s, oy + (u + w) * 0.5 * s - y * s];
  };
}

type Axo = ReturnType<typeof axo>;

function block(
  at: Axo,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  y0: number,
  y1: number,
  colour: string,
  top?: string,
) {
  const P = (x: number, z: number, y: number) => at(x, z, y);
  return [
    // The south face (towards the viewer's right) and the east face (towards the left): the two the camera sees.
    path(poly([P(x0, z0, y0), P(x1, z0, y0), P(x1, z0, y1), P(x0, z0, y1)]), { fill: mix(colour, "#000000", 0.14) }),
    path(poly([P(x1, z0, y0), P(x1, z1, y0), P(x1, z1, y1), P(x1, z0, y1)]), { fill: mix(colour, "#000000", 0.26) }),
    path(poly([P(x0, z0, y1), P(x1, z0, y1), P(x1, z1, y1), P(x0, z1, y1)]), { fill: top ?? colour }),
  ].join("");
}

/** The detailed 3D plan: the main floor cut at sill height, finishes, furniture and labels. */
export function plan3D(scene: Scene, box: Box, options: { labels?: boolean } = {}): string {
  // Fit the slab's projected corners (and the labels above them) into the box.
  const unit = axo(0, 0, 1);
  const corners = [unit(-8.2, -0.2, -0.35), unit(16.2, -0.2, -0.35), unit(16.2, 11.2, -0.35), unit(-8.2, 11.2, 2.4)];
  const extent = boundsOf(corners);
  const s = Math.min(box.w / (extent.x1 - extent.x0), box.h / (extent.y1 - extent.y0));
  const originX = box.x + (box.w - (extent.x1 - extent.x0) * s) / 2 - extent.x0 * s;
  const originY = box.y + (box.h - (extent.y1 - extent.y0) * s) / 2 - extent.y0 * s;
  const at = axo(originX, originY, s);
  const parts: string[] = [];
  // The slab, with its edge.
  parts.push(block(at, -8.2, -0.2, 16.2, 11.2, -0.35, 0, "#e9e4da", "#e9e4da"));
  for (const room of ROOMS) {
    parts.push(
      path(poly([at(room.x0, room.z0), at(room.x1, room.z0), at(room.x1, room.z1), at(room.x0, room.z1)]), {
        fill: FLOORS[room.floor],
      }),
    );
  }
  // Board lines on the oak.
  const boards: string[] = [];
  for (const room of ROOMS.filter((r) => r.floor === "oak")) {
    for (let x = room.x0 + 0.3; x < room.x1; x += 0.3) {
      const [ax, ay] = at(x, room.z0);
      const [bx, by] = at(x, room.z1);
      boards.push(`M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`);
    }
  }
  parts.push(path(boards.join(""), { stroke: "#8a6a45", sw: 0.6, opacity: 0.25 }));
  // Soft shadows under the furniture and along the walls, as one blurred layer.
  const shadowShapes: string[] = [];
  const shadowPoints: Pt[] = [];
  for (const p of FURNITURE) {
    const pts = [
      at(p.x0 - 0.1, p.z0 - 0.25),
      at(p.x1 + 0.25, p.z0 - 0.25),
      at(p.x1 + 0.25, p.z1),
      at(p.x0 - 0.1, p.z1),
    ];
    shadowPoints.push(...pts);
    shadowShapes.push(path(poly(pts), { fill: "#2a1d10" }));
  }
  for (const [x0, z0, x1, z1] of WALLS) {
    const pts = [at(x0, z0 - 0.3), at(x1 + 0.3, z0 - 0.3), at(x1 + 0.3, z1), at(x0, z1)];
    shadowPoints.push(...pts);
    shadowShapes.push(path(poly(pts), { fill: "#2a1d10" }));
  }
  parts.push(scene.soft(shadowShapes, Math.max(1, s * 0.12), { opacity: 0.28, bounds: boundsOf(shadowPoints) }));
  // Rug under the living-room set.
  parts.push(path(poly([at(7.4, 1.4), at(12.4, 1.4), at(12.4, 4), at(7.4, 4)]), { fill: "#efe9df", opacity: 0.9 }));
  // Walls and furniture, far to near.
  const wallH = 1.3;
  const items = [
    ...WALLS.map(([x0, z0, x1, z1]) => ({
      key: x1 - z0,
      draw: () => block(at, x0, z0, x1, z1, 0, wallH, "#f7f5f0", "#3a3835"),
    })),
    ...WINDOWS.map(([x0, z0, x1, z1]) => ({
      key: x1 - z0,
      draw: () =>
        block(at, x0, z0, x1, z1, 0, 0.45, "#f7f5f0", "#f7f5f0") +
        block(at, x0 + 0.05, z0 + 0.1, x1 - 0.05, z1 - 0.1, 0.45, wallH, "#a9d0e6", "#cfe6f2"),
    })),
    ...FURNITURE.map((p) => ({
      key: p.x1 - p.z0 - 0.3,
      draw: () => block(at, p.x0, p.z0, p.x1, p.z1, 0, p.h, p.colour, mix(p.colour, "#ffffff", 0.15)),
    })),
  ].sort((a, b) => a.key - b.key);
  // Stair treads rising in the hall.
  for (let i = 0; i < 8; i += 1)
    parts.push(block(at, 3.15, 8.6 - i * 0.5, 4.85, 9 - i * 0.5, 0, 0.12 + i * 0.14, "#b08a5f"));
  parts.push(...items.map((item) => item.draw()));
  if (options.labels !== false) {
    const cap = Math.max(6, s * 0.34);
    for (const room of ROOMS) {
      const [lx, ly] = at(...(room.label ?? [(room.x0 + room.x1) / 2, (room.z0 + room.z1) / 2]), wallH + 0.8);
      const set = text(room.name.toUpperCase(), 0, 0, fonts.label(cap, 800, 0.12));
      const pad = cap * 0.9;
      parts.push(
        rect(
          lx - set.width / 2 - pad,
          ly - cap - pad * 0.75,
          set.width + pad * 2,
          cap + pad * 1.5,
          (cap + pad * 1.5) / 2,
          {
            fill: "#ffffff",
            opacity: 0.94,
          },
        ),
        t(room.name.toUpperCase(), lx, ly, fonts.label(cap, 800, 0.12), { fill: "#1d1c1a", anchor: "middle" }),
      );
    }
  }
  return g(parts);
}
