import {
  circle,
  fitText,
  fonts,
  g,
  glow,
  path,
  phone,
  rect,
  rotate,
  Scene,
  shadowRect,
  studioBackdrop,
  t,
  translate,
  vignette,
  type Box,
} from "../kit";
import { num } from "../svg";
import { IMAGE_SIZE, pencil, type CollageImage } from "./kit";
import { illustration, LANG, type Subject } from "./language";
import { speechEnvelope } from "../portfolio/blackfoot-portal";

/** Indigenous Language & Education: the lesson app's word card, and printed flash cards for the classroom. */

/** An audio waveform in bars, the played part in `played`. */
function waveform(
  x: number,
  y: number,
  w: number,
  h: number,
  seed: string,
  bars: number,
  progress: number,
  played: string,
  rest: string,
): string {
  const envelope = speechEnvelope(seed, bars, 4);
  const step = w / bars;
  const bw = step * 0.55;
  return envelope
    .map((level, i) =>
      rect(x + i * step, y - Math.max(bw, level * h) / 2, bw, Math.max(bw, level * h), bw / 2, {
        fill: i / bars < progress ? played : rest,
      }),
    )
    .join("");
}

/** A small square code (to scan for the recording), drawn from a seeded grid. */
function audioCode(x: number, y: number, size: number, seed: number, ink: string): string {
  const n = 9;
  const cell = size / n;
  const parts: string[] = [];
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      const corner = (r < 3 && c < 3) || (r < 3 && c >= n - 3) || (r >= n - 3 && c < 3);
      // The three corner blocks are rings (finder marks); the rest is a seeded pattern.
      const ringCentre = (r === 1 || r === n - 2) && (c === 1 || c === n - 2);
      const on = corner ? !ringCentre : Math.sin((r * 7 + c * 13 + seed) * 12.9898) > 0.1;
      if (on) parts.push(`M${num(x + c * cell)} ${num(y + r * cell)}h${num(cell)}v${num(cell)}h${num(-cell)}Z`);
    }
  }
  return path(parts.join(""), { fill: ink });
}

/** A lesson screen at phone width (390 units), scaled into `box`: the greeting card with its recording. */
function lessonScreen(scene: Scene, box: Box, progress: number): string {
  const k = box.w / 390;
  const p: string[] = [rect(0, 0, 390, 844, 0, { fill: LANG.paper })];
  p.push(t("9:41", 30, 34, fonts.ui(11, 640), { fill: LANG.ink }));
  p.push(
    path("M28 80l-10 10 10 10", { stroke: LANG.ink, sw: 2.6, cap: "round", join: "round" }),
    t("UNIT 1  ·  GREETINGS", 195, 95, fonts.label(9, 700, 0.2), { fill: LANG.muted, anchor: "middle" }),
  );
  p.push(rect(24, 116, 342, 6, 3, { fill: LANG.line }), rect(24, 116, 342 * 0.5, 6, 3, { fill: LANG.teal }));
  // The word card.
  p.push(rect(24, 150, 342, 470, 28, { fill: LANG.card, stroke: LANG.line, sw: 1.5 }));
  const art: Box = { x: 48, y: 174, w: 294, h: 200 };
  const clip = scene.clip(rect(art.x, art.y, art.w, art.h, 18));
  p.push(
    g(
      [
        rect(art.x, art.y, art.w, art.h, 0, { fill: scene.fade([0, art.y, 0, art.y + art.h], "#cfe0e0", "#f1e4cc") }),
        circle(art.x + art.w * 0.7, art.y + art.h * 0.62, 40, { fill: LANG.ochre, opacity: 0.9 }),
        path(
          `M${art.x} ${art.y + art.h * 0.72}C${art.x + 80} ${art.y + art.h * 0.6} ${art.x + 180} ${art.y + art.h * 0.78} ${art.x + art.w} ${art.y + art.h * 0.66}V${art.y + art.h}H${art.x}Z`,
          { fill: "#c9ae7c" },
        ),
        path(
          `M${art.x} ${art.y + art.h * 0.84}C${art.x + 120} ${art.y + art.h * 0.78} ${art.x + 200} ${art.y + art.h * 0.9} ${art.x + art.w} ${art.y + art.h * 0.82}V${art.y + art.h}H${art.x}Z`,
          { fill: "#b3945f" },
        ),
        // Two people greeting each other, as simple shapes.
        ...[
          [art.x + 96, LANG.teal],
          [art.x + 170, LANG.clay],
        ].map(
          ([px, c]) =>
            circle(px as number, art.y + 92, 15, { fill: c as string }) +
            path(
              `M${(px as number) - 20} ${art.y + 170}C${(px as number) - 20} ${art.y + 130} ${(px as number) - 12} ${art.y + 112} ${px} ${art.y + 112}C${(px as number) + 12} ${art.y + 112} ${(px as number) + 20} ${art.y + 130} ${(px as number) + 20} ${art.y + 170}Z`,
              { fill: c as string },
            ),
        ),
        path(`M${art.x + 112} ${art.y + 124}l18 -30`, { stroke: LANG.teal, sw: 9, cap: "round" }),
        path(`M${art.x + 154} ${art.y + 124}l-16 -28`, { stroke: LANG.clay, sw: 9, cap: "round" }),
      ],
      { clip },
    ),
  );
  p.push(t("Oki", 195, 454, fonts.display(56, 620, 92, -0.01), { fill: LANG.teal, anchor: "middle" }));
  p.push(t("Hello", 195, 488, fonts.ui(13, 520), { fill: LANG.muted, anchor: "middle" }));
  // Audio controls: play, waveform, speed.
  p.push(
    circle(78, 556, 28, { fill: LANG.teal }),
    rect(68, 544, 7, 24, 2, { fill: LANG.card }),
    rect(81, 544, 7, 24, 2, { fill: LANG.card }),
  );
  p.push(waveform(120, 556, 210, 40, "services-lesson", 34, progress, LANG.teal, "#cfd9d6"));
  p.push(t("Recorded with a community Elder", 195, 602, fonts.ui(9.5, 520), { fill: LANG.muted, anchor: "middle" }));
  // Speed control and the say-it-back button.
  p.push(rect(24, 644, 342, 48, 24, { fill: LANG.tealSoft }));
  ["0.5×", "0.75×", "1×"].forEach((label, i) => {
    const sx = 28 + i * 112.7;
    if (i === 1) p.push(rect(sx, 648, 108, 40, 20, { fill: LANG.teal }));
    p.push(t(label, sx + 54, 673, fonts.ui(11, 700), { fill: i === 1 ? LANG.card : LANG.teal, anchor: "middle" }));
  });
  p.push(
    rect(24, 710, 342, 64, 32, { fill: LANG.clay }),
    circle(86, 742, 18, { fill: LANG.card, opacity: 0.2 }),
    rect(81, 731, 10, 16, 5, { fill: LANG.card }),
    path("M76 742a10 10 0 0 0 20 0M86 752v5", { stroke: LANG.card, sw: 2, cap: "round" }),
    t("Say it back", 205, 748, fonts.ui(13, 700), { fill: LANG.card, anchor: "middle" }),
  );
  return g(p, { transform: `${translate(box.x, box.y)} scale(${num(k, 5)})` });
}

/** A printed flash card: the illustration large, an English gloss and a code to hear the word. */
function flashCard(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  subject: Subject,
  gloss: string,
  tone: string,
  seed: number,
): string {
  return [
    shadowRect(scene, x, y, w, h, { blur: 16, opacity: 0.5, dx: 6, dy: 12 }),
    rect(x, y, w, h, 14, { fill: LANG.card }),
    rect(x + 12, y + 12, w - 24, h * 0.64, 8, { fill: tone }),
    illustration(subject, { x: x + 12, y: y + 12, w: w - 24, h: h * 0.64 }),
    fitText(
      gloss.toUpperCase(),
      x + 18,
      y + h - 26,
      w - 36 - w * 0.2 - 12,
      (cap) => fonts.display(cap, 760, 110, 0.06),
      w * 0.085,
      { fill: LANG.ink },
    ).markup,
    audioCode(x + w - 18 - w * 0.2, y + h - 18 - w * 0.2, w * 0.2, seed, LANG.ink),
  ].join("");
}

/** 1 (4:5) — "Language lesson app showing a word card with audio controls". */
function lessonImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.portrait;
  const scene = new Scene("shop:services:indigenous-language-and-education-1", W, H);
  scene.add(
    studioBackdrop(scene, { glowAt: [W * 0.3, H * 0.2], warmth: 0.26, radius: W, ground: ["#1a2624", "#0b0f0e"] }),
  );
  scene.add(glow(scene, W * 0.5, H * 0.5, 460, "#3f8f86", 0.18));
  scene.add(phone(scene, 220, 110, 360, (box) => lessonScreen(scene, box, 0.45)));
  // Two notes beside the phone: the unit is saved offline, and who checked it.
  const note = (x: number, y: number, title: string, detail: string, dot: string) =>
    g([
      shadowRect(scene, x, y, 236, 70, { blur: 18, opacity: 0.55, dy: 10 }),
      rect(x, y, 236, 70, 14, { fill: LANG.card }),
      circle(x + 26, y + 35, 10, { fill: dot }),
      t(title, x + 46, y + 31, fonts.ui(9.5, 700), { fill: LANG.ink }),
      t(detail, x + 46, y + 50, fonts.ui(8, 500), { fill: LANG.muted }),
    ]);
  scene.add(note(30, 300, "Saved offline", "Unit 1  ·  plays with no signal", LANG.teal));
  scene.add(note(534, 700, "Reviewed by speakers", "Every screen, before release", LANG.ochre));
  scene.add(vignette(scene, 0.4));
  return scene.svg(label);
}

/** 3 (16:10) — "Printed classroom flash cards with bold illustrations". */
function flashCardsImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.wide;
  const scene = new Scene("shop:services:indigenous-language-and-education-3", W, H);
  // A classroom table: warm birch, lit from the window side.
  scene.add(rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, W, H], "#d9c2a0", "#a9885f") }));
  scene.add(
    ...Array.from({ length: 14 }, (_, i) => rect(0, i * 48 + 20, W, 1.5, 0, { fill: "#7d6040", opacity: 0.18 })),
  );
  scene.add(glow(scene, W * 0.1, 0, W * 0.9, "#fff6e4", 0.35));
  const cards = [
    { s: "sun", gloss: "Sun", tone: "#f6e6c8", x: 70, y: 70, a: -8 },
    { s: "bison", gloss: "Bison", tone: "#f1dccf", x: 300, y: 40, a: 4 },
    { s: "river", gloss: "River", tone: "#d9e6e2", x: 530, y: 80, a: -3 },
    { s: "berries", gloss: "Berries", tone: "#e7e0ef", x: 770, y: 50, a: 7 },
    { s: "horse", gloss: "Horse", tone: "#dfe9e6", x: 170, y: 330, a: 6 },
    { s: "moon", gloss: "Moon", tone: "#e4e8ef", x: 420, y: 340, a: -6 },
  ] as const;
  cards.forEach((c, i) =>
    scene.add(
      g(flashCard(scene, c.x, c.y, 200, 260, c.s, c.gloss, c.tone, i * 17 + 3), {
        transform: rotate(c.a, c.x + 100, c.y + 130),
      }),
    ),
  );
  // A card box and a pencil, for the classroom.
  scene.add(
    g(
      [
        shadowRect(scene, 700, 360, 260, 200, { blur: 20, opacity: 0.5, dy: 14 }),
        rect(700, 360, 260, 200, 10, { fill: LANG.teal }),
        rect(700, 360, 260, 36, 10, { fill: "#173d3a" }),
        t("CLASSROOM SET", 724, 440, fonts.label(9, 700, 0.26), { fill: "#e2b877" }),
        t("Unit 3  ·  The land", 724, 474, fonts.display(16, 700, 100, -0.01), { fill: LANG.card }),
        t("24 cards  ·  audio by community speakers", 724, 500, fonts.ui(7.5, 520), { fill: LANG.card, opacity: 0.75 }),
      ],
      { transform: rotate(-4, 830, 460) },
    ),
  );
  scene.add(
    g(
      [
        rect(0, 0, 300, 14, 3, { fill: "#e8b44a" }),
        rect(0, 0, 300, 4, 0, { fill: "#fff", opacity: 0.3 }),
        rect(300, 0, 30, 14, 0, { fill: "#e8cfa8" }),
        pencil("M300 0L330 7L300 14", "#3a332c", 0.8, 0.3),
      ],
      { transform: `translate(660 600) ${rotate(-12)}` },
    ),
  );
  scene.add(vignette(scene, 0.3));
  return scene.svg(label);
}

export const indigenousLanguageImages: Readonly<Record<string, CollageImage>> = {
  "indigenous-language-and-education-1": { shape: "portrait", draw: lessonImage },
  "indigenous-language-and-education-3": { shape: "wide", draw: flashCardsImage },
};
