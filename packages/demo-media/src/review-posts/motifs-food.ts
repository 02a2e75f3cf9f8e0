import { contrast, mix } from "../colour";
import { circle, ellipse, g, path, rect, rotate, smoothPath } from "../kit";
import { num, stops, stopsAt } from "../svg";
import { blob, floorShadow, hfade, leaf, MATERIAL, shade, tint, vfade, type Motif, type MotifKit } from "./motif-kit";
import { isDark } from "./style";
import type { MotifId } from "./themes";

/** The restaurant's and the café's plates: curry, a thali and naan; a latte, a croissant and a cinnamon bun. */

/** The colours of the food itself, beside the brand's. */
const FOOD = {
  butter: "#d9652c",
  rogan: "#a9361f",
  cream: "#fbf0dc",
  dough: "#eccb8f",
  crust: "#cf9149",
  char: "#5a3418",
  crumb: "#f6e6c4",
  dal: "#e2a42f",
  palak: "#4f7a2f",
  chana: "#a8652b",
  rice: "#fbf7ee",
  crema: "#a86a3c",
  espresso: "#5e3320",
  milk: "#f7ead6",
  pastry: "#e5a04a",
  cinnamon: "#7d4220",
  icing: "#fffaf2",
  porcelain: "#fdfbf7",
} as const;

/** The brand colour when it stands out on the ground, else the fallback. */
function onGround(k: MotifKit, color: string, fallback: string, min = 1.35): string {
  return contrast(color, k.ground) >= min ? color : fallback;
}

/** Rising steam: soft S-curves in the ground's contrasting tone. */
function steam(k: MotifKit, x: number, y: number, h: number, count = 3): string {
  const color = isDark(k.ground) ? "#ffffff" : mix(k.c.dark, k.ground, 0.35);
  return g(
    Array.from({ length: count }, (_, i) => {
      const sx = x + (i - (count - 1) / 2) * 34;
      const sy = y - (i % 2) * 16;
      return path(
        `M${num(sx)} ${num(sy)}C${num(sx - 18)} ${num(sy - h * 0.25)} ${num(sx + 18)} ${num(sy - h * 0.45)} ${num(sx)} ${num(sy - h * 0.65)}S${num(sx + 4)} ${num(sy - h * 0.9)} ${num(sx - 6)} ${num(sy - h)}`,
        { stroke: color, sw: 7, cap: "round" },
      );
    }),
    { opacity: isDark(k.ground) ? 0.35 : 0.3 },
  );
}

/** A steel or ceramic surface gradient, lit from the upper left. */
function steelFill(k: MotifKit, x0: number, x1: number, base: string = MATERIAL.steel): string {
  return k.scene.linear(
    [x0, 0, x1, 0],
    stopsAt([0, tint(base, 0.35)], [0.45, tint(base, 0.1)], [1, shade(base, 0.22)]),
  );
}

/**
 * A naan in plan, `rx` long and `ry` wide, its round end to the left: golden dough puffed into
 * bubbles, charred where it touched the tandoor wall, a butter sheen and flecks of garlic and coriander.
 */
function naanBread(
  k: MotifKit,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  angle: number,
  options: { garlic?: boolean; inside?: string } = {},
): string {
  const points = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2;
    const narrow = 1 - 0.42 * ((Math.cos(a) + 1) / 2);
    const f = 1 + (k.random.next() - 0.5) * 0.08;
    return [Math.cos(a) * rx * f, Math.sin(a) * ry * narrow * f] as const;
  });
  const outline = smoothPath(points, true);
  const place = `translate(${num(cx)} ${num(cy)}) rotate(${num(angle)})`;
  const clip = k.scene.clip(path(outline));
  const bubbles: string[] = [];
  for (let i = 0; i < 15; i += 1) {
    const x = (k.random.next() - 0.5) * rx * 1.6;
    const y = (k.random.next() - 0.5) * ry * 1.2;
    const r = 7 + k.random.next() * 11;
    bubbles.push(path(blob(k.random, x, y, r * 1.4, r, 0.35, 7), { fill: "#f7dca0" }));
    bubbles.push(
      path(blob(k.random, x + r * 0.3, y - r * 0.25, r * 0.7, r * 0.5, 0.6, 6), {
        fill: i % 3 === 0 ? FOOD.char : "#a8612a",
        opacity: 0.55 + k.random.next() * 0.3,
      }),
    );
  }
  for (let i = 0; i < 10; i += 1) {
    const x = (k.random.next() - 0.5) * rx * 1.7;
    const y = (k.random.next() - 0.5) * ry * 1.3;
    bubbles.push(circle(x, y, 1.5 + k.random.next() * 2.5, { fill: FOOD.char, opacity: 0.6 }));
  }
  const flecks: string[] = [];
  if (options.garlic)
    for (let i = 0; i < 22; i += 1) {
      const x = (k.random.next() - 0.5) * rx * 1.4;
      const y = (k.random.next() - 0.5) * ry * 1.0;
      flecks.push(
        i % 2 === 0
          ? leaf(x, y, 12, k.random.range(0, 360), i % 4 ? MATERIAL.leaf : shade(MATERIAL.leaf, 0.2))
          : ellipse(x, y, 3.4, 2.4, { fill: FOOD.cream, transform: rotate(k.random.range(0, 180), x, y) }),
      );
    }
  const inside = options.inside ? g(options.inside, { clip: k.scene.clip(path(outline, { transform: place })) }) : "";
  return (
    g(
      [
        path(outline, { fill: shade(FOOD.crust, 0.25), transform: "translate(0 5)" }),
        path(outline, {
          fill: k.scene.radial(
            { cx: -rx * 0.15, cy: -ry * 0.2, r: rx * 1.05 },
            stopsAt([0, "#f2cf8a"], [0.65, "#e8b86a"], [1, "#c98639"]),
          ),
        }),
        g([...bubbles, ellipse(-rx * 0.2, -ry * 0.4, rx * 0.55, ry * 0.2, { fill: "#ffffff", opacity: 0.16 })], {
          clip,
        }),
        ...flecks,
      ],
      { transform: place },
    ) + inside
  );
}

/** A bowl of curry with a cream swirl and coriander, a spoon in it, and a folded naan behind. */
const curry: Motif = (k) => {
  const rogan = k.variant % 2 === 1 && k.variant > 8;
  const sauce = rogan ? FOOD.rogan : FOOD.butter;
  const band = onGround(k, k.c.primary, k.c.secondary, 1.2);
  const bowl = "M52 196C54 282 122 336 200 338C278 336 346 282 348 196Z";
  const bandClip = k.scene.clip(path(bowl));
  const surface = k.scene.clip(ellipse(200, 204, 134, 37));
  const chunks: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const a = (i / 9) * Math.PI * 2 + 0.4;
    const d = 40 + (i % 3) * 26;
    const x = 200 + Math.cos(a) * d * 1.35;
    const y = 204 + Math.sin(a) * d * 0.3;
    const chunk = rogan ? shade(sauce, 0.25) : tint(sauce, 0.35);
    chunks.push(path(blob(k.random, x, y, 16, 9, 0.4, 8), { fill: chunk }));
    chunks.push(ellipse(x - 4, y - 3, 7, 3, { fill: "#ffffff", opacity: 0.25 }));
  }
  const herbs: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const x = 200 + (k.random.next() - 0.5) * 210;
    const y = 204 + (k.random.next() - 0.5) * 50;
    herbs.push(
      leaf(x, y, 11 + k.random.next() * 6, k.random.range(0, 360), i % 2 ? MATERIAL.leaf : tint(MATERIAL.leaf, 0.2)),
    );
  }
  const swirl = smoothPath([
    [118, 204],
    [150, 188],
    [214, 186],
    [262, 200],
    [232, 218],
    [178, 214],
    [176, 202],
    [210, 198],
  ]);
  return [
    floorShadow(200, 350, 176, k.c.dark, 0.24),
    naanBread(k, 96, 150, 82, 54, -62),
    steam(k, 200, 132, 100),
    ellipse(200, 338, 64, 13, { fill: shade(FOOD.porcelain, 0.3) }),
    path(bowl, { fill: hfade(k, 52, 348, FOOD.porcelain, shade(FOOD.porcelain, 0.18)) }),
    g(
      [
        path("M40 250Q200 316 360 250V272Q200 338 40 272Z", { fill: band }),
        path("M40 280Q200 346 360 280V286Q200 352 40 286Z", { fill: band, opacity: 0.6 }),
      ],
      { clip: bandClip },
    ),
    path("M72 228Q92 290 150 318", { stroke: "#ffffff", sw: 8, cap: "round", opacity: 0.5 }),
    ellipse(200, 196, 150, 46, { fill: tint(FOOD.porcelain, 0.4) }),
    ellipse(200, 198, 138, 40, { fill: shade(FOOD.porcelain, 0.16) }),
    g(
      [
        ellipse(200, 204, 134, 37, {
          fill: k.scene.radial({ cx: 180, cy: 196, r: 140 }, stops(tint(sauce, 0.2), shade(sauce, 0.2))),
        }),
        ellipse(200, 176, 134, 10, { fill: "#000000", opacity: 0.14 }),
        ...chunks,
        rogan
          ? path(
              Array.from({ length: 8 }, (_, i) => {
                const x = 130 + i * 20;
                return `M${x} ${204 + ((i * 7) % 11) - 5}h6`;
              }).join(""),
              { stroke: "#f2b035", sw: 5, cap: "round", opacity: 0.6 },
            )
          : path(swirl, { stroke: FOOD.cream, sw: 8, cap: "round", opacity: 0.9 }),
        ...herbs,
      ],
      { clip: surface },
    ),
    path("M290 206L352 116", { stroke: shade("#c9a25a", 0.1), sw: 13, cap: "round" }),
    path("M292 200L350 118", { stroke: tint("#c9a25a", 0.35), sw: 4, cap: "round" }),
    ellipse(288, 208, 18, 7, { fill: shade("#c9a25a", 0.2), transform: rotate(-20, 288, 208) }),
  ].join("");
};

/** A small steel bowl (katori) with `fill` in it, seen from the same angle as the platter. */
function katori(k: MotifKit, x: number, y: number, r: number, fill: string, extra = ""): string {
  const ry = r * 0.4;
  const clip = k.scene.clip(ellipse(x, y + 1.5, r * 0.87, ry * 0.82));
  return [
    ellipse(x, y + r * 0.42, r * 0.92, ry * 0.9, { fill: shade(MATERIAL.steel, 0.35) }),
    path(
      `M${num(x - r)} ${num(y)}V${num(y + r * 0.3)}A${num(r * 0.96)} ${num(ry)} 0 0 0 ${num(x + r)} ${num(y + r * 0.3)}V${num(y)}Z`,
      {
        fill: steelFill(k, x - r, x + r),
      },
    ),
    ellipse(x, y, r, ry, { fill: tint(MATERIAL.steel, 0.45) }),
    g(
      [
        ellipse(x, y + 1.5, r * 0.87, ry * 0.82, {
          fill: k.scene.radial({ cx: x - r * 0.2, cy: y - ry * 0.2, r: r }, stops(tint(fill, 0.2), shade(fill, 0.18))),
        }),
        ellipse(x, y - ry * 0.8, r, ry * 0.35, { fill: "#000000", opacity: 0.12 }),
        extra,
      ],
      { clip },
    ),
  ].join("");
}

/** A round steel thali: bowls of dal, palak, curry, raita and chana, rice, a folded roti and salad. */
const thali: Motif = (k) => {
  const cx = 200;
  const cy = 236;
  const dots = (x: number, y: number, color: string, count: number, spread: number) =>
    Array.from({ length: count }, () =>
      circle(
        x + (k.random.next() - 0.5) * spread,
        y + (k.random.next() - 0.5) * spread * 0.35,
        2 + k.random.next() * 2,
        {
          fill: color,
        },
      ),
    ).join("");
  const bowls = [
    { x: 92, y: 196, fill: FOOD.dal, extra: dots(92, 197, FOOD.char, 6, 40) + dots(92, 197, "#c53a22", 3, 36) },
    {
      x: 170,
      y: 170,
      fill: FOOD.palak,
      extra: path("M150 170Q170 162 190 172", { stroke: FOOD.cream, sw: 5, cap: "round" }),
    },
    {
      x: 250,
      y: 172,
      fill: FOOD.butter,
      extra:
        path("M232 172Q250 164 270 174", { stroke: FOOD.cream, sw: 5, cap: "round" }) +
        leaf(256, 170, 10, -30, MATERIAL.leaf),
    },
    { x: 318, y: 204, fill: "#f3ede2", extra: dots(318, 205, MATERIAL.leaf, 8, 40) },
  ];
  const riceGrains: string[] = [];
  for (let i = 0; i < 34; i += 1) {
    const x = 146 + (k.random.next() - 0.5) * 96;
    const y = 276 + (k.random.next() - 0.5) * 36;
    riceGrains.push(ellipse(x, y, 5, 1.8, { fill: "#e8dcc6", transform: rotate(k.random.range(-50, 50), x, y) }));
  }
  const roti = "M226 252Q270 230 322 250Q338 262 318 292Q280 314 238 300Q214 290 226 252Z";
  const rotiSpots = Array.from({ length: 9 }, () => {
    const x = 240 + k.random.next() * 70;
    const y = 256 + k.random.next() * 36;
    return ellipse(x, y, 5 + k.random.next() * 5, 3 + k.random.next() * 2, { fill: FOOD.char, opacity: 0.4 });
  });
  return [
    floorShadow(cx, 340, 190, k.c.dark, 0.24),
    ellipse(cx, cy + 12, 186, 98, { fill: shade(MATERIAL.steel, 0.4) }),
    ellipse(cx, cy, 186, 98, { fill: steelFill(k, cx - 186, cx + 186) }),
    ellipse(cx, cy + 4, 168, 86, {
      fill: k.scene.linear(
        [cx - 160, cy - 80, cx + 160, cy + 80],
        stops(shade(MATERIAL.steel, 0.12), tint(MATERIAL.steel, 0.3), shade(MATERIAL.steel, 0.08)),
      ),
    }),
    path(`M${cx - 150} ${cy - 30}Q${cx - 60} ${cy - 84} ${cx + 60} ${cy - 80}`, {
      stroke: "#ffffff",
      sw: 6,
      cap: "round",
      opacity: 0.45,
    }),
    // A papad standing behind the bowls.
    ellipse(206, 142, 80, 26, { fill: tint(FOOD.dough, 0.3), transform: rotate(-6, 206, 142) }),
    dots(206, 140, shade(FOOD.crust, 0.3), 12, 120),
    ...bowls.map((b) => katori(k, b.x, b.y, 44, b.fill, b.extra)),
    path(blob(k.random, 146, 280, 58, 28, 0.18, 12), { fill: FOOD.rice }),
    ellipse(140, 268, 36, 10, { fill: "#ffffff", opacity: 0.6 }),
    ...riceGrains,
    leaf(160, 258, 16, -40, MATERIAL.leaf),
    leaf(160, 258, 14, -110, tint(MATERIAL.leaf, 0.2)),
    path(roti, { fill: vfade(k, 230, 310, tint(FOOD.dough, 0.1), FOOD.crust) }),
    ...rotiSpots,
    path("M230 262Q276 246 322 258", { stroke: shade(FOOD.crust, 0.2), sw: 3, opacity: 0.6 }),
    // Salad: a lemon wedge, onion rings and a green chilli.
    path("M196 306Q214 286 236 300Q218 318 196 306Z", { fill: "#f4d44a" }),
    path("M202 304Q216 294 230 301", { stroke: "#fff4b0", sw: 3 }),
    ellipse(186, 318, 16, 7, { stroke: "#c98bb0", sw: 4 }),
    ellipse(210, 320, 12, 5, { stroke: "#d9a3c3", sw: 3.5 }),
    path("M240 318Q262 314 282 300", { stroke: MATERIAL.leaf, sw: 6, cap: "round" }),
    path("M282 300l6 -5", { stroke: shade(MATERIAL.leaf, 0.3), sw: 4, cap: "round" }),
    steam(k, 200, 120, 70),
  ].join("");
};

/** Naan on a board: a whole one behind, one torn in two to show its soft crumb, and a bowl of raita. */
const naan: Motif = (k) => {
  const board = mix(MATERIAL.wood, "#8a5a32", 0.3);
  const grain = Array.from(
    { length: 7 },
    (_, i) => `M${60 + i * 8} ${262 + i * 12}Q200 ${250 + i * 14} ${340 - i * 6} ${262 + i * 12}`,
  );
  // The tear: a ragged line across the front naan; each half is the naan clipped to one side of it.
  const tear: [number, number][] = [
    [236, 120],
    [226, 160],
    [242, 188],
    [228, 218],
    [246, 250],
    [232, 290],
    [240, 330],
  ];
  const tearLine = tear.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("");
  const leftHalf = k.scene.clip(path(`${tearLine}H0V120Z`));
  const rightHalf = k.scene.clip(path(`${tearLine}H400V120Z`));
  const crumb = path(tearLine, { stroke: FOOD.crumb, sw: 16, join: "round", cap: "round" });
  const front = naanBread(k, 206, 236, 134, 72, -8, { garlic: true, inside: crumb });
  const strands = path("M238 176l16 4M236 226l18 2M240 268l16 -2", { stroke: FOOD.crumb, sw: 4, cap: "round" });
  return [
    floorShadow(200, 354, 180, k.c.dark, 0.24),
    ellipse(200, 292, 176, 62, { fill: shade(board, 0.35) }),
    ellipse(200, 282, 176, 62, { fill: hfade(k, 24, 376, tint(board, 0.12), shade(board, 0.1)) }),
    path(grain.join(""), { stroke: shade(board, 0.25), sw: 2, opacity: 0.5 }),
    rect(354, 266, 40, 18, 9, { fill: shade(board, 0.15) }),
    naanBread(k, 180, 176, 128, 64, -18, { garlic: k.variant % 2 === 0 }),
    g(front, { clip: leftHalf }),
    strands,
    g(g(front, { clip: rightHalf }), { transform: "translate(22 10) rotate(6 300 230)" }),
    katori(k, 80, 306, 40, "#f3ede2", leaf(80, 306, 12, -20, MATERIAL.leaf) + leaf(74, 308, 10, 200, MATERIAL.leaf)),
  ].join("");
};

/** Latte art: a heart, a tulip or a rosetta poured into the crema, drawn flat then laid into the cup. */
function latteArt(variant: number, cx: number, cy: number, r: number): string {
  const style = variant % 3;
  let d: string;
  if (style === 0) {
    d = `M0 ${num(r * 0.55)}C${num(-r * 0.9)} 0 ${num(-r * 0.55)} ${num(-r * 0.75)} 0 ${num(-r * 0.3)}C${num(r * 0.55)} ${num(-r * 0.75)} ${num(r * 0.9)} 0 0 ${num(r * 0.55)}Z`;
  } else if (style === 1) {
    d = [0.5, 0.05, -0.35]
      .map((y, i) => {
        const s = r * (0.62 - i * 0.14);
        const yy = y * r;
        return `M0 ${num(yy + s * 0.5)}C${num(-s * 1.3)} ${num(yy)} ${num(-s * 0.8)} ${num(yy - s * 0.9)} 0 ${num(yy - s * 0.4)}C${num(s * 0.8)} ${num(yy - s * 0.9)} ${num(s * 1.3)} ${num(yy)} 0 ${num(yy + s * 0.5)}Z`;
      })
      .join("");
  } else {
    d = Array.from({ length: 6 }, (_, i) => {
      const y = r * 0.55 - i * r * 0.2;
      const w = r * (0.78 - i * 0.1);
      return `M${num(-w)} ${num(y - r * 0.06)}Q0 ${num(y + r * 0.22)} ${num(w)} ${num(y - r * 0.06)}Q0 ${num(y + r * 0.06)} ${num(-w)} ${num(y - r * 0.06)}Z`;
    }).join("");
  }
  const stem = style === 0 ? "" : `M0 ${num(r * 0.72)}L0 ${num(-r * 0.62)}`;
  return g([path(d, { fill: FOOD.milk }), stem ? path(stem, { stroke: FOOD.milk, sw: r * 0.06, cap: "round" }) : ""], {
    transform: `translate(${num(cx)} ${num(cy)}) scale(1 0.3)`,
  });
}

/** A latte in a glazed cup on its saucer, with a pattern poured in the crema, beans and a spoon. */
const coffee: Motif = (k) => {
  const cup = onGround(k, k.c.primary, FOOD.porcelain, 1.25);
  const isBrand = cup === k.c.primary;
  const saucer = isBrand ? FOOD.porcelain : mix(k.c.secondary, FOOD.porcelain, 0.3);
  const body = "M88 196C90 270 130 318 196 320C262 318 302 270 304 196Z";
  const bean = (x: number, y: number, a: number) =>
    g(
      [
        ellipse(0, 0, 13, 9, { fill: FOOD.espresso }),
        path("M-10 0Q0 -5 10 1", { stroke: shade(FOOD.espresso, 0.45), sw: 2.5, cap: "round" }),
        ellipse(-3, -4, 5, 2, { fill: "#ffffff", opacity: 0.2 }),
      ],
      { transform: `translate(${num(x)} ${num(y)}) rotate(${num(a)})` },
    );
  return [
    floorShadow(200, 348, 176, k.c.dark, 0.24),
    ellipse(200, 318, 170, 46, { fill: shade(saucer, 0.28) }),
    ellipse(200, 312, 170, 46, { fill: hfade(k, 30, 370, tint(saucer, 0.3), shade(saucer, 0.1)) }),
    ellipse(200, 314, 112, 28, { fill: shade(saucer, 0.1) }),
    // The spoon on the saucer.
    path("M300 300L372 320", { stroke: shade(MATERIAL.steel, 0.1), sw: 8, cap: "round" }),
    ellipse(292, 298, 15, 8, { fill: tint(MATERIAL.steel, 0.2), transform: rotate(16, 292, 298) }),
    path("M300 210C360 198 364 276 296 280", { stroke: shade(cup, 0.15), sw: 20, cap: "round" }),
    path("M300 210C350 202 352 268 298 274", { stroke: tint(cup, 0.15), sw: 6, cap: "round", opacity: 0.6 }),
    path(body, { fill: hfade(k, 88, 304, tint(cup, 0.22), shade(cup, 0.18)) }),
    path("M110 222Q118 278 160 306", { stroke: "#ffffff", sw: 9, cap: "round", opacity: 0.35 }),
    isBrand
      ? ""
      : path("M94 244Q196 280 298 244", { stroke: onGround(k, k.c.primary, k.c.secondary, 1.1), sw: 10, opacity: 0.9 }),
    ellipse(196, 196, 108, 32, { fill: tint(cup, 0.4) }),
    ellipse(196, 199, 97, 27, {
      fill: k.scene.radial(
        { cx: 196, cy: 199, r: 100 },
        stopsAt([0, tint(FOOD.crema, 0.15)], [0.75, FOOD.crema], [1, shade(FOOD.crema, 0.35)]),
      ),
    }),
    latteArt(k.variant, 196, 200, 78),
    steam(k, 196, 150, 90),
    bean(70, 352, 20),
    bean(98, 362, -30),
    bean(340, 356, 40),
  ].join("");
};

/** A butter croissant on a plate, from a little above: a crescent of rolled bands, glossy and flaky. */
const croissant: Motif = (k) => {
  const almond = k.variant >= 10;
  const plate = onGround(k, k.c.light, tint(k.c.secondary, 0.6), 1.2);
  const cx = 200;
  const cy = 330;
  const radius = 128;
  const squash = 0.72;
  const max = 1.25;
  /** A point `across` the crescent (-1 inner edge, 1 outer edge) at angle `phi` along it. */
  const at = (phi: number, across: number, bulge = 0): [number, number] => {
    const taper = Math.cos((phi / max) * (Math.PI / 2)) ** 0.7;
    const w = 12 + 62 * taper + bulge;
    const r = radius + across * w;
    return [cx + Math.sin(phi) * r * 1.12, cy - Math.cos(phi) * r * squash - taper * 40];
  };
  const cuts = [-1, -0.72, -0.44, -0.16, 0.16, 0.44, 0.72, 1].map((f) => f * max);
  const bands: { d: string; mid: [number, number]; i: number; lines: string }[] = [];
  for (let i = 0; i < cuts.length - 1; i += 1) {
    const a0 = cuts[i] as number;
    const a1 = cuts[i + 1] as number;
    const pts: [number, number][] = [];
    const steps = 8;
    for (let s = 0; s <= steps; s += 1) {
      const t = s / steps;
      pts.push(at(a0 + (a1 - a0) * t, 1, Math.sin(Math.PI * t) * 10));
    }
    for (let s = steps; s >= 0; s -= 1) {
      const t = s / steps;
      pts.push(at(a0 + (a1 - a0) * t, -1, Math.sin(Math.PI * t) * 6));
    }
    const d = `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;
    const lines = [0.3, 0.55, 0.78]
      .map((t) => {
        const phi = a0 + (a1 - a0) * t;
        const [x0, y0] = at(phi, -0.75);
        const [x1, y1] = at(phi, 0.8);
        const [mx, my] = at(phi + (a1 - a0) * 0.12 * (phi < 0 ? 1 : -1), 0.05);
        return `M${num(x0)} ${num(y0)}Q${num(mx)} ${num(my)} ${num(x1)} ${num(y1)}`;
      })
      .join("");
    bands.push({ d, mid: at((a0 + a1) / 2, 0.2), i, lines });
  }
  const centre = (bands.length - 1) / 2;
  const order = [...bands].sort((a, b) => Math.abs(b.i - centre) - Math.abs(a.i - centre));
  const drawn = order.map((band) => {
    const [mx, my] = band.mid;
    const edge = Math.abs(band.i - centre) === centre;
    const base = edge ? shade(FOOD.pastry, 0.12) : FOOD.pastry;
    return [
      path(band.d, { fill: shade(FOOD.pastry, 0.5), transform: "translate(0 4)" }),
      path(band.d, {
        fill: k.scene.radial({ cx: mx - 8, cy: my - 14, r: 80 }, stops("#f7c97c", base, shade(FOOD.pastry, 0.4))),
      }),
      path(band.lines, { stroke: "#fbe2b0", sw: 2.5, cap: "round", opacity: 0.45 }),
    ].join("");
  });
  const shine = path(
    `M${at(-0.3, 0.55).map(num).join(" ")}Q${at(0, 1.1).map(num).join(" ")} ${at(0.3, 0.55).map(num).join(" ")}`,
    { stroke: "#fff3d6", sw: 7, cap: "round", opacity: 0.55 },
  );
  const flakes = Array.from({ length: 14 }, () => {
    const x = 50 + k.random.next() * 300;
    const y = 320 + k.random.next() * 34;
    return path(`M${num(x)} ${num(y)}l7 -3l4 5l-8 2Z`, {
      fill: k.random.next() > 0.5 ? FOOD.pastry : "#f7c97c",
    });
  });
  const topping: string[] = [];
  if (almond) {
    for (let i = 0; i < 20; i += 1) {
      const [x, y] = at((k.random.next() - 0.5) * 1.8, 0.2 + k.random.next() * 0.7);
      topping.push(
        ellipse(x, y, 9, 5, {
          fill: "#f3e4c4",
          stroke: "#c99a5c",
          sw: 1.5,
          transform: rotate(k.random.range(-60, 60), x, y),
        }),
      );
    }
    for (let i = 0; i < 50; i += 1) {
      const [x, y] = at((k.random.next() - 0.5) * 2, k.random.next() * 1.2 - 0.1);
      topping.push(circle(x, y, 1.5 + k.random.next() * 1.8, { fill: "#ffffff", opacity: 0.9 }));
    }
  }
  return [
    floorShadow(200, 352, 180, k.c.dark, 0.22),
    ellipse(200, 332, 180, 44, { fill: shade(plate, 0.2) }),
    ellipse(200, 326, 180, 44, { fill: hfade(k, 20, 380, tint(plate, 0.4), shade(plate, 0.06)) }),
    ellipse(200, 328, 136, 30, { fill: shade(plate, 0.07) }),
    ellipse(200, 318, 150, 24, { fill: "#000000", opacity: 0.14 }),
    ...drawn,
    shine,
    ...topping,
    ...flakes,
  ].join("");
};

/** A cinnamon bun: a low, domed spiral of dough and cinnamon under a drizzle of icing. */
function cinnamonBun(k: MotifKit, cx: number, cy: number, r: number, drizzles: readonly number[]): string {
  const ry = r * 0.58;
  const h = r * 0.3;
  const side = `M${num(cx - r)} ${num(cy)}V${num(cy + h)}A${num(r)} ${num(ry)} 0 0 0 ${num(cx + r)} ${num(cy + h)}V${num(cy)}Z`;
  const spiral: [number, number][] = [];
  const turns = 2.3;
  for (let i = 0; i <= 64; i += 1) {
    const t = i / 64;
    const a = t * turns * Math.PI * 2 + 0.6;
    const rr = r * (0.08 + 0.86 * t);
    spiral.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.58]);
  }
  const spiralPath = smoothPath(spiral);
  const top = k.scene.clip(ellipse(cx, cy, r, ry));
  const drizzle = drizzles.map((f, i) => {
    const x = cx + f * r;
    const pts: [number, number][] = [];
    for (let s = 0; s <= 4; s += 1) {
      const t = s / 4;
      pts.push([x - r * 0.3 + t * r * 0.6 + (s % 2 ? r * 0.1 : -r * 0.1), cy - ry * 0.95 + t * ry * 1.9]);
    }
    return path(smoothPath(pts), { stroke: FOOD.icing, sw: r * (i % 2 ? 0.045 : 0.06), cap: "round" });
  });
  return [
    path(side, { fill: hfade(k, cx - r, cx + r, tint(FOOD.pastry, 0.1), shade(FOOD.pastry, 0.35)) }),
    path(`M${num(cx - r)} ${num(cy + h * 0.5)}A${num(r)} ${num(ry)} 0 0 0 ${num(cx + r)} ${num(cy + h * 0.5)}`, {
      stroke: FOOD.cinnamon,
      sw: r * 0.08,
      opacity: 0.45,
    }),
    ellipse(cx, cy, r, ry, {
      fill: k.scene.radial(
        { cx: cx - r * 0.25, cy: cy - ry * 0.35, r: r * 1.1 },
        stopsAt([0, "#f6cf8c"], [0.7, "#e9ad5f"], [1, shade(FOOD.pastry, 0.15)]),
      ),
    }),
    g([path(spiralPath, { stroke: FOOD.cinnamon, sw: r * 0.11, cap: "round" }), ...drizzle], { clip: top }),
    path(`M${num(cx + r * 0.55)} ${num(cy + ry * 0.75)}q3 ${num(h * 0.6)} -1 ${num(h * 0.85)}`, {
      stroke: FOOD.icing,
      sw: r * 0.06,
      cap: "round",
    }),
  ].join("");
}

const bun: Motif = (k) => {
  const plate = onGround(k, k.c.light, tint(k.c.secondary, 0.6), 1.2);
  const stick = (x: number, y: number, a: number) =>
    g(
      [
        rect(-60, -9, 120, 18, 9, { fill: vfade(k, -9, 9, tint(FOOD.cinnamon, 0.2), shade(FOOD.cinnamon, 0.2)) }),
        ellipse(60, 0, 5, 9, { fill: tint(FOOD.cinnamon, 0.3) }),
      ],
      { transform: `translate(${num(x)} ${num(y)}) rotate(${num(a)})` },
    );
  return [
    floorShadow(200, 350, 180, k.c.dark, 0.22),
    ellipse(200, 316, 178, 46, { fill: shade(plate, 0.2) }),
    ellipse(200, 310, 178, 46, { fill: hfade(k, 22, 378, tint(plate, 0.4), shade(plate, 0.06)) }),
    ellipse(200, 312, 130, 30, { fill: shade(plate, 0.07) }),
    cinnamonBun(k, 272, 196, 84, [-0.3, 0.3]),
    ellipse(180, 302, 140, 22, { fill: "#000000", opacity: 0.14 }),
    cinnamonBun(k, 172, 244, 124, [-0.45, 0, 0.45]),
    stick(306, 338, -12),
  ].join("");
};

export const foodMotifs: Readonly<Partial<Record<MotifId, Motif>>> = {
  curry,
  thali,
  naan,
  coffee,
  croissant,
  bun,
};
