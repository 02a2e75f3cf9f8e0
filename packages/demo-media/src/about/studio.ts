import {
  circle,
  ct,
  ellipse,
  emberMark,
  fonts,
  g,
  glow,
  glowEllipse,
  greek,
  path,
  rect,
  Scene,
  shadowRect,
  translate,
  vignette,
} from "../kit";
import { createPrng } from "../prng";
import { siteData } from "../site-data";
import { num, stopsAt } from "../svg";
import { smooth } from "../video";

const palette = siteData("palette");

/**
 * "Inside the studio", the about page's reel: a calm night scene at the studio. A desk in the
 * middle, its monitor cycling through layouts in progress, an architect's lamp throwing a warm
 * cone across it with dust turning in the light, the moodboard wall behind, Calgary's lights in
 * the window, and the camera drifting slowly so the layers slide past each other.
 *
 * The page shows it at 16:11 on desktop and 4:5 on phones (object-cover), so everything that
 * matters sits in the middle (x 230–1050, y 72–952); the bottom-left corner, under the rotating
 * badge, stays dark and quiet. Every motion is periodic in the loop, so it repeats seamlessly.
 */

export const STUDIO = { width: 1280, height: 1024, fps: 24, seconds: 8 } as const;
export const STUDIO_FRAMES = STUDIO.fps * STUDIO.seconds;

const { width: W, height: H } = STUDIO;
const TAU = Math.PI * 2;
const WARM = "#ffb46a";
const DESK_Y = 690;

/** The camera's drift at loop phase t: one slow ellipse a loop, and a breath of zoom. */
export function drift(t: number): { x: number; y: number; zoom: number } {
  return { x: 22 * Math.sin(TAU * t), y: 9 * Math.sin(TAU * t + 1.1), zoom: 1.02 + 0.015 * Math.cos(TAU * t) };
}

/** A layer at `depth` (0 far, 1 the desk, >1 foreground) moved by the camera. */
function layer(t: number, depth: number, content: string): string {
  const d = drift(t);
  const z = 1 + (d.zoom - 1) * depth;
  return g(content, {
    transform: `translate(${num(W / 2 - d.x * depth, 2)} ${num(H / 2 - d.y * depth, 2)}) scale(${num(z, 5)}) translate(${-W / 2} ${-H / 2})`,
  });
}

const DUST = (() => {
  const random = createPrng("about-studio:dust");
  return Array.from({ length: 70 }, () => ({
    x: random.range(640, 1080),
    y: random.range(260, 700),
    r: random.range(0.8, 2.4),
    o: random.range(0.3, 0.9),
    offset: random.next(),
    rise: random.range(20, 70),
    sway: random.range(6, 22),
    cycles: 1 + Math.floor(random.next() * 2),
  }));
})();

const CITY = (() => {
  const random = createPrng("about-studio:city");
  const towers: { x: number; w: number; h: number; lights: { x: number; y: number; o: number }[] }[] = [];
  for (let x = 1010; x < 1290;) {
    const w = random.range(22, 46);
    const h = random.range(60, 220);
    const lights = Array.from({ length: Math.floor(h / 14) }, () => ({
      x: x + random.range(3, w - 6),
      y: 560 - random.range(8, h - 8),
      o: random.range(0.3, 0.95),
    }));
    towers.push({ x, w, h, lights });
    x += w + random.range(2, 8);
  }
  return towers;
})();

/** The far wall: warm charcoal, a tall window onto the city at night, and a shelf. */
function backWall(scene: Scene, t: number): string {
  const parts: string[] = [
    rect(-60, -60, W + 120, H + 120, 0, {
      fill: scene.linear([0, 0, 0, H], stopsAt([0, "#17130f"], [0.6, "#1d1813"], [1, "#0f0c0a"])),
    }),
  ];
  // Window, right: dusk going to night, the towers' lights.
  const win = { x: 1000, y: 120, w: 300, h: 440 };
  const clip = scene.clip(rect(win.x, win.y, win.w, win.h));
  const city: string[] = [
    rect(win.x, win.y, win.w, win.h, 0, { fill: scene.fade([0, win.y, 0, win.y + win.h], "#101a33", "#3a2c4a") }),
    glowEllipse(scene, win.x + 120, win.y + win.h, 260, 90, "#d8663a", 0.35),
  ];
  for (const tower of CITY) {
    city.push(rect(tower.x, 560 - tower.h, tower.w, tower.h, 0, { fill: "#0c0d16" }));
    for (const l of tower.lights)
      city.push(rect(l.x, l.y, 3, 4, 0, { fill: "#ffcf8a", opacity: l.o * (0.75 + 0.25 * Math.sin(TAU * t + l.x)) }));
  }
  // The Calgary Tower's silhouette, lit at the top.
  city.push(
    path(`M1116 560L1120 380H1130L1134 560Z`, { fill: "#0c0d16" }),
    rect(1108, 362, 34, 20, 3, { fill: "#0c0d16" }),
    rect(1108, 368, 34, 4, 0, { fill: "#ffb463", opacity: 0.8 }),
  );
  parts.push(g(city, { clip }));
  parts.push(
    rect(win.x - 10, win.y - 10, win.w + 20, 10, 0, { fill: "#2a231c" }),
    rect(win.x - 10, win.y, 10, win.h, 0, { fill: "#2a231c" }),
    rect(win.x + 140, win.y, 8, win.h, 0, { fill: "#2a231c" }),
    rect(win.x, win.y + 200, win.w, 8, 0, { fill: "#2a231c" }),
  );
  // Shelf, left, with books and a small plant.
  parts.push(rect(60, 250, 200, 10, 2, { fill: "#2e261e" }));
  const books = [
    ["#7a3b26", 18, 80],
    ["#2d3a45", 14, 70],
    ["#c2a070", 20, 88],
    ["#3c2f2a", 12, 64],
    ["#8f5a2e", 16, 76],
  ] as const;
  let bx = 80;
  for (const [c, w, h] of books) {
    parts.push(rect(bx, 250 - h, w, h, 1, { fill: c }));
    bx += w + 2;
  }
  parts.push(
    rect(190, 222, 34, 28, 4, { fill: "#3a302a" }),
    ...[
      [-10, -14, 14],
      [6, -24, 12],
      [14, -10, 10],
    ].map(([dx, dy, r]) =>
      ellipse(207 + (dx as number), 222 + (dy as number), (r as number) * 0.8, r as number, { fill: "#2f3a26" }),
    ),
  );
  return parts.join("");
}

/** The moodboard: a felt board of swatches, prints, a type card and sketches, lit by the lamp's spill. */
function moodboard(scene: Scene): string {
  const b = { x: 250, y: 150, w: 560, h: 380 };
  const parts: string[] = [
    shadowRect(scene, b.x, b.y, b.w, b.h, { blur: 20, opacity: 0.6, dy: 12 }),
    rect(b.x, b.y, b.w, b.h, 4, { fill: "#2b2520" }),
    rect(b.x + 8, b.y + 8, b.w - 16, b.h - 16, 2, {
      fill: scene.fade([b.x, b.y, b.x + b.w, b.y + b.h], "#4a3a2c", "#33281f"),
    }),
  ];
  const pinned = (x: number, y: number, w: number, h: number, angle: number, content: string) =>
    g(
      [
        shadowRect(scene, x, y, w, h, { blur: 8, opacity: 0.5, dx: 3, dy: 6 }),
        content,
        circle(x + w / 2, y + 8, 4.5, { fill: palette.accent }),
      ],
      { transform: `rotate(${angle} ${x + w / 2} ${y + 8})` },
    );
  // Swatch strip.
  parts.push(
    pinned(
      280,
      180,
      84,
      180,
      -3,
      [
        rect(280, 180, 84, 180, 2, { fill: "#efe7da" }),
        ...[palette.accent, "#1f3a32", "#e9a93b", "#17233b"].map((c, i) =>
          rect(288, 190 + i * 40, 68, 34, 1, { fill: c }),
        ),
      ].join(""),
    ),
  );
  // A print: mountains at dusk.
  const pr = { x: 390, y: 178, w: 170, h: 120 };
  parts.push(
    pinned(
      pr.x,
      pr.y,
      pr.w,
      pr.h,
      2,
      [
        rect(pr.x, pr.y, pr.w, pr.h, 1, { fill: "#f2ece2" }),
        rect(pr.x + 8, pr.y + 8, pr.w - 16, pr.h - 16, 0, {
          fill: scene.fade([0, pr.y, 0, pr.y + pr.h], "#3b2d4d", "#e0703a"),
        }),
        path(
          `M${pr.x + 8} ${pr.y + 95}L${pr.x + 50} ${pr.y + 58}L${pr.x + 80} ${pr.y + 80}L${pr.x + 120} ${pr.y + 45}L${pr.x + 162} ${pr.y + 90}V${pr.y + 112}H${pr.x + 8}Z`,
          { fill: "#241d2e" },
        ),
      ].join(""),
    ),
  );
  // Type card.
  const tc = { x: 590, y: 170, w: 190, h: 140 };
  parts.push(
    pinned(
      tc.x,
      tc.y,
      tc.w,
      tc.h,
      -2,
      [
        rect(tc.x, tc.y, tc.w, tc.h, 2, { fill: "#151312" }),
        ct("Aa", tc.x + 16, tc.y + 92, fonts.display(62, 780, 125, -0.02), { fill: "#f3ece0" }),
        ct("ARCHIVO EXPANDED", tc.x + 16, tc.y + 122, fonts.label(7, 700, 0.24), { fill: palette.accentGlow }),
      ].join(""),
    ),
  );
  // Brand mark sketch and a photo of a product.
  const sk = { x: 390, y: 320, w: 150, h: 170 };
  parts.push(
    pinned(
      sk.x,
      sk.y,
      sk.w,
      sk.h,
      -4,
      [
        rect(sk.x, sk.y, sk.w, sk.h, 1, { fill: "#ece4d6" }),
        circle(sk.x + 75, sk.y + 78, 48, { stroke: "#5a524a", sw: 1.5 }),
        emberMark(sk.x + 52, sk.y + 40, 76, { stroke: "#3a332c", sw: 2, fill: "none" }),
        greek(createPrng("moodboard-sketch"), sk.x + 20, sk.y + 146, 110, 2, {
          h: 3,
          gap: 9,
          fill: "#5a524a",
          opacity: 0.6,
        }),
      ].join(""),
    ),
  );
  const ph = { x: 570, y: 330, w: 120, h: 150 };
  parts.push(
    pinned(
      ph.x,
      ph.y,
      ph.w,
      ph.h,
      3,
      [
        rect(ph.x, ph.y, ph.w, ph.h, 1, { fill: "#f3ede3" }),
        rect(ph.x + 8, ph.y + 8, ph.w - 16, ph.h - 40, 0, { fill: "#c8643b" }),
        rect(ph.x + 44, ph.y + 40, 32, 62, 6, { fill: "#f3ece0" }),
        rect(ph.x + 48, ph.y + 32, 24, 12, 3, { fill: "#1d1d20" }),
      ].join(""),
    ),
  );
  parts.push(
    pinned(
      710,
      330,
      80,
      90,
      5,
      [
        rect(710, 330, 80, 90, 1, { fill: "#ffd35a" }),
        greek(createPrng("moodboard-note"), 720, 352, 58, 4, { h: 4, gap: 12, fill: "#3a332c", opacity: 0.7 }),
      ].join(""),
    ),
  );
  // A red thread between the sketch and the print, as designers do.
  parts.push(path("M465 326C470 300 460 300 475 186", { stroke: "#c2492a", sw: 1.5, opacity: 0.8 }));
  return parts.join("");
}

interface Layout {
  draw(scene: Scene, x: number, y: number, w: number, h: number): string;
}

/** The screens the monitor cycles through: a landing page, a poster grid, a brand board, a case study. */
const LAYOUTS: Layout[] = [
  {
    draw: (scene, x, y, w, h) =>
      [
        rect(x, y, w, h, 0, { fill: "#f4efe6" }),
        rect(x, y, w, 26, 0, { fill: "#ece5d9" }),
        circle(x + 16, y + 13, 6, { fill: palette.accent }),
        ct("Make it", x + 20, y + 80, fonts.display(28, 800, 100, -0.03), { fill: "#16130f" }),
        ct("glow.", x + 20, y + 116, fonts.display(28, 800, 100, -0.03), { fill: palette.accent }),
        greek(createPrng("layout-a"), x + 22, y + 140, 170, 3, { h: 5, gap: 12, fill: "#16130f", opacity: 0.3 }),
        rect(x + 22, y + 190, 96, 28, 14, { fill: "#16130f" }),
        rect(x + w * 0.56, y + 42, w * 0.4, h - 66, 10, {
          fill: scene.fade([0, y + 42, 0, y + h], "#e0703a", "#3b2d4d"),
        }),
        circle(x + w * 0.76, y + 110, 26, { fill: "#ffd9a8" }),
      ].join(""),
  },
  {
    draw: (_scene, x, y, w, h) => {
      const cells: string[] = [rect(x, y, w, h, 0, { fill: "#1b1a1c" })];
      const colours = ["#e0703a", "#17233b", "#e9a93b", "#1f3a32", "#c2492a", "#efe7da"];
      for (let i = 0; i < 6; i += 1) {
        const cx = x + 16 + (i % 3) * ((w - 32) / 3);
        const cy = y + 16 + Math.floor(i / 3) * ((h - 32) / 2);
        cells.push(rect(cx, cy, (w - 32) / 3 - 10, (h - 32) / 2 - 10, 6, { fill: colours[i] as string }));
        cells.push(rect(cx + 12, cy + 14, 60, 8, 4, { fill: i === 5 ? "#16130f" : "#fff", opacity: 0.8 }));
      }
      return cells.join("");
    },
  },
  {
    draw: (_scene, x, y, w, h) =>
      [
        rect(x, y, w, h, 0, { fill: "#17233b" }),
        circle(x + 90, y + h / 2 - 10, 56, { fill: "#f3ecdf" }),
        path(
          `M${x + 46} ${y + h / 2 + 12}L${x + 94} ${y + h / 2 - 32}L${x + 134} ${y + h / 2 + 8}A56 56 0 0 1 ${x + 46} ${y + h / 2 + 12}Z`,
          { fill: "#c4532d" },
        ),
        rect(x + 73, y + h / 2 - 47, 34, 8, 0, { fill: "#17233b" }),
        rect(x + 86, y + h / 2 - 40, 8, 30, 0, { fill: "#17233b" }),
        ct("TAMARACK", x + 176, y + h / 2 - 4, fonts.display(17, 760, 125, 0.14), { fill: "#f3ecdf" }),
        ...["#17233b", "#e9a93b", "#c4532d", "#f3ecdf"].map((c, i) =>
          rect(x + 176 + i * 44, y + h / 2 + 18, 36, 36, 4, { fill: c, stroke: "#f3ecdf", sw: 1, strokeOpacity: 0.3 }),
        ),
      ].join(""),
  },
  {
    draw: (_scene, x, y, w, h) =>
      [
        rect(x, y, w, h, 0, { fill: "#f7f4ef" }),
        ct("CASE STUDY", x + 22, y + 40, fonts.label(8, 700, 0.24), { fill: palette.accent }),
        ct("Prairie", x + 20, y + 74, fonts.display(22, 780, 100, -0.02), { fill: "#16130f" }),
        ct("Signal", x + 20, y + 102, fonts.display(22, 780, 100, -0.02), { fill: "#16130f" }),
        greek(createPrng("layout-d"), x + 22, y + 124, 160, 4, { h: 5, gap: 12, fill: "#16130f", opacity: 0.3 }),
        rect(x + w * 0.52, y + 26, w * 0.44, h * 0.44, 6, { fill: "#1f3a32" }),
        rect(x + w * 0.52, y + 32 + h * 0.44, w * 0.21, h * 0.4, 6, { fill: "#e9a93b" }),
        rect(x + w * 0.75, y + 32 + h * 0.44, w * 0.21, h * 0.4, 6, { fill: "#c2492a" }),
      ].join(""),
  },
];

/** Which layout shows at t, and how far through its slide-in the next one is. Two seconds each, a half-second change. */
function screenState(t: number): { current: number; next: number; mix: number } {
  const slots = LAYOUTS.length;
  const u = ((t + 0.9 / (slots * 2)) % 1) * slots;
  const current = Math.floor(u);
  const local = u - current;
  return { current, next: (current + 1) % slots, mix: smooth((local - 0.78) / 0.22) };
}

/** The desk, the monitor and everything on the desk, in desk-layer coordinates. */
function desk(scene: Scene, t: number): string {
  const parts: string[] = [];
  // Desk top and front edge.
  parts.push(
    rect(-80, DESK_Y, W + 160, H - DESK_Y + 80, 0, { fill: scene.fade([0, DESK_Y, 0, H], "#3a2a1e", "#120d09") }),
  );
  parts.push(rect(-80, DESK_Y, W + 160, 4, 0, { fill: "#6a4b33", opacity: 0.9 }));
  // The pool of lamp light on the desk.
  parts.push(glowEllipse(scene, 780, 770, 360, 110, WARM, 0.55));
  // Monitor: stand, bezel, screen.
  const mon = { x: 410, y: 390, w: 460, h: 280 };
  parts.push(
    rect(620, 670, 40, 40, 0, { fill: "#1c1a19" }),
    ellipse(640, 712, 90, 12, { fill: "#1c1a19" }),
    glowEllipse(scene, 640, 716, 120, 14, "#000", 0.6),
  );
  parts.push(shadowRect(scene, mon.x, mon.y, mon.w, mon.h, { blur: 30, opacity: 0.6, dy: 16 }));
  parts.push(rect(mon.x, mon.y, mon.w, mon.h, 10, { fill: "#0d0d0e", stroke: "#2a2826", sw: 2 }));
  const sx = mon.x + 12;
  const sy = mon.y + 12;
  const sw = mon.w - 24;
  const sh = mon.h - 24;
  const clip = scene.clip(rect(sx, sy, sw, sh, 3));
  const state = screenState(t);
  const screen: string[] = [LAYOUTS[state.current]!.draw(scene, sx, sy, sw, sh)];
  if (state.mix > 0.001)
    screen.push(g(LAYOUTS[state.next]!.draw(scene, sx, sy, sw, sh), { transform: translate(0, (1 - state.mix) * sh) }));
  // A pointer working on the page.
  const px = sx + sw * (0.45 + 0.2 * Math.sin(TAU * 2 * t));
  const py = sy + sh * (0.5 + 0.18 * Math.sin(TAU * 3 * t + 0.7));
  screen.push(path(`M${num(px)} ${num(py)}l0 16l4 -4l3 7l3 -1l-3 -7l6 0Z`, { fill: "#fff", stroke: "#111", sw: 1 }));
  parts.push(g(screen, { clip }));
  // The screen's glow on the wall behind and the desk in front.
  parts.push(glowEllipse(scene, 640, 730, 300, 40, "#bcd2ff", 0.08));
  // Keyboard and mouse.
  parts.push(
    path("M500 752L780 752L800 790L480 790Z", { fill: "#262321" }),
    path("M506 756L774 756L790 786L490 786Z", { fill: "#34302c" }),
  );
  parts.push(ellipse(850, 772, 16, 24, { fill: "#2c2926" }));
  // Notebook with a sketch, a pencil cup, the mug with its steam.
  parts.push(
    g(
      [
        rect(0, 0, 200, 130, 4, { fill: "#e9e1d3" }),
        path("M100 4V126", { stroke: "#000", sw: 1.5, opacity: 0.15 }),
        circle(50, 60, 26, { stroke: "#3a332c", sw: 1.5, opacity: 0.7 }),
        emberMark(34, 38, 40, { stroke: "#3a332c", sw: 1.4, fill: "none" }),
        greek(createPrng("notebook"), 118, 30, 64, 5, { h: 3, gap: 12, fill: "#3a332c", opacity: 0.5 }),
      ],
      { transform: "translate(250 740) rotate(-8)" },
    ),
  );
  parts.push(
    rect(380, 690, 44, 52, 6, { fill: "#2b2724" }),
    ...[
      [386, 640, "#e9a93b"],
      [396, 632, palette.accent],
      [408, 646, "#2d3a45"],
    ].map(([x, y, c]) => rect(x as number, y as number, 6, 60, 2, { fill: c as string })),
  );
  parts.push(
    rect(920, 720, 54, 58, 8, { fill: "#d9cbb8" }),
    path("M974 732c18 0 18 30 0 30", { stroke: "#d9cbb8", sw: 7 }),
    ellipse(947, 722, 27, 7, { fill: "#4a3424" }),
  );
  for (let i = 0; i < 3; i += 1) {
    const p = (t * 2 + i / 3) % 1;
    const sway = 8 * Math.sin(TAU * (t + i / 3));
    parts.push(
      path(`M${num(940 + i * 8)} ${num(710 - p * 10)}c${num(-10 + sway)} -20 ${num(10 + sway)} -30 ${num(sway)} -60`, {
        stroke: "#f3ece0",
        sw: 3,
        cap: "round",
        opacity: 0.22 * Math.sin(Math.PI * p),
      }),
    );
  }
  // The architect's lamp: base on the desk's right, arm up and over, shade angled down.
  parts.push(
    ellipse(1000, 700, 44, 10, { fill: "#1c1a19" }),
    path("M1000 698L1040 520L930 430", { stroke: "#2a2725", sw: 8, cap: "round", join: "round" }),
    circle(1040, 520, 8, { fill: "#3a3633" }),
  );
  parts.push(
    g([path("M-40 -10L40 -10L64 52L-64 52Z", { fill: "#2a2725" }), ellipse(0, 52, 64, 12, { fill: "#fff1d8" })], {
      transform: "translate(920 440) rotate(28)",
    }),
  );
  return parts.join("");
}

/** The lamp's cone and the dust turning in it. */
function lampLight(scene: Scene, t: number): string {
  const breath = 0.5 - 0.5 * Math.cos(TAU * t);
  const cone = scene.linear(
    [900, 470, 760, 780],
    stopsAt([0, WARM, 0.62 + 0.06 * breath], [0.55, WARM, 0.2], [0.85, WARM, 0.03], [1, WARM, 0]),
  );
  // The beam, blurred so its edges fall off softly. sRGB filtering and a generous region, so no halo or edge shows.
  const blur = `<defs><filter id="beam-blur" filterUnits="userSpaceOnUse" x="480" y="380" width="700" height="480" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="22"/></filter></defs>`;
  const parts = [
    blur,
    path("M876 470L964 490L1070 780L550 780Z", { fill: cone }).replace("<path ", `<path filter="url(#beam-blur)" `),
    glow(scene, 905, 480, 140, "#ffe2b8", 0.6 + 0.05 * breath),
  ];
  for (const d of DUST) {
    const p = (d.cycles * t + d.offset) % 1;
    const x = d.x + d.sway * Math.sin(TAU * (t + d.offset));
    const y = d.y - d.rise * p;
    // Only inside the cone does a mote catch the light.
    const inCone = smooth(1 - Math.abs(x - (920 - (y - 470) * 0.55)) / 260);
    const o = d.o * Math.sin(Math.PI * p) * inCone;
    if (o > 0.02) parts.push(circle(x, y, d.r, { fill: "#ffe6c4", opacity: o }));
  }
  return parts.join("");
}

/** Foreground: a dark leaf edge at the right, and the chair back low on the left, both soft and close. */
function foreground(): string {
  return [
    path("M1290 1040C1210 960 1180 860 1230 760C1250 860 1290 900 1330 980Z", { fill: "#070605" }),
    path("M1300 900C1230 840 1220 760 1270 690C1280 770 1310 800 1340 850Z", { fill: "#0a0806" }),
    path("M-40 1080C-20 940 80 900 200 910C260 915 300 960 310 1080Z", { fill: "#080706" }),
  ].join("");
}

/** One frame of the loop as SVG (await loadFonts() first). */
export function studioFrameSvg(frame: number): string {
  const t = (((frame % STUDIO_FRAMES) + STUDIO_FRAMES) % STUDIO_FRAMES) / STUDIO_FRAMES;
  const scene = new Scene("shop:about-studio", W, H);
  scene.add(layer(t, 0.25, backWall(scene, t)));
  scene.add(layer(t, 0.45, moodboard(scene)));
  // The lamp's spill on the wall behind.
  scene.add(layer(t, 0.45, glow(scene, 860, 420, 520, WARM, 0.2)));
  scene.add(layer(t, 1, desk(scene, t)));
  scene.add(layer(t, 1, lampLight(scene, t)));
  scene.add(layer(t, 1.6, foreground()));
  scene.add(vignette(scene, 0.6));
  // Keep the corner under the page's rotating badge calm and dark.
  scene.add(glowEllipse(scene, 0, H, 380, 320, "#000", 0.5));
  return scene.svg("Inside the studio at night: the desk, the monitor, the lamp and the moodboard wall");
}
