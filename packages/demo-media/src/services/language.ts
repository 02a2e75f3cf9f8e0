import { circle, ellipse, path, rect, rotate, type Box } from "../kit";
import { num } from "../svg";

/**
 * Shared by the Indigenous Language & Education pictures: the learner app's palette and the bold,
 * flat illustrations its cards and lessons use (sun, bison, river, berries, horse, moon).
 *
 * As in the portfolio's learner portal, the only word in the language shown anywhere is the
 * everyday Blackfoot greeting "Oki"; lesson words belong to the community and are not invented
 * here, so pictures carry an English gloss or a listening cue for a fluent speaker's recording.
 */
export const LANG = {
  paper: "#f4f0e8",
  card: "#fffdf9",
  teal: "#1d4a47",
  tealSoft: "#d9e6e2",
  ochre: "#c68a3a",
  clay: "#a95638",
  ink: "#1f2a29",
  muted: "#6f7a77",
  line: "#e3ddd2",
  sky: "#cfe0e0",
  grass: "#8aa35a",
} as const;

export type Subject = "sun" | "bison" | "river" | "berries" | "horse" | "moon";

/** One bold illustration centred in `box`, in the app's palette. */
export function illustration(subject: Subject, box: Box): string {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const s = Math.min(w, h) / 100;
  switch (subject) {
    case "sun":
      return [
        ...Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return path(
            `M${num(cx + Math.cos(a) * 24 * s)} ${num(cy + Math.sin(a) * 24 * s)}L${num(cx + Math.cos(a) * 40 * s)} ${num(cy + Math.sin(a) * 40 * s)}`,
            { stroke: LANG.ochre, sw: 6 * s, cap: "round" },
          );
        }),
        circle(cx, cy, 19 * s, { fill: LANG.ochre }),
        circle(cx - 5 * s, cy - 5 * s, 7 * s, { fill: "#e2b877" }),
      ].join("");
    case "bison":
      return bison(cx, cy + 4 * s, s, LANG.clay);
    case "river":
      return [
        path(
          `M${num(x)} ${num(cy - 14 * s)}C${num(cx - 24 * s)} ${num(cy - 26 * s)} ${num(cx + 10 * s)} ${num(cy)} ${num(x + w)} ${num(cy - 12 * s)}V${num(cy + 10 * s)}C${num(cx + 10 * s)} ${num(cy + 22 * s)} ${num(cx - 24 * s)} ${num(cy - 2 * s)} ${num(x)} ${num(cy + 12 * s)}Z`,
          { fill: LANG.teal },
        ),
        path(
          `M${num(cx - 20 * s)} ${num(cy - 3 * s)}q${num(10 * s)} ${num(-6 * s)} ${num(20 * s)} 0M${num(cx + 6 * s)} ${num(cy + 4 * s)}q${num(10 * s)} ${num(-6 * s)} ${num(20 * s)} 0`,
          { stroke: "#9cc3bd", sw: 3 * s, cap: "round" },
        ),
        // A fish leaping.
        path(
          `M${num(cx - 6 * s)} ${num(cy - 30 * s)}c${num(8 * s)} ${num(-10 * s)} ${num(22 * s)} ${num(-8 * s)} ${num(26 * s)} ${num(4 * s)}c${num(-8 * s)} ${num(6 * s)} ${num(-20 * s)} ${num(6 * s)} ${num(-26 * s)} ${num(-4 * s)}Z`,
          { fill: LANG.ochre },
        ),
        path(`M${num(cx - 6 * s)} ${num(cy - 30 * s)}l${num(-8 * s)} ${num(-7 * s)}v${num(14 * s)}Z`, {
          fill: LANG.ochre,
        }),
      ].join("");
    case "berries":
      return [
        path(
          `M${num(cx - 30 * s)} ${num(cy - 26 * s)}C${num(cx - 10 * s)} ${num(cy - 34 * s)} ${num(cx + 10 * s)} ${num(cy - 30 * s)} ${num(cx + 28 * s)} ${num(cy - 14 * s)}`,
          { stroke: "#5d4a36", sw: 3 * s, cap: "round" },
        ),
        ellipse(cx - 16 * s, cy - 34 * s, 12 * s, 6 * s, {
          fill: LANG.grass,
          transform: rotate(-20, cx - 16 * s, cy - 34 * s),
        }),
        ellipse(cx + 20 * s, cy - 28 * s, 12 * s, 6 * s, {
          fill: LANG.grass,
          transform: rotate(30, cx + 20 * s, cy - 28 * s),
        }),
        ...[
          [-18, -8, 11],
          [2, -12, 12],
          [20, 0, 11],
          [-8, 12, 12],
          [12, 18, 10],
          [-26, 14, 9],
        ].map(
          ([dx, dy, r]) =>
            circle(cx + (dx as number) * s, cy + (dy as number) * s, (r as number) * s, { fill: "#4b3a6b" }) +
            circle(cx + ((dx as number) - 3) * s, cy + ((dy as number) - 3) * s, 2.5 * s, {
              fill: "#fff",
              opacity: 0.6,
            }),
        ),
      ].join("");
    case "horse":
      return horse(cx, cy + 4 * s, s, LANG.teal);
    default:
      return [
        path(crescent(cx, cy, 30 * s, 14 * s, -10 * s, 27 * s), { fill: LANG.teal }),
        ...[
          [-30, -30],
          [30, 24],
          [-34, 26],
        ].map(([dx, dy]) => circle(cx + (dx as number) * s, cy + (dy as number) * s, 2.5 * s, { fill: LANG.ochre })),
      ].join("");
  }
}

/** A crescent: the disc of radius r at (cx, cy) less a disc of radius r2 offset by (dx, dy), as arcs between their crossing points. */
export function crescent(cx: number, cy: number, r: number, dx: number, dy: number, r2: number): string {
  const d = Math.hypot(dx, dy);
  const a = (r * r - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r * r - a * a));
  const mx = cx + (a * dx) / d;
  const my = cy + (a * dy) / d;
  const p1 = [mx + (h * dy) / d, my - (h * dx) / d];
  const p2 = [mx - (h * dy) / d, my + (h * dx) / d];
  return `M${num(p1[0] as number)} ${num(p1[1] as number)}A${num(r)} ${num(r)} 0 1 0 ${num(p2[0] as number)} ${num(p2[1] as number)}A${num(r2)} ${num(r2)} 0 0 1 ${num(p1[0] as number)} ${num(p1[1] as number)}Z`;
}

/** A bison in profile, bold and simple: hump, head low, short legs and horn. */
export function bison(cx: number, cy: number, s: number, fill: string): string {
  return [
    path(
      `M${num(cx + 32 * s)} ${num(cy - 4 * s)}C${num(cx + 34 * s)} ${num(cy - 16 * s)} ${num(cx + 26 * s)} ${num(cy - 22 * s)} ${num(cx + 12 * s)} ${num(cy - 20 * s)}` +
        `C${num(cx + 4 * s)} ${num(cy - 30 * s)} ${num(cx - 16 * s)} ${num(cy - 30 * s)} ${num(cx - 22 * s)} ${num(cy - 18 * s)}` +
        `C${num(cx - 34 * s)} ${num(cy - 20 * s)} ${num(cx - 42 * s)} ${num(cy - 8 * s)} ${num(cx - 40 * s)} ${num(cy + 6 * s)}` +
        `L${num(cx - 34 * s)} ${num(cy + 12 * s)}C${num(cx - 20 * s)} ${num(cy + 14 * s)} ${num(cx + 20 * s)} ${num(cy + 14 * s)} ${num(cx + 32 * s)} ${num(cy + 6 * s)}Z`,
      { fill },
    ),
    ...[
      [-30, 10],
      [-18, 12],
      [14, 10],
      [26, 8],
    ].map(([dx, dy]) => rect(cx + (dx as number) * s, cy + (dy as number) * s, 6 * s, 16 * s, 2 * s, { fill })),
    path(`M${num(cx - 38 * s)} ${num(cy - 10 * s)}q${num(-4 * s)} ${num(-8 * s)} ${num(2 * s)} ${num(-12 * s)}`, {
      stroke: "#efe3cf",
      sw: 2.5 * s,
      cap: "round",
    }),
    circle(cx - 34 * s, cy - 4 * s, 1.8 * s, { fill: "#1f2a29" }),
    path(`M${num(cx + 32 * s)} ${num(cy - 2 * s)}q${num(8 * s)} ${num(2 * s)} ${num(6 * s)} ${num(12 * s)}`, {
      stroke: fill,
      sw: 2.5 * s,
      cap: "round",
    }),
    path(
      `M${num(cx - 22 * s)} ${num(cy - 18 * s)}C${num(cx - 14 * s)} ${num(cy - 8 * s)} ${num(cx - 14 * s)} ${num(cy + 4 * s)} ${num(cx - 20 * s)} ${num(cy + 12 * s)}`,
      { stroke: "#000", sw: 1.5 * s, opacity: 0.15 },
    ),
  ].join("");
}

/** A horse in profile, mid-stride. */
export function horse(cx: number, cy: number, s: number, fill: string): string {
  return [
    path(
      `M${num(cx - 24 * s)} ${num(cy - 8 * s)}C${num(cx - 20 * s)} ${num(cy - 16 * s)} ${num(cx + 14 * s)} ${num(cy - 16 * s)} ${num(cx + 20 * s)} ${num(cy - 10 * s)}` +
        `L${num(cx + 30 * s)} ${num(cy - 32 * s)}L${num(cx + 42 * s)} ${num(cy - 26 * s)}L${num(cx + 38 * s)} ${num(cy - 22 * s)}L${num(cx + 30 * s)} ${num(cy - 22 * s)}` +
        `L${num(cx + 26 * s)} ${num(cy + 4 * s)}C${num(cx + 10 * s)} ${num(cy + 8 * s)} ${num(cx - 14 * s)} ${num(cy + 8 * s)} ${num(cx - 24 * s)} ${num(cy + 2 * s)}Z`,
      { fill },
    ),
    path(
      `M${num(cx - 20 * s)} ${num(cy + 2 * s)}l${num(-10 * s)} ${num(20 * s)}M${num(cx - 12 * s)} ${num(cy + 4 * s)}l${num(4 * s)} ${num(22 * s)}M${num(cx + 14 * s)} ${num(cy + 4 * s)}l${num(10 * s)} ${num(20 * s)}M${num(cx + 22 * s)} ${num(cy + 2 * s)}l${num(-2 * s)} ${num(24 * s)}`,
      { stroke: fill, sw: 5 * s, cap: "round" },
    ),
    path(
      `M${num(cx - 24 * s)} ${num(cy - 6 * s)}c${num(-8 * s)} ${num(2 * s)} ${num(-12 * s)} ${num(10 * s)} ${num(-14 * s)} ${num(18 * s)}`,
      { stroke: LANG.ochre, sw: 4 * s, cap: "round" },
    ),
    path(`M${num(cx + 24 * s)} ${num(cy - 22 * s)}l${num(-4 * s)} ${num(8 * s)}l${num(-4 * s)} ${num(-2 * s)}`, {
      stroke: LANG.ochre,
      sw: 3 * s,
      cap: "round",
      join: "round",
    }),
  ].join("");
}
