import { mix } from "../colour";
import {
  circle,
  ellipse,
  fitText,
  fonts,
  g,
  glow,
  glowEllipse,
  greek,
  line,
  palette,
  path,
  phone,
  rect,
  rotate,
  Scene,
  shadowCircle,
  shadowRect,
  studioBackdrop,
  t,
  text,
  translate,
  vignette,
  type Box,
  type FontSpec,
  smoothPath,
} from "../kit";
import { createPrng, type Prng } from "../prng";
import { num, stops, stopsAt } from "../svg";

/**
 * The shop's add-ons, each as one product shot on the studio set the packages share: a dark
 * ground, a warm key light and a single object that says what the add-on is, big enough to read
 * as a cart thumbnail. They are all made for one invented client, Kestrel Coffee Roasters, so the
 * set reads as one engagement: its logo proof goes another round, its launch posts ship in a hurry.
 */

/** Add-on shots are 4:3 like the package shots, at the size the shop's cards need. */
export const ADDON_SHOT = { width: 1200, height: 900 } as const;

const { width: W, height: H } = ADDON_SHOT;

const K = {
  espresso: "#2b1b14",
  roast: "#5a3424",
  cream: "#f3e9da",
  paper: "#f7f3ec",
  rust: "#c8552b",
  sky: "#8fb3c9",
  sand: "#d9c3a0",
  ink: "#1c1917",
} as const;

const MARKER = palette.accent;

/**
 * Kestrel's mark: a hovering kestrel seen head-on, wings spread, in a 100 x 64 box. Every part
 * winds clockwise, so where the parts overlap the fill stays solid.
 */
const KESTREL_D =
  "M44 30C27 24 13 13 1 6C22 7 40 12 50 17Z" +
  "M50 17C60 12 78 7 99 6C87 13 73 24 56 30Z" +
  "M50 9.5A6.5 6.5 0 1 1 49.99 9.5Z" +
  "M43.5 27Q50 16 56.5 27L56 38Q50 42 44 38Z" +
  "M54.5 35L59.5 60Q50 64.5 40.5 60L45.5 35Z";

function kestrelMark(x: number, y: number, width: number, fill: string): string {
  return path(KESTREL_D, { fill, transform: `${translate(x, y)} scale(${num(width / 100, 4)})` });
}

/** The wordmark under the mark. */
function kestrelLockup(cx: number, top: number, markWidth: number, ink: string, accent: string): string {
  const cap = markWidth * 0.3;
  return [
    kestrelMark(cx - markWidth / 2, top, markWidth, accent),
    t("KESTREL", cx, top + markWidth * 0.64 + cap * 1.9, fonts.display(cap, 800, 112, 0.08), {
      fill: ink,
      anchor: "middle",
    }),
    t("COFFEE ROASTERS", cx, top + markWidth * 0.64 + cap * 2.85, fonts.label(cap * 0.28, 700, 0.42), {
      fill: ink,
      anchor: "middle",
      opacity: 0.75,
    }),
  ].join("");
}

/** A loop drawn by hand with a marker: not quite an ellipse, and the end overshoots the start. */
function handLoop(random: Prng, cx: number, cy: number, rx: number, ry: number, sw = 4, color = MARKER): string {
  const points: [number, number][] = [];
  const start = random.range(-2.4, -1.8);
  const steps = 14;
  for (let i = 0; i <= steps; i += 1) {
    const a = start + (i / steps) * Math.PI * 2.18;
    const wobble = 1 + random.range(-0.05, 0.05) + (i / steps) * 0.08;
    points.push([cx + Math.cos(a) * rx * wobble, cy + Math.sin(a) * ry * wobble]);
  }
  return path(smoothPath(points), { stroke: color, sw, cap: "round", join: "round", opacity: 0.92 });
}

/** A hand-drawn stroke through points, with a little tremor. */
function handStroke(random: Prng, points: readonly (readonly [number, number])[], sw = 4, color = MARKER): string {
  const shaken = points.map(([x, y]) => [x + random.range(-1.5, 1.5), y + random.range(-1.5, 1.5)] as const);
  return path(smoothPath(shaken), { stroke: color, sw, cap: "round", join: "round", opacity: 0.92 });
}

/** An arrowhead at (x, y) pointing along `angle` degrees. */
function arrowHead(x: number, y: number, angle: number, size: number, sw = 4, color = MARKER): string {
  const a = (angle * Math.PI) / 180;
  const wing = (da: number) => [x - Math.cos(a + da) * size, y - Math.sin(a + da) * size] as const;
  const [l, r] = [wing(0.5), wing(-0.5)];
  return path(`M${num(l[0])} ${num(l[1])}L${num(x)} ${num(y)}L${num(r[0])} ${num(r[1])}`, {
    stroke: color,
    sw,
    cap: "round",
    join: "round",
    opacity: 0.92,
  });
}

/** A margin note written with the marker (the italic stands in for handwriting). */
function note(value: string, x: number, y: number, cap: number, color = MARKER, anchor: "start" | "middle" = "start") {
  return t(value, x, y, fonts.italic(cap, 640, 92, 0), { fill: color, anchor, opacity: 0.95 });
}

/** Letters set one by one around a circle, reading clockwise from the top. */
function arcText(value: string, cx: number, cy: number, r: number, spec: FontSpec, fill: string): string {
  const widths = [...value].map((ch) => text(ch, 0, 0, spec).width);
  const total = widths.reduce((sum, w) => sum + w, 0);
  let along = -total / 2;
  return [...value]
    .map((ch, i) => {
      const w = widths[i] as number;
      const angle = ((along + w / 2) / r) * (180 / Math.PI);
      along += w;
      if (ch === " ") return "";
      return g(t(ch, cx, cy - r, spec, { fill, anchor: "middle" }), { transform: rotate(angle, cx, cy) });
    })
    .join("");
}

/** A pen lying at `angle`, its tip at (x, y). A cylinder: shaded across its width. */
function pen(
  scene: Scene,
  x: number,
  y: number,
  length: number,
  angle: number,
  style: { body: string; band: string; tip: string; cap?: boolean; radius?: number; nib?: boolean },
): string {
  const r = style.radius ?? 16;
  const shade = (color: string) =>
    scene.linear(
      [0, -r, 0, r],
      stopsAt(
        [0, mix(color, "#000000", 0.45)],
        [0.22, mix(color, "#ffffff", 0.35)],
        [0.4, color],
        [1, mix(color, "#000000", 0.55)],
      ),
    );
  const tipLength = r * 3.2;
  const tip = style.nib
    ? path(
        `M0 0C${num(tipLength * 0.3)} ${num(-r * 0.2)} ${num(tipLength * 0.6)} ${num(-r * 0.75)} ${num(tipLength)} ${num(-r * 0.7)}` +
          `V${num(r * 0.7)}C${num(tipLength * 0.6)} ${num(r * 0.75)} ${num(tipLength * 0.3)} ${num(r * 0.2)} 0 0Z`,
        { fill: shade(style.tip) },
      ) +
      path(`M${num(r * 0.2)} 0H${num(tipLength * 0.55)}`, { stroke: "#3a2a14", sw: 1.2 }) +
      circle(tipLength * 0.58, 0, r * 0.13, { fill: "#3a2a14" })
    : path(`M0 0L${num(tipLength)} ${num(-r * 0.55)}V${num(r * 0.55)}Z`, { fill: shade(style.tip) });
  const parts = [
    // The nib or felt tip.
    tip,
    rect(tipLength, -r * 0.78, r * 1.4, r * 1.56, r * 0.2, { fill: shade(style.band) }),
    rect(tipLength + r * 1.3, -r, length - tipLength - r * 1.3, r * 2, r * 0.9, { fill: shade(style.body) }),
    rect(length * 0.62, -r * 1.02, r * 0.9, r * 2.04, 0, { fill: shade(style.band) }),
  ];
  if (style.cap) parts.push(rect(length * 0.66, -r * 1.2, r * 0.9, r * 0.5, r * 0.2, { fill: shade(style.band) }));
  return g(
    [shadowRect(scene, 0, -r, length, r * 2, { blur: r * 1.2, opacity: 0.55, dy: r * 1.1, dx: r * 0.4 }), ...parts],
    { transform: `${translate(x, y)} ${rotate(angle)}` },
  );
}

/** A sheet of paper with a soft shadow and a light falling across it. */
function sheet(scene: Scene, x: number, y: number, w: number, h: number, fill: string = K.paper): string {
  return [
    shadowRect(scene, x, y, w, h, { blur: 34, opacity: 0.65, dx: 8, dy: 22 }),
    rect(x, y, w, h, 2, { fill: scene.fade([x, y, x + w * 0.6, y + h], fill, mix(fill, "#000000", 0.1)) }),
  ].join("");
}

/** Light and falloff over a finished sheet, so the paper sits under the set's key light. */
function sheetLight(scene: Scene, x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, 2, {
    fill: scene.linear([x + w, y, x, y + h], stops(["#fff3e4", 0.16], ["#fff", 0], ["#000", 0.16])),
  });
}

/** A small sticky tab standing out from a sheet's edge. */
function tab(x: number, y: number, label: string, fill: string, ink: string): string {
  return [
    rect(x, y, 64, 40, 4, { fill }),
    t(label, x + 32, y + 27, fonts.display(14, 780, 100, 0.04), { fill: ink, anchor: "middle" }),
  ].join("");
}

/** 1 — Extra Revision Round: a marked-up logo proof on top of its earlier rounds, stamped "+1". */
function revisionShot(label: string): string {
  const scene = new Scene("shop:addon-extra-revision-round", W, H);
  const { random } = scene;
  scene.add(studioBackdrop(scene, { glowAt: [1010, 110], warmth: 0.36 }));
  const pw = 540;
  const ph = 720;
  const px = 250;
  const py = 110;
  const pivot = (angle: number) => rotate(angle, px + pw / 2, py + ph / 2);
  // The earlier rounds underneath, each with its tab.
  for (const [angle, dx, dy, tabX, name] of [
    [-9, -40, 18, 440, "R1"],
    [-4.5, -18, 8, 320, "R2"],
  ] as const) {
    scene.add(
      g(
        [
          tab(px + dx + tabX, py + dy - 30, name, K.sand, K.espresso),
          sheet(scene, px + dx, py + dy, pw, ph, mix(K.paper, "#000000", 0.05)),
          sheetLight(scene, px + dx, py + dy, pw, ph),
        ],
        { transform: pivot(angle) },
      ),
    );
  }
  const proof: string[] = [
    tab(px + 200, py - 30, "R3", MARKER, "#fff"),
    sheet(scene, px, py, pw, ph),
    t("KESTREL COFFEE ROASTERS", px + 36, py + 50, fonts.label(8.5, 700, 0.24), { fill: K.ink, opacity: 0.8 }),
    t("LOGO PROOF  ·  ROUND 3", px + pw - 36, py + 50, fonts.label(8.5, 700, 0.24), {
      fill: K.ink,
      opacity: 0.55,
      anchor: "end",
    }),
    rect(px + 36, py + 66, pw - 72, 1.5, 0, { fill: K.ink, opacity: 0.25 }),
    kestrelLockup(px + pw / 2, py + 100, 150, K.espresso, K.rust),
  ];
  // Two colourways below the primary lockup: A is crossed out, B gets the tick.
  const tileY = py + 372;
  const tileH = 128;
  const tileW = (pw - 72 - 20) / 2;
  const tileX = (i: number) => px + 36 + i * (tileW + 20);
  for (const [i, ground, ink, accent] of [
    [0, K.espresso, K.cream, K.rust],
    [1, K.rust, K.cream, K.espresso],
  ] as const) {
    const tx = tileX(i);
    proof.push(
      rect(tx, tileY, tileW, tileH, 4, { fill: ground }),
      kestrelMark(tx + 18, tileY + 46, 58, accent),
      fitText("KESTREL", tx + 88, tileY + 78, tileW - 104, (c) => fonts.display(c, 800, 112, 0.08), 19, {
        fill: ink,
      }).markup,
      t(i === 0 ? "A" : "B", tx + 14, tileY + 24, fonts.label(9, 700, 0.1), { fill: ink, opacity: 0.7 }),
    );
  }
  // Colour chips and the sign-off line.
  const footY = py + 580;
  [K.espresso, K.rust, K.cream, K.sky].forEach((c, i) =>
    proof.push(circle(px + 50 + i * 34, footY, 12, { fill: c, stroke: K.ink, sw: 0.8, strokeOpacity: 0.25 })),
  );
  proof.push(
    t("APPROVED BY", px + 36, footY + 62, fonts.label(7, 700, 0.2), { fill: K.ink, opacity: 0.5 }),
    line(px + 120, footY + 64, px + 250, footY + 64, { stroke: K.ink, sw: 1, strokeOpacity: 0.35 }),
    greek(random, px + 36, footY + 96, 230, 2, { h: 5, gap: 14, fill: K.ink, opacity: 0.18 }),
    sheetLight(scene, px, py, pw, ph),
  );
  // The client's notes, in marker.
  proof.push(
    handLoop(random, px + 338, py + 262, 50, 34, 4.5),
    handStroke(random, [
      [px + 376, py + 238],
      [px + 420, py + 214],
      [px + 446, py + 196],
    ]),
    note("tighten", px + 420, py + 182, 17),
    handLoop(random, px + pw / 2, py + 146, 96, 52, 4),
    handStroke(random, [
      [px + 178, py + 136],
      [px + 124, py + 158],
      [px + 104, py + 206],
    ]),
    arrowHead(px + 104, py + 208, 104, 14),
    note("bigger?", px + 50, py + 238, 17),
    handStroke(random, [
      [tileX(0) + 16, tileY + 12],
      [tileX(0) + tileW * 0.55, tileY + tileH * 0.55],
      [tileX(0) + tileW - 12, tileY + tileH - 10],
    ]),
    handStroke(
      random,
      [
        [tileX(1) + 6, tileY + tileH + 24],
        [tileX(1) + 20, tileY + tileH + 38],
        [tileX(1) + 52, tileY + tileH + 8],
      ],
      5,
    ),
    note("this one", tileX(1) + 60, tileY + tileH + 34, 15),
  );
  // The round stamp: "+1" inside a ring of lettering, printed on the proof.
  const sx = px + 418;
  const sy = py + 630;
  const sr = 86;
  const stamp = [
    circle(sx, sy, sr, { stroke: MARKER, sw: 6 }),
    circle(sx, sy, sr - 32, { stroke: MARKER, sw: 2.5 }),
    arcText("EXTRA REVISION ROUND  ·  EXTRA REVISION ROUND  ·", sx, sy, sr - 24, fonts.label(9, 800, 0.14), MARKER),
    t("+1", sx - 3, sy + 20, fonts.display(42, 900, 90, -0.02), { fill: MARKER, anchor: "middle" }),
  ];
  // Ink wear: specks where the rubber did not print.
  const wear = Array.from({ length: 46 }, () => {
    const a = random.range(0, Math.PI * 2);
    const d = Math.sqrt(random.next()) * (sr + 4);
    return circle(sx + Math.cos(a) * d, sy + Math.sin(a) * d, random.range(0.8, 2.6), { fill: K.paper });
  });
  proof.push(g([...stamp, ...wear], { transform: rotate(-14, sx, sy), opacity: 0.88 }));
  scene.add(g(proof, { transform: pivot(-2) }));
  scene.add(
    pen(scene, 880, 540, 380, -58, { body: "#1d1b1a", band: MARKER, tip: MARKER, cap: true, radius: 15 }),
    vignette(scene, 0.45),
  );
  return scene.svg(label);
}

/** 2 — 48-Hour Rush Delivery: a chrome stopwatch with a 48-hour dial, and the calendar it beats. */
function rushShot(label: string): string {
  const scene = new Scene("shop:addon-rush-delivery", W, H);
  scene.add(studioBackdrop(scene, { glowAt: [300, 140], warmth: 0.4 }));
  const cx = 470;
  const cy = 500;
  const r = 262;
  // Speed lines trailing behind the watch.
  const streaks = [
    [-150, 300, 10],
    [-100, 420, 6],
    [-40, 360, 12],
    [30, 460, 7],
    [90, 330, 10],
    [150, 400, 6],
  ]
    .map(([dy, len, h]) => {
      const y = cy + (dy as number);
      const x1 = cx - r * 0.55;
      const fill = scene.linear([x1 - (len as number), 0, x1, 0], stops([MARKER, 0], [palette.accentGlow, 0.7]));
      return rect(x1 - (len as number), y - (h as number) / 2, len as number, h as number, (h as number) / 2, {
        fill,
      });
    })
    .join("");
  // The calendar, behind and to the right: two days bracketed as the window.
  const calX = 740;
  const calY = 200;
  const calW = 360;
  const calH = 420;
  const days: string[] = [];
  const colW = (calW - 48) / 7;
  ["M", "T", "W", "T", "F", "S", "S"].forEach((d, i) =>
    days.push(
      t(d, calX + 24 + colW * (i + 0.5), calY + 150, fonts.label(9, 700, 0.1), {
        fill: K.ink,
        opacity: 0.5,
        anchor: "middle",
      }),
    ),
  );
  for (let i = 0; i < 30; i += 1) {
    const col = (i + 2) % 7;
    const row = Math.floor((i + 2) / 7);
    const dx = calX + 24 + colW * (col + 0.5);
    const dy = calY + 196 + row * 46;
    const inWindow = i === 14 || i === 15;
    if (i === 14) days.push(rect(dx - colW / 2 + 4, dy - 28, colW * 2 - 8, 40, 20, { fill: MARKER }));
    days.push(
      t(String(i + 1), dx, dy, fonts.ui(14, inWindow ? 750 : 520), {
        fill: inWindow ? "#fff" : K.ink,
        anchor: "middle",
        opacity: inWindow ? 1 : col > 4 ? 0.4 : 0.75,
      }),
    );
  }
  scene.add(
    g(
      [
        shadowRect(scene, calX, calY, calW, calH, { blur: 30, opacity: 0.6, dx: 8, dy: 20 }),
        rect(calX, calY, calW, calH, 10, { fill: scene.fade([calX, calY, calX, calY + calH], "#fbf8f3", "#e9e3da") }),
        rect(calX, calY, calW, 90, 10, { fill: K.espresso }),
        rect(calX, calY + 80, calW, 10, 0, { fill: K.espresso }),
        ...[0.25, 0.75].map((f) =>
          rect(calX + calW * f - 7, calY - 18, 14, 40, 7, {
            fill: scene.fade([calX + calW * f - 7, 0, calX + calW * f + 7, 0], "#9b978f", "#4a4742"),
          }),
        ),
        t("JUNE", calX + 24, calY + 62, fonts.display(26, 800, 112, 0.06), { fill: K.cream }),
        t("2026", calX + calW - 24, calY + 62, fonts.display(16, 600, 112, 0.04), {
          fill: K.cream,
          opacity: 0.6,
          anchor: "end",
        }),
        ...days,
        sheetLight(scene, calX, calY, calW, calH),
      ],
      { transform: rotate(7, calX + calW / 2, calY + calH / 2) },
    ),
  );
  scene.add(streaks);
  // The watch: crown and button, chrome case, cream dial.
  const chrome = (x0: number, y0: number, x1: number, y1: number) =>
    scene.linear(
      [x0, y0, x1, y1],
      stopsAt(
        [0, "#f4f2ee"],
        [0.18, "#8d8a85"],
        [0.38, "#e7e4df"],
        [0.55, "#5c5a57"],
        [0.78, "#c9c6c0"],
        [1, "#3a3937"],
      ),
    );
  scene.add(
    shadowCircle(scene, cx, cy, r, { blur: 60, opacity: 0.7, dy: 40, dx: 18 }),
    rect(cx - 26, cy - r - 50, 52, 60, 6, { fill: chrome(cx - 26, 0, cx + 26, 0) }),
    rect(cx - 46, cy - r - 84, 92, 44, 14, { fill: chrome(cx - 46, 0, cx + 46, 0) }),
    g(
      [
        rect(cx - 20, cy - r - 40, 40, 50, 6, { fill: chrome(cx - 20, 0, cx + 20, 0) }),
        rect(cx - 32, cy - r - 62, 64, 30, 10, { fill: chrome(cx - 32, 0, cx + 32, 0) }),
      ],
      { transform: rotate(42, cx, cy) },
    ),
    circle(cx, cy, r, { fill: chrome(cx - r, cy - r, cx + r, cy + r) }),
    circle(cx, cy, r - 16, { fill: chrome(cx + r, cy + r, cx - r, cy - r) }),
    circle(cx, cy, r - 30, { fill: "#1a1817" }),
    circle(cx, cy, r - 36, {
      fill: scene.radial(
        { cx: cx - 60, cy: cy - 80, r: r * 1.1 },
        stopsAt([0, "#fdfbf7"], [0.7, "#efe9df"], [1, "#d8d0c3"]),
      ),
    }),
  );
  // The elapsed window, the 48-hour ring and its numerals.
  const dial = r - 36;
  const hand = 300;
  const rad = (deg: number) => ((deg - 90) * Math.PI) / 180;
  const pt = (deg: number, radius: number) =>
    [cx + Math.cos(rad(deg)) * radius, cy + Math.sin(rad(deg)) * radius] as const;
  const wedgeR = dial - 34;
  const [wx, wy] = pt(hand, wedgeR);
  scene.add(
    path(`M${cx} ${cy}V${num(cy - wedgeR)}A${num(wedgeR)} ${num(wedgeR)} 0 1 1 ${num(wx)} ${num(wy)}Z`, {
      fill: scene.radial({ cx, cy, r: wedgeR }, stops([MARKER, 0.02], [MARKER, 0.22])),
    }),
  );
  const ticks: string[] = [];
  for (let i = 0; i < 96; i += 1) {
    const deg = (i / 96) * 360;
    const major = i % 8 === 0;
    const [ax, ay] = pt(deg, dial - 8);
    const [bx, by] = pt(deg, dial - (major ? 30 : i % 2 === 0 ? 20 : 14));
    ticks.push(`M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`);
  }
  scene.add(path(ticks.join(""), { stroke: K.ink, sw: 2, opacity: 0.7 }));
  for (const [hours, deg] of [
    [0, 0],
    [12, 90],
    [36, 270],
  ] as const) {
    const [nx, ny] = pt(deg, dial - 56);
    scene.add(
      t(hours === 0 ? "48" : String(hours), nx, ny + 9, fonts.display(18, 700, 100), {
        fill: K.ink,
        anchor: "middle",
        opacity: 0.75,
      }),
    );
  }
  scene.add(
    t("48", cx, cy + 142, fonts.display(88, 900, 80, -0.03), { fill: K.espresso, anchor: "middle" }),
    t("HOUR RUSH", cx, cy + 176, fonts.label(12, 800, 0.3), { fill: MARKER, anchor: "middle" }),
  );
  // The sweep hand, then the glass.
  const [hx, hy] = pt(hand, dial - 14);
  const [tx, ty] = pt(hand + 180, 40);
  scene.add(
    path(`M${num(tx)} ${num(ty)}L${num(hx)} ${num(hy)}`, { stroke: "#000", sw: 7, cap: "round", opacity: 0.15 }),
    path(`M${num(tx)} ${num(ty)}L${num(hx)} ${num(hy)}`, { stroke: MARKER, sw: 5, cap: "round" }),
    circle(cx, cy, 16, { fill: MARKER }),
    circle(cx, cy, 6, { fill: "#1a1817" }),
    path(
      `M${num(cx - dial * 0.92)} ${num(cy - dial * 0.1)}A${num(dial * 0.95)} ${num(dial * 0.95)} 0 0 1 ${num(cx + dial * 0.45)} ${num(cy - dial * 0.86)}` +
        `A${num(dial * 1.25)} ${num(dial * 1.25)} 0 0 0 ${num(cx - dial * 0.92)} ${num(cy - dial * 0.1)}Z`,
      { fill: "#ffffff", opacity: 0.22 },
    ),
    glow(scene, cx - r * 0.55, cy - r * 0.75, 70, "#ffffff", 0.5),
    vignette(scene, 0.42),
  );
  return scene.svg(label);
}

/** A launch post for Kestrel's grid, drawn into a square. */
function launchPost(scene: Scene, i: number, x: number, y: number, s: number): string {
  const k = s / 100;
  const inside: string[] = [];
  switch (i) {
    case 0:
      inside.push(
        rect(0, 0, 100, 100, 0, { fill: K.rust }),
        t("WE'RE", 10, 40, fonts.display(15, 900, 80, 0), { fill: K.cream }),
        t("OPEN.", 10, 62, fonts.display(15, 900, 80, 0), { fill: K.cream }),
        t("SAT 9 AM", 10, 88, fonts.label(4.2, 800, 0.2), { fill: K.espresso }),
      );
      break;
    case 1:
      inside.push(rect(0, 0, 100, 100, 0, { fill: K.cream }), kestrelMark(20, 28, 60, K.rust));
      break;
    case 2:
      inside.push(
        rect(0, 0, 100, 100, 0, { fill: K.espresso }),
        circle(50, 50, 32, { fill: "#e8e1d6" }),
        circle(50, 50, 25, { fill: "#6b3b22" }),
        path("M50 64C42 57 33 51 34 42C35 34 45 33 50 41C55 33 65 34 66 42C67 51 58 57 50 64Z", { fill: "#e9d6bd" }),
      );
      break;
    case 3:
      inside.push(
        rect(0, 0, 100, 100, 0, { fill: K.sky }),
        t("GRAND", 50, 44, fonts.display(10, 800, 100, 0.04), { fill: K.espresso, anchor: "middle" }),
        t("OPENING", 50, 60, fonts.display(10, 800, 100, 0.04), { fill: K.espresso, anchor: "middle" }),
        rect(30, 72, 40, 1.5, 0, { fill: K.espresso }),
      );
      break;
    case 4:
      inside.push(rect(0, 0, 100, 100, 0, { fill: K.sand }));
      for (let row = 0; row < 3; row += 1)
        for (let col = 0; col < 3; col += 1)
          inside.push(kestrelMark(6 + col * 32, 12 + row * 30, 24, row === 1 && col === 1 ? K.rust : K.roast));
      break;
    case 6:
      inside.push(
        rect(0, 0, 100, 100, 0, { fill: K.espresso }),
        t("ROAST", 10, 42, fonts.display(15, 900, 80, 0), { fill: K.sand }),
        t("DAYS", 10, 64, fonts.display(15, 900, 80, 0), { fill: K.sand }),
        t("TUE  ·  FRI", 10, 86, fonts.label(4.4, 800, 0.2), { fill: K.rust }),
      );
      break;
    case 7:
      inside.push(rect(0, 0, 100, 100, 0, { fill: K.sand }));
      for (const [bx, by, angle] of [
        [28, 30, 20],
        [62, 24, -30],
        [46, 56, 60],
        [76, 62, 10],
        [24, 74, -50],
        [58, 86, 35],
      ] as const)
        inside.push(
          g(
            [
              ellipse(0, 0, 12, 8.5, { fill: "#5a3018" }),
              path("M-10 0.5C-4 -3 4 4 10 -0.5", { stroke: "#2a140a", sw: 1.6, cap: "round" }),
            ],
            { transform: `${translate(bx, by)} ${rotate(angle)}` },
          ),
        );
      break;
    case 8:
      inside.push(
        rect(0, 0, 100, 100, 0, { fill: "#e9e2d6" }),
        path("M0 30H100M0 62H100M30 0V100M72 0V100M0 90L100 8", { stroke: "#fff", sw: 5 }),
        path("M50 24C40 24 34 31 34 39C34 51 50 66 50 66C50 66 66 51 66 39C66 31 60 24 50 24Z", { fill: K.rust }),
        circle(50, 39, 6, { fill: K.cream }),
        t("10 BLOCKS AWAY", 50, 86, fonts.label(4.2, 800, 0.16), { fill: K.espresso, anchor: "middle" }),
      );
      break;
    default:
      inside.push(
        rect(0, 0, 100, 100, 0, { fill: K.roast }),
        path("M30 30H70L66 80Q50 86 34 80Z", { fill: K.cream }),
        rect(30, 44, 40, 16, 0, { fill: K.rust }),
        t("ETHIOPIA", 50, 55, fonts.label(3.6, 800, 0.16), { fill: K.cream, anchor: "middle" }),
      );
  }
  return g(inside, { transform: `${translate(x, y)} scale(${num(k, 4)})` });
}

/** Kestrel's profile, as the phone shows it. */
function profileScreen(scene: Scene, box: Box): string {
  const { x, y, w } = box;
  const u = w / 100;
  const parts: string[] = [rect(x, y, w, box.h, 0, { fill: "#fffdf9" })];
  parts.push(
    t("9:41", x + 8 * u, y + 8.6 * u, fonts.ui(2.6 * u, 650), { fill: K.ink }),
    t("kestrelcoffee", x + w / 2, y + 17 * u, fonts.ui(3.4 * u, 700), { fill: K.ink, anchor: "middle" }),
  );
  const ay = y + 32 * u;
  parts.push(
    circle(x + 15 * u, ay, 10.5 * u, { stroke: MARKER, sw: 0.9 * u }),
    circle(x + 15 * u, ay, 9 * u, { fill: K.espresso }),
    kestrelMark(x + 8.5 * u, ay - 4.5 * u, 13 * u, K.rust),
  );
  [
    ["9", "posts"],
    ["1,204", "followers"],
    ["180", "following"],
  ].forEach(([n, l], i) => {
    const sx = x + (42 + i * 21) * u;
    parts.push(
      t(n as string, sx, ay - 0.5 * u, fonts.ui(3.2 * u, 760), { fill: K.ink, anchor: "middle" }),
      t(l as string, sx, ay + 4.4 * u, fonts.ui(2 * u, 500), { fill: K.ink, anchor: "middle", opacity: 0.6 }),
    );
  });
  parts.push(
    t("Kestrel Coffee Roasters", x + 6 * u, y + 50 * u, fonts.ui(2.8 * u, 700), { fill: K.ink }),
    greek(scene.random, x + 6 * u, y + 53.5 * u, 70 * u, 2, { h: 1.3 * u, gap: 3.6 * u, fill: K.ink, opacity: 0.3 }),
    rect(x + 6 * u, y + 62 * u, 42 * u, 7.5 * u, 1.8 * u, { fill: MARKER }),
    t("Follow", x + 27 * u, y + 67 * u, fonts.ui(2.6 * u, 700), { fill: "#fff", anchor: "middle" }),
    rect(x + 52 * u, y + 62 * u, 42 * u, 7.5 * u, 1.8 * u, { fill: "#ece7e0" }),
    t("Message", x + 73 * u, y + 67 * u, fonts.ui(2.6 * u, 700), { fill: K.ink, anchor: "middle" }),
  );
  ["Menu", "Beans", "Visit", "Events"].forEach((name, i) => {
    const hx = x + (12 + i * 19) * u;
    parts.push(
      circle(hx, y + 81 * u, 6.4 * u, { stroke: "#d9d2c8", sw: 0.6 * u, fill: i % 2 === 0 ? K.cream : K.sand }),
      kestrelMark(hx - 3.5 * u, y + 79 * u, 7 * u, i % 2 === 0 ? K.rust : K.espresso),
      t(name, hx, y + 92 * u, fonts.ui(1.9 * u, 550), { fill: K.ink, anchor: "middle", opacity: 0.8 }),
    );
  });
  const gy = y + 98 * u;
  parts.push(
    rect(x, gy, w, 0.3 * u, 0, { fill: K.ink, opacity: 0.15 }),
    rect(x + w / 2 - 2.5 * u, gy + 2 * u, 5 * u, 5 * u, 0.6 * u, { stroke: K.ink, sw: 0.5 * u }),
    rect(x, gy + 9 * u, w / 2, 0.5 * u, 0, { fill: K.ink }),
  );
  const cell = (w - 0.8 * u) / 3;
  for (let i = 0; i < 9; i += 1) {
    const col = i % 3;
    const row = Math.floor(i / 3);
    parts.push(launchPost(scene, i, x + col * (cell + 0.4 * u), gy + 10 * u + row * (cell + 0.4 * u), cell));
  }
  return parts.join("");
}

/** 3 — Social Media Launch Kit: Kestrel's new profile on a phone, with its cover and a story. */
function launchKitShot(label: string): string {
  const scene = new Scene("shop:addon-social-launch-kit", W, H);
  scene.add(studioBackdrop(scene, { glowAt: [900, 140], warmth: 0.36 }));
  // The cover banner, behind on the left.
  const cw = 460;
  const ch = 176;
  const cx0 = 40;
  const cy0 = 200;
  scene.add(
    g(
      [
        shadowRect(scene, cx0, cy0, cw, ch, { blur: 30, opacity: 0.6, dy: 18 }),
        rect(cx0, cy0, cw, ch, 10, { fill: scene.fade([cx0, cy0, cx0 + cw, cy0 + ch], K.espresso, K.roast) }),
        kestrelMark(cx0 + 296, cy0 + 44, 110, K.rust),
        t("Fresh roasted,", cx0 + 30, cy0 + 76, fonts.display(24, 800, 96, -0.01), { fill: K.cream }),
        t("ten blocks away.", cx0 + 30, cy0 + 108, fonts.display(24, 800, 96, -0.01), { fill: K.cream }),
        t("COVER  ·  1500 × 500", cx0 + 30, cy0 + 148, fonts.label(8, 700, 0.24), { fill: K.sand }),
      ],
      { transform: rotate(-7, cx0 + cw / 2, cy0 + ch / 2) },
    ),
  );
  // Profile pictures for the other networks, lower left.
  [
    [150, 640, 62, K.rust, K.cream],
    [290, 700, 50, K.cream, K.rust],
    [250, 560, 40, K.espresso, K.sand],
  ].forEach(([ax, ay, ar, bg, fg]) =>
    scene.add(
      shadowCircle(scene, ax as number, ay as number, ar as number, { blur: 20, opacity: 0.6, dy: 14 }),
      circle(ax as number, ay as number, ar as number, { fill: bg as string }),
      circle(ax as number, ay as number, (ar as number) - 3, { stroke: "#fff", sw: 1.5, strokeOpacity: 0.25 }),
      kestrelMark(
        (ax as number) - (ar as number) * 0.62,
        (ay as number) - (ar as number) * 0.36,
        (ar as number) * 1.24,
        fg as string,
      ),
    ),
  );
  // The story template, right.
  const sw = 236;
  const sh = sw * (16 / 9);
  const sx = 850;
  const sy = 190;
  let storyCap = 38;
  while (text("POURING", 0, 0, fonts.display(storyCap, 900, 80, 0)).width > sw - 44) storyCap *= 0.95;
  scene.add(
    g(
      [
        shadowRect(scene, sx, sy, sw, sh, { blur: 34, opacity: 0.65, dy: 22 }),
        rect(sx, sy, sw, sh, 14, { fill: scene.fade([sx, sy, sx, sy + sh], K.rust, "#a8431f") }),
        ...[0, 1, 2].map((i) =>
          rect(sx + 14 + i * ((sw - 36) / 3 + 4), sy + 14, (sw - 36) / 3, 4, 2, {
            fill: "#fff",
            opacity: i === 0 ? 0.95 : 0.4,
          }),
        ),
        circle(sx + 30, sy + 44, 14, { fill: K.cream }),
        kestrelMark(sx + 21, sy + 38, 18, K.rust),
        t("kestrelcoffee", sx + 52, sy + 49, fonts.ui(9, 650), { fill: "#fff" }),
        kestrelMark(sx + 38, sy + 120, 160, K.cream),
        t("NOW", sx + sw / 2, sy + 290, fonts.display(storyCap, 900, 80, 0), { fill: K.cream, anchor: "middle" }),
        t("POURING", sx + sw / 2, sy + 290 + storyCap * 1.3, fonts.display(storyCap, 900, 80, 0), {
          fill: K.cream,
          anchor: "middle",
        }),
        rect(sx + 50, sy + sh - 58, sw - 100, 34, 17, { fill: K.cream }),
        t("Visit us", sx + sw / 2, sy + sh - 36, fonts.ui(10, 700), { fill: K.espresso, anchor: "middle" }),
      ],
      { transform: rotate(6, sx + sw / 2, sy + sh / 2) },
    ),
  );
  scene.add(phone(scene, 455, 96, 330, (box) => profileScreen(scene, box)));
  // The count chip, so a thumbnail says what is in the box.
  const chip = text("6 LAUNCH POSTS  ·  4 NETWORKS", 0, 0, fonts.label(10, 800, 0.2));
  scene.add(
    shadowRect(scene, 620 - chip.width / 2 - 26, 808, chip.width + 52, 46, { blur: 14, opacity: 0.5, dy: 8 }),
    rect(620 - chip.width / 2 - 26, 808, chip.width + 52, 46, 23, { fill: MARKER }),
    t("6 LAUNCH POSTS  ·  4 NETWORKS", 620, 836, fonts.label(10, 800, 0.2), { fill: "#fff", anchor: "middle" }),
    vignette(scene, 0.4),
  );
  return scene.svg(label);
}

/** A booklet page's running footer. */
function folio(x: number, y: number, w: number, n: number, left: boolean): string {
  return t(
    left ? `${n}   KESTREL BRAND GUIDELINES` : `KESTREL BRAND GUIDELINES   ${n}`,
    left ? x : x + w,
    y,
    fonts.label(4.8, 700, 0.2),
    { fill: K.ink, opacity: 0.45, anchor: left ? "start" : "end" },
  );
}

/** 4 — Brand Guidelines Document: the closed book, and the book open at logo use and colour. */
function guidelinesShot(label: string): string {
  const scene = new Scene("shop:addon-brand-guidelines", W, H);
  const { random } = scene;
  scene.add(studioBackdrop(scene, { glowAt: [1000, 100], warmth: 0.36 }));
  // The closed book, top left, with its page edges showing.
  const bx = 70;
  const by = 60;
  const bw = 400;
  const bh = 540;
  let coverCap = 46;
  while (text("Guidelines", 0, 0, fonts.display(coverCap, 820, 92, -0.02)).width > bw - 96) coverCap *= 0.96;
  const coverTitle = fonts.display(coverCap, 820, 92, -0.02);
  scene.add(
    g(
      [
        shadowRect(scene, bx, by, bw, bh, { blur: 36, opacity: 0.7, dx: 10, dy: 24 }),
        rect(bx + 6, by + 8, bw, bh, 4, { fill: "#ddd5c7" }),
        rect(bx + 3, by + 4, bw, bh, 4, { fill: "#efe9df" }),
        rect(bx, by, bw, bh, 4, { fill: scene.fade([bx, by, bx + bw, by + bh], "#3a251b", K.espresso) }),
        rect(bx, by, 16, bh, 0, { fill: "#000", opacity: 0.2 }),
        kestrelMark(bx + 48, by + 56, 84, K.rust),
        t("KESTREL", bx + 48, by + 142, fonts.display(14, 800, 112, 0.1), { fill: K.cream }),
        t("Brand", bx + 46, by + 236, coverTitle, { fill: K.cream }),
        t("Guidelines", bx + 46, by + 236 + coverCap * 1.3, coverTitle, { fill: K.cream }),
        rect(bx + 48, by + 322, 60, 4, 0, { fill: K.rust }),
        t("EDITION 1.0  ·  2026", bx + 48, by + 356, fonts.label(8, 700, 0.26), { fill: K.sand }),
        rect(bx, by, bw, bh, 4, {
          fill: scene.linear([bx, by, bx + bw, by + bh], stops(["#fff", 0.1], ["#fff", 0], ["#000", 0.2])),
        }),
      ],
      { transform: rotate(-8, bx + bw / 2, by + bh / 2) },
    ),
  );
  // The open spread.
  const ox = 428;
  const oy = 340;
  const pw = 360;
  const ph = 470;
  const left: string[] = [
    t("02", ox + 34, oy + 52, fonts.display(10, 700, 100), { fill: K.rust }),
    t("Logo use", ox + 34, oy + 84, fonts.display(24, 800, 100, -0.01), { fill: K.espresso }),
    rect(ox + 34, oy + 104, pw - 68, 150, 2, { fill: "#ece4d8" }),
    rect(ox + 124, oy + 124, pw - 248, 110, 0, { stroke: MARKER, sw: 1, dash: "4 3" }),
    kestrelMark(ox + pw / 2 - 52, oy + 146, 104, K.espresso),
  ];
  ["x", "x", "x", "x"].forEach((xLabel, i) => {
    const [mx, my] = [
      [ox + pw / 2, oy + 120],
      [ox + pw / 2, oy + 240],
      [ox + 110, oy + 179],
      [ox + pw - 110, oy + 179],
    ][i] as [number, number];
    left.push(
      circle(mx, my, 7, { stroke: MARKER, sw: 1, fill: "#ece4d8" }),
      t(xLabel, mx, my + 3, fonts.ui(5.5, 700), { fill: MARKER, anchor: "middle" }),
    );
  });
  const misuse = ["Don't stretch", "Don't recolour", "Don't rotate", "Don't outline"];
  const tw = (pw - 68 - 14) / 2;
  misuse.forEach((caption, i) => {
    const tx = ox + 34 + (i % 2) * (tw + 14);
    const ty = oy + 268 + Math.floor(i / 2) * 88;
    const mark =
      i === 0
        ? g(kestrelMark(tx + tw / 2 - 28, ty + 10, 56, K.espresso), {
            transform: `${translate(tx + tw / 2, ty + 28)} scale(1.55 0.62) ${translate(-(tx + tw / 2), -(ty + 28))}`,
          })
        : i === 1
          ? kestrelMark(tx + tw / 2 - 28, ty + 10, 56, "#5b8c4a")
          : i === 2
            ? g(kestrelMark(tx + tw / 2 - 28, ty + 10, 56, K.espresso), {
                transform: rotate(-24, tx + tw / 2, ty + 28),
              })
            : path(KESTREL_D, {
                stroke: K.espresso,
                sw: 3,
                transform: `${translate(tx + tw / 2 - 28, ty + 10)} scale(0.56)`,
              });
    left.push(
      rect(tx, ty, tw, 54, 2, { fill: "#ece4d8" }),
      mark,
      line(tx + tw - 22, ty + 8, tx + tw - 8, ty + 22, { stroke: MARKER, sw: 2.2, cap: "round" }),
      line(tx + tw - 8, ty + 8, tx + tw - 22, ty + 22, { stroke: MARKER, sw: 2.2, cap: "round" }),
      t(caption, tx, ty + 68, fonts.ui(6, 560), { fill: K.ink, opacity: 0.7 }),
    );
  });
  left.push(folio(ox + 34, oy + ph - 16, pw - 68, 12, true));
  const rx = ox + pw;
  const right: string[] = [
    t("03", rx + 34, oy + 52, fonts.display(10, 700, 100), { fill: K.rust }),
    t("Colour", rx + 34, oy + 84, fonts.display(24, 800, 100, -0.01), { fill: K.espresso }),
  ];
  const swatches = [
    ["Espresso", K.espresso, "#2B1B14", K.cream],
    ["Kestrel", K.rust, "#C8552B", K.cream],
    ["Crema", K.sand, "#D9C3A0", K.espresso],
    ["Sky", K.sky, "#8FB3C9", K.espresso],
  ] as const;
  const sw = (pw - 68 - 18) / 4;
  swatches.forEach(([name, fill, hex, ink], i) => {
    const sx = rx + 34 + i * (sw + 6);
    const sh = i < 2 ? 250 : 190;
    right.push(
      rect(sx, oy + 104, sw, sh, 2, { fill }),
      t(name, sx + 8, oy + 104 + sh - 30, fonts.ui(6.2, 700), { fill: ink }),
      t(hex, sx + 8, oy + 104 + sh - 14, fonts.ui(4.6, 560), { fill: ink, opacity: 0.8 }),
    );
  });
  right.push(
    t("Aa", rx + 34, oy + 410, fonts.display(48, 800, 100, -0.02), { fill: K.espresso }),
    t("Archivo Bold", rx + 150, oy + 378, fonts.ui(7, 700), { fill: K.ink }),
    greek(random, rx + 150, oy + 390, pw - 190, 3, { h: 3.5, gap: 9, fill: K.ink, opacity: 0.25 }),
    folio(rx + 34, oy + ph - 16, pw - 68, 13, false),
  );
  const gutter = scene.linear(
    [ox, 0, ox + pw * 2, 0],
    stopsAt([0, "#000", 0.06], [0.42, "#000", 0], [0.5, "#000", 0.28], [0.58, "#fff", 0.05], [1, "#000", 0.1]),
  );
  scene.add(
    g(
      [
        shadowRect(scene, ox, oy, pw * 2, ph, { blur: 40, opacity: 0.75, dx: 10, dy: 26 }),
        rect(ox - 10, oy + 6, pw * 2 + 20, ph, 6, { fill: K.espresso }),
        rect(ox - 4, oy + 3, pw * 2 + 8, ph, 3, { fill: "#ddd5c7" }),
        rect(ox, oy, pw * 2, ph, 2, { fill: K.paper }),
        ...left,
        ...right,
        rect(ox, oy, pw * 2, ph, 2, { fill: gutter }),
        sheetLight(scene, ox, oy, pw * 2, ph),
      ],
      { transform: rotate(5, ox + pw, oy + ph / 2) },
    ),
    vignette(scene, 0.4),
  );
  return scene.svg(label);
}

/** 5 — Website Copywriting: the home page's copy, printed and edited in pen, with the pen. */
function copywritingShot(label: string): string {
  const scene = new Scene("shop:addon-website-copywriting", W, H);
  const { random } = scene;
  scene.add(studioBackdrop(scene, { glowAt: [260, 120], warmth: 0.36 }));
  // A cup of coffee at the corner of the desk.
  const cupX = 1040;
  const cupY = 150;
  scene.add(
    shadowCircle(scene, cupX, cupY, 150, { blur: 40, opacity: 0.65, dy: 26, dx: 10 }),
    circle(cupX, cupY, 150, {
      fill: scene.radial({ cx: cupX - 40, cy: cupY - 50, r: 200 }, stops("#f7f4ef", "#cfc8bd")),
    }),
    circle(cupX, cupY, 122, { stroke: "#000", sw: 1.5, strokeOpacity: 0.08 }),
    shadowCircle(scene, cupX, cupY, 96, { blur: 14, opacity: 0.3, dy: 8 }),
    g(
      [
        rect(cupX - 20, cupY + 84, 40, 70, 18, { fill: "#f1ede7", stroke: "#d6cfc4", sw: 2 }),
        rect(cupX - 9, cupY + 100, 18, 40, 9, { fill: "#c9c2b6" }),
      ],
      { transform: rotate(-40, cupX, cupY) },
    ),
    circle(cupX, cupY, 96, { fill: "#fbf9f5" }),
    circle(cupX, cupY, 82, {
      fill: scene.radial({ cx: cupX, cy: cupY, r: 82 }, stopsAt([0, "#8a5431"], [0.8, "#6b3b22"], [1, "#4a2716"])),
    }),
    // Latte art: a heart, its point pulled through by the pour.
    path(
      `M${cupX} ${cupY + 44}C${cupX - 24} ${cupY + 24} ${cupX - 52} ${cupY + 4} ${cupX - 48} ${cupY - 22}` +
        `C${cupX - 44} ${cupY - 46} ${cupX - 12} ${cupY - 50} ${cupX} ${cupY - 26}` +
        `C${cupX + 12} ${cupY - 50} ${cupX + 44} ${cupY - 46} ${cupX + 48} ${cupY - 22}` +
        `C${cupX + 52} ${cupY + 4} ${cupX + 24} ${cupY + 24} ${cupX} ${cupY + 44}Z`,
      { fill: "#eddcc4" },
    ),
    path(`M${cupX} ${cupY - 26}V${cupY + 58}`, { stroke: "#8a5431", sw: 2.4, cap: "round", opacity: 0.8 }),
    circle(cupX, cupY, 96, { stroke: "#000", sw: 3, strokeOpacity: 0.12 }),
  );
  const px = 190;
  const py = 70;
  const pw = 600;
  const ph = 790;
  let headlineCap = 40;
  while (text("roasted ten blocks away.", 0, 0, fonts.display(headlineCap, 800, 96, -0.015)).width > pw - 96)
    headlineCap *= 0.96;
  const headline = fonts.display(headlineCap, 800, 96, -0.015);
  const page: string[] = [
    sheet(scene, px, py, pw, ph),
    t("KESTRELCOFFEE.CA  ·  HOME", px + 44, py + 56, fonts.label(8, 700, 0.24), { fill: K.ink, opacity: 0.7 }),
    t("DRAFT 2  ·  412 WORDS", px + pw - 44, py + 56, fonts.label(8, 700, 0.24), {
      fill: K.ink,
      opacity: 0.45,
      anchor: "end",
    }),
    rect(px + 44, py + 72, pw - 88, 1.5, 0, { fill: K.ink, opacity: 0.2 }),
    t("H1", px + 18, py + 150, fonts.label(7, 800, 0.1), { fill: K.ink, opacity: 0.35 }),
    t("Small-batch coffee,", px + 44, py + 150, headline, { fill: K.espresso }),
    t("roasted ten blocks away.", px + 44, py + 200, headline, { fill: K.espresso }),
    t("We roast on Tuesdays and Fridays, so the beans in your cup", px + 44, py + 256, fonts.ui(11, 500), {
      fill: K.ink,
      opacity: 0.75,
    }),
    t("are never more than a few days old.", px + 44, py + 280, fonts.ui(11, 500), {
      fill: K.ink,
      opacity: 0.75,
    }),
    rect(px + 44, py + 310, 176, 46, 23, { fill: K.espresso }),
    t("Book a tasting", px + 132, py + 339, fonts.ui(11, 700), { fill: K.cream, anchor: "middle" }),
    t("H2", px + 18, py + 420, fonts.label(7, 800, 0.1), { fill: K.ink, opacity: 0.35 }),
    t("Why Kestrel", px + 44, py + 420, fonts.display(22, 780, 100, -0.01), { fill: K.espresso }),
    greek(random, px + 44, py + 446, pw - 150, 5, { h: 6, gap: 17, fill: K.ink, opacity: 0.22 }),
    t("H2", px + 18, py + 580, fonts.label(7, 800, 0.1), { fill: K.ink, opacity: 0.35 }),
    t("Visit the roastery", px + 44, py + 580, fonts.display(22, 780, 100, -0.01), { fill: K.espresso }),
    greek(random, px + 44, py + 606, pw - 150, 4, { h: 6, gap: 17, fill: K.ink, opacity: 0.22 }),
    rect(px + 44, py + 700, pw - 88, 60, 6, { fill: "#ece5d9" }),
    t("META", px + 60, py + 726, fonts.label(6.5, 800, 0.2), { fill: MARKER }),
    t("Kestrel Coffee Roasters | Fresh coffee, roasted in Calgary", px + 60, py + 746, fonts.ui(8.6, 560), {
      fill: K.ink,
      opacity: 0.8,
    }),
    t("54 / 60", px + pw - 60, py + 746, fonts.ui(8.6, 700), { fill: "#3f7f4a", anchor: "end" }),
    sheetLight(scene, px, py, pw, ph),
  ];
  // The edits: "Small-batch" struck out for "Fresh", a caret, and notes in the margin.
  const strikeEnd = px + 44 + text("Small-batch", 0, 0, headline).width;
  const strikeY = py + 150 - headlineCap * 0.42;
  page.push(
    handStroke(
      random,
      [
        [px + 40, strikeY + 1],
        [(px + 40 + strikeEnd) / 2, strikeY - 2],
        [strikeEnd + 4, strikeY],
      ],
      5,
    ),
    note("Fresh", px + 64, py + 104, 22),
    handLoop(random, px + 132, py + 333, 104, 34, 3.5),
    handStroke(random, [
      [px + 240, py + 340],
      [px + 300, py + 356],
      [px + 340, py + 350],
    ]),
    note("make it the hero", px + 350, py + 356, 15),
    handStroke(
      random,
      [
        [px + pw - 70, py + 446],
        [px + pw - 58, py + 448],
        [px + pw - 58, py + 512],
        [px + pw - 70, py + 516],
      ],
      3.5,
    ),
    note("cut 20%", px + pw - 50, py + 488, 14),
    handStroke(
      random,
      [
        [px + pw - 120, py + 574],
        [px + pw - 104, py + 590],
        [px + pw - 74, py + 556],
      ],
      4.5,
    ),
  );
  scene.add(g(page, { transform: rotate(-3, px + pw / 2, py + ph / 2) }));
  // A fountain pen, capped, lying across the page's corner.
  scene.add(
    pen(scene, 720, 700, 470, -28, { body: "#141414", band: "#d3a15c", tip: "#d9b37a", radius: 17, nib: true }),
    vignette(scene, 0.42),
  );
  return scene.svg(label);
}

type PhotoKind = "peaks" | "latte" | "skyline" | "canola" | "forest" | "lake" | "aurora" | "beans" | "wheat";

/** A mountain ridge across a box: sharp peaks from a sum of folded sines, filled with `fill`. */
function ridge(x: number, y: number, w: number, h: number, base: number, amp: number, seed: number, fill: string) {
  const steps = 28;
  const points: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const f = i / steps;
    const peak =
      (1 - Math.abs(Math.sin(f * 5.3 + seed))) * 0.6 +
      (1 - Math.abs(Math.sin(f * 11.7 + seed * 2.1))) * 0.3 +
      Math.sin(f * 31 + seed) * 0.05;
    points.push(`${num(x + f * w)} ${num(y + h * base - peak * amp)}`);
  }
  return path(`M${num(x)} ${num(y + h)}L${points.join("L")}L${num(x + w)} ${num(y + h)}Z`, { fill });
}

/** Spruce silhouettes along a line. */
function spruces(random: Prng, x: number, w: number, base: number, height: number, count: number, fill: string) {
  const d: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const tx = x + (i / (count - 1)) * w + random.range(-w / count / 3, w / count / 3);
    const th = height * random.range(0.6, 1.1);
    const tw = th * 0.22;
    d.push(
      `M${num(tx)} ${num(base - th)}L${num(tx + tw * 0.55)} ${num(base - th * 0.45)}L${num(tx + tw * 0.3)} ${num(base - th * 0.45)}` +
        `L${num(tx + tw)} ${num(base)}H${num(tx - tw)}L${num(tx - tw * 0.3)} ${num(base - th * 0.45)}L${num(tx - tw * 0.55)} ${num(base - th * 0.45)}Z`,
    );
  }
  return path(d.join(""), { fill });
}

/**
 * A stock photograph drawn into a frame. `crop` zooms into the scene the way a neighbouring frame
 * on a contact sheet reframes the same subject.
 */
function stockPhoto(
  scene: Scene,
  kind: PhotoKind,
  fx: number,
  fy: number,
  fw: number,
  fh: number,
  crop: { zoom: number; ax: number; ay: number } = { zoom: 1, ax: 0.5, ay: 0.5 },
): string {
  const clip = scene.clip(rect(fx, fy, fw, fh));
  const w = fw * crop.zoom;
  const h = fh * crop.zoom;
  const x = fx - (w - fw) * crop.ax;
  const y = fy - (h - fh) * crop.ay;
  // Seeded by subject, so two framings (or the loupe's view) of one scene show the same scene.
  const random = createPrng(`stock:${kind}`);
  const p: string[] = [];
  /** The mountains mirrored in still water below `water`. */
  const reflect = (content: readonly string[], water: number, opacity: number) =>
    g(g(content, { transform: `translate(0 ${num(water * 2)}) scale(1 -1)`, opacity }), {
      clip: scene.clip(rect(x, water, w, y + h - water)),
    });
  const vfade = (stops: readonly [number, string][], y0 = y, y1 = y + h) =>
    scene.linear(
      [0, y0, 0, y1],
      stops.map(([offset, color]) => ({ offset, color })),
    );
  switch (kind) {
    case "peaks": {
      const water = y + h * 0.68;
      const sky = vfade(
        [
          [0, "#6f8fbf"],
          [0.55, "#f2c7a8"],
          [1, "#ffdcae"],
        ],
        y,
        water,
      );
      const range = [
        ridge(
          x,
          y,
          w,
          h,
          0.6,
          h * 0.36,
          1.4,
          vfade(
            [
              [0, "#f4e6e2"],
              [0.3, "#a995a8"],
              [1, "#8a7a92"],
            ],
            y + h * 0.2,
            water,
          ),
        ),
        ridge(
          x,
          y,
          w,
          h,
          0.68,
          h * 0.22,
          3.1,
          vfade(
            [
              [0, "#6a5f78"],
              [1, "#3d3a52"],
            ],
            y + h * 0.4,
            water,
          ),
        ),
      ];
      p.push(
        rect(x, y, w, h, 0, { fill: sky }),
        glow(scene, x + w * 0.72, y + h * 0.5, w * 0.5, "#fff1d6", 0.9),
        ...range,
        spruces(random, x, w, water, h * 0.12, 26, "#1f2430"),
        rect(x, water, w, h - h * 0.68, 0, {
          fill: vfade(
            [
              [0, "#c9a7a0"],
              [1, "#3a3f58"],
            ],
            water,
            y + h,
          ),
        }),
        reflect(range, water, 0.35),
        rect(x + w * 0.52, water + h * 0.03, w * 0.36, 1.4, 0, { fill: "#fff3dc", opacity: 0.7 }),
        rect(x + w * 0.6, water + h * 0.08, w * 0.22, 1.2, 0, { fill: "#fff3dc", opacity: 0.5 }),
      );
      break;
    }
    case "latte": {
      const cx = x + w * 0.46;
      const cy = y + h * 0.5;
      const r = h * 0.34;
      p.push(
        rect(x, y, w, h, 0, { fill: scene.fade([x, y, x + w, y + h], "#9a6b45", "#4e3120") }),
        ...Array.from({ length: 9 }, (_, i) =>
          rect(x, y + (i / 9) * h + random.range(0, h / 12), w, 0.8, 0, { fill: "#2a180d", opacity: 0.3 }),
        ),
        glow(scene, x + w * 0.2, y + h * 0.1, w * 0.7, "#ffe8c8", 0.35),
        circle(cx + r * 0.16, cy + r * 0.22, r * 1.02, { fill: "#1c0f08", opacity: 0.35 }),
        circle(cx, cy, r, {
          fill: scene.radial({ cx: cx - r * 0.4, cy: cy - r * 0.4, r: r * 1.6 }, stops("#ffffff", "#cfc6b8")),
        }),
        circle(cx, cy, r * 0.76, {
          fill: scene.radial({ cx, cy, r: r * 0.76 }, stopsAt([0, "#b27a4a"], [0.85, "#7a4627"], [1, "#4a2716"])),
        }),
        path(
          `M${num(cx)} ${num(cy + r * 0.4)}C${num(cx - r * 0.5)} ${num(cy)} ${num(cx - r * 0.4)} ${num(cy - r * 0.45)} ${num(cx)} ${num(cy - r * 0.2)}` +
            `C${num(cx + r * 0.4)} ${num(cy - r * 0.45)} ${num(cx + r * 0.5)} ${num(cy)} ${num(cx)} ${num(cy + r * 0.4)}Z`,
          { fill: "#efdcc0" },
        ),
        ...[
          [0.84, 0.22, 20],
          [0.9, 0.7, -30],
          [0.1, 0.82, 50],
        ].map(([bx, by, a]) =>
          g(
            [
              ellipse(0, 0, r * 0.12, r * 0.08, { fill: "#3a1e10" }),
              path(`M${num(-r * 0.1)} 0H${num(r * 0.1)}`, { stroke: "#1a0d06", sw: 1 }),
            ],
            { transform: `${translate(x + w * (bx as number), y + h * (by as number))} ${rotate(a as number)}` },
          ),
        ),
      );
      break;
    }
    case "skyline": {
      const ground = y + h * 0.74;
      p.push(
        rect(x, y, w, h, 0, {
          fill: vfade(
            [
              [0, "#1d2450"],
              [0.55, "#7a4f7c"],
              [1, "#f08a5a"],
            ],
            y,
            ground,
          ),
        }),
        glow(scene, x + w * 0.3, ground, w * 0.45, "#ffb27a", 0.6),
      );
      const towers: string[] = [];
      const windows: string[] = [];
      let bx = x - w * 0.02;
      while (bx < x + w) {
        const bw = w * random.range(0.05, 0.1);
        const bh = h * random.range(0.18, 0.48);
        towers.push(rect(bx, ground - bh, bw - 1.5, bh));
        for (let wy = ground - bh + 5; wy < ground - 4; wy += 6)
          for (let wx = bx + 3; wx < bx + bw - 5; wx += 5) if (random.next() < 0.28) windows.push(rect(wx, wy, 2, 2.4));
        bx += bw;
      }
      // A tower with a round observation deck, the way Calgary's skyline reads from the river.
      const tx = x + w * 0.62;
      towers.push(
        path(
          `M${num(tx - w * 0.012)} ${num(ground)}L${num(tx - w * 0.008)} ${num(y + h * 0.2)}H${num(tx + w * 0.008)}L${num(tx + w * 0.012)} ${num(ground)}Z`,
        ),
        rect(tx - w * 0.03, y + h * 0.14, w * 0.06, h * 0.07, h * 0.02),
        rect(tx - w * 0.002, y + h * 0.06, w * 0.004, h * 0.08),
      );
      p.push(
        `<g fill="#15152a">${towers.join("")}</g>`,
        `<g fill="#ffd59a" opacity="0.85">${windows.join("")}</g>`,
        rect(tx - w * 0.026, y + h * 0.165, w * 0.052, h * 0.012, 0, { fill: "#ffcf7a" }),
        rect(x, ground, w, h - (ground - y), 0, {
          fill: vfade(
            [
              [0, "#3b2a48"],
              [1, "#0f0f1e"],
            ],
            ground,
            y + h,
          ),
        }),
        ...Array.from({ length: 14 }, (_, i) =>
          rect(x + random.range(0, w * 0.9), ground + 3 + i * 2.4, random.range(6, 22), 1, 0.5, {
            fill: "#ffc98a",
            opacity: 0.5,
          }),
        ),
      );
      break;
    }
    case "canola": {
      const horizon = y + h * 0.56;
      p.push(
        rect(x, y, w, h, 0, {
          fill: vfade(
            [
              [0, "#2f6fb8"],
              [1, "#b9d6ee"],
            ],
            y,
            horizon,
          ),
        }),
        ellipse(x + w * 0.28, y + h * 0.22, w * 0.16, h * 0.07, { fill: "#ffffff", opacity: 0.85 }),
        ellipse(x + w * 0.36, y + h * 0.17, w * 0.1, h * 0.07, { fill: "#ffffff", opacity: 0.9 }),
        ellipse(x + w * 0.78, y + h * 0.3, w * 0.12, h * 0.04, { fill: "#ffffff", opacity: 0.7 }),
        rect(x, horizon - h * 0.02, w, h * 0.03, 0, { fill: "#5d7a4a" }),
        // A prairie grain elevator on the horizon.
        rect(x + w * 0.66, horizon - h * 0.24, w * 0.07, h * 0.24, 0, { fill: "#9c3b26" }),
        path(
          `M${num(x + w * 0.655)} ${num(horizon - h * 0.24)}L${num(x + w * 0.695)} ${num(horizon - h * 0.31)}L${num(x + w * 0.735)} ${num(horizon - h * 0.24)}Z`,
          { fill: "#7c2b1b" },
        ),
        rect(x + w * 0.73, horizon - h * 0.1, w * 0.05, h * 0.1, 0, { fill: "#86311f" }),
        rect(x, horizon, w, h - (horizon - y), 0, {
          fill: vfade(
            [
              [0, "#e8c82a"],
              [1, "#c99a12"],
            ],
            horizon,
            y + h,
          ),
        }),
        ...Array.from({ length: 7 }, (_, i) => {
          const spread = (i - 3) * w * 0.3;
          return path(`M${num(x + w / 2 + spread * 0.05)} ${num(horizon)}L${num(x + w / 2 + spread)} ${num(y + h)}`, {
            stroke: "#8a6a0c",
            sw: 1.2,
            opacity: 0.35,
          });
        }),
      );
      break;
    }
    case "forest": {
      const layers: [number, string][] = [
        [0.5, "#9fb2a6"],
        [0.66, "#6d8679"],
        [0.82, "#40594b"],
        [1.02, "#1f3327"],
      ];
      p.push(
        rect(x, y, w, h, 0, {
          fill: vfade([
            [0, "#eef0e6"],
            [1, "#b9c8bc"],
          ]),
        }),
      );
      layers.forEach(([base, fill], i) =>
        p.push(spruces(random, x - w * 0.05, w * 1.1, y + h * base, h * (0.3 + i * 0.12), 9 + i * 2, fill)),
      );
      p.push(
        path(
          `M${num(x + w * 0.2)} ${num(y)}L${num(x + w * 0.35)} ${num(y)}L${num(x + w * 0.75)} ${num(y + h)}L${num(x + w * 0.45)} ${num(y + h)}Z`,
          { fill: "#fffbe8", opacity: 0.16 },
        ),
        glow(scene, x + w * 0.25, y, w * 0.4, "#fffbe8", 0.5),
      );
      break;
    }
    case "lake": {
      const water = y + h * 0.6;
      const range = ridge(
        x,
        y,
        w,
        h,
        0.6,
        h * 0.42,
        0.4,
        vfade(
          [
            [0, "#ffffff"],
            [0.25, "#b3bfcf"],
            [1, "#51617a"],
          ],
          y + h * 0.15,
          water,
        ),
      );
      p.push(
        rect(x, y, w, h, 0, {
          fill: vfade(
            [
              [0, "#5f95d0"],
              [1, "#d6e7f3"],
            ],
            y,
            water,
          ),
        }),
        range,
        spruces(random, x, w, water, h * 0.16, 30, "#203a2c"),
        rect(x, water, w, h - h * 0.6, 0, {
          fill: vfade(
            [
              [0, "#47b3b5"],
              [1, "#1f6f7d"],
            ],
            water,
            y + h,
          ),
        }),
        reflect([range], water, 0.3),
        rect(x + w * 0.2, water + h * 0.06, w * 0.5, 1.2, 0, { fill: "#ffffff", opacity: 0.35 }),
      );
      break;
    }
    case "aurora": {
      const base = y + h * 0.9;
      p.push(
        rect(x, y, w, h, 0, {
          fill: vfade([
            [0, "#070b1e"],
            [1, "#173049"],
          ]),
        }),
      );
      for (let i = 0; i < 40; i += 1)
        p.push(
          circle(x + random.range(0, w), y + random.range(0, h * 0.6), random.range(0.4, 1.1), {
            fill: "#fff",
            opacity: 0.8,
          }),
        );
      for (const [dy, op] of [
        [0.3, 0.55],
        [0.42, 0.35],
      ] as const)
        p.push(
          path(
            `M${num(x)} ${num(y + h * (dy + 0.2))}C${num(x + w * 0.3)} ${num(y + h * (dy - 0.25))} ${num(x + w * 0.6)} ${num(y + h * (dy + 0.3))} ${num(x + w)} ${num(y + h * (dy - 0.1))}`,
            { stroke: scene.fade([x, 0, x + w, 0], "#3df5a0", "#7a5cff"), sw: h * 0.12, opacity: op, cap: "round" },
          ),
        );
      p.push(
        glowEllipse(scene, x + w * 0.5, y + h * 0.45, w * 0.6, h * 0.25, "#3df5a0", 0.25),
        spruces(random, x - w * 0.05, w * 1.1, base, h * 0.34, 14, "#05080f"),
        rect(x, base - 1, w, h - (base - y) + 1, 0, { fill: "#05080f" }),
      );
      break;
    }
    case "beans": {
      p.push(
        rect(x, y, w, h, 0, {
          fill: scene.radial({ cx: x + w * 0.4, cy: y + h * 0.3, r: w }, stops("#6b3b1e", "#1e0f07")),
        }),
      );
      for (let i = 0; i < 26; i += 1) {
        const bx = x + random.range(0, w);
        const by = y + random.range(0, h);
        const br = h * random.range(0.09, 0.14);
        const fill = scene.radial({ cx: -br * 0.3, cy: -br * 0.3, r: br * 1.4 }, stops("#8a5130", "#2a140a"));
        p.push(
          g(
            [
              ellipse(0, 0, br, br * 0.72, { fill }),
              path(
                `M${num(-br * 0.8)} ${num(br * 0.05)}C${num(-br * 0.3)} ${num(-br * 0.25)} ${num(br * 0.3)} ${num(br * 0.3)} ${num(br * 0.8)} 0`,
                {
                  stroke: "#160a04",
                  sw: 1.2,
                },
              ),
            ],
            { transform: `${translate(bx, by)} ${rotate(random.range(0, 180))}` },
          ),
        );
      }
      break;
    }
    default: {
      const horizon = y + h * 0.52;
      p.push(
        rect(x, y, w, h, 0, {
          fill: vfade(
            [
              [0, "#e9a86a"],
              [1, "#ffe7b8"],
            ],
            y,
            horizon,
          ),
        }),
        glow(scene, x + w * 0.34, horizon - h * 0.02, w * 0.5, "#fff6dc", 1),
        circle(x + w * 0.34, horizon - h * 0.06, h * 0.07, { fill: "#fffaf0" }),
        spruces(random, x + w * 0.55, w * 0.45, horizon + 1, h * 0.1, 12, "#6b4a2a"),
        rect(x, horizon, w, h - (horizon - y), 0, {
          fill: vfade(
            [
              [0, "#e2a54d"],
              [1, "#7a4a1a"],
            ],
            horizon,
            y + h,
          ),
        }),
        ...Array.from({ length: 60 }, () => {
          const sx = x + random.range(0, w);
          const sy = horizon + h * random.range(0.2, 0.5);
          return path(
            `M${num(sx)} ${num(y + h)}Q${num(sx + 2)} ${num((sy + y + h) / 2)} ${num(sx + random.range(-4, 6))} ${num(sy)}`,
            {
              stroke: "#5c3510",
              sw: 1,
              opacity: 0.5,
            },
          );
        }),
      );
    }
  }
  // The lens's own falloff towards the corners.
  p.push(
    rect(fx, fy, fw, fh, 0, {
      fill: scene.radial(
        { cx: fx + fw / 2, cy: fy + fh / 2, r: Math.hypot(fw, fh) / 2 },
        stopsAt([0.55, "#000", 0], [1, "#000", 0.35]),
      ),
    }),
  );
  return g(p, { clip });
}

/** 6 — Stock Image Licensing: a contact sheet with picks circled, a loupe, and the licence tag. */
function stockShot(label: string): string {
  const scene = new Scene("shop:addon-stock-image-licensing", W, H);
  const { random } = scene;
  scene.add(studioBackdrop(scene, { glowAt: [1000, 140], warmth: 0.34 }));
  const sx = 70;
  const sy = 150;
  const sw = 780;
  const sh = 620;
  const cols = 4;
  const gap = 18;
  const fw = (sw - 80 - gap * (cols - 1)) / cols;
  const fh = fw * (2 / 3);
  const frames12: [PhotoKind, { zoom: number; ax: number; ay: number }?][] = [
    ["peaks"],
    ["latte"],
    ["skyline"],
    ["canola"],
    ["forest"],
    ["lake"],
    ["aurora"],
    ["peaks", { zoom: 1.6, ax: 0.8, ay: 0.5 }],
    ["beans"],
    ["wheat"],
    ["skyline", { zoom: 1.7, ax: 0.62, ay: 0.3 }],
    ["lake", { zoom: 1.5, ax: 0.3, ay: 0.7 }],
  ];
  const frames: string[] = [];
  const at = (i: number) => [sx + 40 + (i % cols) * (fw + gap), sy + 90 + Math.floor(i / cols) * (fh + 52)] as const;
  frames12.forEach(([kind, crop], i) => {
    const [fx, fy] = at(i);
    frames.push(
      rect(fx - 1, fy - 1, fw + 2, fh + 2, 0, { fill: "#1a1a1a" }),
      stockPhoto(scene, kind, fx, fy, fw, fh, crop),
      t(`EMB-${20410 + i}`, fx, fy + fh + 20, fonts.label(6.5, 700, 0.14), { fill: K.ink, opacity: 0.55 }),
    );
  });
  const picks = [0, 5, 9];
  const marks = picks.map((i) => {
    const [fx, fy] = at(i);
    return handStroke(
      random,
      [
        [fx - 8, fy - 6],
        [fx + fw / 2, fy - 11],
        [fx + fw + 8, fy - 10],
        [fx + fw + 11, fy + fh / 2],
        [fx + fw + 8, fy + fh + 8],
        [fx + fw / 2, fy + fh + 12],
        [fx - 8, fy + fh + 9],
        [fx - 11, fy + fh / 2],
        [fx - 6, fy - 14],
      ],
      4,
    );
  });
  scene.add(
    g(
      [
        sheet(scene, sx, sy, sw, sh, "#fbfaf7"),
        t("CONTACT SHEET  ·  KESTREL WEBSITE", sx + 40, sy + 52, fonts.label(9, 700, 0.24), {
          fill: K.ink,
          opacity: 0.75,
        }),
        t("3 SELECTED", sx + sw - 40, sy + 52, fonts.label(9, 800, 0.24), { fill: MARKER, anchor: "end" }),
        ...frames,
        ...marks,
        sheetLight(scene, sx, sy, sw, sh),
      ],
      { transform: rotate(-3, sx + sw / 2, sy + sh / 2) },
    ),
  );
  // The loupe, standing on the coast frame, magnifying it.
  const [lfx, lfy] = at(2);
  const lx = lfx + fw * 0.5;
  const ly = lfy + fh * 0.4;
  const lr = 96;
  const lens = scene.clip(circle(lx, ly, lr - 14));
  const zoom = 2.1;
  scene.add(
    g(
      [
        shadowCircle(scene, lx, ly, lr, { blur: 28, opacity: 0.7, dy: 24, dx: 14 }),
        circle(lx, ly, lr, {
          fill: scene.linear(
            [lx - lr, ly - lr, lx + lr, ly + lr],
            stopsAt([0, "#3a3a3c"], [0.45, "#0f0f10"], [1, "#2b2b2d"]),
          ),
        }),
        g(
          [
            rect(lx - lr, ly - lr, lr * 2, lr * 2, 0, { fill: "#fbfaf7" }),
            g(stockPhoto(scene, "skyline", lfx, lfy, fw, fh), {
              transform: `${translate(lx - (lfx + fw * 0.5) * zoom, ly - (lfy + fh * 0.4) * zoom)} scale(${zoom})`,
            }),
          ],
          { clip: lens },
        ),
        circle(lx, ly, lr - 14, { stroke: "#000", sw: 3, strokeOpacity: 0.5 }),
        path(
          `M${num(lx - lr * 0.6)} ${num(ly - lr * 0.3)}A${num(lr * 0.7)} ${num(lr * 0.7)} 0 0 1 ${num(lx + lr * 0.2)} ${num(ly - lr * 0.68)}`,
          { stroke: "#fff", sw: 8, cap: "round", opacity: 0.35 },
        ),
      ],
      { transform: rotate(-3, sx + sw / 2, sy + sh / 2) },
    ),
  );
  // The licence tag, tied on with string.
  const tx = 860;
  const ty = 300;
  const tw = 270;
  const th = 400;
  const notch = 56;
  const tagPath =
    `M${tx + notch} ${ty}H${tx + tw - notch}L${tx + tw} ${ty + notch}V${ty + th - 10}Q${tx + tw} ${ty + th} ${tx + tw - 10} ${ty + th}` +
    `H${tx + 10}Q${tx} ${ty + th} ${tx} ${ty + th - 10}V${ty + notch}Z`;
  const hole = [tx + tw / 2, ty + 46] as const;
  scene.add(
    path(
      `M${hole[0]} ${hole[1]}C${hole[0] - 40} ${hole[1] - 160} ${hole[0] - 260} ${hole[1] - 150} ${hole[0] - 300} ${hole[1] - 40}`,
      { stroke: "#e9dcc0", sw: 3, opacity: 0.85, transform: rotate(9, tx + tw / 2, ty + th / 2) },
    ),
    g(
      [
        shadowRect(scene, tx, ty, tw, th, { blur: 30, opacity: 0.7, dx: 10, dy: 22 }),
        path(tagPath, { fill: scene.fade([tx, ty, tx + tw, ty + th], palette.accentGlow, MARKER) }),
        path(tagPath, {
          fill: scene.linear([tx, ty, tx + tw, ty + th], stops(["#fff", 0.18], ["#fff", 0], ["#000", 0.18])),
        }),
        circle(hole[0], hole[1], 20, { fill: "#e9e3da" }),
        circle(hole[0], hole[1], 11, { fill: "#1a1310" }),
        t("LICENSED", tx + tw / 2, ty + 142, fonts.display(34, 900, 92, 0.02), { fill: "#fff", anchor: "middle" }),
        rect(tx + 30, ty + 166, tw - 60, 2, 0, { fill: "#fff", opacity: 0.6 }),
        t("ROYALTY-FREE", tx + tw / 2, ty + 204, fonts.label(10, 800, 0.22), { fill: K.espresso, anchor: "middle" }),
        t("COMMERCIAL USE", tx + tw / 2, ty + 228, fonts.label(10, 800, 0.22), { fill: K.espresso, anchor: "middle" }),
        fitText("Licence EMB-20415  ·  3 images", tx + tw / 2, ty + 300, tw - 50, (c) => fonts.ui(c, 600), 10, {
          fill: "#fff",
          anchor: "middle",
        }).markup,
        t("Kestrel Coffee Roasters", tx + tw / 2, ty + 326, fonts.ui(10, 600), {
          fill: "#fff",
          anchor: "middle",
          opacity: 0.85,
        }),
        rect(tx + 30, ty + th - 50, tw - 60, 24, 4, { fill: "#fff", opacity: 0.9 }),
        ...Array.from({ length: 34 }, (_, i) =>
          rect(tx + 38 + i * ((tw - 76) / 34), ty + th - 46, i % 3 === 0 ? 3 : 1.5, 16, 0, { fill: K.ink }),
        ),
      ],
      { transform: rotate(9, tx + tw / 2, ty + th / 2) },
    ),
    glowEllipse(scene, 1000, 160, 300, 120, palette.accentGlow, 0.08),
    vignette(scene, 0.42),
  );
  return scene.svg(label);
}

/** The add-on ids with a design, keyed like the site's add-ons. */
export const addonDesigns: Readonly<Record<string, { title: string; draw(label: string): string }>> = {
  "extra-revision-round": {
    title: "a marked-up logo proof on top of its earlier rounds, stamped +1 round",
    draw: revisionShot,
  },
  "rush-delivery": { title: "a chrome stopwatch with a 48-hour dial beside a calendar", draw: rushShot },
  "social-launch-kit": {
    title: "a new café's profile on a phone with its cover banner, story and profile pictures",
    draw: launchKitShot,
  },
  "brand-guidelines": {
    title: "a brand guidelines book, closed and open at its logo use and colour pages",
    draw: guidelinesShot,
  },
  "website-copywriting": {
    title: "a printed page of website copy edited in pen, with a fountain pen and a coffee",
    draw: copywritingShot,
  },
  "stock-image-licensing": {
    title: "a contact sheet of stock photos with picks circled, a loupe and a licence tag",
    draw: stockShot,
  },
};
