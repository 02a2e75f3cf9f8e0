import { mix } from "../../colour";
import {
  circle,
  fonts,
  g,
  glow,
  path,
  phone,
  rect,
  Scene,
  shadowRect,
  studioBackdrop,
  translate,
  vignette,
  type Box,
  ct,
} from "../../kit";
import { createPrng } from "../../prng";
import { siteData } from "../../site-data";
import { num } from "../../svg";
import { smooth } from "../../video";
import { can, COPPER, copperMark } from "../copperline";
import { CLIP_SIZE, type CollageClip } from "../kit";

const palette = siteData("palette");

/**
 * Content & Growth clip — "Short-form video ad playing on a phone": a vertical ad for Copperline's
 * new IPA plays in a social feed (story progress, like and share rail, call to action) while the
 * campaign's numbers sit beside the phone. Four one-second beats of kinetic type over a bobbing can.
 */

const { width: W, height: H } = CLIP_SIZE.wide!;
const TAU = Math.PI * 2;
const { copper: COPPER_C, teal: TEAL, cream: CREAM, gold: GOLD, berry: BERRY } = COPPER;

const BEATS = [
  { lines: ["HAZY", "CHINOOK"], colour: CREAM },
  { lines: ["BRIGHT.", "JUICY."], colour: GOLD },
  { lines: ["LOCAL", "& FRESH"], colour: CREAM },
  { lines: ["ON TAP", "FRIDAY"], colour: GOLD },
] as const;

const BUBBLES = (() => {
  const random = createPrng("services:content-and-growth-3:bubbles");
  return Array.from({ length: 26 }, () => ({
    x: random.next(),
    offset: random.next(),
    r: random.range(1, 3.2),
    speed: 1 + Math.floor(random.next() * 2),
    sway: random.range(2, 6),
  }));
})();

/** The ad itself, drawn into the phone's screen box at loop phase t. */
function adScreen(scene: Scene, box: Box, t: number): string {
  const { x, y, w, h } = box;
  const k = w / 200;
  const parts: string[] = [rect(x, y, w, h, 0, { fill: scene.fade([x, y, x, y + h], "#15484d", "#0a2629") })];
  parts.push(glow(scene, x + w * 0.5, y + h * 0.52, w * 0.9, COPPER_C, 0.35));
  for (const b of BUBBLES) {
    const p = (b.speed * t + b.offset) % 1;
    const by = y + h * (1.02 - p * 1.05);
    const bx = x + w * b.x + b.sway * Math.sin(TAU * (2 * t + b.offset));
    parts.push(circle(bx, by, b.r * k, { stroke: CREAM, sw: 0.8, opacity: 0.45 * Math.sin(Math.PI * p) }));
  }
  // The can: a slow bob and sway, two cycles a loop.
  const bob = Math.sin(TAU * 2 * t);
  parts.push(
    g(can(scene, 0, 0, 170 * k, COPPER_C, TEAL, "HAZY CHINOOK"), {
      transform: `${translate(x + w / 2, y + h * 0.25 + 6 * k * bob)} rotate(${num(4 * Math.sin(TAU * t), 3)})`,
    }),
  );
  // Kinetic type: each beat rises in, holds, and lifts away; shifted so the poster catches the first one settled.
  const u = (t + 0.06) % 1;
  BEATS.forEach((beat, i) => {
    const local = (u - i / BEATS.length) * BEATS.length;
    if (local < 0 || local >= 1) return;
    const enter = smooth(local / 0.18);
    const exit = smooth((local - 0.86) / 0.14);
    const opacity = enter * (1 - exit);
    if (opacity < 0.01) return;
    const dy = 18 * k * (1 - enter) - 14 * k * exit;
    const markup = beat.lines
      .map((line, j) =>
        ct(line, w / 2, 0 + j * 30 * k, fonts.display(22 * k, 800, 96, -0.01), {
          fill: j === 1 ? beat.colour : CREAM,
          anchor: "middle",
        }),
      )
      .join("");
    parts.push(g(markup, { transform: translate(x, y + h * 0.7 + dy), opacity }));
  });
  // Feed chrome: story progress, account, the action rail and the call to action.
  parts.push(
    rect(x + 10 * k, y + 36 * k, w - 20 * k, 3 * k, 1.5 * k, { fill: "#fff", opacity: 0.3 }),
    rect(x + 10 * k, y + 36 * k, (w - 20 * k) * t, 3 * k, 1.5 * k, { fill: "#fff" }),
  );
  parts.push(
    copperMark(x + 22 * k, y + 56 * k, 10 * k, TEAL, CREAM),
    ct("copperlinebrewing", x + 38 * k, y + 55 * k, fonts.ui(8 * k, 650), { fill: "#fff" }),
    ct("Sponsored", x + 38 * k, y + 66 * k, fonts.ui(6.5 * k, 500), { fill: "#fff", opacity: 0.75 }),
  );
  const rail = x + w - 18 * k;
  const beatHeart = smooth(Math.max(0, 1 - Math.abs(u - 0.62) / 0.05));
  const heart = (cx: number, cy: number, s: number, fill: string) =>
    path(
      `M${num(cx)} ${num(cy + s * 0.35)}C${num(cx - s * 0.9)} ${num(cy - s * 0.2)} ${num(cx - s * 0.45)} ${num(cy - s * 0.75)} ${num(cx)} ${num(cy - s * 0.3)}C${num(cx + s * 0.45)} ${num(cy - s * 0.75)} ${num(cx + s * 0.9)} ${num(cy - s * 0.2)} ${num(cx)} ${num(cy + s * 0.35)}Z`,
      { fill },
    );
  parts.push(
    heart(
      rail,
      y + h * 0.5,
      11 * k * (1 + 0.25 * beatHeart),
      beatHeart > 0.02 ? mix("#ffffff", "#ff4d5e", beatHeart) : "#fff",
    ),
    ct("2.4K", rail, y + h * 0.5 + 14 * k, fonts.ui(6.5 * k, 650), { fill: "#fff", anchor: "middle" }),
  );
  parts.push(
    path(
      `M${num(rail - 8 * k)} ${num(y + h * 0.6 - 6 * k)}h${num(16 * k)}v${num(10 * k)}h${num(-10 * k)}l${num(-6 * k)} ${num(5 * k)}Z`,
      { fill: "#fff" },
    ),
    ct("186", rail, y + h * 0.6 + 16 * k, fonts.ui(6.5 * k, 650), { fill: "#fff", anchor: "middle" }),
  );
  parts.push(
    path(
      `M${num(rail - 8 * k)} ${num(y + h * 0.7)}L${num(rail + 8 * k)} ${num(y + h * 0.7 - 8 * k)}L${num(rail + 3 * k)} ${num(y + h * 0.7 + 8 * k)}Z`,
      { fill: "#fff" },
    ),
  );
  parts.push(
    rect(x + 10 * k, y + h - 44 * k, w - 20 * k, 26 * k, 13 * k, { fill: CREAM }),
    ct("Find a taproom", x + w / 2, y + h - 27.5 * k, fonts.ui(8.5 * k, 700), { fill: TEAL, anchor: "middle" }),
  );
  return parts.join("");
}

/** A results card floating beside the phone. */
function stat(scene: Scene, x: number, y: number, name: string, value: string, delta: string, float: number): string {
  const w = 168;
  const h = 66;
  return g(
    [
      shadowRect(scene, x, y, w, h, { blur: 16, opacity: 0.55, dy: 10 }),
      rect(x, y, w, h, 12, { fill: "#1b1b20", stroke: "#2c2c33", sw: 1 }),
      ct(name, x + 14, y + 22, fonts.ui(9, 560), { fill: palette.subtext }),
      ct(value, x + 14, y + 50, fonts.display(20, 720, 100, -0.01), { fill: palette.heading }),
      rect(x + w - 58, y + 10, 46, 18, 9, { fill: "#15321f" }),
      ct(delta, x + w - 35, y + 22.5, fonts.ui(8, 700), { fill: "#5fd08a", anchor: "middle" }),
    ],
    { transform: translate(0, float) },
  );
}

function frame(t: number, label: string): string {
  const scene = new Scene("shop:services:content-and-growth-3", W, H);
  scene.add(studioBackdrop(scene, { glowAt: [W * 0.3, H * 0.2], warmth: 0.3, radius: W }));
  scene.add(glow(scene, 230, 220, 240, BERRY, 0.12));
  const pw = 168;
  scene.add(phone(scene, 150, (H - pw * 2.05) / 2 + 4, pw, (box) => adScreen(scene, box, t)));
  scene.add(
    ct("15 S  ·  9:16", 360, 86, fonts.label(8.5, 700, 0.28), { fill: palette.accentGlow }),
    ct("Hazy Chinook launch", 360, 112, fonts.display(16, 720, 100, -0.01), { fill: palette.heading }),
  );
  scene.add(stat(scene, 360, 138, "Reach", "48.2K", "+31%", 3 * Math.sin(TAU * t)));
  scene.add(stat(scene, 400, 220, "Click-through", "2.8%", "+0.9", 3 * Math.sin(TAU * (t + 0.33))));
  scene.add(stat(scene, 372, 302, "Cost per lead", "$14", "−22%", 3 * Math.sin(TAU * (t + 0.66))));
  scene.add(vignette(scene, 0.4));
  return scene.svg(label);
}

export const contentAndGrowthClip: CollageClip = { shape: "wide", seconds: 4, crf: 22, frame };
