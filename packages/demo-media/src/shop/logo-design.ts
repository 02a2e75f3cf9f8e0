import { mix } from "../colour";
import {
  circle,
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
  studioBackdrop,
  t,
  translate,
  vignette,
  type Paint,
  type ShotDesign,
  SHOT,
} from "../kit";
import { num, stopsAt } from "../svg";

/**
 * Logo Design, shown through an invented client: Alder & Ash, a small-batch coffee roaster.
 * Its mark is a coffee bean drawn from two intersecting circles (a vesica), split by an S-curve,
 * with a leaf sprouting from its tip: simple geometry, which is what the construction shot shows.
 */

const CREAM = "#f3ede3";
const INK = "#1b1a19";
const ROAST = "#3a2218";

/** Vesica from two circles of radius `r` whose centres sit `d` either side of the origin. */
function lens(r: number, d: number): { d: string; halfWidth: number; halfHeight: number } {
  const hh = Math.sqrt(r * r - d * d);
  return {
    d: `M0 ${num(-hh, 4)}A${num(r, 4)} ${num(r, 4)} 0 0 1 0 ${num(hh, 4)}A${num(r, 4)} ${num(r, 4)} 0 0 1 0 ${num(-hh, 4)}Z`,
    halfWidth: r - d,
    halfHeight: hh,
  };
}

const BEAN = { r: 1, d: 0.6 };
const LEAF_ANGLE = 52;
const LEAF_HALF = Math.sqrt(0.5 * 0.5 - 0.33 * 0.33);
/** The leaf's lower tip sits just above the bean's top tip, so the two read as one sprouting shape. */
const LEAF = {
  r: 0.5,
  d: 0.33,
  at: [
    LEAF_HALF * Math.sin((LEAF_ANGLE * Math.PI) / 180),
    -0.8 - 0.07 - LEAF_HALF * Math.cos((LEAF_ANGLE * Math.PI) / 180),
  ] as const,
  angle: LEAF_ANGLE,
};
const TILT = -24;

/** The S-shaped split down the bean, as a closed sliver: thick in the middle, tapering to nothing. */
function beanSplit(): string {
  const n = 48;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= n; i += 1) {
    const s = -1 + (2 * i) / n;
    const y = s * 0.6;
    const x = 0.085 * Math.sin(Math.PI * s);
    const w = 0.055 * (1 - s * s) ** 0.7;
    left.push(`${num(x - w, 4)} ${num(y, 4)}`);
    right.unshift(`${num(x + w, 4)} ${num(y, 4)}`);
  }
  return `M${left.join("L")}L${right.join("L")}Z`;
}

/** The mark's path data in unit space (bean height ~1.6), before tilt. */
function markPaths(): { bean: string; leaf: string } {
  const bean = lens(BEAN.r, BEAN.d);
  const leaf = lens(LEAF.r, LEAF.d);
  return {
    bean: bean.d + beanSplit(),
    leaf: `<path d="${leaf.d}" transform="${translate(LEAF.at[0], LEAF.at[1])} ${rotate(LEAF.angle)}"/>`,
  };
}

/** The Alder & Ash mark centred on (cx, cy); `size` is the bean's height in px. */
function aaMark(cx: number, cy: number, size: number, bean: Paint, leaf: Paint = bean): string {
  const scale = size / (2 * lens(BEAN.r, BEAN.d).halfHeight);
  const { bean: beanD } = markPaths();
  const leafLens = lens(LEAF.r, LEAF.d);
  return g(
    [
      path(beanD, { ...bean, rule: "evenodd" }),
      path(leafLens.d, { ...leaf, transform: `${translate(LEAF.at[0], LEAF.at[1])} ${rotate(LEAF.angle)}` }),
    ],
    { transform: `${translate(cx, cy)} ${rotate(TILT)} scale(${num(scale, 4)})` },
  );
}

/** 1 — Hero: the final mark on a presentation board, with its construction geometry drawn in. */
function constructionShot(label: string): string {
  const scene = new Scene("shop:logo-construction", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [1240, 160], warmth: 0.3 }));

  // A second board behind, cream, carrying the reversed lock-up: depth and a hint of the range.
  const back = { x: 960, y: 96, w: 540, h: 380 };
  scene.add(
    g(
      [
        shadowRect(scene, back.x, back.y, back.w, back.h, { blur: 60, opacity: 0.55, dy: 30 }),
        rect(back.x, back.y, back.w, back.h, 10, {
          fill: scene.fade([back.x, back.y, back.x + back.w, back.y + back.h], "#f7f2ea", "#e2dbcf"),
        }),
        aaMark(back.x + 400, back.y + 150, 120, { fill: ROAST }, { fill: palette.accent }),
        t("ALDER & ASH", back.x + 400, back.y + 280, fonts.display(17, 740, 118, 0.16), {
          fill: ROAST,
          anchor: "middle",
        }),
        t("COFFEE ROASTERS", back.x + 400, back.y + 306, fonts.label(7, 650, 0.5), {
          fill: ROAST,
          anchor: "middle",
          opacity: 0.7,
        }),
      ],
      { transform: rotate(6, back.x + back.w / 2, back.y + back.h / 2) },
    ),
  );

  // The main board: dark, with a hairline grid, the generating circles and the mark.
  const b = { x: 170, y: 250, w: 1040, h: 760 };
  const cx = b.x + 390;
  const cy = b.y + 400;
  const size = 330;
  const scale = size / (2 * lens(BEAN.r, BEAN.d).halfHeight);
  const hair = 1.1 / scale;
  const construction: string[] = [];
  const cs = { stroke: palette.heading, sw: hair, strokeOpacity: 0.32, fill: "none" } satisfies Paint;
  const cAccent = { stroke: palette.accentGlow, sw: hair * 1.3, strokeOpacity: 0.75, fill: "none" } satisfies Paint;
  construction.push(circle(-BEAN.d, 0, BEAN.r, cs), circle(BEAN.d, 0, BEAN.r, cs));
  construction.push(line(0, -1.3, 0, 1.3, { ...cs, dash: `${num(6 / scale, 4)} ${num(5 / scale, 4)}` }));
  construction.push(line(-1.7, 0, 1.7, 0, { ...cs, strokeOpacity: 0.18 }));
  construction.push(
    `<g transform="${translate(LEAF.at[0], LEAF.at[1])} ${rotate(LEAF.angle)}">` +
      circle(-LEAF.d, 0, LEAF.r, cAccent) +
      circle(LEAF.d, 0, LEAF.r, cAccent) +
      line(0, -0.55, 0, 0.55, { ...cAccent, strokeOpacity: 0.5 }) +
      "</g>",
  );
  construction.push(circle(0, -0.12, 1.5, { ...cs, strokeOpacity: 0.14 }));
  // Centre points, drawn as small crosses with a ring.
  const tick = 9 / scale;
  for (const [px, py] of [
    [-BEAN.d, 0],
    [BEAN.d, 0],
    [0, 0],
  ] as const) {
    construction.push(
      path(
        `M${num(px - tick, 4)} ${num(py, 4)}H${num(px + tick, 4)}M${num(px, 4)} ${num(py - tick, 4)}V${num(py + tick, 4)}`,
        { ...cs, strokeOpacity: 0.7 },
      ),
      circle(px, py, tick * 0.45, { fill: palette.accent }),
    );
  }
  const flame = scene.linear(
    [0, 0.8, 0, -0.8],
    stopsAt([0, "#e4470f"], [0.6, palette.accent], [1, palette.accentGlow]),
  );
  const { bean: beanD } = markPaths();
  const leafLens = lens(LEAF.r, LEAF.d);
  const markGroup = g(
    [
      path(beanD, { fill: flame, rule: "evenodd", opacity: 0.94 }),
      path(leafLens.d, {
        fill: palette.heading,
        transform: `${translate(LEAF.at[0], LEAF.at[1])} ${rotate(LEAF.angle)}`,
      }),
      ...construction,
    ],
    { transform: `${translate(cx, cy)} ${rotate(TILT)} scale(${num(scale, 4)})` },
  );

  const specX = b.x + 770;
  const swatches = [
    { c: palette.accent, name: "Ember", code: "#FF5A1F" },
    { c: ROAST, name: "Roast", code: "#3A2218" },
    { c: CREAM, name: "Crema", code: "#F3EDE3" },
  ];
  const specs = swatches
    .map(({ c, name, code }, i) => {
      const y = b.y + 420 + i * 86;
      return (
        rect(specX, y, 56, 56, 28, { fill: c, stroke: palette.heading, sw: 1, strokeOpacity: 0.18 }) +
        t(name, specX + 76, y + 24, fonts.ui(13, 600), { fill: palette.heading }) +
        t(code, specX + 76, y + 48, fonts.ui(10, 500, 0.06), { fill: palette.subtext })
      );
    })
    .join("");

  const boardFill = scene.fade([b.x, b.y, b.x + b.w, b.y + b.h], "#1f1e21", "#121214");
  scene.add(
    g(
      [
        shadowRect(scene, b.x, b.y, b.w, b.h, { blur: 90, opacity: 0.75, dy: 44 }),
        rect(b.x, b.y, b.w, b.h, 14, { fill: boardFill }),
        gridLines(b.x + 40, b.y + 40, b.w - 80, b.h - 80, 40, { stroke: palette.heading, sw: 1, strokeOpacity: 0.045 }),
        rect(b.x + 0.5, b.y + 0.5, b.w - 1, b.h - 1, 14, { stroke: palette.heading, sw: 1, strokeOpacity: 0.1 }),
        glow(scene, cx, cy, 360, palette.accent, 0.16),
        markGroup,
        // Dimension callouts.
        line(b.x + 110, b.y + 650, b.x + 690, b.y + 650, { stroke: palette.subtext, sw: 1, strokeOpacity: 0.5 }),
        line(b.x + 110, b.y + 642, b.x + 110, b.y + 658, { stroke: palette.subtext, sw: 1 }),
        line(b.x + 690, b.y + 642, b.x + 690, b.y + 658, { stroke: palette.subtext, sw: 1 }),
        rect(b.x + 340, b.y + 640, 120, 20, 0, { fill: "#171719" }),
        t("R 1.00 : 0.60", b.x + 400, b.y + 655, fonts.ui(10, 500, 0.08), { fill: palette.subtext, anchor: "middle" }),
        t("24°", cx + 150, cy - 262, fonts.ui(12, 600), { fill: palette.accentGlow }),
        path(`M${num(cx)} ${num(cy - 290)}A290 290 0 0 1 ${num(cx + 118)} ${num(cy - 265)}`, {
          stroke: palette.accentGlow,
          sw: 1.2,
          strokeOpacity: 0.7,
        }),
        // Right column: the spec.
        t("PRIMARY MARK", specX, b.y + 92, fonts.label(11, 650, 0.28), { fill: palette.accent }),
        t("Alder & Ash", specX, b.y + 146, fonts.display(28, 720, 100, -0.01), { fill: palette.heading }),
        t("Construction", specX, b.y + 188, fonts.display(28, 300, 100, -0.01), { fill: palette.heading }),
        t("Two circles, one curve.", specX, b.y + 260, fonts.ui(14, 420), { fill: palette.text }),
        t("Built to hold at 16 px.", specX, b.y + 286, fonts.ui(14, 420), { fill: palette.subtext }),
        line(specX, b.y + 350, specX + 210, b.y + 350, { stroke: palette.heading, sw: 1, strokeOpacity: 0.14 }),
        specs,
        t("V3.2  —  APPROVED", b.x + 40, b.y + b.h - 36, fonts.label(9, 600, 0.3), { fill: palette.subtext }),
        t("EMBER STUDIO", b.x + b.w - 40, b.y + b.h - 36, fonts.label(9, 600, 0.3), {
          fill: palette.subtext,
          anchor: "end",
        }),
      ],
      { transform: rotate(-2.2, b.x + b.w / 2, b.y + b.h / 2) },
    ),
  );
  scene.add(vignette(scene, 0.35));
  return scene.svg(label);
}

/** Loose ink concepts for the concept sheet; each is drawn into a 200x200 cell centred on (0, 0). */
function conceptMarks(): ((ink: Paint) => string)[] {
  const stroke = (w: number): Paint => ({ stroke: INK, sw: w, fill: "none", cap: "round", join: "round" });
  return [
    // 01 the bean and leaf (the chosen route)
    (ink) => aaMark(0, 8, 130, ink, ink),
    // 02 monogram in a ring
    (ink) =>
      circle(0, 0, 74, { ...stroke(5) }) +
      t("Aa", 0, 24, fonts.italic(50, 640, 96, -0.04), { ...ink, anchor: "middle" }),
    // 03 cup with steam
    () =>
      path("M-52 -10H52V20Q52 62 0 62Q-52 62 -52 20Z", { fill: INK }) +
      path("M52 4Q80 4 80 24Q80 44 52 44", stroke(8)) +
      path("M-20 -30Q-34 -48 -20 -64M0 -30Q-14 -48 0 -66M20 -30Q6 -48 20 -64", stroke(5)),
    // 04 alder tree, stacked triangles
    () => path("M0 -78L44 -14H-44ZM0 -44L56 30H-56Z", { fill: INK }) + rect(-7, 30, 14, 40, 2, { fill: INK }),
    // 05 sun rising over hills in a roundel
    () =>
      circle(0, 0, 74, stroke(5)) +
      circle(0, 4, 26, { fill: INK }) +
      path("M-70 22Q-30 -6 6 24Q36 2 70 22", stroke(6)) +
      path("M-62 40H62M-48 56H48", stroke(5)),
    // 06 hexagon badge
    () =>
      path("M0 -80L69 -40V40L0 80L-69 40V-40Z", stroke(6)) +
      t("A&A", 0, 14, fonts.display(34, 820, 100, 0.02), { fill: INK, anchor: "middle" }),
    // 07 overlapping circles
    () => circle(-24, 0, 50, stroke(6)) + circle(24, 0, 50, { fill: INK, opacity: 0.85 }),
    // 08 single drop, ash-grey
    () =>
      path("M0 -78C24 -40 54 -10 54 22A54 54 0 0 1 -54 22C-54 -10 -24 -40 0 -78Z", { fill: INK }) +
      path("M-20 14A24 24 0 0 0 8 44", stroke(6)),
    // 09 lowercase a in a rounded square
    () =>
      rect(-66, -66, 132, 132, 30, { fill: INK }) +
      t("a", 0, 34, fonts.display(86, 700, 100), { fill: CREAM, anchor: "middle" }),
  ];
}

/** Wobbly hand-drawn ellipse, for the marker circle around the chosen concept. */
function markerLoop(scene: Scene, cx: number, cy: number, rx: number, ry: number): string {
  const pts: string[] = [];
  const n = 96;
  const phase = scene.random.range(0, Math.PI * 2);
  for (let i = 0; i <= n + 6; i += 1) {
    const a = -1.9 + (i / n) * Math.PI * 2;
    const wobble = 1 + 0.025 * Math.sin(a * 3 + phase) + (i / n) * 0.06;
    pts.push(`${num(cx + Math.cos(a) * rx * wobble)} ${num(cy + Math.sin(a) * ry * wobble)}`);
  }
  return path(`M${pts.join("L")}`, { stroke: palette.accent, sw: 7, cap: "round", join: "round", opacity: 0.92 });
}

/** 2 — The concept sheet: nine directions in ink on paper, the chosen one ringed in marker. */
function conceptsShot(label: string): string {
  const scene = new Scene("shop:logo-concepts", SHOT.width, SHOT.height);
  scene.add(studioBackdrop(scene, { glowAt: [260, 140], warmth: 0.26 }));
  const sheet = { x: 330, y: 70, w: 940, h: 1060 };
  const paper = scene.linear(
    [sheet.x, sheet.y, sheet.x + sheet.w, sheet.y + sheet.h],
    stopsAt([0, "#f8f4ec"], [0.7, "#ece5d8"], [1, "#ddd4c5"]),
  );
  const marks = conceptMarks();
  const cells: string[] = [];
  const cell = 262;
  const ox = sheet.x + 65;
  const oy = sheet.y + 150;
  marks.forEach((draw, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const x = ox + col * (cell + 10);
    const y = oy + row * (cell + 10);
    const jitter = scene.random.range(-3, 3);
    cells.push(
      rect(x, y, cell, cell, 6, { stroke: INK, sw: 1, strokeOpacity: 0.14 }),
      t(`0${i + 1}`, x + 16, y + 28, fonts.ui(11, 600, 0.04), { fill: INK, opacity: 0.45 }),
      g(draw({ fill: INK }), {
        transform: `${translate(x + cell / 2, y + cell / 2 + 6)} ${rotate(jitter)} scale(0.92)`,
        opacity: i === 0 ? 1 : 0.86,
      }),
    );
  });
  // Crossed-out directions and a few notes in the margins.
  const strike = (i: number) => {
    const x = ox + (i % 3) * (cell + 10);
    const y = oy + Math.floor(i / 3) * (cell + 10);
    return path(
      `M${x + cell - 46} ${y + 16}L${x + cell - 20} ${y + 42}M${x + cell - 20} ${y + 16}L${x + cell - 46} ${y + 42}`,
      { stroke: INK, sw: 3, cap: "round", opacity: 0.5 },
    );
  };
  const chosen = { x: ox + cell / 2, y: oy + cell / 2 + 4 };
  scene.add(
    rect(120, 200, 1000, 900, 6, { fill: "#d9d1c3", transform: rotate(-7, 620, 650) }),
    shadowRect(scene, sheet.x, sheet.y, sheet.w, sheet.h, { blur: 70, opacity: 0.6, dy: 36 }),
    g(
      [
        rect(sheet.x, sheet.y, sheet.w, sheet.h, 4, { fill: paper }),
        t("ALDER & ASH", sheet.x + 65, sheet.y + 78, fonts.display(22, 760, 118, 0.14), { fill: INK }),
        t("Identity concepts  ·  Round 1", sheet.x + 65, sheet.y + 110, fonts.ui(13, 450), { fill: INK, opacity: 0.6 }),
        t("14 / 03", sheet.x + sheet.w - 65, sheet.y + 78, fonts.ui(13, 600), {
          fill: INK,
          opacity: 0.55,
          anchor: "end",
        }),
        ...cells,
        strike(2),
        strike(5),
        strike(7),
        markerLoop(scene, chosen.x, chosen.y, 150, 138),
        path(
          `M${chosen.x + 150} ${chosen.y + 110}L${chosen.x + 172} ${chosen.y + 134}L${chosen.x + 214} ${chosen.y + 84}`,
          {
            stroke: palette.accent,
            sw: 7,
            cap: "round",
            join: "round",
          },
        ),
        t("this one — push the leaf", sheet.x + 65, sheet.y + sheet.h - 40, fonts.italic(16, 520), {
          fill: palette.accent,
        }),
      ],
      { transform: rotate(2.2, sheet.x + sheet.w / 2, sheet.y + sheet.h / 2) },
    ),
  );
  // A marker pen resting across the corner of the sheet.
  const pen = { x: 1140, y: 930, len: 430 };
  scene.add(
    g(
      [
        shadowRect(scene, 0, 0, pen.len, 38, { blur: 26, opacity: 0.6, dy: 22 }),
        rect(0, 0, pen.len * 0.72, 38, 19, { fill: scene.fade([0, 0, 0, 38], "#3a3a3e", "#141416") }),
        rect(pen.len * 0.68, 0, pen.len * 0.26, 38, 6, {
          fill: scene.fade([0, 0, 0, 38], palette.accentGlow, "#c9400f"),
        }),
        path(`M${pen.len * 0.94} 6L${pen.len} 15V23L${pen.len * 0.94} 32Z`, { fill: "#2b2b2e" }),
        rect(16, 8, pen.len * 0.55, 5, 2.5, { fill: "#fff", opacity: 0.14 }),
      ],
      { transform: `${translate(pen.x, pen.y)} ${rotate(-32)}` },
    ),
    vignette(scene, 0.3),
  );
  return scene.svg(label);
}

/** 3 — In context: the mark on a hanging blade sign outside the café and on a takeaway cup. */
function contextShot(label: string): string {
  const scene = new Scene("shop:logo-context", SHOT.width, SHOT.height);
  const { width, height } = scene;
  // A painted-brick wall in deep charcoal, lit warm from the upper left.
  const wall = scene.fade([0, 0, 0, height], "#1d1b1b", "#0e0d0d");
  const bricks: string[] = [];
  const bw = 132;
  const bh = 46;
  for (let row = 0; row * bh < 900; row += 1) {
    const offset = row % 2 === 0 ? 0 : -bw / 2;
    for (let x = offset; x < width; x += bw) {
      const shade = scene.random.range(-0.02, 0.035);
      bricks.push(
        rect(x + 3, row * bh + 3, bw - 6, bh - 6, 3, { fill: shade > 0 ? "#fff" : "#000", opacity: Math.abs(shade) }),
      );
    }
  }
  const ledgeY = 900;
  scene.add(
    rect(0, 0, width, height, 0, { fill: wall }),
    g(bricks),
    gridLines(0, 0, width, 0, 1, { stroke: "#000" }),
    glowEllipse(scene, 470, 330, 760, 620, palette.accentGlow, 0.26),
    glowEllipse(scene, 1150, 760, 700, 420, palette.accent, 0.18),
    // A concrete ledge the cup stands on.
    rect(0, ledgeY, width, height - ledgeY, 0, { fill: scene.fade([0, ledgeY, 0, height], "#2a2826", "#121110") }),
    rect(0, ledgeY, width, 3, 0, { fill: "#fff", opacity: 0.12 }),
    shadowRect(scene, 0, ledgeY - 6, width, 10, { blur: 30, opacity: 0.7, dy: 4 }),
  );

  // Blade sign: iron bracket from the wall, a round sign on two short chains.
  const bracketY = 150;
  const signC = { x: 430, y: 470, r: 230 };
  const iron = { stroke: "#0a0a0a", sw: 14, cap: "round", join: "round" } satisfies Paint;
  scene.add(
    rect(60, bracketY - 70, 44, 150, 6, { fill: "#0b0b0b" }),
    circle(82, bracketY - 40, 5, { fill: "#3a3a3a" }),
    circle(82, bracketY + 50, 5, { fill: "#3a3a3a" }),
    path(`M100 ${bracketY}H720`, iron),
    path(`M100 ${bracketY + 70}Q300 ${bracketY + 70} 420 ${bracketY}`, { ...iron, sw: 9 }),
    circle(720, bracketY, 12, { fill: "#0a0a0a" }),
    path(
      `M${signC.x - 110} ${bracketY}V${signC.y - signC.r + 36}M${signC.x + 110} ${bracketY}V${signC.y - signC.r + 36}`,
      { stroke: "#111", sw: 5, dash: "9 4" },
    ),
    shadowCircle(scene, signC.x, signC.y, signC.r + 12, { blur: 46, opacity: 0.7, dx: 36, dy: 40 }),
    circle(signC.x, signC.y, signC.r + 12, {
      fill: scene.fade([0, signC.y - signC.r, 0, signC.y + signC.r], "#2c2a28", "#0c0c0c"),
    }),
    circle(signC.x, signC.y, signC.r, {
      fill: scene.linear(
        [signC.x - signC.r, signC.y - signC.r, signC.x + signC.r, signC.y + signC.r],
        stopsAt([0, palette.accentGlow], [0.45, palette.accent], [1, "#b83a0c"]),
      ),
    }),
    circle(signC.x, signC.y, signC.r - 22, { stroke: CREAM, sw: 3, strokeOpacity: 0.85 }),
    aaMark(signC.x - 4, signC.y - 46, 170, { fill: CREAM }, { fill: CREAM }),
    t("ALDER & ASH", signC.x, signC.y + 102, fonts.display(24, 760, 118, 0.16), { fill: CREAM, anchor: "middle" }),
    t("EST. 2019  ·  ROASTERY", signC.x, signC.y + 138, fonts.label(9.5, 650, 0.36), {
      fill: CREAM,
      anchor: "middle",
      opacity: 0.85,
    }),
    // Sheen across the enamel.
    path(
      `M${signC.x - signC.r + 30} ${signC.y - 60}A${signC.r - 30} ${signC.r - 30} 0 0 1 ${signC.x + 60} ${signC.y - signC.r + 30}`,
      {
        stroke: "#fff",
        sw: 22,
        strokeOpacity: 0.1,
        cap: "round",
      },
    ),
  );

  // Takeaway cup on the ledge: tapered body, kraft sleeve, lid.
  const cup = { cx: 1140, base: ledgeY + 110, top: 540, topW: 330, baseW: 250 };
  const bodyD = `M${cup.cx - cup.topW / 2} ${cup.top}L${cup.cx + cup.topW / 2} ${cup.top}L${cup.cx + cup.baseW / 2} ${cup.base}L${cup.cx - cup.baseW / 2} ${cup.base}Z`;
  const at = (y: number) => (cup.topW + ((cup.baseW - cup.topW) * (y - cup.top)) / (cup.base - cup.top)) / 2;
  const sleeveTop = cup.top + 150;
  const sleeveBottom = cup.top + 370;
  const sleeveD = `M${cup.cx - at(sleeveTop) - 4} ${sleeveTop}Q${cup.cx} ${sleeveTop + 14} ${cup.cx + at(sleeveTop) + 4} ${sleeveTop}L${cup.cx + at(sleeveBottom) + 4} ${sleeveBottom}Q${cup.cx} ${sleeveBottom + 14} ${cup.cx - at(sleeveBottom) - 4} ${sleeveBottom}Z`;
  const shading = scene.linear(
    [cup.cx - cup.topW / 2, 0, cup.cx + cup.topW / 2, 0],
    stopsAt([0, "#000", 0.35], [0.3, "#000", 0], [0.62, "#fff", 0.12], [0.8, "#000", 0.05], [1, "#000", 0.42]),
  );
  scene.add(
    shadowCircle(scene, cup.cx + 30, cup.base, cup.baseW / 2, { blur: 40, opacity: 0.8, dy: 0, squash: 0.16 }),
    path(bodyD, { fill: mix(CREAM, "#cfc6b8", 0.2) }),
    path(sleeveD, { fill: scene.fade([0, sleeveTop, 0, sleeveBottom], "#b0825a", "#8f6443") }),
    aaMark(cup.cx - 2, sleeveTop + 96, 108, { fill: ROAST }, { fill: palette.accent }),
    t("ALDER & ASH", cup.cx, sleeveBottom - 26, fonts.display(13, 760, 118, 0.16), { fill: ROAST, anchor: "middle" }),
    path(bodyD, { fill: shading }),
    // Lid: rim and raised dome.
    rect(cup.cx - cup.topW / 2 - 14, cup.top - 34, cup.topW + 28, 40, 12, {
      fill: scene.fade([0, cup.top - 34, 0, cup.top + 6], "#f2efe9", "#c9c4bb"),
    }),
    path(
      `M${cup.cx - cup.topW / 2 + 6} ${cup.top - 34}L${cup.cx - cup.topW / 2 + 30} ${cup.top - 74}H${cup.cx + cup.topW / 2 - 30}L${cup.cx + cup.topW / 2 - 6} ${cup.top - 34}Z`,
      {
        fill: scene.fade([0, cup.top - 74, 0, cup.top - 34], "#ffffff", "#dcd7cf"),
      },
    ),
    rect(cup.cx + 40, cup.top - 70, 60, 10, 5, { fill: "#bdb7ad" }),
    rect(cup.cx - cup.topW / 2 - 14, cup.top - 34, cup.topW + 28, 40, 12, { fill: shading }),
  );
  // A stand-up pouch of beans beside the cup, and a few beans spilled on the ledge.
  const pouch = { x: 640, y: 700, w: 250, h: 330 };
  const pouchD =
    `M${pouch.x} ${pouch.y + 30}L${pouch.x + pouch.w} ${pouch.y + 30}Q${pouch.x + pouch.w + 8} ${pouch.y + pouch.h * 0.6} ${pouch.x + pouch.w + 12} ${pouch.y + pouch.h}` +
    `H${pouch.x - 12}Q${pouch.x - 8} ${pouch.y + pouch.h * 0.6} ${pouch.x} ${pouch.y + 30}Z`;
  const crimp = Array.from(
    { length: 26 },
    (_, i) => `L${num(pouch.x + (pouch.w * (i + 0.5)) / 26)} ${pouch.y + (i % 2 === 0 ? 0 : 6)}`,
  ).join("");
  const pouchShade = scene.linear(
    [pouch.x - 12, 0, pouch.x + pouch.w + 12, 0],
    stopsAt([0, "#000", 0.4], [0.35, "#000", 0], [0.7, "#fff", 0.08], [1, "#000", 0.45]),
  );
  const tag = { x: pouch.x + 40, y: pouch.y + 110, w: pouch.w - 80, h: 170 };
  const beans = Array.from({ length: 7 }, () => {
    const bx = scene.random.range(440, 640);
    const by = scene.random.range(1060, 1130);
    return aaBean(bx, by, scene.random.range(40, 50), scene.random.range(-80, 80), "#6a3f26");
  });
  scene.add(
    shadowCircle(scene, pouch.x + pouch.w / 2 + 20, pouch.y + pouch.h, pouch.w / 2 + 10, {
      blur: 34,
      opacity: 0.8,
      dy: 0,
      squash: 0.16,
    }),
    path(pouchD, { fill: scene.fade([0, pouch.y, 0, pouch.y + pouch.h], "#b78c62", "#8a6141") }),
    path(
      `M${pouch.x} ${pouch.y + 34}L${pouch.x} ${pouch.y + 6}${crimp}L${pouch.x + pouch.w} ${pouch.y + 6}V${pouch.y + 34}Z`,
      { fill: "#a27952" },
    ),
    rect(pouch.x, pouch.y + 40, pouch.w, 3, 0, { fill: "#000", opacity: 0.18 }),
    rect(tag.x, tag.y, tag.w, tag.h, 4, { fill: CREAM }),
    aaMark(tag.x + tag.w / 2, tag.y + 56, 64, { fill: ROAST }, { fill: palette.accent }),
    t("ALDER & ASH", tag.x + tag.w / 2, tag.y + 118, fonts.display(10, 760, 118, 0.16), {
      fill: ROAST,
      anchor: "middle",
    }),
    t("HOUSE ESPRESSO · 340 G", tag.x + tag.w / 2, tag.y + 144, fonts.label(6, 650, 0.16), {
      fill: ROAST,
      anchor: "middle",
      opacity: 0.75,
    }),
    circle(pouch.x + pouch.w / 2, pouch.y + 78, 9, { fill: "#6f4c33", stroke: "#c9a27a", sw: 2 }),
    path(pouchD, { fill: pouchShade }),
    ...beans,
  );
  scene.add(vignette(scene, 0.45));
  return scene.svg(label);
}

/** A single roasted bean for scattering, built from the mark's own bean. */
function aaBean(cx: number, cy: number, size: number, angle: number, fill: string): string {
  const scale = size / (2 * lens(BEAN.r, BEAN.d).halfHeight);
  return g(
    [
      path(lens(BEAN.r, BEAN.d).d, { fill: "#000", opacity: 0.45, transform: translate(0.12, 0.14) }),
      path(lens(BEAN.r, BEAN.d).d + beanSplit(), { fill, rule: "evenodd" }),
      path(lens(BEAN.r, BEAN.d).d, { fill: "#fff", opacity: 0.08 }),
    ],
    { transform: `${translate(cx, cy)} ${rotate(angle)} scale(${num(scale, 4)})` },
  );
}

export const logoDesignShots: readonly ShotDesign[] = [
  { title: "the Alder & Ash mark on a presentation board with its construction circles", draw: constructionShot },
  { title: "a concept sheet of nine logo directions with the chosen one ringed in orange", draw: conceptsShot },
  { title: "the finished mark on a café blade sign and a takeaway cup", draw: contextShot },
];
