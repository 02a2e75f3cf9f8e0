import { contrast, mix } from "../colour";
import { circle, ellipse, g, glow, path, rect, rotate, smoothPath } from "../kit";
import { num, stops, stopsAt } from "../svg";
import { floorShadow, hfade, isoBox, leaf, MATERIAL, shade, sparkle, tint, vfade, type Motif } from "./motif-kit";
import { isDark, tick } from "./style";
import type { MotifId } from "./themes";

/**
 * Screens, paper and rooms: the web studio's laptop, dashboard and phone; the interior designer's
 * sofa, lamp and swatches; the assistant app's calendar, checklist and chat; and the language
 * programme's recordings and books.
 */

const INK = "#1d2230";
const MUTED = "#c9cdd8";
const PAPER = "#ffffff";

/** The candidate that stands out most on the ground. */
function boldest(ground: string, candidates: readonly string[]): string {
  return candidates.reduce((best, c) => (contrast(c, ground) > contrast(best, ground) ? c : best));
}

/** The first candidate that reads on the ground (the brand's own colour, usually), else the boldest. */
function preferred(ground: string, candidates: readonly string[], min = 1.8): string {
  return candidates.find((c) => contrast(c, ground) >= min) ?? boldest(ground, candidates);
}

/** A floating card: a soft offset shadow, then the rounded face. */
function card(x: number, y: number, w: number, h: number, r: number, fill: string, lift = 10): string {
  return (
    rect(x + lift * 0.3, y + lift, w, h, r, { fill: "#000000", opacity: 0.1 }) +
    rect(x + lift * 0.15, y + lift * 0.5, w, h, r, { fill: "#000000", opacity: 0.08 }) +
    rect(x, y, w, h, r, { fill })
  );
}

/** A rounded bar standing in for a line of text. */
function bar(x: number, y: number, w: number, h: number, fill: string, opacity?: number): string {
  return rect(x, y, w, h, h / 2, { fill, opacity });
}

/** An open laptop, from the front and a little above, showing a small-business website. */
const laptop: Motif = (k) => {
  const screen = { x: 74, y: 76, w: 252, h: 158 };
  const clip = k.scene.clip(rect(screen.x, screen.y, screen.w, screen.h, 4));
  const p = k.c.primary;
  const image = k.scene.fade([220, 100, 318, 176], tint(k.c.secondary, 0.2), p);
  const site = [
    rect(screen.x, screen.y, screen.w, screen.h, 0, { fill: tint(k.c.light, 0.4) }),
    rect(screen.x, screen.y, screen.w, 20, 0, { fill: PAPER }),
    circle(88, 86, 5, { fill: p }),
    bar(97, 83, 26, 6, INK),
    bar(208, 84, 18, 4, MUTED),
    bar(232, 84, 18, 4, MUTED),
    bar(256, 84, 18, 4, MUTED),
    rect(282, 80, 36, 12, 6, { fill: p }),
    bar(88, 112, 112, 11, INK),
    bar(88, 129, 84, 11, p),
    bar(88, 148, 108, 5, MUTED),
    bar(88, 158, 92, 5, MUTED),
    rect(88, 172, 52, 16, 8, { fill: p }),
    bar(98, 178, 32, 4, "#ffffff"),
    rect(146, 172, 46, 16, 8, { stroke: INK, sw: 1.5, opacity: 0.5 }),
    rect(214, 104, 102, 86, 8, { fill: image }),
    circle(288, 124, 10, { fill: tint(k.c.accent, 0.3) }),
    path("M214 176L246 142L268 162L286 146L316 172V190H214Z", { fill: "#ffffff", opacity: 0.35 }),
    path("M214 190L240 160L262 180L286 166L316 186V190Z", { fill: "#ffffff", opacity: 0.5 }),
    ...[0, 1, 2].map((i) => {
      const x = 88 + i * 78;
      return (
        rect(x, 202, 70, 30, 6, { fill: PAPER }) +
        circle(x + 12, 213, 6, { fill: [p, k.c.secondary, k.c.accent][i] as string }) +
        bar(x + 22, 210, 38, 4, INK, 0.7) +
        bar(x + 22, 218, 28, 4, MUTED)
      );
    }),
    // The cursor, on the call to action.
    path("M128 180L128 198L133 193L137 202L141 200L137 191L144 191Z", {
      fill: "#ffffff",
      stroke: INK,
      sw: 1.6,
      join: "round",
    }),
  ];
  const keys: string[] = [];
  for (let r = 0; r < 4; r += 1) {
    const y0 = 262 + r * 9.5;
    const t0 = (y0 - 254) / 58;
    const left = 58 - 34 * t0 + 14;
    const right = 342 + 34 * t0 - 14;
    const count = 14;
    const kw = (right - left) / count;
    for (let c = 0; c < count; c += 1) keys.push(rect(left + c * kw + 1, y0, kw - 2.4, 7, 1.5, { fill: "#3a3e48" }));
  }
  return [
    floorShadow(200, 330, 196, k.c.dark, 0.28),
    rect(62, 64, 276, 186, 12, { fill: vfade(k, 64, 250, "#3a3d45", "#1c1e24") }),
    rect(64, 66, 272, 182, 11, { stroke: "#ffffff", sw: 1.5, opacity: 0.12 }),
    circle(200, 70, 2.2, { fill: "#5a5e68" }),
    g(site, { clip }),
    path("M74 76L170 76L110 234H74Z", { fill: "#ffffff", opacity: 0.05 }),
    path("M58 250H342L376 312H24Z", {
      fill: k.scene.fade([0, 250, 0, 312], "#c4c8d0", "#e4e7ec"),
    }),
    rect(58, 248, 284, 6, 2, { fill: "#8d929c" }),
    ...keys,
    path("M160 300H240L244 311H156Z", { fill: "#cfd3da" }),
    path("M24 312H376V318Q376 326 366 326H34Q24 326 24 318Z", {
      fill: vfade(k, 312, 326, "#a9aeb8", "#7d828c"),
    }),
    rect(178, 312, 44, 4, 2, { fill: "#6d727c" }),
  ].join("");
};

/** An analytics dashboard card: headline figures, a trend line, a donut and a floating bar chart. */
const dashboard: Motif = (k) => {
  const p = k.c.primary;
  const s = k.c.secondary;
  const good = k.c.accent;
  const trend: [number, number][] = [
    [64, 262],
    [92, 250],
    [118, 256],
    [146, 226],
    [172, 232],
    [198, 204],
    [224, 196],
    [246, 170],
  ];
  const line = smoothPath(trend);
  const area = `${line}V288H64Z`;
  const areaFill = k.scene.linear([0, 170, 0, 288], stops([p, 0.35], [p, 0.02]));
  const donut = (from: number, to: number, color: string) => {
    const r = 34;
    const a0 = from * Math.PI * 2 - Math.PI / 2;
    const a1 = to * Math.PI * 2 - Math.PI / 2;
    const large = to - from > 0.5 ? 1 : 0;
    return path(
      `M${num(306 + Math.cos(a0) * r)} ${num(182 + Math.sin(a0) * r)}A${r} ${r} 0 ${large} 1 ${num(306 + Math.cos(a1) * r)} ${num(182 + Math.sin(a1) * r)}`,
      { stroke: color, sw: 14 },
    );
  };
  const kpi = (x: number, color: string, w: number) =>
    rect(x, 96, 80, 48, 10, { fill: tint(color, 0.85) }) +
    bar(x + 10, 106, 30, 4, INK, 0.45) +
    bar(x + 10, 118, w, 10, INK) +
    path(`M${x + 62} 128l6 -8l6 8Z`, { fill: shade(color, 0.15) });
  const bars = [38, 54, 46, 70, 62, 84].map((h, i) =>
    rect(270 + i * 16, 334 - h * 0.6, 10, h * 0.6, 3, { fill: i === 5 ? good : i % 2 ? s : p }),
  );
  return [
    floorShadow(200, 362, 180, k.c.dark, 0.22),
    card(40, 54, 312, 266, 18, PAPER, 14),
    rect(40, 54, 312, 30, 18, { fill: tint(k.c.light, 0.3) }),
    rect(40, 70, 312, 14, 0, { fill: tint(k.c.light, 0.3) }),
    circle(60, 69, 6, { fill: p }),
    bar(72, 66, 50, 6, INK),
    rect(288, 62, 50, 14, 7, { fill: tint(p, 0.85) }),
    bar(296, 67, 34, 4, p),
    kpi(56, p, 48),
    kpi(144, s, 40),
    kpi(232, good, 52),
    path("M64 180H256M64 214H256M64 248H256M64 288H256", { stroke: MUTED, sw: 1.2, opacity: 0.7 }),
    path(area, { fill: areaFill }),
    path(line, { stroke: p, sw: 4.5, cap: "round", join: "round" }),
    ...trend.slice(1).map(([x, y]) => circle(x, y, 3.5, { fill: PAPER, stroke: p, sw: 2.5 })),
    circle(246, 170, 7, { fill: p }),
    circle(246, 170, 13, { fill: p, opacity: 0.2 }),
    rect(188, 150, 44, 16, 5, { fill: INK }),
    bar(195, 156, 30, 4, "#ffffff"),
    circle(306, 182, 34, { stroke: tint(MUTED, 0.4), sw: 14 }),
    donut(0, 0.46, p),
    donut(0.5, 0.74, s),
    donut(0.78, 0.96, good),
    bar(284, 232, 44, 5, INK, 0.5),
    bar(290, 244, 32, 5, MUTED),
    g(
      [
        card(254, 262, 126, 88, 14, PAPER, 12),
        bar(266, 274, 40, 5, INK, 0.6),
        path(`M266 334H370`, { stroke: MUTED, sw: 1.2 }),
        ...bars,
      ],
      { transform: rotate(-3, 317, 306) },
    ),
  ].join("");
};

/** A phone with a booking app: week strip, time slots and a big button, and notifications popping out. */
const mobile: Motif = (k) => {
  const p = k.c.primary;
  const scr = { x: 132, y: 40, w: 136, h: 292 };
  const clip = k.scene.clip(rect(scr.x, scr.y, scr.w, scr.h, 20));
  const hero = k.scene.fade([scr.x, 70, scr.x + scr.w, 150], p, mix(p, k.c.secondary, 0.6));
  const days = Array.from({ length: 5 }, (_, i) => {
    const x = 142 + i * 24;
    const on = i === 2;
    return (
      rect(x, 164, 20, 30, 8, { fill: on ? p : tint(k.c.light, 0.2) }) +
      bar(x + 5, 171, 10, 3.5, on ? "#ffffff" : INK, on ? 0.9 : 0.35) +
      circle(x + 10, 184, 3.5, { fill: on ? "#ffffff" : INK, opacity: on ? 1 : 0.55 })
    );
  });
  const slots = Array.from({ length: 6 }, (_, i) => {
    const x = 142 + (i % 3) * 40;
    const y = 206 + Math.floor(i / 3) * 26;
    const on = i === 4;
    return (
      rect(x, y, 36, 20, 6, on ? { fill: tint(p, 0.82), stroke: p, sw: 2 } : { fill: PAPER, stroke: MUTED, sw: 1.5 }) +
      bar(x + 9, y + 8, 18, 4, on ? p : INK, on ? 1 : 0.45)
    );
  });
  const ui = [
    rect(scr.x, scr.y, scr.w, scr.h, 0, { fill: tint(k.c.light, 0.5) }),
    rect(scr.x, scr.y, scr.w, 120, 0, { fill: hero }),
    bar(144, 72, 40, 5, "#ffffff", 0.7),
    bar(144, 84, 82, 9, "#ffffff"),
    bar(144, 98, 60, 9, "#ffffff"),
    circle(250, 78, 10, { fill: "#ffffff", opacity: 0.9 }),
    circle(250, 76, 4, { fill: p }),
    path("M243 86Q250 80 257 86", { stroke: p, sw: 3 }),
    card(140, 120, 120, 34, 10, PAPER, 4),
    circle(155, 137, 8, { fill: tint(k.c.accent, 0.3) }),
    bar(168, 131, 52, 5, INK),
    bar(168, 140, 36, 4, MUTED),
    ...days,
    ...slots,
    rect(142, 268, 116, 28, 14, { fill: p }),
    bar(176, 280, 48, 5, "#ffffff"),
    rect(scr.x, 306, scr.w, 26, 0, { fill: PAPER }),
    ...[0, 1, 2, 3].map((i) => circle(158 + i * 28, 318, 5, { fill: i === 0 ? p : MUTED })),
  ];
  const trendCard = g(
    [
      card(0, 0, 118, 66, 14, PAPER, 8),
      bar(12, 12, 44, 5, INK, 0.5),
      path("M12 52L36 40L56 46L82 26L104 18", { stroke: p, sw: 4, cap: "round", join: "round" }),
      path("M94 16L106 17L103 29", { stroke: p, sw: 4, cap: "round", join: "round" }),
    ],
    { transform: "translate(266 196) rotate(4)" },
  );
  const notify = g(
    [
      card(0, 0, 124, 48, 14, PAPER, 8),
      circle(24, 24, 13, { fill: k.c.accent }),
      tick(24, 24, 14, isDark(k.c.accent) ? "#ffffff" : INK, 3.4),
      bar(44, 16, 56, 5, INK),
      bar(44, 27, 40, 4, MUTED),
    ],
    { transform: "translate(22 100) rotate(-5)" },
  );
  return [
    floorShadow(200, 360, 120, k.c.dark, 0.25),
    rect(120, 28, 160, 318, 30, { fill: vfade(k, 28, 346, "#3a3d45", "#17181d") }),
    rect(122, 30, 156, 314, 28, { stroke: "#ffffff", sw: 1.5, opacity: 0.15 }),
    rect(118, 100, 3, 30, 1.5, { fill: "#2a2c33" }),
    g(ui, { clip }),
    rect(181, 46, 38, 10, 5, { fill: "#0b0c0f" }),
    path("M136 44L204 44L150 330H136Z", { fill: "#ffffff", opacity: 0.05 }),
    notify,
    trendCard,
  ].join("");
};

/** A modern three-seat sofa with cushions and a throw, on low tapered legs. */
const sofa: Motif = (k) => {
  const cloth = preferred(k.ground, [k.c.primary, k.c.secondary, mix(k.c.dark, k.c.primary, 0.35)]);
  const pillowA = boldest(cloth, [k.c.secondary, k.c.light, k.c.accent]);
  const pillowB = boldest(
    cloth,
    [k.c.accent, k.c.dark, k.c.primary].filter((c) => c !== pillowA),
  );
  const lit = tint(cloth, 0.14);
  const dim = shade(cloth, 0.16);
  const leg = (x: number, lean: number) =>
    path(`M${x - 6} 318L${x + 6} 318L${x + 3 + lean} 354H${x - 3 + lean}Z`, { fill: shade(MATERIAL.wood, 0.2) });
  const stripes = Array.from({ length: 5 }, (_, i) => `M${-30 + i * 14} -32V32`).join("");
  return [
    floorShadow(200, 356, 190, k.c.dark, 0.26),
    leg(70, -6),
    leg(330, 6),
    leg(110, -2),
    leg(290, 2),
    // Back, arms, seat and base.
    rect(64, 136, 272, 146, 34, { fill: vfade(k, 136, 282, lit, dim) }),
    rect(80, 150, 116, 118, 24, { fill: vfade(k, 150, 268, tint(cloth, 0.2), shade(cloth, 0.06)) }),
    rect(204, 150, 116, 118, 24, { fill: vfade(k, 150, 268, tint(cloth, 0.2), shade(cloth, 0.06)) }),
    rect(52, 270, 296, 52, 14, { fill: vfade(k, 270, 322, shade(cloth, 0.05), shade(cloth, 0.25)) }),
    rect(78, 246, 124, 40, 14, { fill: vfade(k, 246, 286, tint(cloth, 0.24), cloth) }),
    rect(198, 246, 124, 40, 14, { fill: vfade(k, 246, 286, tint(cloth, 0.2), shade(cloth, 0.04)) }),
    path("M90 250H190M210 250H310", { stroke: "#ffffff", sw: 3, opacity: 0.18, cap: "round" }),
    rect(30, 196, 64, 128, 30, { fill: hfade(k, 30, 94, tint(cloth, 0.22), shade(cloth, 0.08)) }),
    rect(306, 196, 64, 128, 30, { fill: hfade(k, 306, 370, shade(cloth, 0.02), shade(cloth, 0.22)) }),
    path("M44 214Q62 200 80 214", { stroke: "#ffffff", sw: 4, opacity: 0.2, cap: "round" }),
    // Cushions: a striped square, a plain one and a round bolster.
    g(
      [
        rect(-34, -34, 68, 68, 14, { fill: vfade(k, -34, 34, tint(pillowA, 0.1), shade(pillowA, 0.12)) }),
        g(path(stripes, { stroke: pillowB, sw: 4, opacity: 0.55 }), {
          clip: k.scene.clip(rect(-34, -34, 68, 68, 14)),
        }),
      ],
      { transform: "translate(120 218) rotate(-10)" },
    ),
    rect(-32, -32, 64, 64, 14, {
      fill: vfade(k, -32, 32, tint(pillowB, 0.12), shade(pillowB, 0.14)),
      transform: "translate(272 220) rotate(8)",
    }),
    ellipse(198, 238, 36, 22, { fill: vfade(k, 216, 260, tint(pillowA, 0.2), shade(pillowA, 0.1)) }),
    path("M176 230Q198 222 220 230", { stroke: shade(pillowA, 0.2), sw: 2, opacity: 0.6 }),
    // A knitted throw over the right arm.
    path("M300 192Q334 186 356 200L364 300Q346 306 330 300L322 232Q312 214 300 214Z", {
      fill: vfade(k, 190, 300, tint(k.c.light, 0.2), shade(k.c.light, 0.12)),
    }),
    path("M334 206L340 296M348 204L352 298", { stroke: shade(k.c.light, 0.2), sw: 2.5, opacity: 0.7 }),
    path("M330 302l0 10M338 303l0 10M346 303l0 10M354 302l0 10M362 300l0 10", {
      stroke: shade(k.c.light, 0.12),
      sw: 2.5,
      cap: "round",
    }),
  ].join("");
};

/** A glazed ceramic table lamp, lit, on a walnut sideboard with a vase of dried stems and books. */
const lamp: Motif = (k) => {
  const glaze = preferred(k.ground, [k.c.primary, k.c.secondary, k.c.accent], 1.5);
  const shadeColor = "#f6efe2";
  const wood = mix(MATERIAL.wood, "#5a3a22", 0.35);
  const top = isoBox(52, 300, 296, 48, 40, wood);
  const vase = "M290 300Q270 296 272 270Q274 246 286 236V222H302V236Q314 246 316 270Q318 296 298 300Z";
  return [
    glow(k.scene, 168, 150, 190, "#ffd99a", isDark(k.ground) ? 0.55 : 0.4),
    floorShadow(200, 366, 180, k.c.dark, 0.26),
    rect(66, 346, 10, 20, 2, { fill: shade(wood, 0.4) }),
    rect(322, 346, 10, 20, 2, { fill: shade(wood, 0.4) }),
    top.side,
    top.top,
    rect(52, 300, 296, 48, 0, { fill: vfade(k, 300, 348, tint(wood, 0.05), shade(wood, 0.15)) }),
    path("M150 304V344M250 304V344", { stroke: shade(wood, 0.35), sw: 2.5 }),
    rect(92, 320, 30, 4, 2, { fill: MATERIAL.tape }),
    rect(186, 320, 30, 4, 2, { fill: MATERIAL.tape }),
    rect(278, 320, 30, 4, 2, { fill: MATERIAL.tape }),
    ellipse(168, 296, 70, 10, { fill: "#ffd99a", opacity: 0.35 }),
    // The lamp: a round glazed body with a drip, a brass neck and a linen drum shade.
    path("M168 300Q120 298 122 258Q124 226 160 214V196H176V214Q212 226 214 258Q216 298 168 300Z", {
      fill: k.scene.radial(
        { cx: 150, cy: 244, r: 70 },
        stopsAt([0, tint(glaze, 0.3)], [0.7, glaze], [1, shade(glaze, 0.25)]),
      ),
    }),
    path(
      "M131 240Q148 226 160 222Q176 220 205 236Q204 252 196 246Q190 262 184 244Q172 252 168 240Q160 256 152 238Q142 252 131 240Z",
      {
        fill: tint(glaze, 0.5),
        opacity: 0.55,
      },
    ),
    path("M138 262Q140 282 160 290", { stroke: "#ffffff", sw: 5, cap: "round", opacity: 0.35 }),
    rect(163, 176, 10, 24, 3, { fill: hfade(k, 163, 173, tint(k.c.accent, 0.3), shade(k.c.accent, 0.2)) }),
    path("M106 94H230L250 180H86Z", {
      fill: k.scene.fade([0, 94, 0, 180], shade(shadeColor, 0.06), tint("#ffe2ad", 0.3)),
    }),
    path("M86 180H250L246 186H90Z", { fill: "#ffe6b8" }),
    path("M118 100L104 176M150 100L146 176M186 100L190 176M218 100L232 176", {
      stroke: shade(shadeColor, 0.12),
      sw: 1.5,
      opacity: 0.5,
    }),
    // Books, a small bowl and a vase of dried stems.
    rect(232, 286, 46, 14, 2, { fill: mix(k.c.dark, k.c.primary, 0.3) }),
    rect(236, 274, 40, 12, 2, { fill: k.c.secondary }),
    ellipse(256, 272, 16, 5, { fill: shade(k.c.light, 0.15) }),
    path("M294 230Q280 160 258 120M294 230Q300 150 320 104M294 230Q310 180 346 150", {
      stroke: mix(MATERIAL.wood, "#c9a878", 0.5),
      sw: 2.5,
      cap: "round",
    }),
    ...[
      [262, 128, -120],
      [270, 150, -40],
      [316, 112, -70],
      [312, 140, 10],
      [338, 156, -20],
      [326, 170, 60],
      [280, 176, -150],
    ].map(([x, y, a]) => leaf(x as number, y as number, 16, a as number, mix("#c9a878", k.c.secondary, 0.4))),
    path(vase, { fill: hfade(k, 272, 316, tint(k.c.light, 0.2), shade(k.c.light, 0.2)) }),
    path("M280 268Q284 286 292 292", { stroke: "#ffffff", sw: 3, cap: "round", opacity: 0.5 }),
  ].join("");
};

/** Paint chips fanned from a rivet, over two fabric samples with pinked edges. */
const swatches: Motif = (k) => {
  const hues = [
    mix(k.c.dark, k.c.secondary, 0.2),
    k.c.primary,
    k.c.accent,
    k.c.secondary,
    mix(k.c.primary, k.c.secondary, 0.5),
  ];
  const strips = hues.map((hue, i) => {
    const angle = -36 + i * 18;
    const blocks = [0.55, 0.3, 0.08, -0.18].map((t, j) =>
      rect(-32, -246 + j * 46, 64, 42, j === 0 ? 8 : 2, { fill: t > 0 ? tint(hue, t) : shade(hue, -t) }),
    );
    return g(
      [
        rect(-34, -250, 72, 268, 12, { fill: "#000000", opacity: 0.12 }),
        rect(-36, -250, 72, 268, 12, { fill: PAPER }),
        ...blocks,
        bar(-26, -52, 36, 5, INK, 0.5),
        bar(-26, -42, 24, 4, MUTED),
      ],
      { transform: `translate(200 338) rotate(${angle})` },
    );
  });
  const pinked = (x: number, y: number, w: number, h: number) => {
    const teeth = 10;
    const step = w / teeth;
    let d = `M${x} ${y}`;
    for (let i = 0; i < teeth; i += 1) d += `l${num(step / 2)} -5l${num(step / 2)} 5`;
    const vstep = h / teeth;
    for (let i = 0; i < teeth; i += 1) d += `l5 ${num(vstep / 2)}l-5 ${num(vstep / 2)}`;
    for (let i = 0; i < teeth; i += 1) d += `l${num(-step / 2)} 5l${num(-step / 2)} -5`;
    for (let i = 0; i < teeth; i += 1) d += `l-5 ${num(-vstep / 2)}l5 ${num(-vstep / 2)}`;
    return `${d}Z`;
  };
  const linen = mix(k.c.secondary, k.c.light, 0.2);
  const velvet = mix(k.c.dark, k.c.primary, 0.45);
  const weave = Array.from({ length: 12 }, (_, i) => `M${-56 + i * 10} -56V56M-56 ${-56 + i * 10}H56`).join("");
  return [
    floorShadow(200, 356, 176, k.c.dark, 0.24),
    ...strips,
    circle(200, 318, 9, { fill: hfade(k, 191, 209, tint(MATERIAL.steel, 0.4), shade(MATERIAL.steel, 0.3)) }),
    g(
      [
        path(pinked(-56, -56, 112, 112), { fill: "#000000", opacity: 0.14, transform: "translate(5 8)" }),
        path(pinked(-56, -56, 112, 112), { fill: vfade(k, -56, 56, tint(velvet, 0.2), shade(velvet, 0.1)) }),
        ellipse(-14, -20, 40, 22, { fill: "#ffffff", opacity: 0.12 }),
      ],
      { transform: "translate(92 298) rotate(-12)" },
    ),
    g(
      [
        path(pinked(-56, -56, 112, 112), { fill: "#000000", opacity: 0.14, transform: "translate(5 8)" }),
        path(pinked(-56, -56, 112, 112), { fill: linen }),
        path(weave, { stroke: shade(linen, 0.12), sw: 1.6, opacity: 0.8 }),
      ],
      { transform: "translate(140 318) rotate(6)" },
    ),
  ].join("");
};

/** A month on a wall calendar: ringed binding, a grid of days as dots, events, and one date circled. */
const calendar: Motif = (k) => {
  const p = k.c.primary;
  const cells: string[] = [];
  const x0 = 84;
  const y0 = 166;
  const cw = 34;
  const ch = 32;
  const pick = k.variant % 5;
  const hi = { c: 2 + (pick % 3), r: 1 + (pick % 2) };
  cells.push(rect(x0 + 1 * cw + 3, y0 + 3 * ch + 4, cw * 3 - 6, ch - 8, 12, { fill: tint(k.c.secondary, 0.45) }));
  for (let r = 0; r < 5; r += 1)
    for (let c = 0; c < 7; c += 1) {
      const cx = x0 + c * cw + cw / 2;
      const cy = y0 + r * ch + ch / 2;
      const past = r * 7 + c < hi.r * 7 + hi.c;
      if (r === 4 && c > 3) continue;
      if (r === hi.r && c === hi.c) {
        cells.push(circle(cx, cy, 15, { fill: p }), tick(cx, cy, 14, "#ffffff", 3.2));
        continue;
      }
      cells.push(bar(cx - 7, cy - 3, 14, 6, INK, past ? 0.18 : 0.55));
      if ((r * 3 + c * 5) % 7 === 0) cells.push(circle(cx, cy + 9, 3, { fill: k.c.accent }));
      if ((r * 5 + c) % 9 === 4) cells.push(circle(cx + 7, cy + 9, 3, { fill: k.c.secondary }));
    }
  const rings = [130, 200, 270].map(
    (x) =>
      circle(x, 100, 6, { fill: shade(p, 0.45) }) +
      path(`M${x} 104V78`, { stroke: hfade(k, x - 4, x + 4, "#e8ebef", "#8f96a0"), sw: 7, cap: "round" }),
  );
  return [
    floorShadow(200, 360, 170, k.c.dark, 0.2),
    rect(70, 92, 268, 262, 16, { fill: shade(PAPER, 0.1), transform: rotate(4, 204, 223) }),
    card(62, 84, 276, 268, 16, PAPER, 8),
    path("M62 100Q62 84 78 84H322Q338 84 338 100V140H62Z", { fill: vfade(k, 84, 140, tint(p, 0.08), shade(p, 0.08)) }),
    bar(150, 116, 100, 10, "#ffffff"),
    path("M96 114l-8 7l8 7M304 114l8 7l-8 7", {
      stroke: "#ffffff",
      sw: 3.5,
      cap: "round",
      join: "round",
      opacity: 0.8,
    }),
    ...rings,
    ...Array.from({ length: 7 }, (_, c) => bar(x0 + c * cw + cw / 2 - 6, 152, 12, 4, INK, 0.35)),
    ...cells,
    // A pen resting across the corner.
    g(
      [
        rect(-70, -7, 140, 14, 7, { fill: mix(k.c.dark, p, 0.2) }),
        rect(30, -7, 10, 14, 0, { fill: tint(MATERIAL.steel, 0.2) }),
        path("M70 -7L88 0L70 7Z", { fill: tint(MATERIAL.steel, 0.1) }),
        rect(-40, -10, 44, 4, 2, { fill: tint(MATERIAL.steel, 0.3) }),
      ],
      { transform: "translate(318 330) rotate(-38)" },
    ),
  ].join("");
};

/** A clipboard checklist: most items ticked, a pencil beside it and a progress badge. */
const checklist: Motif = (k) => {
  const p = k.c.primary;
  const board = boldest(k.ground, [p, k.c.secondary, mix(k.c.dark, p, 0.4)]);
  const done = Math.min(4, 2 + (k.variant % 3));
  const rows = Array.from({ length: 5 }, (_, i) => {
    const y = 148 + i * 38;
    const checked = i < done;
    return (
      (checked
        ? rect(122, y, 24, 24, 7, { fill: p }) + tick(134, y + 12, 15, "#ffffff", 3.4)
        : rect(123, y + 1, 22, 22, 7, { stroke: MUTED, sw: 2.5, fill: PAPER })) +
      bar(158, y + 5, 96 - (i % 2) * 22, 7, INK, checked ? 0.3 : 0.75) +
      bar(158, y + 16, 60 - (i % 3) * 10, 4, MUTED)
    );
  });
  const badgeInk = isDark(k.c.accent) ? "#ffffff" : INK;
  return [
    floorShadow(200, 362, 150, k.c.dark, 0.24),
    rect(88, 56, 228, 296, 20, { fill: shade(board, 0.3) }),
    rect(84, 50, 228, 296, 20, { fill: hfade(k, 84, 312, tint(board, 0.12), shade(board, 0.08)) }),
    rect(104, 78, 188, 252, 6, { fill: "#000000", opacity: 0.12, transform: "translate(3 5)" }),
    rect(104, 78, 188, 252, 6, { fill: PAPER }),
    bar(122, 100, 110, 12, INK),
    bar(122, 120, 74, 5, MUTED),
    ...rows,
    rect(156, 38, 84, 36, 10, { fill: vfade(k, 38, 74, tint(MATERIAL.steel, 0.35), shade(MATERIAL.steel, 0.3)) }),
    rect(176, 28, 44, 20, 10, { stroke: shade(MATERIAL.steel, 0.25), sw: 6 }),
    rect(166, 62, 64, 5, 2.5, { fill: "#ffffff", opacity: 0.5 }),
    g(
      [
        rect(-86, -9, 150, 18, 3, { fill: vfade(k, -9, 9, tint(k.c.secondary, 0.15), shade(k.c.secondary, 0.12)) }),
        rect(-104, -9, 20, 18, 6, { fill: tint(k.c.accent, 0.3) }),
        rect(-88, -9, 8, 18, 0, { fill: tint(MATERIAL.steel, 0.2) }),
        path("M64 -9L92 0L64 9Z", { fill: MATERIAL.pine }),
        path("M84 -2.6L92 0L84 2.6Z", { fill: INK }),
      ],
      { transform: "translate(300 270) rotate(-62)" },
    ),
    circle(318, 88, 30, { fill: k.c.accent }),
    circle(318, 88, 30, { stroke: "#ffffff", sw: 4, opacity: 0.6 }),
    tick(318, 88, 26, badgeInk, 5),
    sparkle(60, 120, 14, k.c.accent),
    sparkle(354, 164, 9, tint(p, 0.3)),
  ].join("");
};

/** A speech bubble with a small tail at the bottom left or right. */
function chatBubble(x: number, y: number, w: number, h: number, fill: string, tail: "left" | "right"): string {
  const tx = tail === "left" ? x + 6 : x + w - 6;
  const dir = tail === "left" ? -1 : 1;
  return [
    rect(x + 4, y + 10, w, h, 20, { fill: "#000000", opacity: 0.1 }),
    path(
      `M${tx - dir * 22} ${y + h - 18}Q${tx} ${y + h - 2} ${tx + dir * 10} ${y + h + 6}Q${tx - dir * 14} ${y + h + 2} ${tx - dir * 30} ${y + h - 6}Z`,
      {
        fill,
      },
    ),
    rect(x, y, w, h, 20, { fill }),
  ].join("");
}

/** A conversation with the assistant: a question, a reply carrying a booked event, and typing dots. */
const chat: Motif = (k) => {
  // The assistant speaks in the brand's colour, or in its deep colour where that melts into the ground.
  const p = contrast(k.c.primary, k.ground) >= 1.5 ? k.c.primary : mix(k.c.dark, k.c.primary, 0.2);
  const onP = contrast("#ffffff", p) >= 2.5 ? "#ffffff" : INK;
  const user = k.c.secondary;
  const avatar = (x: number, y: number, fill: string, bot: boolean) =>
    circle(x, y, 20, { fill }) +
    (bot
      ? sparkle(x, y, 11, "#ffffff")
      : circle(x, y - 5, 7, { fill: "#ffffff", opacity: 0.9 }) +
        path(`M${x - 11} ${y + 13}Q${x} ${y - 2} ${x + 11} ${y + 13}Z`, { fill: "#ffffff", opacity: 0.9 }));
  return [
    floorShadow(200, 364, 160, k.c.dark, 0.16),
    // The question.
    avatar(44, 108, user, false),
    chatBubble(72, 44, 196, 62, PAPER, "left"),
    bar(92, 62, 120, 8, INK, 0.8),
    bar(92, 80, 84, 8, INK, 0.35),
    rect(236, 94, 40, 24, 12, { fill: PAPER, stroke: mix(user, "#ffffff", 0.3), sw: 2 }),
    path("M256 112C246 106 246 99 252 98C255 98 256 100 256 101C256 100 257 98 260 98C266 99 266 106 256 112Z", {
      fill: k.c.accent,
    }),
    // The reply, with the event it booked.
    avatar(356, 262, p, true),
    chatBubble(104, 134, 226, 150, p, "right"),
    bar(124, 152, 132, 8, onP, 0.9),
    bar(124, 168, 96, 8, onP, 0.55),
    rect(124, 188, 186, 78, 14, { fill: PAPER }),
    rect(138, 202, 40, 44, 8, { fill: tint(k.c.primary, 0.85) }),
    rect(138, 202, 40, 13, 6, { fill: k.c.accent }),
    bar(148, 224, 20, 9, k.c.primary),
    bar(190, 206, 92, 7, INK),
    bar(190, 220, 64, 5, MUTED),
    rect(190, 234, 64, 20, 10, { fill: tint(k.c.accent, 0.7) }),
    tick(202, 244, 10, shade(k.c.accent, 0.45), 2.4),
    bar(212, 241, 32, 5, shade(k.c.accent, 0.45)),
    // Typing.
    chatBubble(72, 300, 96, 44, PAPER, "left"),
    ...[0, 1, 2].map((i) => circle(100 + i * 20, 322, 6, { fill: INK, opacity: 0.25 + i * 0.2 })),
  ].join("");
};

/** A recording: a player card with a play button and a waveform, a studio microphone behind it. */
const waveform: Motif = (k) => {
  const p = k.c.primary;
  const played = boldest(PAPER, [p, k.c.secondary, k.c.accent]);
  const cardFill = isDark(k.ground) ? PAPER : tint(k.c.light, 0.6);
  const count = 30;
  const bars = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const h = 10 + 52 * Math.abs(Math.sin(i * 0.9) * Math.sin(i * 0.31 + 0.6)) * (0.6 + 0.4 * Math.sin(t * Math.PI));
    const x = 150 + i * 7;
    return rect(x, 226 - h / 2, 4.4, h, 2.2, { fill: t < 0.45 ? played : MUTED });
  });
  const mic = mix(k.c.dark, "#2a2d33", 0.4);
  const grille =
    Array.from({ length: 6 }, (_, i) => `M${268 + i * 10} 34V128`).join("") + "M262 60H334M262 84H334M262 108H334";
  return [
    floorShadow(200, 360, 180, k.c.dark, 0.22),
    // The microphone on its stand, behind the card.
    path("M298 170V330", { stroke: shade(MATERIAL.steel, 0.35), sw: 8 }),
    ellipse(298, 340, 56, 12, { fill: shade(MATERIAL.steel, 0.45) }),
    ellipse(298, 336, 56, 12, { fill: hfade(k, 242, 354, tint(MATERIAL.steel, 0.2), shade(MATERIAL.steel, 0.3)) }),
    path("M250 92V128Q250 172 298 172Q346 172 346 128V92", { stroke: shade(MATERIAL.steel, 0.2), sw: 7, cap: "round" }),
    rect(262, 24, 72, 116, 36, { fill: hfade(k, 262, 334, tint(mic, 0.25), shade(mic, 0.2)) }),
    g(path(grille, { stroke: "#ffffff", sw: 1.5, opacity: 0.25 }), {
      clip: k.scene.clip(rect(262, 24, 72, 116, 36)),
    }),
    rect(262, 112, 72, 12, 0, { fill: p }),
    path("M276 42Q270 70 274 100", { stroke: "#ffffff", sw: 5, cap: "round", opacity: 0.3 }),
    // The player.
    card(24, 170, 352, 112, 28, cardFill, 12),
    circle(88, 226, 38, { fill: p }),
    circle(88, 226, 38, { stroke: "#ffffff", sw: 3, opacity: 0.3 }),
    path("M78 206L108 226L78 246Z", {
      fill: contrast("#ffffff", p) >= 2.5 ? "#ffffff" : INK,
      join: "round",
      stroke: contrast("#ffffff", p) >= 2.5 ? "#ffffff" : INK,
      sw: 4,
    }),
    ...bars,
    circle(150 + (count - 1) * 7 * 0.45 + 2, 226, 8, { fill: k.c.accent, stroke: "#ffffff", sw: 3 }),
    bar(150, 262, 28, 5, INK, 0.4),
    bar(330, 262, 28, 5, INK, 0.4),
    // Sound rising from the mic.
    path("M350 46Q364 76 350 106M364 34Q386 76 364 118", { stroke: k.c.accent, sw: 4, cap: "round", opacity: 0.8 }),
  ].join("");
};

/** An open book: an illustrated left page of hills and sun, lines of text on the right, a ribbon marker. */
const book: Motif = (k) => {
  const p = k.c.primary;
  const cover = boldest(k.ground, [p, k.c.secondary, k.c.accent]);
  const leftPage = "M200 112Q140 84 46 98V296Q140 284 200 310Z";
  const rightPage = "M200 112Q260 84 354 98V296Q260 284 200 310Z";
  const art = k.scene.clip(path("M186 118Q140 98 62 110V278Q140 270 186 290Z"));
  const paperFill = (x0: number, x1: number) => hfade(k, x0, x1, "#fffdf7", "#efe7d6");
  const lines = Array.from({ length: 8 }, (_, i) => {
    const y = 124 + i * 19;
    const end = i === 7 ? 270 : i === 3 ? 300 : 336;
    const dy = 8 - i * 0.7;
    return path(`M216 ${num(y + dy)}Q276 ${num(y - 6)} ${end} ${num(y - 4)}`, {
      stroke: i === 0 ? INK : mix(INK, "#ffffff", 0.55),
      sw: i === 0 ? 7 : 4.5,
      cap: "round",
    });
  });
  return [
    floorShadow(200, 350, 190, k.c.dark, 0.24),
    path("M200 124Q130 96 30 110V318Q130 304 200 332Q270 304 370 318V110Q270 96 200 124Z", {
      fill: vfade(k, 96, 332, cover, shade(cover, 0.3)),
    }),
    ...[12, 8, 4].map((d) =>
      path(
        `M200 ${112 + d}Q140 ${84 + d} ${46 - d * 0.6} ${98 + d}V${296 + d}Q140 ${284 + d} 200 ${310 + d}Q260 ${284 + d} ${354 + d * 0.6} ${296 + d}V${98 + d}Q260 ${84 + d} 200 ${112 + d}Z`,
        {
          fill: shade("#f3ead8", 0.06 + d * 0.008),
        },
      ),
    ),
    path(leftPage, { fill: paperFill(46, 200) }),
    path(rightPage, { fill: hfade(k, 200, 354, "#efe7d6", "#fffdf7") }),
    g(
      [
        rect(40, 90, 160, 220, 0, { fill: vfade(k, 100, 250, tint(k.c.secondary, 0.6), tint(k.c.secondary, 0.85)) }),
        circle(136, 168, 22, { fill: tint(k.c.accent, 0.25) }),
        path("M40 226Q90 176 130 206T200 190V320H40Z", { fill: tint(p, 0.25) }),
        path("M40 250Q110 216 160 240T200 236V320H40Z", { fill: p }),
        path("M60 300Q110 262 150 266Q190 270 200 250", { stroke: tint(k.c.secondary, 0.5), sw: 8, cap: "round" }),
        ...[70, 96, 120].map((x, i) =>
          path(`M${x} 262L${x + 8} ${236 - i * 4}L${x + 16} 262Z`, { fill: shade(p, 0.35) }),
        ),
      ],
      { clip: art },
    ),
    ...lines,
    path("M200 112V310", { stroke: "#000000", sw: 10, opacity: 0.06 }),
    path("M200 112V310", { stroke: "#000000", sw: 2, opacity: 0.15 }),
    path("M204 308V352L214 342L224 352V300", { fill: k.c.accent }),
  ].join("");
};

export const deskMotifs: Readonly<Partial<Record<MotifId, Motif>>> = {
  laptop,
  dashboard,
  mobile,
  sofa,
  lamp,
  swatches,
  calendar,
  checklist,
  chat,
  waveform,
  book,
};
