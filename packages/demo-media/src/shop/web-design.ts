import {
  browser,
  circle,
  fonts,
  g,
  glow,
  greek,
  gridLines,
  laptop,
  line,
  palette,
  path,
  phone,
  rect,
  rotate,
  Scene,
  shadowRect,
  studioBackdrop,
  t,
  text,
  translate,
  vignette,
  type Box,
  type ShotDesign,
  SHOT,
} from "../kit";
import type { Prng } from "../prng";
import { num, stopsAt } from "../svg";

/**
 * Web Design, shown through an invented client: Highline, a Calgary bouldering gym. One page
 * design is drawn at desktop (1440 units wide) and mobile (390 units) sizes and reused across
 * the browser, responsive, wireframe and launch shots.
 */

const CHALK = "#f5f2ec";
const INK = "#15161a";
const STONE = "#e7e2d9";
const DUSK = "#1b1d33";
const HOLDS = [palette.accent, "#f2c14e", "#4f9d8f", "#8a6fd1", "#e8574f", "#3f7cc4"];

/** Layered mountains at sunset, for the hero panel: ridges are seeded so they stay put. */
function sunsetPanel(scene: Scene, box: Box, seed: Prng, radius: number): string {
  const { x, y, w, h } = box;
  const sky = scene.linear(
    [0, y, 0, y + h],
    stopsAt([0, "#2a1f3d"], [0.38, "#b8452a"], [0.62, palette.accentGlow], [1, "#ffd3a1"]),
  );
  const clip = scene.clip(rect(x, y, w, h, radius));
  const ridges = [
    { base: 0.62, amp: 0.16, fill: "#7a3140", steps: 7 },
    { base: 0.72, amp: 0.13, fill: "#4b2238", steps: 9 },
    { base: 0.84, amp: 0.09, fill: DUSK, steps: 12 },
  ].map(({ base, amp, fill, steps }) => {
    const pts: string[] = [`M${num(x)} ${num(y + h)}`];
    for (let i = 0; i <= steps; i += 1) {
      const px = x + (w * i) / steps;
      const py = y + h * (base - seed.range(0, amp) * (i % 2 === 0 ? 1 : 0.35));
      pts.push(`L${num(px)} ${num(py)}`);
    }
    pts.push(`L${num(x + w)} ${num(y + h)}Z`);
    return path(pts.join(""), { fill });
  });
  return g(
    [
      rect(x, y, w, h, 0, { fill: sky }),
      glow(scene, x + w * 0.62, y + h * 0.56, w * 0.5, "#fff1d6", 0.5),
      circle(x + w * 0.62, y + h * 0.56, w * 0.09, { fill: "#fff3dc" }),
      ...ridges,
    ],
    { clip },
  );
}

/** The gym's logo: two peaks and a wide wordmark. */
function highlineLogo(x: number, baseline: number, cap: number, fill: string): string {
  const k = cap / 20;
  const peaks = path(
    `M${num(x)} ${num(baseline)}L${num(x + 11 * k)} ${num(baseline - 20 * k)}L${num(x + 17 * k)} ${num(baseline - 10 * k)}L${num(x + 22 * k)} ${num(baseline - 16 * k)}L${num(x + 32 * k)} ${num(baseline)}Z`,
    { fill: palette.accent },
  );
  return peaks + t("HIGHLINE", x + 40 * k, baseline, fonts.display(cap * 0.8, 820, 116, 0.06), { fill });
}

function button(
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  kind: "solid" | "outline" | "dark",
  cap: number,
): string {
  const fill = kind === "solid" ? palette.accent : kind === "dark" ? INK : "none";
  const ink = kind === "outline" ? INK : "#fff";
  return (
    rect(x, y, w, h, h / 2, {
      fill,
      stroke: kind === "outline" ? INK : undefined,
      sw: kind === "outline" ? 1.5 : undefined,
    }) + t(label, x + w / 2, y + h / 2 + cap / 2, fonts.ui(cap, 620), { fill: ink, anchor: "middle" })
  );
}

/** The home page at desktop size, drawn in a 1440-unit-wide space and scaled into `box`. */
function desktopHome(scene: Scene, box: Box): string {
  const k = box.w / 1440;
  const random = scene.random;
  const p: string[] = [rect(0, 0, 1440, 2000, 0, { fill: CHALK })];
  p.push(highlineLogo(64, 54, 22, INK));
  let navX = 640;
  for (const item of ["Classes", "Memberships", "Kids", "Visit"]) {
    const set = text(item, navX, 52, fonts.ui(12, 540), { fill: INK, opacity: 0.8 });
    p.push(set.markup);
    navX += set.width + 56;
  }
  p.push(button(1196, 24, 180, 46, "Book a session", "dark", 12));
  p.push(line(0, 96, 1440, 96, { stroke: INK, sw: 1, strokeOpacity: 0.08 }));
  // Hero.
  p.push(
    rect(64, 190, 26, 3, 0, { fill: palette.accent }),
    t("CALGARY'S BOULDERING GYM", 104, 196, fonts.label(11, 700, 0.24), { fill: INK, opacity: 0.7 }),
  );
  p.push(t("Find your", 60, 316, fonts.display(84, 800, 100, -0.035), { fill: INK }));
  p.push(t("next line.", 60, 424, fonts.display(84, 800, 100, -0.035), { fill: INK }));
  p.push(greek(random, 64, 478, 520, 3, { h: 9, gap: 22, fill: INK, opacity: 0.28 }));
  p.push(
    button(64, 570, 210, 60, "Day pass · $22", "solid", 14),
    button(290, 570, 180, 60, "See classes", "outline", 14),
  );
  p.push(
    ...[0, 1, 2].map((i) =>
      circle(80 + i * 30, 688, 18, { fill: [HOLDS[2], HOLDS[3], HOLDS[1]][i] as string, stroke: CHALK, sw: 3 }),
    ),
    t("4.9 from 1,200 climbers", 160, 694, fonts.ui(13, 560), { fill: INK, opacity: 0.75 }),
  );
  const panel = { x: 700, y: 140, w: 676, h: 600 };
  p.push(sunsetPanel(scene, panel, random, 28));
  {
    p.push(
      shadowRect(scene, 736, 650, 250, 64, { blur: 20, opacity: 0.22, dy: 10 }),
      rect(736, 650, 250, 64, 18, { fill: "#fff" }),
      circle(768, 682, 7, { fill: "#3fae6a" }),
      t("Open now", 788, 678, fonts.ui(13, 650), { fill: INK }),
      t("until 11 pm tonight", 788, 698, fonts.ui(11, 450), { fill: INK, opacity: 0.6 }),
      rect(1176, 170, 170, 116, 18, { fill: INK, opacity: 0.86 }),
      t("182", 1200, 228, fonts.display(36, 800, 100, -0.02), { fill: "#fff" }),
      t("new problems", 1200, 256, fonts.ui(11, 500), { fill: "#fff", opacity: 0.7 }),
      t("set this month", 1200, 272, fonts.ui(11, 500), { fill: "#fff", opacity: 0.7 }),
    );
  }
  // Stats strip.
  const stats = [
    ["180+", "problems, reset weekly"],
    ["4,000", "sq ft of wall"],
    ["6am", "to 11pm, every day"],
    ["$0", "shoe rental for members"],
  ];
  stats.forEach(([n, l], i) => {
    const sx = 64 + i * 340;
    p.push(
      t(n as string, sx, 860, fonts.display(40, 780, 100, -0.02), { fill: INK }),
      t(l as string, sx, 892, fonts.ui(13, 450), { fill: INK, opacity: 0.6 }),
    );
  });
  p.push(line(64, 790, 1376, 790, { stroke: INK, sw: 1, strokeOpacity: 0.1 }));
  // Feature cards.
  ["Intro to bouldering", "Youth climbing team", "Strength & mobility"].forEach((title, i) => {
    const cx = 64 + i * 446;
    const cy = 960;
    p.push(rect(cx, cy, 420, 440, 22, { fill: "#fff" }));
    const img = { x: cx + 14, y: cy + 14, w: 392, h: 250 };
    p.push(rect(img.x, img.y, img.w, img.h, 14, { fill: [STONE, "#2b2e36", "#f0d9c4"][i] as string }));
    p.push(climbingHolds(scene, img, random, i));
    p.push(
      t(title, cx + 28, cy + 312, fonts.display(22, 720, 100, -0.01), { fill: INK }),
      greek(random, cx + 28, cy + 336, 340, 2, { h: 8, gap: 20, fill: INK, opacity: 0.25 }),
    );
    p.push(
      t("Learn more", cx + 28, cy + 408, fonts.ui(13, 650), { fill: palette.accent }),
      path(`M${cx + 124} ${cy + 402}h16m-6 -6l6 6l-6 6`, {
        stroke: palette.accent,
        sw: 2,
        cap: "round",
        join: "round",
      }),
    );
  });
  return g(p, { transform: `${translate(box.x, box.y)} scale(${num(k, 5)})` });
}

/** Coloured holds bolted to a wall panel, with a route's tape marks. */
function climbingHolds(scene: Scene, box: Box, random: Prng, variant: number): string {
  const holds: string[] = [];
  const clip = scene.clip(rect(box.x, box.y, box.w, box.h, 14));
  for (let i = 0; i < 16; i += 1) {
    const hx = box.x + random.range(0.06, 0.94) * box.w;
    const hy = box.y + random.range(0.08, 0.92) * box.h;
    const r = random.range(9, 22);
    const colour = HOLDS[(i + variant) % HOLDS.length] as string;
    const squash = random.range(0.6, 1);
    holds.push(
      `<ellipse${` cx="${num(hx + 3)}" cy="${num(hy + 5)}" rx="${num(r)}" ry="${num(r * squash)}"`} fill="#000" fill-opacity="0.18"/>`,
      `<ellipse cx="${num(hx)}" cy="${num(hy)}" rx="${num(r)}" ry="${num(r * squash)}" fill="${colour}" transform="${rotate(random.range(-40, 40), hx, hy)}"/>`,
      circle(hx - r * 0.3, hy - r * 0.25 * squash, r * 0.22, { fill: "#fff", opacity: 0.35 }),
    );
  }
  const panels = gridLines(box.x, box.y, box.w, box.h, box.w / 4, { stroke: "#000", sw: 1, strokeOpacity: 0.08 });
  return g([panels, ...holds], { clip });
}

/** Grey placeholder with a cross, the way wireframes mark an image. */
function wireBox(box: Box, r: number): string {
  return (
    rect(box.x, box.y, box.w, box.h, r, { fill: "#e3dfd8", stroke: "#b9b3aa", sw: 1.5 }) +
    path(
      `M${num(box.x + r * 0.6)} ${num(box.y + r * 0.6)}L${num(box.x + box.w - r * 0.6)} ${num(box.y + box.h - r * 0.6)}M${num(box.x + box.w - r * 0.6)} ${num(box.y + r * 0.6)}L${num(box.x + r * 0.6)} ${num(box.y + box.h - r * 0.6)}`,
      {
        stroke: "#b9b3aa",
        sw: 1.5,
      },
    )
  );
}

const WIRE = { bg: "#f4f2ee", block: "#dedad3", bar: "#c4beb4", line: "#a59e93" };

/** Grey bars standing in for a line of type in a wireframe. */
function wireText(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, Math.min(4, h / 2), { fill: WIRE.bar });
}

/** The home page as it was first sketched: the same layout in greys, before any styling. */
function wireDesktop(box: Box): string {
  const k = box.w / 1440;
  const p: string[] = [rect(0, 0, 1440, 1100, 0, { fill: WIRE.bg })];
  p.push(rect(64, 30, 180, 36, 6, { fill: WIRE.block }));
  [0, 1, 2, 3].forEach((i) => p.push(wireText(640 + i * 130, 42, 90, 12)));
  p.push(rect(1196, 24, 180, 46, 23, { stroke: WIRE.line, sw: 2 }));
  p.push(line(0, 96, 1440, 96, { stroke: WIRE.line, sw: 1.5, strokeOpacity: 0.5 }));
  p.push(wireText(64, 186, 260, 12), wireText(64, 236, 540, 72), wireText(64, 340, 440, 72));
  [0, 1, 2].forEach((i) => p.push(wireText(64, 468 + i * 24, i === 2 ? 300 : 520, 10)));
  p.push(rect(64, 570, 210, 60, 30, { fill: WIRE.line }), rect(290, 570, 180, 60, 30, { stroke: WIRE.line, sw: 2 }));
  p.push(wireBox({ x: 700, y: 140, w: 676, h: 600 }, 28));
  p.push(line(64, 790, 1376, 790, { stroke: WIRE.line, sw: 1.5, strokeOpacity: 0.5 }));
  [0, 1, 2, 3].forEach((i) => p.push(wireText(64 + i * 340, 826, 130, 36), wireText(64 + i * 340, 880, 200, 10)));
  [0, 1, 2].forEach((i) => {
    const cx = 64 + i * 446;
    p.push(
      rect(cx, 960, 420, 130, 22, { stroke: WIRE.line, sw: 2 }),
      wireBox({ x: cx + 14, y: 974, w: 392, h: 102 }, 14),
    );
  });
  return g(p, { transform: `${translate(box.x, box.y)} scale(${num(k, 5)})` });
}

function wireMobile(box: Box): string {
  const k = box.w / 390;
  const p: string[] = [rect(0, 0, 390, 844, 0, { fill: WIRE.bg })];
  p.push(
    rect(24, 60, 130, 28, 6, { fill: WIRE.block }),
    path("M336 66h30M336 74h30M336 82h30", { stroke: WIRE.line, sw: 3, cap: "round" }),
  );
  p.push(wireBox({ x: 16, y: 112, w: 358, h: 250 }, 20));
  p.push(wireText(24, 392, 180, 10), wireText(24, 420, 300, 40), wireText(24, 472, 250, 40));
  [0, 1, 2].forEach((i) => p.push(wireText(24, 534 + i * 18, i === 2 ? 200 : 330, 8)));
  p.push(rect(24, 600, 342, 52, 26, { fill: WIRE.line }), rect(24, 664, 342, 52, 26, { stroke: WIRE.line, sw: 2 }));
  p.push(wireText(24, 770, 120, 30), wireText(200, 770, 120, 30));
  return g(p, { transform: `${translate(box.x, box.y)} scale(${num(k, 5)})` });
}

/** The same page at phone size (390 units wide). */
function mobileHome(scene: Scene, box: Box): string {
  const k = box.w / 390;
  const random = scene.random;
  const p: string[] = [rect(0, 0, 390, 900, 0, { fill: CHALK })];
  p.push(t("9:41", 30, 34, fonts.ui(11, 640), { fill: INK }));
  p.push(highlineLogo(24, 88, 17, INK), path("M336 72h30M336 80h30M336 88h30", { stroke: INK, sw: 2.4, cap: "round" }));
  p.push(sunsetPanel(scene, { x: 16, y: 112, w: 358, h: 250 }, random, 20));
  p.push(
    rect(32, 312, 150, 34, 12, { fill: "#fff" }),
    circle(50, 329, 5, { fill: "#3fae6a" }),
    t("Open until 11 pm", 62, 333, fonts.ui(10, 620), { fill: INK }),
  );
  p.push(t("CALGARY'S BOULDERING GYM", 24, 402, fonts.label(8.5, 700, 0.2), { fill: INK, opacity: 0.65 }));
  p.push(
    t("Find your", 22, 458, fonts.display(40, 800, 100, -0.035), { fill: INK }),
    t("next line.", 22, 510, fonts.display(40, 800, 100, -0.035), { fill: INK }),
  );
  p.push(greek(random, 24, 538, 330, 3, { h: 7, gap: 17, fill: INK, opacity: 0.28 }));
  p.push(
    button(24, 600, 342, 52, "Day pass · $22", "solid", 12),
    button(24, 664, 342, 52, "See classes", "outline", 12),
  );
  p.push(line(24, 746, 366, 746, { stroke: INK, sw: 1, strokeOpacity: 0.1 }));
  p.push(
    t("180+", 24, 796, fonts.display(28, 780, 100, -0.02), { fill: INK }),
    t("problems", 24, 818, fonts.ui(10, 450), { fill: INK, opacity: 0.6 }),
  );
  p.push(
    t("6am", 200, 796, fonts.display(28, 780, 100, -0.02), { fill: INK }),
    t("to 11pm daily", 200, 818, fonts.ui(10, 450), { fill: INK, opacity: 0.6 }),
  );
  return g(p, { transform: `${translate(box.x, box.y)} scale(${num(k, 5)})` });
}

/** 1 — Hero: the home page in a browser window, with the classes page behind it. */
function browserShot(label: string): string {
  const scene = new Scene("shop:web-browser", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [1300, 120], warmth: 0.36 }));
  // The classes page, behind and to the right, dark-themed.
  scene.add(
    browser(
      scene,
      { x: 560, y: 70, w: 960, h: 620 },
      "highline.ca/classes",
      (box) => {
        const k = box.w / 1440;
        const random = scene.random;
        const p: string[] = [rect(0, 0, 1440, 900, 0, { fill: INK })];
        p.push(highlineLogo(64, 54, 22, "#fff"));
        p.push(t("Classes", 60, 220, fonts.display(72, 800, 100, -0.03), { fill: "#fff" }));
        ["All", "Beginner", "Youth", "Technique", "Fitness"].forEach((chip, i) =>
          p.push(
            rect(64 + i * 150, 270, 136, 44, 22, { fill: i === 0 ? palette.accent : "#2a2b31" }),
            t(chip, 132 + i * 150, 298, fonts.ui(12, 600), { fill: "#fff", anchor: "middle" }),
          ),
        );
        for (let i = 0; i < 6; i += 1) {
          const cx = 64 + (i % 3) * 446;
          const cy = 360 + Math.floor(i / 3) * 260;
          p.push(rect(cx, cy, 420, 236, 18, { fill: "#202127" }));
          p.push(rect(cx + 20, cy + 20, 64, 64, 14, { fill: HOLDS[i] as string }));
          p.push(
            t(
              ["Intro night", "Youth team", "Footwork", "Overhangs", "Mobility", "Women's crew"][i] as string,
              cx + 20,
              cy + 130,
              fonts.display(20, 720),
              { fill: "#fff" },
            ),
          );
          p.push(greek(random, cx + 20, cy + 152, 320, 2, { h: 7, gap: 18, fill: "#fff", opacity: 0.25 }));
          p.push(
            t(
              ["Tue 7pm", "Sat 10am", "Thu 6pm", "Wed 8pm", "Mon 7am", "Sun 5pm"][i] as string,
              cx + 20,
              cy + 212,
              fonts.ui(12, 600),
              { fill: palette.accentGlow },
            ),
          );
        }
        return g(p, { transform: `${translate(box.x, box.y)} scale(${num(k, 5)})` });
      },
      { theme: "dark" },
    ),
  );
  scene.add(browser(scene, { x: 110, y: 250, w: 1200, h: 860 }, "highline.ca", (box) => desktopHome(scene, box)));
  // A booking widget lifted off the page.
  const b = { x: 1130, y: 690, w: 360, h: 330 };
  scene.add(
    shadowRect(scene, b.x, b.y, b.w, b.h, { blur: 50, opacity: 0.6, dy: 28 }),
    rect(b.x, b.y, b.w, b.h, 22, { fill: "#ffffff" }),
    t("Book a session", b.x + 28, b.y + 52, fonts.display(20, 760), { fill: INK }),
    t("Saturday, 14 June", b.x + 28, b.y + 80, fonts.ui(12, 500), { fill: INK, opacity: 0.6 }),
    ...["9:00", "10:30", "12:00", "13:30", "15:00", "16:30"].map((time, i) => {
      const sx = b.x + 28 + (i % 3) * 104;
      const sy = b.y + 108 + Math.floor(i / 3) * 62;
      const on = i === 1;
      return (
        rect(sx, sy, 92, 48, 12, { fill: on ? palette.accent : "#f3f0ea", stroke: on ? undefined : "#e2ddd4", sw: 1 }) +
        t(time, sx + 46, sy + 30, fonts.ui(13, 620), { fill: on ? "#fff" : INK, anchor: "middle" })
      );
    }),
    rect(b.x + 28, b.y + 248, b.w - 56, 54, 27, { fill: INK }),
    t("Continue  ·  $22", b.x + b.w / 2, b.y + 281, fonts.ui(13, 650), { fill: "#fff", anchor: "middle" }),
    vignette(scene, 0.3),
  );
  return scene.svg(label);
}

/** 2 — Responsive: the same design on a laptop and a phone, side by side. */
function responsiveShot(label: string): string {
  const scene = new Scene("shop:web-responsive", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [800, 300], warmth: 0.34, radius: 1100 }));
  // A desk surface the devices stand on.
  const desk = 960;
  scene.add(
    rect(0, desk, scene.width, scene.height - desk, 0, {
      fill: scene.fade([0, desk, 0, scene.height], "#1e1c1b", "#0d0c0c"),
    }),
    rect(0, desk, scene.width, 2, 0, { fill: "#fff", opacity: 0.08 }),
  );
  scene.add(laptop(scene, 100, 300, 1080, (box) => desktopHome(scene, box)));
  scene.add(phone(scene, 1220, 478, 270, (box) => mobileHome(scene, box)));
  scene.add(
    t("1440", 640, 236, fonts.ui(13, 650, 0.06), { fill: palette.subtext, anchor: "middle" }),
    path("M100 222V242M1180 222V242M100 232H590M690 232H1180", {
      stroke: palette.subtext,
      sw: 1.2,
      strokeOpacity: 0.6,
    }),
    t("390", 1355, 424, fonts.ui(13, 650, 0.06), { fill: palette.subtext, anchor: "middle" }),
    path("M1220 410V430M1490 410V430M1220 420H1330M1380 420H1490", {
      stroke: palette.subtext,
      sw: 1.2,
      strokeOpacity: 0.6,
    }),
    vignette(scene, 0.35),
  );
  return scene.svg(label);
}

/** 3 — Process: wireframes beside the component sheet, on a design-tool canvas. */
function systemShot(label: string): string {
  const scene = new Scene("shop:web-system", SHOT.width, SHOT.height);
  const { width, height } = scene;
  scene.add(
    rect(0, 0, width, height, 0, { fill: "#18181b" }),
    gridLines(0, 0, width, height, 24, { stroke: "#fff", sw: 1, strokeOpacity: 0.025 }),
    glow(scene, 1200, 200, 900, palette.accent, 0.16),
  );
  // Wireframes: desktop above, two phone widths below, with numbered notes.
  const wf = { x: 70, y: 120, w: 640, h: 489 };
  scene.add(
    t("Home — wireframe, desktop", wf.x, wf.y - 18, fonts.ui(13, 560), { fill: palette.subtext }),
    shadowRect(scene, wf.x, wf.y, wf.w, wf.h, { blur: 40, opacity: 0.6, dy: 20 }),
    g(wireDesktop({ x: wf.x, y: wf.y, w: wf.w, h: wf.h }), { clip: scene.clip(rect(wf.x, wf.y, wf.w, wf.h)) }),
  );
  const mobiles = [
    { x: 70, y: 700 },
    { x: 270, y: 700 },
  ];
  mobiles.forEach(({ x, y }, i) => {
    const w = 175;
    const h = (w * 844) / 390;
    scene.add(
      t(i === 0 ? "Mobile" : "Mobile, menu open", x, y - 18, fonts.ui(13, 560), { fill: palette.subtext }),
      shadowRect(scene, x, y, w, h, { blur: 30, opacity: 0.6, dy: 16 }),
      g(wireMobile({ x, y, w, h }), { clip: scene.clip(rect(x, y, w, h, 16)) }),
    );
    if (i === 1) {
      scene.add(
        rect(x, y + 50, w, h - 50, 0, { fill: "#2b2a2e", opacity: 0.92 }),
        ...[0, 1, 2, 3].map((j) => rect(x + 20, y + 90 + j * 40, 100 - j * 8, 12, 6, { fill: "#fff", opacity: 0.5 })),
      );
    }
  });
  const notes = [
    [wf.x + 24, wf.y + 120, "1"],
    [wf.x + 616, wf.y + 66, "2"],
    [wf.x + 24, wf.y + 282, "3"],
    [wf.x + 24, wf.y + 426, "4"],
  ] as const;
  for (const [nx, ny, n] of notes)
    scene.add(
      circle(nx, ny, 15, { fill: palette.accent }),
      t(n, nx, ny + 5, fonts.ui(12, 720), { fill: "#fff", anchor: "middle" }),
    );
  const legend = ["Say what it is and where", "A real photo of the wall", "Proof in numbers", "Three ways in"];
  legend.forEach((note, i) => {
    const ly = 720 + i * 60;
    scene.add(
      circle(490, ly, 15, { fill: palette.accent }),
      t(String(i + 1), 490, ly + 5, fonts.ui(12, 720), { fill: "#fff", anchor: "middle" }),
      t(note, 518, ly + 5, fonts.ui(13, 500), { fill: palette.text }),
    );
  });
  // Component sheet.
  const cs = { x: 770, y: 120, w: 760, h: 960 };
  const c: string[] = [
    t("Components", cs.x, cs.y - 18, fonts.ui(13, 560), { fill: palette.subtext }),
    shadowRect(scene, cs.x, cs.y, cs.w, cs.h, { blur: 40, opacity: 0.6, dy: 20 }),
    rect(cs.x, cs.y, cs.w, cs.h, 0, { fill: CHALK }),
  ];
  const px = cs.x + 48;
  c.push(t("COLOUR", px, cs.y + 64, fonts.label(10, 700, 0.24), { fill: INK, opacity: 0.55 }));
  const tokens = [
    [palette.accent, "Ember", "#FF5A1F"],
    [INK, "Basalt", "#15161A"],
    [DUSK, "Dusk", "#1B1D33"],
    [STONE, "Chalk", "#E7E2D9"],
    ["#3fae6a", "Open", "#3FAE6A"],
  ];
  tokens.forEach(([fill, name, code], i) => {
    const tx = px + i * 134;
    c.push(rect(tx, cs.y + 84, 118, 96, 12, { fill: fill as string, stroke: INK, sw: 1, strokeOpacity: 0.08 }));
    c.push(
      t(name as string, tx, cs.y + 204, fonts.ui(12, 650), { fill: INK }),
      t(code as string, tx, cs.y + 222, fonts.ui(10, 500), { fill: INK, opacity: 0.55 }),
    );
  });
  c.push(t("TYPE", px, cs.y + 276, fonts.label(10, 700, 0.24), { fill: INK, opacity: 0.55 }));
  const scale = [
    ["Display", 46, "Archivo 800 · 84/92"],
    ["Heading", 28, "Archivo 720 · 40/48"],
    ["Body copy", 16, "Inter 420 · 17/28"],
  ] as const;
  let ty = cs.y + 356;
  for (const [name, cap, spec] of scale) {
    c.push(
      t(
        name,
        px,
        ty,
        name === "Body copy" ? fonts.ui(cap, 440) : fonts.display(cap, name === "Display" ? 800 : 720, 100, -0.02),
        { fill: INK },
      ),
    );
    c.push(t(spec, cs.x + cs.w - 48, ty, fonts.ui(11, 500), { fill: INK, opacity: 0.5, anchor: "end" }));
    ty += cap + 40;
  }
  c.push(t("BUTTONS", px, cs.y + 560, fonts.label(10, 700, 0.24), { fill: INK, opacity: 0.55 }));
  c.push(
    button(px, cs.y + 584, 190, 54, "Day pass · $22", "solid", 13),
    button(px + 206, cs.y + 584, 160, 54, "See classes", "outline", 13),
    button(px + 382, cs.y + 584, 180, 54, "Book a session", "dark", 13),
  );
  c.push(
    rect(px, cs.y + 652, 190, 54, 27, { fill: palette.accent, opacity: 0.45 }),
    t("Disabled", px + 95, cs.y + 685, fonts.ui(13, 620), { fill: "#fff", anchor: "middle" }),
  );
  c.push(
    rect(px + 206, cs.y + 652, 160, 54, 27, { fill: "#fff", stroke: palette.accent, sw: 3 }),
    t("Focus", px + 286, cs.y + 685, fonts.ui(13, 620), { fill: INK, anchor: "middle" }),
  );
  c.push(t("FORM", px, cs.y + 762, fonts.label(10, 700, 0.24), { fill: INK, opacity: 0.55 }));
  c.push(
    t("Email", px, cs.y + 792, fonts.ui(12, 600), { fill: INK }),
    rect(px, cs.y + 804, 320, 52, 12, { fill: "#fff", stroke: "#cfc9bf", sw: 1.5 }),
    t("you@example.com", px + 18, cs.y + 835, fonts.ui(13, 450), { fill: INK, opacity: 0.4 }),
  );
  c.push(
    t("Message", px + 344, cs.y + 792, fonts.ui(12, 600), { fill: INK }),
    rect(px + 344, cs.y + 804, 320, 52, 12, { fill: "#fff", stroke: palette.accent, sw: 2 }),
    rect(px + 362, cs.y + 818, 2, 24, 0, { fill: palette.accent }),
  );
  c.push(t("Thanks! We'll reply within a day.", px, cs.y + 900, fonts.ui(12, 560), { fill: "#2f8a55" }));
  scene.add(...c, vignette(scene, 0.18));
  return scene.svg(label);
}

/** A circular score gauge. */
function gauge(cx: number, cy: number, r: number, score: number, name: string): string {
  const angle = (score / 100) * 359.9;
  const rad = ((angle - 90) * Math.PI) / 180;
  const end = [cx + r * Math.cos(rad), cy + r * Math.sin(rad)] as const;
  return (
    circle(cx, cy, r, { stroke: "#fff", sw: 10, strokeOpacity: 0.08 }) +
    path(`M${num(cx)} ${num(cy - r)}A${num(r)} ${num(r)} 0 ${angle > 180 ? 1 : 0} 1 ${num(end[0])} ${num(end[1])}`, {
      stroke: score >= 95 ? "#4fd18b" : palette.accentGlow,
      sw: 10,
      cap: "round",
    }) +
    t(String(score), cx, cy + 15, fonts.display(30, 760, 100, -0.02), { fill: palette.heading, anchor: "middle" }) +
    t(name, cx, cy + r + 44, fonts.ui(14, 560), { fill: palette.text, anchor: "middle" })
  );
}

/** 4 — Launch: the sitemap, the pre-launch scores and the checklist, ready to go live. */
function launchShot(label: string): string {
  const scene = new Scene("shop:web-launch", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [800, 1150], warmth: 0.34, radius: 1000 }));
  // Sitemap.
  const card = (x: number, y: number, w: number, h: number) =>
    shadowRect(scene, x, y, w, h, { blur: 30, opacity: 0.5, dy: 16 }) +
    rect(x, y, w, h, 16, { fill: "#1b1b1e" }) +
    rect(x + 0.5, y + 0.5, w - 1, h - 1, 16, { stroke: "#fff", sw: 1, strokeOpacity: 0.08 });
  scene.add(
    t("SITEMAP", 110, 120, fonts.label(11, 700, 0.28), { fill: palette.accent }),
    t("Five pages, one goal: book a visit.", 110, 168, fonts.display(30, 740, 100, -0.01), { fill: palette.heading }),
  );
  const home = { x: 680, y: 210, w: 240, h: 170 };
  const pages = ["Classes", "Memberships", "Kids", "Visit & book"];
  const connectors: string[] = [];
  pages.forEach((_, i) => {
    const px = 110 + i * 360 + 120;
    connectors.push(`M${home.x + home.w / 2} ${home.y + home.h}V${home.y + home.h + 40}H${px}V${home.y + home.h + 80}`);
  });
  scene.add(path(connectors.join(""), { stroke: palette.subtext, sw: 1.5, strokeOpacity: 0.5 }));
  const thumb = (x: number, y: number, w: number, dark: boolean, index: number) => {
    const h = w * 0.52;
    const clip = scene.clip(rect(x, y, w, h, 8));
    const inner = dark
      ? rect(x, y, w, h, 0, { fill: INK }) +
        rect(x + w * 0.06, y + h * 0.3, w * 0.4, h * 0.12, 3, { fill: "#fff", opacity: 0.85 }) +
        rect(x + w * 0.06, y + h * 0.5, w * 0.3, h * 0.07, 3, { fill: "#fff", opacity: 0.3 }) +
        rect(x + w * 0.55, y + h * 0.2, w * 0.38, h * 0.6, 6, { fill: HOLDS[index] as string })
      : g(desktopHome(scene, { x, y, w, h }), {});
    return g(inner, { clip });
  };
  scene.add(
    card(home.x, home.y, home.w, home.h),
    thumb(home.x + 16, home.y + 16, home.w - 32, false, 0),
    t("Home", home.x + 16, home.y + home.h - 20, fonts.ui(13, 650), { fill: palette.heading }),
  );
  pages.forEach((name, i) => {
    const px = 110 + i * 360;
    const py = home.y + home.h + 80;
    scene.add(
      card(px, py, 240, 150),
      thumb(px + 16, py + 16, 208, true, i),
      t(name, px + 16, py + 132, fonts.ui(13, 650), { fill: palette.heading }),
    );
  });
  // Scores.
  const sy = 730;
  scene.add(card(110, sy, 900, 360));
  scene.add(
    t("Pre-launch audit", 150, sy + 56, fonts.ui(15, 650), { fill: palette.heading }),
    t("Mobile  ·  highline.ca", 1010 - 40, sy + 56, fonts.ui(12, 500), { fill: palette.subtext, anchor: "end" }),
  );
  [
    [100, "Performance"],
    [100, "Accessibility"],
    [96, "Best practices"],
    [100, "SEO"],
  ].forEach(([score, name], i) => scene.add(gauge(232 + i * 218, sy + 180, 68, score as number, name as string)));
  // Checklist.
  const cl = { x: 1050, y: sy, w: 440, h: 360 };
  scene.add(
    card(cl.x, cl.y, cl.w, cl.h),
    t("Launch checklist", cl.x + 36, cl.y + 56, fonts.ui(15, 650), { fill: palette.heading }),
  );
  [
    "Contact form + spam filter",
    "Google Business Profile",
    "Redirects from old site",
    "Alt text on every image",
    "Analytics & consent",
  ].forEach((item, i) => {
    const iy = cl.y + 108 + i * 50;
    scene.add(
      circle(cl.x + 50, iy - 5, 13, { fill: palette.accent }),
      path(`M${cl.x + 44} ${iy - 5}l4.5 4.5l8 -9`, { stroke: "#fff", sw: 2.6, cap: "round", join: "round" }),
      t(item, cl.x + 78, iy, fonts.ui(14, 480), { fill: palette.text }),
    );
  });
  scene.add(
    rect(1250, 96, 240, 56, 28, { fill: palette.accent }),
    circle(1280, 124, 6, { fill: "#fff" }),
    t("Live · 14 June", 1380, 129, fonts.ui(14, 650), { fill: "#fff", anchor: "middle" }),
  );
  scene.add(vignette(scene, 0.3));
  return scene.svg(label);
}

export const webDesignShots: readonly ShotDesign[] = [
  { title: "the Highline home page in a browser, with the classes page and a booking widget", draw: browserShot },
  { title: "the same design on a laptop and a phone", draw: responsiveShot },
  { title: "a wireframe beside the component sheet: colour, type, buttons and form fields", draw: systemShot },
  { title: "the sitemap, pre-launch audit scores and launch checklist", draw: launchShot },
];
