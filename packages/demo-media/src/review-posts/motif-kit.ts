import { mix } from "../colour";
import { ellipse, g, path, rect, smoothPath, type Paint, type Scene } from "../kit";
import type { Prng } from "../prng";
import { num } from "../svg";
import type { ClientTheme } from "./themes";

/**
 * What a motif drawing gets: the scene (for gradients and clips), the client's colours, the ground
 * it sits on, seeded randomness and the post number, so the same subject varies between posts.
 * Every motif draws in a 400 x 400 box (the caller scales it), standing on a floor near y = 360.
 */
export interface MotifKit {
  scene: Scene;
  c: ClientTheme["colors"];
  ground: string;
  random: Prng;
  variant: number;
}

export type Motif = (k: MotifKit) => string;

export const shade = (color: string, amount: number) => mix(color, "#000000", amount);
export const tint = (color: string, amount: number) => mix(color, "#ffffff", amount);

/** Material colours the subjects are made of, beside the brand's own. */
export const MATERIAL = {
  kraft: "#c99a62",
  tape: "#e3c48f",
  steel: "#b9c2ca",
  glass: "#cfe6f2",
  wood: "#b4773f",
  pine: "#e2b877",
  brick: "#b5523b",
  tyre: "#22252a",
  cream: "#fbf5ea",
  leaf: "#4f8f4a",
} as const;

/** A vertical two-colour gradient over a shape's height. */
export function vfade(k: MotifKit, y0: number, y1: number, top: string, bottom: string): string {
  return k.scene.fade([0, y0, 0, y1], top, bottom);
}

export function hfade(k: MotifKit, x0: number, x1: number, left: string, right: string): string {
  return k.scene.fade([x0, 0, x1, 0], left, right);
}

/** A soft contact shadow under an object standing at (cx, cy), made of stacked translucent ellipses. */
export function floorShadow(cx: number, cy: number, rx: number, color = "#000000", opacity = 0.18): string {
  return g(
    [1, 0.75, 0.5].map((s) => ellipse(cx, cy, rx * (0.7 + s * 0.3), rx * 0.09 * (0.6 + s * 0.4), { fill: color })),
    { opacity },
  );
}

/**
 * A box seen from the front and a little above and to the right: front face, top face and right
 * side, each shaded from `color`. `d` is the depth; returns the faces as separate strings so the
 * caller can pattern them.
 */
export function isoBox(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  color: string,
  p: Paint = {},
): { front: string; top: string; side: string; all: string; dx: number; dy: number } {
  const dx = d * 0.62;
  const dy = -d * 0.42;
  const front = rect(x, y, w, h, 0, { fill: color, ...p });
  const top = path(`M${num(x)} ${num(y)}L${num(x + dx)} ${num(y + dy)}H${num(x + w + dx)}L${num(x + w)} ${num(y)}Z`, {
    fill: tint(color, 0.22),
    ...p,
  });
  const side = path(
    `M${num(x + w)} ${num(y)}L${num(x + w + dx)} ${num(y + dy)}V${num(y + h + dy)}L${num(x + w)} ${num(y + h)}Z`,
    { fill: shade(color, 0.2), ...p },
  );
  return { front, top, side, all: side + top + front, dx, dy };
}

/** A four-pointed glint. */
export function sparkle(cx: number, cy: number, r: number, fill: string): string {
  const k = r * 0.16;
  return path(
    `M${num(cx)} ${num(cy - r)}Q${num(cx + k)} ${num(cy - k)} ${num(cx + r)} ${num(cy)}Q${num(cx + k)} ${num(cy + k)} ${num(cx)} ${num(cy + r)}` +
      `Q${num(cx - k)} ${num(cy + k)} ${num(cx - r)} ${num(cy)}Q${num(cx - k)} ${num(cy - k)} ${num(cx)} ${num(cy - r)}Z`,
    { fill },
  );
}

/** A leaf as a pointed almond from (x, y) towards `angle` degrees. */
export function leaf(x: number, y: number, length: number, angle: number, fill: string): string {
  const w = length * 0.32;
  return path(`M0 0Q${num(length * 0.5)} ${num(-w)} ${num(length)} 0Q${num(length * 0.5)} ${num(w)} 0 0Z`, {
    fill,
    transform: `translate(${num(x)} ${num(y)}) rotate(${num(angle)})`,
  });
}

/** A potted plant: a tapered pot and a spray of leaves. */
export function plant(k: MotifKit, x: number, floor: number, size: number, pot: string): string {
  const leaves: string[] = [];
  const greens = [MATERIAL.leaf, shade(MATERIAL.leaf, 0.2), tint(MATERIAL.leaf, 0.2)];
  for (let i = 0; i < 9; i += 1) {
    const angle = -160 + i * 17.5 + k.random.range(-6, 6);
    const length = size * (0.55 + 0.35 * Math.sin((i / 8) * Math.PI));
    leaves.push(leaf(x, floor - size * 0.42, length, angle, greens[i % 3] as string));
  }
  return (
    floorShadow(x, floor, size * 0.3) +
    leaves.join("") +
    path(
      `M${num(x - size * 0.22)} ${num(floor - size * 0.45)}H${num(x + size * 0.22)}L${num(x + size * 0.17)} ${num(floor)}H${num(x - size * 0.17)}Z`,
      { fill: hfade(k, x - size * 0.22, x + size * 0.22, tint(pot, 0.1), shade(pot, 0.18)) },
    )
  );
}

/** A round vignette: the scene drawn inside a circle, as a badge-like illustration. */
export function roundel(k: MotifKit, cx: number, cy: number, r: number, content: string): string {
  const clip = k.scene.clip(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/>`);
  return g(content, { clip });
}

/** A wobbly closed outline around an ellipse, for food and soft things. */
export function blob(random: Prng, cx: number, cy: number, rx: number, ry: number, wobble: number, count = 12): string {
  const points = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const f = 1 + (random.next() - 0.5) * wobble;
    return [cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f] as const;
  });
  return smoothPath(points, true);
}
