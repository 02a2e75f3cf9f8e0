import { mix } from "../colour";
import {
  circle,
  fonts,
  g,
  greek,
  line,
  path,
  rect,
  rotate,
  Scene,
  shadowRect,
  studioBackdrop,
  t,
  text,
  translate,
  vignette,
  type ShotDesign,
  SHOT,
} from "../kit";
import { num, stopsAt } from "../svg";

/**
 * Brand Identity, shown through an invented client: Juniper Row, an interiors studio. The
 * system is an arched doorway mark with a single berry, wide-set capitals, and a palette of
 * juniper green, terracotta, bone and sage, applied to stationery, a guidelines book and a suite.
 */

const JUNIPER = "#1f3a32";
const TERRA = "#c8643b";
const BONE = "#efe8dc";
const SAGE = "#9fb3a0";
const INK = "#161615";

/** The arch mark: a doorway cut from an arch, and a berry above it. `h` is its height; width is 0.72h. */
function jrMark(x: number, y: number, h: number, body: string, berry: string): string {
  const w = h * 0.72;
  const r = w / 2;
  const door = { w: w * 0.44, h: h * 0.5 };
  const dx = x + (w - door.w) / 2;
  const dy = y + h - door.h;
  const dr = door.w / 2;
  const d =
    `M${num(x)} ${num(y + h)}V${num(y + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + w)} ${num(y + r)}V${num(y + h)}Z` +
    `M${num(dx)} ${num(y + h)}V${num(dy + dr)}A${num(dr)} ${num(dr)} 0 0 1 ${num(dx + door.w)} ${num(dy + dr)}V${num(y + h)}Z`;
  return path(d, { fill: body, rule: "evenodd" }) + circle(x + w / 2, y + h * 0.3, h * 0.085, { fill: berry });
}

/** Horizontal lock-up: mark, then the name in wide capitals over a spaced trade line. */
function jrLockup(x: number, y: number, h: number, ink: string, berry: string): string {
  const w = h * 0.72;
  const nameCap = h * 0.3;
  return (
    jrMark(x, y, h, ink, berry) +
    t("JUNIPER ROW", x + w + h * 0.32, y + h * 0.56, fonts.display(nameCap, 520, 125, 0.22), { fill: ink }) +
    t("INTERIORS  ·  CALGARY", x + w + h * 0.34, y + h * 0.93, fonts.label(nameCap * 0.36, 600, 0.5), {
      fill: ink,
      opacity: 0.75,
    })
  );
}

/** The horizontal lock-up sized to `width` and centred on (cx, cy). */
function jrLockupFit(cx: number, cy: number, width: number, ink: string, berry: string): string {
  const h = 100;
  const name = text("JUNIPER ROW", 0, 0, fonts.display(h * 0.3, 520, 125, 0.22));
  const natural = h * 0.72 + h * 0.32 + name.width;
  const scale = width / natural;
  return g(jrLockup(0, 0, h, ink, berry), {
    transform: `${translate(cx - width / 2, cy - (h * scale) / 2)} scale(${num(scale, 4)})`,
  });
}

/** Stacked lock-up, centred on cx. */
function jrStacked(cx: number, y: number, h: number, ink: string, berry: string): string {
  const w = h * 0.72;
  return (
    jrMark(cx - w / 2, y, h, ink, berry) +
    t("JUNIPER ROW", cx, y + h * 1.55, fonts.display(h * 0.22, 520, 125, 0.22), { fill: ink, anchor: "middle" }) +
    t("INTERIORS", cx, y + h * 1.85, fonts.label(h * 0.08, 600, 0.6), { fill: ink, anchor: "middle", opacity: 0.75 })
  );
}

/** A rotated object with a soft shadow cast down and to the right. */
function placed(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  content: string,
  lift = 1,
): string {
  return g(
    [
      shadowRect(scene, x, y, w, h, { blur: 22 * lift, opacity: 0.55, dx: 10 * lift, dy: 18 * lift }),
      shadowRect(scene, x, y, w, h, { blur: 4, opacity: 0.35, dx: 1, dy: 2 }),
      content,
    ],
    {
      transform: rotate(angle, x + w / 2, y + h / 2),
    },
  );
}

/** Subtle paper shading: lighter top-left to a touch darker bottom-right. */
function paper(scene: Scene, x: number, y: number, w: number, h: number, base: string, r = 2): string {
  return rect(x, y, w, h, r, {
    fill: scene.fade([x, y, x + w, y + h], mix(base, "#ffffff", 0.12), mix(base, "#000000", 0.08)),
  });
}

/** 1 — Hero: the stationery laid flat: letterhead, envelope, business cards and a pencil. */
function stationeryShot(label: string): string {
  const scene = new Scene("shop:brand-stationery", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [300, 120], warmth: 0.3, ground: ["#1b2824", "#0b0f0e"] }));
  // Envelope, terracotta, under the letterhead.
  const env = { x: 720, y: 130, w: 640, h: 320 };
  scene.add(
    placed(
      scene,
      env.x,
      env.y,
      env.w,
      env.h,
      7,
      [
        paper(scene, env.x, env.y, env.w, env.h, TERRA),
        path(`M${env.x} ${env.y}L${env.x + env.w / 2} ${env.y + env.h * 0.56}L${env.x + env.w} ${env.y}`, {
          stroke: "#000",
          sw: 1.5,
          strokeOpacity: 0.18,
        }),
        jrMark(env.x + env.w - 100, env.y + env.h - 110, 70, BONE, JUNIPER),
        t("JUNIPER ROW", env.x + env.w - 128, env.y + env.h - 52, fonts.display(11, 520, 125, 0.24), {
          fill: BONE,
          anchor: "end",
        }),
      ].join(""),
    ),
  );
  // Letterhead, bone.
  const lh = { x: 250, y: 170, w: 560, h: 792 };
  const letter: string[] = [paper(scene, lh.x, lh.y, lh.w, lh.h, BONE)];
  letter.push(jrLockup(lh.x + 56, lh.y + 56, 64, JUNIPER, TERRA));
  letter.push(t("14 May 2026", lh.x + 56, lh.y + 210, fonts.ui(9, 500), { fill: INK, opacity: 0.6 }));
  letter.push(t("Dear Ms. Okafor,", lh.x + 56, lh.y + 250, fonts.ui(10, 560), { fill: INK }));
  letter.push(greek(scene.random, lh.x + 56, lh.y + 276, lh.w - 112, 6, { h: 5, gap: 15, fill: INK, opacity: 0.3 }));
  letter.push(greek(scene.random, lh.x + 56, lh.y + 382, lh.w - 112, 5, { h: 5, gap: 15, fill: INK, opacity: 0.3 }));
  letter.push(greek(scene.random, lh.x + 56, lh.y + 472, lh.w - 112, 3, { h: 5, gap: 15, fill: INK, opacity: 0.3 }));
  letter.push(
    path(`M${lh.x + 60} ${lh.y + 590}c20 -30 30 10 48 -12s26 -4 40 -6 22 14 48 -8`, {
      stroke: JUNIPER,
      sw: 2,
      cap: "round",
      opacity: 0.8,
    }),
  );
  letter.push(t("Maren Holt, Principal", lh.x + 56, lh.y + 630, fonts.ui(9, 560), { fill: INK, opacity: 0.75 }));
  letter.push(rect(lh.x, lh.y + lh.h - 80, lh.w, 80, 0, { fill: JUNIPER }));
  letter.push(
    t(
      "juniperrow.ca   ·   403 555 0142   ·   1120 9 Ave SE, Calgary",
      lh.x + lh.w / 2,
      lh.y + lh.h - 34,
      fonts.label(7.5, 560, 0.16),
      { fill: BONE, anchor: "middle" },
    ),
  );
  scene.add(placed(scene, lh.x, lh.y, lh.w, lh.h, -5, letter.join("")));
  // Business cards: a back on a front, overlapping the letterhead's corner.
  const card = { w: 360, h: 216 };
  const front = { x: 860, y: 560 };
  const back = { x: 950, y: 770 };
  scene.add(
    placed(
      scene,
      front.x,
      front.y,
      card.w,
      card.h,
      -12,
      [
        paper(scene, front.x, front.y, card.w, card.h, JUNIPER, 8),
        jrMark(front.x + card.w / 2 - 36, front.y + card.h / 2 - 50, 100, BONE, TERRA),
      ].join(""),
      0.8,
    ),
    placed(
      scene,
      back.x,
      back.y,
      card.w,
      card.h,
      6,
      [
        paper(scene, back.x, back.y, card.w, card.h, BONE, 8),
        t("Maren Holt", back.x + 32, back.y + 64, fonts.display(17, 600, 112, 0.04), { fill: JUNIPER }),
        t("PRINCIPAL DESIGNER", back.x + 32, back.y + 88, fonts.label(6.5, 650, 0.3), { fill: TERRA }),
        t("maren@juniperrow.ca", back.x + 32, back.y + 150, fonts.ui(8.5, 500), { fill: INK, opacity: 0.75 }),
        t("403 555 0142", back.x + 32, back.y + 170, fonts.ui(8.5, 500), { fill: INK, opacity: 0.75 }),
        jrMark(back.x + card.w - 74, back.y + card.h - 88, 56, JUNIPER, TERRA),
      ].join(""),
      0.9,
    ),
  );
  // A pencil across the top right.
  const pencil = { x: 0, y: 0, len: 520, w: 22 };
  scene.add(
    g(
      [
        shadowRect(scene, 0, 0, pencil.len, pencil.w, { blur: 12, opacity: 0.55, dx: 6, dy: 14 }),
        rect(0, 0, pencil.len * 0.86, pencil.w, 0, {
          fill: scene.fade([0, 0, 0, pencil.w], mix(JUNIPER, "#ffffff", 0.2), mix(JUNIPER, "#000000", 0.3)),
        }),
        rect(0, pencil.w * 0.32, pencil.len * 0.86, pencil.w * 0.12, 0, { fill: "#fff", opacity: 0.1 }),
        path(`M${pencil.len * 0.86} 0L${pencil.len} ${pencil.w / 2}L${pencil.len * 0.86} ${pencil.w}Z`, {
          fill: "#e2c39c",
        }),
        path(
          `M${pencil.len * 0.965} ${pencil.w * 0.38}L${pencil.len} ${pencil.w / 2}L${pencil.len * 0.965} ${pencil.w * 0.62}Z`,
          { fill: INK },
        ),
        rect(-34, 0, 34, pencil.w, 3, { fill: "#b9b3a8" }),
        t("JUNIPER ROW", 30, pencil.w * 0.68, fonts.display(7, 520, 125, 0.24), { fill: "#e9d9b8" }),
      ],
      { transform: `${translate(930, 1010)} ${rotate(-28)}` },
    ),
    vignette(scene, 0.4),
  );
  return scene.svg(label);
}

/** 2 — The brand guidelines book, open at the colour and logo-clearspace pages. */
function guidelinesShot(label: string): string {
  const scene = new Scene("shop:brand-guidelines", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [1350, 160], warmth: 0.3 }));
  const book = { x: 130, y: 190, w: 1340, h: 860 };
  const page = book.w / 2;
  const gutter = book.x + page;
  const parts: string[] = [];
  parts.push(shadowRect(scene, book.x, book.y, book.w, book.h, { blur: 60, opacity: 0.75, dy: 36 }));
  // Cover edge peeking out, then page block.
  parts.push(rect(book.x - 12, book.y - 8, book.w + 24, book.h + 22, 8, { fill: JUNIPER }));
  parts.push(rect(book.x - 4, book.y, book.w + 8, book.h + 8, 3, { fill: "#d9d1c3" }));
  parts.push(rect(book.x, book.y, page, book.h, 0, { fill: scene.fade([book.x, 0, gutter, 0], "#f4efe6", "#ddd5c8") }));
  parts.push(
    rect(gutter, book.y, page, book.h, 0, { fill: scene.fade([gutter, 0, book.x + book.w, 0], "#d6cdbf", "#f4efe6") }),
  );
  // Gutter shading.
  parts.push(
    rect(gutter - 60, book.y, 120, book.h, 0, {
      fill: scene.linear(
        [gutter - 60, 0, gutter + 60, 0],
        stopsAt([0, "#000", 0], [0.48, "#000", 0.22], [0.5, "#000", 0.32], [0.52, "#000", 0.2], [1, "#000", 0]),
      ),
    }),
  );
  // Left page: colour.
  const lx = book.x + 70;
  parts.push(
    t("03", lx, book.y + 96, fonts.display(15, 600, 110), { fill: TERRA }),
    t("Colour", lx, book.y + 160, fonts.display(46, 520, 112, -0.01), { fill: JUNIPER }),
  );
  parts.push(greek(scene.random, lx, book.y + 196, 420, 3, { h: 5, gap: 14, fill: INK, opacity: 0.3 }));
  const swatches = [
    { c: JUNIPER, name: "Juniper", codes: ["#1F3A32", "PMS 5605 C", "CMYK 80 45 70 50"], w: 290, h: 250, ink: BONE },
    { c: TERRA, name: "Terracotta", codes: ["#C8643B", "PMS 7585 C"], w: 228, h: 250, ink: BONE },
    { c: SAGE, name: "Sage", codes: ["#9FB3A0"], w: 170, h: 170, ink: JUNIPER },
    { c: BONE, name: "Bone", codes: ["#EFE8DC"], w: 170, h: 170, ink: JUNIPER },
    { c: INK, name: "Ink", codes: ["#161615"], w: 170, h: 170, ink: BONE },
  ];
  const sy = book.y + 270;
  swatches.forEach((s, i) => {
    const sx = i < 2 ? lx + (i === 0 ? 0 : 302) : lx + (i - 2) * 176;
    const yy = i < 2 ? sy : sy + 262;
    parts.push(rect(sx, yy, s.w, s.h, 4, { fill: s.c, stroke: "#000", sw: 1, strokeOpacity: s.c === BONE ? 0.1 : 0 }));
    parts.push(t(s.name, sx + 18, yy + 36, fonts.display(15, 560, 110, 0.02), { fill: s.ink }));
    s.codes.forEach((code, j) =>
      parts.push(
        t(code, sx + 18, yy + s.h - 20 - (s.codes.length - 1 - j) * 18, fonts.ui(8.5, 520, 0.04), {
          fill: s.ink,
          opacity: 0.85,
        }),
      ),
    );
  });
  parts.push(
    t("Juniper Row Brand Guidelines", lx, book.y + book.h - 40, fonts.label(7, 600, 0.24), {
      fill: INK,
      opacity: 0.45,
    }),
    t("12", gutter - 60, book.y + book.h - 40, fonts.label(7, 600, 0.24), { fill: INK, opacity: 0.45, anchor: "end" }),
  );
  // Right page: clearspace.
  const rx = gutter + 70;
  parts.push(
    t("04", rx, book.y + 96, fonts.display(15, 600, 110), { fill: TERRA }),
    t("Clear space", rx, book.y + 160, fonts.display(46, 520, 112, -0.01), { fill: JUNIPER }),
  );
  const m = { x: rx + 150, y: book.y + 300, h: 260 };
  const mw = m.h * 0.72;
  const unit = m.h * 0.17;
  parts.push(
    rect(m.x - unit * 2, m.y - unit * 2, mw + unit * 4, m.h + unit * 4, 0, {
      fill: TERRA,
      opacity: 0.09,
      stroke: TERRA,
      sw: 1.2,
      dash: "6 5",
    }),
  );
  parts.push(rect(m.x, m.y, mw, m.h, 0, { stroke: TERRA, sw: 1, strokeOpacity: 0.6 }));
  parts.push(jrMark(m.x, m.y, m.h, JUNIPER, TERRA));
  // The "x" unit: the berry's diameter, repeated on each side.
  const xMarker = (cx: number, cy: number) =>
    circle(cx, cy, unit / 2 - 4, { stroke: TERRA, sw: 1.6 }) +
    t("x", cx, cy + 5, fonts.italic(13, 600), { fill: TERRA, anchor: "middle" });
  parts.push(
    xMarker(m.x - unit, m.y + m.h / 2),
    xMarker(m.x + mw + unit, m.y + m.h / 2),
    xMarker(m.x + mw / 2, m.y - unit),
    xMarker(m.x + mw / 2, m.y + m.h + unit),
  );
  const ky = book.y + 720;
  parts.push(line(rx, ky - 40, rx + page - 140, ky - 40, { stroke: INK, sw: 1, strokeOpacity: 0.15 }));
  parts.push(t("MINIMUM SIZE", rx, ky - 6, fonts.label(8, 650, 0.24), { fill: INK, opacity: 0.6 }));
  parts.push(
    jrMark(rx, ky + 14, 40, JUNIPER, TERRA),
    t("12 mm / 48 px", rx + 48, ky + 46, fonts.ui(10, 520), { fill: INK, opacity: 0.7 }),
  );
  parts.push(
    jrLockup(rx + 250, ky + 14, 40, JUNIPER, TERRA),
    t("30 mm / 120 px", rx + 250, ky + 80, fonts.ui(10, 520), { fill: INK, opacity: 0.7 }),
  );
  parts.push(
    t("13", book.x + book.w - 70, book.y + book.h - 40, fonts.label(7, 600, 0.24), {
      fill: INK,
      opacity: 0.45,
      anchor: "end",
    }),
  );
  scene.add(g(parts, { transform: rotate(-3, 800, 620) }), vignette(scene, 0.4));
  return scene.svg(label);
}

/** 3 — Colour and type: a fan of colour chips beside a type specimen card. */
function paletteShot(label: string): string {
  const scene = new Scene("shop:brand-palette", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [1200, 1000], warmth: 0.3, ground: ["#181716", "#0b0b0c"] }));
  // Chip fan, pivoting on a rivet at the bottom left.
  const pivot = { x: 520, y: 1000 };
  const chips = [
    { c: INK, name: "Ink", code: "161615" },
    { c: SAGE, name: "Sage", code: "9FB3A0" },
    { c: BONE, name: "Bone", code: "EFE8DC" },
    { c: TERRA, name: "Terracotta", code: "C8643B" },
    { c: JUNIPER, name: "Juniper", code: "1F3A32" },
  ];
  const cw = 210;
  const ch = 700;
  chips.forEach((chip, i) => {
    const angle = -36 + i * 12;
    const x = pivot.x - cw / 2;
    const y = pivot.y - ch + 60;
    const dark = chip.c === INK || chip.c === JUNIPER || chip.c === TERRA;
    scene.add(
      g(
        [
          shadowRect(scene, x, y, cw, ch, { blur: 26, opacity: 0.55, dx: 8, dy: 14 }),
          rect(x, y, cw, ch, 10, { fill: "#f7f3ec" }),
          rect(x + 12, y + 12, cw - 24, ch * 0.62, 6, { fill: chip.c }),
          t(chip.name, x + 22, y + ch * 0.62 + 56, fonts.display(20, 560, 112, 0.02), { fill: INK }),
          t(`#${chip.code}`, x + 22, y + ch * 0.62 + 84, fonts.ui(10, 520, 0.06), { fill: INK, opacity: 0.6 }),
          jrMark(x + cw - 52, y + 32, 30, dark ? BONE : JUNIPER, dark ? BONE : TERRA),
          circle(pivot.x, pivot.y - 20, 9, { fill: "#b8b1a6", stroke: "#8f887d", sw: 2 }),
        ],
        { transform: rotate(angle, pivot.x, pivot.y - 20) },
      ),
    );
  });
  // Type specimen card.
  const sc = { x: 830, y: 150, w: 650, h: 880 };
  const s: string[] = [
    shadowRect(scene, sc.x, sc.y, sc.w, sc.h, { blur: 50, opacity: 0.7, dy: 30 }),
    paper(scene, sc.x, sc.y, sc.w, sc.h, JUNIPER, 12),
  ];
  const px = sc.x + 56;
  s.push(t("TYPOGRAPHY", px, sc.y + 74, fonts.label(10, 700, 0.3), { fill: TERRA }));
  s.push(t("Aa", px - 8, sc.y + 330, fonts.display(210, 520, 125, -0.02), { fill: BONE }));
  s.push(t("Archivo Expanded", px, sc.y + 410, fonts.display(26, 520, 125, 0.02), { fill: BONE }));
  s.push(
    t("Display  ·  Regular 520  ·  +22% tracking", px, sc.y + 442, fonts.ui(11, 480), { fill: BONE, opacity: 0.65 }),
  );
  s.push(line(px, sc.y + 480, sc.x + sc.w - 56, sc.y + 480, { stroke: BONE, sw: 1, strokeOpacity: 0.2 }));
  s.push(t("ABCDEFGHIJKLMNOPQR", px, sc.y + 530, fonts.display(22, 520, 125, 0.12), { fill: BONE }));
  s.push(t("abcdefghijklmnopqrstu", px, sc.y + 572, fonts.display(22, 420, 125, 0.06), { fill: BONE, opacity: 0.85 }));
  s.push(t("0123456789 & ? !", px, sc.y + 614, fonts.display(22, 420, 125, 0.06), { fill: TERRA }));
  s.push(line(px, sc.y + 650, sc.x + sc.w - 56, sc.y + 650, { stroke: BONE, sw: 1, strokeOpacity: 0.2 }));
  s.push(
    t("Inter", px, sc.y + 706, fonts.ui(28, 560), { fill: BONE }),
    t("Text  ·  420 / 560", px, sc.y + 734, fonts.ui(11, 480), { fill: BONE, opacity: 0.65 }),
  );
  s.push(
    t("Rooms that feel like they were always there.", px, sc.y + 790, fonts.ui(15, 420), { fill: BONE, opacity: 0.9 }),
  );
  s.push(greek(scene.random, px, sc.y + 808, sc.w - 112, 2, { h: 6, gap: 16, fill: BONE, opacity: 0.3 }));
  scene.add(g(s, { transform: rotate(3, sc.x + sc.w / 2, sc.y + sc.h / 2) }), vignette(scene, 0.4));
  return scene.svg(label);
}

/** 4 — The logo suite: primary, stacked and icon marks in full colour, one colour and reversed. */
function suiteShot(label: string): string {
  const scene = new Scene("shop:brand-suite", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [800, 620], warmth: 0.22, radius: 1000, ground: ["#0d0e0d", "#070707"] }));
  const gap = 24;
  const m = 60;
  const cols = [520, 0, 0];
  cols[1] = (scene.width - m * 2 - gap * 2 - (cols[0] as number)) / 2;
  cols[2] = cols[1] as number;
  const rowH = (scene.height - m * 2 - gap) / 2;
  const tiles: {
    bg: string;
    draw: (x: number, y: number, w: number, h: number) => string;
    caption: string;
    ink: string;
  }[] = [
    {
      bg: BONE,
      ink: JUNIPER,
      caption: "Primary  ·  full colour",
      draw: (x, y, w, h) => jrLockupFit(x + w / 2, y + h / 2 - 10, w - 120, JUNIPER, TERRA),
    },
    {
      bg: JUNIPER,
      ink: BONE,
      caption: "Stacked  ·  reversed",
      draw: (x, y, w, h) => jrStacked(x + w / 2, y + h / 2 - 110, 104, BONE, TERRA),
    },
    {
      bg: TERRA,
      ink: BONE,
      caption: "Icon  ·  one colour",
      draw: (x, y, w, h) => jrMark(x + w / 2 - 65, y + h / 2 - 100, 180, BONE, BONE),
    },
    {
      bg: "#2a2926",
      ink: BONE,
      caption: "Primary  ·  reversed",
      draw: (x, y, w, h) => jrLockupFit(x + w / 2, y + h / 2 - 10, w - 120, BONE, TERRA),
    },
    {
      bg: SAGE,
      ink: JUNIPER,
      caption: "Stacked  ·  one colour",
      draw: (x, y, w, h) => jrStacked(x + w / 2, y + h / 2 - 110, 104, JUNIPER, JUNIPER),
    },
    {
      bg: BONE,
      ink: JUNIPER,
      caption: "Profile avatar",
      draw: (x, y, w, h) => {
        const cx = x + w / 2;
        const cy = y + h / 2 - 10;
        return (
          circle(cx, cy, 120, { fill: JUNIPER }) +
          jrMark(cx - 50, cy - 70, 140, BONE, TERRA) +
          circle(cx, cy, 132, { stroke: TERRA, sw: 3 })
        );
      },
    },
  ];
  tiles.forEach((tile, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = m + cols.slice(0, col).reduce((a, b) => a + b + gap, 0);
    const y = m + row * (rowH + gap);
    const w = cols[col] as number;
    scene.add(
      rect(x, y, w, rowH, 14, { fill: tile.bg }),
      g(tile.draw(x, y, w, rowH), {}),
      t(tile.caption.toUpperCase(), x + 28, y + rowH - 28, fonts.label(8.5, 650, 0.24), {
        fill: tile.ink,
        opacity: 0.7,
      }),
    );
  });
  scene.add(vignette(scene, 0.25));
  return scene.svg(label);
}

export const brandIdentityShots: readonly ShotDesign[] = [
  { title: "Juniper Row stationery laid flat: letterhead, envelope, business cards and pencil", draw: stationeryShot },
  { title: "the brand guidelines book open at the colour and clear-space pages", draw: guidelinesShot },
  { title: "a fan of colour chips beside the type specimen", draw: paletteShot },
  { title: "the logo suite: primary, stacked and icon marks in full colour, one colour and reversed", draw: suiteShot },
];
