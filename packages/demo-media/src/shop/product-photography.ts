import { mix } from "../colour";
import {
  circle,
  ellipse,
  fonts,
  g,
  glow,
  glowEllipse,
  gridLines,
  line,
  palette,
  path,
  rect,
  rotate,
  Scene,
  shadowCircle,
  shadowRect,
  t,
  translate,
  vignette,
  type ShotDesign,
  SHOT,
} from "../kit";
import { num, stops, stopsAt } from "../svg";

/**
 * Product Photography, shown through an invented client: Halden, a small-batch skincare maker.
 * The product (an amber dropper bottle and its carton) is drawn with layered gradients for glass,
 * highlights and soft shadows, then lit, diagrammed and contact-printed.
 */

const AMBER_DARK = "#2e1205";
const AMBER = "#9c410f";
const AMBER_LIGHT = "#e0863a";
const LABEL = "#f1ebe0";
const HALDEN_INK = "#2a2420";
const CLAY = "#c8643b";

/** The amber dropper bottle standing on `baseY`, centred on cx; `h` is its full height. */
function bottle(
  scene: Scene,
  cx: number,
  baseY: number,
  h: number,
  options: { label?: boolean; light?: "left" | "right" } = {},
): string {
  const w = h * 0.44;
  const bodyH = h * 0.6;
  const x = cx - w / 2;
  const bodyY = baseY - bodyH;
  const neckW = w * 0.4;
  const shoulderH = h * 0.07;
  const collarH = h * 0.1;
  const bulbH = h * 0.22;
  const r = w * 0.16;
  const flip = options.light === "right";
  const glass = scene.linear(
    [x, 0, x + w, 0],
    flip
      ? stopsAt([0, AMBER_DARK], [0.25, AMBER], [0.62, AMBER_LIGHT], [0.8, AMBER], [1, AMBER_DARK])
      : stopsAt([0, AMBER_DARK], [0.2, AMBER], [0.38, AMBER_LIGHT], [0.75, AMBER], [1, AMBER_DARK]),
  );
  const body =
    `M${num(x)} ${num(bodyY + r)}Q${num(x)} ${num(bodyY)} ${num(x + r)} ${num(bodyY)}` +
    `L${num(cx - neckW / 2 - w * 0.08)} ${num(bodyY)}Q${num(cx - neckW / 2)} ${num(bodyY)} ${num(cx - neckW / 2)} ${num(bodyY - shoulderH)}` +
    `L${num(cx + neckW / 2)} ${num(bodyY - shoulderH)}Q${num(cx + neckW / 2)} ${num(bodyY)} ${num(cx + neckW / 2 + w * 0.08)} ${num(bodyY)}` +
    `L${num(x + w - r)} ${num(bodyY)}Q${num(x + w)} ${num(bodyY)} ${num(x + w)} ${num(bodyY + r)}` +
    `L${num(x + w)} ${num(baseY - r * 0.5)}Q${num(x + w)} ${num(baseY)} ${num(x + w - r * 0.5)} ${num(baseY)}L${num(x + r * 0.5)} ${num(baseY)}Q${num(x)} ${num(baseY)} ${num(x)} ${num(baseY - r * 0.5)}Z`;
  const collarW = neckW * 1.35;
  const collarY = bodyY - shoulderH - collarH;
  const collar = scene.linear(
    [cx - collarW / 2, 0, cx + collarW / 2, 0],
    stopsAt([0, "#050505"], [flip ? 0.65 : 0.3, "#4a4a4c"], [1, "#070707"]),
  );
  const ribs = Array.from({ length: 9 }, (_, i) => {
    const rx = cx - collarW / 2 + (collarW * (i + 1)) / 10;
    return `M${num(rx)} ${num(collarY + 2)}V${num(collarY + collarH - 2)}`;
  }).join("");
  const bulbW = neckW * 0.95;
  const bulbY = collarY - bulbH;
  const bulb = scene.linear(
    [cx - bulbW / 2, 0, cx + bulbW / 2, 0],
    stopsAt([0, "#0a0a0a"], [flip ? 0.62 : 0.34, "#3b3b3d"], [1, "#0a0a0a"]),
  );
  const hx = flip ? x + w * 0.74 : x + w * 0.16;
  const parts = [
    path(body, { fill: glass }),
    // Specular strips: a crisp one on the lit side, a broad faint one opposite.
    rect(hx, bodyY + h * 0.04, w * 0.07, bodyH * 0.84, w * 0.035, { fill: "#fff", opacity: 0.55 }),
    rect(flip ? x + w * 0.1 : x + w * 0.78, bodyY + h * 0.05, w * 0.1, bodyH * 0.8, w * 0.05, {
      fill: "#fff",
      opacity: 0.12,
    }),
    rect(cx - collarW / 2, collarY, collarW, collarH, collarH * 0.18, { fill: collar }),
    path(ribs, { stroke: "#000", sw: Math.max(0.6, w * 0.008), strokeOpacity: 0.6 }),
    path(
      `M${num(cx - bulbW / 2)} ${num(collarY)}V${num(bulbY + bulbW / 2)}A${num(bulbW / 2)} ${num(bulbW / 2)} 0 0 1 ${num(cx + bulbW / 2)} ${num(bulbY + bulbW / 2)}V${num(collarY)}Z`,
      { fill: bulb },
    ),
    rect(flip ? cx + bulbW * 0.14 : cx - bulbW * 0.3, bulbY + bulbW * 0.3, bulbW * 0.14, bulbH * 0.5, bulbW * 0.07, {
      fill: "#fff",
      opacity: 0.22,
    }),
  ];
  if (options.label !== false) {
    const ly = bodyY + bodyH * 0.26;
    const lh = bodyH * 0.5;
    const lw = w * 0.86;
    const lx = cx - lw / 2;
    const labelShade = scene.linear(
      [lx, 0, lx + lw, 0],
      stopsAt([0, "#000", flip ? 0.28 : 0.18], [flip ? 0.7 : 0.3, "#000", 0], [1, "#000", flip ? 0.18 : 0.3]),
    );
    parts.push(
      rect(lx, ly, lw, lh, 0, { fill: LABEL }),
      t("HALDEN", cx, ly + lh * 0.32, fonts.display(lh * 0.1, 560, 125, 0.2), { fill: HALDEN_INK, anchor: "middle" }),
      line(cx - lw * 0.18, ly + lh * 0.44, cx + lw * 0.18, ly + lh * 0.44, {
        stroke: CLAY,
        sw: Math.max(0.8, lh * 0.012),
      }),
      t("Sea Buckthorn", cx, ly + lh * 0.6, fonts.italic(lh * 0.075, 520, 100, 0), {
        fill: HALDEN_INK,
        anchor: "middle",
      }),
      t("FACE OIL", cx, ly + lh * 0.74, fonts.label(lh * 0.045, 650, 0.3), {
        fill: HALDEN_INK,
        anchor: "middle",
        opacity: 0.8,
      }),
      t("30 ML", cx, ly + lh * 0.9, fonts.label(lh * 0.04, 650, 0.3), {
        fill: HALDEN_INK,
        anchor: "middle",
        opacity: 0.6,
      }),
      rect(lx, ly, lw, lh, 0, { fill: labelShade }),
    );
  }
  return parts.join("");
}

/** The carton, standing three-quarter on: front, side and top faces. */
function carton(scene: Scene, x: number, baseY: number, h: number, side: "left" | "right" = "right"): string {
  const w = h * 0.38;
  const depth = w * 0.55;
  const skew = depth * 0.45;
  const y = baseY - h;
  const dir = side === "right" ? 1 : -1;
  const front = rect(x, y, w, h, 0, { fill: scene.fade([x, y, x, baseY], "#f4eee4", "#ddd4c6") });
  const sx = side === "right" ? x + w : x;
  const sidePath = `M${num(sx)} ${num(y)}L${num(sx + dir * depth)} ${num(y - skew)}L${num(sx + dir * depth)} ${num(baseY - skew)}L${num(sx)} ${num(baseY)}Z`;
  const topPath = `M${num(x)} ${num(y)}L${num(x + dir * depth)} ${num(y - skew)}L${num(x + w + dir * depth)} ${num(y - skew)}L${num(x + w)} ${num(y)}Z`;
  const band = rect(x, y + h * 0.62, w, h * 0.12, 0, { fill: CLAY });
  return [
    front,
    band,
    path(sidePath, { fill: scene.fade([0, y, 0, baseY], "#bdb3a4", "#958a7b") }),
    path(
      `M${num(sx)} ${num(y + h * 0.62)}L${num(sx + dir * depth)} ${num(y + h * 0.62 - skew)}L${num(sx + dir * depth)} ${num(y + h * 0.74 - skew)}L${num(sx)} ${num(y + h * 0.74)}Z`,
      { fill: mix(CLAY, "#000000", 0.3) },
    ),
    path(topPath, { fill: "#faf6ef" }),
    t("HALDEN", x + w / 2, y + h * 0.2, fonts.display(h * 0.035, 560, 125, 0.2), {
      fill: HALDEN_INK,
      anchor: "middle",
    }),
    t("Sea Buckthorn", x + w / 2, y + h * 0.38, fonts.italic(h * 0.03, 520), { fill: HALDEN_INK, anchor: "middle" }),
    t("FACE OIL · 30 ML", x + w / 2, y + h * 0.45, fonts.label(h * 0.015, 650, 0.26), {
      fill: HALDEN_INK,
      anchor: "middle",
      opacity: 0.75,
    }),
    t("COLD-PRESSED IN ALBERTA", x + w / 2, y + h * 0.695, fonts.label(h * 0.0125, 650, 0.22), {
      fill: "#fff",
      anchor: "middle",
    }),
  ].join("");
}

/** A cylinder pedestal; returns its markup and the y of its top face. */
function pedestal(
  scene: Scene,
  cx: number,
  topY: number,
  rx: number,
  height: number,
  tone: readonly [string, string, string],
): string {
  const ry = rx * 0.16;
  const side = scene.linear(
    [cx - rx, 0, cx + rx, 0],
    stopsAt([0, tone[2]], [0.35, tone[1]], [0.6, tone[0]], [1, tone[2]]),
  );
  return [
    path(
      `M${num(cx - rx)} ${num(topY)}V${num(topY + height)}A${num(rx)} ${num(ry)} 0 0 0 ${num(cx + rx)} ${num(topY + height)}V${num(topY)}Z`,
      { fill: side },
    ),
    ellipse(cx, topY, rx, ry, { fill: scene.fade([0, topY - ry, 0, topY + ry], tone[0], tone[1]) }),
  ].join("");
}

/** The hero set-up, reused as a thumbnail in the lighting diagram: backdrop, pedestals, product. */
function heroSet(scene: Scene, w: number, h: number): string {
  const sweep = scene.linear(
    [0, 0, 0, h],
    stopsAt([0, "#2a130b"], [0.55, "#7a3116"], [0.78, "#b4522a"], [1, "#5a2412"]),
  );
  const floorY = h * 0.78;
  const s = w / 1600;
  return [
    rect(0, 0, w, h, 0, { fill: sweep }),
    glow(scene, w * 0.52, h * 0.42, w * 0.42, palette.accentGlow, 0.55),
    glow(scene, w * 0.52, h * 0.42, w * 0.18, "#ffd2a6", 0.35),
    rect(0, floorY, w, h - floorY, 0, { fill: scene.fade([0, floorY, 0, h], "#a94820", "#4a1c0c"), opacity: 0.7 }),
    // Back pedestal for the carton, front one for the bottle.
    shadowCircle(scene, w * 0.62, floorY + 30 * s, 210 * s, { blur: 40 * s, opacity: 0.55, dy: 0, squash: 0.18 }),
    pedestal(scene, w * 0.62, h * 0.5, 190 * s, floorY - h * 0.5 + 24 * s, ["#f0c7a3", "#d98c5e", "#6e2c14"]),
    shadowCircle(scene, w * 0.44, floorY + 80 * s, 260 * s, { blur: 40 * s, opacity: 0.6, dy: 0, squash: 0.18 }),
    pedestal(scene, w * 0.44, h * 0.66, 240 * s, floorY - h * 0.66 + 78 * s, ["#f6dcc4", "#e3a27a", "#7b3219"]),
    // Contact shadows, then the product.
    glowEllipse(scene, w * 0.64, h * 0.5, 92 * s, 14 * s, "#000", 0.5),
    carton(scene, w * 0.6, h * 0.5, 380 * s, "right"),
    glowEllipse(scene, w * 0.45, h * 0.66, 110 * s, 16 * s, "#000", 0.6),
    bottle(scene, w * 0.44, h * 0.66, 470 * s),
  ].join("");
}

/** 1 — Hero: the bottle and carton on pedestals, lit warm against a seamless sweep. */
function heroShot(label: string): string {
  const scene = new Scene("shop:product-hero", SHOT.width, SHOT.height);
  scene.add(heroSet(scene, scene.width, scene.height));
  // A sprig of buckthorn on the floor: leaves along the stem, berries clustered at its base.
  const stem = (u: number) => {
    const p0 = [-150, 30];
    const p1 = [0, -10];
    const p2 = [160, -150];
    const k = 1 - u;
    return [
      k * k * p0[0]! + 2 * k * u * p1[0]! + u * u * p2[0]!,
      k * k * p0[1]! + 2 * k * u * p1[1]! + u * u * p2[1]!,
    ] as const;
  };
  const leaves = [0.5, 0.6, 0.7, 0.8, 0.9].map((u, i) => {
    const [lx, ly] = stem(u);
    const side = i % 2 === 0 ? 1 : -1;
    const angle = -40 + side * 55;
    const cx = lx + side * 18;
    const cy = ly - 14;
    return path(
      `M${num(cx)} ${num(cy - 40)}Q${num(cx + 12)} ${num(cy)} ${num(cx)} ${num(cy + 40)}Q${num(cx - 12)} ${num(cy)} ${num(cx)} ${num(cy - 40)}Z`,
      {
        fill: i % 2 === 0 ? "#5f6f3a" : "#4c5c2e",
        transform: rotate(angle, cx, cy),
      },
    );
  });
  const berries = Array.from({ length: 11 }, () => {
    const [sx, sy] = stem(scene.random.range(0.1, 0.45));
    const bx = sx + scene.random.range(-16, 16);
    const by = sy + scene.random.range(-18, 18);
    return (
      circle(bx, by, scene.random.range(9, 12), { fill: "#f08a1c" }) +
      circle(bx - 3, by - 3, 2.6, { fill: "#fff", opacity: 0.6 })
    );
  });
  scene.add(
    g(
      [
        glowEllipse(scene, 0, 30, 180, 30, "#000", 0.45),
        path("M-150 30Q0 -10 160 -150", { stroke: "#3b4222", sw: 5, cap: "round" }),
        ...leaves,
        ...berries,
      ],
      { transform: `${translate(1180, 1060)} ${rotate(-8)}` },
    ),
    vignette(scene, 0.5),
  );
  return scene.svg(label);
}

/** A softbox or strip light, seen from above, turned to face `target`. */
function lightHead(x: number, y: number, w: number, d: number, target: { x: number; y: number }, name: string): string {
  const angle = (Math.atan2(target.y - y, target.x - x) * 180) / Math.PI - 90;
  return g(
    [
      rect(-w / 2, -d, w, d, 6, { fill: "#2a2a2e", stroke: "#55555c", sw: 2 }),
      rect(-w / 2 + 8, -10, w - 16, 8, 3, { fill: "#fff5e8" }),
      rect(-12, -d - 36, 24, 36, 4, { fill: "#3a3a40" }),
      g(t(name, 0, 4, fonts.label(11, 700, 0.2), { fill: palette.heading, anchor: "middle" }), {
        transform: `${translate(0, -d / 2)} ${rotate(angle > 90 || angle < -90 ? 180 : 0)}`,
      }),
    ],
    { transform: `${translate(x, y)} ${rotate(angle)}` },
  );
}

/** A wedge of light from a source towards the subject. */
function beam(
  scene: Scene,
  from: readonly [number, number],
  to: readonly [number, number],
  spread: number,
  colour: string,
  peak: number,
): string {
  const [fx, fy] = from;
  const [tx, ty] = to;
  const angle = Math.atan2(ty - fy, tx - fx);
  const nx = -Math.sin(angle);
  const ny = Math.cos(angle);
  const fill = scene.linear([fx, fy, tx, ty], stops([colour, peak], [colour, 0]));
  const a = spread * 0.5;
  const b = spread * 1.6;
  return path(
    `M${num(fx + nx * a)} ${num(fy + ny * a)}L${num(tx + nx * b)} ${num(ty + ny * b)}L${num(tx - nx * b)} ${num(ty - ny * b)}L${num(fx - nx * a)} ${num(fy - ny * a)}Z`,
    { fill },
  );
}

/** A labelled callout: a dot, a leader and two lines of text. */
function callout(
  x: number,
  y: number,
  tx: number,
  ty: number,
  title: string,
  detail: string,
  anchor: "start" | "end" = tx < x ? "end" : "start",
): string {
  return (
    circle(x, y, 5, { fill: palette.accent }) +
    path(`M${num(x)} ${num(y)}L${num(tx)} ${num(ty)}`, { stroke: palette.accent, sw: 1.2, strokeOpacity: 0.7 }) +
    t(title, tx + (anchor === "end" ? -10 : 10), ty - 4, fonts.label(11, 700, 0.22), {
      fill: palette.heading,
      anchor,
    }) +
    t(detail, tx + (anchor === "end" ? -10 : 10), ty + 18, fonts.ui(12, 450), { fill: palette.subtext, anchor })
  );
}

/** 2 — Behind the shot: the lighting plan from above, with the resulting frame inset. */
function lightingShot(label: string): string {
  const scene = new Scene("shop:product-lighting", SHOT.width, SHOT.height);
  const { width, height } = scene;
  scene.add(
    rect(0, 0, width, height, 0, { fill: "#121316" }),
    gridLines(0, 0, width, height, 40, { stroke: "#fff", sw: 1, strokeOpacity: 0.035 }),
    gridLines(0, 0, width, height, 200, { stroke: "#fff", sw: 1, strokeOpacity: 0.05 }),
    t("LIGHTING PLAN", 70, 90, fonts.label(12, 700, 0.3), { fill: palette.accent }),
    t("Halden · hero bottle", 70, 136, fonts.display(30, 740, 100, -0.01), { fill: palette.heading }),
    t("Set 01 of 04  ·  top view  ·  not to scale", 70, 168, fonts.ui(13, 450), { fill: palette.subtext }),
  );
  const subject = { x: 640, y: 560 };
  // Paper sweep behind the set.
  scene.add(
    path(
      `M${subject.x - 380} ${subject.y - 250}Q${subject.x} ${subject.y - 330} ${subject.x + 380} ${subject.y - 250}`,
      { stroke: "#d9c7b4", sw: 16, cap: "round", opacity: 0.85 },
    ),
    t("PAPER SWEEP · 2.7 M", subject.x, subject.y - 332, fonts.label(10, 650, 0.24), {
      fill: palette.subtext,
      anchor: "middle",
    }),
  );
  // Beams first, so the heads sit on top of them.
  const key = { x: 300, y: 400 };
  const rim = { x: 930, y: 300 };
  const fill = { x: 930, y: 720 };
  const cam = { x: 640, y: 1000 };
  scene.add(
    beam(scene, [key.x, key.y], [subject.x, subject.y], 120, palette.accentGlow, 0.42),
    beam(scene, [rim.x, rim.y], [subject.x, subject.y], 60, "#ffd9b0", 0.35),
    beam(scene, [subject.x, subject.y], [fill.x - 30, fill.y - 20], 30, "#ffffff", 0.1),
    path(
      `M${cam.x} ${cam.y - 60}L${subject.x - 150} ${subject.y}M${cam.x} ${cam.y - 60}L${subject.x + 150} ${subject.y}`,
      { stroke: palette.heading, sw: 1.5, dash: "8 8", strokeOpacity: 0.4 },
    ),
  );
  // Table and product from above.
  scene.add(
    shadowCircle(scene, subject.x, subject.y, 120, { blur: 30, opacity: 0.6, dy: 10 }),
    circle(subject.x, subject.y, 120, { fill: "#2c2c31", stroke: "#4a4a52", sw: 2 }),
    circle(subject.x, subject.y, 34, { fill: AMBER, stroke: AMBER_LIGHT, sw: 3 }),
    circle(subject.x, subject.y, 14, { fill: "#111" }),
    rect(subject.x + 50, subject.y - 70, 60, 40, 3, {
      fill: "#efe7da",
      transform: rotate(18, subject.x + 80, subject.y - 50),
    }),
  );
  scene.add(
    lightHead(key.x, key.y, 220, 70, subject, "KEY"),
    lightHead(rim.x, rim.y, 160, 40, subject, "RIM"),
    g([rect(-90, -8, 180, 16, 3, { fill: "#f3efe8" })], { transform: `${translate(fill.x, fill.y)} ${rotate(-35)}` }),
  );
  // Camera: body, lens and tripod legs.
  scene.add(
    g(
      [
        path("M-60 40L-110 120M60 40L110 120M0 40V140", { stroke: "#4a4a52", sw: 5, cap: "round" }),
        rect(-60, -20, 120, 70, 10, { fill: "#2a2a2e", stroke: "#55555c", sw: 2 }),
        rect(-30, -70, 60, 52, 6, { fill: "#1b1b1e", stroke: "#55555c", sw: 2 }),
        circle(0, -72, 22, { fill: "#0d0d0f", stroke: palette.accent, sw: 2 }),
      ],
      { transform: translate(cam.x, cam.y + 10) },
    ),
  );
  scene.add(
    callout(key.x - 60, key.y + 60, 110, 640, "KEY  ·  120 × 90 SOFTBOX", "45° left, 1.2 m, feathered", "start"),
    callout(rim.x + 40, rim.y - 20, 1120, 250, "RIM  ·  30 × 140 STRIP", "Behind right, outlines the glass"),
    callout(fill.x + 60, fill.y - 40, 1120, 640, "FILL  ·  WHITE CARD", "Lifts the label's shadow side"),
    callout(cam.x + 70, cam.y - 10, 900, 1070, "CAMERA  ·  100 MM MACRO", "f/11  ·  1/160 s  ·  ISO 100"),
  );
  // The result, inset as a print.
  const inset = { x: 1160, y: 720, w: 360, h: 270 };
  const clip = scene.clip(rect(inset.x, inset.y, inset.w, inset.h));
  scene.add(
    shadowRect(scene, inset.x - 12, inset.y - 12, inset.w + 24, inset.h + 64, { blur: 30, opacity: 0.6, dy: 16 }),
    rect(inset.x - 12, inset.y - 12, inset.w + 24, inset.h + 64, 4, { fill: "#f4f1ec" }),
    g(g(heroSet(scene, 1600, 1200), { transform: `${translate(inset.x, inset.y)} scale(${num(inset.w / 1600, 5)})` }), {
      clip,
    }),
    t("RESULT  ·  FRAME 0142", inset.x, inset.y + inset.h + 34, fonts.label(10, 700, 0.22), { fill: HALDEN_INK }),
  );
  scene.add(vignette(scene, 0.3));
  return scene.svg(label);
}

interface FrameSpec {
  bg: readonly [string, string];
  draw: (scene: Scene, w: number, h: number) => string;
}

/** Twenty frames from the session: angles, backgrounds and crops that a shoot works through. */
function frames(): FrameSpec[] {
  const warm: readonly [string, string] = ["#f1e6d8", "#d9c6ae"];
  const white: readonly [string, string] = ["#ffffff", "#e7e4df"];
  const clay: readonly [string, string] = ["#d27a4f", "#8e3a1c"];
  const sage: readonly [string, string] = ["#b7c3ae", "#7f8f78"];
  const dark: readonly [string, string] = ["#3a2a22", "#140d0a"];
  const solo =
    (scale: number, dx = 0, light: "left" | "right" = "left") =>
    (scene: Scene, w: number, h: number) =>
      glowEllipse(scene, w / 2 + dx, h * 0.86, h * 0.22 * scale, h * 0.04 * scale, "#000", 0.45) +
      bottle(scene, w / 2 + dx, h * 0.86, h * 0.7 * scale, { light });
  const pair = (scene: Scene, w: number, h: number) =>
    glowEllipse(scene, w * 0.58, h * 0.84, h * 0.3, h * 0.04, "#000", 0.4) +
    carton(scene, w * 0.52, h * 0.82, h * 0.66) +
    bottle(scene, w * 0.4, h * 0.88, h * 0.58);
  const trio = (scene: Scene, w: number, h: number) =>
    [0.3, 0.5, 0.7]
      .map(
        (f, i) =>
          glowEllipse(scene, w * f, h * (0.84 + i * 0.02), h * 0.12, h * 0.03, "#000", 0.4) +
          bottle(scene, w * f, h * (0.84 + i * 0.02), h * (0.5 + (i === 1 ? 0.1 : 0))),
      )
      .join("");
  const macro = (scene: Scene, w: number, h: number) => bottle(scene, w * 0.5, h * 2.1, h * 2.6);
  const topDown = (scene: Scene, w: number, h: number) =>
    circle(w * 0.5, h * 0.5, h * 0.2, { fill: AMBER, stroke: AMBER_LIGHT, sw: h * 0.015 }) +
    circle(w * 0.5, h * 0.5, h * 0.08, { fill: "#111" }) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        ellipse(w * (0.2 + i * 0.15), h * (0.2 + (i % 2) * 0.6), h * 0.035, h * 0.1, {
          fill: "#5f6f3a",
          transform: rotate(i * 40, w * (0.2 + i * 0.15), h * (0.2 + (i % 2) * 0.6)),
        }),
      )
      .join("");
  const drop = (scene: Scene, w: number, h: number) =>
    rect(w * 0.46, 0, w * 0.08, h * 0.45, w * 0.02, { fill: "#1a1a1a" }) +
    path(
      `M${num(w * 0.5)} ${num(h * 0.5)}C${num(w * 0.56)} ${num(h * 0.62)} ${num(w * 0.58)} ${num(h * 0.68)} ${num(w * 0.5)} ${num(h * 0.74)}C${num(w * 0.42)} ${num(h * 0.68)} ${num(w * 0.44)} ${num(h * 0.62)} ${num(w * 0.5)} ${num(h * 0.5)}Z`,
      { fill: "#f2a23a" },
    ) +
    ellipse(w * 0.5, h * 0.92, w * 0.2, h * 0.04, { fill: "#f2a23a", opacity: 0.8 });
  return [
    { bg: warm, draw: solo(1) },
    { bg: warm, draw: solo(1, 0, "right") },
    { bg: white, draw: solo(1) },
    { bg: white, draw: pair },
    { bg: clay, draw: solo(1) },
    { bg: clay, draw: pair },
    { bg: warm, draw: macro },
    { bg: sage, draw: solo(1, -20) },
    { bg: sage, draw: trio },
    { bg: dark, draw: solo(1, 0, "right") },
    { bg: dark, draw: pair },
    { bg: white, draw: topDown },
    { bg: warm, draw: drop },
    { bg: clay, draw: trio },
    { bg: white, draw: solo(0.8, 30) },
    { bg: sage, draw: pair },
    { bg: dark, draw: macro },
    { bg: warm, draw: trio },
    { bg: clay, draw: topDown },
    { bg: white, draw: solo(1.1, 0, "right") },
  ];
}

/** 3 — The contact sheet: twenty frames from the session, selects marked in grease pencil. */
function contactSheetShot(label: string): string {
  const scene = new Scene("shop:product-contact", SHOT.width, SHOT.height);
  scene.add(
    rect(0, 0, scene.width, scene.height, 0, { fill: scene.fade([0, 0, 0, scene.height], "#1a1918", "#0c0b0b") }),
    glow(scene, 800, 500, 900, palette.accent, 0.14),
  );
  const sheet = { x: 90, y: 70, w: 1420, h: 1060 };
  const parts: string[] = [
    shadowRect(scene, sheet.x, sheet.y, sheet.w, sheet.h, { blur: 50, opacity: 0.7, dy: 30 }),
    rect(sheet.x, sheet.y, sheet.w, sheet.h, 4, { fill: "#f5f2ed" }),
  ];
  parts.push(
    t("HALDEN  ·  SEA BUCKTHORN  ·  SESSION 03", sheet.x + 50, sheet.y + 60, fonts.label(12, 700, 0.24), {
      fill: HALDEN_INK,
    }),
  );
  parts.push(
    t("20 finals from 312 frames  ·  colour-checked", sheet.x + sheet.w - 50, sheet.y + 60, fonts.ui(12, 500), {
      fill: HALDEN_INK,
      opacity: 0.6,
      anchor: "end",
    }),
  );
  const cols = 5;
  const gap = 18;
  const fw = (sheet.w - 100 - gap * (cols - 1)) / cols;
  const fh = fw * 0.75;
  const list = frames();
  const selects = new Set([0, 4, 9, 13, 17]);
  const framePos = (i: number) => ({
    fx: sheet.x + 50 + (i % cols) * (fw + gap),
    fy: sheet.y + 100 + Math.floor(i / cols) * (fh + 52),
  });
  const drawFrame = (i: number) => {
    const frame = list[i] as FrameSpec;
    const { fx, fy } = framePos(i);
    const clip = scene.clip(rect(fx, fy, fw, fh));
    const bg = scene.linear([fx, fy, fx, fy + fh], stops(frame.bg[0], frame.bg[1]));
    return g(
      [
        rect(fx, fy, fw, fh, 0, { fill: bg }),
        glow(scene, fx + fw * 0.45, fy + fh * 0.4, fw * 0.5, "#ffffff", 0.18),
        g(frame.draw(scene, fw, fh), { transform: translate(fx, fy) }),
      ],
      { clip },
    );
  };
  list.forEach((_, i) => {
    const { fx, fy } = framePos(i);
    parts.push(rect(fx - 6, fy - 6, fw + 12, fh + 12, 0, { fill: "#121212" }));
    parts.push(drawFrame(i));
    parts.push(
      t(`HB_${String(130 + i * 3).padStart(4, "0")}`, fx, fy + fh + 30, fonts.ui(10, 560, 0.04), {
        fill: HALDEN_INK,
        opacity: 0.55,
      }),
    );
    if (selects.has(i)) {
      parts.push(rect(fx - 14, fy - 14, fw + 28, fh + 28, 10, { stroke: palette.accent, sw: 4.5, opacity: 0.9 }));
      parts.push(
        path(`M${num(fx + fw - 40)} ${num(fy + fh + 22)}l9 9l18 -20`, {
          stroke: palette.accent,
          sw: 4,
          cap: "round",
          join: "round",
        }),
      );
    }
  });
  // A loupe over the last frame, magnifying it.
  const under = framePos(19);
  const lp = { x: under.fx + fw * 0.5, y: under.fy + fh * 0.55, r: 118 };
  const zoom = 1.9;
  const lens = scene.clip(circle(lp.x, lp.y, lp.r));
  parts.push(
    shadowCircle(scene, lp.x, lp.y, lp.r + 18, { blur: 30, opacity: 0.55, dx: 22, dy: 26 }),
    g(
      g([rect(under.fx - 6, under.fy - 6, fw + 12, fh + 12, 0, { fill: "#121212" }), drawFrame(19)], {
        transform: `${translate(lp.x, lp.y)} scale(${zoom}) ${translate(-lp.x, -lp.y)}`,
      }),
      { clip: lens },
    ),
    circle(lp.x, lp.y, lp.r, {
      fill: scene.radial(
        { cx: lp.x - lp.r * 0.3, cy: lp.y - lp.r * 0.3, r: lp.r * 1.4 },
        stops(["#fff", 0.16], ["#fff", 0], ["#000", 0.25]),
      ),
    }),
    circle(lp.x, lp.y, lp.r + 9, {
      stroke: scene.fade([lp.x - lp.r, lp.y - lp.r, lp.x + lp.r, lp.y + lp.r], "#55555b", "#0d0d0f"),
      sw: 18,
    }),
    path(
      `M${num(lp.x - lp.r * 0.72)} ${num(lp.y - lp.r * 0.18)}A${num(lp.r * 0.75)} ${num(lp.r * 0.75)} 0 0 1 ${num(lp.x - lp.r * 0.12)} ${num(lp.y - lp.r * 0.72)}`,
      { stroke: "#fff", sw: 6, strokeOpacity: 0.4, cap: "round" },
    ),
  );
  scene.add(g(parts, { transform: rotate(-1, 800, 600) }));
  scene.add(vignette(scene, 0.35));
  return scene.svg(label);
}

export const productPhotographyShots: readonly ShotDesign[] = [
  { title: "the Halden bottle and carton on pedestals, lit warm against a seamless sweep", draw: heroShot },
  { title: "the lighting plan from above, with the resulting frame inset", draw: lightingShot },
  { title: "a contact sheet of twenty frames with the selects marked", draw: contactSheetShot },
];
