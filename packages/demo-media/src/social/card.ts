import { textArt } from "../art";
import { createPrng } from "../prng";
import { siteData } from "../site-data";
import { glowStops, linearGradient, num, radialGradient, svgDocument, stopsAt } from "../svg";
import { type, type Typesetter } from "../typography";

const identity = siteData("identity");
const palette = siteData("palette");
const brandMark = siteData("brandMark");

/**
 * A page's share card (Open Graph, X): the site's dark ground and ember glow, the page's headline
 * in the big uppercase display cut, a line of copy, and on the right either the glowing brand mark
 * or a fan of the page's own pictures.
 */
export interface ShareCard {
  /** The page, e.g. "/shop/web-design". */
  path: string;
  /** Small caps above the headline, e.g. "Shop · Branding". */
  eyebrow: string;
  /** Set in capitals; words wrapped in *asterisks* are lit in the accent, as on the pages. */
  headline: string;
  /** One or two lines of copy under the headline. */
  line: string;
  /** A short fact in an accent pill, e.g. a price. */
  badge?: string;
  visual: { kind: "mark" } | { kind: "pictures"; pictures: readonly Picture[] };
}

/** A picture already decoded to a JPEG data URI at the size it is drawn. */
export interface Picture {
  href: string;
  width: number;
  height: number;
}

const { width: W, height: H } = siteData("shareImage");
const MARGIN = 72;
const COLUMN = 580;
const LEADING = 1.3;
/** The band between the eyebrow and the signature that the headline, copy and badge share. */
const BLOCK = { top: 124, bottom: H - 110 } as const;
const HEADLINE_LINES = 3;
const COPY_WIDTH = 540;
const COPY_LINES = 2;

/** How big each picture is drawn, by how many the fan holds: the box its aspect is fitted into. */
export const PICTURE_BOXES = { 1: [470, 400], 2: [290, 360], 3: [250, 280] } as const;

const headlineSpec = (cap: number) => type({ family: "archivo", axes: { wght: 850, wdth: 112 }, cap, tracking: -0.01 });

interface Word {
  text: string;
  accent: boolean;
}

function words(headline: string): Word[] {
  return headline
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ text: word.replace(/\*/g, "").toUpperCase(), accent: word.includes("*") }));
}

/** Greedy wrap into lines no wider than `max`, measured with the setter. */
function wrap<T extends { text: string }>(items: T[], measure: (text: string) => number, max: number): T[][] {
  const lines: T[][] = [];
  for (const item of items) {
    const last = lines.at(-1);
    if (last && measure([...last, item].map((w) => w.text).join(" ")) <= max) last.push(item);
    else lines.push([item]);
  }
  return lines;
}

/** The largest cap height at which the headline wraps into at most three lines of the column and `maxHeight`. */
export function fitHeadline(headline: string, maxHeight: number): { cap: number; lines: Word[][] } {
  const list = words(headline);
  for (let cap = 80; cap >= 34; cap -= 2) {
    const setter = headlineSpec(cap);
    const measure = (text: string) => setter.set(text, 0, 0).width;
    if (list.some((word) => measure(word.text) > COLUMN)) continue;
    const lines = wrap(list, measure, COLUMN);
    if (lines.length <= HEADLINE_LINES && cap + (lines.length - 1) * cap * LEADING <= maxHeight) return { cap, lines };
  }
  throw new Error(`Share card headline "${headline}" does not fit in ${HEADLINE_LINES} lines`);
}

/**
 * The copy in at most two lines of the column: a sentence too long for that loses its trailing
 * clauses, comma by comma ("…around your business, your customers and the places…" keeps
 * "…around your business."), so content can stay written for the page.
 */
export function fitCopy(line: string, measure: (text: string) => number): string[] {
  const wrapped = wrap(
    line.split(/\s+/).map((text) => ({ text })),
    measure,
    COPY_WIDTH,
  ).map((words) => words.map((w) => w.text).join(" "));
  if (wrapped.length <= COPY_LINES) return wrapped;
  const cut = line.lastIndexOf(",");
  if (cut === -1) throw new Error(`Share card copy "${line}" runs past ${COPY_LINES} lines and has no clause to drop`);
  return fitCopy(`${line.slice(0, cut)}.`, measure);
}

function setWords(setter: Typesetter, line: Word[], x: number, y: number): string {
  const space = setter.set("H H", 0, 0).width - 2 * setter.set("H", 0, 0).width;
  let at = x;
  return line
    .map((word) => {
      const set = setter.set(word.text, at, y);
      at += set.width + space;
      return textArt(set, `fill="${word.accent ? palette.accent : palette.heading}"`).markup;
    })
    .join("");
}

/** Sparks thrown off the flame: a seeded halo, thicker above the mark, where heat rises. */
function embers(centreX: number, centreY: number): string {
  const random = createPrng("og-embers");
  const colours = [palette.accent, palette.accentGlow, palette.accentGlow, palette.heading];
  return Array.from({ length: 54 }, () => {
    // Angles cluster around "up" (-90 degrees) so most sparks drift above the flame.
    const angle = -Math.PI / 2 + (random.next() + random.next() + random.next() - 1.5) * 1.9;
    const distance = 170 + random.next() ** 1.4 * 280;
    const x = centreX + Math.cos(angle) * distance * 0.95;
    const y = centreY + Math.sin(angle) * distance;
    const far = (distance - 170) / 280;
    const r = (1 - far) * 2.2 + random.range(0.7, 1.5);
    const opacity = (1 - far * 0.7) * random.range(0.3, 0.9);
    const colour = colours[Math.floor(random.next() * colours.length)] as string;
    return `<circle cx="${num(x, 1)}" cy="${num(y, 1)}" r="${num(r, 2)}" fill="${colour}" fill-opacity="${num(opacity, 2)}"/>`;
  }).join("");
}

function rings(cx: number, cy: number): string {
  return [150, 230, 320, 420, 530, 650]
    .map(
      (r, i) =>
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${r}" fill="none" stroke="${palette.heading}" stroke-opacity="${num(0.08 - i * 0.011, 3)}" stroke-width="1"/>`,
    )
    .join("");
}

/** The brand mark, lit: the studio's own picture for pages that are about the studio itself. */
function markVisual(): { defs: string; body: string; glow: { x: number; y: number } } {
  const markHeight = 400;
  const { x0, y0, x1, y1 } = brandMark.bounds;
  const scale = markHeight / (y1 - y0);
  const markX = 975 - ((x0 + x1) / 2) * scale;
  const markY = 124 - y0 * scale;
  const bowl = { x: markX + 30 * scale, y: markY + 44 * scale };
  const transform = `translate(${num(markX, 2)} ${num(markY, 2)}) scale(${num(scale, 4)})`;
  const defs = linearGradient(
    "flame",
    [0, markY + y1 * scale, 0, markY + y0 * scale],
    stopsAt([0, palette.accentGlow], [0.45, palette.accent], [1, palette.accent]),
  );
  const body = [
    rings(bowl.x, bowl.y),
    `<g filter="url(#bloom)"><path d="${brandMark.path}" transform="${transform}" fill="${palette.accent}" fill-opacity="0.8"/></g>`,
    embers(bowl.x + 10, bowl.y - 60),
    `<path d="${brandMark.path}" transform="${transform}" fill="url(#flame)"/>`,
  ].join("");
  return { defs, body, glow: bowl };
}

/** Where each picture of a fan sits: centre, turn (degrees), drawn outer ones first. */
const FANS = {
  1: [{ x: 920, y: 318, turn: -3 }],
  2: [
    { x: 858, y: 336, turn: -7 },
    { x: 1034, y: 300, turn: 5 },
  ],
  3: [
    { x: 842, y: 346, turn: -9 },
    { x: 1084, y: 346, turn: 9 },
    { x: 962, y: 300, turn: 0 },
  ],
} as const;

/** The page's own pictures as prints fanned out on the glow, each with a shadow and a hairline edge. */
function picturesVisual(pictures: readonly Picture[]): { defs: string; body: string; glow: { x: number; y: number } } {
  const count = pictures.length;
  if (count < 1 || count > 3) throw new Error(`A share card fans 1 to 3 pictures, not ${count}`);
  const slots = FANS[count as 1 | 2 | 3];
  // The fan lists outer prints first; pictures are given most important first, so the first goes on top.
  const order = count === 3 ? [1, 2, 0] : count === 2 ? [1, 0] : [0];
  const defs: string[] = [];
  const body: string[] = [rings(940, 318)];
  slots.forEach((slot, i) => {
    const picture = pictures[order[i] as number] as Picture;
    const { width: w, height: h } = picture;
    const id = `print-${i}`;
    const radius = 18;
    defs.push(
      `<clipPath id="${id}"><rect x="${num(-w / 2)}" y="${num(-h / 2)}" width="${num(w)}" height="${num(h)}" rx="${radius}"/></clipPath>`,
    );
    body.push(
      `<g transform="translate(${num(slot.x)} ${num(slot.y)}) rotate(${slot.turn})">`,
      // The ember light the print is lifted on, as the brand mark is on the studio's own cards.
      `<rect x="${num(-w / 2 + 30)}" y="${num(-h / 2 + 40)}" width="${num(w - 60)}" height="${num(h - 40)}" rx="${radius}" fill="${palette.accent}" fill-opacity="0.5" filter="url(#bloom)"/>`,
      `<rect x="${num(-w / 2 + 6)}" y="${num(-h / 2 + 22)}" width="${num(w)}" height="${num(h)}" rx="${radius}" fill="#000" fill-opacity="0.55" filter="url(#shadow)"/>`,
      `<image href="${picture.href}" x="${num(-w / 2)}" y="${num(-h / 2)}" width="${num(w)}" height="${num(h)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id})"/>`,
      `<rect x="${num(-w / 2 + 0.5)}" y="${num(-h / 2 + 0.5)}" width="${num(w - 1)}" height="${num(h - 1)}" rx="${radius}" fill="none" stroke="${palette.heading}" stroke-opacity="0.16"/>`,
      "</g>",
    );
  });
  return { defs: defs.join(""), body: body.join(""), glow: { x: 940, y: 330 } };
}

export function shareCardSvg(card: ShareCard): string {
  const visual = card.visual.kind === "mark" ? markVisual() : picturesVisual(card.visual.pictures);
  const canvasFilter = (id: string, blur: number) =>
    // sRGB interpolation and a canvas-wide region: librsvg's default linearRGB lifts the blur's faint
    // tails into a visible haze, and a region sized to the shape shows its edge as a seam.
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${blur}"/></filter>`;
  const defs = [
    linearGradient(
      "ground",
      [0, 0, W, H],
      stopsAt([0, palette.backgroundSecondary], [0.55, palette.background], [1, palette.background]),
    ),
    radialGradient("heat", { cx: visual.glow.x, cy: visual.glow.y, r: 620 }, glowStops(palette.accent, 0.58, 12)),
    radialGradient(
      "core",
      { cx: visual.glow.x, cy: visual.glow.y + 30, r: 260 },
      glowStops(palette.accentGlow, 0.36, 10),
    ),
    canvasFilter("bloom", 38),
    canvasFilter("shadow", 22),
    visual.defs,
  ].join("");

  // Left column, top to bottom: eyebrow, headline, copy, badge; the studio's signature at the foot.
  const eyebrow = type({ family: "inter", axes: { wght: 600, opsz: 14 }, cap: 12, tracking: 0.3 }).set(
    card.eyebrow.toUpperCase(),
    MARGIN + 44,
    MARGIN + 18,
  );
  const eyebrowRule = `<rect x="${MARGIN}" y="${MARGIN + 11}" width="30" height="2" fill="${palette.accent}"/>`;

  const copy = type({ family: "inter", axes: { wght: 420, opsz: 28 }, cap: 17, tracking: -0.005 });
  const copyLeading = 34;
  const copyLines = fitCopy(card.line, (text) => copy.set(text, 0, 0).width);
  const below = 40 + copyLines.length * copyLeading + (card.badge ? 44 + 30 : 0);
  const { cap, lines } = fitHeadline(card.headline, BLOCK.bottom - BLOCK.top - below);
  const setter = headlineSpec(cap);
  const leading = cap * LEADING;
  // The block (headline, copy, badge) sits centred in its band.
  const blockHeight = cap + (lines.length - 1) * leading + below;
  const top = BLOCK.top + (BLOCK.bottom - BLOCK.top - blockHeight) / 2;
  const headlineBaseline = top + cap;
  const headlineMarkup = lines.map((line, i) => setWords(setter, line, MARGIN - 3, headlineBaseline + i * leading));
  const copyTop = headlineBaseline + (lines.length - 1) * leading + 40;
  const copyMarkup = copyLines.map(
    (text, i) => textArt(copy.set(text, MARGIN, copyTop + 17 + i * copyLeading), `fill="${palette.text}"`).markup,
  );
  let badgeMarkup = "";
  if (card.badge) {
    const badgeType = type({ family: "inter", axes: { wght: 650, opsz: 18 }, cap: 13, tracking: 0.02 });
    const y = copyTop + copyLines.length * copyLeading + 30;
    const text = badgeType.set(card.badge, MARGIN + 20, y + 22 + 6.5);
    badgeMarkup = [
      `<rect x="${MARGIN}" y="${num(y)}" width="${num(text.width + 40)}" height="44" rx="22" fill="${palette.accent}"/>`,
      textArt(text, `fill="${palette.background}"`).markup,
    ].join("");
  }

  const markSize = 26;
  const footY = H - MARGIN;
  const markScale = markSize / (brandMark.bounds.y1 - brandMark.bounds.y0);
  const mark = `<path d="${brandMark.path}" transform="translate(${num(MARGIN - brandMark.bounds.x0 * markScale)} ${num(footY - markSize - brandMark.bounds.y0 * markScale + 4)}) scale(${num(markScale, 4)})" fill="${palette.accent}"/>`;
  const signature = type({ family: "inter", axes: { wght: 620, opsz: 16 }, cap: 13, tracking: 0.01 });
  const name = signature.set(identity.name, MARGIN + 34, footY);
  const place = type({ family: "inter", axes: { wght: 450, opsz: 16 }, cap: 13, tracking: 0.01 }).set(
    `·  ${identity.location}`,
    name.bounds.x1 + 12,
    footY,
  );

  const body = [
    `<rect width="${W}" height="${H}" fill="url(#ground)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#heat)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#core)"/>`,
    visual.body,
    eyebrowRule,
    textArt(eyebrow, `fill="${palette.subtext}"`).markup,
    ...headlineMarkup,
    ...copyMarkup,
    badgeMarkup,
    mark,
    textArt(name, `fill="${palette.heading}"`).markup,
    textArt(place, `fill="${palette.subtext}"`).markup,
  ].join("");

  const title = `${card.headline.replace(/\*/g, "")} — ${identity.name}`;
  return svgDocument({ width: W, height: H, title, defs, body });
}
