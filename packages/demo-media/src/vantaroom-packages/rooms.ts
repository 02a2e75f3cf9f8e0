import { mix } from "../colour";
import { circle, ellipse, g, path, rect, Scene, boundsOf, poly, type Pt } from "../kit";
import { project, type P3, type RoomView } from "../services/interior";
import { num, stops, stopsAt } from "../svg";
import { PACKAGE_SHOT, vertical } from "./kit";
import { planeX, planeY, planeZ } from "../space";

/**
 * Interiors photographed the way a listing photographer shoots them: a wide lens at chest height,
 * verticals kept straight, every room lit evenly (the HDR look) with the windows still holding the
 * view outside. Drawn in one-point perspective with services/interior.ts, in feet,
 * then given what flat shapes lack: gradients across every surface, soft contact shadows, light
 * pooling on the floor and shade gathering in the corners.
 */

const { width: W, height: H } = PACKAGE_SHOT;

const at = (view: RoomView, p: P3): Pt => project(view, p);
const face = (view: RoomView, points: readonly P3[]): string => poly(points.map((p) => at(view, p)));

/** A horizontal disc (a round table top, a rug, a lamp shade's rim) as a projected polygon. */
function disc(view: RoomView, cx: number, y: number, cz: number, r: number, rz = r): string {
  const points: Pt[] = [];
  for (let i = 0; i < 48; i += 1) {
    const a = (i / 48) * Math.PI * 2;
    points.push(at(view, [cx + Math.cos(a) * r, y, cz + Math.sin(a) * rz]));
  }
  return poly(points);
}

/**
 * A box of furniture or joinery with every visible face painted by a gradient: tops catch the
 * ceiling light, fronts darken towards the floor, sides darken towards the room.
 */
function solid(
  scene: Scene,
  view: RoomView,
  [x0, y0, z0]: P3,
  [x1, y1, z1]: P3,
  colour: string,
  options: { radius?: number; light?: number } = {},
): string {
  const light = options.light ?? 1;
  const parts: string[] = [];
  const sideFill = (xs: number) => {
    const [ax] = at(view, [xs, y0, z0]);
    const [bx] = at(view, [xs, y0, z1]);
    return scene.fade([ax, 0, bx, 0], mix(colour, "#000000", 0.28 * light), mix(colour, "#000000", 0.12 * light));
  };
  if (x0 > 0) parts.push(path(face(view, planeX(x0, [y0, y1], [z0, z1])), { fill: sideFill(x0) }));
  if (x1 < 0) parts.push(path(face(view, planeX(x1, [y0, y1], [z0, z1])), { fill: sideFill(x1) }));
  if (y1 < view.eye) {
    const [, ny] = at(view, [0, y1, z0]);
    const [, fy] = at(view, [0, y1, z1]);
    parts.push(
      path(face(view, planeY([x0, x1], y1, [z0, z1])), {
        fill: scene.fade([0, fy, 0, ny], mix(colour, "#ffffff", 0.1 * light), mix(colour, "#ffffff", 0.22 * light)),
      }),
    );
  }
  if (y0 > view.eye)
    parts.push(path(face(view, planeY([x0, x1], y0, [z0, z1])), { fill: mix(colour, "#000000", 0.3) }));
  const [fx0, fy0] = at(view, [x0, y1, z0]);
  const [fx1, fy1] = at(view, [x1, y0, z0]);
  parts.push(
    rect(fx0, fy0, fx1 - fx0, fy1 - fy0, options.radius ?? 0, {
      fill: scene.fade([0, fy0, 0, fy1], mix(colour, "#ffffff", 0.06 * light), mix(colour, "#000000", 0.16 * light)),
    }),
  );
  return parts.join("");
}

/** The shade a piece throws on the floor around its footprint: soft, darkest under it. */
function contact(scene: Scene, view: RoomView, x0: number, z0: number, x1: number, z1: number, depth = 0.5) {
  const points = planeY([x0 - 0.2, x1 + 0.2], 0, [z0 - 0.2, z1 + 0.2]).map((p) => at(view, p));
  return scene.soft(path(poly(points), { fill: "#2a1d10", opacity: depth }), 6, { bounds: boundsOf(points) });
}

/**
 * Soft shade where two surfaces meet (ambient occlusion): a strip `width` feet into the surface
 * along `toward`, darkest at the edge. Gradients rather than a blur, because a blurred line the
 * length of a room would cost a canvas-wide filter; the strip is cut into pieces, each with its
 * own gradient, because perspective narrows it as it recedes.
 */
function edgeShade(
  scene: Scene,
  view: RoomView,
  a: P3,
  b: P3,
  toward: P3,
  width: number,
  opacity: number,
  colour = "#5a4632",
): string {
  const lerp = (t: number): P3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
  const off = (p: P3): P3 => [p[0] + toward[0] * width, p[1] + toward[1] * width, p[2] + toward[2] * width];
  const pieces = a[2] === b[2] ? 1 : 10;
  const parts: string[] = [];
  for (let i = 0; i < pieces; i += 1) {
    // Receding edges are cut finely near the camera, where the strip changes size fastest.
    const t0 = (i / pieces) ** 2;
    const t1 = ((i + 1) / pieces) ** 2;
    const [p0, p1] = [lerp(t0), lerp(t1)];
    const mid = lerp((t0 + t1) / 2);
    const [pa, pb, pm, pc] = [at(view, p0), at(view, p1), at(view, mid), at(view, off(mid))];
    const dx = pb[0] - pa[0];
    const dy = pb[1] - pa[1];
    const len = Math.hypot(dx, dy) || 1;
    let nx = -dy / len;
    let ny = dx / len;
    let reach = (pc[0] - pm[0]) * nx + (pc[1] - pm[1]) * ny;
    if (reach < 0) {
      nx = -nx;
      ny = -ny;
      reach = -reach;
    }
    const fill = scene.linear(
      [pm[0], pm[1], pm[0] + nx * reach, pm[1] + ny * reach],
      stopsAt([0, colour, opacity], [0.35, colour, opacity * 0.35], [1, colour, 0]),
    );
    parts.push(path(poly([pa, pb, at(view, off(p1)), at(view, off(p0))]), { fill }));
  }
  return parts.join("");
}

/** White baseboards along the side and back walls. */
function baseboards(view: RoomView): string {
  const D = view.depth;
  const hw = view.roomWidth / 2;
  const near = -view.focal * 0.9;
  const h = 0.38;
  return [
    path(face(view, planeX(-hw + 0.01, [0, h], [near, D])), { fill: "#f4f2ee" }),
    path(face(view, planeX(hw - 0.01, [0, h], [near, D])), { fill: "#ebe8e2" }),
    path(face(view, planeZ([-hw, hw], [0, h], D - 0.01)), { fill: "#f7f5f1" }),
  ].join("");
}

/** Leaves of a fiddle-leaf fig or an olive tree, clustered around a stem top in screen space. */
function foliage(scene: Scene, x: number, y: number, size: number, seed: number, greens: readonly string[]): string {
  const random = scene.random;
  const leaves: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const a = random.range(-Math.PI * 1.05, 0.05) + seed * 0.01;
    const d = Math.sqrt(random.next()) * size;
    const lx = x + Math.cos(a) * d * 0.62;
    const ly = y + Math.sin(a) * d * 0.9 + size * 0.25;
    const len = size * random.range(0.2, 0.3);
    const angle = random.range(-70, 70);
    const colour = greens[i % greens.length] as string;
    leaves.push(
      g(
        path(
          `M0 0C${num(len * 0.35)} ${num(-len * 0.3)} ${num(len * 0.8)} ${num(-len * 0.25)} ${num(len)} 0C${num(len * 0.8)} ${num(len * 0.25)} ${num(len * 0.35)} ${num(len * 0.3)} 0 0Z`,
          { fill: colour },
        ),
        { transform: `translate(${num(lx)} ${num(ly)}) rotate(${num(angle - 90)})` },
      ),
    );
  }
  return leaves.join("");
}

/** The garden through the glass: sky, a soft treeline and lawn, a little brighter than the room. */
function gardenView(scene: Scene, x0: number, y0: number, x1: number, y1: number, seed: number): string {
  const w = x1 - x0;
  const h = y1 - y0;
  const horizon = y0 + h * 0.62;
  const random = scene.random;
  const trees: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const tx = x0 + ((i + random.range(-0.3, 0.3)) / 13) * w;
    const r = h * random.range(0.14, 0.26);
    trees.push(
      circle(tx, horizon - r * 0.6, r, { fill: ["#86a36d", "#6f915c", "#9db683"][Math.abs(i + seed) % 3] as string }),
    );
  }
  const clip = scene.clip(rect(x0, y0, w, h));
  return g(
    [
      rect(x0, y0, w, h, 0, {
        fill: vertical(scene, y0, horizon, [
          [0, "#bcd7ee"],
          [0.7, "#e4eff7"],
          [1, "#f4f7f5"],
        ]),
      }),
      scene.soft(trees, 5, { bounds: { x0, y0, x1, y1 } }),
      rect(x0, horizon - h * 0.03, w, h * 0.06, 0, { fill: "#7d9a62", opacity: 0.6 }),
      rect(x0, horizon, w, y1 - horizon, 0, {
        fill: scene.fade([0, horizon, 0, y1], "#a9c48a", "#8fb173"),
      }),
      rect(x0, y0, w, h, 0, { fill: "#ffffff", opacity: 0.16 }),
    ],
    { clip },
  );
}

/**
 * The living room: a wall of windows onto the garden, a sofa facing the camera, a round coffee
 * table on a wool rug, armchairs at the edges of the frame. Bright, even, true to colour.
 */
export function livingRoom(scene: Scene): string {
  const view: RoomView = {
    width: W,
    height: H,
    roomWidth: 22,
    roomHeight: 10,
    depth: 19,
    eye: 4.6,
    focal: 11,
    scale: 80,
    cx: 620,
    cy: 350,
  };
  const D = view.depth;
  const hw = view.roomWidth / 2;
  const RH = view.roomHeight;
  const near = -view.focal * 0.9;
  const parts: string[] = [];
  const [, backFloorY] = at(view, [0, 0, D]);
  const [, backCeilY] = at(view, [0, RH, D]);
  const [leftBackX] = at(view, [-hw, 0, D]);
  const [rightBackX] = at(view, [hw, 0, D]);
  // The shell: walls lit from the windows, a pale ceiling, light oak floor.
  parts.push(
    path(face(view, planeY([-hw, hw], RH, [near, D])), {
      fill: scene.fade([0, 0, 0, backCeilY], "#e9e6e0", "#f7f5f1"),
    }),
    path(face(view, planeX(-hw, [0, RH], [near, D])), { fill: scene.fade([0, 0, leftBackX, 0], "#e2ddd4", "#f3f0ea") }),
    path(face(view, planeX(hw, [0, RH], [near, D])), { fill: scene.fade([W, 0, rightBackX, 0], "#ddd7cd", "#f1ede6") }),
    path(face(view, planeZ([-hw, hw], [0, RH], D)), { fill: "#f2efe9" }),
    path(face(view, planeY([-hw, hw], 0, [near, D])), {
      fill: scene.fade([0, backFloorY, 0, H], "#dcc29c", "#c09266"),
    }),
  );
  parts.push(floorboards(view, 0.28), baseboards(view));
  // Three tall windows in the back wall, framed in black, with the garden beyond.
  const windows = [
    [-8.6, -3.1],
    [-2.75, 2.75],
    [3.1, 8.6],
  ] as const;
  const [wy0, wy1] = [1.1, 8.9];
  for (const [wx0, wx1] of windows) {
    const [ax, ay] = at(view, [wx0, wy1, D]);
    const [bx, by] = at(view, [wx1, wy0, D]);
    parts.push(gardenView(scene, ax, ay, bx, by, Math.round(wx0)));
  }
  for (const [wx0, wx1] of windows) {
    const [ax, ay] = at(view, [wx0, wy1, D]);
    const [bx, by] = at(view, [wx1, wy0, D]);
    const [mx] = at(view, [(wx0 + wx1) / 2, 0, D]);
    parts.push(
      path(
        `M${num(ax)} ${num(ay)}H${num(bx)}V${num(by)}H${num(ax)}Z` +
          `M${num(mx)} ${num(ay)}V${num(by)}M${num(ax)} ${num(ay + (by - ay) * 0.72)}H${num(bx)}`,
        { stroke: "#1f2022", sw: 4, join: "miter" },
      ),
    );
  }
  // Daylight: the windows bloom a little, and their reflections stretch across the glossy floor.
  const bloom: string[] = [];
  const reflections: string[] = [];
  const reflectionPoints: Pt[] = [];
  for (const [wx0, wx1] of windows) {
    const [ax, ay] = at(view, [wx0, wy1, D]);
    const [bx, by] = at(view, [wx1, wy0, D]);
    bloom.push(rect(ax, ay, bx - ax, by - ay, 0, { fill: "#ffffff" }));
    const points = (
      [
        [wx0 + 0.3, 0, D - 0.2],
        [wx1 - 0.3, 0, D - 0.2],
        [wx1 * 1.25, 0, D - 9],
        [wx0 * 1.25, 0, D - 9],
      ] as const
    ).map((p) => at(view, p));
    reflectionPoints.push(...points);
    reflections.push(path(poly(points), { fill: "#fffaf0" }));
  }
  const [wl, wt] = at(view, [-8.6, wy1, D]);
  const [wr, wb] = at(view, [8.6, wy0, D]);
  parts.push(
    scene.soft(bloom, 14, { opacity: 0.35, bounds: { x0: wl, y0: wt, x1: wr, y1: wb } }),
    scene.soft(reflections, 12, { opacity: 0.3, bounds: boundsOf(reflectionPoints) }),
  );
  // Shade gathering in the room's corners.
  parts.push(
    edgeShade(scene, view, [-hw, 0, near], [-hw, 0, D], [1, 0, 0], 1.4, 0.3),
    edgeShade(scene, view, [hw, 0, near], [hw, 0, D], [-1, 0, 0], 1.4, 0.3),
    edgeShade(scene, view, [-hw, 0, D], [hw, 0, D], [0, 0, -1], 1.6, 0.3),
    edgeShade(scene, view, [-hw, 0, D], [-hw, RH, D], [1, 0, 0], 1.2, 0.16),
    edgeShade(scene, view, [hw, 0, D], [hw, RH, D], [-1, 0, 0], 1.2, 0.16),
    edgeShade(scene, view, [-hw, RH, near], [-hw, RH, D], [1, 0, 0], 1.2, 0.1),
    edgeShade(scene, view, [hw, RH, near], [hw, RH, D], [-1, 0, 0], 1.2, 0.1),
    edgeShade(scene, view, [-hw, RH, D], [hw, RH, D], [0, 0, -1], 1.2, 0.1),
  );
  // Pot lights in the ceiling.
  for (const z of [3, 9, 15]) {
    for (const x of [-5.5, 5.5]) {
      const [lx, ly] = at(view, [x, RH, z]);
      const k = view.focal / (z + view.focal);
      parts.push(
        ellipse(lx, ly, 18 * k * 2.4, 5 * k * 2.4, { fill: "#ffffff", stroke: "#d9d4cb", sw: 1 }),
        scene.pool(lx, ly + 4, 60 * k * 2.4, 22 * k * 2.4, "#fff6e2", 0.5),
      );
    }
  }
  // Art on the left wall: a large canvas of warm abstract colour.
  const art = (points: readonly P3[], fill: string) => path(face(view, points), { fill });
  parts.push(
    edgeShade(scene, view, [-hw + 0.02, 3.5, 10.6], [-hw + 0.02, 7.5, 10.6], [0, 0, 1], 0.6, 0.35, "#3b2a1c"),
    edgeShade(scene, view, [-hw + 0.02, 3.5, 5], [-hw + 0.02, 3.5, 10.6], [0, -1, 0], 0.5, 0.3, "#3b2a1c"),
    art(planeX(-hw + 0.05, [3.5, 7.5], [5, 10.6]), "#efe6d8"),
    art(
      [
        [-hw + 0.06, 3.5, 5],
        [-hw + 0.06, 5.6, 5],
        [-hw + 0.06, 6.4, 8.2],
        [-hw + 0.06, 3.5, 8.9],
      ],
      "#d8794a",
    ),
    art(
      [
        [-hw + 0.06, 3.5, 8.2],
        [-hw + 0.06, 4.6, 7.5],
        [-hw + 0.06, 5.2, 10.6],
        [-hw + 0.06, 3.5, 10.6],
      ],
      "#2f4a45",
    ),
  );
  // A tall plant in the back left corner.
  const [potX, potY] = at(view, [-9.4, 0, 16.6]);
  const [, potTop] = at(view, [-9.4, 1.7, 16.6]);
  parts.push(
    scene.soft(ellipse(potX, potY, 40, 9, { fill: "#3a2a1a", opacity: 0.45 }), 5, {
      bounds: {
        x0: potX - 40,
        y0: potY - 9,
        x1: potX + 40,
        y1: potY + 9,
      },
    }),
    path(`M${num(potX - 30)} ${num(potTop)}H${num(potX + 30)}L${num(potX + 24)} ${num(potY)}H${num(potX - 24)}Z`, {
      fill: scene.fade([potX - 30, 0, potX + 30, 0], "#e8e2d8", "#b9b1a5"),
    }),
    path(`M${num(potX)} ${num(potTop)}L${num(potX - 4)} ${num(potTop - 150)}`, { stroke: "#5b4532", sw: 3 }),
    foliage(scene, potX - 4, potTop - 150, 120, 1, ["#4f7a3e", "#3f6a32", "#6a9650", "#5a8845", "#35592a"]),
  );
  // Arc floor lamp at the back right, its shade lit.
  const [baseX, baseY] = at(view, [8.8, 0, 15.4]);
  const [topX, topY] = at(view, [8.8, 6.8, 15.4]);
  const [shadeX, shadeY] = at(view, [5.2, 6.2, 15.4]);
  parts.push(
    ellipse(baseX, baseY, 20, 5, { fill: "#2b2b2c" }),
    path(
      `M${num(baseX)} ${num(baseY)}L${num(topX)} ${num(topY + 30)}Q${num(topX)} ${num(topY - 10)} ${num(shadeX + 10)} ${num(shadeY - 12)}`,
      { stroke: "#2b2b2c", sw: 3.5 },
    ),
    path(
      `M${num(shadeX - 26)} ${num(shadeY + 14)}Q${num(shadeX)} ${num(shadeY - 30)} ${num(shadeX + 26)} ${num(shadeY + 14)}Z`,
      { fill: "#2f2f30" },
    ),
    scene.pool(shadeX, shadeY + 40, 80, 60, "#ffe7bd", 0.4),
  );
  // The rug, the sofa against the windows, and its cushions.
  parts.push(
    path(face(view, planeY([-7, 7], 0.02, [5.8, 14.4])), {
      fill: scene.fade([0, backFloorY, 0, H], "#e9e3d8", "#d9d0c1"),
    }),
    path(face(view, planeY([-6.5, 6.5], 0.03, [6.3, 13.9])), { stroke: "#c8bca9", sw: 2 }),
  );
  const sofa = "#c9c2b7";
  parts.push(
    contact(scene, view, -6.4, 13.2, 6.4, 16.2, 0.55),
    solid(scene, view, [-6.4, 2.6, 15.2], [6.4, 3.6, 16.2], mix(sofa, "#ffffff", 0.05), { radius: 10 }),
    solid(scene, view, [-6.4, 0.5, 13.4], [6.4, 1.5, 16.2], mix(sofa, "#000000", 0.06)),
    solid(scene, view, [-5.6, 1.5, 13.3], [-0.05, 2.05, 15.2], sofa, { radius: 8 }),
    solid(scene, view, [0.05, 1.5, 13.3], [5.6, 2.05, 15.2], sofa, { radius: 8 }),
    solid(scene, view, [-6.6, 0.5, 13.2], [-5.6, 2.7, 16.2], mix(sofa, "#000000", 0.03), { radius: 10 }),
    solid(scene, view, [5.6, 0.5, 13.2], [6.6, 2.7, 16.2], mix(sofa, "#000000", 0.03), { radius: 10 }),
  );
  const pillow = (x: number, w: number, h: number, fill: string) => {
    const [px0, py0] = at(view, [x - w / 2, 2.05 + h, 15]);
    const [px1, py1] = at(view, [x + w / 2, 2.05, 15]);
    return [
      rect(px0, py0, px1 - px0, py1 - py0, 12, {
        fill: scene.fade([px0, py0, px1, py1], mix(fill, "#ffffff", 0.15), mix(fill, "#000000", 0.15)),
      }),
    ].join("");
  };
  parts.push(
    pillow(-4.1, 2, 1.7, "#e9e2d6"),
    pillow(-2.3, 1.7, 1.45, "#c96a3e"),
    pillow(2.6, 1.7, 1.45, "#56706a"),
    pillow(4.3, 2, 1.7, "#e9e2d6"),
  );
  // A knitted throw over the right arm.
  const [tx0, ty0] = at(view, [5.5, 2.75, 13.9]);
  const [tx1, ty1] = at(view, [6.7, 0.9, 13.9]);
  parts.push(
    path(
      `M${num(tx0)} ${num(ty0)}H${num(tx1)}V${num(ty1)}Q${num((tx0 + tx1) / 2)} ${num(ty1 + 8)} ${num(tx0)} ${num(ty1 - 4)}Z`,
      { fill: scene.fade([0, ty0, 0, ty1], "#e0a277", "#b96a3f") },
    ),
  );
  // The round walnut coffee table, with a tray, books and a vase.
  const tableY = 1.4;
  const [, tableTop] = at(view, [0, tableY, 9.8]);
  const [, tableBase] = at(view, [0, 0, 9.8]);
  const [tcx] = at(view, [0, 0, 9.8]);
  parts.push(
    scene.soft(path(disc(view, 0, 0, 10.2, 1.9, 1.7), { fill: "#2a1d10", opacity: 0.45 }), 7),
    rect(tcx - 26, tableTop, 52, tableBase - tableTop, 6, {
      fill: scene.fade([tcx - 26, 0, tcx + 26, 0], "#3b2717", "#6a4a30"),
    }),
    path(disc(view, 0, tableY - 0.18, 9.8, 2.5, 2.3), { fill: "#4a3220" }),
    path(disc(view, 0, tableY, 9.8, 2.5, 2.3), {
      fill: scene.fade([tcx - 200, tableTop - 40, tcx + 200, tableTop + 40], "#8a6240", "#5f3f27"),
    }),
    solid(scene, view, [-1.3, tableY, 9], [0.2, tableY + 0.22, 10.2], "#e8e1d6"),
    solid(scene, view, [-1.2, tableY + 0.22, 9.1], [0.1, tableY + 0.4, 10.1], "#2f4a45"),
  );
  const [vx, vy] = at(view, [1, tableY, 9.6]);
  parts.push(
    path(
      `M${num(vx - 10)} ${num(vy)}Q${num(vx - 16)} ${num(vy - 30)} ${num(vx - 5)} ${num(vy - 42)}H${num(vx + 5)}Q${num(vx + 16)} ${num(vy - 30)} ${num(vx + 10)} ${num(vy)}Z`,
      {
        fill: scene.fade([vx - 16, 0, vx + 16, 0], "#f4f0ea", "#bdb5a8"),
      },
    ),
    path(
      `M${num(vx)} ${num(vy - 40)}C${num(vx - 8)} ${num(vy - 80)} ${num(vx - 30)} ${num(vy - 96)} ${num(vx - 36)} ${num(vy - 110)}M${num(vx)} ${num(vy - 40)}C${num(vx + 6)} ${num(vy - 76)} ${num(vx + 24)} ${num(vy - 98)} ${num(vx + 30)} ${num(vy - 118)}`,
      {
        stroke: "#6b7a4a",
        sw: 2,
      },
    ),
  );
  // A low sideboard along the right wall, with a lamp and a stack of books.
  parts.push(
    contact(scene, view, 9.4, 4.5, 11, 11.5, 0.4),
    solid(scene, view, [9.7, 0, 4.9], [11, 0.4, 11.1], "#2b2b2c"),
    solid(scene, view, [9.4, 0.4, 4.5], [11, 2.4, 11.5], "#6e4c32"),
    solid(scene, view, [9.7, 2.4, 6], [10.7, 2.8, 7.4], "#d9cfc0"),
    solid(scene, view, [9.75, 2.8, 6.1], [10.65, 3.05, 7.2], "#c96a3e"),
  );
  const [lampX, lampY] = at(view, [10.2, 2.4, 9.8]);
  const [, lampTop] = at(view, [10.2, 4.6, 9.8]);
  parts.push(
    path(`M${num(lampX)} ${num(lampY)}V${num(lampTop + 20)}`, { stroke: "#2b2b2c", sw: 3 }),
    path(
      `M${num(lampX - 34)} ${num(lampTop + 26)}L${num(lampX - 22)} ${num(lampTop - 12)}H${num(lampX + 22)}L${num(lampX + 34)} ${num(lampTop + 26)}Z`,
      { fill: scene.fade([0, lampTop - 12, 0, lampTop + 26], "#fff6e4", "#f1dfc0") },
    ),
    scene.pool(lampX, lampTop + 10, 110, 90, "#ffe2b0", 0.35),
  );
  // A round leather pouf in the foreground.
  const [pfx, pfy] = at(view, [-5.4, 0, 5.6]);
  const [, pft] = at(view, [-5.4, 1.3, 5.6]);
  const pr = 1.3 * (view.focal / (5.6 + view.focal)) * view.scale;
  parts.push(
    scene.soft(ellipse(pfx, pfy, pr * 1.1, pr * 0.28, { fill: "#2a1d10", opacity: 0.5 }), 6, {
      bounds: {
        x0: pfx - pr * 1.1,
        y0: pfy - pr * 0.28,
        x1: pfx + pr * 1.1,
        y1: pfy + pr * 0.28,
      },
    }),
    path(
      `M${num(pfx - pr)} ${num(pft)}V${num(pfy)}A${num(pr)} ${num(pr * 0.24)} 0 0 0 ${num(pfx + pr)} ${num(pfy)}V${num(pft)}Z`,
      {
        fill: scene.linear([pfx - pr, 0, pfx + pr, 0], stopsAt([0, "#c9bba6"], [0.35, "#e4d9c8"], [1, "#a89a86"])),
      },
    ),
    ellipse(pfx, pft, pr, pr * 0.24, {
      fill: scene.fade([0, pft - pr * 0.24, 0, pft + pr * 0.24], "#f1ebe1", "#ddd3c4"),
    }),
    path(
      `M${num(pfx - pr)} ${num((pft + pfy) / 2)}A${num(pr)} ${num(pr * 0.24)} 0 0 0 ${num(pfx + pr)} ${num((pft + pfy) / 2)}`,
      {
        stroke: "#9c8e7a",
        sw: 1.5,
        opacity: 0.6,
      },
    ),
  );
  // The HDR lift: an even, bright exposure with just a touch of lens falloff.
  parts.push(
    scene.pool(W * 0.52, H * 0.45, W * 0.7, H * 0.6, "#ffffff", 0.12),
    rect(0, 0, W, H, 0, {
      fill: scene.radial(
        { cx: W / 2, cy: H / 2, r: Math.hypot(W, H) / 2 },
        stopsAt([0.6, "#000", 0], [1, "#000", 0.18]),
      ),
    }),
  );
  return parts.join("");
}

/** Oak floorboards: joints running to the vanishing point, and staggered ends. */
function floorboards(view: RoomView, opacity: number): string {
  const D = view.depth;
  const hw = view.roomWidth / 2;
  const near = -view.focal * 0.9;
  const boards: string[] = [];
  for (let x = -hw; x <= hw + 0.01; x += 0.6) {
    const [ax, ay] = at(view, [x, 0, near * 0.6]);
    const [bx, by] = at(view, [x, 0, D]);
    boards.push(`M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`);
  }
  let row = 0;
  for (let x = -hw; x < hw; x += 0.6) {
    for (let z = ((row * 2.9) % 5) - 3; z < D; z += 5) {
      const [ax, ay] = at(view, [x, 0, z]);
      const [bx] = at(view, [x + 0.6, 0, z]);
      boards.push(`M${num(ax)} ${num(ay)}H${num(bx)}`);
    }
    row += 1;
  }
  return path(boards.join(""), { stroke: "#8d6b45", sw: 1, opacity });
}

/** The shell every room shares: ceiling, side walls, back wall and an oak floor, with its boards. */
function roomShell(
  scene: Scene,
  view: RoomView,
  colours: { back: string; side: string; ceiling: string; floor: readonly [string, string] },
): string {
  const D = view.depth;
  const hw = view.roomWidth / 2;
  const RH = view.roomHeight;
  const near = -view.focal * 0.9;
  const [, backFloorY] = at(view, [0, 0, D]);
  const [, backCeilY] = at(view, [0, RH, D]);
  const [leftBackX] = at(view, [-hw, 0, D]);
  const [rightBackX] = at(view, [hw, 0, D]);
  const parts = [
    path(face(view, planeY([-hw, hw], RH, [near, D])), {
      fill: scene.fade([0, 0, 0, backCeilY], mix(colours.ceiling, "#000000", 0.06), colours.ceiling),
    }),
    path(face(view, planeX(-hw, [0, RH], [near, D])), {
      fill: scene.fade([0, 0, leftBackX, 0], mix(colours.side, "#000000", 0.08), colours.side),
    }),
    path(face(view, planeX(hw, [0, RH], [near, D])), {
      fill: scene.fade([W, 0, rightBackX, 0], mix(colours.side, "#000000", 0.1), colours.side),
    }),
    path(face(view, planeZ([-hw, hw], [0, RH], D)), { fill: colours.back }),
    path(face(view, planeY([-hw, hw], 0, [near, D])), {
      fill: vertical(scene, backFloorY, H, [
        [0, colours.floor[0]],
        [1, colours.floor[1]],
      ]),
    }),
  ];
  parts.push(floorboards(view, 0.26));
  return parts.join("");
}

/** Shade in the corners of a room's shell. */
function shellShade(scene: Scene, view: RoomView): string {
  const D = view.depth;
  const hw = view.roomWidth / 2;
  const RH = view.roomHeight;
  const near = -view.focal * 0.9;
  return [
    edgeShade(scene, view, [-hw, 0, near], [-hw, 0, D], [1, 0, 0], 1.4, 0.3),
    edgeShade(scene, view, [hw, 0, near], [hw, 0, D], [-1, 0, 0], 1.4, 0.3),
    edgeShade(scene, view, [-hw, 0, D], [hw, 0, D], [0, 0, -1], 1.6, 0.3),
    edgeShade(scene, view, [-hw, 0, D], [-hw, RH, D], [1, 0, 0], 1.2, 0.16),
    edgeShade(scene, view, [hw, 0, D], [hw, RH, D], [-1, 0, 0], 1.2, 0.16),
    edgeShade(scene, view, [-hw, RH, near], [-hw, RH, D], [1, 0, 0], 1.2, 0.1),
    edgeShade(scene, view, [hw, RH, near], [hw, RH, D], [-1, 0, 0], 1.2, 0.1),
    edgeShade(scene, view, [-hw, RH, D], [hw, RH, D], [0, 0, -1], 1.2, 0.1),
  ].join("");
}

/** The lens's gentle falloff, and the HDR lift that evens the exposure. */
function finish(scene: Scene): string {
  return [
    scene.pool(W * 0.5, H * 0.45, W * 0.7, H * 0.6, "#ffffff", 0.1),
    rect(0, 0, W, H, 0, {
      fill: scene.radial(
        { cx: W / 2, cy: H / 2, r: Math.hypot(W, H) / 2 },
        stopsAt([0.6, "#000", 0], [1, "#000", 0.18]),
      ),
    }),
  ].join("");
}

/**
 * The kitchen: white cabinetry along the back wall around a window over the sink, a deep green
 * island with a quartz waterfall top, three bar stools and glass pendants.
 */
export function kitchen(scene: Scene): string {
  const view: RoomView = {
    width: W,
    height: H,
    roomWidth: 20,
    roomHeight: 9.5,
    depth: 15,
    eye: 5,
    focal: 11,
    scale: 86,
    cx: 600,
    cy: 330,
  };
  const D = view.depth;
  const hw = view.roomWidth / 2;
  const RH = view.roomHeight;
  const cabinet = "#f1efea";
  const quartz = "#f7f6f3";
  const island = "#3b5654";
  const parts: string[] = [
    roomShell(scene, view, { back: "#f2efe9", side: "#f1eee8", ceiling: "#f7f5f1", floor: ["#dcc29c", "#c39a6e"] }),
  ];
  // Backsplash tile between the counters and the uppers.
  const [bsx0, bsy0] = at(view, [-hw, 5.4, D]);
  const [bsx1, bsy1] = at(view, [hw, 3.15, D]);
  const tiles: string[] = [];
  for (let y = 3.15; y < 5.4; y += 0.33) {
    const [, ty] = at(view, [0, y, D]);
    tiles.push(`M${num(bsx0)} ${num(ty)}H${num(bsx1)}`);
  }
  for (let x = -hw; x < hw; x += 0.66) {
    const [tx] = at(view, [x, 0, D]);
    tiles.push(`M${num(tx)} ${num(bsy0)}V${num(bsy1)}`);
  }
  parts.push(
    rect(bsx0, bsy0, bsx1 - bsx0, bsy1 - bsy0, 0, { fill: "#eef0ee" }),
    path(tiles.join(""), { stroke: "#c9cfcc", sw: 1 }),
  );
  // The window over the sink.
  const [wx0, wy0] = at(view, [-3, 7.8, D]);
  const [wx1, wy1] = at(view, [3, 4.2, D]);
  parts.push(
    gardenView(scene, wx0, wy0, wx1, wy1, 2),
    path(
      `M${num(wx0)} ${num(wy0)}H${num(wx1)}V${num(wy1)}H${num(wx0)}Z M${num((wx0 + wx1) / 2)} ${num(wy0)}V${num(wy1)}`,
      {
        stroke: "#1f2022",
        sw: 4,
      },
    ),
    scene.soft(rect(wx0, wy0, wx1 - wx0, wy1 - wy0, 0, { fill: "#ffffff" }), 12, {
      opacity: 0.3,
      bounds: {
        x0: wx0,
        y0: wy0,
        x1: wx1,
        y1: wy1,
      },
    }),
  );
  // Upper cabinets either side of the window, to the ceiling.
  for (const [x0, x1] of [
    [-hw, -3.6],
    [3.6, hw],
  ] as const) {
    parts.push(solid(scene, view, [x0, 5.6, D - 1.2], [x1, RH, D], cabinet, { light: 0.6 }));
    for (let x = x0 + 2; x < x1 - 0.1; x += 2) {
      const [lx, ly0] = at(view, [x, RH, D - 1.2]);
      const [, ly1] = at(view, [x, 5.6, D - 1.2]);
      parts.push(path(`M${num(lx)} ${num(ly0)}V${num(ly1)}`, { stroke: "#cfcac1", sw: 1.2 }));
    }
  }
  // The lower run, its counter and the sink.
  parts.push(
    solid(scene, view, [-hw, 0, D - 1.9], [hw, 0.3, D], "#4a4744"),
    solid(scene, view, [-hw, 0.3, D - 2.1], [hw, 3, D], cabinet, { light: 0.7 }),
    solid(scene, view, [-hw, 3, D - 2.2], [hw, 3.18, D], quartz),
  );
  for (let x = -hw + 2; x < hw; x += 2) {
    const [lx, ly0] = at(view, [x, 3, D - 2.1]);
    const [, ly1] = at(view, [x, 0.3, D - 2.1]);
    parts.push(path(`M${num(lx)} ${num(ly0)}V${num(ly1)}`, { stroke: "#cfcac1", sw: 1.2 }));
  }
  const [sx0, sy] = at(view, [-1.3, 3.18, D - 1.4]);
  const [sx1] = at(view, [1.3, 3.18, D - 1.4]);
  const [fx, fy] = at(view, [0, 3.18, D - 0.4]);
  parts.push(
    rect(sx0, sy - 3, sx1 - sx0, 6, 3, { fill: "#b9b8b4" }),
    path(
      `M${num(fx)} ${num(fy)}V${num(fy - 46)}Q${num(fx)} ${num(fy - 60)} ${num(fx + 14)} ${num(fy - 60)}H${num(fx + 22)}V${num(fy - 50)}`,
      {
        stroke: "#1f2022",
        sw: 3.5,
      },
    ),
  );
  // A tall pantry wall on the left.
  parts.push(solid(scene, view, [-hw, 0, 7], [-hw + 2.2, RH, D - 2.1], cabinet, { light: 0.8 }));
  const seams: string[] = [];
  for (const z of [9.4, 11.6]) {
    const [ax, ay] = at(view, [-hw + 2.2, RH, z]);
    const [, by] = at(view, [-hw + 2.2, 0.3, z]);
    seams.push(`M${num(ax)} ${num(ay)}V${num(by)}`);
  }
  for (const z of [8.9, 9.9, 11.1, 12.1]) {
    const [hx, hy] = at(view, [-hw + 2.2, 4.4, z]);
    const [, hy2] = at(view, [-hw + 2.2, 5.6, z]);
    seams.push(`M${num(hx)} ${num(hy)}V${num(hy2)}`);
  }
  parts.push(path(seams.join(""), { stroke: "#bdb7ad", sw: 1.4 }));
  // Art and a sconce on the right wall.
  parts.push(
    path(face(view, planeX(hw - 0.05, [3.8, 7], [5, 9])), { fill: "#e9dfcf", stroke: "#2e2a25", sw: 3 }),
    path(face(view, planeX(hw - 0.06, [4.3, 6.5], [5.6, 8.4])), { fill: "#d58a5a" }),
  );
  parts.push(shellShade(scene, view));
  // The island: green fronts, a quartz top that falls to the floor at both ends.
  parts.push(
    contact(scene, view, -4.8, 7.4, 4.8, 10.6, 0.5),
    solid(scene, view, [-4.5, 0, 7.8], [4.5, 3.05, 10.5], island),
  );
  for (const x of [-3, 0, 3]) {
    const [px0, py0] = at(view, [x - 1.35, 2.9, 7.8]);
    const [px1, py1] = at(view, [x + 1.35, 0.4, 7.8]);
    parts.push(rect(px0 + 4, py0 + 4, px1 - px0 - 8, py1 - py0 - 8, 2, { stroke: "#2c4240", sw: 1.5 }));
  }
  parts.push(
    solid(scene, view, [-4.8, 3.05, 7.2], [4.8, 3.3, 10.6], quartz),
    solid(scene, view, [-4.8, 0, 7.2], [-4.5, 3.05, 10.6], quartz),
    solid(scene, view, [4.5, 0, 7.2], [4.8, 3.05, 10.6], quartz),
  );
  // A bowl of lemons and a vase of eucalyptus on the island.
  const [bx, by] = at(view, [1.6, 3.3, 9]);
  const [vx, vy] = at(view, [-2.4, 3.3, 9.2]);
  parts.push(
    path(`M${num(bx - 34)} ${num(by - 14)}Q${num(bx)} ${num(by + 12)} ${num(bx + 34)} ${num(by - 14)}Z`, {
      fill: "#e8e2d8",
    }),
    ...[
      [-16, -20],
      [0, -24],
      [16, -19],
      [-7, -30],
      [9, -31],
    ].map(([dx, dy]) => circle(bx + (dx as number), by + (dy as number), 9, { fill: "#f2c94c" })),
    path(`M${num(vx - 9)} ${num(vy)}V${num(vy - 38)}H${num(vx + 9)}V${num(vy)}Z`, { fill: "#d9d4c8" }),
    foliage(scene, vx, vy - 40, 46, 3, ["#8aa58e", "#7b9a82", "#9db8a1"]),
  );
  // Glass globe pendants over the island.
  for (const x of [-3.2, 0, 3.2]) {
    const [tx, ty] = at(view, [x, RH, 9]);
    const [gx, gy] = at(view, [x, 6.4, 9]);
    const r = 0.55 * (view.focal / (9 + view.focal)) * view.scale;
    parts.push(
      path(`M${num(tx)} ${num(ty)}V${num(gy - r)}`, { stroke: "#2b2b2c", sw: 1.5 }),
      scene.pool(gx, gy, r * 3.2, r * 3.2, "#ffe6b8", 0.45),
      circle(gx, gy, r, {
        fill: scene.radial(
          { cx: gx - r * 0.3, cy: gy - r * 0.3, r: r * 1.3 },
          stops(["#ffffff", 0.9], ["#fff1d2", 0.75], ["#e8d2a8", 0.6]),
        ),
        stroke: "#d8c7a6",
        sw: 1,
      }),
      circle(gx, gy + r * 0.1, r * 0.32, { fill: "#fffaf0" }),
    );
  }
  // Bar stools along the near side: a walnut seat on black legs.
  for (const x of [-3, 0, 3]) {
    const z = 6.4;
    const [lx0, ly0] = at(view, [x - 0.7, 0, z - 0.5]);
    const [lx1, ly1] = at(view, [x + 0.7, 0, z - 0.5]);
    const [lx2, ly2] = at(view, [x - 0.6, 0, z + 0.6]);
    const [lx3, ly3] = at(view, [x + 0.6, 0, z + 0.6]);
    const [sx, sy2] = at(view, [x, 2.4, z]);
    parts.push(
      scene.soft(path(disc(view, x, 0, z, 1, 0.9), { fill: "#2a1d10", opacity: 0.35 }), 5),
      path(
        `M${num(lx2)} ${num(ly2)}L${num(sx - 14)} ${num(sy2)}M${num(lx3)} ${num(ly3)}L${num(sx + 14)} ${num(sy2)}` +
          `M${num(lx0)} ${num(ly0)}L${num(sx - 22)} ${num(sy2)}M${num(lx1)} ${num(ly1)}L${num(sx + 22)} ${num(sy2)}`,
        { stroke: "#1f1f20", sw: 3 },
      ),
      path(disc(view, x, 2.3, z, 0.9, 0.8), { fill: "#4a3220" }),
      path(disc(view, x, 2.42, z, 0.9, 0.8), {
        fill: scene.fade([sx - 40, 0, sx + 40, 0], "#9a6e48", "#6b4a2e"),
      }),
    );
  }
  parts.push(finish(scene));
  return parts.join("");
}

/** The primary bedroom: an upholstered bed against the back wall, lamps either side, a window to the left. */
export function bedroom(scene: Scene): string {
  const view: RoomView = {
    width: W,
    height: H,
    roomWidth: 18,
    roomHeight: 9,
    depth: 17,
    eye: 4.4,
    focal: 11,
    scale: 86,
    cx: 640,
    cy: 350,
  };
  const D = view.depth;
  const hw = view.roomWidth / 2;
  const parts: string[] = [
    roomShell(scene, view, { back: "#d9d3ca", side: "#ece8e1", ceiling: "#f6f4f0", floor: ["#d2b58c", "#b48a5e"] }),
    baseboards(view),
  ];
  // A window in the left wall, and its light on the floor.
  const win: P3[] = planeX(-hw + 0.02, [2.2, 7.6], [6, 11.5]);
  const winPts = win.map((p) => at(view, p));
  const wb = boundsOf(winPts);
  const clip = scene.clip(path(poly(winPts)));
  parts.push(
    g(gardenView(scene, wb.x0, wb.y0, wb.x1, wb.y1, 4), { clip }),
    path(poly(winPts), { stroke: "#1f2022", sw: 4 }),
    path(face(view, [win[0] as P3, [-hw + 0.02, 2.2, 8.75], [-hw + 0.02, 7.6, 8.75], win[1] as P3]), {
      stroke: "#1f2022",
      sw: 3,
    }),
  );
  const patch = (
    [
      [-hw, 0, 6],
      [-hw, 0, 11.5],
      [-2, 0, 12.5],
      [-1, 0, 7],
    ] as const
  ).map((p) => at(view, p));
  parts.push(
    scene.soft(path(poly(patch), { fill: "#fff8e6" }), 10, { opacity: 0.4, bounds: boundsOf(patch) }),
    shellShade(scene, view),
  );
  // The headboard panel, art above it, sconces either side.
  parts.push(
    solid(scene, view, [-4.6, 0, D - 0.5], [4.6, 4.6, D], "#b9a58f", { radius: 6 }),
    path(face(view, planeZ([-2.4, 2.4], [5.4, 7.8], D - 0.02)), { fill: "#f1ebe0", stroke: "#2e2a25", sw: 3 }),
    path(
      face(view, [
        [-2, 5.8, D - 0.03],
        [0.6, 5.8, D - 0.03],
        [0.2, 7.4, D - 0.03],
        [-2, 7.4, D - 0.03],
      ]),
      { fill: "#c46c44" },
    ),
    path(
      face(view, [
        [0.6, 5.8, D - 0.03],
        [2, 5.8, D - 0.03],
        [2, 6.9, D - 0.03],
        [0.9, 7.4, D - 0.03],
      ]),
      { fill: "#5c7a74" },
    ),
  );
  // Nightstands and lamps.
  for (const side of [-1, 1]) {
    const x = side * 5.8;
    parts.push(
      contact(scene, view, x - 1, D - 2.2, x + 1, D - 0.2, 0.4),
      solid(scene, view, [x - 1, 0, D - 2.2], [x + 1, 2.2, D - 0.2], "#8a6240"),
    );
    const [lx, ly] = at(view, [x, 2.2, D - 1.2]);
    const [, lt] = at(view, [x, 3.9, D - 1.2]);
    parts.push(
      path(`M${num(lx)} ${num(ly)}V${num(lt + 16)}`, { stroke: "#2b2b2c", sw: 2.5 }),
      path(
        `M${num(lx - 22)} ${num(lt + 18)}L${num(lx - 14)} ${num(lt - 10)}H${num(lx + 14)}L${num(lx + 22)} ${num(lt + 18)}Z`,
        {
          fill: "#f7efe0",
        },
      ),
      scene.pool(lx, lt + 6, 70, 60, "#ffe2b0", 0.45),
    );
  }
  // The bed: base, mattress and duvet, pillows, and a throw across the foot.
  parts.push(
    path(face(view, planeY([-5.6, 5.6], 0.01, [6.4, D - 1.2])), { fill: "#e6dfd3" }),
    contact(scene, view, -3.9, 7.8, 3.9, D - 0.4, 0.5),
    solid(scene, view, [-3.8, 0, 8], [3.8, 1.3, D - 0.5], "#a8937c"),
    solid(scene, view, [-3.7, 1.3, 8.1], [3.7, 2.3, D - 0.5], "#f4f1ec", { radius: 8, light: 0.6 }),
    solid(scene, view, [-3.5, 2.3, D - 2.6], [-0.2, 3.1, D - 1.3], "#ffffff", { radius: 10, light: 0.5 }),
    solid(scene, view, [0.2, 2.3, D - 2.6], [3.5, 3.1, D - 1.3], "#ffffff", { radius: 10, light: 0.5 }),
    solid(scene, view, [-3.8, 1.5, 8], [3.8, 2.45, 10.2], "#c96a3e", { radius: 6 }),
  );
  parts.push(finish(scene));
  return parts.join("");
}
