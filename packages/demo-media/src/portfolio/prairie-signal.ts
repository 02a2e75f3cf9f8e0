import { createPrng } from "../prng";
import { num, stops } from "../svg";
import { MOCKUP, type PortfolioDesign } from "./design";
import { rect, t, shadowRect, viewport, textWidth, Scene, type FontSpec } from "../kit";

/**
 * Prairie Signal: thirty posters drawn by code from a year of weather. Each poster is one day:
 * one line per hour, the wind setting each line's weight and unrest, the day's temperature
 * choosing the two risograph inks. Printed look: off-white stock, overprinted inks, a touch of
 * misregistration and grain.
 */

export interface WeatherDay {
  /** Day of the year, 0-364. */
  day: number;
  /** Mean temperature, °C. */
  temperature: number;
  /** Wind at each hour, km/h. */
  wind: number[];
  direction: string;
}

/** A plausible Calgary year, seeded: cold winters broken by chinooks, windy springs, warm dry summers. */
export function weatherYear(): WeatherDay[] {
  const random = createPrng("prairie-signal-weather");
  const directions = ["W", "NW", "SW", "N", "S", "E"];
  return Array.from({ length: 365 }, (_, day) => {
    const seasonal = -4 + 14 * Math.sin((2 * Math.PI * (day - 105)) / 365);
    const chinook = random.next() < 0.07 && (day < 90 || day > 300);
    const temperature = seasonal + (random.next() - 0.5) * 10 + (chinook ? 14 : 0);
    const gustiness = random.range(0.3, 1) * (chinook ? 1.6 : 1);
    const base = 8 + random.next() * 18 + (chinook ? 25 : 0);
    const wind = Array.from({ length: 24 }, (_, hour) =>
      Math.max(2, base + gustiness * 14 * Math.sin(hour / 3.2 + day) + (random.next() - 0.5) * 10 * gustiness),
    );
    return {
      day,
      temperature,
      wind,
      direction: chinook ? "W" : (directions[Math.floor(random.next() * directions.length)] as string),
    };
  });
}

const YEAR = weatherYear();
/** The thirty days of the edition: one every twelve days or so, starting mid-January. */
export const EDITION = Array.from({ length: 30 }, (_, i) => YEAR[(14 + i * 12) % 365] as WeatherDay);

/** Two risograph inks by temperature: blues for deep cold, through teal and yellow, to orange and pink in summer. */
export function inksFor(temperature: number): [string, string] {
  if (temperature < -12) return ["#0078bf", "#5ec8e5"];
  if (temperature < -2) return ["#3255a4", "#ff48b0"];
  if (temperature < 8) return ["#00838a", "#ffe800"];
  if (temperature < 16) return ["#237e3f", "#ff6c2f"];
  return ["#ff6c2f", "#ff48b0"];
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function dateOf(day: number): string {
  let rest = day;
  for (let m = 0; m < 12; m += 1) {
    if (rest < (MONTH_DAYS[m] as number)) return `${String(rest + 1).padStart(2, "0")} ${MONTHS[m]}`;
    rest -= MONTH_DAYS[m] as number;
  }
  return "31 DEC";
}

/** With a true minus sign, as typeset. */
function celsius(temperature: number): string {
  const rounded = Math.round(temperature);
  return `${rounded < 0 ? "−" : ""}${Math.abs(rounded)} °C`;
}

/** The windiest day of the edition makes the best close-up. */
const DETAIL = EDITION.reduce(
  (best, day, i) => (Math.max(...day.wind) > Math.max(...(EDITION[best] as WeatherDay).wind) ? i : best),
  0,
);

const label = (cap: number, wght = 600): FontSpec => ({
  family: "inter",
  wght,
  opsz: 14,
  cap,
  tracking: 0.04,
});
const display = (cap: number): FontSpec => ({
  family: "archivo",
  wght: 800,
  wdth: 125,
  cap,
  tracking: -0.01,
});

/** The 24 hourly lines of one day, in a w x h field. */
function signalLines(data: WeatherDay, w: number, h: number, ink: [string, string], scale: number): string {
  const random = createPrng(`poster-${data.day}`);
  const layers: [string[], string[]] = [[], []];
  const spacing = h / 25;
  data.wind.forEach((wind, hour) => {
    const y0 = spacing * (hour + 1);
    const unrest = Math.min(1, wind / 55);
    const phase = random.next() * Math.PI * 2;
    const freq = 2 + unrest * 9;
    const points: string[] = [];
    for (let k = 0; k <= 120; k += 1) {
      const x = (w * k) / 120;
      const t = k / 120;
      const swell = Math.sin(t * Math.PI) ** 0.7;
      const y =
        y0 +
        spacing *
          1.25 *
          unrest *
          swell *
          (0.6 * Math.sin(t * freq * Math.PI + phase) + 0.4 * Math.sin(t * freq * 2.3 * Math.PI + phase * 1.7));
      points.push(`${num(x, 1)} ${num(y, 1)}`);
    }
    // Rising wind prints on the first drum, falling wind on the second.
    const layer = hour > 0 && wind >= (data.wind[hour - 1] as number) ? 0 : 1;
    layers[layer].push(
      `<path d="M${points.join("L")}" fill="none" stroke="${ink[layer]}" stroke-width="${num((0.8 + wind / 9) * scale, 2)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  // The second drum never lands exactly on the first.
  return `<g style="mix-blend-mode:multiply">${layers[0].join("")}</g><g style="mix-blend-mode:multiply" transform="translate(${num(1.6 * scale)} ${num(1.1 * scale)})">${layers[1].join("")}</g>`;
}

/** One poster of the edition, drawn into a w x h box (4:5). */
export function poster(scene: Scene, w: number, h: number, index: number): string {
  const data = EDITION[index] as WeatherDay;
  const ink = inksFor(data.temperature);
  const s = w / 960;
  const margin = 72 * s;
  const field = w - 2 * margin;
  const peak = Math.max(...data.wind);
  const parts = [rect(0, 0, w, h, 0, { fill: "#f3f0e7" })];
  parts.push(
    viewport(scene, { x: margin, y: margin, w: field, h: field }, 0, (fw, fh) => signalLines(data, fw, fh, ink, s)),
  );
  const base = margin + field + 96 * s;
  const titleCap = (58 * s * field) / textWidth(display(58 * s), "PRAIRIE SIGNAL");
  parts.push(
    `<g style="mix-blend-mode:multiply">${t("PRAIRIE SIGNAL", margin - 2 * s, base, display(titleCap), { fill: ink[0] })}</g>`,
  );
  const meta = `${dateOf(data.day)}  ·  YYC  ·  ${celsius(data.temperature)}  ·  WIND ${Math.round(peak)} KM/H ${data.direction}`;
  parts.push(t(meta, margin, base + 50 * s, label(14 * s), { fill: "#2b2a28" }));
  parts.push(
    t(`${String(index + 1).padStart(2, "0")} / 30`, w - margin, base + 50 * s, label(14 * s), {
      fill: "#2b2a28",
      anchor: "end",
    }),
  );
  parts.push(
    `<g style="mix-blend-mode:multiply">${rect(margin, base + 78 * s, field, 2 * s, 0, { fill: ink[1] })}</g>`,
  );
  parts.push(scene.grain({ opacity: 0.12, frequency: 1.1, seed: 5 + index, width: w, height: h }));
  return parts.join("");
}

/** A framed poster on a wall. */
function framed(scene: Scene, x: number, y: number, w: number, index: number): string {
  const h = w * 1.25;
  const frame = w * 0.035;
  const mat = w * 0.07;
  return [
    shadowRect(scene, x - frame - mat, y - frame - mat, w + 2 * (frame + mat), h + 2 * (frame + mat), {
      blur: 16 * 2,
      opacity: 0.35,
      dy: 14,
    }),
    rect(x - frame - mat, y - frame - mat, w + 2 * (frame + mat), h + 2 * (frame + mat), 0, { fill: "#1d1c1b" }),
    rect(x - mat, y - mat, w + 2 * mat, h + 2 * mat, 0, { fill: "#fbfaf6" }),
    viewport(scene, { x: x, y: y, w: w, h: h }, 0, (pw, ph) => poster(scene, pw, ph, index)),
  ].join("");
}

const CODE = [
  ["// one poster = one day, one line per hour", "#6a7a73"],
  ["for (const [hour, wind] of day.wind.entries()) {", "#e8e4da"],
  ["  const unrest = min(1, wind / 55);", "#e8e4da"],
  ["  const weight = 0.8 + wind / 9;", "#e8e4da"],
  ["  const ink = day.wind[hour - 1] <= wind", "#e8e4da"],
  ["    ? inks.first : inks.second;", "#e8e4da"],
  ["  drawLine(hour, unrest, weight, ink);", "#e8e4da"],
  ["}", "#e8e4da"],
  ["", "#e8e4da"],
  ["// temperature picks the two drums", "#6a7a73"],
  ["const inks = inksFor(day.temperature);", "#e8e4da"],
] as const;

export const prairieSignalDesign: PortfolioDesign = {
  card: {
    width: 960,
    height: 1200,
    title:
      "A Prairie Signal poster: twenty-four overprinted lines in blue and pink, one for each hour of a windy January day in Calgary",
    draw(scene) {
      return poster(scene, scene.width, scene.height, 0);
    },
  },
  mockups: [
    {
      ...MOCKUP,
      title:
        "All thirty Prairie Signal posters in a grid, their ink colours moving from winter blues to summer orange and back",
      draw(scene) {
        const parts = [rect(0, 0, scene.width, scene.height, 0, { fill: "#161616" })];
        const pw = 92;
        const ph = 115;
        const gapX = 20;
        const left = (scene.width - (10 * pw + 9 * gapX)) / 2;
        EDITION.forEach((_, i) => {
          const x = left + (i % 10) * (pw + gapX);
          const y = 150 + Math.floor(i / 10) * (ph + 60);
          parts.push(viewport(scene, { x: x, y: y, w: pw, h: ph }, 0, (w, h) => poster(scene, w, h, i)));
        });
        parts.push(
          t("PRAIRIE SIGNAL  ·  THE EDITION OF THIRTY  ·  ONE DAY EVERY TWELVE", left, 90, label(12), {
            fill: "#bdb8ad",
          }),
        );
        parts.push(t("JAN", left, 700, label(12), { fill: "#bdb8ad" }));
        parts.push(t("DEC", scene.width - left, 700, label(12), { fill: "#bdb8ad", anchor: "end" }));
        parts.push(rect(left + 48, 695, scene.width - 2 * left - 100, 1, 0, { fill: "#4a4742" }));
        return parts.join("");
      },
    },
    {
      ...MOCKUP,
      title: "Three Prairie Signal posters framed in a gallery, with a wall label",
      draw(scene) {
        const { width: W, height: H } = scene;
        const wall = scene.fade([0, 0, 0, H], "#f1efe9", "#dcd8cf");
        const spot = (cx: number) =>
          rect(0, 0, W, H, 0, {
            fill: scene.radial({ cx, cy: 120, r: 380 }, stops(["#fff8e6", 0.55], ["#fff8e6", 0])),
          });
        const parts = [
          rect(0, 0, W, H, 0, { fill: wall }),
          spot(260),
          spot(600),
          spot(940),
          rect(0, H - 70, W, 70, 0, { fill: "#b9b2a5" }),
        ];
        [4, 14, 23].forEach((index, i) => parts.push(framed(scene, 155 + i * 350, 130, 190, index)));
        parts.push(rect(1040, 520, 120, 76, 0, { fill: "#fbfaf6" }));
        parts.push(t("PRAIRIE SIGNAL", 1052, 542, label(7.5, 700), { fill: "#2b2a28" }));
        parts.push(t("Risograph, two drums", 1052, 560, label(7, 500), { fill: "#6b675f" }));
        parts.push(t("Edition of 30", 1052, 576, label(7, 500), { fill: "#6b675f" }));
        return parts.join("");
      },
    },
    {
      ...MOCKUP,
      title: "Close-up of the overprinted risograph lines beside the generator's code",
      draw(scene) {
        const parts: string[] = [];
        parts.push(
          viewport(
            scene,
            { x: 0, y: 0, w: 660, h: 800 },
            0,
            () => `<g transform="translate(-420 -330) scale(2.2)">${poster(scene, 960, 1200, DETAIL)}</g>`,
          ),
        );
        parts.push(rect(660, 0, 540, 800, 0, { fill: "#1b1d1c" }));
        parts.push(t("GENERATOR  ·  P5.JS + TYPESCRIPT", 708, 120, label(11, 700), { fill: "#ffe800" }));
        CODE.forEach(([line, colour], i) =>
          parts.push(t(line, 708, 190 + i * 30, { family: "inter", wght: 450, opsz: 14, cap: 10.5 }, { fill: colour })),
        );
        parts.push(rect(708, 560, 440, 150, 12, { fill: "#242726" }));
        const day = EDITION[DETAIL] as WeatherDay;
        const ink = inksFor(day.temperature);
        parts.push(
          `<circle cx="750" cy="610" r="18" fill="${ink[0]}"/><circle cx="790" cy="610" r="18" fill="${ink[1]}"/>`,
        );
        parts.push(t("TODAY'S DRUMS", 830, 606, label(11, 700), { fill: "#e8e4da" }));
        parts.push(
          t(`${dateOf(day.day)}  ·  ${celsius(day.temperature)}`, 830, 626, label(10, 500), { fill: "#9a958d" }),
        );
        parts.push(
          t("Wind sets the stroke; temperature sets the palette.", 732, 682, label(10, 500), { fill: "#9a958d" }),
        );
        return parts.join("");
      },
    },
  ],
};
