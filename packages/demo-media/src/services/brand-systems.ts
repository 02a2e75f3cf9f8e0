import { IMAGE_SIZE, paper, pencil, pin, placed, type CollageImage } from "./kit";
import { monogram, TAMARACK, tamarackWordmark } from "./tamarack";
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
  translate,
  vignette,
} from "../kit";
import { num, stopsAt } from "../svg";

/** Brand Systems: Tamarack Outfitters' identity from pinned sketches to stationery and guidelines. */

const { navy: NAVY, gold: GOLD, rust: RUST, cream: CREAM, sky: SKY, ink: INK } = TAMARACK;
const GRAPHITE = "#3a3936";

/** Felt pinboard: a near-black wall with the warm key light high on the left. */
function pinboard(scene: Scene): string {
  const { width: w, height: h } = scene;
  return [
    studioBackdrop(scene, {
      glowAt: [w * 0.18, h * 0.05],
      warmth: 0.26,
      radius: w * 1.1,
      ground: ["#1d1b1a", "#0d0c0c"],
    }),
    // A faint weave, so it reads as a board rather than empty space.
    path(Array.from({ length: Math.ceil(h / 6) }, (_, i) => `M0 ${i * 6}H${w}`).join(""), {
      stroke: "#fff",
      sw: 1,
      strokeOpacity: 0.018,
    }),
  ].join("");
}

/** A sketch sheet: cream paper, pinned at the top, turned a little. */
function sketchSheet(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  content: string,
  pinColour: string,
): string {
  return g(
    [
      shadowRect(scene, x, y, w, h, { blur: 16, opacity: 0.6, dx: 6, dy: 12 }),
      paper(scene, x, y, w, h, "#eee7da", 1),
      content,
      pin(x + w / 2, y + 22, 9, pinColour),
    ],
    { transform: rotate(angle, x + w / 2, y + 20) },
  );
}

/** Pencil construction of the monogram: circles, the T, a peak, a cross-out and notes. */
function constructionSketch(x: number, y: number, w: number): string {
  const cx = x + w / 2;
  const cy = y + w * 0.52;
  const r = w * 0.3;
  const parts: string[] = [];
  parts.push(
    pencil(
      `M${num(cx - r * 1.35)} ${num(cy)}H${num(cx + r * 1.35)}M${num(cx)} ${num(cy - r * 1.35)}V${num(cy + r * 1.35)}`,
      GRAPHITE,
      0.8,
      0.35,
    ),
  );
  parts.push(
    circle(cx, cy, r, { stroke: GRAPHITE, sw: 1.6, opacity: 0.75 }),
    circle(cx + 1.5, cy - 1, r * 1.01, { stroke: GRAPHITE, sw: 0.8, opacity: 0.35 }),
  );
  parts.push(circle(cx, cy, r * 0.62, { stroke: GRAPHITE, sw: 0.8, opacity: 0.35, dash: "4 4" }));
  const k = r / 50;
  parts.push(
    pencil(
      `M${num(cx - 30 * k)} ${num(cy - 31 * k)}h${num(60 * k)}v${num(13 * k)}h${num(-60 * k)}Z`,
      GRAPHITE,
      1.6,
      0.8,
    ),
  );
  parts.push(
    pencil(
      `M${num(cx - 6.5 * k)} ${num(cy - 18 * k)}v${num(52 * k)}h${num(13 * k)}v${num(-52 * k)}`,
      GRAPHITE,
      1.6,
      0.8,
    ),
  );
  parts.push(
    pencil(
      `M${num(cx - 44 * k)} ${num(cy + 23.75 * k)}L${num(cx + 8 * k)} ${num(cy - 14 * k)}L${num(cx + 46 * k)} ${num(cy + 19.6 * k)}`,
      GRAPHITE,
      1.4,
      0.7,
    ),
  );
  // Hatching on the peak's shaded side, and the golden-section arc the designer tried.
  const hatch = Array.from({ length: 6 }, (_, i) => {
    const hx = cx + (14 + i * 5) * k;
    return `M${num(hx)} ${num(cy + 36 * k)}l${num(9 * k)} ${num(-14 * k)}`;
  }).join("");
  parts.push(path(hatch, { stroke: GRAPHITE, sw: 1, opacity: 0.45, cap: "round" }));
  parts.push(
    path(
      `M${num(cx - r * 1.2)} ${num(cy + r * 0.9)}A${num(r * 1.6)} ${num(r * 1.6)} 0 0 1 ${num(cx + r * 0.4)} ${num(cy - r * 1.25)}`,
      { stroke: RUST, sw: 1.2, opacity: 0.6, dash: "2 5", cap: "round" },
    ),
  );
  parts.push(t("bar = 13u", x + w * 0.1, y + w * 1.02, fonts.italic(w * 0.04, 520), { fill: GRAPHITE, opacity: 0.75 }));
  parts.push(t("stem 1:4", x + w * 0.6, y + w * 1.02, fonts.italic(w * 0.04, 520), { fill: GRAPHITE, opacity: 0.75 }));
  parts.push(
    path(
      `M${num(x + w * 0.58)} ${num(y + w * 0.98)}q-${num(w * 0.06)} -${num(w * 0.06)} -${num(w * 0.1)} -${num(w * 0.16)}`,
      { stroke: GRAPHITE, sw: 1, opacity: 0.55, cap: "round" },
    ),
  );
  return parts.join("");
}

/** Three thumbnail ideas, the rejected ones struck through, the chosen one ringed in rust. */
function thumbnailsSketch(x: number, y: number, w: number): string {
  const parts: string[] = [];
  const size = w * 0.24;
  const rows = [
    (cx: number, cy: number) =>
      pencil(
        `M${num(cx - size / 2)} ${num(cy + size / 2)}L${num(cx)} ${num(cy - size / 2)}L${num(cx + size / 2)} ${num(cy + size / 2)}ZM${num(cx - size * 0.3)} ${num(cy + size * 0.1)}H${num(cx + size * 0.3)}`,
        GRAPHITE,
        1.3,
      ),
    (cx: number, cy: number) =>
      pencil(
        `M${num(cx - size / 2)} ${num(cy - size / 2)}h${num(size)}v${num(size)}h${num(-size)}ZM${num(cx - size * 0.32)} ${num(cy - size * 0.24)}h${num(size * 0.64)}M${num(cx)} ${num(cy - size * 0.24)}v${num(size * 0.6)}`,
        GRAPHITE,
        1.3,
      ),
    (cx: number, cy: number) =>
      circle(cx, cy, size / 2, { stroke: GRAPHITE, sw: 1.3, opacity: 0.8 }) +
      pencil(
        `M${num(cx - size * 0.3)} ${num(cy - size * 0.28)}h${num(size * 0.6)}M${num(cx)} ${num(cy - size * 0.28)}v${num(size * 0.62)}M${num(cx - size * 0.28)} ${num(cy + size * 0.32)}L${num(cx + size * 0.1)} ${num(cy - size * 0.06)}L${num(cx + size * 0.4)} ${num(cy + size * 0.32)}`,
        GRAPHITE,
        1.3,
      ),
  ];
  rows.forEach((draw, i) => {
    const cx = x + w * (0.25 + (i % 2) * 0.5);
    const cy = y + w * 0.22 + Math.floor(i / 2) * w * 0.42 + (i === 2 ? 0 : 0);
    const at = i === 2 ? { cx: x + w * 0.5, cy: y + w * 0.7 } : { cx, cy };
    parts.push(draw(at.cx, at.cy));
    if (i < 2)
      parts.push(
        path(
          `M${num(at.cx - size * 0.6)} ${num(at.cy + size * 0.55)}L${num(at.cx + size * 0.62)} ${num(at.cy - size * 0.5)}`,
          { stroke: RUST, sw: 1.6, opacity: 0.7, cap: "round" },
        ),
      );
    else
      parts.push(
        path(
          `M${num(at.cx - size * 0.78)} ${num(at.cy + 2)}C${num(at.cx - size * 0.8)} ${num(at.cy - size * 0.9)} ${num(at.cx + size * 0.85)} ${num(at.cy - size * 0.85)} ${num(at.cx + size * 0.78)} ${num(at.cy + 4)}S${num(at.cx - size * 0.5)} ${num(at.cy + size * 0.95)} ${num(at.cx - size * 0.82)} ${num(at.cy - 6)}`,
          { stroke: RUST, sw: 2, opacity: 0.85, cap: "round" },
        ),
      );
  });
  parts.push(t("this one!", x + w * 0.08, y + w * 0.98, fonts.italic(w * 0.055, 560), { fill: RUST, opacity: 0.9 }));
  return parts.join("");
}

/** Lettering trials for the wordmark, with pencil guide lines. */
function letteringSketch(x: number, y: number, w: number): string {
  const parts: string[] = [];
  const rows = [
    { y: y + w * 0.24, spec: fonts.display(w * 0.075, 760, 125, 0.16), opacity: 0.75 },
    { y: y + w * 0.46, spec: fonts.display(w * 0.085, 480, 80, 0.04), opacity: 0.45 },
    { y: y + w * 0.68, spec: fonts.italic(w * 0.075, 700, 110, 0.02), opacity: 0.45 },
  ];
  rows.forEach((row, i) => {
    parts.push(line(x + w * 0.08, row.y, x + w * 0.92, row.y, { stroke: SKY, sw: 0.8, opacity: 0.8 }));
    parts.push(
      line(
        x + w * 0.08,
        row.y - w * 0.075 - (i === 1 ? w * 0.01 : 0),
        x + w * 0.92,
        row.y - w * 0.075 - (i === 1 ? w * 0.01 : 0),
        { stroke: SKY, sw: 0.8, opacity: 0.6 },
      ),
    );
    parts.push(t("TAMARACK", x + w / 2, row.y, row.spec, { fill: GRAPHITE, opacity: row.opacity, anchor: "middle" }));
  });
  parts.push(tickMark(x + w * 0.9, rows[0]!.y - w * 0.14, w * 0.05));
  parts.push(
    path(`M${num(x + w * 0.16)} ${num(rows[2]!.y - w * 0.03)}L${num(x + w * 0.84)} ${num(rows[2]!.y - w * 0.05)}`, {
      stroke: RUST,
      sw: 1.4,
      opacity: 0.7,
      cap: "round",
    }),
  );
  parts.push(
    t("spacing +16%", x + w * 0.08, y + w * 0.88, fonts.italic(w * 0.045, 520), { fill: GRAPHITE, opacity: 0.7 }),
  );
  return parts.join("");
}

function tickMark(x: number, y: number, s: number): string {
  return path(`M${num(x - s * 0.5)} ${num(y)}l${num(s * 0.35)} ${num(s * 0.4)}l${num(s * 0.7)} ${num(-s * 0.8)}`, {
    stroke: RUST,
    sw: 2,
    cap: "round",
    join: "round",
    opacity: 0.9,
  });
}

/** 1 (4:5) — "Logo sketches pinned beside a finished monogram". */
function sketchesImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.portrait;
  const scene = new Scene("shop:services:brand-systems-1", W, H);
  scene.add(pinboard(scene));
  scene.add(sketchSheet(scene, 60, 70, 400, 440, -4, constructionSketch(60, 70, 400), "#d9d4cc"));
  scene.add(sketchSheet(scene, 470, 40, 280, 320, 5, thumbnailsSketch(470, 40, 280), RUST));
  scene.add(sketchSheet(scene, 70, 560, 330, 330, 3, letteringSketch(70, 560, 330), "#d9d4cc"));
  // The finished monogram, printed on heavy navy card and pinned beside the sketches.
  const card = { x: 420, y: 410, w: 330, h: 460 };
  const cardContent = [
    paper(scene, card.x, card.y, card.w, card.h, NAVY, 3),
    monogram(card.x + card.w / 2, card.y + 180, 190, { disc: CREAM, peak: RUST, t: NAVY }),
    tamarackWordmark(card.x + card.w / 2, card.y + 350, 21, CREAM),
    t("PRIMARY MONOGRAM  ·  V4", card.x + 26, card.y + card.h - 26, fonts.label(8, 650, 0.24), {
      fill: GOLD,
      opacity: 0.85,
    }),
    pin(card.x + card.w / 2, card.y + 24, 10, GOLD),
  ];
  scene.add(
    g([shadowRect(scene, card.x, card.y, card.w, card.h, { blur: 26, opacity: 0.7, dx: 10, dy: 20 }), ...cardContent], {
      transform: rotate(-3, card.x + card.w / 2, card.y + 24),
    }),
  );
  scene.add(vignette(scene, 0.45));
  return scene.svg(label);
}

/** The tote bag, flat: natural canvas, two handles, the monogram printed large. */
function tote(scene: Scene, x: number, y: number, w: number, h: number): string {
  const handle = (hx: number) =>
    path(
      `M${num(hx)} ${num(y + 4)}C${num(hx)} ${num(y - h * 0.42)} ${num(hx + w * 0.28)} ${num(y - h * 0.42)} ${num(hx + w * 0.28)} ${num(y + 4)}`,
      { stroke: "#d8ccb4", sw: w * 0.045, cap: "butt" },
    ) +
    path(
      `M${num(hx)} ${num(y + 4)}C${num(hx)} ${num(y - h * 0.42)} ${num(hx + w * 0.28)} ${num(y - h * 0.42)} ${num(hx + w * 0.28)} ${num(y + 4)}`,
      { stroke: "#000", sw: 1, opacity: 0.15, dash: "3 4" },
    );
  const canvas = scene.linear([x, y, x + w, y + h], stopsAt([0, "#ece2cf"], [0.55, "#ddd1b9"], [1, "#c9bca2"]));
  return [
    shadowRect(scene, x, y, w, h, { blur: 22, opacity: 0.6, dx: 8, dy: 16 }),
    handle(x + w * 0.18),
    handle(x + w * 0.54),
    rect(x, y, w, h, 4, { fill: canvas }),
    // Soft folds in the canvas.
    path(
      `M${num(x + w * 0.3)} ${num(y)}C${num(x + w * 0.34)} ${num(y + h * 0.4)} ${num(x + w * 0.26)} ${num(y + h * 0.7)} ${num(x + w * 0.32)} ${num(y + h)}`,
      { stroke: "#000", sw: w * 0.05, opacity: 0.035 },
    ),
    path(
      `M${num(x + w * 0.78)} ${num(y)}C${num(x + w * 0.7)} ${num(y + h * 0.5)} ${num(x + w * 0.82)} ${num(y + h * 0.7)} ${num(x + w * 0.74)} ${num(y + h)}`,
      { stroke: "#fff", sw: w * 0.04, opacity: 0.07 },
    ),
    rect(x, y, w, h * 0.06, 0, { fill: "#000", opacity: 0.06 }),
    monogram(x + w / 2, y + h * 0.44, w * 0.5, { disc: NAVY, peak: RUST, t: GOLD }),
    tamarackWordmark(x + w / 2, y + h * 0.84, w * 0.052, NAVY),
  ].join("");
}

/** 3 (16:10) — "Business cards, letterhead and a tote bag in a shared colour palette". */
function stationeryImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.wide;
  const scene = new Scene("shop:services:brand-systems-3", W, H);
  scene.add(
    studioBackdrop(scene, { glowAt: [W * 0.3, H * 0.1], warmth: 0.28, radius: W, ground: ["#1c1e24", "#0c0d10"] }),
  );
  // Letterhead, left.
  const lh = { x: 70, y: 70, w: 330, h: 467 };
  scene.add(
    placed(
      scene,
      lh.x,
      lh.y,
      lh.w,
      lh.h,
      -6,
      [
        paper(scene, lh.x, lh.y, lh.w, lh.h, CREAM),
        monogram(lh.x + 48, lh.y + 52, 44),
        t("TAMARACK", lh.x + 80, lh.y + 50, fonts.display(11, 760, 125, 0.16), { fill: NAVY }),
        t("OUTFITTERS", lh.x + 80, lh.y + 66, fonts.label(5.5, 600, 0.42), { fill: NAVY, opacity: 0.7 }),
        t("14 May 2026", lh.x + 30, lh.y + 130, fonts.ui(6, 500), { fill: INK, opacity: 0.6 }),
        greek(scene.random, lh.x + 30, lh.y + 152, lh.w - 60, 6, { h: 3.5, gap: 11, fill: INK, opacity: 0.28 }),
        greek(scene.random, lh.x + 30, lh.y + 230, lh.w - 60, 5, { h: 3.5, gap: 11, fill: INK, opacity: 0.28 }),
        greek(scene.random, lh.x + 30, lh.y + 296, lh.w - 60, 3, { h: 3.5, gap: 11, fill: INK, opacity: 0.28 }),
        rect(lh.x, lh.y + lh.h - 40, lh.w, 40, 0, { fill: NAVY }),
        rect(lh.x, lh.y + lh.h - 44, lh.w * 0.4, 4, 0, { fill: GOLD }),
        rect(lh.x + lh.w * 0.4, lh.y + lh.h - 44, lh.w * 0.2, 4, 0, { fill: RUST }),
        t("tamarackoutfitters.ca  ·  403 555 0199", lh.x + lh.w / 2, lh.y + lh.h - 17, fonts.label(5.5, 560, 0.18), {
          fill: CREAM,
          anchor: "middle",
        }),
      ].join(""),
    ),
  );
  // Tote bag, right, overlapping the edge.
  scene.add(g(tote(scene, 640, 150, 340, 400), { transform: rotate(5, 810, 350) }));
  // Business cards, fanned in the middle: navy front over cream back.
  const bc = { w: 256, h: 150 };
  const back = { x: 360, y: 356 };
  scene.add(
    placed(
      scene,
      back.x,
      back.y,
      bc.w,
      bc.h,
      14,
      [
        paper(scene, back.x, back.y, bc.w, bc.h, CREAM, 5),
        t("Jonah Whitford", back.x + 22, back.y + 44, fonts.display(13, 700, 110, 0), { fill: NAVY }),
        t("STORE MANAGER", back.x + 22, back.y + 62, fonts.label(5.5, 650, 0.3), { fill: RUST }),
        t("jonah@tamarackoutfitters.ca", back.x + 22, back.y + 112, fonts.ui(6.5, 500), { fill: INK, opacity: 0.75 }),
        t("403 555 0199", back.x + 22, back.y + 126, fonts.ui(6.5, 500), { fill: INK, opacity: 0.75 }),
        monogram(back.x + bc.w - 42, back.y + 44, 36),
      ].join(""),
      0.8,
    ),
  );
  const front = { x: 360, y: 170 };
  scene.add(
    placed(
      scene,
      front.x,
      front.y,
      bc.w,
      bc.h,
      -9,
      [
        paper(scene, front.x, front.y, bc.w, bc.h, NAVY, 5),
        monogram(front.x + bc.w / 2, front.y + 62, 70, { disc: CREAM, peak: RUST, t: NAVY }),
        t("TAMARACK", front.x + bc.w / 2, front.y + 124, fonts.display(9.5, 760, 125, 0.16), {
          fill: CREAM,
          anchor: "middle",
        }),
      ].join(""),
      0.9,
    ),
  );
  // Palette chips along the bottom edge: the shared colours.
  [NAVY, GOLD, RUST, CREAM, SKY].forEach((colour, i) => {
    const cx = 420 + i * 46;
    scene.add(
      placed(
        scene,
        cx,
        520,
        40,
        80,
        -4 + i * 3,
        [rect(cx, 520, 40, 80, 3, { fill: "#f6f1e8" }), rect(cx + 4, 524, 32, 52, 2, { fill: colour })].join(""),
        0.5,
      ),
    );
  });
  scene.add(vignette(scene, 0.45));
  return scene.svg(label);
}

/** 4 (3:4) — "Brand guidelines spread showing colour and type rules": a close look at the open book. */
function guidelinesImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.tall;
  const scene = new Scene("shop:services:brand-systems-4", W, H);
  scene.add(studioBackdrop(scene, { glowAt: [W * 0.8, H * 0.1], warmth: 0.3, ground: ["#1a1b1f", "#0b0b0d"] }));
  const parts: string[] = [];
  // The right-hand page fills most of the frame; the left page's edge and the gutter show on the left.
  const page = { x: 150, y: 60, w: 560, h: 880 };
  const gutter = page.x;
  parts.push(shadowRect(scene, -200, page.y, page.w + 350, page.h, { blur: 40, opacity: 0.75, dy: 26 }));
  parts.push(rect(-220, page.y - 8, page.w + 386, page.h + 20, 6, { fill: NAVY }));
  parts.push(rect(-210, page.y, page.w + 366, page.h + 6, 2, { fill: "#d9d1c3" }));
  parts.push(
    rect(-210, page.y, gutter + 210, page.h, 0, { fill: scene.fade([-210, 0, gutter, 0], "#f3eee4", "#d8d0c2") }),
  );
  parts.push(
    rect(gutter, page.y, page.w, page.h, 0, {
      fill: scene.fade([gutter, 0, gutter + page.w, 0], "#d9d1c4", "#f5f0e7"),
    }),
  );
  parts.push(
    rect(gutter - 50, page.y, 100, page.h, 0, {
      fill: scene.linear(
        [gutter - 50, 0, gutter + 50, 0],
        stopsAt([0, "#000", 0], [0.48, "#000", 0.2], [0.5, "#000", 0.3], [0.53, "#000", 0.18], [1, "#000", 0]),
      ),
    }),
  );
  // Left page, mostly out of frame: the tail of its own swatches and folio.
  parts.push(rect(-60, page.y + 300, 170, 200, 2, { fill: GOLD }), rect(-60, page.y + 512, 170, 120, 2, { fill: SKY }));
  parts.push(
    t("06", 110, page.y + page.h - 34, fonts.label(7, 600, 0.24), { fill: INK, opacity: 0.45, anchor: "end" }),
  );

  const px = gutter + 56;
  const right = gutter + page.w - 50;
  parts.push(t("07", px, page.y + 70, fonts.display(14, 650, 110), { fill: RUST }));
  parts.push(t("Colour & type", px, page.y + 122, fonts.display(38, 700, 112, -0.01), { fill: NAVY }));
  parts.push(greek(scene.random, px, page.y + 150, right - px - 40, 2, { h: 4.5, gap: 13, fill: INK, opacity: 0.3 }));
  // Colour rules: proportions bar, then the swatches with their codes.
  const barY = page.y + 200;
  const shares = [
    { c: NAVY, share: 0.5 },
    { c: CREAM, share: 0.25 },
    { c: GOLD, share: 0.13 },
    { c: RUST, share: 0.07 },
    { c: SKY, share: 0.05 },
  ];
  let bx = px;
  const barW = right - px;
  for (const s of shares) {
    parts.push(
      rect(bx, barY, barW * s.share, 22, 0, {
        fill: s.c,
        stroke: "#000",
        sw: 0.6,
        strokeOpacity: s.c === CREAM ? 0.15 : 0,
      }),
    );
    bx += barW * s.share;
  }
  parts.push(t("USE IN THIS PROPORTION", px, barY + 44, fonts.label(6.5, 650, 0.24), { fill: INK, opacity: 0.55 }));
  const swatches = [
    { c: NAVY, name: "Navy", codes: ["#17233B", "PMS 5395 C"], ink: CREAM },
    { c: GOLD, name: "Larch Gold", codes: ["#E9A93B", "PMS 7409 C"], ink: NAVY },
    { c: RUST, name: "Rust", codes: ["#C4532D", "PMS 7592 C"], ink: CREAM },
    { c: CREAM, name: "Canvas", codes: ["#F3ECDF"], ink: NAVY },
  ];
  const sw = (barW - 14) / 2;
  swatches.forEach((s, i) => {
    const sx = px + (i % 2) * (sw + 14);
    const sy = barY + 70 + Math.floor(i / 2) * 146;
    parts.push(
      rect(sx, sy, sw, 132, 3, { fill: s.c, stroke: "#000", sw: 0.8, strokeOpacity: s.c === CREAM ? 0.12 : 0 }),
    );
    parts.push(t(s.name, sx + 14, sy + 28, fonts.display(13, 620, 110, 0.02), { fill: s.ink }));
    s.codes.forEach((code, j) =>
      parts.push(
        t(code, sx + 14, sy + 132 - 16 - (s.codes.length - 1 - j) * 15, fonts.ui(7.5, 520, 0.04), {
          fill: s.ink,
          opacity: 0.85,
        }),
      ),
    );
  });
  // Type rules: the display face, a scale, and a do / don't.
  const ty = barY + 390;
  parts.push(line(px, ty - 24, right, ty - 24, { stroke: INK, sw: 1, strokeOpacity: 0.15 }));
  parts.push(t("Aa", px - 2, ty + 64, fonts.display(62, 760, 125, -0.02), { fill: NAVY }));
  parts.push(t("Archivo Expanded", px + 170, ty + 22, fonts.display(12, 700, 125, 0.02), { fill: NAVY }));
  parts.push(
    t("Headlines  ·  760  ·  +16% tracking", px + 170, ty + 38, fonts.ui(7, 500), { fill: INK, opacity: 0.6 }),
  );
  parts.push(t("Inter", px + 170, ty + 62, fonts.ui(11, 560), { fill: NAVY }));
  parts.push(t("Body  ·  420 / 560  ·  1.5 leading", px + 170, ty + 78, fonts.ui(7, 500), { fill: INK, opacity: 0.6 }));
  parts.push(line(px, ty + 100, right, ty + 100, { stroke: INK, sw: 1, strokeOpacity: 0.15 }));
  const scale = [
    { label: "H1", cap: 17 },
    { label: "H2", cap: 12.5 },
    { label: "H3", cap: 9 },
    { label: "Body", cap: 7 },
  ];
  let sy = ty + 132;
  for (const s of scale) {
    parts.push(t(s.label.toUpperCase(), px, sy, fonts.label(6, 650, 0.2), { fill: RUST }));
    parts.push(
      t(
        s.label === "Body" ? "Gear for the long way round." : "Built for the Rockies",
        px + 60,
        sy,
        s.label === "Body" ? fonts.ui(s.cap, 440) : fonts.display(s.cap, 760, 125, 0.04),
        { fill: NAVY },
      ),
    );
    sy += s.cap + 20;
  }
  parts.push(
    t("Tamarack Outfitters Brand Guidelines", px, page.y + page.h - 34, fonts.label(6.5, 600, 0.24), {
      fill: INK,
      opacity: 0.45,
    }),
  );
  parts.push(
    t("07", right, page.y + page.h - 34, fonts.label(7, 600, 0.24), { fill: INK, opacity: 0.45, anchor: "end" }),
  );
  scene.add(g(parts, { transform: `${rotate(-4, W / 2, H / 2)} ${translate(-20, 10)}` }));
  scene.add(vignette(scene, 0.4));
  return scene.svg(label);
}

export const brandSystemsImages: Readonly<Record<string, CollageImage>> = {
  "brand-systems-1": { shape: "portrait", draw: sketchesImage },
  "brand-systems-3": { shape: "wide", draw: stationeryImage },
  "brand-systems-4": { shape: "tall", draw: guidelinesImage },
};
