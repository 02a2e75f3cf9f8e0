import { mix } from "../colour";
import { siteData } from "../site-data";
import { IMAGE_SIZE, tick, type CollageImage } from "./kit";
import {
  circle,
  ellipse,
  fonts,
  g,
  glow,
  path,
  rect,
  rotate,
  Scene,
  shadowRect,
  t,
  text,
  translate,
  vignette,
  type Box,
} from "../kit";
import { num, stopsAt } from "../svg";

const palette = siteData("palette");

/**
 * Generative Intelligence, shown through a launch for an invented insulated bottle, "Glacier":
 * a grid of generated concepts with one picked for the shoot, and a designer refining the chosen
 * layout on a tablet.
 */

const UI = "#141417";
const PANEL = "#1c1c21";
const EDGE = "#2c2c33";
const INK = "#eeeae3";
const MUTED = "#8f8b86";

/** The Glacier bottle, `h` tall, standing on (cx, base): powder-coated body, steel band, cap with a loop. */
export function bottle(scene: Scene, cx: number, base: number, h: number, colour: string): string {
  const w = h * 0.34;
  const x = cx - w / 2;
  const top = base - h;
  const body = scene.linear(
    [x, 0, x + w, 0],
    stopsAt(
      [0, mix(colour, "#000000", 0.45)],
      [0.28, mix(colour, "#ffffff", 0.18)],
      [0.5, colour],
      [1, mix(colour, "#000000", 0.5)],
    ),
  );
  const steel = scene.linear([x, 0, x + w, 0], stopsAt([0, "#5d5f63"], [0.3, "#e9eaec"], [1, "#5d5f63"]));
  return [
    ellipse(cx, base, w * 0.6, w * 0.1, { fill: "#000", opacity: 0.35 }),
    rect(x, top + h * 0.2, w, h * 0.8, w * 0.2, { fill: body }),
    rect(x + w * 0.08, top + h * 0.12, w * 0.84, h * 0.12, w * 0.12, { fill: steel }),
    rect(x + w * 0.12, top, w * 0.76, h * 0.14, w * 0.16, { fill: "#1d1d20" }),
    path(
      `M${num(cx - w * 0.18)} ${num(top + 2)}C${num(cx - w * 0.18)} ${num(top - h * 0.1)} ${num(cx + w * 0.18)} ${num(top - h * 0.1)} ${num(cx + w * 0.18)} ${num(top + 2)}`,
      { stroke: "#1d1d20", sw: w * 0.08 },
    ),
    t("GLACIER", cx, top + h * 0.62, fonts.display(w * 0.1, 760, 125, 0.14), {
      fill: "#fff",
      opacity: 0.85,
      anchor: "middle",
    }),
  ].join("");
}

/** Six concept directions for the launch, each a small scene in `box`. */
export function concept(scene: Scene, index: number, box: Box): string {
  const { x, y, w, h } = box;
  const clip = scene.clip(rect(x, y, w, h, 10));
  const parts: string[] = [];
  const ground = y + h * 0.8;
  switch (index) {
    case 0: // Alpine dusk: the bottle on a rock, peaks behind.
      parts.push(
        rect(x, y, w, h, 0, { fill: scene.fade([0, y, 0, y + h], "#2a2347", "#f08a4b") }),
        glow(scene, x + w * 0.7, y + h * 0.6, w * 0.5, "#ffd0a0", 0.6),
      );
      parts.push(
        path(
          `M${x} ${y + h * 0.7}L${x + w * 0.3} ${y + h * 0.35}L${x + w * 0.5} ${y + h * 0.55}L${x + w * 0.72} ${y + h * 0.3}L${x + w} ${y + h * 0.62}V${y + h}H${x}Z`,
          { fill: "#3a2d4d" },
        ),
      );
      parts.push(
        path(`M${x + w * 0.2} ${y + h}L${x + w * 0.35} ${ground}H${x + w * 0.7}L${x + w * 0.85} ${y + h}Z`, {
          fill: "#1e1a26",
        }),
      );
      parts.push(bottle(scene, x + w * 0.52, ground + 2, h * 0.5, palette.accent));
      break;
    case 1: // Studio: seamless orange sweep, hard shadow.
      parts.push(
        rect(x, y, w, h, 0, { fill: scene.fade([0, y, 0, y + h], "#ff7a3d", "#c7441a") }),
        glow(scene, x + w * 0.4, y + h * 0.4, w * 0.5, "#ffd9b8", 0.5),
      );
      parts.push(
        path(`M${x + w * 0.55} ${ground}l${w * 0.3} ${-h * 0.06}v${h * 0.05}Z`, { fill: "#000", opacity: 0.25 }),
      );
      parts.push(bottle(scene, x + w * 0.5, ground, h * 0.6, "#f4efe6"));
      break;
    case 2: // Snow: a cool, bright high-key frame.
      parts.push(rect(x, y, w, h, 0, { fill: scene.fade([0, y, 0, y + h], "#cfe3f2", "#ffffff") }));
      parts.push(
        path(
          `M${x} ${y + h * 0.75}C${x + w * 0.3} ${y + h * 0.65} ${x + w * 0.6} ${y + h * 0.8} ${x + w} ${y + h * 0.7}V${y + h}H${x}Z`,
          { fill: "#eef4f9" },
        ),
      );
      parts.push(bottle(scene, x + w * 0.42, y + h * 0.8, h * 0.55, "#2f4f6f"));
      for (let i = 0; i < 24; i += 1)
        parts.push(circle(x + ((i * 53) % w), y + ((i * 37) % (h * 0.7)), 1.6, { fill: "#fff", opacity: 0.9 }));
      break;
    case 3: // Flat lay with trail gear.
      parts.push(rect(x, y, w, h, 0, { fill: "#3b4a3a" }));
      parts.push(
        g(bottle(scene, 0, 0, h * 0.62, palette.accent), {
          transform: `${translate(x + w * 0.42, y + h * 0.82)} ${rotate(-30)}`,
        }),
      );
      parts.push(
        circle(x + w * 0.78, y + h * 0.3, h * 0.14, { fill: "#d8d2c4", stroke: "#8a8172", sw: 3 }),
        path(`M${x + w * 0.78} ${y + h * 0.2}v${h * 0.1}l${h * 0.05} ${h * 0.03}`, {
          stroke: "#333",
          sw: 2,
          cap: "round",
        }),
      );
      parts.push(
        rect(x + w * 0.65, y + h * 0.58, w * 0.28, h * 0.3, 8, { fill: "#c9a26a" }),
        rect(x + w * 0.08, y + h * 0.1, w * 0.22, h * 0.16, 6, { fill: "#d85a3a" }),
      );
      break;
    case 4: // Macro: condensation on a dark body.
      parts.push(
        rect(x, y, w, h, 0, { fill: "#0f1114" }),
        glow(scene, x + w * 0.3, y + h * 0.3, w * 0.6, "#6ea8ff", 0.25),
      );
      parts.push(
        rect(x + w * 0.15, y - 10, w * 0.7, h + 20, 0, {
          fill: scene.fade([x + w * 0.15, 0, x + w * 0.85, 0], "#1b1e24", "#3a3f4a"),
        }),
      );
      for (let i = 0; i < 40; i += 1) {
        const dx = x + w * 0.18 + ((i * 71) % (w * 0.64));
        const dy = y + ((i * 43) % h);
        const r = 1.5 + (i % 4);
        parts.push(
          circle(dx, dy, r, { fill: "#cfe0ff", opacity: 0.35 }),
          circle(dx - r * 0.3, dy - r * 0.3, r * 0.35, { fill: "#fff", opacity: 0.8 }),
        );
      }
      parts.push(
        t("GLACIER", x + w * 0.5, y + h * 0.55, fonts.display(w * 0.05, 760, 125, 0.14), {
          fill: "#fff",
          opacity: 0.8,
          anchor: "middle",
        }),
      );
      break;
    default: // City desk, golden light.
      parts.push(
        rect(x, y, w, h, 0, { fill: scene.fade([0, y, 0, y + h], "#5a4636", "#2a211b") }),
        glow(scene, x + w * 0.85, y + h * 0.2, w * 0.6, "#ffc27a", 0.5),
      );
      parts.push(
        rect(x, ground, w, h - h * 0.8, 0, { fill: "#7a5a3e" }),
        rect(x + w * 0.6, y + h * 0.45, w * 0.34, h * 0.36, 4, { fill: "#1f1f22" }),
        rect(x + w * 0.62, y + h * 0.47, w * 0.3, h * 0.28, 2, { fill: "#3b5b7a" }),
      );
      parts.push(bottle(scene, x + w * 0.32, ground + 4, h * 0.52, "#e8e3da"));
  }
  return g(parts, { clip });
}

/** 1 (4:5) — "Grid of generated concept images for a product launch". */
function conceptsImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.portrait;
  const scene = new Scene("shop:services:generative-intelligence-1", W, H);
  scene.add(rect(0, 0, W, H, 0, { fill: UI }), glow(scene, W * 0.8, 0, 600, palette.accent, 0.16));
  scene.add(t("GLACIER LAUNCH  ·  ROUND 3", 50, 62, fonts.label(9, 700, 0.28), { fill: palette.accentGlow }));
  // The prompt, as the team wrote it.
  scene.add(rect(50, 82, W - 100, 64, 14, { fill: PANEL, stroke: EDGE, sw: 1.2 }));
  scene.add(
    t("Insulated bottle, hero shot for launch. Alpine dusk, studio", 72, 108, fonts.ui(9.5, 500), { fill: INK }),
    t("orange, snow, trail flat lay, macro condensation, city desk.", 72, 128, fonts.ui(9.5, 500), {
      fill: INK,
      opacity: 0.75,
    }),
  );
  scene.add(
    rect(W - 150, 96, 84, 36, 18, { fill: palette.accent }),
    t("Generate", W - 108, 119, fonts.ui(9.5, 650), { fill: "#fff", anchor: "middle" }),
  );
  const gap = 16;
  const tw = (W - 100 - gap) / 2;
  const th = 226;
  for (let i = 0; i < 6; i += 1) {
    const x = 50 + (i % 2) * (tw + gap);
    const y = 172 + Math.floor(i / 2) * (th + 44);
    scene.add(concept(scene, i, { x, y, w: tw, h: th }));
    const chosen = i === 0;
    if (chosen)
      scene.add(
        rect(x - 4, y - 4, tw + 8, th + 8, 13, { stroke: palette.accent, sw: 3 }),
        rect(x + 12, y + 12, 136, 28, 14, { fill: palette.accent }),
        tick(x + 30, y + 26, 9, "#fff", 2),
        t("Picked for shoot", x + 42, y + 30.5, fonts.ui(8.5, 650), { fill: "#fff" }),
      );
    scene.add(
      t(`v3.${i + 1}`, x + 2, y + th + 24, fonts.ui(9, 650), { fill: INK }),
      t(
        ["Alpine dusk", "Studio orange", "Snow, high key", "Trail flat lay", "Macro", "City desk"][i] as string,
        x + 44,
        y + th + 24,
        fonts.ui(9, 500),
        { fill: MUTED },
      ),
    );
    // Team votes, as small dots.
    const votes = [4, 1, 0, 2, 1, 0][i] as number;
    for (let v = 0; v < votes; v += 1)
      scene.add(circle(x + tw - 6 - v * 14, y + th + 20, 4.5, { fill: palette.accentGlow }));
  }
  scene.add(vignette(scene, 0.3));
  return scene.svg(label);
}

/** The hand holding the stylus: a sleeve from the bottom edge, knuckles, thumb and index along the pen. */
function handWithStylus(tipX: number, tipY: number): string {
  const skin = "#c98e6b";
  const shade = "#a8704f";
  return g(
    [
      // Stylus.
      rect(0, -5, 150, 10, 5, { fill: "#f2f1ee" }),
      path("M0 -5L-18 0L0 5Z", { fill: "#d8d6d0" }),
      // Hand.
      path("M70 -14C96 -30 140 -26 170 -8C196 8 214 40 206 70L150 90C130 60 108 40 84 26C70 18 62 0 70 -14Z", {
        fill: skin,
      }),
      path("M44 -6C56 -14 76 -14 90 -6L92 8C78 10 60 10 46 6Z", { fill: skin }),
      path("M60 10C80 12 100 18 112 30C100 34 80 28 64 22Z", { fill: shade }),
      path("M100 -20C118 -28 140 -24 156 -14", { stroke: shade, sw: 3, cap: "round", opacity: 0.6 }),
      // Sleeve.
      path("M150 90L206 70C224 110 236 160 240 220H150C150 170 150 130 150 90Z", { fill: "#2b2b30" }),
    ],
    { transform: `${translate(tipX, tipY)} rotate(-32) translate(18 0)` },
  );
}

/** 3 (16:10) — "Designer refining a generated layout on a tablet". */
function tabletImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.wide;
  const scene = new Scene("shop:services:generative-intelligence-3", W, H);
  scene.add(
    rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, 0, H], "#2a2420", "#141110") }),
    glow(scene, W * 0.3, H * 0.1, 600, "#ffb070", 0.18),
  );
  const tab = { x: 90, y: 60, w: 820, h: 540 };
  scene.add(
    shadowRect(scene, tab.x, tab.y, tab.w, tab.h, { blur: 40, opacity: 0.7, dy: 24 }),
    rect(tab.x, tab.y, tab.w, tab.h, 34, { fill: "#0d0d0f", stroke: "#3a393d", sw: 2 }),
  );
  const sx = tab.x + 22;
  const sy = tab.y + 22;
  const sw = tab.w - 44;
  const sh = tab.h - 44;
  const screenClip = scene.clip(rect(sx, sy, sw, sh, 16));
  const s: string[] = [rect(sx, sy, sw, sh, 0, { fill: UI })];
  // Layers panel.
  s.push(rect(sx, sy, 170, sh, 0, { fill: PANEL }), t("Layers", sx + 18, sy + 34, fonts.ui(10, 650), { fill: INK }));
  ["Headline", "Subline", "Bottle (gen v3.1)", "Background", "Logo"].forEach((name, i) => {
    const ly = sy + 60 + i * 36;
    if (i === 0) s.push(rect(sx + 8, ly - 20, 154, 30, 7, { fill: "#2a2a31" }));
    s.push(
      rect(sx + 18, ly - 12, 14, 14, 3, { stroke: i === 0 ? palette.accent : MUTED, sw: 1.5 }),
      t(name, sx + 42, ly, fonts.ui(8.5, i === 0 ? 650 : 500), { fill: i === 0 ? INK : MUTED }),
    );
  });
  s.push(t("Variations", sx + 18, sy + sh - 150, fonts.ui(9, 650), { fill: INK }));
  for (let i = 0; i < 4; i += 1)
    s.push(
      concept(scene, [0, 1, 2, 5][i] as number, {
        x: sx + 14 + (i % 2) * 74,
        y: sy + sh - 134 + Math.floor(i / 2) * 62,
        w: 68,
        h: 54,
      }),
    );
  // The layout on the artboard: a launch poster built on the picked concept.
  const art = { x: sx + 230, y: sy + 34, w: 330, h: 430 };
  s.push(concept(scene, 0, art));
  s.push(rect(art.x, art.y + art.h * 0.62, art.w, art.h * 0.38, 0, { fill: "#120f1a", opacity: 0.55 }));
  const headline = text("Carry the cold.", art.x + 26, art.y + art.h - 96, fonts.display(24, 780, 100, -0.02), {
    fill: "#fff",
  });
  s.push(headline.markup);
  s.push(
    t("Glacier bottles  ·  in stores May 14", art.x + 28, art.y + art.h - 66, fonts.ui(9, 520), {
      fill: "#fff",
      opacity: 0.8,
    }),
  );
  s.push(t("GLACIER", art.x + 26, art.y + 36, fonts.display(12, 760, 125, 0.2), { fill: "#fff" }));
  // Selection on the headline, with handles, and the properties panel on the right.
  const sel = {
    x: headline.bounds.x0 - 6,
    y: headline.bounds.y0 - 6,
    w: headline.bounds.x1 - headline.bounds.x0 + 12,
    h: headline.bounds.y1 - headline.bounds.y0 + 12,
  };
  s.push(rect(sel.x, sel.y, sel.w, sel.h, 0, { stroke: "#4da3ff", sw: 1.5 }));
  for (const [hx, hy] of [
    [sel.x, sel.y],
    [sel.x + sel.w, sel.y],
    [sel.x, sel.y + sel.h],
    [sel.x + sel.w, sel.y + sel.h],
  ] as const)
    s.push(rect(hx - 4, hy - 4, 8, 8, 1, { fill: "#fff", stroke: "#4da3ff", sw: 1.5 }));
  const px = sx + sw - 190;
  s.push(rect(px, sy, 190, sh, 0, { fill: PANEL }), t("Headline", px + 18, sy + 34, fonts.ui(10, 650), { fill: INK }));
  [
    ["Font", "Archivo 780"],
    ["Size", "48 / 52"],
    ["Tracking", "−2%"],
    ["Colour", "#FFFFFF"],
  ].forEach(([k, v], i) =>
    s.push(
      t(k as string, px + 18, sy + 70 + i * 30, fonts.ui(8.5, 500), { fill: MUTED }),
      t(v as string, px + 172, sy + 70 + i * 30, fonts.ui(8.5, 600), { fill: INK, anchor: "end" }),
    ),
  );
  s.push(
    rect(px + 14, sy + 200, 162, 92, 10, { fill: "#24212f" }),
    t("Suggested", px + 28, sy + 224, fonts.ui(8.5, 650), { fill: "#a78bfa" }),
    t("Darken the sky behind", px + 28, sy + 246, fonts.ui(8, 500), { fill: INK }),
    t("the headline by 12%.", px + 28, sy + 262, fonts.ui(8, 500), { fill: INK }),
  );
  s.push(
    rect(px + 14, sy + 306, 76, 28, 14, { fill: palette.accent }),
    t("Apply", px + 52, sy + 324, fonts.ui(8.5, 650), { fill: "#fff", anchor: "middle" }),
    rect(px + 98, sy + 306, 78, 28, 14, { stroke: EDGE, sw: 1.2 }),
    t("Dismiss", px + 137, sy + 324, fonts.ui(8.5, 600), { fill: INK, anchor: "middle" }),
  );
  scene.add(g(s, { clip: screenClip }));
  // The designer's hand, the stylus tip on the headline's corner handle.
  scene.add(handWithStylus(sel.x + sel.w, sel.y + sel.h));
  scene.add(vignette(scene, 0.35));
  return scene.svg(label);
}

export const generativeImages: Readonly<Record<string, CollageImage>> = {
  "generative-intelligence-1": { shape: "portrait", draw: conceptsImage },
  "generative-intelligence-3": { shape: "wide", draw: tabletImage },
};
