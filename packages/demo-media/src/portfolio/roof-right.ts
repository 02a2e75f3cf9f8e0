import { num, stopsAt } from "../svg";
import { MOCKUP, type PortfolioDesign } from "./design";
import { rect, circle, g, t, shadowRect, viewport, check, paragraph, textWidth, Scene, type FontSpec } from "../kit";

/**
 * Roof Right Exteriors: bold, geometric, built for the job site. A ridge-line monogram (two Rs
 * under one roof pitch), a high-visibility yellow that reads from across a cul-de-sac, slate for
 * everything else, and a system that stretches from truck wraps to claim paperwork.
 */
const C = {
  yellow: "#ffd400",
  slate: "#1e2a32",
  slateLight: "#2c3b45",
  storm: "#3c6e91",
  chalk: "#f2f1ec",
  concrete: "#c9c6bd",
  ink: "#1e2a32",
  muted: "#66717a",
} as const;

const heavy = (cap: number, wdth = 125): FontSpec => ({
  family: "archivo",
  wght: 900,
  wdth,
  cap,
  tracking: -0.01,
});
const ui = (cap: number, wght = 500, tracking = 0): FontSpec => ({
  family: "inter",
  wght,
  opsz: 14,
  cap,
  tracking,
});

/**
 * The monogram on a 100-unit square: a 6:12 roof pitch drawn as one heavy chevron, with two Rs
 * standing under it like the gable's two walls.
 */
function monogram(x: number, y: number, size: number, roof: string, letters: string): string {
  const s = size / 100;
  const chevron = `<path d="M6 50L50 14L94 50L94 66L50 30L6 66Z" fill="${roof}"/>`;
  const r = heavy(34, 112);
  const width = textWidth(r, "RR");
  return g(chevron + t("RR", 50 - width / 2, 96, r, { fill: letters }), {
    transform: `translate(${num(x)} ${num(y)}) scale(${num(s, 4)})`,
  });
}

function wordmark(x: number, y: number, cap: number, fill: string, sub: string): string {
  return (
    t("ROOF RIGHT", x, y, heavy(cap), { fill: fill }) +
    t("EXTERIORS", x + cap * 0.06, y + cap * 0.72, ui(cap * 0.34, 700, 0.42), { fill: sub })
  );
}

/** The full lock-up: monogram left, name right, scaled to `cap` (the name's cap height). */
function lockup(
  x: number,
  y: number,
  cap: number,
  { roof, letters, name, sub }: { roof: string; letters: string; name: string; sub: string },
): string {
  const mark = cap * 2.1;
  return monogram(x, y - mark * 0.78, mark, roof, letters) + wordmark(x + mark * 1.12, y, cap, name, sub);
}

/** Shingles in courses: the brand's texture, used on wraps and the board. */
function shingles(scene: Scene, w: number, h: number, fill: string, line: string, size: number): string {
  const parts = [rect(0, 0, w, h, 0, { fill: fill })];
  for (let row = 0, y = 0; y < h + size; row += 1, y += size * 0.6) {
    parts.push(rect(0, y, w, size * 0.035, 0, { fill: line }));
    for (let x = (row % 2) * size * 0.5; x < w + size; x += size)
      parts.push(rect(x, y, size * 0.035, size * 0.6, 0, { fill: line }));
  }
  return parts.join("");
}

/** A six-tile brand board. */
function board(scene: Scene): string {
  const W = scene.width;
  const g = 24;
  const col = (W - 4 * g) / 3;
  const parts = [rect(0, 0, W, W, 0, { fill: "#e4e2dc" })];
  // Hero tile: the lock-up on yellow.
  parts.push(rect(g, g, col * 2 + g, col * 1.25, 6, { fill: C.yellow }));
  parts.push(lockup(g + 56, g + col * 0.7, 44, { roof: C.slate, letters: C.slate, name: C.slate, sub: C.slate }));
  parts.push(
    t("ROOFING  ·  SIDING  ·  EAVESTROUGHS  ·  HAIL CLAIMS", g + 58, g + col * 1.25 - 48, ui(13, 700, 0.2), {
      fill: C.slate,
    }),
  );
  // Mark on slate.
  parts.push(rect(3 * g + col * 2, g, col, col * 1.25, 6, { fill: C.slate }));
  parts.push(monogram(3 * g + col * 2 + col * 0.18, g + col * 0.26, col * 0.64, C.yellow, C.chalk));
  parts.push(
    t("RIDGE-LINE MONOGRAM", 3 * g + col * 2 + 28, g + col * 1.25 - 30, ui(11, 600, 0.2), { fill: "#9fb0bb" }),
  );
  // Palette.
  const y2 = 2 * g + col * 1.25;
  const swatches: [string, string, string][] = [
    [C.yellow, "Hi-Vis Yellow", "#FFD400"],
    [C.slate, "Ridge Slate", "#1E2A32"],
    [C.storm, "Storm Blue", "#3C6E91"],
    [C.chalk, "Chalk", "#F2F1EC"],
  ];
  swatches.forEach(([fill, name, hex], i) => {
    const sw = (col - 10) / 2;
    const sh = (col * 1.1 - 10) / 2;
    const x = g + (i % 2) * (sw + 10);
    const y = y2 + Math.floor(i / 2) * (sh + 10);
    parts.push(rect(x, y, sw, sh, 6, { fill, ...(fill === C.chalk ? { stroke: "#d4d1c9", sw: 1 } : {}) }));
    const ink = fill === C.yellow || fill === C.chalk ? C.slate : C.chalk;
    parts.push(t(name, x + 18, y + sh - 42, ui(12, 700), { fill: ink }));
    parts.push(t(hex, x + 18, y + sh - 20, ui(11, 500), { fill: ink, opacity: 0.75 }));
  });
  // Type.
  const tx = 2 * g + col;
  parts.push(rect(tx, y2, col, col * 1.1, 6, { fill: C.chalk }));
  parts.push(t("Aa", tx + 28, y2 + 130, heavy(92), { fill: C.slate }));
  parts.push(t("ARCHIVO EXPANDED BLACK", tx + 30, y2 + 176, ui(11, 700, 0.2), { fill: C.slate }));
  parts.push(t("Headlines, wraps, signs", tx + 30, y2 + 198, ui(11, 500), { fill: C.muted }));
  parts.push(rect(tx + 30, y2 + 222, col - 60, 1, 0, { fill: "#d4d1c9" }));
  parts.push(t("Aa", tx + 28, y2 + 282, ui(30, 600), { fill: C.slate }));
  parts.push(t("INTER", tx + 30, y2 + 316, ui(11, 700, 0.2), { fill: C.slate }));
  parts.push(t("Quotes, claims, small print", tx + 30, y2 + 338, ui(11, 500), { fill: C.muted }));
  // Shingle texture with the tagline.
  const sx = 3 * g + 2 * col;
  parts.push(
    viewport(
      scene,
      { x: sx, y: y2, w: col, h: col * 1.1 },
      6,
      (w, h) => shingles(scene, w, h, C.slate, C.slateLight, 46) + rect(0, h * 0.56, w, h * 0.44, 0, { fill: C.storm }),
    ),
  );
  parts.push(t("BUILT TO", sx + 26, y2 + col * 1.1 - 90, heavy(26, 112), { fill: C.chalk }));
  parts.push(t("WEATHER", sx + 26, y2 + col * 1.1 - 56, heavy(26, 112), { fill: C.chalk }));
  parts.push(t("ALBERTA.", sx + 26, y2 + col * 1.1 - 22, heavy(26, 112), { fill: C.yellow }));
  // Bottom strip: business card, hard-hat decal, yard sign, in use.
  const y3 = 3 * g + col * 2.35;
  const rowH = W - y3 - g;
  parts.push(rect(g, y3, col * 2 + g, rowH, 6, { fill: C.storm }));
  const cardY = y3 + (rowH - 160) / 2;
  parts.push(shadowRect(scene, g + 30, cardY, 264, 160, { blur: 10 * 2, opacity: 0.35, dy: 8 }));
  parts.push(rect(g + 30, cardY, 264, 160, 6, { fill: C.chalk }));
  parts.push(monogram(g + 50, cardY + 18, 50, C.yellow, C.slate));
  parts.push(t("Dana Whitford", g + 52, cardY + 100, ui(13, 700), { fill: C.slate }));
  parts.push(t("Estimator  ·  403-555-0199", g + 52, cardY + 122, ui(10, 500), { fill: C.muted }));
  parts.push(t("roofright.ca", g + 52, cardY + 140, ui(10, 500), { fill: C.muted }));
  parts.push(shadowRect(scene, g + 316, cardY + 12, 264, 160, { blur: 10 * 2, opacity: 0.35, dy: 8 }));
  parts.push(rect(g + 316, cardY + 12, 264, 160, 6, { fill: C.yellow }));
  parts.push(lockup(g + 338, cardY + 100, 16, { roof: C.slate, letters: C.slate, name: C.slate, sub: C.slate }));
  parts.push(t("BUILT TO WEATHER ALBERTA.", g + 340, cardY + 148, ui(8.5, 700, 0.2), { fill: C.slate }));
  parts.push(circle(2 * g + col * 2 - 96, y3 + rowH / 2, 68, { fill: C.yellow }));
  parts.push(monogram(2 * g + col * 2 - 140, y3 + rowH / 2 - 46, 88, C.slate, C.slate));
  parts.push(rect(3 * g + 2 * col, y3, col, rowH, 6, { fill: C.slate }));
  parts.push(t("READS FROM", 3 * g + 2 * col + 28, y3 + 44, ui(11, 700, 0.2), { fill: "#9fb0bb" }));
  parts.push(t("45 m", 3 * g + 2 * col + 26, y3 + 110, heavy(40, 112), { fill: C.yellow }));
  parts.push(
    paragraph(ui(11.5, 500), "Yellow on slate tested at the far side of a cul-de-sac, in flat winter light.", {
      x: 3 * g + 2 * col + 28,
      y: y3 + 150,
      width: col - 56,
      leading: 19,
      fill: C.chalk,
    }).markup,
  );
  return parts.join("");
}

/** A high-roof work van, side on, in the wrap. */
function van(scene: Scene, x: number, y: number, w: number): string {
  const s = w / 1000;
  const h = 430 * s;
  const body = `M${num(x + 30 * s)} ${num(y + 60 * s)}Q${num(x + 30 * s)} ${num(y)} ${num(x + 90 * s)} ${num(y)}H${num(x + 760 * s)}Q${num(x + 800 * s)} ${num(y)} ${num(x + 830 * s)} ${num(y + 40 * s)}L${num(x + 930 * s)} ${num(y + 190 * s)}Q${num(x + 990 * s)} ${num(y + 210 * s)} ${num(x + 990 * s)} ${num(y + 270 * s)}V${num(y + h - 60 * s)}Q${num(x + 990 * s)} ${num(y + h - 40 * s)} ${num(x + 970 * s)} ${num(y + h - 40 * s)}H${num(x + 30 * s)}Q${num(x + 10 * s)} ${num(y + h - 40 * s)} ${num(x + 10 * s)} ${num(y + h - 60 * s)}Z`;
  const clip = scene.clip(`<path d="${body}"/>`);
  const wheel = (cx: number) =>
    circle(cx, y + h - 40 * s, 68 * s, { fill: "#111" }) +
    circle(cx, y + h - 40 * s, 38 * s, { fill: "#8d949a" }) +
    circle(cx, y + h - 40 * s, 12 * s, { fill: "#3a3f44" });
  return [
    `<ellipse cx="${num(x + 500 * s)}" cy="${num(y + h + 24 * s)}" rx="${num(520 * s)}" ry="${num(26 * s)}" fill="#000" opacity="0.45" filter="${scene.blur(12 * s)}"/>`,
    `<path d="${body}" fill="#fbfbf8"/>`,
    `<g clip-path="${clip}">`,
    `<path d="M${num(x + 120 * s)} ${num(y + h)}L${num(x + 560 * s)} ${num(y + 60 * s)}H${num(x + 1000 * s)}V${num(y + h)}Z" fill="${C.yellow}"/>`,
    `<path d="M${num(x + 470 * s)} ${num(y + h)}L${num(x + 700 * s)} ${num(y + 60 * s)}H${num(x + 1000 * s)}V${num(y + h)}Z" fill="${C.slate}"/>`,
    rect(x, y + h - 110 * s, 1000 * s, 70 * s, 0, { fill: C.slate }),
    `</g>`,
    `<path d="M${num(x + 840 * s)} ${num(y + 60 * s)}L${num(x + 915 * s)} ${num(y + 185 * s)}H${num(x + 790 * s)}V${num(y + 60 * s)}Z" fill="${scene.fade([x + 790 * s, y + 60 * s, x + 915 * s, y + 185 * s], "#a9c2d3", "#5d7a8e")}"/>`,
    rect(x + 780 * s, y + 40 * s, 4 * s, h - 110 * s, 0, { fill: "#d9d9d3" }),
    lockup(x + 60 * s, y + 140 * s, 32 * s, { roof: C.slate, letters: C.slate, name: C.slate, sub: C.slate }),
    t("403-555-0199", x + 60 * s, y + 226 * s, heavy(28 * s, 100), { fill: C.slate }),
    t("ROOFING · SIDING · HAIL CLAIMS", x + 60 * s, y + 262 * s, ui(11 * s, 700, 0.2), { fill: C.slate }),
    t("roofright.ca", x + 620 * s, y + 350 * s, ui(15 * s, 700), { fill: C.chalk }),
    // Ladder rack on the roof.
    rect(x + 100 * s, y - 24 * s, 620 * s, 8 * s, 0, { fill: "#9aa1a7" }) +
      [0, 1, 2, 3, 4, 5, 6]
        .map((k) => rect(x + 110 * s + k * 100 * s, y - 36 * s, 6 * s, 30 * s, 0, { fill: "#9aa1a7" }))
        .join("") +
      rect(x + 100 * s, y - 40 * s, 620 * s, 6 * s, 0, { fill: "#b6bcc1" }),
    wheel(x + 200 * s),
    wheel(x + 800 * s),
  ].join("");
}

/** A two-storey house front with a fresh roof and a yard sign. */
function yardScene(scene: Scene, w: number, h: number): string {
  const sky = scene.fade([0, 0, 0, h * 0.7], "#8fb6d4", "#dfe9ef");
  const lawn = scene.fade([0, h * 0.72, 0, h], "#7d9a57", "#56743a");
  const hx = w * 0.42;
  const hy = h * 0.32;
  const hw = w * 0.5;
  const roofPeak = h * 0.1;
  const parts = [rect(0, 0, w, h, 0, { fill: sky }), rect(0, h * 0.72, w, h * 0.28, 0, { fill: lawn })];
  // A neighbour's house in the distance, a spruce, and the sidewalk.
  parts.push(
    rect(-w * 0.05, h * 0.46, w * 0.3, h * 0.27, 0, { fill: "#c9c2b4" }) +
      `<path d="M${num(-w * 0.08)} ${num(h * 0.47)}L${num(w * 0.1)} ${num(h * 0.33)}L${num(w * 0.28)} ${num(h * 0.47)}Z" fill="#5d6266"/>`,
  );
  parts.push(
    `<path d="M${num(w * 0.955)} ${num(h * 0.2)}L${num(w * 1.02)} ${num(h * 0.74)}H${num(w * 0.89)}Z" fill="#2f4a33"/>`,
  );
  parts.push(rect(0, h * 0.9, w, h * 0.04, 0, { fill: "#c7c3b8" }));
  parts.push(rect(hx, hy, hw, h * 0.42, 0, { fill: "#e9e3d6" }));
  for (let k = 0; k < 14; k += 1) parts.push(rect(hx, hy + k * h * 0.03, hw, 1.5, 0, { fill: "#d3cbbb" }));
  const roof = `M${num(hx - w * 0.03)} ${num(hy + 6)}L${num(hx + hw / 2)} ${num(roofPeak)}L${num(hx + hw + w * 0.03)} ${num(hy + 6)}Z`;
  parts.push(`<path d="${roof}" fill="#2a2f33"/>`);
  const clip = scene.clip(`<path d="${roof}"/>`);
  parts.push(
    `<g clip-path="${clip}">${Array.from({ length: 14 }, (_, k) => rect(hx - w * 0.05, roofPeak + k * h * 0.017, hw + w * 0.1, 1.5, 0, { fill: "#3c4247" })).join("")}</g>`,
  );
  parts.push(
    `<path d="M${num(hx - w * 0.03)} ${num(hy + 6)}L${num(hx + hw / 2)} ${num(roofPeak)}L${num(hx + hw + w * 0.03)} ${num(hy + 6)}" fill="none" stroke="${C.slate}" stroke-width="8" stroke-linejoin="miter"/>`,
  );
  const win = (x: number, y: number, ww: number, wh: number) =>
    rect(x, y, ww, wh, 0, { fill: "#f7f5ef" }) +
    rect(x + 6, y + 6, ww - 12, wh - 12, 0, { fill: "#5d7f99" }) +
    rect(x + ww / 2 - 2, y + 6, 4, wh - 12, 0, { fill: "#f7f5ef" });
  parts.push(
    win(hx + hw * 0.1, hy + h * 0.06, hw * 0.22, h * 0.12),
    win(hx + hw * 0.68, hy + h * 0.06, hw * 0.22, h * 0.12),
    win(hx + hw * 0.1, hy + h * 0.25, hw * 0.22, h * 0.12),
  );
  parts.push(rect(hx + hw * 0.6, hy + h * 0.24, hw * 0.14, h * 0.18, 0, { fill: C.storm }));
  parts.push(rect(hx - 10, hy + h * 0.42, hw + 20, 10, 0, { fill: "#bdb5a5" }));
  // The sign on its H-stake.
  const sx = w * 0.07;
  const sy = h * 0.46;
  const sw = w * 0.3;
  const sh = sw * 0.62;
  parts.push(
    rect(sx + sw * 0.2, sy + sh, 6, h * 0.2, 0, { fill: "#8d949a" }) +
      rect(sx + sw * 0.8 - 6, sy + sh, 6, h * 0.2, 0, { fill: "#8d949a" }),
  );
  parts.push(
    `<ellipse cx="${num(sx + sw / 2)}" cy="${num(sy + sh + h * 0.2)}" rx="${num(sw * 0.55)}" ry="8" fill="#000" opacity="0.25"/>`,
  );
  parts.push(rect(sx, sy, sw, sh, 0, { fill: C.yellow }));
  parts.push(monogram(sx + sw * 0.06, sy + sh * 0.08, sw * 0.3, C.slate, C.slate));
  parts.push(t("ANOTHER ROOF", sx + sw * 0.4, sy + sh * 0.3, heavy(sw * 0.046, 112), { fill: C.slate }));
  parts.push(t("DONE RIGHT.", sx + sw * 0.4, sy + sh * 0.43, heavy(sw * 0.046, 112), { fill: C.slate }));
  parts.push(rect(sx, sy + sh * 0.62, sw, sh * 0.38, 0, { fill: C.slate }));
  parts.push(
    t("403-555-0199", sx + sw / 2, sy + sh * 0.88, heavy(sw * 0.075, 100), { fill: C.yellow, anchor: "middle" }),
  );
  return parts.join("");
}

/** The homeowner's hail-claim summary: plain words, a roof plan with the damage, what happens next. */
function claimSheet(w: number, h: number): string {
  const s = w / 620;
  const parts = [rect(0, 0, w, h, 0, { fill: "#fdfdfb" })];
  parts.push(rect(0, 0, w, 90 * s, 0, { fill: C.slate }));
  parts.push(lockup(36 * s, 58 * s, 15 * s, { roof: C.yellow, letters: C.chalk, name: C.chalk, sub: C.yellow }));
  parts.push(t("CLAIM SUMMARY  ·  RR-2417", w - 36 * s, 52 * s, ui(9 * s, 600), { fill: "#9fb0bb", anchor: "end" }));
  parts.push(t("Your hail claim, in plain words", 36 * s, 146 * s, heavy(24 * s, 100), { fill: C.ink }));
  parts.push(
    paragraph(
      ui(10 * s, 400),
      "We inspected your roof on 12 August after the storm. Here is what we found, what your insurer is likely to cover, and what happens next.",
      { x: 36 * s, y: 176 * s, width: w - 72 * s, leading: 17 * s, fill: C.muted },
    ).markup,
  );
  // Roof plan with hail hits.
  const px = 36 * s;
  const py = 226 * s;
  const pw = 270 * s;
  const ph = 190 * s;
  parts.push(t("WHAT WE FOUND", px, py, ui(9 * s, 700, 0.15), { fill: C.storm }));
  parts.push(
    `<path d="M${num(px)} ${num(py + 20 * s)}H${num(px + pw)}V${num(py + 20 * s + ph)}H${num(px)}Z" fill="#eceae4"/>`,
  );
  parts.push(
    `<path d="M${num(px)} ${num(py + 20 * s)}L${num(px + pw / 2)} ${num(py + 20 * s + ph / 2)}L${num(px + pw)} ${num(py + 20 * s)}M${num(px)} ${num(py + 20 * s + ph)}L${num(px + pw / 2)} ${num(py + 20 * s + ph / 2)}L${num(px + pw)} ${num(py + 20 * s + ph)}" fill="none" stroke="#b9b5ab" stroke-width="${num(1.5 * s)}"/>`,
  );
  const hits = [
    [0.2, 0.3],
    [0.3, 0.45],
    [0.25, 0.62],
    [0.62, 0.25],
    [0.7, 0.4],
    [0.78, 0.3],
    [0.55, 0.7],
    [0.68, 0.78],
    [0.4, 0.8],
    [0.82, 0.62],
  ];
  hits.forEach(([hx, hy]) =>
    parts.push(
      circle(px + pw * (hx as number), py + 20 * s + ph * (hy as number), 6 * s, {
        fill: C.yellow,
        stroke: C.ink,
        sw: 1.5 * s,
      }),
    ),
  );
  const qx = px + pw + 30 * s;
  const facts = [
    ["38", "hail impacts marked on the south and west slopes"],
    ["2", "vents and 14 m of eavestrough dented"],
    ["0", "leaks inside, so no interior work"],
  ];
  facts.forEach(([big, small], i) => {
    const fy = py + 50 * s + i * 64 * s;
    parts.push(t(big as string, qx, fy, heavy(24 * s, 100), { fill: C.ink }));
    parts.push(
      paragraph(ui(9 * s, 500), small as string, {
        x: qx + 54 * s,
        y: fy - 12 * s,
        width: w - qx - 90 * s,
        leading: 14 * s,
        fill: C.muted,
      }).markup,
    );
  });
  // Next steps.
  const ny = py + ph + 64 * s;
  parts.push(t("WHAT HAPPENS NEXT", 36 * s, ny, ui(9 * s, 700, 0.15), { fill: C.storm }));
  const steps = [
    "We send photos to your insurer",
    "Adjuster visit, we attend",
    "Roof replaced in one day",
    "Final photos for your file",
  ];
  steps.forEach((step, i) => {
    const sx = 36 * s + i * ((w - 72 * s) / 4);
    parts.push(circle(sx + 14 * s, ny + 32 * s, 14 * s, { fill: i === 0 ? C.yellow : "#eceae4" }));
    parts.push(t(String(i + 1), sx + 14 * s, ny + 36 * s, ui(10 * s, 800), { fill: C.ink, anchor: "middle" }));
    if (i < 3) parts.push(rect(sx + 32 * s, ny + 31 * s, (w - 72 * s) / 4 - 36 * s, 2 * s, 0, { fill: "#dcd9d0" }));
    parts.push(
      paragraph(ui(9 * s, 600), step, {
        x: sx,
        y: ny + 70 * s,
        width: (w - 72 * s) / 4 - 14 * s,
        leading: 13 * s,
        fill: C.ink,
      }).markup,
    );
  });
  parts.push(rect(36 * s, h - 70 * s, w - 72 * s, 1, 0, { fill: "#dcd9d0" }));
  parts.push(check(48 * s, h - 40 * s, 10 * s, C.yellow, C.ink));
  parts.push(
    t("Your deductible and nothing else. Questions: Dana, 403-555-0199", 66 * s, h - 36 * s, ui(9.5 * s, 600), {
      fill: C.ink,
    }),
  );
  return parts.join("");
}

export const roofRightDesign: PortfolioDesign = {
  card: {
    width: 1200,
    height: 1200,
    title:
      "Roof Right Exteriors brand board: ridge-line monogram on hi-vis yellow, slate and storm-blue palette, type, shingle texture and stationery",
    draw: board,
  },
  mockups: [
    {
      ...MOCKUP,
      title: "Roof Right's monogram on a construction grid: two Rs under one 6:12 roof pitch",
      draw(scene) {
        const { width: W, height: H } = scene;
        const parts = [rect(0, 0, W, H, 0, { fill: C.slate })];
        for (let x = 0; x <= W; x += 40) parts.push(rect(x, 0, 1, H, 0, { fill: "#2a3942" }));
        for (let y = 0; y <= H; y += 40) parts.push(rect(0, y, W, 1, 0, { fill: "#2a3942" }));
        const size = 520;
        const mx = (W - size) / 2 - 160;
        const my = (H - size) / 2;
        const s = size / 100;
        parts.push(rect(mx, my, size, size, 0, { fill: "none", stroke: C.storm, sw: 1.5, dash: "6 6" }));
        parts.push(circle(mx + 50 * s, my + 50 * s, 50 * s, { fill: "none", stroke: C.storm, sw: 1.5 }));
        parts.push(
          `<path d="M${num(mx)} ${num(my + 50 * s + 44 * s * 0)}L${num(mx + size)} ${num(my + 50 * s)}M${num(mx + 50 * s)} ${num(my)}V${num(my + size)}" stroke="${C.storm}" stroke-width="1.5"/>`,
        );
        parts.push(monogram(mx, my, size, C.yellow, C.chalk));
        // Pitch annotation on the left slope.
        parts.push(
          `<path d="M${num(mx + 6 * s)} ${num(my + 50 * s)}H${num(mx + 50 * s)}V${num(my + 14 * s)}" fill="none" stroke="${C.yellow}" stroke-width="2" stroke-dasharray="4 6"/>`,
        );
        parts.push(t("12", mx + 28 * s, my + 50 * s + 26, ui(13, 700), { fill: C.yellow, anchor: "middle" }));
        parts.push(t("6", mx + 50 * s - 12, my + 46 * s, ui(13, 700), { fill: C.yellow, anchor: "end" }));
        const ax = W - 380;
        parts.push(t("CONSTRUCTION", ax, 210, ui(12, 700, 0.2), { fill: C.yellow }));
        parts.push(t("One roof,", ax, 270, heavy(38, 110), { fill: C.chalk }));
        parts.push(t("two walls.", ax, 320, heavy(38, 110), { fill: C.chalk }));
        parts.push(
          paragraph(
            ui(14, 400),
            "The chevron is a true 6:12 pitch, the most common roof in Calgary's suburbs. The Rs stand where the gable walls would, so the mark is a house before it is a monogram.",
            { x: ax, y: 372, width: 300, leading: 24, fill: "#b8c4cc" },
          ).markup,
        );
        return parts.join("");
      },
    },
    {
      ...MOCKUP,
      title:
        "Roof Right work van in its wrap: yellow and slate diagonals, the lock-up and the phone number, ladders on the roof",
      draw(scene) {
        const { width: W, height: H } = scene;
        const parts = [
          rect(0, 0, W, H, 0, {
            fill: scene.linear([0, 0, 0, H], stopsAt([0, "#3a4650"], [0.72, "#1f272d"], [1, "#14191d"])),
          }),
          rect(0, H * 0.8, W, H * 0.2, 0, { fill: "#15191c" }),
          rect(0, H * 0.8, W, 2, 0, { fill: "#2d363c" }),
          van(scene, 100, 210, 1000),
        ];
        return parts.join("");
      },
    },
    {
      ...MOCKUP,
      title: "A Roof Right yard sign in front of a house with a new roof: “Another roof done right.”",
      draw(scene) {
        return yardScene(scene, scene.width, scene.height);
      },
    },
    {
      ...MOCKUP,
      title:
        "Roof Right's hail-claim summary for homeowners: a roof plan with the damage marked and the next steps in plain words",
      draw(scene) {
        const { width: W, height: H } = scene;
        const desk = scene.fade([0, 0, W, H], "#d8d2c6", "#b9b1a3");
        const parts = [rect(0, 0, W, H, 0, { fill: desk })];
        parts.push(
          g(
            shadowRect(scene, 110, 120, 420, 560, { blur: 14 * 2, opacity: 0.3, dy: 10 }) +
              rect(110, 120, 420, 560, 4, { fill: C.yellow }) +
              monogram(170, 200, 300, C.slate, C.slate) +
              t("YOUR ROOF FILE", 150, 620, heavy(20, 112), { fill: C.slate }),
            { transform: `rotate(-4 300 400)` },
          ),
        );
        parts.push(shadowRect(scene, 480, 40, 620, 720, { blur: 18 * 2, opacity: 0.35, dy: 14 }));
        parts.push(viewport(scene, { x: 480, y: 40, w: 620, h: 720 }, 2, claimSheet));
        return parts.join("");
      },
    },
  ],
};
