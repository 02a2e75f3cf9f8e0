import { createPrng } from "../prng";
import { num, stops, stopsAt } from "../svg";
import { MOCKUP, type PortfolioDesign } from "./design";
import { rect, t, shadowRect, viewport, tablet, paragraph, Scene, type FontSpec } from "../kit";

/**
 * Luxury Windows & Exteriors lookbook: quiet luxury, wide margins, an architectural grid. The
 * spreads lead with "photographs" of finished homes, drawn from gradients, and end in a clean
 * specification section for builders.
 */
const C = {
  paper: "#f7f5f0",
  ink: "#1c1c1b",
  muted: "#7b776f",
  rule: "#d9d5cc",
  bronze: "#8a6a48",
  stone: "#2a2826",
} as const;

const light = (cap: number, wght = 300): FontSpec => ({
  family: "archivo",
  wght,
  wdth: 108,
  cap,
  tracking: -0.015,
});
const small = (cap: number, wght = 500, tracking = 0.16): FontSpec => ({
  family: "inter",
  wght,
  opsz: 14,
  cap,
  tracking,
});
const body = (cap: number): FontSpec => ({ family: "inter", wght: 400, opsz: 14, cap });

/** Mountains on the horizon, soft. */
function range(w: number, y: number, amp: number, fill: string, seed: string): string {
  const random = createPrng(seed);
  let level = 0.5;
  const points = Array.from({ length: 41 }, (_, i) => {
    level = Math.min(1, Math.max(0, level + (random.next() - 0.5) * 0.45));
    return `${num((w * i) / 40)} ${num(y - amp * level)}`;
  });
  return `<path d="M0 ${num(y + amp)}L${points.join("L")}L${num(w)} ${num(y + amp)}Z" fill="${fill}"/>`;
}

/** A glowing window wall: warm light, thin dark frames, a pendant and a chair seen inside. */
function windowWall(scene: Scene, x: number, y: number, w: number, h: number, panes: number): string {
  const glow = scene.linear([0, y, 0, y + h], stopsAt([0, "#f6c98a"], [0.6, "#e7a45e"], [1, "#b8773f"]));
  const parts = [rect(x, y, w, h, 0, { fill: glow })];
  parts.push(rect(x, y + h * 0.72, w, h * 0.28, 0, { fill: "#8a5631", opacity: 0.55 }));
  parts.push(rect(x + w * 0.18, y + h * 0.55, w * 0.16, h * 0.2, 0, { fill: "#4a2e1b", opacity: 0.8 }));
  parts.push(rect(x + w * 0.6, y + h * 0.5, w * 0.28, h * 0.12, 0, { fill: "#4a2e1b", opacity: 0.7 }));
  parts.push(
    rect(x + w * 0.52, y, 1.5, h * 0.28, 0, { fill: "#4a2e1b" }) +
      `<circle cx="${num(x + w * 0.52)}" cy="${num(y + h * 0.3)}" r="${num(Math.max(3, w * 0.012))}" fill="#fff4dc"/>`,
  );
  for (let i = 0; i <= panes; i += 1) parts.push(rect(x + (w * i) / panes - 2, y, 4, h, 0, { fill: "#1a1613" }));
  parts.push(rect(x, y - 2, w, 4, 0, { fill: "#1a1613" }), rect(x, y + h - 2, w, 4, 0, { fill: "#1a1613" }));
  // Reflections of the dusk sky in the upper glass.
  parts.push(
    rect(x, y, w, h * 0.35, 0, {
      fill: scene.linear([0, y, 0, y + h * 0.35], stops(["#9fb4cf", 0.35], ["#9fb4cf", 0])),
    }),
  );
  return parts.join("");
}

/** A modern house at dusk, cantilevered over a slope, the windows lit from within. */
function duskHouse(scene: Scene, w: number, h: number): string {
  const sky = scene.linear([0, 0, 0, h * 0.62], stopsAt([0, "#1e2b45"], [0.6, "#5b5f7a"], [1, "#d39a78"]));
  const ground = scene.fade([0, h * 0.62, 0, h], "#2a2b2a", "#121312");
  const parts = [
    rect(0, 0, w, h, 0, { fill: sky }),
    range(w, h * 0.6, h * 0.08, "#3f4257", "lux-far"),
    range(w, h * 0.63, h * 0.05, "#2c2e3b", "lux-near"),
    rect(0, h * 0.62, w, h * 0.38, 0, { fill: ground }),
  ];
  // Lower volume: board-formed concrete with a long window wall.
  parts.push(rect(w * 0.12, h * 0.5, w * 0.62, h * 0.26, 0, { fill: "#57534e" }));
  parts.push(windowWall(scene, w * 0.16, h * 0.53, w * 0.42, h * 0.19, 5));
  // Upper volume: dark cedar, cantilevered, glazed at the end.
  parts.push(rect(w * 0.3, h * 0.3, w * 0.62, h * 0.2, 0, { fill: "#3a2a20" }));
  for (let k = 0; k < 24; k += 1)
    parts.push(rect(w * 0.3 + (k * w * 0.62) / 24, h * 0.3, 1, h * 0.2, 0, { fill: "#2c1f17" }));
  parts.push(windowWall(scene, w * 0.62, h * 0.32, w * 0.28, h * 0.16, 3));
  parts.push(rect(w * 0.28, h * 0.29, w * 0.66, h * 0.014, 0, { fill: "#191613" }));
  parts.push(rect(w * 0.1, h * 0.49, w * 0.66, h * 0.012, 0, { fill: "#191613" }));
  // Reflecting pool: the window wall again, upside down, broken by ripples.
  parts.push(rect(w * 0.05, h * 0.8, w * 0.7, h * 0.07, 0, { fill: "#1b2230" }));
  parts.push(
    rect(w * 0.16, h * 0.802, w * 0.42, h * 0.066, 0, {
      fill: scene.linear([0, h * 0.802, 0, h * 0.868], stops(["#e7a45e", 0.55], ["#e7a45e", 0.05])),
    }),
  );
  for (let k = 0; k < 6; k += 1)
    parts.push(rect(w * 0.05, h * (0.81 + k * 0.01), w * 0.7, h * 0.002, 0, { fill: "#1b2230", opacity: 0.8 }));
  parts.push(rect(0, h * 0.76, w, h * 0.01, 0, { fill: "#3b3a36" }));
  // Path lights along the walk, and a young aspen in silhouette.
  for (let k = 0; k < 5; k += 1) {
    const lx = w * (0.8 + k * 0.045);
    const ly = h * (0.8 + k * 0.03);
    parts.push(
      `<circle cx="${num(lx)}" cy="${num(ly)}" r="${num(w * 0.03)}" fill="${scene.radial(
        { cx: lx, cy: ly, r: w * 0.03 },
        stops(["#ffd9a0", 0.5], ["#ffd9a0", 0]),
      )}"/><circle cx="${num(lx)}" cy="${num(ly)}" r="${num(w * 0.003)}" fill="#fff1d6"/>`,
    );
  }
  parts.push(rect(w * 0.86, h * 0.42, w * 0.006, h * 0.34, 0, { fill: "#181716" }));
  parts.push(
    `<ellipse cx="${num(w * 0.863)}" cy="${num(h * 0.44)}" rx="${num(w * 0.05)}" ry="${num(h * 0.1)}" fill="#1d1f1c"/>`,
  );
  parts.push(scene.grain({ opacity: 0.12, frequency: 0.9, seed: 21, width: w, height: h }));
  return parts.join("");
}

/** Looking out through a corner window at the Rockies: the frame as the picture's frame. */
function viewOut(scene: Scene, w: number, h: number): string {
  const sky = scene.fade([0, 0, 0, h * 0.6], "#b9cbd9", "#efe6da");
  const parts = [rect(0, 0, w, h, 0, { fill: sky })];
  parts.push(range(w, h * 0.5, h * 0.16, "#8fa1b3", "view-far"));
  parts.push(range(w, h * 0.56, h * 0.08, "#6f8597", "view-mid"));
  parts.push(rect(0, h * 0.6, w, h * 0.4, 0, { fill: "#a8a48f" }));
  parts.push(rect(0, h * 0.6, w, h * 0.05, 0, { fill: "#8f9a7e" }));
  // The room: dark frame, oak floor, a low chair in silhouette.
  const frame = "#1b1a18";
  parts.push(rect(0, 0, w, h * 0.08, 0, { fill: "#e9e4da" }) + rect(0, h * 0.08, w, h * 0.02, 0, { fill: frame }));
  parts.push(
    rect(0, h * 0.78, w, h * 0.22, 0, {
      fill: scene.fade([0, h * 0.78, 0, h], "#b88b5c", "#7d5a3a"),
    }),
  );
  parts.push(rect(0, h * 0.77, w, h * 0.015, 0, { fill: frame }));
  parts.push(rect(w * 0.48, h * 0.1, w * 0.012, h * 0.67, 0, { fill: frame }));
  parts.push(
    rect(0, h * 0.1, w * 0.03, h * 0.67, 0, { fill: frame }) +
      rect(w * 0.97, h * 0.1, w * 0.03, h * 0.67, 0, { fill: frame }),
  );
  // A floor lamp and a low side table, in silhouette against the glass.
  parts.push(rect(w * 0.74, h * 0.36, w * 0.006, h * 0.5, 0, { fill: "#2b2520" }));
  parts.push(
    `<path d="M${num(w * 0.7)} ${num(h * 0.36)}h${num(w * 0.086)}l${num(-w * 0.014)} ${num(-h * 0.08)}h${num(-w * 0.058)}Z" fill="#2b2520"/>`,
  );
  parts.push(rect(w * 0.71, h * 0.86, w * 0.066, h * 0.008, 0, { fill: "#2b2520" }));
  parts.push(
    rect(w * 0.56, h * 0.8, w * 0.12, h * 0.012, 0, { fill: "#2b2520" }) +
      rect(w * 0.57, h * 0.8, w * 0.006, h * 0.08, 0, { fill: "#2b2520" }) +
      rect(w * 0.664, h * 0.8, w * 0.006, h * 0.08, 0, { fill: "#2b2520" }),
  );
  parts.push(
    `<path d="M${num(w * 0.05)} ${num(h * 0.78)}L${num(w * 0.55)} ${num(h)}H${num(w * 0.05)}Z" fill="#ffe9c6" opacity="0.18"/>`,
  );
  parts.push(scene.grain({ opacity: 0.1, frequency: 0.9, seed: 22, width: w, height: h }));
  return parts.join("");
}

/** An open book seen from above: two pages, a soft gutter, a shadow on the table. */
function openSpread(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  left: (w: number, h: number) => string,
  right: (w: number, h: number) => string,
): string {
  const page = w / 2;
  const gutter = (side: 1 | -1) =>
    rect(side === 1 ? x + page - page * 0.08 : x + page, y, page * 0.08, h, 0, {
      fill: scene.linear(
        side === 1 ? [x + page - page * 0.08, 0, x + page, 0] : [x + page, 0, x + page + page * 0.08, 0],
        stops(["#000", side === 1 ? 0 : 0.22], ["#000", side === 1 ? 0.22 : 0]),
      ),
    });
  return [
    shadowRect(scene, x, y, w, h, { blur: 22 * 2, opacity: 0.55, dy: 16 }),
    rect(x - 3, y + 3, w + 6, h, 0, { fill: "#e3dfd6" }),
    viewport(scene, { x: x, y: y, w: page, h: h }, 0, left),
    viewport(scene, { x: x + page, y: y, w: page, h: h }, 0, right),
    gutter(1),
    gutter(-1),
  ].join("");
}

/** A text page: wide margins, a hairline grid, the headline set light. */
function chapterPage(
  w: number,
  h: number,
  {
    chapter,
    title,
    lines,
    folio,
    copy,
  }: { chapter: string; title: string; lines: string[]; folio: string; copy: string },
): string {
  const s = w / 600;
  const m = 72 * s;
  const parts = [rect(0, 0, w, h, 0, { fill: C.paper })];
  parts.push(t(chapter, m, m + 8 * s, small(8 * s), { fill: C.bronze }));
  parts.push(rect(m, m + 24 * s, 40 * s, 1.2 * s, 0, { fill: C.bronze }));
  lines.forEach((line, i) => parts.push(t(line, m - 2 * s, h * 0.42 + i * 54 * s, light(38 * s), { fill: C.ink })));
  parts.push(t(title, m, h * 0.42 + lines.length * 54 * s + 10 * s, small(7 * s, 600), { fill: C.muted }));
  parts.push(
    paragraph(body(7.8 * s), copy, { x: w * 0.45, y: h * 0.7, width: w * 0.55 - m, leading: 15 * s, fill: "#4a4741" })
      .markup,
  );
  parts.push(t(folio, w - m, h - m * 0.6, small(7 * s, 600), { fill: C.muted, anchor: "end" }));
  return parts.join("");
}

function photoPage(scene: Scene, draw: (scene: Scene, w: number, h: number) => string, caption: string) {
  return (w: number, h: number) =>
    draw(scene, w, h) +
    rect(0, h - 44 * (w / 600), w, 44 * (w / 600), 0, { fill: "#000", opacity: 0.18 }) +
    t(caption, 28 * (w / 600), h - 18 * (w / 600), small(6.5 * (w / 600), 600), { fill: "#f4efe6" });
}

/** The specification spread: U-values, finishes, lead times, and a section through the frame. */
function specLeft(w: number, h: number): string {
  const s = w / 600;
  const m = 64 * s;
  const parts = [rect(0, 0, w, h, 0, { fill: C.paper })];
  parts.push(t("SPECIFICATION  ·  SERIES 70", m, m + 8 * s, small(8 * s), { fill: C.bronze }));
  parts.push(t("Performance", m - 2 * s, m + 72 * s, light(30 * s), { fill: C.ink }));
  const rows = [
    ["Model", "Glazing", "U-value", "Lead time"],
    ["Casement 70", "Triple, argon", "0.80", "6 weeks"],
    ["Awning 70", "Triple, argon", "0.82", "6 weeks"],
    ["Fixed picture", "Triple, krypton", "0.71", "8 weeks"],
    ["Lift-and-slide", "Triple, argon", "0.89", "12 weeks"],
    ["Tilt-turn", "Triple, argon", "0.84", "8 weeks"],
  ];
  const cols = [0, 0.34, 0.64, 0.82];
  rows.forEach((row, i) => {
    const y = m + 130 * s + i * 40 * s;
    row.forEach((cell, k) =>
      parts.push(
        t(
          i === 0 ? cell.toUpperCase() : cell,
          m + (w - 2 * m) * (cols[k] as number),
          y,
          i === 0 ? small(6.5 * s, 700) : body(8.5 * s),
          { fill: i === 0 ? C.muted : C.ink },
        ),
      ),
    );
    parts.push(rect(m, y + 14 * s, w - 2 * m, 0.8 * s, 0, { fill: i === 0 ? C.ink : C.rule }));
  });
  parts.push(
    t(
      "U-values in W/m²K, whole unit, tested to CSA A440.2. Lead times from signed drawings.",
      m,
      h - m,
      small(6.5 * s, 600, 0.04),
      { fill: C.muted },
    ),
  );
  return parts.join("");
}

function specRight(w: number, h: number): string {
  const s = w / 600;
  const m = 64 * s;
  const parts = [rect(0, 0, w, h, 0, { fill: C.paper })];
  parts.push(t("SECTION  ·  1:2", m, m + 8 * s, small(8 * s), { fill: C.bronze }));
  // A section through the frame: sash, three panes, spacers, the thermal break.
  const fx = m + 40 * s;
  const fy = m + 60 * s;
  const fh = 300 * s;
  parts.push(rect(fx, fy, 90 * s, fh, 0, { fill: "#3a3835" }));
  parts.push(rect(fx + 36 * s, fy, 12 * s, fh, 0, { fill: "#c9c3b6" }));
  [0, 1, 2].forEach((k) =>
    parts.push(rect(fx + 120 * s + k * 34 * s, fy - 40 * s, 6 * s, fh + 40 * s, 0, { fill: "#a9c3cc", opacity: 0.9 })),
  );
  [0, 1].forEach((k) =>
    parts.push(rect(fx + 126 * s + k * 34 * s, fy + fh - 30 * s, 28 * s, 18 * s, 0, { fill: "#6f6a62" })),
  );
  parts.push(rect(fx + 90 * s, fy + fh - 40 * s, 120 * s, 40 * s, 0, { fill: "#2a2826" }));
  const notes = [
    ["Thermally broken aluminium", fy + 40 * s],
    ["Three panes, warm-edge spacers", fy + 140 * s],
    ["Finish: Bronze anodised", fy + 260 * s],
  ] as const;
  notes.forEach(([note, y]) => {
    parts.push(rect(fx + 230 * s, y, 40 * s, 0.8 * s, 0, { fill: C.ink }));
    parts.push(t(note, fx + 280 * s, y + 3 * s, body(8 * s), { fill: C.ink }));
  });
  parts.push(t("FINISHES", m, h * 0.7, small(7 * s, 700), { fill: C.muted }));
  const finishes: [string, string][] = [
    ["#1c1c1b", "Graphite"],
    ["#8a6a48", "Bronze"],
    ["#b88b5c", "White oak"],
    ["#eeeae2", "Snow"],
  ];
  finishes.forEach(([fill, name], i) => {
    const x = m + i * 110 * s;
    parts.push(
      rect(x, h * 0.7 + 20 * s, 84 * s, 84 * s, 0, {
        fill,
        ...(fill === "#eeeae2" ? { stroke: C.rule, sw: 1 } : {}),
      }),
    );
    parts.push(t(name, x, h * 0.7 + 124 * s, body(7.5 * s), { fill: C.ink }));
  });
  parts.push(t("47", w - m, h - m * 0.6, small(7 * s, 600), { fill: C.muted, anchor: "end" }));
  return parts.join("");
}

function wordmark(x: number, y: number, cap: number, fill: string): string {
  const icon =
    rect(x, y - cap * 1.6, cap * 1.6, cap * 1.6, 0, { fill: "none", stroke: fill, sw: cap * 0.12 }) +
    rect(x + cap * 0.8 - cap * 0.05, y - cap * 1.6, cap * 0.1, cap * 1.6, 0, { fill: fill }) +
    rect(x, y - cap * 0.85, cap * 1.6, cap * 0.1, 0, { fill: fill });
  return (
    icon +
    t("LUXURY WINDOWS", x + cap * 2.3, y - cap * 0.55, light(cap, 400), { fill: fill }) +
    t("& EXTERIORS", x + cap * 2.3, y + cap * 0.35, small(cap * 0.45, 600, 0.4), { fill: fill })
  );
}

export const luxuryWindowsDesign: PortfolioDesign = {
  card: {
    width: 1200,
    height: 750,
    title:
      "Luxury Windows & Exteriors lookbook, open: a modern house at dusk with its window walls lit, facing “Frame the view.” set light on a wide-margined page",
    draw(scene) {
      const table = scene.fade([0, 0, scene.width, scene.height], "#3a3733", "#1a1917");
      return [
        rect(0, 0, scene.width, scene.height, 0, { fill: table }),
        openSpread(
          scene,
          70,
          60,
          1060,
          630,
          photoPage(scene, duskHouse, "Elbow Park residence, Series 70 window walls"),
          (w, h) =>
            chapterPage(w, h, {
              chapter: "CHAPTER 02  ·  THE VIEW",
              title: "THE VIEW BEFORE THE FRAME",
              lines: ["Frame", "the view."],
              folio: "23",
              copy: "A window is judged from the sofa, not the showroom. We start with the view, then draw the thinnest frame that will stand a prairie winter.",
            }),
        ),
      ].join("");
    },
  },
  mockups: [
    {
      ...MOCKUP,
      title: "Chapter opener: looking out through a corner window at the Rockies, beside the chapter title “Light”",
      draw(scene) {
        return [
          rect(0, 0, scene.width, scene.height, 0, { fill: "#e6e2da" }),
          openSpread(
            scene,
            80,
            90,
            1040,
            620,
            photoPage(scene, viewOut, "Springbank house, fixed picture and tilt-turn"),
            (w, h) =>
              chapterPage(w, h, {
                chapter: "CHAPTER 01  ·  LIGHT",
                title: "WHERE THE DAY COMES IN",
                lines: ["Light,", "measured."],
                folio: "09",
                copy: "South glazing for winter sun, deep reveals for summer shade. Every opening in this chapter was sized on site, with the client, at the hour they use the room.",
              }),
          ),
        ].join("");
      },
    },
    {
      ...MOCKUP,
      title:
        "The specification spread: a table of U-values and lead times, a section through the triple-glazed frame, and four finishes",
      draw(scene) {
        return [
          rect(0, 0, scene.width, scene.height, 0, { fill: "#2b2926" }),
          openSpread(scene, 80, 90, 1040, 620, specLeft, specRight),
        ].join("");
      },
    },
    {
      ...MOCKUP,
      title: "The lookbook's cover and its trimmed digital edition on a tablet",
      draw(scene) {
        const cover = (w: number, h: number) => {
          const s = w / 400;
          return (
            duskHouse(scene, w, h) +
            rect(0, 0, w, h * 0.34, 0, {
              fill: scene.linear([0, 0, 0, h * 0.34], stops(["#0d1220", 0.65], ["#0d1220", 0])),
            }) +
            wordmark(30 * s, 60 * s, 12 * s, "#f4efe6") +
            t("Frame", 28 * s, h - 110 * s, light(40 * s), { fill: "#f4efe6" }) +
            t("the view.", 28 * s, h - 62 * s, light(40 * s), { fill: "#f4efe6" }) +
            t("LOOKBOOK  ·  VOLUME 03", 30 * s, h - 30 * s, small(6.5 * s, 600), { fill: "#f4efe6" })
          );
        };
        const digital = (w: number, h: number) => {
          const s = w / 800;
          return [
            rect(0, 0, w, h, 0, { fill: C.paper }),
            viewport(scene, { x: 0, y: 0, w: w * 0.56, h: h }, 0, (vw, vh) => viewOut(scene, vw, vh)),
            t("DIGITAL EDITION  ·  FOR YOUR HOME", w * 0.6, 70 * s, small(8 * s), { fill: C.bronze }),
            t("Your windows,", w * 0.6, 150 * s, light(30 * s), { fill: C.ink }),
            t("as quoted.", w * 0.6, 192 * s, light(30 * s), { fill: C.ink }),
            paragraph(
              body(9 * s),
              "The chapters you asked about, the units on your drawings, and the finishes you held in the showroom.",
              { x: w * 0.6, y: 240 * s, width: w * 0.34, leading: 16 * s, fill: C.muted },
            ).markup,
            rect(w * 0.6, h - 110 * s, 180 * s, 40 * s, 2, { fill: C.ink }),
            t("BOOK A SITE VISIT", w * 0.6 + 90 * s, h - 86 * s, small(7.5 * s, 700), {
              fill: C.paper,
              anchor: "middle",
            }),
          ].join("");
        };
        return [
          rect(0, 0, scene.width, scene.height, 0, { fill: "#d9d4ca" }),
          shadowRect(scene, 90, 110, 400, 560, { blur: 20 * 2, opacity: 0.45, dy: 16 }),
          viewport(scene, { x: 90, y: 110, w: 400, h: 560 }, 0, cover),
          tablet(scene, { x: 530, y: 210, w: 600, h: 430 }, digital),
        ].join("");
      },
    },
  ],
};
