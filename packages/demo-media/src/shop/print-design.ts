import { mix } from "../colour";
import {
  circle,
  fitText,
  fonts,
  g,
  glowEllipse,
  greek,
  line,
  lines,
  palette,
  path,
  rect,
  rotate,
  Scene,
  shadowRect,
  studioBackdrop,
  t,
  translate,
  vignette,
  type ShotDesign,
  SHOT,
} from "../kit";
import { num, stops, stopsAt } from "../svg";

/**
 * Print Design, shown through two invented clients: the Low Sun Jazz Festival (posters and a
 * trifold programme) and Marrow & Vine, a restaurant (a menu on a press proof, business cards).
 */

const CREAM = "#f1e8d8";
const NIGHT = "#16110e";
const SUN = palette.accent;
const GOLD = "#f2b450";
const WINE = "#5a1f2b";
const BRASS = "#c9a45c";

const LINEUP = [
  "Mara Quell Trio",
  "The Coulee Five",
  "Ines Day",
  "Night Heron Quartet",
  "Sola Brass",
  "Jonah Redhill",
  "Vesna Cole",
  "Prairie Low End",
];

/** The festival's sun: a half disc cut by horizontal bands that thicken towards the horizon. */
function stripedSun(scene: Scene, cx: number, horizon: number, r: number, fill: string, ground: string): string {
  const clip = scene.clip(
    path(`M${num(cx - r)} ${num(horizon)}A${num(r)} ${num(r)} 0 0 1 ${num(cx + r)} ${num(horizon)}Z`),
  );
  const gaps: string[] = [];
  let y = horizon - r * 0.42;
  let gap = r * 0.025;
  while (y < horizon) {
    gaps.push(rect(cx - r, y, r * 2, gap));
    y += gap + r * 0.08;
    gap *= 1.35;
  }
  return g([rect(cx - r, horizon - r, r * 2, r, 0, { fill }), `<g fill="${ground}">${gaps.join("")}</g>`], { clip });
}

interface PosterStyle {
  bg: string;
  ink: string;
  sun: string;
  sub: string;
}

const POSTER_STYLES: readonly PosterStyle[] = [
  { bg: SUN, ink: CREAM, sun: CREAM, sub: "Four nights by the river" },
  { bg: NIGHT, ink: CREAM, sun: SUN, sub: "Night sessions" },
  { bg: CREAM, ink: NIGHT, sun: SUN, sub: "Riverside stage, free" },
];

/** A festival poster in a 300x420 space, scaled to width `w` at (x, y). */
function poster(scene: Scene, x: number, y: number, w: number, style: PosterStyle, variant: number): string {
  const k = w / 300;
  const p: string[] = [rect(0, 0, 300, 420, 0, { fill: style.bg })];
  p.push(t("JAZZ FESTIVAL", 20, 38, fonts.display(11, 700, 125, 0.2), { fill: style.ink }));
  p.push(t("2026", 280, 38, fonts.display(11, 700, 125, 0.1), { fill: style.ink, anchor: "end" }));
  p.push(rect(20, 50, 260, 1.5, 0, { fill: style.ink, opacity: 0.6 }));
  p.push(fitText("LOW", 16, 140, 268, (c) => fonts.display(c, 900, 62, -0.02), 84, { fill: style.ink }).markup);
  p.push(fitText("SUN", 16, 228, 268, (c) => fonts.display(c, 900, 62, -0.02), 84, { fill: style.ink }).markup);
  p.push(stripedSun(scene, 150, 336, variant === 1 ? 96 : 88, style.sun, style.bg));
  p.push(rect(20, 336, 260, 2, 0, { fill: style.ink }));
  p.push(t("AUG 14 — 17", 20, 366, fonts.display(13, 760, 112, 0.06), { fill: style.ink }));
  p.push(
    fitText(style.sub.toUpperCase(), 280, 366, 110, (c) => fonts.label(c, 650, 0.16), 5.6, {
      fill: style.ink,
      anchor: "end",
      opacity: 0.85,
    }).markup,
  );
  p.push(
    fitText(
      LINEUP.slice(variant * 2, variant * 2 + 4)
        .join("  ·  ")
        .toUpperCase(),
      20,
      390,
      260,
      (c) => fonts.label(c, 650, 0.12),
      5.2,
      { fill: style.ink, opacity: 0.8 },
    ).markup,
  );
  p.push(t("LOWSUNJAZZ.CA", 20, 406, fonts.label(5, 700, 0.2), { fill: style.ink, opacity: 0.6 }));
  return g(p, { transform: `${translate(x, y)} scale(${num(k, 5)})` });
}

/** Paper that has been pasted to a wall: faint creases and a lit top. */
function pasteShading(scene: Scene, x: number, y: number, w: number, h: number): string {
  const light = scene.linear([x, y, x + w * 0.4, y + h], stops(["#fff", 0.16], ["#fff", 0], ["#000", 0.22]));
  const creases = [0.28, 0.55, 0.8]
    .map((f) => {
      const cy = y + h * f + scene.random.range(-14, 14);
      return (
        path(`M${num(x)} ${num(cy)}L${num(x + w)} ${num(cy + scene.random.range(-10, 10))}`, {
          stroke: "#fff",
          sw: 1.2,
          strokeOpacity: 0.12,
        }) +
        path(`M${num(x)} ${num(cy + 2)}L${num(x + w)} ${num(cy + 2 + scene.random.range(-10, 10))}`, {
          stroke: "#000",
          sw: 1.2,
          strokeOpacity: 0.1,
        })
      );
    })
    .join("");
  return rect(x, y, w, h, 0, { fill: light }) + creases;
}

/** A torn strip of masking tape. */
function tape(x: number, y: number, w: number, angle: number): string {
  return rect(x - w / 2, y - 14, w, 28, 1, { fill: "#e9dcc0", opacity: 0.78, transform: rotate(angle, x, y) });
}

/** 1 — Hero: three festival posters pasted on a concrete wall under a warm light. */
function postersShot(label: string): string {
  const scene = new Scene("shop:print-posters", SHOT.width, SHOT.height);
  const { width, height } = scene;
  const seams: string[] = [];
  for (let x = 0; x <= width; x += 400) seams.push(`M${x} 0V${height}`);
  seams.push(`M0 600H${width}`);
  const ties = [200, 600, 1000, 1400].flatMap((x) =>
    [300, 900].map(
      (y) =>
        circle(x, y, 9, { fill: "#000", opacity: 0.25 }) + circle(x - 1, y - 1, 7, { fill: "#fff", opacity: 0.05 }),
    ),
  );
  scene.add(
    rect(0, 0, width, height, 0, { fill: scene.fade([0, 0, 0, height], "#2f2c29", "#151413") }),
    path(seams.join(""), { stroke: "#000", sw: 3, strokeOpacity: 0.35 }),
    path(seams.join(""), { stroke: "#fff", sw: 1, strokeOpacity: 0.05, transform: translate(2, 2) }),
    ...ties,
    glowEllipse(scene, 800, 240, 900, 760, palette.accentGlow, 0.22),
  );
  const pw = 400;
  const ph = pw * 1.4;
  const placements = [
    { x: 170, y: 390, angle: -2.5, style: 0 },
    { x: 600, y: 360, angle: 1.2, style: 1 },
    { x: 1030, y: 400, angle: -1, style: 2 },
  ];
  for (const { x, y, angle, style } of placements) {
    scene.add(
      g(
        [
          shadowRect(scene, x, y, pw, ph, { blur: 14, opacity: 0.55, dx: 4, dy: 10 }),
          poster(scene, x, y, pw, POSTER_STYLES[style] as PosterStyle, style),
          pasteShading(scene, x, y, pw, ph),
          tape(x + 30, y + 6, 90, -30),
          tape(x + pw - 30, y + 6, 90, 30),
        ],
        { transform: rotate(angle, x + pw / 2, y + ph / 2) },
      ),
    );
  }
  // A light fitting throwing the pool of light from above the frame.
  scene.add(
    path(`M640 0V60M960 0V60`, { stroke: "#0b0b0b", sw: 5 }),
    rect(560, 56, 480, 34, 6, { fill: scene.fade([0, 56, 0, 90], "#2a2a2a", "#0b0b0b") }),
    rect(574, 88, 452, 6, 3, { fill: "#ffe3c0", opacity: 0.9 }),
    glowEllipse(scene, 800, 100, 520, 80, "#ffd8a8", 0.35),
    vignette(scene, 0.5),
  );
  return scene.svg(label);
}

/** The programme's three inside panels, in a 300x560 space each. */
function programmeInside(scene: Scene, x: number, y: number, pw: number): string {
  const k = pw / 300;
  const panels: string[] = [];
  // Panel 1: welcome and numbers.
  const p1: string[] = [rect(0, 0, 300, 560, 0, { fill: CREAM })];
  p1.push(t("WELCOME", 24, 52, fonts.label(8, 700, 0.3), { fill: SUN }));
  p1.push(
    t("Four nights", 24, 96, fonts.display(26, 800, 80, -0.01), { fill: NIGHT }),
    t("by the river.", 24, 130, fonts.display(26, 800, 80, -0.01), { fill: NIGHT }),
  );
  p1.push(greek(scene.random, 24, 156, 252, 6, { h: 4.5, gap: 12, fill: NIGHT, opacity: 0.3 }));
  [
    ["4", "nights"],
    ["32", "artists"],
    ["3", "stages"],
  ].forEach(([n, l], i) => {
    const ny = 290 + i * 80;
    p1.push(
      t(n as string, 24, ny + 40, fonts.display(48, 900, 62), { fill: SUN }),
      t(l as string, 110, ny + 38, fonts.display(16, 600, 100), { fill: NIGHT }),
    );
    p1.push(line(24, ny + 56, 276, ny + 56, { stroke: NIGHT, sw: 1, strokeOpacity: 0.15 }));
  });
  panels.push(g(p1, {}));
  // Panel 2: the schedule.
  const p2: string[] = [rect(0, 0, 300, 560, 0, { fill: NIGHT })];
  p2.push(t("PROGRAMME", 24, 52, fonts.label(8, 700, 0.3), { fill: SUN }));
  const days = ["THU 14", "FRI 15", "SAT 16", "SUN 17"];
  days.forEach((day, i) => {
    const dy = 90 + i * 116;
    p2.push(t(day, 24, dy, fonts.display(13, 760, 112, 0.06), { fill: CREAM }));
    [0, 1].forEach((j) => {
      const name = LINEUP[(i * 2 + j) % LINEUP.length] as string;
      p2.push(
        t(j === 0 ? "7:00" : "9:30", 24, dy + 30 + j * 28, fonts.ui(8, 600), { fill: GOLD }),
        t(name, 70, dy + 30 + j * 28, fonts.ui(9.5, 560), { fill: CREAM }),
      );
    });
    p2.push(line(24, dy + 82, 276, dy + 82, { stroke: CREAM, sw: 1, strokeOpacity: 0.15 }));
  });
  panels.push(g(p2, { transform: translate(300, 0) }));
  // Panel 3: site map and tickets.
  const p3: string[] = [rect(0, 0, 300, 560, 0, { fill: CREAM })];
  p3.push(t("SITE MAP", 24, 52, fonts.label(8, 700, 0.3), { fill: SUN }));
  p3.push(rect(24, 70, 252, 220, 6, { fill: mix(CREAM, "#000000", 0.06) }));
  p3.push(path("M24 210C90 190 120 250 180 230S250 180 276 190V290H24Z", { fill: "#9cc3c9", opacity: 0.8 }));
  p3.push(path("M60 90L120 160L220 120M120 160L150 250", { stroke: NIGHT, sw: 2, dash: "5 4", strokeOpacity: 0.5 }));
  [
    [60, 90, "A"],
    [220, 120, "B"],
    [150, 250, "C"],
  ].forEach(([sx, sy, n]) =>
    p3.push(
      circle(sx as number, sy as number, 14, { fill: SUN }),
      t(n as string, sx as number, (sy as number) + 5, fonts.ui(10, 760), { fill: "#fff", anchor: "middle" }),
    ),
  );
  p3.push(t("TICKETS", 24, 340, fonts.label(8, 700, 0.3), { fill: SUN }));
  [
    ["Night pass", "$45"],
    ["Festival pass", "$140"],
    ["Riverside stage", "Free"],
  ].forEach(([name, price], i) => {
    const ty = 378 + i * 40;
    p3.push(
      t(name as string, 24, ty, fonts.ui(10, 560), { fill: NIGHT }),
      t(price as string, 276, ty, fonts.display(13, 760), { fill: NIGHT, anchor: "end" }),
    );
    p3.push(line(24, ty + 14, 276, ty + 14, { stroke: NIGHT, sw: 1, strokeOpacity: 0.12 }));
  });
  p3.push(t("LOWSUNJAZZ.CA", 24, 530, fonts.label(7, 700, 0.24), { fill: NIGHT, opacity: 0.6 }));
  panels.push(g(p3, { transform: translate(600, 0) }));
  return g(panels, { transform: `${translate(x, y)} scale(${num(k, 5)})` });
}

/** 2 — The trifold programme: open to its inside spread, with the folded cover on top. */
function brochureShot(label: string): string {
  const scene = new Scene("shop:print-brochure", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [300, 180], warmth: 0.32 }));
  const pw = 330;
  const ph = pw * (560 / 300);
  const x = 80;
  const y = 250;
  const w = pw * 3;
  // Fold shading: the middle panel dips (a valley on the left, a ridge on the right).
  const folds = scene.linear(
    [x, 0, x + w, 0],
    stopsAt(
      [0, "#000", 0.04],
      [0.3333, "#000", 0.12],
      [0.3334, "#000", 0.28],
      [0.5, "#000", 0.05],
      [0.6666, "#fff", 0.06],
      [0.6667, "#000", 0.02],
      [1, "#000", 0.12],
    ),
  );
  scene.add(
    g(
      [
        shadowRect(scene, x, y, w, ph, { blur: 40, opacity: 0.65, dx: 10, dy: 26 }),
        programmeInside(scene, x, y, pw),
        rect(x, y, w, ph, 0, { fill: folds }),
        line(x + pw, y, x + pw, y + ph, { stroke: "#000", sw: 1, strokeOpacity: 0.25 }),
        line(x + pw * 2, y, x + pw * 2, y + ph, { stroke: "#fff", sw: 1, strokeOpacity: 0.2 }),
      ],
      { transform: rotate(-4, x + w / 2, y + ph / 2) },
    ),
  );
  // The folded cover, lying across the corner.
  const cx = 1170;
  const cy = 470;
  const cw = 320;
  const ch = cw * (560 / 300);
  const cover: string[] = [
    shadowRect(scene, cx, cy, cw, ch, { blur: 34, opacity: 0.7, dx: 16, dy: 26 }),
    rect(cx + 6, cy + 4, cw, ch, 0, { fill: "#d9cfbe" }),
    g(
      [
        rect(0, 0, 300, 560, 0, { fill: SUN }),
        g(poster(scene, 0, 40, 300, POSTER_STYLES[0] as PosterStyle, 0), {}),
        t("PROGRAMME", 150, 30, fonts.label(7.5, 700, 0.36), { fill: CREAM, anchor: "middle" }),
      ],
      { transform: `${translate(cx, cy)} scale(${num(cw / 300, 5)})` },
    ),
    rect(cx, cy, cw, ch, 0, { fill: scene.fade([cx, cy, cx + cw, cy + ch], "#ffffff", "#000000"), opacity: 0.1 }),
  ];
  scene.add(g(cover, { transform: rotate(9, cx + cw / 2, cy + ch / 2) }), vignette(scene, 0.4));
  return scene.svg(label);
}

/** Registration target for the press sheet. */
function registration(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, { stroke: NIGHT, sw: 1 }) +
    circle(x, y, r * 0.5, { stroke: NIGHT, sw: 1 }) +
    path(`M${num(x - r * 1.5)} ${num(y)}H${num(x + r * 1.5)}M${num(x)} ${num(y - r * 1.5)}V${num(y + r * 1.5)}`, {
      stroke: NIGHT,
      sw: 1,
    })
  );
}

/** Crop marks just outside a trim box. */
function cropMarks(x: number, y: number, w: number, h: number, off: number, len: number): string {
  const d = [
    `M${x - off - len} ${y}H${x - off}M${x} ${y - off - len}V${y - off}`,
    `M${x + w + off} ${y}H${x + w + off + len}M${x + w} ${y - off - len}V${y - off}`,
    `M${x - off - len} ${y + h}H${x - off}M${x} ${y + h + off}V${y + h + off + len}`,
    `M${x + w + off} ${y + h}H${x + w + off + len}M${x + w} ${y + h + off}V${y + h + off + len}`,
  ].join("");
  return path(d, { stroke: NIGHT, sw: 1 });
}

/** The Marrow & Vine dinner menu, in a 400x620 space. */
function menu(x: number, y: number, w: number): string {
  const k = w / 400;
  const p: string[] = [rect(0, 0, 400, 620, 0, { fill: "#f6efe2" })];
  p.push(rect(14, 14, 372, 592, 0, { stroke: WINE, sw: 1.2 }));
  p.push(t("MARROW", 200, 74, fonts.display(30, 640, 125, 0.16), { fill: WINE, anchor: "middle" }));
  p.push(t("& VINE", 200, 106, fonts.italic(20, 420, 100, 0.02), { fill: BRASS, anchor: "middle" }));
  p.push(t("DINNER  ·  AUTUMN", 200, 134, fonts.label(6, 700, 0.4), { fill: WINE, anchor: "middle", opacity: 0.8 }));
  const sections: [string, [string, string][]][] = [
    [
      "To start",
      [
        ["Roasted bone marrow, parsley, sourdough", "19"],
        ["Beets, whipped feta, hazelnut", "16"],
        ["Charred leeks, romesco", "15"],
      ],
    ],
    [
      "Mains",
      [
        ["Braised short rib, celeriac, jus", "38"],
        ["Trout, brown butter, capers", "34"],
        ["Wild mushroom risotto", "29"],
        ["Half chicken, salsa verde", "32"],
      ],
    ],
    [
      "To finish",
      [
        ["Olive oil cake, poached pear", "13"],
        ["Dark chocolate, sea salt", "12"],
      ],
    ],
  ];
  let sy = 184;
  for (const [title, items] of sections) {
    p.push(t(title, 200, sy, fonts.italic(15, 560, 100, 0), { fill: WINE, anchor: "middle" }));
    p.push(line(170, sy + 12, 230, sy + 12, { stroke: BRASS, sw: 1 }));
    sy += 40;
    for (const [name, price] of items) {
      p.push(
        fitText(name, 44, sy, 280, (c) => fonts.ui(c, 480), 8.2, { fill: NIGHT }).markup,
        t(price, 356, sy, fonts.ui(8.2, 620), { fill: WINE, anchor: "end" }),
      );
      sy += 24;
    }
    sy += 26;
  }
  p.push(
    t("1024 17 AVE SW  ·  MARROWANDVINE.CA", 200, 588, fonts.label(5, 650, 0.24), {
      fill: WINE,
      anchor: "middle",
      opacity: 0.7,
    }),
  );
  return g(p, { transform: `${translate(x, y)} scale(${num(k, 5)})` });
}

/** 3 — Press-ready: the menu on a proof sheet with crop marks and colour bars, and a stack of cards. */
function pressShot(label: string): string {
  const scene = new Scene("shop:print-press", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [1250, 200], warmth: 0.3 }));
  const sheet = { x: 120, y: 110, w: 780, h: 1000 };
  const mw = 480;
  const mh = mw * (620 / 400);
  const mx = sheet.x + (sheet.w - mw) / 2;
  const my = sheet.y + 110;
  const bars = ["#00aeef", "#ec008c", "#fff200", "#1a1a1a", "#00aeef", "#ec008c", "#fff200", "#1a1a1a"]
    .map((c, i) =>
      rect(sheet.x + 60 + i * 30, sheet.y + sheet.h - 60, 26, 26, 0, { fill: c, opacity: i > 3 ? 0.5 : 1 }),
    )
    .join("");
  const s: string[] = [
    shadowRect(scene, sheet.x, sheet.y, sheet.w, sheet.h, { blur: 40, opacity: 0.65, dx: 8, dy: 24 }),
    rect(sheet.x, sheet.y, sheet.w, sheet.h, 0, {
      fill: scene.fade([sheet.x, sheet.y, sheet.x + sheet.w, sheet.y + sheet.h], "#ffffff", "#e9e5de"),
    }),
    // Bleed: the menu's ground extends past the trim.
    rect(mx - 9, my - 9, mw + 18, mh + 18, 0, { fill: "#f6efe2" }),
    menu(mx, my, mw),
    cropMarks(mx, my, mw, mh, 14, 34),
    registration(sheet.x + sheet.w - 56, sheet.y + 52, 12),
    registration(sheet.x + 40, sheet.y + sheet.h / 2, 12),
    registration(sheet.x + sheet.w - 40, sheet.y + sheet.h / 2, 12),
    bars,
    t(
      "MARROW & VINE  ·  DINNER MENU  ·  PROOF 2  ·  CMYK  ·  3 MM BLEED",
      sheet.x + 60,
      sheet.y + 58,
      fonts.label(6.5, 650, 0.16),
      { fill: NIGHT, opacity: 0.7 },
    ),
  ];
  scene.add(g(s, { transform: rotate(-2, sheet.x + sheet.w / 2, sheet.y + sheet.h / 2) }));
  // Approval stamp.
  scene.add(
    g(
      [
        rect(0, 0, 220, 84, 10, { stroke: SUN, sw: 4 }),
        t("APPROVED", 110, 42, fonts.display(22, 800, 110, 0.12), { fill: SUN, anchor: "middle" }),
        t("READY FOR PRESS", 110, 66, fonts.label(8, 700, 0.28), { fill: SUN, anchor: "middle" }),
      ],
      { transform: `${translate(650, 990)} ${rotate(-10)}`, opacity: 0.85 },
    ),
  );
  // A stack of business cards, with a few fanned out on top.
  const cw = 380;
  const chh = cw * (55 / 85);
  const bx = 1010;
  const by = 560;
  const stack: string[] = [];
  for (let i = 0; i < 9; i += 1)
    stack.push(rect(bx, by + 40 - i * 4, cw, chh, 8, { fill: i % 2 === 0 ? "#e9e1d3" : "#f3ecdf" }));
  scene.add(
    shadowRect(scene, bx, by + 40, cw, chh, { blur: 30, opacity: 0.7, dx: 10, dy: 20 }),
    rect(bx, by + 40, cw, chh, 8, { fill: "#b8ad9b" }),
    ...stack,
  );
  const cardFront = (x: number, y: number) =>
    [
      rect(x, y, cw, chh, 8, { fill: WINE }),
      t("MARROW", x + cw / 2, y + chh / 2 + 2, fonts.display(26, 640, 125, 0.16), {
        fill: "#f6efe2",
        anchor: "middle",
      }),
      t("& VINE", x + cw / 2, y + chh / 2 + 34, fonts.italic(17, 420, 100, 0.02), { fill: BRASS, anchor: "middle" }),
      rect(x + 10, y + 10, cw - 20, chh - 20, 4, { stroke: BRASS, sw: 1, strokeOpacity: 0.7 }),
    ].join("");
  const cardBack = (x: number, y: number) =>
    [
      rect(x, y, cw, chh, 8, { fill: "#f6efe2" }),
      t("Elodie Marchand", x + 30, y + 60, fonts.display(17, 600, 110, 0.02), { fill: WINE }),
      t("CHEF & OWNER", x + 30, y + 84, fonts.label(6.5, 700, 0.3), { fill: BRASS }),
      ...lines(
        ["elodie@marrowandvine.ca", "403 555 0178", "1024 17 Ave SW, Calgary"],
        x + 30,
        y + 150,
        20,
        fonts.ui(9, 500),
        { fill: NIGHT, opacity: 0.75 },
      ),
    ].join("");
  scene.add(
    g([shadowRect(scene, bx, by, cw, chh, { blur: 16, opacity: 0.5, dx: 6, dy: 10 }), cardBack(bx, by)], {
      transform: rotate(-8, bx + cw / 2, by + chh / 2),
    }),
    g(
      [
        shadowRect(scene, bx + 20, by + 250, cw, chh, { blur: 18, opacity: 0.6, dx: 6, dy: 12 }),
        cardFront(bx + 20, by + 250),
      ],
      { transform: rotate(6, bx + 20 + cw / 2, by + 250 + chh / 2) },
    ),
  );
  scene.add(vignette(scene, 0.4));
  return scene.svg(label);
}

export const printDesignShots: readonly ShotDesign[] = [
  { title: "three Low Sun Jazz Festival posters pasted on a concrete wall", draw: postersShot },
  { title: "the festival's trifold programme open to its inside spread, with the cover on top", draw: brochureShot },
  { title: "a restaurant menu on a press proof with crop marks, and a stack of business cards", draw: pressShot },
];
