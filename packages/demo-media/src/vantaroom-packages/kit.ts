import { circle, fonts, g, path, rect, Scene, shadowRect, t, text, type Box } from "../kit";
import { num, stopsAt, type StopAt } from "../svg";

/**
 * What the VantaRoom package pictures share on top of the kit: vertical gradients and the overlay
 * furniture (white cards that hold a plan or a gallery, dark chips that say what a package
 * delivers, thumbnails, a play button).
 */

/** Package pictures are 16:10, the shape of the package cards. */
export const PACKAGE_SHOT = { width: 1200, height: 750 } as const;

/** A vertical gradient between two screen heights. */
export function vertical(scene: Scene, y0: number, y1: number, stops: readonly StopAt[]) {
  return scene.linear([0, y0, 0, y1], stopsAt(...stops));
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
