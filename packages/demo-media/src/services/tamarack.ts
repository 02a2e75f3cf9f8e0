import { circle, fonts, path, rect, type Paint, ct } from "../kit";
import { num } from "../svg";

/**
 * Brand Systems is shown through an invented client, Tamarack Outfitters, a Calgary outdoor shop.
 * Its monogram is four plain shapes, so it can be sketched, printed and animated from the same
 * geometry: a navy disc, a rust peak, and a gold T (a crossbar and a stem).
 */
export const TAMARACK = {
  navy: "#17233b",
  gold: "#e9a93b",
  rust: "#c4532d",
  cream: "#f3ecdf",
  sky: "#8fb0c4",
  ink: "#141a26",
} as const;

/** The four shapes in a 100-unit box centred on the origin (the disc's radius is 50). */
export const MONOGRAM_SHAPES = {
  disc: { r: 50 },
  /** A mountain filling the disc below a chord: two slopes meeting at the summit, closed by the disc's arc. */
  peak: [
    [-44, 23.75],
    [8, -14],
    [46, 19.6],
  ] as const,
  bar: { x: -30, y: -31, w: 60, h: 13 },
  stem: { x: -6.5, y: -18, w: 13, h: 52 },
} as const;

export interface ShapePose {
  dx: number;
  dy: number;
  /** Degrees about the shape's own centre. */
  angle: number;
  scale: number;
  opacity: number;
}

export const REST: ShapePose = { dx: 0, dy: 0, angle: 0, scale: 1, opacity: 1 };

function posed(markup: string, cx: number, cy: number, pose: ShapePose): string {
  if (pose.opacity <= 0.001) return "";
  const t = `translate(${num(cx + pose.dx, 3)} ${num(cy + pose.dy, 3)}) rotate(${num(pose.angle, 3)}) scale(${num(pose.scale, 4)}) translate(${num(-cx, 3)} ${num(-cy, 3)})`;
  return `<g transform="${t}"${pose.opacity < 1 ? ` opacity="${num(pose.opacity, 3)}"` : ""}>${markup}</g>`;
}

/**
 * The monogram at (cx, cy), `size` across. Each shape can be posed away from its place (for the
 * assembling animation); with no poses it is the finished mark.
 */
export function monogram(
  cx: number,
  cy: number,
  size: number,
  colours: { disc?: string; peak?: string; t?: string } = {},
  poses: Partial<Record<"disc" | "peak" | "bar" | "stem", ShapePose>> = {},
): string {
  const k = size / 100;
  const { disc, peak, bar, stem } = MONOGRAM_SHAPES;
  const peakD = `M${peak.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}A${disc.r} ${disc.r} 0 0 1 ${num(peak[0][0])} ${num(peak[0][1])}Z`;
  const peakCentre = { x: 2, y: 22 };
  const inner = [
    posed(circle(0, 0, disc.r, { fill: colours.disc ?? TAMARACK.navy }), 0, 0, poses.disc ?? REST),
    posed(path(peakD, { fill: colours.peak ?? TAMARACK.rust }), peakCentre.x, peakCentre.y, poses.peak ?? REST),
    posed(
      rect(stem.x, stem.y, stem.w, stem.h, 0, { fill: colours.t ?? TAMARACK.gold }),
      stem.x + stem.w / 2,
      stem.y + stem.h / 2,
      poses.stem ?? REST,
    ),
    posed(
      rect(bar.x, bar.y, bar.w, bar.h, 0, { fill: colours.t ?? TAMARACK.gold }),
      bar.x + bar.w / 2,
      bar.y + bar.h / 2,
      poses.bar ?? REST,
    ),
  ].join("");
  return `<g transform="translate(${num(cx, 3)} ${num(cy, 3)}) scale(${num(k, 5)})">${inner}</g>`;
}

/** "TAMARACK" over "OUTFITTERS", centred on cx with the name's baseline at y; `cap` is the name's cap height. */
export function tamarackWordmark(cx: number, y: number, cap: number, ink: string, p: Paint = {}): string {
  return (
    ct("TAMARACK", cx, y, fonts.display(cap, 760, 125, 0.16), { fill: ink, anchor: "middle", ...p }) +
    ct("OUTFITTERS  ·  CALGARY", cx, y + cap * 1.05, fonts.label(cap * 0.32, 600, 0.42), {
      fill: ink,
      anchor: "middle",
      opacity: 0.7,
      ...p,
    })
  );
}
