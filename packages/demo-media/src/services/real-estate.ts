import { mix } from "../colour";
import { box, floorboards, project, quad, shell, type RoomView } from "./interior";
import { IMAGE_SIZE, type CollageImage } from "./kit";
import { circle, ellipse, fonts, g, glow, path, rect, Scene, t, text, vignette } from "../kit";
import { planeX, planeY, planeZ } from "../space";
import { num } from "../svg";

/**
 * Real Estate (VantaRoom): a bright HDR living room, a colour 3D floor plan of a two-storey home,
 * and a bedroom shown empty and virtually staged.
 */

/** The view out of a window: sky, trees and a neighbour's roof, in the given room's wall plane. */
function windowView(scene: Scene, view: RoomView, x0: number, x1: number, y0: number, y1: number, z: number): string {
  const [ax, ay] = project(view, [x0, y1, z]);
  const [bx, by] = project(view, [x1, y0, z]);
  const w = bx - ax;
  const h = by - ay;
  const clip = scene.clip(rect(ax, ay, w, h));
  return g(
    [
      rect(ax, ay, w, h, 0, { fill: scene.fade([0, ay, 0, by], "#9cc8ea", "#e3f1f8") }),
      glow(scene, ax + w * 0.8, ay + h * 0.2, w * 0.5, "#ffffff", 0.6),
      path(
        `M${num(ax)} ${num(ay + h * 0.8)}L${num(ax + w * 0.2)} ${num(ay + h * 0.62)}L${num(ax + w * 0.42)} ${num(ay + h * 0.8)}Z`,
        { fill: "#8a8f99" },
      ),
      rect(ax + w * 0.04, ay + h * 0.8, w * 0.34, h * 0.2, 0, { fill: "#c9c2b6" }),
      ...[
        [0.55, 0.62, 0.2, "#6f9a5a"],
        [0.72, 0.55, 0.24, "#5c8a4c"],
        [0.92, 0.62, 0.2, "#76a062"],
        [0.1, 0.95, 0.16, "#7fa86a"],
      ].map(([cx, cy, r, c]) =>
        circle(ax + w * (cx as number), ay + h * (cy as number), w * (r as number), { fill: c as string }),
      ),
      rect(ax, ay + h * 0.9, w, h * 0.1, 0, { fill: "#8fb877" }),
    ],
    { clip },
  );
}

/** Window frame and mullions on the back wall. */
function windowFrame(
  view: RoomView,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  panes: number,
  colour = "#fbfaf7",
): string {
  const bar = 0.18;
  const parts = [
    quad(view, planeZ([x0 - bar, x1 + bar], [y0 - bar, y0], z), colour),
    quad(view, planeZ([x0 - bar, x1 + bar], [y1, y1 + bar], z), colour),
  ];
  for (let i = 0; i <= panes; i += 1) {
    const x = x0 + ((x1 - x0) * i) / panes;
    parts.push(quad(view, planeZ([x - bar / 2, x + bar / 2], [y0, y1], z), colour));
  }
  // Sill, projecting into the room.
  parts.push(box(view, [x0 - 0.4, y0 - 0.3, z - 0.5], [x1 + 0.4, y0 - 0.1, z], colour, 0.6));
  return parts.join("");
}

/** 1 (4:5) — "Bright living room photographed with HDR". */
function livingRoomImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.portrait;
  const scene = new Scene("shop:services:real-estate-1", W, H);
  const view: RoomView = {
    width: W,
    height: H,
    roomWidth: 16,
    roomHeight: 9.5,
    depth: 18,
    eye: 5,
    focal: 9,
    scale: 118,
    cx: 400,
    cy: 440,
  };
  const D = view.depth;
  const [, floorBackY] = project(view, [0, 0, D]);
  scene.add(
    shell(view, {
      back: "#f4f0e9",
      left: scene.fade([0, 0, 280, 0], "#d9d2c6", "#ece7de"),
      right: scene.fade([W, 0, W - 280, 0], "#e2dcd1", "#efebe3"),
      ceiling: "#f8f6f2",
      floor: scene.fade([0, floorBackY, 0, H], "#d8bc94", "#b58f62"),
    }),
  );
  scene.add(floorboards(view, 0.55, "#8a6a45", 0.35));
  // The big window, with the garden beyond, and daylight pooling on the floor.
  scene.add(windowView(scene, view, -5.2, 5.2, 2.2, 8.2, D));
  scene.add(windowFrame(view, -5.2, 5.2, 2.2, 8.2, D, 3));
  scene.add(
    quad(
      view,
      [
        [-5, 0.01, D - 0.5],
        [5, 0.01, D - 0.5],
        [6.5, 0.01, 6],
        [-6.5, 0.01, 6],
      ],
      "#fff8ea",
      { opacity: 0.22 },
    ),
  );
  // Rug, then furniture from the back forward.
  scene.add(
    quad(view, planeY([-5, 5], 0.02, [6.5, 15]), "#e9e1d3"),
    quad(view, planeY([-4.6, 4.6], 0.03, [6.9, 14.6]), "#ded3c1"),
  );
  // Plant by the window.
  const [px, py] = project(view, [-6.7, 1.4, 16]);
  scene.add(box(view, [-7.2, 0, 15.5], [-6.2, 1.4, 16.5], "#cdbfae"));
  scene.add(
    ...[
      [-30, -70, 46, "#5f8a4e"],
      [20, -110, 40, "#4e7a41"],
      [-10, -150, 34, "#6d9a58"],
      [30, -60, 32, "#557f45"],
      [-40, -120, 30, "#6a9554"],
    ].map(([dx, dy, r, c]) =>
      ellipse(px + (dx as number), py + (dy as number), (r as number) * 0.8, r as number, { fill: c as string }),
    ),
  );
  // Sofa against the window.
  const sofa = "#c9ccd0";
  scene.add(box(view, [-4.2, 0.3, 14.6], [4.2, 1.6, 17.2], sofa));
  scene.add(box(view, [-4.2, 1.6, 16.4], [4.2, 3, 17.2], mix(sofa, "#ffffff", 0.08)));
  scene.add(
    box(view, [-4.6, 0.3, 14.6], [-4.2, 2.2, 17.2], mix(sofa, "#000000", 0.05)),
    box(view, [4.2, 0.3, 14.6], [4.6, 2.2, 17.2], mix(sofa, "#000000", 0.05)),
  );
  scene.add(
    path(
      `M${project(view, [0, 0.4, 14.59])
        .map((v) => num(v))
        .join(" ")}L${project(view, [0, 1.6, 14.59])
        .map((v) => num(v))
        .join(" ")}`,
      { stroke: "#9fa3a8", sw: 1.5 },
    ),
  );
  scene.add(
    box(view, [-3.6, 1.6, 15.9], [-1.8, 2.9, 16.3], "#e0b77a"),
    box(view, [2, 1.6, 15.9], [3.6, 2.8, 16.3], "#7f9cb0"),
  );
  // Floor lamp, right.
  const [lx0, ly0] = project(view, [5.8, 0, 12.5]);
  const [lx1, ly1] = project(view, [5.8, 5.3, 12.5]);
  scene.add(
    path(`M${num(lx0)} ${num(ly0)}L${num(lx1)} ${num(ly1)}`, { stroke: "#2b2b2b", sw: 3 }),
    ellipse(lx0, ly0, 16, 4, { fill: "#2b2b2b" }),
  );
  scene.add(
    path(
      `M${num(lx1 - 26)} ${num(ly1 + 30)}L${num(lx1 - 16)} ${num(ly1 - 8)}H${num(lx1 + 16)}L${num(lx1 + 26)} ${num(ly1 + 30)}Z`,
      { fill: "#f1e6d2" },
    ),
    glow(scene, lx1, ly1 + 20, 90, "#ffe8c0", 0.45),
  );
  // Coffee table on the rug.
  scene.add(
    box(view, [-1.5, 0, 9.8], [-1.35, 1.2, 9.95], "#3a2f26"),
    box(view, [1.35, 0, 9.8], [1.5, 1.2, 9.95], "#3a2f26"),
    box(view, [-1.5, 0, 11.8], [-1.35, 1.2, 11.95], "#3a2f26"),
    box(view, [1.35, 0, 11.8], [1.5, 1.2, 11.95], "#3a2f26"),
  );
  scene.add(box(view, [-1.9, 1.2, 9.6], [1.9, 1.4, 12.1], "#b08a5f"));
  scene.add(
    box(view, [-0.9, 1.4, 10.3], [0.1, 1.6, 11.2], "#e9e4dc"),
    box(view, [0.6, 1.4, 10.4], [0.95, 2.1, 10.75], "#3f6e5e"),
  );
  // Armchair, left.
  scene.add(
    box(view, [-7.4, 0.3, 8], [-5, 1.5, 10.8], "#d9a06b"),
    box(view, [-7.4, 1.5, 8], [-6.9, 3, 10.8], "#cf955f"),
  );
  // Art on the left wall, and a pendant from the ceiling.
  scene.add(quad(view, planeX(-7.98, [3.6, 6.4], [6, 11]), "#f8f4ec", { stroke: "#2e2a25", sw: 3 }));
  scene.add(
    quad(view, planeX(-7.97, [4.2, 5.8], [7, 8.6]), "#e07a4f"),
    quad(view, planeX(-7.97, [4.2, 5.3], [8.9, 10.2]), "#7f9cb0"),
  );
  const [hx, hy] = project(view, [0, 9.5, 10.8]);
  const [hx2, hy2] = project(view, [0, 7, 10.8]);
  scene.add(
    path(`M${num(hx)} ${num(hy)}L${num(hx2)} ${num(hy2)}`, { stroke: "#333", sw: 1.5 }),
    path(`M${num(hx2 - 34)} ${num(hy2 + 22)}A34 26 0 0 1 ${num(hx2 + 34)} ${num(hy2 + 22)}Z`, { fill: "#2e2b28" }),
    glow(scene, hx2, hy2 + 26, 60, "#ffe3b0", 0.5),
  );
  // Pot lights in the ceiling.
  for (const z of [4, 9, 14]) {
    for (const x of [-4, 4]) {
      const [lx, ly] = project(view, [x, view.roomHeight - 0.01, z]);
      const k = view.focal / (z + view.focal);
      scene.add(ellipse(lx, ly, 26 * k * 2, 7 * k * 2, { fill: "#fffdf8", stroke: "#d8d2c8", sw: 1 }));
    }
  }
  // Brightness everywhere: the HDR look lifts the room evenly.
  scene.add(glow(scene, W / 2, 420, 560, "#ffffff", 0.22));
  const chip = text("HDR  ·  5 brackets", 0, 0, fonts.ui(9, 650));
  scene.add(
    rect(30, H - 60, chip.width + 30, 30, 15, { fill: "#000", opacity: 0.5 }),
    t("HDR  ·  5 brackets", 45, H - 40, fonts.ui(9, 650), { fill: "#fff" }),
  );
  scene.add(vignette(scene, 0.15));
  return scene.svg(label);
}

/** Isometric projection for the floor plans: plan feet (x, y) and height z to picture px. */
function iso(ox: number, oy: number, s: number) {
  const c = Math.cos(Math.PI / 6);
  return (x: number, y: number, z = 0): [number, number] => [ox + (x - y) * c * s, oy + (x + y) * 0.5 * s - z * s];
}

type Iso = ReturnType<typeof iso>;

function polygon(
  at: Iso,
  points: readonly (readonly [number, number, number])[],
  fill: string,
  opacity?: number,
): string {
  return path(
    `M${points
      .map(([x, y, z]) =>
        at(x, y, z)
          .map((v) => num(v, 1))
          .join(" "),
      )
      .join("L")}Z`,
    { fill, opacity },
  );
}

/** A box in plan coordinates: top and the two faces that look towards the viewer. */
function isoBox(
  at: Iso,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z0: number,
  z1: number,
  colour: string,
): string {
  return [
    polygon(at, planeX(x1, [y0, y1], [z0, z1]), mix(colour, "#000000", 0.28)),
    polygon(at, planeY([x0, x1], y1, [z0, z1]), mix(colour, "#000000", 0.14)),
    polygon(at, planeZ([x0, x1], [y0, y1], z1), colour),
  ].join("");
}

interface Room {
  name: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  floor: "oak" | "tile" | "carpet" | "slate";
}

const FLOORS = { oak: "#d9b98f", tile: "#dfe3e4", carpet: "#c9c3d8", slate: "#a9b3b8" } as const;

/** One storey: floor finishes, walls extruded to a cutaway height, furniture, and room labels. */
function storey(
  at: Iso,
  rooms: readonly Room[],
  walls: readonly [number, number, number, number][],
  furniture: readonly [number, number, number, number, number, string][],
  s: number,
): string {
  const parts: string[] = [];
  // The slab, with a little thickness.
  parts.push(isoBox(at, -0.6, -0.6, 40.6, 28.6, -1.2, 0, "#e9e4da"));
  for (const r of rooms) parts.push(polygon(at, planeZ([r.x0, r.x1], [r.y0, r.y1], 0), FLOORS[r.floor]));
  // Walls and furniture, drawn back to front.
  const wallH = 2.6;
  const items = [
    ...walls.map(([x0, y0, x1, y1]) => ({ key: x1 + y1, draw: () => isoBox(at, x0, y0, x1, y1, 0, wallH, "#f7f5f0") })),
    ...furniture.map(([x0, y0, x1, y1, h, c]) => ({
      key: x1 + y1 - 0.5,
      draw: () => isoBox(at, x0, y0, x1, y1, 0, h, c),
    })),
  ].sort((a, b) => a.key - b.key);
  for (const item of items) parts.push(item.draw());
  for (const r of rooms) {
    const [lx, ly] = at((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2, 3.4);
    const set = text(r.name.toUpperCase(), 0, 0, fonts.label(s * 0.72, 700, 0.12));
    parts.push(
      rect(lx - set.width / 2 - 8, ly - s * 0.72 - 6, set.width + 16, s * 0.72 + 12, (s * 0.72 + 12) / 2, {
        fill: "#ffffff",
        opacity: 0.92,
      }),
    );
    parts.push(
      t(r.name.toUpperCase(), lx, ly, fonts.label(s * 0.72, 700, 0.12), { fill: "#2a2724", anchor: "middle" }),
    );
  }
  return parts.join("");
}

const W_EXT = 0.5;
const W_INT = 0.3;
/** The outline walls of a 40 × 28 ft plate, leaving gaps for doors where given. */
function exterior(): [number, number, number, number][] {
  return [
    [0, 0, 40, W_EXT],
    [0, 0, W_EXT, 28],
    [40 - W_EXT, 0, 40, 28],
    [0, 28 - W_EXT, 17, 28],
    [20, 28 - W_EXT, 40, 28],
  ];
}

/** 2 (square) — "Colour 3D floor plan of a two-storey home": the two storeys as an exploded axonometric. */
function floorPlanImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.square;
  const scene = new Scene("shop:services:real-estate-2", W, H);
  scene.add(rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, 0, H], "#f4f1ec", "#e4dfd6") }));
  const s = 10;
  const main = iso(440, 560, s);
  const upper = iso(440, 170, s);
  const mainRooms: Room[] = [
    { name: "Living", x0: 0, y0: 0, x1: 18, y1: 16, floor: "oak" },
    { name: "Kitchen", x0: 18, y0: 0, x1: 40, y1: 13, floor: "tile" },
    { name: "Dining", x0: 18, y0: 13, x1: 30, y1: 28, floor: "oak" },
    { name: "Bath", x0: 30, y0: 13, x1: 40, y1: 20, floor: "slate" },
    { name: "Entry", x0: 30, y0: 20, x1: 40, y1: 28, floor: "slate" },
    { name: "Den", x0: 0, y0: 16, x1: 18, y1: 28, floor: "carpet" },
  ];
  const mainWalls: [number, number, number, number][] = [
    ...exterior(),
    [18, 0, 18 + W_INT, 10],
    [0, 16, 12, 16 + W_INT],
    [30, 13, 30 + W_INT, 28],
    [30, 20, 40, 20 + W_INT],
    [18, 13, 26, 13 + W_INT],
  ];
  const mainFurniture: [number, number, number, number, number, string][] = [
    [2, 3, 4.5, 12, 2.2, "#7f9cb0"],
    [8, 6, 11, 9, 1.4, "#8a6a48"],
    [14.5, 4, 16.5, 12, 1.8, "#3d3a36"],
    [20, 1, 38, 3, 3, "#ffffff"],
    [24, 6, 32, 9, 3, "#4a5f6e"],
    [21, 18, 27, 23, 2.4, "#a07850"],
    [33, 14, 39, 16.5, 2.2, "#ffffff"],
    [3, 19, 9, 25, 2, "#c96b4a"],
  ];
  const upperRooms: Room[] = [
    { name: "Primary", x0: 0, y0: 0, x1: 18, y1: 16, floor: "carpet" },
    { name: "Ensuite", x0: 18, y0: 0, x1: 28, y1: 10, floor: "tile" },
    { name: "Bed 2", x0: 28, y0: 0, x1: 40, y1: 14, floor: "carpet" },
    { name: "Hall", x0: 18, y0: 10, x1: 28, y1: 28, floor: "oak" },
    { name: "Bath", x0: 28, y0: 14, x1: 40, y1: 21, floor: "slate" },
    { name: "Laundry", x0: 28, y0: 21, x1: 40, y1: 28, floor: "tile" },
    { name: "Bed 3", x0: 0, y0: 16, x1: 18, y1: 28, floor: "carpet" },
  ];
  const upperWalls: [number, number, number, number][] = [
    [0, 0, 40, W_EXT],
    [0, 0, W_EXT, 28],
    [40 - W_EXT, 0, 40, 28],
    [0, 28 - W_EXT, 40, 28],
    [18, 0, 18 + W_INT, 12],
    [18, 14, 18 + W_INT, 28],
    [28, 0, 28 + W_INT, 8],
    [28, 10, 28 + W_INT, 28],
    [18, 10, 24, 10 + W_INT],
    [0, 16, 14, 16 + W_INT],
    [28, 14, 40, 14 + W_INT],
    [28, 21, 40, 21 + W_INT],
  ];
  const upperFurniture: [number, number, number, number, number, string][] = [
    [3, 3, 10, 10, 1.8, "#f1ece4"],
    [3, 3, 4.2, 10, 3.4, "#6e5a4a"],
    [20, 1, 26, 3, 2.6, "#ffffff"],
    [31, 2, 37, 7, 1.8, "#e3c6a0"],
    [3, 19, 8, 25, 1.8, "#b8c9b5"],
    [20, 14, 26, 24, 0.8, "#c4a37c"],
    [30, 23, 34, 27, 2.8, "#ffffff"],
    [34.5, 23, 38.5, 27, 2.8, "#ffffff"],
  ];
  // Guides from the upper slab's corners down to the main floor's, as in an exploded drawing.
  const guides = [
    [0, 0],
    [40, 0],
    [0, 28],
    [40, 28],
  ]
    .map(([x, y]) => {
      const [ux, uy] = upper(x as number, y as number, -1.2);
      const [, my] = main(x as number, y as number, 0);
      return `M${num(ux)} ${num(uy)}V${num(my)}`;
    })
    .join("");
  scene.add(path(guides, { stroke: "#8b857b", sw: 1.2, dash: "4 6", opacity: 0.8 }));
  scene.add(storey(main, mainRooms, mainWalls, mainFurniture, s));
  scene.add(storey(upper, upperRooms, upperWalls, upperFurniture, s));
  // Stairs: treads rising in the hall, and on the main floor by the entry.
  for (let i = 0; i < 8; i += 1)
    scene.add(isoBox(upper, 24.5, 12 + i * 1.6, 27.5, 13.6 + i * 1.6, 0, 0.4 + i * 0.35, "#b08a5f"));
  scene.add(
    t("UPPER FLOOR", W - 50, 548, fonts.label(11, 700, 0.24), { fill: "#2a2724", anchor: "end" }),
    t("1,080 sq ft  ·  3 bed  ·  2 bath", W - 50, 572, fonts.ui(10, 520), {
      fill: "#2a2724",
      opacity: 0.7,
      anchor: "end",
    }),
  );
  scene.add(
    t("MAIN FLOOR", W - 50, 860, fonts.label(11, 700, 0.24), { fill: "#2a2724", anchor: "end" }),
    t("1,120 sq ft  ·  open plan", W - 50, 884, fonts.ui(10, 520), { fill: "#2a2724", opacity: 0.7, anchor: "end" }),
  );
  scene.add(
    t("VANTAROOM  ·  3D FLOOR PLAN", 40, 56, fonts.label(10, 700, 0.28), { fill: "#d9531f" }),
    t("142 Evergreen Way SW", 40, 90, fonts.display(22, 720, 100, -0.01), { fill: "#1d1c1a" }),
  );
  // North arrow and a scale bar.
  scene.add(
    circle(W - 60, 66, 20, { stroke: "#1d1c1a", sw: 1.5 }),
    path(`M${W - 60} 50L${W - 54} 72L${W - 60} 67L${W - 66} 72Z`, { fill: "#1d1c1a" }),
    t("N", W - 60, 40, fonts.ui(9, 700), { fill: "#1d1c1a", anchor: "middle" }),
  );
  return scene.svg(label);
}

/** The bedroom, empty or staged. */
function bedroom(scene: Scene, view: RoomView, staged: boolean): string {
  const D = view.depth;
  const [, floorBackY] = project(view, [0, 0, D]);
  const parts: string[] = [
    shell(view, {
      back: "#ece7df",
      left: scene.fade([0, 0, 260, 0], "#d6cfc2", "#e6e1d8"),
      right: scene.fade([view.width, 0, view.width - 260, 0], "#ddd6ca", "#e9e4db"),
      ceiling: "#f6f4f0",
      floor: scene.fade([0, floorBackY, 0, view.height], "#cfb08a", "#a9845a"),
    }),
    floorboards(view, 0.5, "#7d5d3c", 0.3, 3),
    windowView(scene, view, -5.6, -2.2, 2.6, 7.4, D),
    windowFrame(view, -5.6, -2.2, 2.6, 7.4, D, 2),
    quad(
      view,
      [
        [-5.4, 0.01, D - 0.4],
        [-2.4, 0.01, D - 0.4],
        [-1.6, 0.01, 7],
        [-5.8, 0.01, 7],
      ],
      "#fff8ea",
      { opacity: 0.2 },
    ),
    // Baseboard.
    quad(view, planeZ([-6.5, 6.5], [0, 0.4], D - 0.01), "#fbfaf7"),
  ];
  if (!staged) return parts.join("");
  parts.push(quad(view, planeY([-4.4, 4.4], 0.02, [5, 12.5]), "#dcd3c4"));
  // The bed sits right of centre, so the staged half shows most of it.
  const B = 1.1;
  // Art above the bed, a headboard, and the bed itself.
  parts.push(
    quad(view, planeZ([B - 1.9, B + 1.9], [4.6, 6.8], D - 0.02), "#2f2b27"),
    quad(view, planeZ([B - 1.75, B + 1.75], [4.75, 6.65], D - 0.03), "#efe6d6"),
  );
  parts.push(
    quad(view, planeZ([B - 1.4, B + 0.2], [5, 6.3], D - 0.04), "#c7795a"),
    quad(view, planeZ([B + 0.4, B + 1.4], [5, 5.9], D - 0.04), "#8aa39a"),
  );
  parts.push(box(view, [B - 3.2, 0, D - 0.4], [B + 3.2, 4.2, D - 0.1], "#8f7a66"));
  // Nightstands and lamps.
  for (const side of [-1, 1]) {
    const x = B + side * 4.2;
    parts.push(box(view, [x - 0.9, 0, D - 1.8], [x + 0.9, 2, D - 0.2], "#b58d62"));
    const [lx, ly] = project(view, [x, 2, D - 1]);
    const [tx, ty] = project(view, [x, 3.4, D - 1]);
    parts.push(
      path(`M${num(lx)} ${num(ly)}L${num(tx)} ${num(ty)}`, { stroke: "#3a332c", sw: 2 }),
      path(
        `M${num(tx - 16)} ${num(ty + 6)}L${num(tx - 10)} ${num(ty - 16)}H${num(tx + 10)}L${num(tx + 16)} ${num(ty + 6)}Z`,
        { fill: "#f4ead8" },
      ),
      glow(scene, tx, ty, 60, "#ffe2b0", 0.45),
    );
  }
  parts.push(box(view, [B - 2.7, 0, 7], [B + 2.7, 0.9, D - 0.4], "#8f7a66"));
  parts.push(box(view, [B - 2.75, 0.9, 7], [B + 2.75, 2, D - 0.4], "#f3efe8", 0.6));
  parts.push(box(view, [B - 2.85, 1.5, 7], [B + 2.85, 2.15, 9.2], "#9fb0a6"));
  parts.push(box(view, [B - 2.8, 1.4, 7], [B + 2.8, 2.1, 10.5], "#9fb0a6"));
  parts.push(
    box(view, [B - 2.2, 2, D - 2], [B - 0.2, 2.9, D - 1.2], "#fbfaf7"),
    box(view, [B + 0.2, 2, D - 2], [B + 2.2, 2.9, D - 1.2], "#fbfaf7"),
  );
  // A plant in the far corner and a bench at the foot of the bed.
  parts.push(box(view, [4.7, 0, 11], [5.8, 1.3, 12.1], "#d2c4b0"));
  const [px, py] = project(view, [5.25, 1.3, 11.5]);
  parts.push(
    ...[
      [-20, -40, 30, "#5f8a4e"],
      [14, -66, 26, "#4e7a41"],
      [-6, -90, 22, "#6d9a58"],
    ].map(([dx, dy, r, c]) =>
      ellipse(px + (dx as number), py + (dy as number), (r as number) * 0.8, r as number, { fill: c as string }),
    ),
  );
  return parts.join("");
}

/** 4 (3:4) — "Empty bedroom beside the same room virtually staged". */
function stagingImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.tall;
  const scene = new Scene("shop:services:real-estate-4", W, H);
  const view: RoomView = {
    width: W,
    height: H,
    roomWidth: 13,
    roomHeight: 9,
    depth: 16,
    eye: 4.6,
    focal: 8,
    scale: 122,
    cx: W / 2,
    cy: 500,
  };
  const left = scene.clip(rect(0, 0, W / 2, H));
  const right = scene.clip(rect(W / 2, 0, W / 2, H));
  scene.add(g(bedroom(scene, view, false), { clip: left }));
  scene.add(g(bedroom(scene, view, true), { clip: right }));
  scene.add(glow(scene, W / 2, 500, 520, "#ffffff", 0.15));
  // The comparison slider.
  scene.add(
    rect(W / 2 - 1.5, 0, 3, H, 0, { fill: "#fff" }),
    circle(W / 2, H * 0.62, 26, { fill: "#fff" }),
    path(`M${W / 2 - 8} ${H * 0.62 - 8}l-8 8 8 8M${W / 2 + 8} ${H * 0.62 - 8}l8 8 -8 8`, {
      stroke: "#1d1c1a",
      sw: 2.6,
      cap: "round",
      join: "round",
    }),
  );
  const tag = (x: number, value: string, anchor: "start" | "end") => {
    const set = text(value, 0, 0, fonts.label(9, 700, 0.2));
    const bx = anchor === "start" ? x : x - set.width - 28;
    return (
      rect(bx, 30, set.width + 28, 30, 15, { fill: "#000", opacity: 0.55 }) +
      t(value, bx + 14, 50, fonts.label(9, 700, 0.2), { fill: "#fff" })
    );
  };
  scene.add(tag(24, "EMPTY", "start"), tag(W - 24, "VIRTUALLY STAGED", "end"), vignette(scene, 0.18));
  return scene.svg(label);
}

export const realEstateImages: Readonly<Record<string, CollageImage>> = {
  "real-estate-1": { shape: "portrait", draw: livingRoomImage },
  "real-estate-2": { shape: "square", draw: floorPlanImage },
  "real-estate-4": { shape: "tall", draw: stagingImage },
};
