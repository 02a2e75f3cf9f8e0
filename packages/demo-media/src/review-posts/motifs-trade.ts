import { mix } from "../colour";
import { circle, ellipse, g, path, rect, rotate, text } from "../kit";
import { num, stops } from "../svg";
import {
  floorShadow,
  hfade,
  isoBox,
  leaf,
  MATERIAL,
  shade,
  sparkle,
  tint,
  vfade,
  type Motif,
  type MotifKit,
} from "./motif-kit";
import { labelSpec } from "./style";
import type { MotifId } from "./themes";

/** The tools and goods of the trades: trucks and boxes, lumber and brick, cleaning kit, and heating and cooling. */

function wheel(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, { fill: MATERIAL.tyre }) +
    circle(cx, cy, r * 0.52, { fill: MATERIAL.steel }) +
    circle(cx, cy, r * 0.2, { fill: shade(MATERIAL.steel, 0.4) })
  );
}

/** A box truck in the client's colours, side on, with a crew member wheeling a box up the ramp. */
const truck: Motif = (k) => {
  const body = vfade(k, 96, 312, "#ffffff", mix(k.c.light, "#c9d1da", 0.5));
  const cab = vfade(k, 140, 316, tint(k.c.primary, 0.1), shade(k.c.primary, 0.2));
  const panels = [68, 118, 168, 218].map((x) => `M${x} 104V300`).join("");
  return [
    floorShadow(200, 344, 196, k.c.dark, 0.25),
    rect(14, 92, 258, 220, 12, { fill: body }),
    path(panels, { stroke: "#000000", sw: 2, opacity: 0.05 }),
    rect(14, 238, 258, 26, 0, { fill: k.c.primary }),
    rect(14, 264, 258, 8, 0, { fill: k.c.secondary }),
    rect(96, 132, 96, 74, 18, { fill: k.c.primary }),
    path("M144 190L122 168A12 12 0 0 1 144 154A12 12 0 0 1 166 168Z", { fill: "#ffffff" }),
    path("M276 140H328Q344 140 352 156L374 206Q382 218 382 234V300Q382 314 368 314H276Z", { fill: cab }),
    path("M292 156H326Q334 156 338 164L356 206H292Z", {
      fill: vfade(k, 156, 206, tint(MATERIAL.glass, 0.2), shade(MATERIAL.glass, 0.2)),
    }),
    path("M300 200L326 160", { stroke: "#ffffff", sw: 6, opacity: 0.4 }),
    path("M286 218H362", { stroke: shade(k.c.primary, 0.3), sw: 2 }),
    rect(336, 228, 16, 5, 2, { fill: shade(k.c.primary, 0.4) }),
    rect(370, 256, 12, 18, 3, { fill: tint(k.c.accent, 0.4) }),
    rect(8, 300, 380, 18, 6, { fill: mix(k.c.dark, "#333333", 0.3) }),
    wheel(76, 322, 32),
    wheel(144, 322, 32),
    wheel(322, 322, 32),
  ].join("");
};

/** A kraft cardboard box with tape across the lid and a label. */
function carton(k: MotifKit, x: number, y: number, w: number, h: number, d: number, label: string): string {
  const box = isoBox(x, y, w, h, d, MATERIAL.kraft);
  const tapeW = w * 0.16;
  const cx = x + w / 2;
  const tape =
    path(
      `M${num(cx - tapeW / 2)} ${num(y)}L${num(cx - tapeW / 2 + box.dx)} ${num(y + box.dy)}H${num(cx + tapeW / 2 + box.dx)}L${num(cx + tapeW / 2)} ${num(y)}Z`,
      { fill: tint(k.c.primary, 0.15) },
    ) + rect(cx - tapeW / 2, y, tapeW, h * 0.22, 0, { fill: k.c.primary });
  const labelW = Math.min(w * 0.56, 96);
  const labelY = y + h * 0.5;
  return [
    box.side,
    box.top,
    rect(x, y, w, h, 0, { fill: vfade(k, y, y + h, tint(MATERIAL.kraft, 0.08), shade(MATERIAL.kraft, 0.08)) }),
    path(`M${num(x)} ${num(y + 2)}H${num(x + w)}`, { stroke: shade(MATERIAL.kraft, 0.25), sw: 2 }),
    tape,
    rect(cx - labelW / 2, labelY, labelW, 30, 3, { fill: "#ffffff", opacity: 0.92 }),
    text(label, cx, labelY + 20, labelSpec(10, 800, 0.1), { fill: k.c.dark, anchor: "middle" }).markup,
  ].join("");
}

const boxes: Motif = (k) => {
  const labels = ["KITCHEN", "BOOKS", "FRAGILE", "BEDROOM", "OFFICE"];
  const pick = (i: number) => labels[(i + k.variant) % labels.length] as string;
  return [
    floorShadow(200, 362, 190, k.c.dark, 0.25),
    carton(k, 40, 212, 172, 148, 110, pick(0)),
    carton(k, 64, 112, 128, 100, 80, pick(1)),
    carton(k, 208, 250, 136, 110, 86, pick(2)),
    // A rolled moving blanket in the brand's second colour.
    rect(220, 218, 110, 34, 17, { fill: k.c.secondary, transform: rotate(-2, 275, 235) }),
    path("M236 222V248M258 220V250M280 220V250", { stroke: shade(k.c.secondary, 0.2), sw: 3 }),
  ].join("");
};

/** A bundle of framing lumber on bunks: end grain in front, boards running back, steel straps. */
const lumber: Motif = (k) => {
  const cols = 5;
  const rows = 4;
  const bw = 50;
  const bh = 30;
  const x0 = 30;
  const y0 = 226;
  const depth = 150;
  const dx = depth * 0.62;
  const dy = -depth * 0.42;
  const w = cols * bw;
  const h = rows * bh;
  const ends: string[] = [];
  for (let r = 0; r < rows; r += 1)
    for (let c = 0; c < cols; c += 1) {
      const x = x0 + c * bw;
      const y = y0 + r * bh;
      const tone = (r * 3 + c * 2 + k.variant) % 4;
      ends.push(rect(x + 1, y + 1, bw - 2, bh - 2, 3, { fill: mix(MATERIAL.pine, "#f6dfb5", tone * 0.12) }));
      const pith = [x + bw * (0.3 + 0.1 * tone), y + bh * 1.4] as const;
      ends.push(
        path(
          [18, 28, 38]
            .map((rr) => `M${num(pith[0] - rr)} ${num(pith[1])}A${rr} ${rr} 0 0 1 ${num(pith[0] + rr)} ${num(pith[1])}`)
            .join(""),
          { stroke: shade(MATERIAL.pine, 0.25), sw: 1.5, opacity: 0.6 },
        ),
      );
    }
  const topLines = Array.from({ length: cols - 1 }, (_, c) => `M${x0 + (c + 1) * bw} ${y0}l${num(dx)} ${num(dy)}`).join(
    "",
  );
  const sideLines = Array.from(
    { length: rows - 1 },
    (_, r) => `M${x0 + w} ${y0 + (r + 1) * bh}l${num(dx)} ${num(dy)}`,
  ).join("");
  const strap = (t: number) =>
    path(`M${num(x0 + dx * t)} ${num(y0 + dy * t)}H${num(x0 + w + dx * t)}V${num(y0 + h + dy * t)}`, {
      stroke: k.c.primary,
      sw: 7,
      join: "round",
    });
  const bunk = (t: number) => isoBox(x0 - 8 + dx * t, y0 + h + dy * t, w + 16, 16, 14, shade(MATERIAL.wood, 0.35)).all;
  return [
    floorShadow(210, 364, 200, k.c.dark, 0.25),
    bunk(0.8),
    bunk(0.15),
    path(`M${x0 + w} ${y0}l${num(dx)} ${num(dy)}V${num(y0 + h + dy)}L${x0 + w} ${y0 + h}Z`, {
      fill: hfade(k, x0 + w, x0 + w + dx, shade(MATERIAL.pine, 0.12), shade(MATERIAL.pine, 0.28)),
    }),
    path(sideLines, { stroke: shade(MATERIAL.pine, 0.4), sw: 2 }),
    path(`M${x0} ${y0}l${num(dx)} ${num(dy)}H${num(x0 + w + dx)}L${x0 + w} ${y0}Z`, {
      fill: hfade(k, x0, x0 + w + dx, tint(MATERIAL.pine, 0.2), MATERIAL.pine),
    }),
    path(topLines, { stroke: shade(MATERIAL.pine, 0.25), sw: 2 }),
    rect(x0, y0, w, h, 0, { fill: shade(MATERIAL.pine, 0.35) }),
    ...ends,
    strap(0.3),
    strap(0.78),
    text("SPF #2 KD", x0 + w + dx * 0.55, y0 + h * 0.55 + dy * 0.55, labelSpec(9, 800, 0.08), {
      fill: k.c.secondary === MATERIAL.pine ? k.c.dark : shade(k.c.primary, 0.1),
      anchor: "middle",
      transform: `rotate(-34 ${num(x0 + w + dx * 0.55)} ${num(y0 + h * 0.55 + dy * 0.55)})`,
    }).markup,
    bunk(-0.05),
  ].join("");
};

/** A pallet of face brick and two loose bricks in front. */
const bricks: Motif = (k) => {
  const x0 = 48;
  const y0 = 170;
  const w = 220;
  const h = 150;
  const depth = 140;
  const dx = depth * 0.62;
  const dy = -depth * 0.42;
  const mortar = mix(k.c.light, "#b7aa9a", 0.5);
  const colours = [
    MATERIAL.brick,
    shade(MATERIAL.brick, 0.12),
    tint(MATERIAL.brick, 0.12),
    mix(MATERIAL.brick, k.c.secondary, 0.3),
  ];
  const front: string[] = [];
  for (let r = 0; r < 6; r += 1)
    for (let c = -1; c < 5; c += 1) {
      const x = x0 + c * 50 + (r % 2) * 25;
      const bx = Math.max(x0, x);
      const bw = Math.min(x0 + w, x + 48) - bx;
      if (bw > 2)
        front.push(rect(bx, y0 + r * 25 + 1, bw, 23, 1, { fill: colours[(r * 5 + c * 3 + k.variant) % 4] as string }));
    }
  const side: string[] = [];
  for (let r = 0; r < 6; r += 1)
    for (let c = 0; c < 4; c += 1) {
      const t0 = c / 4 + 0.01;
      const t1 = (c + 1) / 4 - 0.01;
      const y = y0 + r * 25;
      side.push(
        path(
          `M${num(x0 + w + dx * t0)} ${num(y + 1 + dy * t0)}L${num(x0 + w + dx * t1)} ${num(y + 1 + dy * t1)}V${num(y + 24 + dy * t1)}L${num(x0 + w + dx * t0)} ${num(y + 24 + dy * t0)}Z`,
          { fill: shade(colours[(r + c) % 4] as string, 0.22) },
        ),
      );
    }
  const pallet = isoBox(x0 - 6, y0 + h, w + 12, 22, depth, shade(MATERIAL.pine, 0.15));
  const loose = (x: number, y: number, a: number) =>
    g(isoBox(x, y, 80, 26, 38, MATERIAL.brick).all, { transform: rotate(a, x + 40, y + 13) });
  return [
    floorShadow(200, 366, 200, k.c.dark, 0.25),
    pallet.all,
    path(`M${x0} ${y0}l${num(dx)} ${num(dy)}h${w}L${x0 + w} ${y0}Z`, { fill: tint(MATERIAL.brick, 0.2) }),
    path(`M${x0 + w} ${y0}l${num(dx)} ${num(dy)}V${num(y0 + h + dy)}L${x0 + w} ${y0 + h}Z`, { fill: mortar }),
    ...side,
    rect(x0, y0, w, h, 0, { fill: mortar }),
    ...front,
    rect(x0 + w * 0.3, y0, 8, h, 0, { fill: k.c.primary, opacity: 0.9 }),
    path(`M${x0 + w * 0.3} ${y0}l${num(dx)} ${num(dy)}h8L${x0 + w * 0.3 + 8} ${y0}Z`, { fill: k.c.primary }),
    loose(250, 326, -6),
    loose(300, 300, 8),
  ].join("");
};

/** A spray bottle in the brand's colour with a misting nozzle, sparkles and a folded cloth. */
const spray: Motif = (k) => {
  const bottle = "M132 206Q132 184 150 176H226Q244 184 244 206V340Q244 362 222 362H154Q132 362 132 340Z";
  const body = hfade(k, 132, 244, tint(k.c.primary, 0.2), shade(k.c.primary, 0.15));
  const head = mix(k.c.dark, "#2d3440", 0.3);
  const mist: string[] = [];
  for (let i = 0; i < 46; i += 1) {
    const a = (k.random.next() - 0.5) * 0.75;
    const d = 18 + k.random.next() ** 0.7 * 110;
    mist.push(
      circle(306 + Math.cos(a) * d, 100 + Math.sin(a) * d, 1.5 + k.random.next() * 3.2, {
        fill: tint(k.c.primary, 0.5),
      }),
    );
  }
  return [
    floorShadow(200, 364, 150, k.c.dark, 0.25),
    path("M220 362L262 318H368L336 362Z", { fill: k.c.accent }),
    path("M262 318H368L356 334H252Z", { fill: tint(k.c.accent, 0.25) }),
    path("M232 350H330", { stroke: shade(k.c.accent, 0.2), sw: 2 }),
    rect(166, 134, 44, 46, 6, { fill: head }),
    path(bottle, { fill: body }),
    path("M148 210V330", { stroke: "#ffffff", sw: 9, cap: "round", opacity: 0.4 }),
    rect(146, 232, 84, 92, 10, { fill: "#ffffff" }),
    leaf(170, 296, 36, -60, k.c.primary),
    leaf(192, 292, 30, -115, tint(k.c.primary, 0.3)),
    rect(160, 306, 56, 6, 3, { fill: k.c.dark, opacity: 0.5 }),
    path("M150 112Q150 92 172 92H262Q276 92 280 104L288 118H222V140H160Q150 140 150 128Z", { fill: head }),
    rect(282, 98, 26, 16, 4, { fill: shade(head, 0.2) }),
    path("M212 140Q232 142 236 170Q238 184 226 186", { stroke: head, sw: 12, cap: "round" }),
    ...mist,
    sparkle(96, 140, 20, k.c.accent),
    sparkle(72, 196, 11, tint(k.c.primary, 0.3)),
    sparkle(356, 220, 15, k.c.accent),
  ].join("");
};

/** A window pane half washed: soapy haze above, a clean sweep, and the squeegee mid-stroke. */
const squeegee: Motif = (k) => {
  const pane = { x: 44, y: 30, w: 312, h: 316 };
  const glass = k.scene.fade(
    [pane.x, pane.y, pane.x + pane.w, pane.y + pane.h],
    mix("#8cc8ea", k.c.secondary, 0.3),
    mix("#e9f6fb", k.c.light, 0.3),
  );
  const cleanBand = "M44 30H356V150Q250 184 180 214Q110 244 44 230Z";
  const clip = k.scene.clip(rect(pane.x, pane.y, pane.w, pane.h));
  const foam: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const x = pane.x + k.random.next() * pane.w;
    const y = 250 + k.random.next() * 96;
    foam.push(circle(x, y, 3 + k.random.next() * 10, { stroke: "#ffffff", sw: 2, fill: "#ffffff", fillOpacity: 0.25 }));
  }
  return [
    rect(28, 14, 344, 348, 8, { fill: "#ffffff" }),
    rect(28, 14, 344, 348, 8, { stroke: shade(k.c.light, 0.12), sw: 2 }),
    g(
      [
        rect(pane.x, pane.y, pane.w, pane.h, 0, { fill: glass }),
        path("M44 250Q140 236 200 214T356 170V346H44Z", { fill: "#ffffff", opacity: 0.55 }),
        ...foam,
        path("M60 200L170 40M110 210L220 50", { stroke: "#ffffff", sw: 14, opacity: 0.35 }),
        path(cleanBand, { fill: "none" }),
      ],
      { clip },
    ),
    g(
      [
        rect(-86, -10, 172, 20, 6, { fill: mix(k.c.dark, "#222222", 0.3) }),
        rect(-82, 8, 164, 6, 2, { fill: "#1a1a1a" }),
        rect(-14, -70, 28, 64, 8, { fill: k.c.primary }),
        rect(-10, -130, 20, 70, 10, { fill: shade(k.c.primary, 0.2) }),
      ],
      { transform: "translate(250 196) rotate(-22)" },
    ),
    sparkle(120, 92, 16, "#ffffff"),
    sparkle(300, 84, 10, "#ffffff"),
    sparkle(88, 140, 8, k.c.accent),
  ].join("");
};

/** A high-efficiency furnace: white cabinet, flame window, vent pipes and a brand band. */
const furnace: Motif = (k) => {
  const cabinet = hfade(k, 116, 284, "#ffffff", mix("#d7dde3", k.c.light, 0.3));
  const flame = k.scene.fade([0, 250, 0, 300], tint(k.c.secondary, 0.2), k.c.primary);
  return [
    floorShadow(200, 358, 140, k.c.dark, 0.28),
    path("M150 90V34Q150 24 160 24H176", { stroke: "#e9edf0", sw: 20, cap: "round", join: "round" }),
    path("M238 90V20", { stroke: "#e9edf0", sw: 20, cap: "round" }),
    rect(104, 76, 192, 30, 4, { fill: hfade(k, 104, 296, "#c9d1d8", "#98a3ad") }),
    rect(116, 104, 168, 250, 8, { fill: cabinet }),
    rect(116, 104, 168, 250, 8, { stroke: "#000000", sw: 2, opacity: 0.08 }),
    rect(116, 128, 168, 18, 0, { fill: k.c.primary }),
    ...[168, 180, 192, 204].map((y) => rect(134, y, 132, 5, 2.5, { fill: "#000000", opacity: 0.12 })),
    rect(168, 236, 64, 74, 8, { fill: mix(k.c.dark, "#111111", 0.4) }),
    path("M184 300Q178 280 192 264Q190 280 200 284Q198 266 210 254Q220 276 216 300Z", { fill: flame }),
    path("M116 326H284", { stroke: "#000000", sw: 2, opacity: 0.1 }),
    circle(260, 222, 6, { fill: k.c.accent }),
    rect(284, 250, 22, 90, 4, { fill: "#aeb8c1" }),
  ].join("");
};

/** A round smart thermostat on the wall, showing the set temperature on a lit arc. */
const thermostat: Motif = (k) => {
  const cx = 200;
  const cy = 196;
  const ring = k.scene.linear([cx - 150, cy - 150, cx + 150, cy + 150], stops("#f4f6f8", "#aab4bd", "#e3e8ec"));
  const arcR = 104;
  const start = (140 * Math.PI) / 180;
  const setAt = ((140 + 180) * Math.PI) / 180;
  const end = ((140 + 260) * Math.PI) / 180;
  const at = (a: number) => `${num(cx + Math.cos(a) * arcR)} ${num(cy + Math.sin(a) * arcR)}`;
  const temperature = 20 + (k.variant % 3);
  return [
    floorShadow(cx, 372, 120, k.c.dark, 0.2),
    circle(cx + 6, cy + 14, 152, { fill: "#000000", opacity: 0.12 }),
    circle(cx, cy, 152, { fill: ring }),
    circle(cx, cy, 132, { fill: vfade(k, cy - 132, cy + 132, mix(k.c.dark, "#1c2430", 0.4), "#05070a") }),
    path(`M${at(start)}A${arcR} ${arcR} 0 1 1 ${at(end)}`, { stroke: "#ffffff", sw: 10, cap: "round", opacity: 0.12 }),
    path(`M${at(start)}A${arcR} ${arcR} 0 0 1 ${at(setAt)}`, { stroke: k.c.secondary, sw: 10, cap: "round" }),
    circle(cx + Math.cos(setAt) * arcR, cy + Math.sin(setAt) * arcR, 12, { fill: "#ffffff" }),
    text(
      `${temperature}°`,
      cx + 8,
      cy + 30,
      { family: "inter", wght: 300, opsz: 32, cap: 62, tracking: -0.04 },
      {
        fill: "#ffffff",
        anchor: "middle",
      },
    ).markup,
    text("HEATING", cx, cy + 72, labelSpec(11, 700, 0.2), { fill: k.c.secondary, anchor: "middle" }).markup,
    path(
      `M${cx - 10} ${cy - 58}Q${cx - 12} ${cy - 70} ${cx} ${cy - 84}Q${cx + 12} ${cy - 70} ${cx + 10} ${cy - 58}Q${cx} ${cy - 50} ${cx - 10} ${cy - 58}Z`,
      {
        fill: k.c.secondary,
      },
    ),
  ].join("");
};

/** An outdoor AC unit on its pad: a big fan grille, the line set, and cool air flowing off it. */
const condenser: Motif = (k) => {
  const x = 70;
  const y = 150;
  const w = 230;
  const h = 196;
  const body = isoBox(x, y, w, h, 70, "#e8ecef");
  const blades = Array.from({ length: 5 }, (_, i) =>
    path("M0 0Q30 -14 58 -6Q44 10 0 0Z", {
      fill: mix("#2a3038", k.c.dark, 0.3),
      transform: `translate(${x + w / 2} ${y + h / 2 + 6}) rotate(${i * 72 + 10 * k.variant})`,
    }),
  );
  const grille = [20, 40, 60, 80].map((r) => circle(x + w / 2, y + h / 2 + 6, r, { stroke: "#6d7780", sw: 2 }));
  const air = [0, 1, 2].map((i) =>
    path(`M${308 + i * 4} ${200 + i * 42}Q${340} ${186 + i * 42} ${356} ${200 + i * 42}T${396} ${196 + i * 42}`, {
      stroke: i === 1 ? k.c.primary : tint(k.c.primary, 0.45),
      sw: 7,
      cap: "round",
    }),
  );
  return [
    floorShadow(200, 364, 180, k.c.dark, 0.25),
    isoBox(44, 344, 300, 18, 90, mix("#c9c5bd", k.c.light, 0.3)).all,
    body.all,
    rect(x, y, w, h, 0, { fill: vfade(k, y, y + h, "#f6f8f9", "#cfd6dc") }),
    circle(x + w / 2, y + h / 2 + 6, 86, { fill: mix("#3a424b", k.c.dark, 0.2) }),
    ...blades,
    circle(x + w / 2, y + h / 2 + 6, 14, { fill: "#9aa4ad" }),
    ...grille,
    rect(x + 12, y + 12, 60, 14, 3, { fill: k.c.primary }),
    path(`M${x + w + 20} ${y + 60}H${x + w + 58}V${y - 40}`, { stroke: "#c4a574", sw: 9, cap: "round", join: "round" }),
    path(`M${x + w + 20} ${y + 80}H${x + w + 72}V${y - 40}`, { stroke: "#9aa3ab", sw: 6, cap: "round", join: "round" }),
    ...air,
  ].join("");
};

/** Wind over a wheat field: three sweeping breeze lines, a few lifted leaves and ripe stalks. */
const breeze: Motif = (k) => {
  const stalks = Array.from({ length: 9 }, (_, i) => {
    const x = 40 + i * 40 + ((i * 13) % 11);
    const top = 230 + ((i * 29) % 40);
    const sway = 14 + (i % 3) * 6;
    const stem = path(`M${x} 372Q${x + sway * 0.3} ${(372 + top) / 2} ${x + sway} ${top}`, {
      stroke: shade(k.c.accent, 0.2),
      sw: 3.5,
      cap: "round",
    });
    const grains = Array.from({ length: 5 }, (_, j) => {
      const gy = top + j * 11;
      const gx = x + sway - j * 1.5;
      return leaf(gx, gy, 16, -120, k.c.accent) + leaf(gx, gy, 16, -60, tint(k.c.accent, 0.15));
    });
    return stem + grains.join("");
  });
  const lines = [
    { y: 110, curl: true, color: k.c.primary, w: 16 },
    { y: 168, curl: false, color: tint(k.c.primary, 0.35), w: 12 },
    { y: 220, curl: true, color: k.c.secondary, w: 10 },
  ].map(({ y, curl, color, w }, i) =>
    path(
      curl
        ? `M${20 + i * 20} ${y}C${140} ${y - 40} ${240} ${y + 30} ${320} ${y - 10}A34 34 0 1 0 ${276} ${y - 44}`
        : `M${40} ${y}C${150} ${y - 30} ${260} ${y + 24} ${380} ${y - 6}`,
      { stroke: color, sw: w, cap: "round" },
    ),
  );
  const leaves = [
    [90, 64, 30],
    [360, 130, -20],
    [200, 262, 60],
  ].map(([x, y, a], i) => leaf(x as number, y as number, 26, a as number, i === 1 ? k.c.accent : MATERIAL.leaf));
  return [
    ellipse(200, 370, 190, 14, { fill: shade(k.c.accent, 0.35), opacity: 0.3 }),
    ...stalks,
    ...lines,
    ...leaves,
  ].join("");
};

export const tradeMotifs: Readonly<Partial<Record<MotifId, Motif>>> = {
  truck,
  boxes,
  lumber,
  bricks,
  spray,
  squeegee,
  furnace,
  thermostat,
  condenser,
  breeze,
};
