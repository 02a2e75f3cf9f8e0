import {
  circle,
  fonts,
  g,
  glow,
  greek,
  laptop,
  path,
  phone,
  rect,
  rotate,
  Scene,
  studioBackdrop,
  t,
  translate,
  vignette,
  type Box,
} from "../kit";
import { num, stops, stopsAt } from "../svg";
import { IMAGE_SIZE, pencil, type CollageImage } from "./kit";

/**
 * Web & Product, shown through an invented client: Bow River Physio, a Calgary clinic whose new
 * site lets patients book online. The home page is drawn once at desktop and phone widths; the
 * whiteboard shows the booking flow as it was first sketched.
 */

export const PHYSIO = {
  deep: "#123c3a",
  mint: "#cfe8dc",
  sand: "#f6f2ea",
  coral: "#ef6a3e",
  ink: "#14201f",
  muted: "#66736f",
  river: "#5f9fa3",
} as const;
const { deep: DEEP, mint: MINT, sand: SAND, coral: CORAL, ink: INK, river: RIVER } = PHYSIO;

/** The clinic's logo: a river bend in a rounded square, and the name. */
function physioLogo(x: number, baseline: number, cap: number, ink: string): string {
  const s = cap * 1.9;
  const y = baseline - cap * 1.45;
  return (
    rect(x, y, s, s, s * 0.28, { fill: DEEP }) +
    path(
      `M${num(x + s * 0.18)} ${num(y + s * 0.7)}C${num(x + s * 0.42)} ${num(y + s * 0.7)} ${num(x + s * 0.3)} ${num(y + s * 0.3)} ${num(x + s * 0.56)} ${num(y + s * 0.3)}S${num(x + s * 0.74)} ${num(y + s * 0.5)} ${num(x + s * 0.84)} ${num(y + s * 0.3)}`,
      {
        stroke: MINT,
        sw: s * 0.12,
        cap: "round",
      },
    ) +
    t("Bow River Physio", x + s * 1.3, baseline - cap * 0.05, fonts.display(cap, 700, 100, -0.01), { fill: ink })
  );
}

/** A calm illustration for the hero: a figure mid-stretch against a river valley. */
function heroArt(scene: Scene, box: Box, radius: number): string {
  const { x, y, w, h } = box;
  const clip = scene.clip(rect(x, y, w, h, radius));
  const sky = scene.fade([0, y, 0, y + h], "#cfe3e0", "#f3e6d2");
  const hill = (base: number, amp: number, fill: string, phase: number) => {
    const pts = Array.from({ length: 25 }, (_, i) => {
      const px = x + (w * i) / 24;
      const py = y + h * (base - amp * (0.5 + 0.5 * Math.sin(i * 0.55 + phase)));
      return `${num(px)} ${num(py)}`;
    });
    return path(`M${num(x)} ${num(y + h)}L${pts.join("L")}L${num(x + w)} ${num(y + h)}Z`, { fill });
  };
  // The figure: a simple, confident silhouette reaching up, one knee lifted.
  const fx = x + w * 0.56;
  const fy = y + h * 0.9;
  const k = h / 600;
  const figure = [
    circle(fx, fy - 430 * k, 34 * k, { fill: DEEP }),
    path(
      `M${num(fx - 40 * k)} ${num(fy - 380 * k)}Q${num(fx)} ${num(fy - 396 * k)} ${num(fx + 40 * k)} ${num(fy - 380 * k)}L${num(fx + 30 * k)} ${num(fy - 200 * k)}L${num(fx - 30 * k)} ${num(fy - 200 * k)}Z`,
      { fill: CORAL },
    ),
    path(
      `M${num(fx - 34 * k)} ${num(fy - 370 * k)}L${num(fx - 96 * k)} ${num(fy - 520 * k)}M${num(fx + 34 * k)} ${num(fy - 370 * k)}L${num(fx + 70 * k)} ${num(fy - 540 * k)}`,
      { stroke: DEEP, sw: 24 * k, cap: "round" },
    ),
    path(
      `M${num(fx - 16 * k)} ${num(fy - 206 * k)}L${num(fx - 22 * k)} ${num(fy)}M${num(fx + 16 * k)} ${num(fy - 206 * k)}L${num(fx + 96 * k)} ${num(fy - 130 * k)}L${num(fx + 40 * k)} ${num(fy - 60 * k)}`,
      { stroke: DEEP, sw: 28 * k, cap: "round", join: "round" },
    ),
  ];
  return g(
    [
      rect(x, y, w, h, 0, { fill: sky }),
      circle(x + w * 0.26, y + h * 0.3, h * 0.12, { fill: "#f7d9b0" }),
      hill(0.62, 0.16, "#a9cbc4", 0.3),
      hill(0.74, 0.12, "#7fb0aa", 2.2),
      path(
        `M${num(x)} ${num(y + h * 0.86)}C${num(x + w * 0.3)} ${num(y + h * 0.8)} ${num(x + w * 0.5)} ${num(y + h * 0.95)} ${num(x + w)} ${num(y + h * 0.84)}V${num(y + h)}H${num(x)}Z`,
        { fill: RIVER },
      ),
      ...figure,
    ],
    { clip },
  );
}

function button(x: number, y: number, w: number, h: number, label: string, solid: boolean, cap: number): string {
  return (
    rect(x, y, w, h, h / 2, {
      fill: solid ? CORAL : "none",
      stroke: solid ? undefined : INK,
      sw: solid ? undefined : 1.5,
    }) + t(label, x + w / 2, y + h / 2 + cap / 2, fonts.ui(cap, 640), { fill: solid ? "#fff" : INK, anchor: "middle" })
  );
}

/** The home page at 1440 units wide, scaled into `box`. */
export function physioDesktop(scene: Scene, box: Box): string {
  const k = box.w / 1440;
  const random = scene.random;
  const p: string[] = [rect(0, 0, 1440, 1000, 0, { fill: SAND })];
  p.push(physioLogo(64, 58, 22, INK));
  let nx = 700;
  for (const item of ["Treatments", "Our team", "Pricing", "Contact"]) {
    const set = t(item, nx, 56, fonts.ui(13, 540), { fill: INK, opacity: 0.8 });
    p.push(set);
    nx += 136;
  }
  p.push(button(1224, 28, 160, 46, "Book online", true, 12));
  p.push(
    rect(64, 180, 180, 34, 17, { fill: MINT }),
    t("Direct billing · 7 days a week", 154, 202, fonts.ui(10.5, 620), { fill: DEEP, anchor: "middle" }),
  );
  p.push(
    t("Move well", 60, 320, fonts.display(88, 760, 100, -0.035), { fill: INK }),
    t("again.", 60, 420, fonts.display(88, 760, 100, -0.035), { fill: CORAL }),
  );
  p.push(greek(random, 64, 478, 500, 3, { h: 9, gap: 22, fill: INK, opacity: 0.25 }));
  p.push(button(64, 570, 236, 62, "Book an appointment", true, 14), button(316, 570, 170, 62, "Treatments", false, 14));
  p.push(
    ...[0, 1, 2].map((i) =>
      circle(84 + i * 30, 690, 18, { fill: [RIVER, CORAL, DEEP][i] as string, stroke: SAND, sw: 3 }),
    ),
    t("4.9 from 860 patients", 164, 696, fonts.ui(13, 560), { fill: INK, opacity: 0.75 }),
  );
  p.push(heroArt(scene, { x: 700, y: 130, w: 676, h: 600 }, 28));
  p.push(
    rect(730, 640, 270, 64, 18, { fill: "#fff" }),
    circle(764, 672, 14, { fill: MINT }),
    path("M757 672l5 5 9-10", { stroke: DEEP, sw: 2.6, cap: "round", join: "round" }),
    t("Next opening", 790, 667, fonts.ui(12, 650), { fill: INK }),
    t("Today, 3:30 pm", 790, 687, fonts.ui(11, 480), { fill: INK, opacity: 0.6 }),
  );
  ["Sports injury", "Back & neck", "Pelvic health"].forEach((name, i) => {
    const cx = 64 + i * 446;
    p.push(rect(cx, 800, 420, 150, 20, { fill: i === 0 ? DEEP : "#fff" }));
    p.push(t(name, cx + 28, 856, fonts.display(22, 700), { fill: i === 0 ? "#fff" : INK }));
    p.push(greek(random, cx + 28, 884, 300, 2, { h: 7, gap: 18, fill: i === 0 ? "#fff" : INK, opacity: 0.25 }));
  });
  return g(p, { transform: `${translate(box.x, box.y)} scale(${num(k, 5)})` });
}

/** The same page at phone width, 390 units, scaled into `box`. */
export function physioMobile(scene: Scene, box: Box): string {
  const k = box.w / 390;
  const random = scene.random;
  const p: string[] = [rect(0, 0, 390, 900, 0, { fill: SAND })];
  p.push(t("9:41", 30, 34, fonts.ui(11, 640), { fill: INK }));
  p.push(physioLogo(24, 92, 14, INK), path("M334 74h30M334 82h30M334 90h30", { stroke: INK, sw: 2.4, cap: "round" }));
  p.push(heroArt(scene, { x: 16, y: 116, w: 358, h: 250 }, 20));
  p.push(
    t("Move well", 22, 436, fonts.display(40, 760, 100, -0.035), { fill: INK }),
    t("again.", 22, 486, fonts.display(40, 760, 100, -0.035), { fill: CORAL }),
  );
  p.push(greek(random, 24, 516, 330, 3, { h: 7, gap: 17, fill: INK, opacity: 0.25 }));
  p.push(
    button(24, 584, 342, 54, "Book an appointment", true, 12.5),
    button(24, 650, 342, 54, "Treatments", false, 12.5),
  );
  p.push(
    rect(24, 730, 342, 120, 18, { fill: DEEP }),
    t("Next opening", 44, 770, fonts.ui(11, 600), { fill: MINT }),
    t("Today, 3:30 pm", 44, 806, fonts.display(22, 700), { fill: "#fff" }),
  );
  return g(p, { transform: `${translate(box.x, box.y)} scale(${num(k, 5)})` });
}

/** 1 (4:5) — "Responsive website shown on a laptop and a phone". */
function responsiveImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.portrait;
  const scene = new Scene("shop:services:web-and-product-1", W, H);
  scene.add(studioBackdrop(scene, { glowAt: [W * 0.7, H * 0.2], warmth: 0.32, radius: W * 1.1 }));
  const desk = 752;
  scene.add(
    rect(0, desk, W, H - desk, 0, { fill: scene.fade([0, desk, 0, H], "#201d1b", "#0c0b0b") }),
    rect(0, desk, W, 2, 0, { fill: "#fff", opacity: 0.07 }),
    glow(scene, W * 0.45, desk + 40, 420, "#ff8a3d", 0.08),
  );
  // A notebook and pen on the desk, open at the sitemap.
  scene.add(
    g(
      [
        rect(0, 0, 300, 150, 6, { fill: "#000", opacity: 0.35, transform: "translate(6 10)" }),
        rect(0, 0, 300, 150, 6, { fill: "#e9e3d8" }),
        path("M150 4V146", { stroke: "#000", sw: 2, opacity: 0.15 }),
        pencil("M40 40h60M70 40v30M40 70h60v28h-60ZM180 44h70M180 70h50M180 96h60", "#35302a", 1.6, 0.6),
        rect(268, -20, 10, 150, 4, { fill: CORAL, transform: "rotate(12 273 55)" }),
      ],
      { transform: `${translate(40, 820)} ${rotate(-6)}` },
    ),
  );
  scene.add(laptop(scene, 40, 320, 640, (box) => physioDesktop(scene, box)));
  scene.add(phone(scene, 560, 470, 190, (box) => physioMobile(scene, box)));
  // Breakpoint annotations, as on a presentation board.
  scene.add(
    t("1440", 360, 284, fonts.ui(11, 650, 0.06), { fill: "#9a958d", anchor: "middle" }),
    path("M40 270V290M680 270V290M40 280H330M390 280H680", { stroke: "#9a958d", sw: 1.2, strokeOpacity: 0.6 }),
    t("390", 655, 905, fonts.ui(11, 650, 0.06), { fill: "#9a958d", anchor: "middle" }),
    path("M560 891V911M750 891V911M560 901H634M676 901H750", { stroke: "#9a958d", sw: 1.2, strokeOpacity: 0.6 }),
    t("RESPONSIVE BUILD", 40, 150, fonts.label(11, 700, 0.3), { fill: "#ff8a3d" }),
    t("Bow River Physio", 40, 206, fonts.display(40, 760, 100, -0.02), { fill: "#f6f3ee" }),
    vignette(scene, 0.4),
  );
  return scene.svg(label);
}

const MARKER = "#1d2230";
const BLUE = "#2f5fb3";
const RED = "#d8452b";

/** A phone-shaped wireframe in marker: frame, then whatever the step needs. */
function wireScreen(x: number, y: number, w: number, h: number, body: string, title: string, step: number): string {
  return [
    pencil(
      `M${num(x + 14)} ${num(y)}H${num(x + w - 14)}Q${num(x + w)} ${num(y)} ${num(x + w)} ${num(y + 14)}V${num(y + h - 14)}Q${num(x + w)} ${num(y + h)} ${num(x + w - 14)} ${num(y + h)}H${num(x + 14)}Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - 14)}V${num(y + 14)}Q${num(x)} ${num(y)} ${num(x + 14)} ${num(y)}Z`,
      MARKER,
      3.2,
      0.9,
    ),
    path(`M${num(x + w / 2 - 16)} ${num(y + 12)}H${num(x + w / 2 + 16)}`, {
      stroke: MARKER,
      sw: 3,
      cap: "round",
      opacity: 0.8,
    }),
    t(`${step}. ${title}`, x, y - 18, fonts.italic(17, 640), { fill: BLUE }),
    body,
  ].join("");
}

const scribble = (x: number, y: number, w: number) =>
  path(`M${num(x)} ${num(y)}h${num(w)}`, { stroke: MARKER, sw: 3, cap: "round", opacity: 0.55 });

function sticky(x: number, y: number, w: number, angle: number, colour: string, lines: string[]): string {
  return g(
    [
      rect(x + 3, y + 5, w, w, 0, { fill: "#000", opacity: 0.12 }),
      rect(x, y, w, w, 0, { fill: colour }),
      rect(x, y, w, w * 0.12, 0, { fill: "#000", opacity: 0.05 }),
      ...lines.map((value, i) =>
        t(value, x + 14, y + 42 + i * 26, fonts.italic(16, 620), { fill: MARKER, opacity: 0.85 }),
      ),
    ],
    { transform: rotate(angle, x + w / 2, y + w / 2) },
  );
}

/** 2 (square) — "Wireframes for a booking flow on a whiteboard". */
function whiteboardImage(label: string): string {
  const { width: W, height: H } = IMAGE_SIZE.square;
  const scene = new Scene("shop:services:web-and-product-2", W, H);
  const board = scene.linear([0, 0, W, H], stops("#f4f5f3", "#e9ebe8", "#d9dcd8"));
  scene.add(rect(0, 0, W, H, 0, { fill: board }));
  // Ghosts of earlier sessions, half wiped.
  scene.add(
    path("M620 70c60 -20 120 10 190 -8M80 900c90 20 160 -10 240 6", {
      stroke: "#8c96a3",
      sw: 10,
      cap: "round",
      opacity: 0.08,
    }),
  );
  const sw = 190;
  const sh = 330;
  const screens = [
    { x: 90, y: 110, title: "Treatment" },
    { x: 420, y: 110, title: "Time" },
    { x: 90, y: 560, title: "Details" },
    { x: 420, y: 560, title: "Booked!" },
  ];
  const bodies = [
    (x: number, y: number) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            pencil(`M${num(x + 18)} ${num(y + 50 + i * 62)}h${num(sw - 36)}v48h${num(-(sw - 36))}Z`, MARKER, 2.4, 0.8) +
            scribble(x + 32, y + 74 + i * 62, 80 + (i % 2) * 30) +
            (i === 1
              ? path(`M${num(x + sw - 44)} ${num(y + 64 + i * 62)}l8 10 14 -18`, {
                  stroke: RED,
                  sw: 3.4,
                  cap: "round",
                  join: "round",
                })
              : ""),
        )
        .join(""),
    (x: number, y: number) =>
      [
        ...Array.from({ length: 15 }, (_, i) =>
          circle(x + 34 + (i % 5) * 30, y + 62 + Math.floor(i / 5) * 30, 9, {
            stroke: MARKER,
            sw: 2.2,
            opacity: 0.75,
            fill: i === 8 ? RED : undefined,
            fillOpacity: i === 8 ? 0.8 : undefined,
          }),
        ),
        ...[0, 1, 2, 3].map((i) =>
          pencil(
            `M${num(x + 18 + (i % 2) * 80)} ${num(y + 170 + Math.floor(i / 2) * 52)}h70v38h-70Z`,
            i === 2 ? RED : MARKER,
            2.4,
            0.8,
          ),
        ),
        pencil(`M${num(x + 18)} ${num(y + sh - 60)}h${num(sw - 36)}v40h${num(-(sw - 36))}Z`, MARKER, 3, 0.9),
      ].join(""),
    (x: number, y: number) =>
      [0, 1, 2]
        .map(
          (i) =>
            scribble(x + 20, y + 50 + i * 70, 60) +
            pencil(`M${num(x + 18)} ${num(y + 62 + i * 70)}h${num(sw - 36)}v34h${num(-(sw - 36))}Z`, MARKER, 2.2, 0.75),
        )
        .join("") +
      pencil(`M${num(x + 18)} ${num(y + sh - 60)}h${num(sw - 36)}v40h${num(-(sw - 36))}Z`, MARKER, 3, 0.9),
    (x: number, y: number) =>
      circle(x + sw / 2, y + 120, 44, { stroke: RED, sw: 3.4 }) +
      path(`M${num(x + sw / 2 - 20)} ${num(y + 120)}l14 15 28 -30`, {
        stroke: RED,
        sw: 4,
        cap: "round",
        join: "round",
      }) +
      scribble(x + 40, y + 200, sw - 80) +
      scribble(x + 54, y + 226, sw - 108) +
      pencil(`M${num(x + 18)} ${num(y + sh - 60)}h${num(sw - 36)}v40h${num(-(sw - 36))}Z`, MARKER, 2.4, 0.8),
  ];
  screens.forEach((s, i) => scene.add(wireScreen(s.x, s.y, sw, sh, bodies[i]!(s.x, s.y), s.title, i + 1)));
  // Arrows between the steps.
  const arrow = (d: string, hx: number, hy: number, angle: number) =>
    pencil(d, BLUE, 3.2, 0.9) +
    g(path("M-16 -9L0 0L-16 9", { stroke: BLUE, sw: 3.2, cap: "round", join: "round" }), {
      transform: `${translate(hx, hy)} ${rotate(angle)}`,
    });
  scene.add(arrow("M292 270C340 250 370 250 410 268", 410, 268, 18));
  scene.add(arrow("M520 462C500 520 330 480 236 548", 236, 548, 150));
  scene.add(arrow("M292 720C340 700 370 700 410 718", 410, 718, 18));
  // Notes on the right, in the team's hand.
  scene.add(sticky(690, 130, 220, 4, "#ffd35a", ["skip the login —", "guest booking", "first!"]));
  scene.add(sticky(700, 420, 200, -3, "#ff9e6e", ["show price +", "direct billing", "up front"]));
  scene.add(
    t("3 taps to book", 680, 760, fonts.italic(30, 700), { fill: RED }),
    path("M680 776c60 8 140 6 214 -6", { stroke: RED, sw: 3, cap: "round" }),
  );
  scene.add(t("works w/o account", 690, 820, fonts.italic(20, 560), { fill: MARKER, opacity: 0.8 }));
  // Board frame and marker tray.
  scene.add(
    rect(0, H - 56, W, 56, 0, { fill: scene.fade([0, H - 56, 0, H], "#b9bdc1", "#7e8388") }),
    rect(0, H - 56, W, 4, 0, { fill: "#fff", opacity: 0.5 }),
    ...[
      [600, RED],
      [730, BLUE],
      [850, MARKER],
    ].map(([x, c]) =>
      g(
        [
          rect(0, 0, 110, 20, 6, { fill: "#f2f2f0" }),
          rect(0, 0, 30, 20, 5, { fill: c as string }),
          rect(104, 4, 10, 12, 3, { fill: c as string }),
        ],
        { transform: translate(x as number, H - 44) },
      ),
    ),
    rect(0, 0, W, H, 0, {
      fill: scene.linear([0, 0, W, H * 0.6], stopsAt([0, "#fff", 0], [0.45, "#fff", 0.28], [0.55, "#fff", 0])),
    }),
    vignette(scene, 0.3),
  );
  return scene.svg(label);
}

export const webAndProductImages: Readonly<Record<string, CollageImage>> = {
  "web-and-product-1": { shape: "portrait", draw: responsiveImage },
  "web-and-product-2": { shape: "square", draw: whiteboardImage },
};
