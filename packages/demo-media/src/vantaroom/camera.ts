import type { Pt } from "../kit";
import { num } from "../svg";

/**
 * A level camera for the exteriors and the reel: it turns (yaw) but never tilts, so verticals
 * stay vertical, as a real-estate photographer keeps them; the picture centre can be shifted
 * (cx, cy) as with a shift lens. World feet: x to the right, y up, z towards the camera.
 */

export type V3 = readonly [number, number, number];

export interface Lens {
  pos: V3;
  /** Turn in radians: 0 looks along -z, positive turns right. */
  yaw: number;
  /** Focal length in pixels. */
  focal: number;
  cx: number;
  cy: number;
}

export class Camera {
  private readonly fx: number;
  private readonly fz: number;

  constructor(readonly lens: Lens) {
    this.fx = Math.sin(lens.yaw);
    this.fz = -Math.cos(lens.yaw);
  }

  /** Distance in front of the camera (along its axis). */
  depth([x, , z]: V3): number {
    const [px, , pz] = this.lens.pos;
    return (x - px) * this.fx + (z - pz) * this.fz;
  }

  p(point: V3): Pt {
    const [x, y, z] = point;
    const [px, py, pz] = this.lens.pos;
    const dx = x - px;
    const dz = z - pz;
    const forward = Math.max(0.05, dx * this.fx + dz * this.fz);
    const right = dx * -this.fz + dz * this.fx;
    const { focal, cx, cy } = this.lens;
    return [cx + (focal * right) / forward, cy - (focal * (y - py)) / forward];
  }

  /** Pixels per foot at a point's distance. */
  scaleAt(point: V3): number {
    return this.lens.focal / Math.max(0.05, this.depth(point));
  }

  /**
   * Path data through world points. Polygons and lines are first clipped to the space a little in
   * front of the camera, so ground that runs past the camera's side or behind it still draws.
   */
  d(points: readonly V3[], closed = true): string {
    const near = 0.5;
    const inFront = (p: V3) => this.depth(p) >= near;
    const cut = (a: V3, b: V3): V3 => {
      const da = this.depth(a);
      const t = (da - near) / (da - this.depth(b));
      return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
    };
    const kept: V3[] = [];
    const count = closed ? points.length : points.length - 1;
    if (points.every(inFront)) kept.push(...points);
    else {
      for (let i = 0; i < count; i += 1) {
        const a = points[i] as V3;
        const b = points[(i + 1) % points.length] as V3;
        if (inFront(a)) kept.push(a);
        if (inFront(a) !== inFront(b)) kept.push(cut(a, b));
        if (!closed && i === count - 1 && inFront(b)) kept.push(b);
      }
    }
    if (kept.length < 2) return "";
    return `M${kept
      .map((point) =>
        this.p(point)
          .map((v) => num(v, 1))
          .join(" "),
      )
      .join("L")}${closed ? "Z" : ""}`;
  }

  line(a: V3, b: V3): string {
    return this.d([a, b], false);
  }
}

export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const normalise = (a: V3): V3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));
export const lerp3 = (a: V3, b: V3, t: number): V3 => add(a, scale(sub(b, a), t));

/** The normal of a planar polygon wound anticlockwise as seen from its front. */
export function normalOf(points: readonly V3[]): V3 {
  return normalise(cross(sub(points[1] as V3, points[0] as V3), sub(points[2] as V3, points[0] as V3)));
}
