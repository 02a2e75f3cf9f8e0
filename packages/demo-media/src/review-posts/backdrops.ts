import { mix } from "../colour";
import { circle, g, glow, path, rect } from "../kit";
import { num, stopsAt } from "../svg";
import { settingOf } from "./motifs";
import type { Post } from "./style";
import type { MotifId } from "./themes";

/**
 * The set behind a subject in a "scene" post: a street under the sky with the Rockies on the
 * horizon, a room with a window, or a table top, by day on light posts and by evening on dark ones.
 */

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The mountains west of Calgary: a jagged ridge with snow on the peaks. */
function rockies(post: Post, box: Box, baseY: number, height: number, fill: string, snow: string): string {
  const { random } = post;
  const peaks: [number, number][] = [[box.x - 20, baseY]];
  let x = box.x - 20;
  while (x < box.x + box.w + 40) {
    x += random.range(50, 110);
    peaks.push([x, baseY - height * random.range(0.45, 1)]);
    x += random.range(40, 90);
    peaks.push([x, baseY - height * random.range(0.15, 0.4)]);
  }
  peaks.push([box.x + box.w + 40, baseY]);
  const ridge = `M${peaks.map(([px, py]) => `${num(px)} ${num(py)}`).join("L")}Z`;
  const caps = peaks
    .slice(1, -1)
    .filter((_, i) => i % 2 === 0)
    .map(([px, py]) => {
      const depth = (baseY - py) * 0.28;
      return `M${num(px - depth * 0.9)} ${num(py + depth)}L${num(px)} ${num(py)}L${num(px + depth * 0.8)} ${num(py + depth)}L${num(px + depth * 0.2)} ${num(py + depth * 0.75)}Z`;
    })
    .join("");
  return path(ridge, { fill }) + path(caps, { fill: snow, opacity: 0.85 });
}

function outdoor(post: Post, box: Box, evening: boolean): string {
  const { scene, theme } = post;
  const c = theme.colors;
  const horizon = box.y + box.h * 0.7;
  const sky = evening
    ? scene.linear(
        [0, box.y, 0, horizon],
        stopsAt(
          [0, mix(c.dark, "#1b2140", 0.4)],
          [0.65, mix(c.primary, c.dark, 0.45)],
          [1, mix(c.accent, c.light, 0.3)],
        ),
      )
    : scene.fade([0, box.y, 0, horizon], mix("#8ec5ea", c.secondary, 0.25), mix("#eaf5fb", c.light, 0.4));
  const sunX = box.x + box.w * 0.2;
  const sunY = box.y + box.h * (evening ? 0.52 : 0.22);
  const far = evening ? mix(c.dark, c.primary, 0.3) : mix("#9fb6c9", c.secondary, 0.2);
  const near = evening ? mix(c.dark, "#000000", 0.1) : mix("#7f98ab", c.secondary, 0.15);
  const grass = evening ? mix(c.dark, "#2f4a2e", 0.45) : mix("#9cc27a", c.secondary, 0.15);
  const clouds = evening
    ? ""
    : g(
        [
          [0.62, 0.16, 1],
          [0.82, 0.3, 0.7],
        ].map(([fx, fy, s]) => {
          const cx = box.x + box.w * (fx as number);
          const cy = box.y + box.h * (fy as number);
          const k = s as number;
          return path(
            `M${num(cx - 70 * k)} ${num(cy)}a${num(26 * k)} ${num(26 * k)} 0 0 1 ${num(40 * k)} ${num(-20 * k)}a${num(34 * k)} ${num(34 * k)} 0 0 1 ${num(62 * k)} ${num(-6 * k)}a${num(24 * k)} ${num(24 * k)} 0 0 1 ${num(38 * k)} ${num(26 * k)}Z`,
            { fill: "#ffffff", opacity: 0.85 },
          );
        }),
      );
  return [
    rect(box.x, box.y, box.w, box.h, 0, { fill: sky }),
    glow(scene, sunX, sunY, box.w * 0.32, evening ? c.accent : "#fff6d8", evening ? 0.5 : 0.7),
    circle(sunX, sunY, 34, { fill: evening ? mix(c.accent, "#ffffff", 0.35) : "#fffbea" }),
    clouds,
    rockies(post, box, horizon - box.h * 0.04, box.h * 0.32, far, evening ? mix(c.light, c.primary, 0.3) : "#ffffff"),
    path(
      `M${box.x} ${num(horizon)}Q${num(box.x + box.w * 0.3)} ${num(horizon - box.h * 0.1)} ${num(box.x + box.w * 0.6)} ${num(horizon - box.h * 0.03)}T${box.x + box.w} ${num(horizon - box.h * 0.06)}V${box.y + box.h}H${box.x}Z`,
      { fill: near },
    ),
    rect(box.x, horizon, box.w, box.y + box.h - horizon, 0, {
      fill: scene.fade([0, horizon, 0, box.y + box.h], grass, mix(grass, "#000000", 0.15)),
    }),
  ].join("");
}

function indoor(post: Post, box: Box, evening: boolean): string {
  const { scene, theme } = post;
  const c = theme.colors;
  const floorY = box.y + box.h * 0.76;
  const wall = evening ? mix(c.dark, c.secondary, 0.3) : mix(c.light, c.secondary, 0.35);
  const win = { x: box.x + box.w * 0.08, y: box.y + box.h * 0.12, w: box.w * 0.22, h: box.h * 0.5 };
  const view = evening
    ? scene.fade([0, win.y, 0, win.y + win.h], mix(c.dark, "#101830", 0.5), mix(c.primary, c.dark, 0.5))
    : scene.fade([0, win.y, 0, win.y + win.h], "#a8d4ef", "#e6f3fa");
  const frame = evening ? mix(c.dark, "#000000", 0.2) : "#ffffff";
  return [
    rect(box.x, box.y, box.w, box.h, 0, {
      fill: scene.fade([box.x, 0, box.x + box.w, 0], mix(wall, "#ffffff", 0.08), mix(wall, "#000000", 0.06)),
    }),
    glow(
      scene,
      win.x + win.w / 2,
      win.y + win.h * 0.6,
      box.w * 0.45,
      evening ? c.accent : "#ffffff",
      evening ? 0.25 : 0.5,
    ),
    rect(win.x - 10, win.y - 10, win.w + 20, win.h + 20, 6, { fill: frame }),
    rect(win.x, win.y, win.w, win.h, 2, { fill: view }),
    path(
      `M${num(win.x + win.w / 2)} ${num(win.y)}V${num(win.y + win.h)}M${num(win.x)} ${num(win.y + win.h * 0.45)}H${num(win.x + win.w)}`,
      {
        stroke: frame,
        sw: 8,
      },
    ),
    rect(box.x + box.w * 0.78, box.y + box.h * 0.18, box.w * 0.12, box.h * 0.3, 4, {
      fill: mix(wall, c.primary, 0.35),
    }),
    rect(box.x + box.w * 0.795, box.y + box.h * 0.205, box.w * 0.09, box.h * 0.25, 2, {
      fill: mix(wall, c.accent, 0.3),
    }),
    rect(box.x, floorY, box.w, box.y + box.h - floorY, 0, {
      fill: scene.fade([0, floorY, 0, box.y + box.h], evening ? "#5b4030" : "#d9b891", evening ? "#3c2a20" : "#c29a6e"),
    }),
    rect(box.x, floorY - 10, box.w, 10, 0, { fill: mix(wall, "#ffffff", 0.4) }),
  ].join("");
}

function table(post: Post, box: Box, evening: boolean): string {
  const { scene, theme } = post;
  const c = theme.colors;
  const edge = box.y + box.h * 0.58;
  const wall = evening ? mix(c.dark, c.primary, 0.18) : mix(c.light, c.secondary, 0.5);
  const top = evening ? mix("#6b4a33", c.dark, 0.35) : mix("#e7d3b8", c.light, 0.3);
  const grain: string[] = [];
  for (let i = 1; i < 6; i += 1) {
    const y = edge + (box.y + box.h - edge) * (i / 6) ** 1.4;
    grain.push(`M${box.x} ${num(y)}H${box.x + box.w}`);
  }
  return [
    rect(box.x, box.y, box.w, box.h, 0, { fill: wall }),
    glow(
      scene,
      box.x + box.w * 0.75,
      box.y + box.h * 0.2,
      box.w * 0.5,
      evening ? c.accent : "#ffffff",
      evening ? 0.35 : 0.55,
    ),
    g(
      [0.12, 0.3, 0.52, 0.7, 0.88].map((f, i) =>
        circle(box.x + box.w * f, box.y + box.h * (0.2 + (i % 2) * 0.14), 18 + (i % 3) * 10, {
          fill: i % 2 ? c.accent : c.primary,
        }),
      ),
      { opacity: evening ? 0.22 : 0.12 },
    ),
    rect(box.x, edge, box.w, box.y + box.h - edge, 0, {
      fill: scene.fade([0, edge, 0, box.y + box.h], mix(top, "#ffffff", 0.08), mix(top, "#000000", 0.12)),
    }),
    path(grain.join(""), { stroke: "#000000", sw: 2, opacity: 0.06 }),
  ].join("");
}

function desk(post: Post, box: Box, evening: boolean): string {
  const { scene, theme } = post;
  const c = theme.colors;
  const edge = box.y + box.h * 0.66;
  const wall = evening ? mix(c.dark, c.primary, 0.22) : mix(c.light, c.secondary, 0.4);
  const shelfY = box.y + box.h * 0.26;
  return [
    rect(box.x, box.y, box.w, box.h, 0, {
      fill: scene.fade([box.x, 0, box.x + box.w, 0], mix(wall, "#ffffff", 0.08), mix(wall, "#000000", 0.05)),
    }),
    glow(scene, box.x + box.w * 0.2, box.y + box.h * 0.3, box.w * 0.45, evening ? c.secondary : "#ffffff", 0.35),
    rect(box.x + box.w * 0.06, shelfY, box.w * 0.26, 10, 3, { fill: mix(wall, "#000000", 0.2) }),
    ...[0, 1, 2, 3].map((i) =>
      rect(box.x + box.w * 0.08 + i * 26, shelfY - 70 + (i % 2) * 12, 20, 70 - (i % 2) * 12, 3, {
        fill: [c.primary, c.secondary, c.accent, mix(c.dark, c.light, 0.3)][i] as string,
      }),
    ),
    rect(box.x, edge, box.w, box.y + box.h - edge, 0, {
      fill: scene.fade([0, edge, 0, box.y + box.h], evening ? "#3a3330" : "#efe6da", evening ? "#2a2522" : "#dccfbd"),
    }),
    rect(box.x, edge, box.w, 6, 0, { fill: "#ffffff", opacity: evening ? 0.06 : 0.5 }),
  ].join("");
}

export function backdrop(post: Post, motif: MotifId, box: Box): string {
  const evening = post.brief.tone === "dark";
  switch (settingOf(motif)) {
    case "outdoor":
      return outdoor(post, box, evening);
    case "indoor":
      return indoor(post, box, evening);
    case "table":
      return table(post, box, evening);
    case "desk":
      return desk(post, box, evening);
  }
}
