import { createPrng } from "../prng";
import { num } from "../svg";
import { MOCKUP, stage, type PortfolioDesign } from "./design";
import {
  rect,
  circle,
  t,
  viewport,
  browser,
  phone,
  statusBar,
  check,
  paragraph,
  textWidth,
  Scene,
  type FontSpec,
  atOrigin,
} from "../kit";

/**
 * Blackfoot language learner portal: calm, generous spacing, audio first. Every lesson opens on
 * an Elder's recording, so the waveform and the speed control are the heart of each screen. The
 * only Blackfoot word shown is the everyday greeting "Oki"; the lessons' own words belong to the
 * community and are not invented here.
 */
const C = {
  paper: "#f4f0e8",
  card: "#fffdf9",
  teal: "#1d4a47",
  tealSoft: "#d9e6e2",
  ochre: "#c68a3a",
  clay: "#a95638",
  ink: "#1f2a29",
  muted: "#6f7a77",
  line: "#e3ddd2",
  sky: "#dfe9ea",
} as const;

const serifish = (cap: number, wght = 520): FontSpec => ({
  family: "archivo",
  wght,
  wdth: 92,
  cap,
  tracking: -0.01,
});
const ui = (cap: number, wght = 500): FontSpec => ({ family: "inter", wght, opsz: 14, cap });

/** Speech-like loudness: syllables as soft bumps with a little texture, seeded so every render matches. */
export function speechEnvelope(seed: string, count: number, syllables: number): number[] {
  const random = createPrng(seed);
  const bumps = Array.from({ length: syllables }, (_, i) => ({
    at: (i + 0.5 + random.range(-0.25, 0.25)) / syllables,
    width: random.range(0.018, 0.045),
    height: random.range(0.55, 1),
  }));
  return Array.from({ length: count }, (_, i) => {
    const x = i / (count - 1);
    const loud = bumps.reduce((sum, b) => sum + b.height * Math.exp(-(((x - b.at) / b.width) ** 2)), 0);
    return Math.min(1, 0.05 + loud * (0.75 + random.next() * 0.25));
  });
}

/** Bars of a waveform, played part in `played` colour. */
function waveform(
  x: number,
  y: number,
  w: number,
  h: number,
  envelope: readonly number[],
  progress: number,
  played: string,
  rest: string,
  gapShare = 0.45,
): string {
  const step = w / envelope.length;
  const bar = step * (1 - gapShare);
  return envelope
    .map((level, i) => {
      const bh = Math.max(bar, level * h);
      return rect(x + i * step, y - bh / 2, bar, bh, bar / 2, { fill: i / envelope.length < progress ? played : rest });
    })
    .join("");
}

function playButton(cx: number, cy: number, r: number, fill: string, ink: string, playing = false): string {
  const icon = playing
    ? rect(cx - r * 0.28, cy - r * 0.32, r * 0.18, r * 0.64, r * 0.05, { fill: ink }) +
      rect(cx + r * 0.1, cy - r * 0.32, r * 0.18, r * 0.64, r * 0.05, { fill: ink })
    : `<path d="M${num(cx - r * 0.22)} ${num(cy - r * 0.36)}L${num(cx + r * 0.4)} ${num(cy)}L${num(cx - r * 0.22)} ${num(cy + r * 0.36)}Z" fill="${ink}" stroke="${ink}" stroke-width="${num(r * 0.08)}" stroke-linejoin="round"/>`;
  return circle(cx, cy, r, { fill: fill }) + icon;
}

/** A segmented speed control with one speed chosen. */
function speeds(x: number, y: number, cap: number, chosen: string, s: number): string {
  const options = ["0.5×", "0.75×", "1×"];
  const parts: string[] = [];
  const w = 64 * s;
  parts.push(rect(x, y, w * options.length + 8 * s, 40 * s, 20 * s, { fill: C.tealSoft }));
  options.forEach((option, i) => {
    const on = option === chosen;
    if (on) parts.push(rect(x + 4 * s + i * w, y + 4 * s, w, 32 * s, 16 * s, { fill: C.teal }));
    parts.push(
      t(option, x + 4 * s + i * w + w / 2, y + 25 * s, ui(cap, 700), { fill: on ? C.card : C.teal, anchor: "middle" }),
    );
  });
  return parts.join("");
}

/** A quiet horizon: prairie under a wide sky, the mountains faint on the left. */
function horizon(scene: Scene, w: number, h: number): string {
  const sky = scene.fade([0, 0, 0, h], "#cfdcdc", "#efe6d6");
  // Foothills fading towards the east, where the land flattens into prairie.
  const hills = (base: number, amp: number, fill: string, phase: number) => {
    const points = Array.from({ length: 61 }, (_, i) => {
      const x = i / 60;
      const rise = 0.5 + 0.3 * Math.sin(x * 11 + phase) + 0.2 * Math.sin(x * 27 + phase * 2);
      return `${num(w * x)} ${num(base - amp * rise * (1 - x) ** 1.6)}`;
    });
    return `<path d="M0 ${num(h)}L${points.join("L")}L${num(w)} ${num(h)}Z" fill="${fill}"/>`;
  };
  return [
    rect(0, 0, w, h, 0, { fill: sky }),
    circle(w * 0.72, h * 0.42, h * 0.12, { fill: "#f3d9a4", opacity: 0.8 }),
    hills(h * 0.66, h * 0.34, "#c3cfcb", 0.4),
    hills(h * 0.67, h * 0.2, "#a9bab5", 2.1),
    rect(0, h * 0.66, w, h * 0.34, 0, { fill: "#d9c49a" }),
    rect(0, h * 0.74, w, h * 0.26, 0, { fill: "#c9ae7c" }),
    rect(0, h * 0.86, w, h * 0.14, 0, { fill: "#b3945f" }),
  ].join("");
}

const UNITS = [
  ["Greetings", "6 lessons", 1],
  ["Family", "8 lessons", 0.6],
  ["Counting", "5 lessons", 0.2],
  ["Around the home", "7 lessons", 0],
  ["Seasons", "6 lessons", 0],
] as const;

/** The lesson page: units down the side, the recording at the centre, the phrase below it. */
function lessonPage(scene: Scene, w: number, h: number): string {
  const s = w / 1280;
  const parts = [rect(0, 0, w, h, 0, { fill: C.paper })];
  parts.push(rect(0, 0, 300 * s, h, 0, { fill: "#ebe5da" }));
  parts.push(circle(48 * s, 52 * s, 14 * s, { fill: C.teal }) + circle(48 * s, 52 * s, 5 * s, { fill: C.ochre }));
  parts.push(t("Language Lessons", 72 * s, 57 * s, ui(12.5 * s, 700), { fill: C.ink }));
  parts.push(rect(36 * s, 86 * s, 88 * s, 24 * s, 12 * s, { fill: "#f3e3c6" }));
  parts.push(t("PILOT", 80 * s, 102 * s, ui(9.5 * s, 700), { fill: "#8a5a1c", anchor: "middle" }));
  parts.push(t("YOUR UNITS", 36 * s, 162 * s, ui(10 * s, 700), { fill: C.muted }));
  UNITS.forEach(([name, count, done], i) => {
    const y = 184 * s + i * 76 * s;
    const active = i === 0;
    if (active) parts.push(rect(20 * s, y - 8 * s, 260 * s, 66 * s, 12 * s, { fill: C.card }));
    parts.push(t(name, 36 * s, y + 20 * s, ui(13 * s, active ? 700 : 600), { fill: C.ink }));
    parts.push(t(count, 36 * s, y + 42 * s, ui(10.5 * s, 500), { fill: C.muted }));
    parts.push(rect(140 * s, y + 36 * s, 110 * s, 5 * s, 2.5 * s, { fill: "#ddd5c7" }));
    if (done > 0) parts.push(rect(140 * s, y + 36 * s, 110 * s * done, 5 * s, 2.5 * s, { fill: C.teal }));
  });
  parts.push(rect(36 * s, h - 90 * s, 228 * s, 50 * s, 12 * s, { fill: C.teal }));
  parts.push(
    `<path d="M${num(60 * s)} ${num(h - 74 * s)}v${num(14 * s)}m-${num(6 * s)} -${num(6 * s)}l${num(6 * s)} ${num(6 * s)}l${num(6 * s)} -${num(6 * s)}M${num(53 * s)} ${num(h - 55 * s)}h${num(14 * s)}" fill="none" stroke="${C.card}" stroke-width="${num(2 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  parts.push(t("Unit 1 saved offline", 80 * s, h - 61 * s, ui(11.5 * s, 700), { fill: C.card }));

  const mx = 380 * s;
  parts.push(t("UNIT 1  ·  LESSON 3", mx, 92 * s, ui(11 * s, 700), { fill: C.ochre }));
  parts.push(t("Meeting someone", mx, 146 * s, serifish(40 * s), { fill: C.ink }));
  parts.push(
    t("Listen first. Then listen slower. Then say it back.", mx, 184 * s, ui(13.5 * s, 400), { fill: C.muted }),
  );
  const cardW = w - mx - 80 * s;
  parts.push(rect(mx, 224 * s, cardW, 250 * s, 22 * s, { fill: C.card, stroke: C.line, sw: 1 }));
  parts.push(playButton(mx + 76 * s, 330 * s, 40 * s, C.teal, C.card));
  parts.push(
    waveform(
      mx + 144 * s,
      330 * s,
      cardW - 184 * s,
      96 * s,
      speechEnvelope("lesson-3", 88, 7),
      0.38,
      C.teal,
      "#cfd9d6",
    ),
  );
  parts.push(t("0:04", mx + 144 * s, 404 * s, ui(11 * s, 600), { fill: C.teal }));
  parts.push(t("0:11", mx + cardW - 40 * s, 404 * s, ui(11 * s, 500), { fill: C.muted, anchor: "end" }));
  parts.push(t("Recorded with a community Elder", mx + 36 * s, 262 * s, ui(11.5 * s, 600), { fill: C.ink }));
  parts.push(
    t(
      "Shared for learners in the pilot",
      mx + 36 * s + textWidth(ui(11.5 * s, 600), "Recorded with a community Elder") + 14 * s,
      262 * s,
      ui(10.5 * s, 500),
      { fill: C.muted },
    ),
  );
  parts.push(speeds(mx + 36 * s, 420 * s, 10.5 * s, "0.75×", s));
  parts.push(t("Slower, same voice: pitch is kept", mx + 260 * s, 445 * s, ui(10.5 * s, 500), { fill: C.muted }));

  parts.push(rect(mx, 504 * s, (cardW - 24 * s) / 2, 170 * s, 22 * s, { fill: C.card, stroke: C.line, sw: 1 }));
  parts.push(t("THE GREETING", mx + 32 * s, 546 * s, ui(10 * s, 700), { fill: C.muted }));
  parts.push(t("Oki", mx + 30 * s, 622 * s, serifish(52 * s, 600), { fill: C.teal }));
  parts.push(t("Hello", mx + 150 * s, 620 * s, ui(13 * s, 500), { fill: C.muted }));
  const rx = mx + (cardW + 24 * s) / 2;
  parts.push(rect(rx, 504 * s, (cardW - 24 * s) / 2, 170 * s, 22 * s, { fill: "#efe7d9" }));
  parts.push(t("YOUR TURN", rx + 32 * s, 546 * s, ui(10 * s, 700), { fill: C.muted }));
  parts.push(circle(rx + 66 * s, 610 * s, 30 * s, { fill: C.clay }));
  parts.push(
    rect(rx + 58 * s, 594 * s, 16 * s, 24 * s, 8 * s, { fill: C.card }) +
      `<path d="M${num(rx + 52 * s)} ${num(610 * s)}a${num(14 * s)} ${num(14 * s)} 0 0 0 ${num(28 * s)} 0M${num(rx + 66 * s)} ${num(624 * s)}v${num(7 * s)}" fill="none" stroke="${C.card}" stroke-width="${num(2.4 * s)}" stroke-linecap="round"/>`,
  );
  parts.push(t("Say it back", rx + 112 * s, 604 * s, ui(13 * s, 700), { fill: C.ink }));
  parts.push(t("Stays on this device", rx + 112 * s, 626 * s, ui(11 * s, 500), { fill: C.muted }));
  return parts.join("");
}

/** The phone's downloads screen: whole units kept for places without coverage. */
function downloadsScreen(scene: Scene, w: number, h: number): string {
  const s = w / 390;
  const parts = [
    rect(0, 0, w, h, 0, { fill: C.paper }),
    viewport(scene, { x: 0, y: 0, w: w, h: 250 * s }, 0, (vw, vh) => horizon(scene, vw, vh)),
    statusBar(w, C.ink),
  ];
  parts.push(t("OFFLINE", 24 * s, 92 * s, ui(10.5 * s, 700), { fill: C.teal }));
  parts.push(t("Downloads", 24 * s, 130 * s, serifish(30 * s), { fill: C.ink }));
  parts.push(rect(24 * s, 270 * s, w - 48 * s, 74 * s, 16 * s, { fill: C.teal }));
  parts.push(t("3 units on this phone", 44 * s, 302 * s, ui(12 * s, 700), { fill: C.card }));
  parts.push(t("112 MB  ·  plays with no signal", 44 * s, 324 * s, ui(10.5 * s, 500), { fill: "#b9d0cb" }));
  UNITS.forEach(([name, count], i) => {
    const y = 368 * s + i * 78 * s;
    const saved = i < 3;
    parts.push(rect(24 * s, y, w - 48 * s, 66 * s, 14 * s, { fill: C.card, stroke: C.line, sw: 1 }));
    parts.push(t(name, 44 * s, y + 29 * s, ui(13 * s, 700), { fill: C.ink }));
    parts.push(
      t(saved ? `${count}  ·  saved` : `${count}  ·  ${18 + i * 4} MB`, 44 * s, y + 49 * s, ui(10.5 * s, 500), {
        fill: C.muted,
      }),
    );
    if (saved) parts.push(check(w - 56 * s, y + 33 * s, 13 * s, C.tealSoft, C.teal));
    else
      parts.push(
        circle(w - 56 * s, y + 33 * s, 13 * s, { fill: "none", stroke: C.teal, sw: 1.6 * s }) +
          `<path d="M${num(w - 56 * s)} ${num(y + 26 * s)}v${num(12 * s)}m-${num(5 * s)} -${num(5 * s)}l${num(5 * s)} ${num(5 * s)}l${num(5 * s)} -${num(5 * s)}" fill="none" stroke="${C.teal}" stroke-width="${num(1.8 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
  });
  return parts.join("");
}

/** The phone's player: one recording, big controls, the speed within thumb's reach. */
function playerScreen(w: number, h: number): string {
  const s = w / 390;
  const parts = [rect(0, 0, w, h, 0, { fill: C.teal }), statusBar(w, C.card)];
  parts.push(t("UNIT 1  ·  LESSON 3", 24 * s, 100 * s, ui(10.5 * s, 700), { fill: "#e2b877" }));
  parts.push(t("Meeting someone", 24 * s, 138 * s, serifish(28 * s), { fill: C.card }));
  parts.push(t("Oki", w / 2, 330 * s, serifish(96 * s, 600), { fill: C.card, anchor: "middle" }));
  parts.push(t("Hello", w / 2, 370 * s, ui(13 * s, 500), { fill: "#b9d0cb", anchor: "middle" }));
  parts.push(
    waveform(28 * s, 470 * s, w - 56 * s, 90 * s, speechEnvelope("player", 44, 4), 0.55, "#e2b877", "#3f6a66"),
  );
  parts.push(t("0:02", 28 * s, 540 * s, ui(10.5 * s, 600), { fill: "#b9d0cb" }));
  parts.push(t("0:04", w - 28 * s, 540 * s, ui(10.5 * s, 600), { fill: "#b9d0cb", anchor: "end" }));
  parts.push(playButton(w / 2, 626 * s, 44 * s, C.card, C.teal, true));
  // Back to the start of the phrase.
  parts.push(rect(w / 2 - 118 * s, 614 * s, 3 * s, 24 * s, 0, { fill: C.card }));
  parts.push(
    `<path d="M${num(w / 2 - 112 * s)} ${num(626 * s)}l${num(16 * s)} -${num(11 * s)}v${num(22 * s)}Z" fill="${C.card}"/>`,
  );
  parts.push(
    `<path d="M${num(w / 2 - 96 * s)} ${num(626 * s)}l${num(16 * s)} -${num(11 * s)}v${num(22 * s)}Z" fill="${C.card}"/>`,
  );
  parts.push(rect(w / 2 + 74 * s, 610 * s, 58 * s, 32 * s, 16 * s, { fill: "#2d5b57" }));
  parts.push(t("0.75×", w / 2 + 103 * s, 631 * s, ui(11 * s, 700), { fill: C.card, anchor: "middle" }));
  parts.push(
    t("Recorded with a community Elder", w / 2, h - 40 * s, ui(10 * s, 500), { fill: "#b9d0cb", anchor: "middle" }),
  );
  return parts.join("");
}

export const blackfootPortalDesign: PortfolioDesign = {
  card: {
    width: 1200,
    height: 750,
    title:
      "Blackfoot language learner portal: a lesson built around an Elder's recording, with a slowed-down waveform, and the offline downloads on a phone",
    draw(scene) {
      return [
        stage(scene, { tint: "#3f8f86", glowAt: [0.05, 0.05] }),
        browser(
          scene,
          { x: 40, y: 56, w: 920, h: 600 },
          "Community pilot  ·  private",
          atOrigin((w, h) => lessonPage(scene, w, h)),
        ),
        phone(
          scene,
          880,
          150,
          280,
          atOrigin((w, h) => downloadsScreen(scene, w, h)),
          { height: 580 },
        ),
      ].join("");
    },
  },
  mockups: [
    {
      ...MOCKUP,
      title:
        "A lesson page in the learner portal: units with progress, the recording with its speed control, the greeting Oki and a record-yourself button",
      draw(scene) {
        return [
          stage(scene, { tint: "#3f8f86", glowAt: [1, 1] }),
          browser(
            scene,
            { x: 70, y: 70, w: 1060, h: 662 },
            "Community pilot  ·  private",
            atOrigin((w, h) => lessonPage(scene, w, h)),
          ),
        ].join("");
      },
    },
    {
      ...MOCKUP,
      title: "The portal on two phones: units saved for offline use, and the player slowed to three-quarter speed",
      draw(scene) {
        return [
          stage(scene, { tint: C.ochre, glowAt: [0.5, 0] }),
          phone(
            scene,
            300,
            60,
            300,
            atOrigin((w, h) => downloadsScreen(scene, w, h)),
            { height: 640 },
          ),
          phone(scene, 630, 100, 300, atOrigin(playerScreen), { height: 640 }),
        ].join("");
      },
    },
    {
      ...MOCKUP,
      title:
        "Design study of the player: the same phrase at full and three-quarter speed, slower but at the same pitch",
      draw(scene) {
        const parts = [rect(0, 0, scene.width, scene.height, 0, { fill: C.paper })];
        parts.push(viewport(scene, { x: 0, y: 580, w: scene.width, h: 220 }, 0, (w, h) => horizon(scene, w, h)));
        parts.push(t("AUDIO-FIRST  ·  PLAYER STUDY", 90, 110, ui(12, 700), { fill: C.ochre }));
        parts.push(t("Every lesson starts with a voice.", 86, 180, serifish(52), { fill: C.ink }));
        parts.push(
          paragraph(
            ui(15, 400),
            "Slowing a recording should not change who is speaking. The player stretches time and keeps the pitch.",
            { x: 90, y: 226, width: 640, leading: 26, fill: C.muted },
          ).markup,
        );
        // The slower take has the same syllables spread over a third more bars: more time, same sounds.
        const rows: [string, number, number, number[]][] = [
          ["1×", 585, 0.45, speechEnvelope("study", 60, 5)],
          ["0.75×", 780, 0.34, speechEnvelope("study", 80, 5)],
        ];
        rows.forEach(([label, width, progress, env], i) => {
          const y = 340 + i * 110;
          parts.push(rect(90, y - 44, 1020, 88, 20, { fill: C.card, stroke: C.line, sw: 1 }));
          parts.push(playButton(140, y, 24, i === 1 ? C.teal : C.tealSoft, i === 1 ? C.card : C.teal));
          parts.push(t(label, 186, y + 5, ui(14, 700), { fill: C.ink }));
          parts.push(waveform(250, y, width, 58, env, progress, i === 1 ? C.teal : C.ochre, "#d7d0c2"));
          parts.push(t(i === 0 ? "0:11" : "0:15", 1085, y + 5, ui(12, 500), { fill: C.muted, anchor: "end" }));
        });
        parts.push(t("Same pitch, a third more time to hear each sound", 250, 536, ui(12, 600), { fill: C.teal }));
        return parts.join("");
      },
    },
  ],
};
