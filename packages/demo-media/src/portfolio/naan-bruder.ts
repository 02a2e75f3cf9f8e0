import { createPrng, type Prng } from "../prng";
import { num, stops, stopsAt } from "../svg";
import { MOCKUP, stage, type PortfolioDesign } from "./design";
import {
  rect,
  circle,
  t,
  viewport,
  browser,
  phone,
  tablet,
  statusBar,
  textArrow,
  check,
  paragraph,
  textWidth,
  Scene,
  type FontSpec,
  atOrigin,
} from "../kit";

/**
 * Naan Bruder: warm, appetite-led, bold type on charcoal. The food is the hero, so the pages are
 * built around top-down "photographs" of naan and curries drawn from gradients.
 */
const C = {
  charcoal: "#1a1716",
  coal: "#241f1d",
  ash: "#3a322e",
  saffron: "#f2a33a",
  chili: "#d8452a",
  cream: "#f6ead6",
  muted: "#b3a697",
  leaf: "#4f8f3a",
} as const;

const display = (cap: number, wdth = 72): FontSpec => ({
  family: "archivo",
  wght: 900,
  wdth,
  cap,
  tracking: -0.01,
});
const ui = (cap: number, wght = 500): FontSpec => ({ family: "inter", wght, opsz: 14, cap });

/** A closed, wobbly outline through points around an ellipse, smoothed with quadratic curves. */
function blob(
  random: Prng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  count = 14,
  rotate = 0,
): string {
  const points = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + (random.next() - 0.5) * wobble;
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    return [
      cx + x * Math.cos(rotate) - y * Math.sin(rotate),
      cy + x * Math.sin(rotate) + y * Math.cos(rotate),
    ] as const;
  });
  const mid = (i: number) => {
    const a = points[i % count] as readonly [number, number];
    const b = points[(i + 1) % count] as readonly [number, number];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  };
  let d = `M${num(mid(0)[0])} ${num(mid(0)[1])}`;
  for (let i = 1; i <= count; i += 1) {
    const p = points[i % count] as readonly [number, number];
    const m = mid(i);
    d += `Q${num(p[0])} ${num(p[1])} ${num(m[0])} ${num(m[1])}`;
  }
  return `${d}Z`;
}

/** A torn, blistered naan seen from above, brushed with butter and scattered with coriander. */
function naan(scene: Scene, seed: string, cx: number, cy: number, rx: number, ry: number, rotate: number): string {
  const random = createPrng(seed);
  const outline = blob(random, cx, cy, rx, ry, 0.16, 16, rotate);
  const bake = scene.radial(
    { cx: cx - rx * 0.15, cy: cy - ry * 0.2, r: Math.max(rx, ry) * 1.1 },
    stopsAt([0, "#f3d08f"], [0.6, "#e2ad62"], [1, "#b7772f"]),
  );
  const clip = scene.clip(`<path d="${outline}"/>`);
  const soft = scene.blur(Math.max(rx, ry) * 0.008);
  const char: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * 0.88;
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const r = Math.max(rx, ry) * random.range(0.03, 0.085);
    const tilt = random.range(0, 180);
    // A risen bubble: a pale dome whose top has caught the tandoor wall.
    char.push(
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(r * 1.5)}" ry="${num(r)}" fill="#f6d18c" opacity="0.55" transform="rotate(${num(tilt)} ${num(x)} ${num(y)})"/>`,
    );
    char.push(
      `<ellipse cx="${num(x + r * 0.15)}" cy="${num(y + r * 0.1)}" rx="${num(r * 0.8)}" ry="${num(r * 0.45)}" fill="${random.next() < 0.4 ? "#3b1c06" : "#7a4216"}" opacity="${num(random.range(0.55, 0.9))}" transform="rotate(${num(tilt)} ${num(x)} ${num(y)})"/>`,
    );
  }
  // Browned rim where the dough thinned out.
  char.push(
    `<path d="${outline}" fill="none" stroke="#8a4d1a" stroke-width="${num(Math.max(rx, ry) * 0.06)}" opacity="0.55"/>`,
  );
  const herbs: string[] = [];
  for (let i = 0; i < 22; i += 1) {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * 0.78;
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const size = Math.max(rx, ry) * random.range(0.02, 0.04);
    herbs.push(
      `<path d="${blob(random, x, y, size * 1.4, size, 0.5, 6, random.next() * 3)}" fill="${i % 5 === 0 ? "#6fae4c" : C.leaf}"/>`,
    );
    if (i % 2 === 0) herbs.push(circle(x + size * 2, y - size, size * 0.45, { fill: "#f4ecd2", opacity: 0.9 }));
  }
  return [
    `<path d="${outline}" fill="#000" opacity="0.45" transform="translate(${num(rx * 0.04)} ${num(ry * 0.08)})" filter="${scene.blur(Math.max(rx, ry) * 0.05)}"/>`,
    `<path d="${outline}" fill="${bake}"/>`,
    `<g clip-path="${clip}"><g filter="${soft}">${char.join("")}</g>`,
    `<ellipse cx="${num(cx - rx * 0.2)}" cy="${num(cy - ry * 0.3)}" rx="${num(rx * 0.5)}" ry="${num(ry * 0.22)}" fill="#fff6df" opacity="0.16" transform="rotate(${num((rotate * 180) / Math.PI - 12)} ${num(cx)} ${num(cy)})"/></g>`,
    herbs.join(""),
  ].join("");
}

/** A hammered copper bowl of curry, a swirl of cream on top. */
function bowl(scene: Scene, seed: string, cx: number, cy: number, r: number, curry: [string, string]): string {
  const random = createPrng(seed);
  const rim = scene.radial({ cx: cx - r * 0.3, cy: cy - r * 0.3, r: r * 1.4 }, stops("#e7a56b", "#b8642f", "#6d3414"));
  const sauce = scene.radial({ cx: cx - r * 0.15, cy: cy - r * 0.15, r: r * 0.9 }, stops(curry[0], curry[1]));
  const swirl: string[] = [];
  let d = `M${num(cx)} ${num(cy)}`;
  for (let i = 1; i <= 40; i += 1) {
    const a = i * 0.42;
    const rr = (i / 40) * r * 0.55;
    d += `L${num(cx + Math.cos(a) * rr)} ${num(cy + Math.sin(a) * rr)}`;
  }
  swirl.push(
    `<path d="${d}" fill="none" stroke="${C.cream}" stroke-width="${num(r * 0.06)}" stroke-linecap="round" opacity="0.85"/>`,
  );
  for (let i = 0; i < 9; i += 1) {
    const a = random.next() * Math.PI * 2;
    const rr = random.range(0.1, 0.6) * r;
    swirl.push(
      `<path d="${blob(random, cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, r * 0.05, r * 0.035, 0.5, 6, a)}" fill="${C.leaf}"/>`,
    );
  }
  return [
    circle(cx + r * 0.06, cy + r * 0.12, r * 1.02, { fill: "#000", opacity: 0.5, filter: scene.blur(r * 0.08) }),
    circle(cx, cy, r, { fill: rim }),
    circle(cx, cy, r * 0.84, { fill: "#5a2a10" }),
    circle(cx, cy, r * 0.8, { fill: sauce }),
    ...swirl,
    circle(cx - r * 0.35, cy - r * 0.35, r * 0.12, { fill: "#fff", opacity: 0.12 }),
  ].join("");
}

/** The hero "photograph": a slate board with naan, two curries, raita and chillies, lit from the top left. */
function spread(scene: Scene, w: number, h: number, seed = "naan-spread"): string {
  const random = createPrng(`${seed}-props`);
  const slate = scene.fade([0, 0, w, h], "#34302d", "#151312");
  const light = scene.radial(
    { cx: w * 0.2, cy: h * 0.1, r: Math.max(w, h) },
    stops(["#ffd9a0", 0.28], ["#ffb060", 0.06], ["#000", 0]),
  );
  const u = Math.min(w, h);
  const chillies = Array.from({ length: 3 }, (_, i) => {
    const x = w * 0.84 + i * u * 0.03;
    const y = h * 0.82 - i * u * 0.04;
    return `<path d="M${num(x)} ${num(y)}q${num(u * 0.08)} ${num(-u * 0.02)} ${num(u * 0.12)} ${num(-u * 0.1)}q${num(-u * 0.02)} ${num(u * 0.1)} ${num(-u * 0.12)} ${num(u * 0.115)}z" fill="${i === 1 ? "#3f8a2c" : C.chili}"/>`;
  }).join("");
  return [
    rect(0, 0, w, h, 0, { fill: slate }),
    scene.grain({ opacity: 0.12, frequency: 0.7, seed: 3, width: w, height: h }),
    bowl(scene, `${seed}-b1`, w * 0.78, h * 0.26, u * 0.17, ["#e07a2e", "#b53d17"]),
    bowl(scene, `${seed}-b2`, w * 0.2, h * 0.8, u * 0.14, ["#d9a441", "#9c6a1c"]),
    circle(w * 0.9, h * 0.56, u * 0.075, { fill: "#e9e4d6" }) +
      circle(w * 0.9, h * 0.56, u * 0.062, { fill: "#f6f2e6" }) +
      circle(w * 0.89, h * 0.55, u * 0.012, { fill: C.leaf }),
    naan(scene, `${seed}-n1`, w * 0.44, h * 0.44, u * 0.34, u * 0.24, -0.5),
    naan(scene, `${seed}-n2`, w * 0.62, h * 0.7, u * 0.22, u * 0.16, 0.4),
    chillies,
    ...Array.from({ length: 14 }, () =>
      circle(random.range(0, w), random.range(0, h), u * random.range(0.003, 0.007), { fill: "#f4ecd2", opacity: 0.7 }),
    ),
    rect(0, 0, w, h, 0, { fill: light }),
  ].join("");
}

type Dish = "naan" | "butter-chicken" | "paneer" | "chana" | "kebab" | "lassi";

/** A square top-down close-up of one dish on slate, for menu rows: cheap to draw, distinct at a glance. */
function dishPhoto(scene: Scene, dish: Dish, w: number, h: number): string {
  const random = createPrng(`dish-${dish}`);
  const u = Math.min(w, h);
  const slate = scene.fade([0, 0, w, h], "#3a3531", "#181615");
  const parts = [rect(0, 0, w, h, 0, { fill: slate })];
  const curry = (colours: [string, string]) => {
    const sauce = scene.radial({ cx: w * 0.45, cy: h * 0.45, r: u * 0.5 }, stops(colours[0], colours[1]));
    parts.push(
      circle(w * 0.55, h * 0.55, u * 0.52, { fill: "#b8642f" }),
      circle(w * 0.55, h * 0.55, u * 0.44, { fill: sauce }),
    );
  };
  if (dish === "naan") return naan(scene, "dish-naan", w * 0.5, h * 0.5, u * 0.62, u * 0.46, -0.4);
  if (dish === "butter-chicken") {
    curry(["#e58a3c", "#b3411a"]);
    for (let i = 0; i < 5; i += 1)
      parts.push(
        `<path d="${blob(random, w * random.range(0.35, 0.75), h * random.range(0.35, 0.75), u * 0.09, u * 0.06, 0.5, 7, random.next() * 3)}" fill="#8e3b12"/>`,
      );
    parts.push(
      `<path d="M${num(w * 0.35)} ${num(h * 0.5)}q${num(u * 0.2)} ${num(-u * 0.2)} ${num(u * 0.4)} 0" fill="none" stroke="${C.cream}" stroke-width="${num(u * 0.05)}" stroke-linecap="round"/>`,
    );
  }
  if (dish === "paneer") {
    for (let i = 0; i < 6; i += 1) {
      const x = w * (0.22 + (i % 3) * 0.26);
      const y = h * (0.32 + Math.floor(i / 3) * 0.34);
      parts.push(
        rect(x - u * 0.1, y - u * 0.1, u * 0.2, u * 0.2, u * 0.03, {
          fill: "#f1e2c2",
          transform: `rotate(${num(random.range(-20, 20))} ${num(x)} ${num(y)})`,
        }),
      );
      parts.push(
        rect(x - u * 0.1, y - u * 0.02, u * 0.2, u * 0.04, 0, {
          fill: "#5a2a0c",
          opacity: 0.7,
          transform: `rotate(${num(random.range(-30, 30))} ${num(x)} ${num(y)})`,
        }),
      );
    }
    parts.push(circle(w * 0.85, h * 0.15, u * 0.12, { fill: "#3f8a2c" }));
  }
  if (dish === "chana") {
    curry(["#c98d3a", "#7d4a15"]);
    for (let i = 0; i < 16; i += 1)
      parts.push(
        circle(w * random.range(0.3, 0.8), h * random.range(0.3, 0.8), u * 0.04, {
          fill: "#e0b463",
          stroke: "#8a5a1c",
          sw: u * 0.01,
        }),
      );
  }
  if (dish === "kebab") {
    for (let i = 0; i < 2; i += 1) {
      const y = h * (0.38 + i * 0.26);
      parts.push(rect(0, y - u * 0.012, w, u * 0.024, 0, { fill: "#cfc8bd" }));
      parts.push(rect(w * 0.12, y - u * 0.08, w * 0.76, u * 0.16, u * 0.08, { fill: "#6e3516" }));
      for (let k = 0; k < 6; k += 1)
        parts.push(rect(w * (0.18 + k * 0.12), y - u * 0.08, u * 0.03, u * 0.16, 0, { fill: "#3b1a08", opacity: 0.6 }));
    }
  }
  if (dish === "lassi") {
    parts.push(
      circle(w * 0.5, h * 0.5, u * 0.4, { fill: "#e9e4d8" }),
      circle(w * 0.5, h * 0.5, u * 0.34, { fill: "#f7b733" }),
    );
    parts.push(circle(w * 0.43, h * 0.43, u * 0.1, { fill: "#fde3a0", opacity: 0.7 }));
    for (let i = 0; i < 5; i += 1)
      parts.push(circle(w * random.range(0.4, 0.6), h * random.range(0.4, 0.6), u * 0.015, { fill: "#6b4a1c" }));
  }
  return parts.join("");
}

function logo(x: number, y: number, cap: number, fill: string = C.cream): string {
  const spec = display(cap, 62);
  const first = "NAAN";
  const gap = cap * 0.5;
  const firstWidth = textWidth(spec, first);
  return (
    t(first, x, y, spec, { fill: fill }) +
    circle(x + firstWidth + gap / 2, y - cap / 2, cap * 0.16, { fill: C.saffron }) +
    t("BRUDER", x + firstWidth + gap, y, spec, { fill: fill })
  );
}

/** The desktop home page: the headline in heavy condensed type beside the spread. */
function desktopHome(scene: Scene, w: number, h: number): string {
  const s = w / 1280;
  const parts = [rect(0, 0, w, h, 0, { fill: C.charcoal })];
  parts.push(viewport(scene, { x: 640 * s, y: 0, w: 640 * s, h: h }, 0, (vw, vh) => spread(scene, vw, vh)));
  parts.push(logo(56 * s, 62 * s, 22 * s));
  let navX = 56 * s;
  for (const label of ["Menu", "Catering", "Visit"]) {
    parts.push(t(label, navX, 118 * s, ui(12 * s, 600), { fill: C.muted }));
    navX += textWidth(ui(12 * s, 600), label) + 30 * s;
  }
  parts.push(t("TANDOOR KITCHEN  ·  17TH AVE SW, CALGARY", 56 * s, 212 * s, ui(11 * s, 700), { fill: C.saffron }));
  ["HOT NAAN,", "ZERO", "FRICTION."].forEach((line, i) =>
    parts.push(t(line, 52 * s, 318 * s + i * 100 * s, display(84 * s), { fill: i === 2 ? C.saffron : C.cream })),
  );
  parts.push(
    paragraph(
      ui(14 * s, 400),
      "Straight from a 480° tandoor. Order ahead for pickup, or feed the whole office with catering.",
      { x: 56 * s, y: 580 * s, width: 470 * s, leading: 26 * s, fill: C.muted },
    ).markup,
  );
  parts.push(rect(56 * s, 640 * s, 200 * s, 56 * s, 10 * s, { fill: C.chili }));
  parts.push(textArrow(ui(13 * s, 700), "Order for pickup", 156 * s, 673 * s, C.cream));
  parts.push(
    rect(272 * s, 640 * s, 170 * s, 56 * s, 10 * s, {
      fill: "none",
      stroke: C.cream,
      strokeOpacity: 0.35,
      sw: 1.5 * s,
    }),
  );
  parts.push(t("Plan catering", 357 * s, 673 * s, ui(13 * s, 600), { fill: C.cream, anchor: "middle" }));
  // The price tag pinned on the photo.
  parts.push(rect(690 * s, h - 118 * s, 250 * s, 72 * s, 12 * s, { fill: C.charcoal, opacity: 0.92 }));
  parts.push(t("TODAY FROM THE TANDOOR", 710 * s, h - 88 * s, ui(10 * s, 700), { fill: C.saffron }));
  parts.push(t("Garlic butter naan  ·  $4.50", 710 * s, h - 64 * s, ui(13 * s, 600), { fill: C.cream }));
  return parts.join("");
}

const DISHES: readonly (readonly [string, string, string, boolean, Dish])[] = [
  ["Garlic butter naan", "Brushed with ghee, coriander", "4.50", true, "naan"],
  ["Butter chicken", "Charred thigh, tomato, fenugreek", "19.00", true, "butter-chicken"],
  ["Paneer tikka", "Tandoor-blistered, mint chutney", "17.00", true, "paneer"],
  ["Chana masala", "Chickpeas, amchur, onion", "15.00", true, "chana"],
  ["Lamb seekh kebab", "Sold out for tonight", "21.00", false, "kebab"],
  ["Mango lassi", "Alphonso mango, cardamom", "6.00", true, "lassi"],
];

/** The live menu on a phone: dish photos, prices, one item sold out. */
function mobileMenu(scene: Scene, w: number, h: number): string {
  const s = w / 390;
  const parts = [rect(0, 0, w, h, 0, { fill: C.charcoal }), statusBar(w, C.cream)];
  parts.push(logo(22 * s, 84 * s, 16 * s));
  parts.push(t("MENU", 22 * s, 150 * s, display(40 * s), { fill: C.cream }));
  ["Tandoor", "Curries", "Sides", "Drinks"].forEach((tab, i) => {
    const tx = 22 * s + i * 86 * s;
    parts.push(rect(tx, 170 * s, 78 * s, 32 * s, 16 * s, { fill: i === 0 ? C.saffron : C.coal }));
    parts.push(
      t(tab, tx + 39 * s, 190.5 * s, ui(10.5 * s, 700), { fill: i === 0 ? C.charcoal : C.muted, anchor: "middle" }),
    );
  });
  DISHES.forEach(([name, note, price, available, dish], i) => {
    const y = 222 * s + i * 96 * s;
    parts.push(
      viewport(scene, { x: 22 * s, y: y, w: 78 * s, h: 78 * s }, 12 * s, (vw, vh) => dishPhoto(scene, dish, vw, vh)),
    );
    parts.push(t(name, 116 * s, y + 26 * s, ui(13 * s, 700), { fill: available ? C.cream : C.muted }));
    parts.push(t(note, 116 * s, y + 48 * s, ui(10.5 * s, 400), { fill: available ? C.muted : C.chili }));
    parts.push(
      t(`$${price}`, w - 22 * s, y + 26 * s, ui(13 * s, 700), { fill: available ? C.saffron : C.ash, anchor: "end" }),
    );
    if (available)
      parts.push(
        circle(w - 36 * s, y + 56 * s, 14 * s, { fill: C.coal }) +
          `<path d="M${num(w - 42 * s)} ${num(y + 56 * s)}h${num(12 * s)}M${num(w - 36 * s)} ${num(y + 50 * s)}v${num(12 * s)}" stroke="${C.cream}" stroke-width="${num(2 * s)}" stroke-linecap="round"/>`,
      );
  });
  parts.push(rect(0, h - 92 * s, w, 92 * s, 0, { fill: C.coal }));
  parts.push(rect(22 * s, h - 76 * s, w - 44 * s, 52 * s, 12 * s, { fill: C.chili }));
  parts.push(
    t("View order  ·  2 items  ·  $23.50", w / 2, h - 45 * s, ui(12.5 * s, 700), { fill: C.cream, anchor: "middle" }),
  );
  return parts.join("");
}

/** The kitchen's menu editor on a tablet: availability switches and prices, editable between services. */
function menuEditor(scene: Scene, w: number, h: number): string {
  const s = w / 1024;
  const parts = [rect(0, 0, w, h, 0, { fill: "#f4efe7" })];
  parts.push(rect(0, 0, 220 * s, h, 0, { fill: C.charcoal }));
  parts.push(logo(28 * s, 56 * s, 15 * s));
  ["Menu", "Catering requests", "Opening hours", "Photos"].forEach((label, i) => {
    if (i === 0) parts.push(rect(16 * s, 92 * s + i * 46 * s, 188 * s, 36 * s, 8 * s, { fill: C.coal }));
    parts.push(
      t(label, 30 * s, 115 * s + i * 46 * s, ui(11.5 * s, i === 0 ? 700 : 500), { fill: i === 0 ? C.cream : C.muted }),
    );
  });
  parts.push(t("DINNER SERVICE", 256 * s, 58 * s, ui(11 * s, 700), { fill: "#9a5a12" }));
  parts.push(t("TONIGHT'S MENU", 256 * s, 100 * s, display(34 * s, 80), { fill: C.charcoal }));
  parts.push(circle(w - 300 * s, 80 * s, 5 * s, { fill: "#2f9e55" }));
  parts.push(t("Live on the site  ·  saved 2 min ago", w - 288 * s, 84 * s, ui(11 * s, 500), { fill: "#6b6259" }));
  DISHES.forEach(([name, note, price, available, dish], i) => {
    const y = 134 * s + i * 78 * s;
    parts.push(rect(256 * s, y, w - 290 * s, 66 * s, 12 * s, { fill: "#fff", stroke: "#e6ddd0", sw: 1 }));
    parts.push(
      viewport(scene, { x: 268 * s, y: y + 9 * s, w: 48 * s, h: 48 * s }, 8 * s, (vw, vh) =>
        dishPhoto(scene, dish, vw, vh),
      ),
    );
    parts.push(t(name, 332 * s, y + 30 * s, ui(13 * s, 700), { fill: available ? C.charcoal : "#9b9187" }));
    parts.push(t(note, 332 * s, y + 50 * s, ui(10.5 * s, 400), { fill: available ? "#8a7f74" : C.chili }));
    parts.push(rect(w - 330 * s, y + 16 * s, 96 * s, 34 * s, 8 * s, { fill: "#f7f3ec", stroke: "#e6ddd0", sw: 1 }));
    parts.push(t(`$ ${price}`, w - 318 * s, y + 38 * s, ui(12 * s, 600), { fill: C.charcoal }));
    parts.push(rect(w - 200 * s, y + 19 * s, 54 * s, 28 * s, 14 * s, { fill: available ? "#2f9e55" : "#d8cfc3" }));
    parts.push(circle(available ? w - 160 * s : w - 186 * s, y + 33 * s, 11 * s, { fill: "#fff" }));
    parts.push(
      t(available ? "On" : "86'd", w - 134 * s, y + 37 * s, ui(10.5 * s, 600), {
        fill: available ? "#2f9e55" : C.chili,
      }),
    );
  });
  const footY = 134 * s + DISHES.length * 78 * s + 18 * s;
  parts.push(rect(256 * s, footY, w - 290 * s, 1, 0, { fill: "#e0d6c8" }));
  parts.push(
    t("5 of 6 dishes on  ·  1 sold out  ·  changes go live instantly", 256 * s, footY + 44 * s, ui(12 * s, 500), {
      fill: "#6b6259",
    }),
  );
  parts.push(rect(w - 234 * s, footY + 18 * s, 200 * s, 44 * s, 10 * s, { fill: C.charcoal }));
  parts.push(
    t("Preview on the site", w - 134 * s, footY + 45 * s, ui(12 * s, 700), { fill: C.cream, anchor: "middle" }),
  );
  return parts.join("");
}

/** The catering page: headcount, date and dietary needs up front, with the enquiries it brought in. */
function cateringPage(scene: Scene, w: number, h: number): string {
  const s = w / 1280;
  const parts = [rect(0, 0, w, h, 0, { fill: C.charcoal })];
  parts.push(logo(56 * s, 60 * s, 20 * s));
  parts.push(t("CATERING", 56 * s, 150 * s, ui(11 * s, 700), { fill: C.saffron }));
  parts.push(t("FEED THE", 52 * s, 222 * s, display(56 * s), { fill: C.cream }));
  parts.push(t("WHOLE CREW.", 52 * s, 288 * s, display(56 * s), { fill: C.saffron }));
  parts.push(
    paragraph(
      ui(13.5 * s, 400),
      "Tell us how many, when, and who eats what. We reply with a menu and a price the same day.",
      { x: 56 * s, y: 350 * s, width: 420 * s, leading: 25 * s, fill: C.muted },
    ).markup,
  );
  parts.push(
    viewport(scene, { x: 56 * s, y: 420 * s, w: 420 * s, h: 250 * s }, 16 * s, (vw, vh) =>
      spread(scene, vw, vh, "catering"),
    ),
  );
  const fx = 540 * s;
  parts.push(rect(fx, 110 * s, 684 * s, 560 * s, 20 * s, { fill: C.coal }));
  parts.push(t("GUESTS", fx + 36 * s, 160 * s, ui(11 * s, 600), { fill: C.muted }));
  parts.push(rect(fx + 36 * s, 174 * s, 290 * s, 60 * s, 12 * s, { fill: C.charcoal }));
  parts.push(t("48", fx + 181 * s, 216 * s, display(30 * s, 80), { fill: C.cream, anchor: "middle" }));
  parts.push(
    circle(fx + 72 * s, 204 * s, 18 * s, { fill: C.ash }) +
      `<path d="M${num(fx + 64 * s)} ${num(204 * s)}h${num(16 * s)}" stroke="${C.cream}" stroke-width="${num(2.4 * s)}" stroke-linecap="round"/>`,
  );
  parts.push(
    circle(fx + 290 * s, 204 * s, 18 * s, { fill: C.saffron }) +
      `<path d="M${num(fx + 282 * s)} ${num(204 * s)}h${num(16 * s)}M${num(fx + 290 * s)} ${num(196 * s)}v${num(16 * s)}" stroke="${C.charcoal}" stroke-width="${num(2.4 * s)}" stroke-linecap="round"/>`,
  );
  parts.push(t("DATE", fx + 358 * s, 160 * s, ui(11 * s, 600), { fill: C.muted }));
  parts.push(rect(fx + 358 * s, 174 * s, 290 * s, 60 * s, 12 * s, { fill: C.charcoal }));
  parts.push(t("Fri, 14 March  ·  12:00", fx + 378 * s, 210 * s, ui(14 * s, 600), { fill: C.cream }));
  parts.push(t("DIETARY NEEDS", fx + 36 * s, 280 * s, ui(11 * s, 600), { fill: C.muted }));
  const chips: [string, boolean][] = [
    ["Vegetarian", true],
    ["Vegan", false],
    ["Halal", true],
    ["Gluten-free", true],
    ["Nut allergy", false],
    ["Dairy-free", false],
    ["Jain", false],
  ];
  let cx = fx + 36 * s;
  let cy = 296 * s;
  for (const [label, on] of chips) {
    const cw = textWidth(ui(12 * s, 600), label) + (on ? 52 : 36) * s;
    if (cx + cw > fx + 648 * s) {
      cx = fx + 36 * s;
      cy += 52 * s;
    }
    parts.push(
      rect(cx, cy, cw, 40 * s, 20 * s, { fill: on ? C.saffron : C.charcoal, ...(on ? {} : { stroke: C.ash, sw: 1 }) }),
    );
    if (on) parts.push(check(cx + 20 * s, cy + 20 * s, 8 * s, C.charcoal, C.saffron));
    parts.push(t(label, cx + (on ? 36 : 18) * s, cy + 25 * s, ui(12 * s, 600), { fill: on ? C.charcoal : C.cream }));
    cx += cw + 10 * s;
  }
  parts.push(t("NOTES FOR THE KITCHEN", fx + 36 * s, 432 * s, ui(11 * s, 600), { fill: C.muted }));
  parts.push(rect(fx + 36 * s, 446 * s, 612 * s, 90 * s, 12 * s, { fill: C.charcoal }));
  parts.push(
    paragraph(
      ui(12.5 * s, 400),
      "Two guests are coeliac. Could the naan come separately, plus one extra tray of paneer tikka?",
      { x: fx + 56 * s, y: 478 * s, width: 570 * s, leading: 22 * s, fill: C.cream },
    ).markup,
  );
  parts.push(rect(fx + 36 * s, 566 * s, 612 * s, 62 * s, 12 * s, { fill: C.chili }));
  parts.push(textArrow(ui(14 * s, 700), "Get a catering quote", fx + 342 * s, 603 * s, C.cream));
  return parts.join("");
}

export const naanBruderDesign: PortfolioDesign = {
  card: {
    width: 1200,
    height: 1200,
    title:
      "Naan Bruder website: “Hot naan, zero friction.” in bold type on charcoal beside a top-down spread of naan and curries, with the menu on a phone",
    draw(scene) {
      return [
        stage(scene, { tint: C.saffron, glowAt: [0.15, 0.0] }),
        browser(
          scene,
          { x: 50, y: 130, w: 1100, h: 840 },
          "naanbruder.ca",
          atOrigin((w, h) => desktopHome(scene, w, h)),
          { theme: "dark" },
        ),
        phone(
          scene,
          770,
          440,
          360,
          atOrigin((w, h) => mobileMenu(scene, w, h)),
          { height: 740 },
        ),
      ].join("");
    },
  },
  mockups: [
    {
      ...MOCKUP,
      title:
        "Naan Bruder home page in a desktop browser: heavy condensed headline and a spread of naan, curries and raita",
      draw(scene) {
        return [
          stage(scene, { tint: C.chili, glowAt: [0.9, 1] }),
          browser(
            scene,
            { x: 70, y: 70, w: 1060, h: 662 },
            "naanbruder.ca",
            atOrigin((w, h) => desktopHome(scene, w, h)),
            { theme: "dark" },
          ),
        ].join("");
      },
    },
    {
      ...MOCKUP,
      title:
        "The kitchen's menu editor on a tablet, with prices and availability switches, beside the live menu on a phone",
      draw(scene) {
        return [
          stage(scene, { tint: C.saffron, glowAt: [0.05, 0.1] }),
          tablet(scene, { x: 40, y: 110, w: 800, h: 580 }, (w, h) => menuEditor(scene, w, h)),
          phone(
            scene,
            870,
            100,
            290,
            atOrigin((w, h) => mobileMenu(scene, w, h)),
            { height: 600 },
          ),
        ].join("");
      },
    },
    {
      ...MOCKUP,
      title: "The catering page: guest count, date and dietary needs asked up front",
      draw(scene) {
        return [
          stage(scene, { tint: C.saffron, glowAt: [1, 0.1] }),
          browser(
            scene,
            { x: 70, y: 70, w: 1060, h: 662 },
            "naanbruder.ca/catering",
            atOrigin((w, h) => cateringPage(scene, w, h)),
            { theme: "dark" },
          ),
        ].join("");
      },
    },
  ],
};
