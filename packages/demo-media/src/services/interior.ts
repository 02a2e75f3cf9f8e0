import { mix } from "../colour";
import { path } from "../kit";
import { planeX, planeY, planeZ } from "../space";
import { num } from "../svg";

/**
 * A one-point-perspective room for the real-estate pictures: a camera at eye height looking
 * straight at the back wall, so floors, walls and furniture can be placed in room coordinates
 * (feet) and drawn with consistent perspective. x runs across the room (0 at the centre),
 * y up from the floor, z away from the camera (0 at the picture plane, `depth` at the back wall).
 */
export interface RoomView {
  /** Picture size. */
  width: number;
  height: number;
  /** Room size in feet. */
  roomWidth: number;
  roomHeight: number;
  depth: number;
  /** Camera height above the floor, and its distance behind the picture plane (the focal length in feet). */
  eye: number;
  focal: number;
  /** Pixels per foot at the picture plane. */
  scale: number;
  /** Where the vanishing point sits in the picture. */
  cx: number;
  cy: number;
}

export type P3 = readonly [number, number, number];

export function project(view: RoomView, [x, y, z]: P3): [number, number] {
  const k = (view.focal / (z + view.focal)) * view.scale;
  return [view.cx + x * k, view.cy - (y - view.eye) * k];
}

/** A filled polygon through room points. */
export function quad(
  view: RoomView,
  points: readonly P3[],
  fill: string,
  extra: { opacity?: number; stroke?: string; sw?: number } = {},
): string {
  const d = `M${points
    .map((p) =>
      project(view, p)
        .map((v) => num(v, 1))
        .join(" "),
    )
    .join("L")}Z`;
  return path(d, { fill, opacity: extra.opacity, stroke: extra.stroke, sw: extra.sw });
}

/** The shell: back wall, side walls, ceiling and floor, each its own fill (colours or gradient urls). */
export function shell(
  view: RoomView,
  fills: { back: string; left: string; right: string; ceiling: string; floor: string },
): string {
  const w = view.roomWidth / 2;
  const h = view.roomHeight;
  const d = view.depth;
  const near = -view.focal * 0.9;
  return [
    quad(view, planeY([-w, w], h, [near, d]), fills.ceiling),
    quad(view, planeY([-w, w], 0, [near, d]), fills.floor),
    quad(view, planeX(-w, [0, h], [near, d]), fills.left),
    quad(view, planeX(w, [0, h], [near, d]), fills.right),
    quad(view, planeZ([-w, w], [0, h], d), fills.back),
  ].join("");
}

/** Floorboards: lines running towards the vanishing point, and staggered board ends. */
export function floorboards(
  view: RoomView,
  boardWidth: number,
  colour: string,
  opacity: number,
  seedOffset = 0,
): string {
  const w = view.roomWidth / 2;
  const near = -view.focal * 0.9;
  const parts: string[] = [];
  for (let x = -w; x <= w + 0.01; x += boardWidth) {
    const [ax, ay] = project(view, [x, 0, near]);
    const [bx, by] = project(view, [x, 0, view.depth]);
    parts.push(`M${num(ax, 1)} ${num(ay, 1)}L${num(bx, 1)} ${num(by, 1)}`);
  }
  let i = seedOffset;
  for (let x = -w; x < w; x += boardWidth) {
    for (let z = ((i * 3.7) % 6) - 2; z < view.depth; z += 6) {
      const [ax, ay] = project(view, [x, 0, z]);
      const [bx, by] = project(view, [x + boardWidth, 0, z]);
      parts.push(`M${num(ax, 1)} ${num(ay, 1)}L${num(bx, 1)} ${num(by, 1)}`);
    }
    i += 1;
  }
  return path(parts.join(""), { stroke: colour, sw: 1, opacity });
}

/**
 * An axis-aligned box (furniture, a window reveal): the faces the camera can see, shaded from
 * `colour` (top lightest, sides darker, front as given). Returns markup in draw order.
 */
export function box(view: RoomView, [x0, y0, z0]: P3, [x1, y1, z1]: P3, colour: string, shade = 1): string {
  const parts: string[] = [];
  if (x0 > 0) parts.push(quad(view, planeX(x0, [y0, y1], [z0, z1]), mix(colour, "#000000", 0.22 * shade)));
  if (x1 < 0) parts.push(quad(view, planeX(x1, [y0, y1], [z0, z1]), mix(colour, "#000000", 0.22 * shade)));
  if (y1 < view.eye) parts.push(quad(view, planeY([x0, x1], y1, [z0, z1]), mix(colour, "#ffffff", 0.18 * shade)));
  if (y0 > view.eye) parts.push(quad(view, planeY([x0, x1], y0, [z0, z1]), mix(colour, "#000000", 0.3 * shade)));
  parts.push(quad(view, planeZ([x0, x1], [y0, y1], z0), colour));
  return parts.join("");
}

/** Path data through room points, for clip paths, shadows and strokes. */
export function roomPath(view: RoomView, points: readonly P3[], closed = true): string {
  return `M${points
    .map((p) =>
      project(view, p)
        .map((v) => num(v, 1))
        .join(" "),
    )
    .join("L")}${closed ? "Z" : ""}`;
}

export type BoxSide = "left" | "right" | "top" | "bottom" | "front";

/**
 * The faces of an axis-aligned box that the camera can see, as room points in draw order (the
 * same faces box() fills), so a caller can paint each with its own gradient or texture.
 */
export function boxFaces(view: RoomView, [x0, y0, z0]: P3, [x1, y1, z1]: P3): { side: BoxSide; points: P3[] }[] {
  const faces: { side: BoxSide; points: P3[] }[] = [];
  if (x0 > 0)
    faces.push({
      side: "left",
      points: planeX(x0, [y0, y1], [z0, z1]),
    });
  if (x1 < 0)
    faces.push({
      side: "right",
      points: planeX(x1, [y0, y1], [z0, z1]),
    });
  if (y1 < view.eye)
    faces.push({
      side: "top",
      points: planeY([x0, x1], y1, [z0, z1]),
    });
  if (y0 > view.eye)
    faces.push({
      side: "bottom",
      points: planeY([x0, x1], y0, [z0, z1]),
    });
  faces.push({
    side: "front",
    points: planeZ([x0, x1], [y0, y1], z0),
  });
  return faces;
}
