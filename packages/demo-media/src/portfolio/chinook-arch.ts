import { createPrng, type Prng } from "../prng";
import { num, stops, stopsAt } from "../svg";
import { MOCKUP, type PortfolioDesign } from "./design";
import { rect, g, t, shadowRect, viewport, translate, Scene, type FontSpec } from "../kit";

/**
 * Chinook Arch: six illustrations of the band of clear sky that opens over the Rockies when a
 * chinook comes in, seen from one ridge above the Bow. Each is built from flat, layered gradients
 * (cloud deck, the arch, ranges fading into haze, the valley) and finished with a print grain.
 */

interface Mood {
  name: string;
  cloud: [string, string];
  arch: [string, string, string];
  ranges: [string, string][];
  valley: [string, string];
  river: string;
  lens: string;
  stars?: boolean;
}

const MOODS: Mood[] = [
  {
    name: "I. First light",
    cloud: ["#2a2f4a", "#4a4466"],
    arch: ["#f7c59f", "#f4a77c", "#c9b6d8"],
    ranges: [
      ["#d7c3dd", "#a99abf"],
      ["#8e86ad", "#6b668f"],
      ["#534f77", "#3b3a5c"],
    ],
    valley: ["#2d2d48", "#1c1c30"],
    river: "#f7c59f",
    lens: "#e9b9a7",
  },
  {
    name: "II. Noon thaw",
    cloud: ["#3b4a5c", "#62748a"],
    arch: ["#fdf1d6", "#c8e4e4", "#9fcbd3"],
    ranges: [
      ["#eef4f4", "#b7cdd3"],
      ["#97b2be", "#6f8e9e"],
      ["#4f6b7d", "#3a5264"],
    ],
    valley: ["#34495a", "#22323f"],
    river: "#e3f4f2",
    lens: "#dfe9ea",
  },
  {
    name: "III. Warm wind",
    cloud: ["#1d1f33", "#3b2f45"],
    arch: ["#ffd08a", "#ff8a3d", "#ff5a1f"],
    ranges: [
      ["#f6b08c", "#c9787a"],
      ["#8f5471", "#6a3e5f"],
      ["#3f2a4a", "#2a1d36"],
    ],
    valley: ["#231a2e", "#140f1c"],
    river: "#ffb070",
    lens: "#ffb48a",
  },
  {
    name: "IV. Blue hour",
    cloud: ["#101a33", "#1f2c4f"],
    arch: ["#f2b8c6", "#7fb7c9", "#3d6f94"],
    ranges: [
      ["#8fb3cf", "#5f86a8"],
      ["#3f618a", "#2d4a70"],
      ["#1f3458", "#15253f"],
    ],
    valley: ["#132038", "#0b1426"],
    river: "#f2b8c6",
    lens: "#c7a3c4",
  },
  {
    name: "V. Foehn wall",
    cloud: ["#2b2b30", "#55545c"],
    arch: ["#fbe3b0", "#f3b36b", "#9fb8c2"],
    ranges: [
      ["#e8dccb", "#b9a999"],
      ["#8f8375", "#6b6158"],
      ["#45403c", "#302c29"],
    ],
    valley: ["#2b2724", "#1a1715"],
    river: "#fbe3b0",
    lens: "#f0e4cf",
  },
  {
    name: "VI. Night arch",
    cloud: ["#07091a", "#151a33"],
    arch: ["#3b5f8a", "#22406a", "#142a4a"],
    ranges: [
      ["#2c4566", "#1d3150"],
      ["#17273f", "#101d31"],
      ["#0c1524", "#080f1b"],
    ],
    valley: ["#0a101c", "#05080f"],
    river: "#8fb3d9",
    lens: "#3f5f86",
    stars: true,
  },
];

/** A ridgeline by midpoint displacement: jagged where `roughness` is high, rolling where it is low. */
function ridgeline(random: Prng, count: number, roughness: number): number[] {
  const size = 2 ** Math.ceil(Math.log2(count - 1)) + 1;
  const ys = new Array<number>(size).fill(0);
  ys[0] = random.next();
  ys[size - 1] = random.next();
  for (let step = size - 1, scale = 1; step > 1; step /= 2, scale *= roughness) {
    for (let i = step / 2; i < size; i += step)
      ys[i] = ((ys[i - step / 2] as number) + (ys[i + step / 2] as number)) / 2 + (random.next() - 0.5) * scale;
  }
  const min = Math.min(...ys);
  const max = Math.max(...ys);
  return ys.slice(0, count).map((y) => (y - min) / (max - min || 1));
}

/** A spruce in silhouette: stacked, drooping tiers. */
function spruce(x: number, base: number, height: number, fill: string): string {
  const tiers = 6;
  const width = height * 0.34;
  let d = `M${num(x)} ${num(base - height)}`;
  for (let k = 1; k <= tiers; k += 1) {
    const y = base - height + (height * 0.92 * k) / tiers;
    const half = (width / 2) * (k / tiers);
    d += `L${num(x + half)} ${num(y)}L${num(x + half * 0.45)} ${num(y - height * 0.03)}`;
  }
  d += `L${num(x + width * 0.04)} ${num(base)}L${num(x - width * 0.04)} ${num(base)}`;
  for (let k = tiers; k >= 1; k -= 1) {
    const y = base - height + (height * 0.92 * k) / tiers;
    const half = (width / 2) * (k / tiers);
    d += `L${num(x - half * 0.45)} ${num(y - height * 0.03)}L${num(x - half)} ${num(y)}`;
  }
  return `<path d="${d}Z" fill="${fill}"/>`;
}

/** One illustration of the series, drawn into a w x h box at the local origin. */
export function chinookScene(scene: Scene, w: number, h: number, moodIndex: number): string {
  const mood = MOODS[moodIndex] as Mood;
  const random = createPrng(`chinook-${moodIndex}`);
  const parts: string[] = [];
  // The arch's lower edge: the cloud deck's flat base, rising gently to the west like the real thing.
  const deckLeft = h * 0.38;
  const deckRight = h * 0.31;
  const deckMid = (deckLeft + deckRight) / 2 + h * 0.025;
  const horizonY = h * 0.64;
  const edge = (offset: number) =>
    `M0 ${num(deckLeft + offset)}Q${num(w * 0.5)} ${num(deckMid + offset)} ${num(w)} ${num(deckRight + offset)}`;

  parts.push(
    rect(0, 0, w, h, 0, {
      fill: scene.linear([0, deckRight, 0, horizonY], stops(mood.arch[2], mood.arch[1], mood.arch[0])),
    }),
  );
  parts.push(
    rect(0, 0, w, h, 0, {
      fill: scene.radial(
        { cx: w * 0.32, cy: horizonY, r: w * 0.7 },
        Array.from({ length: 9 }, (_, i) => ({ offset: i / 8, color: mood.arch[0], opacity: 0.7 * (1 - i / 8) ** 2 })),
      ),
    }),
  );
  if (mood.stars) {
    for (let i = 0; i < 90; i += 1)
      parts.push(
        `<circle cx="${num(random.range(0, w))}" cy="${num(random.range(deckRight, horizonY))}" r="${num(random.range(0.4, 1.4) * (w / 900))}" fill="#f4f0e8" opacity="${num(random.range(0.3, 0.9))}"/>`,
      );
    parts.push(`<circle cx="${num(w * 0.74)}" cy="${num(h * 0.47)}" r="${num(w * 0.028)}" fill="#f4ecd8"/>`);
  }
  // Lenticular clouds: almond lenses stacked like plates, standing still in the clear band.
  for (let i = 0; i < 3; i += 1) {
    const cx = w * (0.18 + i * 0.3 + random.range(-0.06, 0.06));
    const cy = h * random.range(0.44, 0.53);
    const rx = w * random.range(0.09, 0.17);
    for (let k = 0; k < 3; k += 1) {
      const r = rx * (1 - k * 0.24);
      const y = cy - k * h * 0.011;
      const x = cx + k * rx * 0.08;
      const lift = h * 0.012 * (1.2 - k * 0.25);
      parts.push(
        `<path d="M${num(x - r)} ${num(y)}Q${num(x)} ${num(y - lift * 2)} ${num(x + r)} ${num(y)}Q${num(x)} ${num(y + lift * 0.7)} ${num(x - r)} ${num(y)}Z" fill="${mood.lens}" opacity="${num(0.85 - k * 0.15)}"/>`,
      );
    }
  }
  // The cloud deck: dark above, lit from below near its edge, rippled into long billows.
  const deckShape = `${edge(0)}V0H0Z`;
  parts.push(
    `<path d="${deckShape}" fill="${scene.linear(
      [0, 0, 0, deckLeft],
      stopsAt([0, mood.cloud[0]], [0.7, mood.cloud[0]], [1, mood.cloud[1]]),
    )}"/>`,
  );
  const deckClip = scene.clip(`<path d="${deckShape}"/>`);
  const billows: string[] = [];
  for (let b = 0; b < 16; b += 1) {
    const rise = h * (0.006 + b * 0.016 + random.range(-0.004, 0.004));
    const thick = h * random.range(0.004, 0.011) * (1 - b / 22);
    const wave = h * random.range(0.004, 0.012);
    const phase = random.next() * Math.PI * 2;
    const points = Array.from({ length: 25 }, (_, k) => {
      const x = (w * k) / 24;
      const t = x / w;
      const base = (1 - t) ** 2 * deckLeft + 2 * (1 - t) * t * deckMid + t * t * deckRight;
      return `${num(x)} ${num(base - rise + Math.sin(t * 9 + phase) * wave)}`;
    });
    const light = b % 3 === 0;
    billows.push(
      `<path d="M${points.join("L")}" fill="none" stroke="${light ? mood.arch[0] : mood.cloud[1]}" stroke-width="${num(thick * 2.6)}" stroke-linecap="round" opacity="${num((light ? 0.3 : 0.45) * (1 - b / 18))}"/>`,
    );
  }
  parts.push(
    `<g clip-path="${deckClip}"><g filter="${scene.blur(h * 0.005)}">${billows.join("")}</g><path d="${edge(0)}L${num(w)} ${num(deckRight - h * 0.06)}Q${num(w * 0.5)} ${num(deckMid - h * 0.06)} 0 ${num(deckLeft - h * 0.06)}Z" fill="${scene.linear(
      [0, deckMid - h * 0.06, 0, deckMid],
      stops([mood.arch[1], 0], [mood.arch[1], 0.45]),
    )}"/></g>`,
  );

  // Three ranges, far to near: the snow-lit Front Ranges, then darker, softer foothills.
  mood.ranges.forEach(([top, base], i) => {
    // Raised to a power so the far range reads as peaks rather than a plateau.
    const heights = ridgeline(random, 129, [0.7, 0.52, 0.4][i] as number).map(
      (y, k) => (y * (0.55 + 0.45 * Math.sin((Math.PI * k) / 128))) ** [1.5, 1.2, 1][i]!,
    );
    const baseY = horizonY + h * (i * 0.04);
    const amp = h * ([0.17, 0.08, 0.045][i] as number);
    const points = heights.map((y, k) => `${num((w * k) / 128)} ${num(baseY - y * amp)}`);
    const outline = `M0 ${num(h)}L${points.join("L")}L${num(w)} ${num(h)}Z`;
    parts.push(`<path d="${outline}" fill="${scene.fade([0, baseY - amp, 0, baseY + h * 0.04], top, base)}"/>`);
    if (i === 0) {
      // Snow on the high peaks, catching the arch's light.
      parts.push(
        `<path d="${outline}" fill="${scene.linear(
          [0, baseY - amp, 0, baseY - amp * 0.35],
          stops(["#ffffff", 0.55], ["#ffffff", 0]),
        )}"/>`,
      );
    }
  });

  // The valley floor, the Bow catching the light, and the ridge we stand on.
  const valleyTop = horizonY + h * 0.1;
  parts.push(
    `<path d="M0 ${num(valleyTop)}C${num(w * 0.3)} ${num(valleyTop - h * 0.015)} ${num(w * 0.6)} ${num(valleyTop + h * 0.01)} ${num(w)} ${num(valleyTop - h * 0.005)}V${num(h)}H0Z" fill="${scene.linear(
      [0, valleyTop, 0, h],
      stops(mood.valley[0], mood.valley[1]),
    )}"/>`,
  );
  // Snow-covered fields in the valley, faint parallel strips running towards the river.
  for (let f = 0; f < 5; f += 1) {
    const y = valleyTop + h * (0.01 + f * f * 0.004);
    const x = w * random.range(-0.2, 0.3);
    parts.push(
      rect(x, y, w * random.range(0.5, 0.9), h * 0.0018 * (1 + f * 0.5), 0, {
        fill: mood.arch[0],
        opacity: 0.05 + f * 0.008,
      }),
    );
  }
  // The Bow: a ribbon that widens as it comes towards us, reflecting the arch.
  const bend = (t: number) => {
    const p0 = [w * 0.32, valleyTop + h * 0.006];
    const p1 = [w * 0.62, valleyTop + h * 0.014];
    const p2 = [w * 0.3, valleyTop + h * 0.075];
    const p3 = [w * 1.15, valleyTop + h * 0.13];
    const c = (k: 0 | 1) =>
      (1 - t) ** 3 * p0[k]! + 3 * (1 - t) ** 2 * t * p1[k]! + 3 * (1 - t) * t * t * p2[k]! + t ** 3 * p3[k]!;
    return [c(0), c(1)] as const;
  };
  const left: string[] = [];
  const right: string[] = [];
  for (let k = 0; k <= 40; k += 1) {
    const t = k / 40;
    const [x, y] = bend(t);
    const [nx, ny] = bend(Math.min(1, t + 0.01));
    const length = Math.hypot(nx - x, ny - y) || 1;
    const half = h * (0.0012 + 0.007 * t * t);
    left.push(`${num(x - ((ny - y) / length) * half)} ${num(y + ((nx - x) / length) * half)}`);
    right.push(`${num(x + ((ny - y) / length) * half)} ${num(y - ((nx - x) / length) * half)}`);
  }
  parts.push(`<path d="M${left.join("L")}L${right.reverse().join("L")}Z" fill="${mood.river}" opacity="0.65"/>`);
  const ridgeY = h * 0.9;
  const ridge = `M0 ${num(ridgeY - h * 0.05)}C${num(w * 0.25)} ${num(ridgeY - h * 0.075)} ${num(w * 0.55)} ${num(ridgeY - h * 0.005)} ${num(w)} ${num(ridgeY + h * 0.02)}`;
  parts.push(`<path d="${ridge}V${num(h)}H0Z" fill="${mood.valley[1]}"/>`);
  parts.push(
    `<path d="${ridge}" fill="none" stroke="${mood.arch[0]}" stroke-width="${num(h * 0.003)}" opacity="0.35"/>`,
  );
  for (let i = 0; i < 11; i += 1) {
    const x = w * (0.02 + i * 0.042 + random.range(-0.012, 0.012));
    const t = x / w;
    const base =
      (1 - t) ** 3 * (ridgeY - h * 0.05) +
      3 * (1 - t) ** 2 * t * (ridgeY - h * 0.075) +
      3 * (1 - t) * t * t * (ridgeY - h * 0.005) +
      t ** 3 * (ridgeY + h * 0.02) +
      h * 0.004;
    parts.push(spruce(x, base, h * random.range(0.05, 0.11) * (1 - i * 0.05), mood.valley[1]));
  }
  parts.push(scene.grain({ opacity: 0.24, frequency: 0.85, seed: 11 + moodIndex, width: w, height: h }));
  return parts.join("");
}

const caption = (cap: number, wght = 500): FontSpec => ({ family: "inter", wght, opsz: 14, cap });

/** A print with a white border, as hung. */
function print(scene: Scene, x: number, y: number, w: number, h: number, mood: number, border = 0.06): string {
  const b = w * border;
  return [
    shadowRect(scene, x, y, w, h, { blur: 14 * 2, opacity: 0.45, dy: 10 }),
    rect(x, y, w, h, 0, { fill: "#f6f3ee" }),
    viewport(scene, { x: x + b, y: y + b, w: w - 2 * b, h: h - 2 * b }, 0, (vw, vh) =>
      chinookScene(scene, vw, vh, mood),
    ),
  ].join("");
}

export const chinookArchDesign: PortfolioDesign = {
  card: {
    width: 900,
    height: 1200,
    title:
      "Chinook Arch, “Warm wind”: a band of orange light under a dark cloud deck over layered Rockies and the Bow valley, with print grain",
    draw(scene) {
      return chinookScene(scene, scene.width, scene.height, 2);
    },
  },
  mockups: [
    {
      ...MOCKUP,
      title: "The six Chinook Arch illustrations side by side, from first light to night",
      draw(scene) {
        const parts = [rect(0, 0, scene.width, scene.height, 0, { fill: "#e9e4dc" })];
        const pw = 186;
        const ph = 248;
        const left = 470;
        MOODS.forEach((mood, i) => {
          const x = left + (i % 3) * (pw + 34);
          const y = 70 + Math.floor(i / 3) * (ph + 74);
          parts.push(print(scene, x, y, pw, ph, i, 0.07));
          parts.push(t(mood.name, x, y + ph + 30, caption(11, 600), { fill: "#3a3530" }));
        });
        parts.push(
          t(
            "Chinook",
            80,
            330,
            { family: "archivo", wght: 760, wdth: 110, cap: 40, tracking: -0.02 },
            { fill: "#1d1b1a" },
          ),
        );
        parts.push(
          t(
            "Arch",
            80,
            386,
            { family: "archivo", wght: 760, wdth: 110, cap: 40, tracking: -0.02 },
            { fill: "#1d1b1a" },
          ),
        );
        parts.push(rect(82, 418, 40, 3, 0, { fill: "#ff5a1f" }));
        parts.push(t("Six illustrations from one", 80, 462, caption(14, 400), { fill: "#6b645c" }));
        parts.push(t("ridge above the Bow, one winter.", 80, 486, caption(14, 400), { fill: "#6b645c" }));
        parts.push(t("LAYERED GRADIENTS  ·  PRINT GRAIN", 80, 540, caption(10.5, 600), { fill: "#8a8178" }));
        parts.push(t("GICLÉE, 120 × 160 CM", 80, 562, caption(10.5, 600), { fill: "#8a8178" }));
        return parts.join("");
      },
    },
    {
      ...MOCKUP,
      title: "Three Chinook Arch prints hanging large in a downtown Calgary lobby, with a bench below",
      draw(scene) {
        const { width: W, height: H } = scene;
        const wall = scene.fade([0, 0, 0, H * 0.78], "#cfc8bd", "#b9b1a5");
        const floor = scene.fade([0, H * 0.78, 0, H], "#6d6158", "#3e3530");
        const daylight = scene.radial(
          { cx: W * 0.05, cy: H * 0.1, r: W * 0.9 },
          stops(["#fff4dd", 0.5], ["#fff4dd", 0]),
        );
        const parts = [
          rect(0, 0, W, H * 0.78, 0, { fill: wall }),
          rect(0, H * 0.78, W, H * 0.22, 0, { fill: floor }),
          rect(0, H * 0.78, W, 3, 0, { fill: "#8f857a" }),
        ];
        // Concrete form-tie holes: the lobby's board-formed wall.
        for (let row = 0; row < 3; row += 1)
          for (let col = 0; col < 8; col += 1)
            parts.push(`<circle cx="${num(75 + col * 150)}" cy="${num(70 + row * 200)}" r="4" fill="#a49b8f"/>`);
        parts.push(rect(0, 0, W, H * 0.78, 0, { fill: daylight }));
        [0, 2, 3].forEach((mood, i) => parts.push(print(scene, 150 + i * 320, 150, 260, 346, mood, 0.05)));
        // A long oak bench and its shadow.
        parts.push(
          `<ellipse cx="${W / 2}" cy="${num(H * 0.9)}" rx="380" ry="18" fill="#000" opacity="0.3" filter="${scene.blur(10)}"/>`,
        );
        parts.push(
          rect(260, H * 0.8, 680, 22, 0, { fill: "#a8774a" }) + rect(260, H * 0.8 + 22, 680, 6, 0, { fill: "#7b5332" }),
        );
        parts.push(
          rect(300, H * 0.8 + 28, 16, 60, 0, { fill: "#2b2522" }) +
            rect(884, H * 0.8 + 28, 16, 60, 0, { fill: "#2b2522" }),
        );
        parts.push(t("CHINOOK ARCH  ·  ONE WINTER ABOVE THE BOW", 150, 540, caption(10, 600), { fill: "#5a5249" }));
        return parts.join("");
      },
    },
    {
      ...MOCKUP,
      title: "Detail of “Blue hour”: lenticular clouds in the arch and the grain of the print",
      draw(scene) {
        const scale = 2.4;
        const parts = [
          viewport(scene, { x: 0, y: 0, w: scene.width, h: scene.height }, 0, () =>
            g(chinookScene(scene, 900 * scale, 1200 * scale, 3), { transform: translate(-640, -1180) }),
          ),
        ];
        parts.push(rect(48, scene.height - 96, 300, 48, 24, { fill: "#0b0b0c", opacity: 0.7 }));
        parts.push(t("IV. Blue hour  ·  detail, 1:1", 72, scene.height - 66, caption(13, 600), { fill: "#f6f3ee" }));
        return parts.join("");
      },
    },
  ],
};
