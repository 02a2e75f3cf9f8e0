import { brandMark } from "../../../src/config/brand-mark";
import { palette } from "../../../src/config/palette";
import { location, site } from "../../../src/config/site";
import { combine, textArt, type Art } from "../art";
import type { MediaGenerator } from "../generator";
import { generatedDir } from "../paths";
import { createPrng } from "../prng";
import { rasterise } from "../raster";
import { glowStops, linearGradient, num, radialGradient, svgDocument } from "../svg";
import { loadFonts, type } from "../typography";

const OG_SIZE = { width: 1200, height: 630 } as const;
const OG_PATH = `${generatedDir}/social/og.png`;
const MARGIN = 84;

/** The name stacked one word group per line, as large as the left column allows. */
function headline(name: string, maxWidth: number, baseline: number): { art: Art; bottom: number } {
  const words = name.split(/\s+/);
  const lines = words.length > 1 ? [words[0] as string, words.slice(1).join(" ")] : [name];
  const spec = (cap: number) => type({ family: "archivo", axes: { wght: 780, wdth: 106 }, cap, tracking: -0.025 });
  let cap = 98;
  const widest = (c: number) => Math.max(...lines.map((line) => spec(c).set(line, 0, 0).width));
  while (cap > 40 && widest(cap) > maxWidth) cap -= 2;
  const setter = spec(cap);
  const leading = cap * 1.32;
  const sets = lines.map((line, i) => setter.set(line, MARGIN - 4, baseline + i * leading));
  return {
    art: combine(...sets.map((set) => textArt(set, `fill="${palette.heading}"`))),
    bottom: baseline + (lines.length - 1) * leading,
  };
}

/** Sparks thrown off the flame: a seeded halo, thicker above the mark, where heat rises. */
function embers(centreX: number, centreY: number): string {
  const random = createPrng("og-embers");
  const colours = [palette.accent, palette.accentGlow, palette.accentGlow, palette.heading];
  return Array.from({ length: 54 }, () => {
    // Angles cluster around "up" (-90 degrees) so most sparks drift above the flame.
    const angle = -Math.PI / 2 + (random.next() + random.next() + random.next() - 1.5) * 1.9;
    const distance = 190 + random.next() ** 1.4 * 300;
    const x = centreX + Math.cos(angle) * distance * 0.95;
    const y = centreY + Math.sin(angle) * distance;
    const far = (distance - 190) / 300;
    const r = (1 - far) * 2.2 + random.range(0.7, 1.5);
    const opacity = (1 - far * 0.7) * random.range(0.3, 0.9);
    const colour = colours[Math.floor(random.next() * colours.length)] as string;
    return `<circle cx="${num(x, 1)}" cy="${num(y, 1)}" r="${num(r, 2)}" fill="${colour}" fill-opacity="${num(opacity, 2)}"/>`;
  }).join("");
}

export function ogImageSvg(): string {
  const { width, height } = OG_SIZE;
  const markHeight = 440;
  const { x0, y0, x1, y1 } = brandMark.bounds;
  const scale = markHeight / (y1 - y0);
  const markX = 985 - ((x0 + x1) / 2) * scale;
  const markY = 118 - y0 * scale;
  const bowl = { x: markX + 30 * scale, y: markY + 44 * scale };
  const markTransform = `translate(${num(markX, 2)} ${num(markY, 2)}) scale(${num(scale, 4)})`;

  const defs = [
    linearGradient(
      "ground",
      [0, 0, width, height],
      [
        { offset: 0, color: palette.backgroundSecondary },
        { offset: 0.55, color: palette.background },
        { offset: 1, color: palette.background },
      ],
    ),
    radialGradient("heat", { cx: bowl.x, cy: bowl.y, r: 620 }, glowStops(palette.accent, 0.62, 12)),
    radialGradient("core", { cx: bowl.x, cy: bowl.y + 30, r: 260 }, glowStops(palette.accentGlow, 0.4, 10)),
    linearGradient(
      "flame",
      [0, markY + y1 * scale, 0, markY + y0 * scale],
      [
        { offset: 0, color: palette.accentGlow },
        { offset: 0.45, color: palette.accent },
        { offset: 1, color: palette.accent },
      ],
    ),
    // sRGB interpolation and a canvas-wide region: librsvg's default linearRGB lifts the blur's faint
    // tails into a visible haze, and a region sized to the shape shows its edge as a seam.
    `<filter id="bloom" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="38"/></filter>`,
  ].join("");

  const rings = [170, 250, 340, 440, 550, 670]
    .map(
      (r, i) =>
        `<circle cx="${num(bowl.x)}" cy="${num(bowl.y)}" r="${r}" fill="none" stroke="${palette.heading}" stroke-opacity="${num(0.085 - i * 0.011, 3)}" stroke-width="1"/>`,
    )
    .join("");

  const eyebrow = type({ family: "inter", axes: { wght: 560, opsz: 14 }, cap: 12, tracking: 0.32 }).set(
    "BRAND  ·  WEB  ·  VIDEO",
    MARGIN + 44,
    MARGIN + 24,
  );
  const eyebrowRule = `<rect x="${MARGIN}" y="${MARGIN + 17}" width="30" height="2" fill="${palette.accent}"/>`;
  const name = headline(site.name, 600, 276);
  const lineY = name.bottom + 76;
  const line = type({ family: "inter", axes: { wght: 420, opsz: 32 }, cap: 24, tracking: -0.005 });
  const before = line.set("Creative studio", MARGIN, lineY);
  const dot = line.set("·", before.bounds.x1 + 14, lineY);
  const after = line.set(location, dot.bounds.x1 + 14, lineY);
  const contact = type({ family: "inter", axes: { wght: 480, opsz: 14 }, cap: 13, tracking: 0.01 }).set(
    site.email,
    MARGIN + 22,
    height - MARGIN + 6,
  );
  const contactDot = `<circle cx="${MARGIN + 5}" cy="${num(height - MARGIN + 6 - 6.5)}" r="5" fill="${palette.accent}"/>`;

  const body = [
    `<rect width="${width}" height="${height}" fill="url(#ground)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#heat)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#core)"/>`,
    rings,
    `<g filter="url(#bloom)"><path d="${brandMark.path}" transform="${markTransform}" fill="${palette.accent}" fill-opacity="0.8"/></g>`,
    embers(bowl.x + 10, bowl.y - 60),
    `<path d="${brandMark.path}" transform="${markTransform}" fill="url(#flame)"/>`,
    eyebrowRule,
    textArt(eyebrow, `fill="${palette.subtext}"`).markup,
    name.art.markup,
    textArt(before, `fill="${palette.text}"`).markup,
    textArt(dot, `fill="${palette.accent}"`).markup,
    textArt(after, `fill="${palette.text}"`).markup,
    contactDot,
    textArt(contact, `fill="${palette.subtext}"`).markup,
  ].join("");

  return svgDocument({ width, height, title: `${site.name}, creative studio in ${location}`, defs, body });
}

export const socialGenerator: MediaGenerator = {
  name: "social",
  module: import.meta.url,
  outputs: [OG_PATH],
  async generate() {
    await loadFonts();
    return new Map([[OG_PATH, await rasterise(ogImageSvg(), { palette: true })]]);
  },
};
