import { circle, fonts, g, path, rect, Scene, shadowRect, t, text, type Box } from "../kit";
import { glowStops, num, type GradientStop } from "../svg";

/**
 * The drawing kit behind the VantaRoom package pictures: soft (blurred) layers for light and
 * shadow, polygons, and the overlay furniture the pictures share (white cards that hold a plan or
 * a gallery, dark chips that say what a package delivers).
 */

/** Package pictures are 16:10, the shape of the package cards. */
export const PACKAGE_SHOT = { width: 1200, height: 750 } as const;

export type Pt = readonly [number, number];

const blurIds = new WeakMap<Scene, number>();

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Content blurred as one layer: soft shadows, light spill, out-of-focus distance. Scene owns the
 * document's defs, so the filter travels in a local <defs> with ids of its own ("vb1"...).
 * librsvg's cost grows steeply with a filter's region (a canvas-wide blur costs ~0.4 s here, one
 * around a sofa ~10 ms), so the region is the content's `bounds` grown by three deviations, or,
 * without bounds, the content's bounding box with a generous margin. sRGB for the reason
 * scripts/media/portfolio/kit.ts gives.
 */
export function soft(
  scene: Scene,
  content: string | readonly string[],
  deviation: number,
  opacity = 1,
  bounds?: Bounds,
): string {
  const inner = typeof content === "string" ? content : content.join("");
  if (!inner) return "";
  const n = (blurIds.get(scene) ?? 0) + 1;
  blurIds.set(scene, n);
  const id = `vb${n}`;
  const m = deviation * 3;
  const region = bounds
    ? `filterUnits="userSpaceOnUse" x="${num(bounds.x0 - m)}" y="${num(bounds.y0 - m)}" width="${num(bounds.x1 - bounds.x0 + m * 2)}" height="${num(bounds.y1 - bounds.y0 + m * 2)}"`
    : `x="-0.6" y="-0.6" width="2.2" height="2.2"`;
  return (
    `<defs><filter id="${id}" ${region} color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${num(deviation)}"/></filter></defs>` +
    `<g filter="url(#${id})"${opacity < 1 ? ` opacity="${num(opacity, 3)}"` : ""}>${inner}</g>`
  );
}

/** The bounds of screen points. */
export function boundsOf(points: readonly Pt[]): Bounds {
  return {
    x0: Math.min(...points.map((p) => p[0])),
    y0: Math.min(...points.map((p) => p[1])),
    x1: Math.max(...points.map((p) => p[0])),
    y1: Math.max(...points.map((p) => p[1])),
  };
}

export function poly(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${num(x, 1)} ${num(y, 1)}`).join("L")}Z`;
}

/** A vertical gradient between two screen heights. */
export function vertical(scene: Scene, y0: number, y1: number, stops: readonly (readonly [number, string, number?])[]) {
  return scene.linear(
    [0, y0, 0, y1],
    stops.map(([offset, color, opacity]) => ({ offset, color, opacity }) as GradientStop),
  );
}

/** A soft elliptical pool of light (or, in black, of shade). */
export function pool(scene: Scene, cx: number, cy: number, rx: number, ry: number, color: string, peak: number) {
  const fill = scene.radial({ cx: 0, cy: 0, r: 1 }, glowStops(color, peak, 10));
  return `<ellipse cx="0" cy="0" rx="1" ry="1" fill="${fill}" transform="translate(${num(cx, 2)} ${num(cy, 2)}) scale(${num(rx, 3)} ${num(ry, 3)})"/>`;
}

/** A white card floating over the photograph, for a plan or a gallery. */
export function card(scene: Scene, box: Box, content: (inner: Box) => string, options: { pad?: number } = {}) {
  const pad = options.pad ?? 16;
  const { x, y, w, h } = box;
  const clip = scene.clip(rect(x, y, w, h, 14));
  return [
    shadowRect(scene, x, y, w, h, { blur: 34, opacity: 0.55, dy: 20 }),
    g([rect(x, y, w, h, 0, { fill: "#fbfaf7" }), content({ x: x + pad, y: y + pad, w: w - pad * 2, h: h - pad * 2 })], {
      clip,
    }),
    rect(x + 0.5, y + 0.5, w - 1, h - 1, 14, { stroke: "#ffffff", sw: 1, strokeOpacity: 0.6 }),
  ].join("");
}

/** A small caption set on a card. */
export function cardLabel(x: number, y: number, value: string, color = "#1d1c1a"): string {
  return t(value, x, y, fonts.label(11, 800, 0.2), { fill: color });
}

/**
 * A dark translucent chip with an accent dot: what the package delivers, readable on the photo.
 * Returns its markup and width so chips can be laid in a row.
 */
export function chip(
  x: number,
  y: number,
  value: string,
  options: { cap?: number; accent?: string; anchor?: "start" | "end" } = {},
): { markup: string; width: number } {
  const cap = options.cap ?? 15;
  const spec = fonts.label(cap, 800, 0.16);
  const set = text(value, 0, 0, spec);
  const h = cap * 2.9;
  const w = set.width + cap * 2.4 + h * 0.55;
  const left = options.anchor === "end" ? x - w : x;
  return {
    width: w,
    markup: [
      rect(left, y, w, h, h / 2, { fill: "#0b0b0c", opacity: 0.72 }),
      rect(left + 0.75, y + 0.75, w - 1.5, h - 1.5, h / 2, { stroke: "#ffffff", sw: 1.5, strokeOpacity: 0.18 }),
      circle(left + h * 0.5, y + h / 2, cap * 0.36, { fill: options.accent ?? "#ff5a1f" }),
      t(value, left + h * 0.5 + cap * 1.1, y + h / 2 + cap / 2, spec, { fill: "#ffffff" }),
    ].join(""),
  };
}

/**
 * A photograph (drawn at full picture size by `draw`) shrunk into a box, cropped to fill it.
 * `zoom` crops further in, towards the point (`fx`, `fy`) given as fractions of the picture.
 */
export function thumb(
  scene: Scene,
  box: Box,
  draw: () => string,
  options: { radius?: number; zoom?: number; fx?: number; fy?: number } = {},
): string {
  const { width, height } = scene;
  const { radius = 6, zoom = 1, fx = 0.5, fy = 0.5 } = options;
  const k = Math.max(box.w / width, box.h / height) * zoom;
  const dx = Math.min(box.x, Math.max(box.x + box.w - width * k, box.x + box.w / 2 - width * k * fx));
  const dy = Math.min(box.y, Math.max(box.y + box.h - height * k, box.y + box.h / 2 - height * k * fy));
  const clip = scene.clip(rect(box.x, box.y, box.w, box.h, radius));
  return g(g(draw(), { transform: `translate(${num(dx, 3)} ${num(dy, 3)}) scale(${num(k, 5)})` }), { clip });
}

/** A round play button, for the video render. */
export function playButton(cx: number, cy: number, r: number): string {
  return [
    circle(cx, cy, r, { fill: "#0b0b0c", opacity: 0.55 }),
    circle(cx, cy, r - 1, { stroke: "#ffffff", sw: 2, strokeOpacity: 0.85 }),
    path(
      `M${num(cx - r * 0.28)} ${num(cy - r * 0.4)}L${num(cx + r * 0.45)} ${num(cy)}L${num(cx - r * 0.28)} ${num(cy + r * 0.4)}Z`,
      { fill: "#ffffff" },
    ),
  ].join("");
}
