import { mix } from "../colour";
import {
  circle,
  ellipse,
  fitText,
  fonts,
  g,
  glow,
  greek,
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
  translate,
  vignette,
  type Box,
  type ShotDesign,
  SHOT,
} from "../kit";
import type { Prng } from "../prng";
import { num, stops } from "../svg";

/**
 * Social Media Management, shown through an invented client: Fennel & Rye, a neighbourhood
 * bakehouse. Sixteen posts (a month's worth) share one visual system: five brand colours,
 * Archivo italic headlines and simple bakery drawings, so the feed reads as one brand.
 */

const CREAM = "#f4ead9";
const RYE = "#4a2e1c";
const SAGE = "#8ea37a";
const OAT = "#e6d3ae";
const CRUST = "#c7823f";
const NIGHT = "#1d1511";

type Motif = (ink: string, random: Prng) => string;

/** Bakery drawings in a 100-unit post, centred near (50, 42). */
const motifs: Record<string, Motif> = {
  loaf: (ink, random) => {
    const flour = Array.from({ length: 26 }, () =>
      circle(random.range(26, 74), random.range(24, 54), random.range(0.3, 0.8), { fill: "#fff", opacity: 0.6 }),
    ).join("");
    return (
      ellipse(50, 40, 30, 19, { fill: ink }) +
      path("M30 44Q38 30 46 26M40 50Q50 34 58 28M52 53Q62 38 68 33", {
        stroke: "#fff",
        sw: 2.2,
        strokeOpacity: 0.35,
        cap: "round",
      }) +
      flour
    );
  },
  croissant: (ink) => {
    // Five rolled segments along an arc, tips first so the plump middle sits on top.
    const seam = mix(ink, "#000000", 0.28);
    const segments = [
      { a: -90 - 66, rx: 7, ry: 5 },
      { a: -90 + 66, rx: 7, ry: 5 },
      { a: -90 - 36, rx: 11, ry: 8.5 },
      { a: -90 + 36, rx: 11, ry: 8.5 },
      { a: -90, rx: 13.5, ry: 11 },
    ];
    return segments
      .map(({ a, rx, ry }) => {
        const rad = (a * Math.PI) / 180;
        const x = 50 + Math.cos(rad) * 24;
        const y = 62 + Math.sin(rad) * 24;
        return ellipse(x, y, rx, ry, { fill: ink, stroke: seam, sw: 1.1, transform: rotate(a + 90, x, y) });
      })
      .join("");
  },
  bun: (ink) => {
    const turns: string[] = [];
    for (let i = 0; i <= 60; i += 1) {
      const a = i * 0.32;
      const r = 2 + i * 0.38;
      turns.push(`${i === 0 ? "M" : "L"}${num(50 + Math.cos(a) * r)} ${num(40 + Math.sin(a) * r)}`);
    }
    return (
      circle(50, 40, 25, { fill: ink }) +
      path(turns.join(""), { stroke: "#fff", sw: 2, strokeOpacity: 0.4, cap: "round" })
    );
  },
  wheat: (ink) => {
    const grains: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const y = 22 + i * 6.5;
      grains.push(
        ellipse(45.5, y, 3, 5.5, { fill: ink, transform: rotate(-28, 45.5, y) }),
        ellipse(54.5, y, 3, 5.5, { fill: ink, transform: rotate(28, 54.5, y) }),
      );
    }
    return (
      line(50, 16, 50, 70, { stroke: ink, sw: 2, cap: "round" }) +
      ellipse(50, 16, 2.6, 5, { fill: ink }) +
      grains.join("")
    );
  },
  cup: (ink) =>
    circle(50, 40, 24, { fill: "#fff", opacity: 0.9 }) +
    circle(50, 40, 18, { fill: ink }) +
    path("M50 48C42 42 42 34 46 33C48 32 50 34 50 36C50 34 52 32 54 33C58 34 58 42 50 48Z", {
      fill: CREAM,
      opacity: 0.85,
    }) +
    path("M74 40Q82 40 82 46Q82 52 74 50", { stroke: "#fff", sw: 3, strokeOpacity: 0.9 }),
  baguette: (ink) =>
    g(
      [
        rect(18, 36, 64, 14, 7, { fill: ink }),
        path("M28 45L34 39M40 45L46 39M52 45L58 39M64 45L70 39", {
          stroke: "#fff",
          sw: 2,
          strokeOpacity: 0.4,
          cap: "round",
        }),
      ],
      { transform: rotate(-18, 50, 43) },
    ),
  portrait: (ink) =>
    circle(50, 40, 26, { fill: ink, opacity: 0.22 }) +
    circle(50, 34, 10, { fill: ink }) +
    path("M33 60Q34 46 50 46Q66 46 67 60Z", { fill: ink }) +
    rect(40, 22, 20, 6, 3, { fill: "#fff", opacity: 0.9 }),
};

interface PostSpec {
  bg: string;
  ink: string;
  motif?: keyof typeof motifs;
  motifInk?: string;
  headline: string;
  sub?: string;
  big?: string;
  badge?: string;
}

/** A month of posts, in publishing order. */
const POSTS: readonly PostSpec[] = [
  { bg: palette.accent, ink: CREAM, motif: "loaf", motifInk: RYE, headline: "Fresh at 7", sub: "every single morning" },
  { bg: CREAM, ink: RYE, motif: "croissant", motifInk: CRUST, headline: "81 layers", sub: "of cultured butter" },
  { bg: RYE, ink: CREAM, big: "\u201C", headline: "Best rye in town.", sub: "— Priya, on Google" },
  { bg: SAGE, ink: NIGHT, motif: "wheat", motifInk: CREAM, headline: "Stone-milled", sub: "Alberta red fife" },
  { bg: CREAM, ink: RYE, motif: "bun", motifInk: CRUST, headline: "Cardamom buns", badge: "NEW" },
  { bg: NIGHT, ink: CREAM, big: "16h", headline: "slow ferment", sub: "worth the wait" },
  { bg: OAT, ink: RYE, motif: "cup", motifInk: RYE, headline: "Coffee + bun $7", sub: "weekdays till 10" },
  {
    bg: palette.accent,
    ink: NIGHT,
    motif: "baguette",
    motifInk: CREAM,
    headline: "Sourdough Sat.",
    sub: "two bakes, 8 & 11",
  },
  { bg: CREAM, ink: RYE, motif: "portrait", motifInk: RYE, headline: "Meet Marco", sub: "head baker since day one" },
  { bg: RYE, ink: OAT, motif: "loaf", motifInk: OAT, headline: "Rye week", sub: "five loaves, five days" },
  { bg: SAGE, ink: NIGHT, big: "22", headline: "Bread class", sub: "June · 6 seats left" },
  {
    bg: NIGHT,
    ink: CREAM,
    motif: "croissant",
    motifInk: palette.accent,
    headline: "Pre-order",
    sub: "for Sunday brunch",
  },
  { bg: OAT, ink: RYE, motif: "wheat", motifInk: RYE, headline: "Local grain", sub: "milled 40 km away" },
  { bg: palette.accent, ink: CREAM, big: "11:04", headline: "Sold out.", sub: "see you tomorrow" },
  { bg: CREAM, ink: RYE, motif: "bun", motifInk: RYE, headline: "Bun Friday", badge: "2 FOR 1" },
  { bg: RYE, ink: CREAM, motif: "portrait", motifInk: OAT, headline: "Thank you!", sub: "1 year in Inglewood" },
];

/** One square post at (x, y), `size` px. */
function post(scene: Scene, index: number, x: number, y: number, size: number): string {
  const spec = POSTS[index % POSTS.length] as PostSpec;
  const random = scene.random;
  const parts: string[] = [rect(0, 0, 100, 100, 0, { fill: spec.bg })];
  if (spec.motif) parts.push((motifs[spec.motif] as Motif)(spec.motifInk ?? spec.ink, random));
  if (spec.big)
    parts.push(
      fitText(spec.big, 8, spec.big === "\u201C" ? 62 : 52, 84, (c) => fonts.italic(c, 860, 92, -0.04), 34, {
        fill: spec.ink,
      }).markup,
    );
  parts.push(fitText(spec.headline, 8, 82, 84, (c) => fonts.italic(c, 800, 96, -0.02), 9.5, { fill: spec.ink }).markup);
  if (spec.sub)
    parts.push(
      fitText(spec.sub, 8.5, 91.5, 80, (c) => fonts.ui(c, 560), 3.4, { fill: spec.ink, opacity: 0.75 }).markup,
    );
  if (spec.badge)
    parts.push(
      rect(62, 8, 30, 11, 5.5, { fill: palette.accent }),
      t(spec.badge, 77, 15.6, fonts.label(3.6, 760, 0.12), { fill: "#fff", anchor: "middle" }),
    );
  parts.push(
    circle(89, 88, 4.2, { stroke: spec.ink, sw: 0.7, strokeOpacity: 0.6 }),
    t("F", 89, 89.6, fonts.italic(3.2, 800), { fill: spec.ink, anchor: "middle", opacity: 0.8 }),
  );
  const clip = scene.clip(rect(x, y, size, size));
  return g(g(parts, { transform: `${translate(x, y)} scale(${num(size / 100, 4)})` }), { clip });
}

/** The bakehouse's avatar: an orange disc with an italic F&R. */
function avatar(cx: number, cy: number, r: number, ring = true): string {
  return (
    (ring ? circle(cx, cy, r + r * 0.14, { stroke: palette.accent, sw: r * 0.07 }) : "") +
    circle(cx, cy, r, { fill: palette.accent }) +
    t("F&R", cx, cy + r * 0.24, fonts.italic(r * 0.5, 820, 96, -0.02), { fill: CREAM, anchor: "middle" })
  );
}

/** A phone status bar in the screen's top edge. */
function statusBar(box: Box, ink: string): string {
  const s = box.w / 100;
  return (
    t("9:41", box.x + 9 * s, box.y + 8.4 * s, fonts.ui(2.6 * s, 640), { fill: ink }) +
    rect(box.x + box.w - 15 * s, box.y + 5.6 * s, 7 * s, 3.3 * s, 0.9 * s, { stroke: ink, sw: 0.4 * s }) +
    rect(box.x + box.w - 14.3 * s, box.y + 6.3 * s, 4.8 * s, 1.9 * s, 0.4 * s, { fill: ink }) +
    [0, 1, 2, 3]
      .map((i) =>
        rect(box.x + box.w - 26 * s + i * 1.6 * s, box.y + (8.4 - 1 - i * 0.6) * s, 1 * s, (1 + i * 0.6) * s, 0.3 * s, {
          fill: ink,
        }),
      )
      .join("")
  );
}

/** The profile page of the feed, as the client's followers see it. */
function profileScreen(scene: Scene, box: Box, start: number): string {
  const s = box.w / 100;
  const x = box.x;
  const parts: string[] = [rect(box.x, box.y, box.w, box.h, 0, { fill: "#fffdf9" }), statusBar(box, NIGHT)];
  const top = box.y + 14 * s;
  parts.push(t("fennelandrye", x + 6 * s, top + 3 * s, fonts.ui(3.8 * s, 700), { fill: NIGHT }));
  parts.push(
    path(
      `M${num(x + box.w - 10 * s)} ${num(top)}h${num(5 * s)}M${num(x + box.w - 10 * s)} ${num(top + 1.8 * s)}h${num(5 * s)}M${num(x + box.w - 10 * s)} ${num(top + 3.6 * s)}h${num(5 * s)}`,
      { stroke: NIGHT, sw: 0.6 * s, cap: "round" },
    ),
  );
  const ay = top + 17 * s;
  parts.push(avatar(x + 14 * s, ay, 8.5 * s));
  const stats = [
    ["248", "posts"],
    ["12.4k", "followers"],
    ["318", "following"],
  ];
  stats.forEach(([n, l], i) => {
    const cx = x + (42 + i * 20) * s;
    parts.push(
      t(n as string, cx, ay - 0.5 * s, fonts.ui(3 * s, 700), { fill: NIGHT, anchor: "middle" }),
      t(l as string, cx, ay + 4.2 * s, fonts.ui(2 * s, 450), { fill: NIGHT, anchor: "middle", opacity: 0.7 }),
    );
  });
  const by = ay + 14 * s;
  parts.push(t("Fennel & Rye Bakehouse", x + 6 * s, by, fonts.ui(2.6 * s, 700), { fill: NIGHT }));
  parts.push(
    greek(scene.random, x + 6 * s, by + 2.8 * s, 70 * s, 2, { h: 1.3 * s, gap: 3.2 * s, fill: NIGHT, opacity: 0.35 }),
  );
  const btnY = by + 10 * s;
  parts.push(
    rect(x + 6 * s, btnY, 42 * s, 6.4 * s, 1.6 * s, { fill: palette.accent }),
    t("Following", x + 27 * s, btnY + 4.3 * s, fonts.ui(2.3 * s, 650), { fill: "#fff", anchor: "middle" }),
  );
  parts.push(
    rect(x + 50 * s, btnY, 42 * s, 6.4 * s, 1.6 * s, { fill: "#efe9df" }),
    t("Message", x + 71 * s, btnY + 4.3 * s, fonts.ui(2.3 * s, 650), { fill: NIGHT, anchor: "middle" }),
  );
  // Story highlights.
  const hy = btnY + 15 * s;
  ["Menu", "Classes", "Team", "Orders"].forEach((name, i) => {
    const cx = x + (13 + i * 19) * s;
    parts.push(
      circle(cx, hy, 6 * s, { stroke: "#d8d0c4", sw: 0.5 * s }),
      circle(cx, hy, 5 * s, { fill: [OAT, SAGE, CREAM, palette.accent][i] as string }),
    );
    parts.push(t(name, cx, hy + 10 * s, fonts.ui(1.8 * s, 500), { fill: NIGHT, anchor: "middle" }));
  });
  // Grid.
  const gy = hy + 15 * s;
  parts.push(line(x, gy, x + box.w, gy, { stroke: NIGHT, sw: 0.2 * s, strokeOpacity: 0.2 }));
  const cell = (box.w - 2 * 0.5 * s) / 3;
  for (let i = 0; i < 15; i += 1) {
    const cx = x + (i % 3) * (cell + 0.5 * s);
    const cy = gy + 0.5 * s + Math.floor(i / 3) * (cell + 0.5 * s);
    if (cy > box.y + box.h) break;
    parts.push(post(scene, start + i, cx, cy, cell));
  }
  return parts.join("");
}

/** A single post in the feed, with its caption. */
function feedScreen(scene: Scene, box: Box, index: number, caption: readonly string[]): string {
  const s = box.w / 100;
  const x = box.x;
  const parts: string[] = [rect(box.x, box.y, box.w, box.h, 0, { fill: "#fffdf9" }), statusBar(box, NIGHT)];
  const hy = box.y + 19 * s;
  parts.push(
    avatar(x + 9 * s, hy, 4 * s),
    t("fennelandrye", x + 16 * s, hy - 0.2 * s, fonts.ui(2.6 * s, 700), { fill: NIGHT }),
  );
  parts.push(t("Inglewood, Calgary", x + 16 * s, hy + 3.4 * s, fonts.ui(2 * s, 450), { fill: NIGHT, opacity: 0.65 }));
  const py = hy + 7 * s;
  parts.push(post(scene, index, x, py, box.w));
  const iy = py + box.w + 6 * s;
  // Heart, comment, share, save.
  parts.push(
    path(
      `M${num(x + 8 * s)} ${num(iy + 2.5 * s)}l${num(-2.6 * s)} ${num(-2.6 * s)}a${num(1.6 * s)} ${num(1.6 * s)} 0 0 1 ${num(2.6 * s)} ${num(-2)}a${num(1.6 * s)} ${num(1.6 * s)} 0 0 1 ${num(2.6 * s)} ${num(2)}Z`,
      { fill: palette.accent },
    ),
    circle(x + 16.5 * s, iy, 2.6 * s, { stroke: NIGHT, sw: 0.5 * s }),
    path(
      `M${num(x + 23 * s)} ${num(iy - 2.4 * s)}l${num(5 * s)} ${num(2.4 * s)}l${num(-5 * s)} ${num(2.4 * s)}l${num(1.2 * s)} ${num(-2.4 * s)}Z`,
      { stroke: NIGHT, sw: 0.5 * s, join: "round" },
    ),
    path(
      `M${num(x + 89 * s)} ${num(iy - 2.8 * s)}h${num(4 * s)}v${num(6 * s)}l${num(-2 * s)} ${num(-1.6 * s)}l${num(-2 * s)} ${num(1.6 * s)}Z`,
      { stroke: NIGHT, sw: 0.5 * s, join: "round" },
    ),
  );
  [0, 1, 2].forEach((i) =>
    parts.push(circle(x + (46 + i * 3) * s, iy, 0.8 * s, { fill: i === 0 ? palette.accent : "#cfc8bd" })),
  );
  parts.push(t("2,184 likes", x + 5.5 * s, iy + 8 * s, fonts.ui(2.5 * s, 700), { fill: NIGHT }));
  caption.forEach((value, i) =>
    parts.push(
      t(value, x + 5.5 * s, iy + (13 + i * 4) * s, fonts.ui(2.4 * s, i === 0 ? 600 : 420), {
        fill: NIGHT,
        opacity: i === 0 ? 1 : 0.8,
      }),
    ),
  );
  const cy = iy + (14 + caption.length * 4) * s;
  parts.push(t("View all 96 comments", x + 5.5 * s, cy, fonts.ui(2.3 * s, 450), { fill: NIGHT, opacity: 0.45 }));
  // The next post, scrolled into view.
  const ny = cy + 10 * s;
  parts.push(
    avatar(x + 9 * s, ny, 4 * s),
    t("fennelandrye", x + 16 * s, ny + 1 * s, fonts.ui(2.6 * s, 700), { fill: NIGHT }),
  );
  parts.push(post(scene, (index + 5) % POSTS.length, x, ny + 7 * s, box.w));
  return parts.join("");
}

/** 1 — Hero: three phones showing the client's feed, profile and a single post. */
function phonesShot(label: string): string {
  const scene = new Scene("shop:social-phones", SHOT.width, SHOT.height);
  scene.add(
    rect(0, 0, scene.width, scene.height, 0, {
      fill: scene.linear([0, 0, scene.width, scene.height], stops("#2a140b", "#120d0b", palette.background)),
    }),
    glow(scene, 800, 560, 760, palette.accent, 0.36),
    glow(scene, 800, 520, 330, palette.accentGlow, 0.16),
  );
  // Floating posts behind the phones, as if the grid were lifting off the screen.
  const floating = [
    [110, 190, 190, -8, 3],
    [1290, 150, 180, 7, 9],
    [60, 820, 170, 6, 13],
    [1330, 860, 200, -6, 0],
  ] as const;
  for (const [x, y, size, angle, index] of floating) {
    scene.add(
      g([shadowRect(scene, x, y, size, size, { blur: 30, opacity: 0.5, dy: 20 }), post(scene, index, x, y, size)], {
        transform: rotate(angle, x + size / 2, y + size / 2),
        opacity: 0.92,
      }),
    );
  }
  const sideW = 330;
  const midW = 390;
  scene.add(
    g(
      phone(scene, 250, 320, sideW, (box) =>
        feedScreen(scene, box, 7, [
          "fennelandrye Two bakes this Saturday:",
          "8 and 11. The 11 o'clock always",
          "goes first, so set an alarm.",
        ]),
      ),
      {},
    ),
    g(
      phone(scene, 1020, 320, sideW, (box) =>
        feedScreen(scene, box, 4, [
          "fennelandrye They're here. Cardamom",
          "buns, every day from Monday.",
          "#yycfood #inglewood",
        ]),
      ),
      {},
    ),
    phone(scene, 800 - midW / 2, 210, midW, (box) => profileScreen(scene, box, 0)),
    vignette(scene, 0.4),
  );
  return scene.svg(label);
}

/** 2 — The month's content calendar: sixteen posts on their days, with approval states. */
function calendarShot(label: string): string {
  const scene = new Scene("shop:social-calendar", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [1400, 80], warmth: 0.28 }));
  const card = { x: 120, y: 110, w: 1360, h: 980 };
  const inner: string[] = [];
  inner.push(shadowRect(scene, card.x, card.y, card.w, card.h, { blur: 70, opacity: 0.7, dy: 40 }));
  inner.push(rect(card.x, card.y, card.w, card.h, 20, { fill: "#fbf8f3" }));
  const pad = 56;
  inner.push(
    t("JUNE 2026", card.x + pad, card.y + 70, fonts.label(12, 700, 0.3), { fill: palette.accent }),
    t("Content calendar", card.x + pad, card.y + 118, fonts.display(34, 760, 100, -0.02), { fill: NIGHT }),
    t(
      "Fennel & Rye Bakehouse  ·  16 posts  ·  Instagram, Facebook, LinkedIn",
      card.x + pad,
      card.y + 150,
      fonts.ui(14, 450),
      { fill: NIGHT, opacity: 0.6 },
    ),
  );
  // Legend.
  const legend = [
    ["Approved", "#3f8f5a"],
    ["Scheduled", palette.accent],
    ["In review", "#c9a227"],
  ] as const;
  legend.forEach(([name, colour], i) => {
    const lx = card.x + card.w - pad - 430 + i * 150;
    inner.push(
      rect(lx, card.y + 92, 136, 36, 18, { fill: colour, opacity: 0.12 }),
      circle(lx + 20, card.y + 110, 5, { fill: colour }),
      t(name, lx + 34, card.y + 115, fonts.ui(12, 600), { fill: NIGHT }),
    );
  });
  const days = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];
  const gx = card.x + pad;
  const gy = card.y + 200;
  const gw = card.w - pad * 2;
  const colW = gw / 7;
  const rowH = 146;
  days.forEach((d, i) =>
    inner.push(t(d, gx + i * colW + 12, gy, fonts.label(10, 700, 0.2), { fill: NIGHT, opacity: 0.45 })),
  );
  const top = gy + 18;
  // June 2026 starts on a Monday.
  const firstCol = 0;
  const postDays = new Map([
    [1, 0],
    [2, 1],
    [4, 2],
    [5, 3],
    [8, 4],
    [10, 5],
    [12, 6],
    [13, 7],
    [15, 8],
    [17, 9],
    [19, 10],
    [20, 11],
    [23, 12],
    [25, 13],
    [26, 14],
    [29, 15],
  ]);
  const states = [
    "#3f8f5a",
    "#3f8f5a",
    "#3f8f5a",
    "#3f8f5a",
    palette.accent,
    "#3f8f5a",
    palette.accent,
    palette.accent,
    palette.accent,
    palette.accent,
    "#c9a227",
    palette.accent,
    "#c9a227",
    "#c9a227",
    palette.accent,
    "#c9a227",
  ];
  const times = ["7:30", "12:00", "8:15", "17:00", "9:00", "7:00"];
  for (let day = 1; day <= 30; day += 1) {
    const slot = firstCol + day - 1;
    const col = slot % 7;
    const row = Math.floor(slot / 7);
    const cx = gx + col * colW;
    const cy = top + row * rowH;
    inner.push(
      rect(cx + 4, cy + 4, colW - 8, rowH - 8, 12, {
        fill: day === 13 ? "#fff2ea" : "#f3efe8",
        stroke: day === 13 ? palette.accent : undefined,
        sw: 1.5,
      }),
    );
    inner.push(t(String(day), cx + 16, cy + 28, fonts.ui(13, 650), { fill: NIGHT, opacity: 0.75 }));
    const index = postDays.get(day);
    if (index !== undefined) {
      const size = 78;
      inner.push(
        shadowRect(scene, cx + colW - size - 14, cy + 14, size, size, { blur: 6, opacity: 0.25, dy: 3 }),
        post(scene, index, cx + colW - size - 14, cy + 14, size),
      );
      const state = states[index] as string;
      inner.push(
        rect(cx + 14, cy + rowH - 40, 62, 22, 11, { fill: state, opacity: 0.14 }),
        circle(cx + 25, cy + rowH - 29, 3.5, { fill: state }),
      );
      inner.push(
        t(times[index % times.length] as string, cx + 33, cy + rowH - 25, fonts.ui(9.5, 650), {
          fill: NIGHT,
          opacity: 0.8,
        }),
      );
      const platforms =
        index % 3 === 0 ? ["#1d1511", "#6c7fb0"] : index % 3 === 1 ? ["#1d1511"] : ["#1d1511", "#6c7fb0", "#4b7fa3"];
      platforms.forEach((c, i) =>
        inner.push(circle(cx + colW - 24 - i * 14, cy + rowH - 29, 5, { fill: c, opacity: 0.75 })),
      );
    }
  }
  scene.add(g(inner, { transform: rotate(-1.2, 800, 600) }));
  // A sticky note with the month's theme.
  scene.add(
    g(
      [
        shadowRect(scene, 0, 0, 230, 210, { blur: 20, opacity: 0.45, dy: 14 }),
        rect(0, 0, 230, 210, 2, { fill: scene.fade([0, 0, 0, 210], "#ffb27d", "#ff9a5a") }),
        t("June theme:", 24, 52, fonts.italic(16, 700), { fill: NIGHT }),
        t("slow bread,", 24, 94, fonts.italic(21, 800), { fill: NIGHT }),
        t("fast mornings", 24, 128, fonts.italic(21, 800), { fill: NIGHT }),
        line(24, 160, 170, 156, { stroke: NIGHT, sw: 3, cap: "round", opacity: 0.6 }),
      ],
      { transform: `${translate(1290, 900)} ${rotate(5)}` },
    ),
    vignette(scene, 0.35),
  );
  return scene.svg(label);
}

/** 3 — Close-up: one post being prepared, with its caption, hashtags and slot in the schedule. */
function postDetailShot(label: string): string {
  const scene = new Scene("shop:social-detail", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [420, 300], warmth: 0.36 }));
  // A large phone, cropped by the frame's bottom edge, as a close-up.
  scene.add(
    phone(scene, 150, 150, 560, (box) =>
      feedScreen(scene, box, 1, [
        "fennelandrye 81 layers of cultured butter,",
        "three days from dough to",
        "counter. Worth every one.",
      ]),
    ),
  );
  // The scheduling card beside it.
  const c = { x: 800, y: 250, w: 640, h: 700 };
  const parts: string[] = [
    shadowRect(scene, c.x, c.y, c.w, c.h, { blur: 60, opacity: 0.7, dy: 34 }),
    rect(c.x, c.y, c.w, c.h, 22, { fill: "#19181b" }),
    rect(c.x + 0.5, c.y + 0.5, c.w - 1, c.h - 1, 22, { stroke: "#fff", sw: 1, strokeOpacity: 0.08 }),
  ];
  const p = 44;
  parts.push(t("POST 02 OF 16", c.x + p, c.y + 62, fonts.label(11, 700, 0.28), { fill: palette.accent }));
  parts.push(
    rect(c.x + c.w - p - 130, c.y + 40, 130, 34, 17, { fill: "#3f8f5a", opacity: 0.2 }),
    circle(c.x + c.w - p - 110, c.y + 57, 5, { fill: "#6fcf8d" }),
    t("Approved", c.x + c.w - p - 96, c.y + 62, fonts.ui(12, 600), { fill: "#b8ecc8" }),
  );
  parts.push(t("81 layers", c.x + p, c.y + 130, fonts.italic(44, 800, 96, -0.02), { fill: palette.heading }));
  parts.push(
    t("Carousel  ·  3 slides  ·  Croissant launch", c.x + p, c.y + 168, fonts.ui(14, 450), { fill: palette.subtext }),
  );
  // Slides strip.
  [1, 4, 11].forEach((index, i) => parts.push(post(scene, index, c.x + p + i * 190, c.y + 200, 174)));
  parts.push(t("CAPTION", c.x + p, c.y + 430, fonts.label(10, 700, 0.24), { fill: palette.subtext }));
  parts.push(
    greek(scene.random, c.x + p, c.y + 450, c.w - p * 2, 3, { h: 8, gap: 20, fill: palette.text, opacity: 0.5 }),
  );
  const tags = ["#yycfood", "#inglewood", "#croissant", "#calgarybakery"];
  let tx = c.x + p;
  for (const tag of tags) {
    const w = tag.length * 9.4 + 28;
    parts.push(
      rect(tx, c.y + 530, w, 34, 17, { fill: palette.accent, opacity: 0.14 }),
      t(tag, tx + 14, c.y + 552, fonts.ui(12, 560), { fill: palette.accentGlow }),
    );
    tx += w + 10;
  }
  parts.push(line(c.x + p, c.y + 598, c.x + c.w - p, c.y + 598, { stroke: "#fff", sw: 1, strokeOpacity: 0.08 }));
  const slots = [
    ["Tue 2 Jun", "Date"],
    ["12:00", "Best time · 18% reach"],
    ["3 networks", "IG · FB · LinkedIn"],
  ];
  slots.forEach(([value, caption], i) => {
    const sx = c.x + p + i * 190;
    parts.push(
      t(value as string, sx, c.y + 640, fonts.ui(17, 650), { fill: palette.heading }),
      t(caption as string, sx, c.y + 664, fonts.ui(11, 450), { fill: palette.subtext }),
    );
  });
  scene.add(...parts, vignette(scene, 0.35));
  return scene.svg(label);
}

/** 4 — The monthly report: reach, engagement and the month's best posts. */
function reportShot(label: string): string {
  const scene = new Scene("shop:social-report", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [200, 1100], warmth: 0.3 }));
  const d = { x: 110, y: 130, w: 1380, h: 940 };
  const parts: string[] = [
    shadowRect(scene, d.x, d.y, d.w, d.h, { blur: 70, opacity: 0.75, dy: 40 }),
    rect(d.x, d.y, d.w, d.h, 24, { fill: "#141416" }),
    rect(d.x + 0.5, d.y + 0.5, d.w - 1, d.h - 1, 24, { stroke: "#fff", sw: 1, strokeOpacity: 0.08 }),
  ];
  const p = 56;
  parts.push(avatar(d.x + p + 26, d.y + p + 30, 26, false));
  parts.push(
    t("Monthly report", d.x + p + 74, d.y + p + 26, fonts.display(26, 740, 100, -0.01), { fill: palette.heading }),
  );
  parts.push(t("Fennel & Rye  ·  June 2026", d.x + p + 74, d.y + p + 52, fonts.ui(13, 450), { fill: palette.subtext }));
  parts.push(
    rect(d.x + d.w - p - 190, d.y + p + 8, 190, 44, 22, { stroke: "#fff", sw: 1, strokeOpacity: 0.14 }),
    t("1 – 30 Jun", d.x + d.w - p - 105, d.y + p + 36, fonts.ui(13, 560), { fill: palette.text, anchor: "middle" }),
    path(`M${d.x + d.w - p - 44} ${d.y + p + 26}l6 7l6 -7`, {
      stroke: palette.text,
      sw: 1.6,
      cap: "round",
      join: "round",
    }),
  );
  const kpis = [
    ["Reach", "48.2k", "+38%"],
    ["Engagement", "6.1%", "+1.4 pt"],
    ["New followers", "+612", "+22%"],
    ["Link clicks", "1,184", "+51%"],
  ];
  const kw = (d.w - p * 2 - 3 * 20) / 4;
  kpis.forEach(([name, value, delta], i) => {
    const kx = d.x + p + i * (kw + 20);
    const ky = d.y + 160;
    parts.push(
      rect(kx, ky, kw, 150, 16, {
        fill: i === 0 ? scene.fade([kx, ky, kx + kw, ky + 150], "#ff6a2c", "#d9420f") : "#1c1c1f",
      }),
    );
    parts.push(
      t(name as string, kx + 24, ky + 40, fonts.ui(13, 560), {
        fill: i === 0 ? "#fff" : palette.subtext,
        opacity: i === 0 ? 0.85 : 1,
      }),
    );
    parts.push(t(value as string, kx + 24, ky + 100, fonts.display(40, 760, 100, -0.02), { fill: "#fff" }));
    parts.push(t(delta as string, kx + 24, ky + 130, fonts.ui(12, 650), { fill: i === 0 ? "#fff" : "#6fcf8d" }));
  });
  // Reach line chart.
  const ch = { x: d.x + p, y: d.y + 350, w: 820, h: 360 };
  parts.push(rect(ch.x, ch.y, ch.w, ch.h, 16, { fill: "#1c1c1f" }));
  parts.push(t("Daily reach", ch.x + 24, ch.y + 40, fonts.ui(14, 600), { fill: palette.heading }));
  const plot = { x: ch.x + 24, y: ch.y + 80, w: ch.w - 48, h: ch.h - 120 };
  for (let i = 0; i <= 4; i += 1)
    parts.push(
      line(plot.x, plot.y + (plot.h * i) / 4, plot.x + plot.w, plot.y + (plot.h * i) / 4, {
        stroke: "#fff",
        sw: 1,
        strokeOpacity: 0.06,
      }),
    );
  // Reach climbs through the month, with a spike on each posting day.
  const postingDays = new Set([0, 1, 3, 4, 7, 9, 11, 12, 14, 16, 18, 19, 22, 24, 25, 28]);
  const values = Array.from({ length: 30 }, (_, i) => {
    const trend = 0.2 + 0.5 * (i / 29) ** 1.2;
    const spike = postingDays.has(i) ? scene.random.range(0.06, 0.14) : scene.random.range(-0.04, 0.02);
    return Math.min(0.9, trend + spike + (i === 24 ? 0.14 : 0));
  });
  const pts = values.map((val, i) => [plot.x + (plot.w * i) / 29, plot.y + plot.h * (1 - val)] as const);
  const lineD = pts.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join("");
  const prev = values.map(
    (val, i) => [plot.x + (plot.w * i) / 29, plot.y + plot.h * (1 - (0.16 + val * 0.45))] as const,
  );
  parts.push(
    path(`${lineD}L${num(plot.x + plot.w)} ${num(plot.y + plot.h)}L${num(plot.x)} ${num(plot.y + plot.h)}Z`, {
      fill: scene.linear([0, plot.y, 0, plot.y + plot.h], stops([palette.accent, 0.45], [palette.accent, 0])),
    }),
  );
  parts.push(
    path(prev.map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`).join(""), {
      stroke: palette.subtext,
      sw: 2,
      dash: "6 6",
      strokeOpacity: 0.6,
    }),
  );
  parts.push(path(lineD, { stroke: palette.accentGlow, sw: 3.5, join: "round", cap: "round" }));
  const peak = pts.reduce((best, pt) => (pt[1] < best[1] ? pt : best));
  parts.push(
    circle(peak[0], peak[1], 8, { fill: palette.accentGlow }),
    circle(peak[0], peak[1], 16, { fill: palette.accentGlow, opacity: 0.2 }),
  );
  parts.push(
    rect(peak[0] - 64, peak[1] - 62, 128, 40, 10, { fill: "#2a2a2e" }),
    t("3.4k · Sold out", peak[0], peak[1] - 36, fonts.ui(11.5, 600), { fill: palette.heading, anchor: "middle" }),
  );
  ["1 Jun", "8", "15", "22", "30"].forEach((day, i) =>
    parts.push(
      t(day, plot.x + (plot.w * [0, 7, 14, 21, 29][i]!) / 29, plot.y + plot.h + 26, fonts.ui(11, 500), {
        fill: palette.subtext,
        anchor: i === 0 ? "start" : i === 4 ? "end" : "middle",
      }),
    ),
  );
  // Platform bars.
  const bx = ch.x + ch.w + 20;
  const bw = d.x + d.w - p - bx;
  parts.push(
    rect(bx, ch.y, bw, ch.h, 16, { fill: "#1c1c1f" }),
    t("Engagement by network", bx + 24, ch.y + 40, fonts.ui(14, 600), { fill: palette.heading }),
  );
  [
    ["Instagram", 0.86, "7.4%"],
    ["Facebook", 0.52, "4.1%"],
    ["LinkedIn", 0.34, "2.6%"],
  ].forEach(([name, share, value], i) => {
    const y = ch.y + 100 + i * 84;
    parts.push(
      t(name as string, bx + 24, y, fonts.ui(13, 500), { fill: palette.text }),
      t(value as string, bx + bw - 24, y, fonts.ui(13, 650), { fill: palette.heading, anchor: "end" }),
    );
    parts.push(
      rect(bx + 24, y + 16, bw - 48, 12, 6, { fill: "#fff", opacity: 0.06 }),
      rect(bx + 24, y + 16, (bw - 48) * (share as number), 12, 6, {
        fill: i === 0 ? palette.accent : i === 1 ? palette.accentGlow : "#b5673e",
      }),
    );
  });
  // Top posts.
  const ty = ch.y + ch.h + 40;
  parts.push(t("Top posts", d.x + p, ty + 24, fonts.ui(14, 600), { fill: palette.heading }));
  [13, 0, 4, 7, 10, 1].forEach((index, i) => {
    const px = d.x + p + i * 214;
    parts.push(post(scene, index, px, ty + 44, 110));
    parts.push(
      t(`${[3.4, 2.9, 2.6, 2.2, 1.9, 1.7][i]}k`, px + 126, ty + 88, fonts.ui(18, 700), { fill: palette.heading }),
      t("reach", px + 126, ty + 110, fonts.ui(11, 450), { fill: palette.subtext }),
    );
  });
  scene.add(...parts, vignette(scene, 0.3));
  return scene.svg(label);
}

export const socialMediaShots: readonly ShotDesign[] = [
  { title: "three phones showing the Fennel & Rye feed, profile grid and a post", draw: phonesShot },
  { title: "a month's content calendar with sixteen scheduled posts", draw: calendarShot },
  { title: "close-up of a carousel post with its caption, hashtags and schedule", draw: postDetailShot },
  { title: "the monthly performance report with reach, engagement and top posts", draw: reportShot },
];
