import { mix } from "../colour";
import { circle, ellipse, g, path, rect, rotate, text } from "../kit";
import { num, stopsAt } from "../svg";
import { floorShadow, hfade, MATERIAL, roundel, shade, tint, vfade, type Motif, type MotifKit } from "./motif-kit";
import { labelSpec } from "./style";
import type { MotifId } from "./themes";

/** Houses, the city and the land: the subjects of the trades that work on homes, and of the language posts. */

/** A rounded tree: trunk and a crown of overlapping circles. */
function tree(k: MotifKit, x: number, floor: number, size: number): string {
  const crown = vfade(k, floor - size * 1.3, floor - size * 0.3, tint(MATERIAL.leaf, 0.15), shade(MATERIAL.leaf, 0.25));
  return (
    rect(x - size * 0.05, floor - size * 0.5, size * 0.1, size * 0.5, 2, { fill: shade(MATERIAL.wood, 0.3) }) +
    circle(x, floor - size * 0.85, size * 0.36, { fill: crown }) +
    circle(x - size * 0.22, floor - size * 0.62, size * 0.26, { fill: crown }) +
    circle(x + size * 0.22, floor - size * 0.6, size * 0.28, { fill: crown })
  );
}

/** A window with glass lit warm or reflecting sky, and a cross of mullions. */
function houseWindow(k: MotifKit, x: number, y: number, w: number, h: number, frame: string): string {
  const glass = vfade(k, y, y + h, tint(k.c.accent, 0.55), tint(k.c.accent, 0.15));
  return (
    rect(x - 5, y - 5, w + 10, h + 10, 3, { fill: frame }) +
    rect(x, y, w, h, 1, { fill: glass }) +
    path(`M${num(x + w / 2)} ${num(y)}V${num(y + h)}M${num(x)} ${num(y + h * 0.48)}H${num(x + w)}`, {
      stroke: frame,
      sw: 4,
    }) +
    path(`M${num(x + 4)} ${num(y + h * 0.4)}L${num(x + w * 0.4)} ${num(y + 4)}`, {
      stroke: "#ffffff",
      sw: 5,
      opacity: 0.35,
    })
  );
}

const house: Motif = (k) => {
  const wall = mix(k.c.light, k.c.secondary, 0.45);
  const roof = mix(k.c.dark, "#3b3f46", 0.3);
  const trim = "#ffffff";
  return [
    floorShadow(200, 360, 190, k.c.dark, 0.22),
    tree(k, 52, 360, 150),
    rect(262, 86, 28, 70, 2, { fill: shade(MATERIAL.brick, 0.1) }),
    rect(258, 80, 36, 10, 2, { fill: shade(MATERIAL.brick, 0.3) }),
    rect(84, 178, 232, 182, 0, { fill: hfade(k, 84, 316, tint(wall, 0.15), shade(wall, 0.08)) }),
    path("M84 210H316M84 246H316M84 282H316M84 318H316", { stroke: shade(wall, 0.12), sw: 2 }),
    path("M60 190L200 74L340 190Z", { fill: vfade(k, 74, 190, tint(roof, 0.12), shade(roof, 0.15)) }),
    path("M54 194L200 70L346 194", { stroke: k.c.primary, sw: 10, cap: "round", join: "round" }),
    path("M200 100L170 126V150H230V126Z", { fill: shade(wall, 0.05) }),
    circle(200, 132, 12, { fill: tint(k.c.accent, 0.4), stroke: trim, sw: 4 }),
    houseWindow(k, 108, 200, 58, 56, trim),
    houseWindow(k, 234, 200, 58, 56, trim),
    houseWindow(k, 108, 278, 58, 56, trim),
    rect(214, 264, 56, 96, 4, { fill: vfade(k, 264, 360, k.c.primary, shade(k.c.primary, 0.25)) }),
    rect(224, 276, 36, 30, 3, { fill: tint(k.c.accent, 0.45), opacity: 0.8 }),
    circle(258, 318, 4, { fill: k.c.accent }),
    rect(204, 356, 76, 8, 2, { fill: shade(wall, 0.2) }),
    ...[96, 132, 168, 300].map((x, i) =>
      circle(x, 352 - (i % 2) * 4, 20 + (i % 2) * 6, { fill: i % 2 ? shade(MATERIAL.leaf, 0.15) : MATERIAL.leaf }),
    ),
    tree(k, 366, 362, 104),
  ].join("");
};

/** Calgary's skyline in a roundel: the Tower, the Bow's curve, and the Rockies behind. */
const skyline: Motif = (k) => {
  const evening = k.variant % 2 === 0;
  const sky = evening
    ? k.scene.linear(
        [0, 20, 0, 300],
        stopsAt(
          [0, mix(k.c.dark, "#1a2145", 0.3)],
          [0.6, mix(k.c.primary, k.c.dark, 0.35)],
          [1, mix(k.c.accent, "#ffffff", 0.2)],
        ),
      )
    : vfade(k, 20, 300, mix("#7fbde6", k.c.secondary, 0.2), "#eef7fb");
  const city = evening ? mix(k.c.dark, "#000000", 0.25) : mix(k.c.dark, k.c.secondary, 0.25);
  const lit = evening ? tint(k.c.accent, 0.3) : tint(k.c.secondary, 0.5);
  const buildings: string[] = [];
  const blocks: [number, number, number][] = [
    [70, 230, 34],
    [104, 190, 30],
    [222, 200, 36],
    [258, 170, 32],
    [290, 215, 40],
    [318, 250, 30],
    [40, 262, 32],
  ];
  for (const [x, top, w] of blocks) {
    buildings.push(rect(x, top, w, 330 - top, 0, { fill: city }));
    for (let wy = top + 12; wy < 320; wy += 16)
      for (let wx = x + 6; wx < x + w - 6; wx += 10)
        if ((wx * 7 + wy * 3 + k.variant) % 5 < 3) buildings.push(rect(wx, wy, 4, 7, 0, { fill: lit, opacity: 0.8 }));
  }
  // The Bow: a tall crescent tower.
  buildings.push(path("M170 330V128Q196 116 214 132V330Z", { fill: shade(city, 0.1) }));
  buildings.push(path("M176 150Q196 140 208 150", { stroke: lit, sw: 3, opacity: 0.6 }));
  // The Calgary Tower: shaft, pod and beacon.
  const tower = [
    path("M138 330L142 118H152L156 330Z", { fill: city }),
    path("M126 112H168L162 96H132Z", { fill: city }),
    rect(128, 112, 38, 8, 2, { fill: shade(city, 0.2) }),
    rect(145, 70, 4, 26, 0, { fill: city }),
    circle(147, 68, 5, { fill: k.c.accent }),
  ].join("");
  const river = path("M20 356Q120 330 200 350T380 340V400H20Z", {
    fill: evening ? shade(k.c.primary, 0.45) : tint(k.c.primary, 0.35),
  });
  const content = [
    rect(0, 0, 400, 400, 0, { fill: sky }),
    circle(300, 110, 34, { fill: evening ? tint(k.c.accent, 0.6) : "#fffbe8" }),
    path("M20 270L80 200L120 236L170 170L220 226L270 180L330 240L380 210V330H20Z", {
      fill: evening ? mix(k.c.dark, k.c.primary, 0.25) : mix("#a9bccb", k.c.secondary, 0.2),
    }),
    path("M150 190L170 170L188 188L176 184L166 192Z M256 192L270 180L284 194L272 190Z", {
      fill: "#ffffff",
      opacity: 0.8,
    }),
    ...buildings,
    tower,
    rect(20, 326, 360, 8, 0, { fill: shade(city, 0.15) }),
    river,
  ].join("");
  return (
    circle(200, 200, 184, { fill: k.c.primary }) +
    roundel(k, 200, 200, 176, content) +
    circle(200, 200, 176, { stroke: "#ffffff", sw: 3, opacity: 0.5 })
  );
};

/** A slim black-framed window with a view of the mountains, set in a pale stone wall. */
const windowMotif: Motif = (k) => {
  const frame = mix(k.c.dark, "#000000", 0.2);
  const arched = k.variant % 3 !== 1;
  const outer = arched ? "M92 352V150A108 108 0 0 1 308 150V352Z" : "M86 352V74H314V352Z";
  const inner = arched ? "M106 340V152A94 94 0 0 1 294 152V340Z" : "M100 340V88H300V340Z";
  const view = [
    rect(90, 40, 220, 320, 0, { fill: vfade(k, 40, 340, mix("#8fc3e6", k.c.secondary, 0.3), "#f3f0e6") }),
    path("M90 290L140 220L176 252L226 188L270 240L310 214V360H90Z", { fill: mix("#9db0bf", k.c.secondary, 0.3) }),
    path("M214 200L226 188L240 204L228 200Z M132 232L140 220L150 232Z", { fill: "#ffffff" }),
    path("M90 310Q200 290 310 312V360H90Z", { fill: mix("#7e9a6c", k.c.secondary, 0.2) }),
    path("M120 340L260 120M170 340L290 150", { stroke: "#ffffff", sw: 16, opacity: 0.18 }),
  ].join("");
  const clip = k.scene.clip(`<path d="${inner}"/>`);
  const stone: string[] = [];
  for (let y = 30; y < 360; y += 30)
    stone.push(`M30 ${y}H370`, ...[0, 1, 2, 3].map((i) => `M${60 + i * 90 + ((y / 30) % 2) * 45} ${y}v30`));
  return [
    rect(30, 20, 340, 344, 6, { fill: hfade(k, 30, 370, tint(k.c.light, 0.3), mix(k.c.light, k.c.secondary, 0.3)) }),
    path(stone.join(""), { stroke: shade(k.c.light, 0.12), sw: 2 }),
    path(outer, { fill: frame }),
    g(view, { clip }),
    path(arched ? "M200 58V340M106 214H294" : "M200 88V340M100 220H300", { stroke: frame, sw: 8 }),
    rect(72, 348, 256, 18, 3, { fill: tint(k.c.light, 0.5) }),
    rect(72, 362, 256, 6, 0, { fill: shade(k.c.light, 0.2) }),
  ].join("");
};

/** A tall pivot door in warm wood, with a brass bar handle, a sidelight and a planter. */
const door: Motif = (k) => {
  const wood = vfade(k, 50, 352, tint(MATERIAL.wood, 0.1), shade(MATERIAL.wood, 0.25));
  const grooves = [140, 166, 192, 218].map((x) => `M${x} 62V350`).join("");
  const cladding: string[] = [];
  for (let y = 34; y < 350; y += 22) cladding.push(`M30 ${y}H370`);
  return [
    rect(30, 24, 340, 336, 4, {
      fill: hfade(k, 30, 370, mix(k.c.dark, "#555555", 0.2), mix(k.c.dark, "#000000", 0.1)),
    }),
    path(cladding.join(""), { stroke: "#ffffff", sw: 1.5, opacity: 0.07 }),
    ellipse(180, 40, 70, 10, { fill: k.c.accent, opacity: 0.25 }),
    rect(114, 50, 144, 302, 2, { fill: shade(k.c.dark, 0.4) }),
    rect(120, 56, 132, 296, 0, { fill: wood }),
    path(grooves, { stroke: shade(MATERIAL.wood, 0.35), sw: 2, opacity: 0.7 }),
    rect(232, 150, 8, 120, 4, { fill: hfade(k, 232, 240, tint(k.c.accent, 0.4), shade(k.c.accent, 0.2)) }),
    rect(268, 56, 46, 296, 0, { fill: vfade(k, 56, 352, tint(MATERIAL.glass, 0.3), shade(MATERIAL.glass, 0.15)) }),
    path("M272 200L310 120M272 260L310 180", { stroke: "#ffffff", sw: 8, opacity: 0.25 }),
    rect(170, 34, 32, 12, 3, { fill: k.c.accent }),
    rect(92, 352, 246, 14, 2, { fill: mix(k.c.light, "#9a9a9a", 0.35) }),
    rect(50, 276, 50, 76, 4, {
      fill: hfade(k, 50, 100, mix(k.c.light, "#777777", 0.4), mix(k.c.light, "#444444", 0.5)),
    }),
    ...[-28, -14, 0, 14, 28].map((a, i) =>
      path(`M75 278Q${75 + a * 0.6} 230 ${75 + a * 1.3} ${200 + (i % 2) * 20}`, {
        stroke: i % 2 ? MATERIAL.leaf : tint(MATERIAL.leaf, 0.2),
        sw: 5,
        cap: "round",
      }),
    ),
  ].join("");
};

/** A house whose roof is the subject: shingle courses, bright flashing, a ladder and a roofer at work. */
const roof: Motif = (k) => {
  const shingle = mix(k.c.dark, "#4a4f57", 0.35);
  const roofPath = "M34 214L200 72L366 214Z";
  const clip = k.scene.clip(`<path d="${roofPath}"/>`);
  const courses: string[] = [];
  for (let y = 92, row = 0; y < 216; y += 16, row += 1) {
    courses.push(`M20 ${y}H380`);
    for (let x = 20 + (row % 2) * 14; x < 380; x += 28) courses.push(`M${x} ${y}v16`);
  }
  const wall = mix(k.c.light, k.c.secondary, 0.5);
  const siding: string[] = [];
  for (let y = 228; y < 356; y += 14) siding.push(`M64 ${y}H336`);
  const hiVis = k.c.accent;
  const worker = g(
    [
      path("M-14 0Q-16 -30 0 -36Q16 -30 14 0Z", { fill: hiVis }),
      rect(-14, -20, 28, 5, 0, { fill: "#ffffff", opacity: 0.8 }),
      circle(0, -50, 12, { fill: "#c68b59" }),
      path("M-15 -54A15 15 0 0 1 15 -54H18V-50H-18V-54Z", { fill: k.c.primary }),
      path("M-2 -28L26 -40", { stroke: "#c68b59", sw: 8, cap: "round" }),
      path("M22 -50L32 -34", { stroke: shade(MATERIAL.wood, 0.2), sw: 5, cap: "round" }),
      rect(24, -56, 16, 8, 2, { fill: "#555a60", transform: rotate(30, 32, -52) }),
      path("M-12 0L-22 18M12 0L20 18", { stroke: mix(k.c.dark, "#333333", 0.2), sw: 10, cap: "round" }),
    ],
    { transform: "translate(118 150) scale(1.5)" },
  );
  return [
    floorShadow(200, 360, 180, k.c.dark, 0.2),
    rect(64, 210, 272, 150, 0, { fill: hfade(k, 64, 336, tint(wall, 0.2), shade(wall, 0.08)) }),
    path(siding.join(""), { stroke: shade(wall, 0.14), sw: 2 }),
    rect(250, 96, 30, 60, 0, { fill: shade(MATERIAL.brick, 0.05) }),
    rect(246, 90, 38, 10, 2, { fill: shade(MATERIAL.brick, 0.3) }),
    path(roofPath, { fill: vfade(k, 72, 214, tint(shingle, 0.1), shade(shingle, 0.15)) }),
    g(path(courses.join(""), { stroke: shade(shingle, 0.35), sw: 2 }), { clip }),
    path("M28 218L200 70L372 218", { stroke: k.c.primary, sw: 12, join: "round", cap: "round" }),
    rect(124, 250, 56, 56, 2, { fill: tint(k.c.accent, 0.5), stroke: "#ffffff", sw: 6 }),
    rect(214, 262, 52, 98, 3, { fill: vfade(k, 262, 360, k.c.secondary, shade(k.c.secondary, 0.3)) }),
    worker,
    path("M318 366L344 190M350 366L376 190", { stroke: "#c9ced3", sw: 7, cap: "round" }),
    path(
      Array.from({ length: 8 }, (_, i) => {
        const t = (i + 0.5) / 8;
        return `M${num(318 + 26 * t + 0)} ${num(366 - 176 * t)}H${num(350 + 26 * t)}`;
      }).join(""),
      { stroke: "#c9ced3", sw: 5 },
    ),
  ].join("");
};

/** Three roofing samples fanned out: asphalt tabs, standing-seam metal and composite shakes. */
const shingles: Motif = (k) => {
  const boards: { label: string; base: string; draw: (x: number, y: number) => string }[] = [
    {
      label: "ASPHALT",
      base: "#4b4f56",
      draw: (x, y) => {
        const d: string[] = [];
        for (let r = 0; r < 9; r += 1) {
          d.push(`M${x} ${y + r * 24}h116`);
          for (let c = (r % 2) * 14; c < 116; c += 28) d.push(`M${x + c} ${y + r * 24}v24`);
        }
        return path(d.join(""), { stroke: "#2c2f34", sw: 2.5 });
      },
    },
    {
      label: "METAL",
      base: mix("#6f8ca3", k.c.secondary, 0.3),
      draw: (x) => {
        const d: string[] = [];
        for (let c = 10; c < 116; c += 24) d.push(`M${x + c} 0v400`);
        return path(d.join(""), { stroke: "#ffffff", sw: 4, opacity: 0.45 });
      },
    },
    {
      label: "COMPOSITE",
      base: "#8a5f3d",
      draw: (x, y) => {
        const d: string[] = [];
        for (let r = 0; r < 8; r += 1) {
          d.push(`M${x} ${y + r * 28}h116`);
          let c = (r * 11) % 19;
          while (c < 116) {
            d.push(`M${x + c} ${y + r * 28}v28`);
            c += 14 + ((c * 7 + r * 5) % 17);
          }
        }
        return path(d.join(""), { stroke: "#5a3a22", sw: 2.5 });
      },
    },
  ];
  const cards = boards.map((board, i) => {
    const angle = (i - 1) * 16;
    const x = 142;
    const y = 70;
    const clip = k.scene.clip(rect(x, y, 116, 270, 10));
    return g(
      [
        rect(x + 6, y + 10, 116, 270, 10, { fill: "#000000", opacity: 0.18 }),
        g(
          [
            rect(x, y, 116, 270, 0, { fill: hfade(k, x, x + 116, tint(board.base, 0.12), shade(board.base, 0.12)) }),
            board.draw(x, y),
            rect(x, y, 116, 44, 0, { fill: k.c.light }),
            text(board.label, x + 58, y + 28, labelSpec(11, 800, 0.12), { fill: k.c.dark, anchor: "middle" }).markup,
          ],
          { clip },
        ),
      ],
      { transform: rotate(angle, 200, 470) },
    );
  });
  return floorShadow(200, 366, 150, k.c.dark, 0.18) + cards.join("");
};

/** The land around Mohkinstsis in a roundel: foothills, the river's bend, the sun, and prairie grass. */
const landscape: Motif = (k) => {
  const evening = k.variant % 2 === 0;
  const sky = evening
    ? k.scene.fade([0, 20, 0, 260], mix(k.c.dark, k.c.primary, 0.4), mix(k.c.secondary, k.c.light, 0.35))
    : vfade(k, 20, 260, mix("#8cc1df", k.c.primary, 0.15), mix(k.c.light, "#ffffff", 0.4));
  const content = [
    rect(0, 0, 400, 400, 0, { fill: sky }),
    circle(250, evening ? 200 : 120, 40, { fill: evening ? tint(k.c.secondary, 0.3) : "#fff5d6" }),
    path("M0 230L60 170L100 200L160 140L210 196L260 160L320 210L400 180V280H0Z", {
      fill: mix(k.c.primary, "#8fa6b5", evening ? 0.2 : 0.5),
    }),
    path("M140 156L160 140L178 160L166 156L158 164Z M250 170L260 160L272 172Z", { fill: "#ffffff", opacity: 0.85 }),
    path("M0 250Q100 215 200 240T400 232V400H0Z", { fill: mix(k.c.primary, k.c.secondary, 0.35) }),
    path("M0 290Q120 256 230 280T400 270V400H0Z", { fill: mix(k.c.secondary, "#d9b36a", 0.3) }),
    path("M80 400Q150 330 230 318Q300 308 300 290Q290 278 250 282", {
      stroke: mix(k.c.primary, "#7fb4c9", 0.4),
      sw: 22,
      cap: "round",
      fill: "none",
    }),
    ...Array.from({ length: 22 }, (_, i) => {
      const x = 10 + i * 18 + (i % 3) * 4;
      const h = 30 + ((i * 37) % 26);
      return path(`M${x} 400Q${x + 4} ${400 - h / 2} ${x + 10} ${400 - h}`, {
        stroke: shade(k.c.secondary, 0.1 + (i % 3) * 0.08),
        sw: 3,
        cap: "round",
      });
    }),
  ].join("");
  return (
    circle(200, 200, 184, { fill: k.c.secondary }) +
    roundel(k, 200, 200, 176, content) +
    circle(200, 200, 176, { stroke: "#ffffff", sw: 3, opacity: 0.45 })
  );
};

export const homeMotifs: Readonly<Partial<Record<MotifId, Motif>>> = {
  house,
  skyline,
  window: windowMotif,
  door,
  roof,
  shingles,
  landscape,
};
