import sharp from "sharp";
import { textArt } from "../art";
import type { SetText } from "../font/text-outline";
import type { MediaGenerator } from "../generator";
import { createPrng } from "../prng";
import { siteData } from "../site-data";
import { glowStops, linearGradient, num, radialGradient, svgDocument, stops, stopsAt } from "../svg";
import { loadFonts, type } from "../typography";
import { encodeVideo, loopPhase as phaseOf, smooth, svgToRgb, x264Args, type VideoSpec } from "../video";

const identity = siteData("identity");
const palette = siteData("palette");
const brandMark = siteData("brandMark");

/**
 * The studio reel behind the home hero: a seamless loop of dark planes raked by a sweep of orange
 * light, the ember mark's glow breathing, ghosted display words passing through and sparks rising.
 * It sits under a dark overlay and the headline, so it stays slow and low in contrast.
 *
 * Every motion is periodic in the loop's length (whole cycles per loop), so the frame after the last
 * is the first again and the poster, the first frame, is also where the loop restarts.
 */

export const REEL = { width: 1280, height: 720, fps: 24, seconds: 9 } as const;
export const REEL_FRAMES = REEL.fps * REEL.seconds;
/** Committed to git (see MediaGenerator.committed): a machine without ffmpeg still serves the reel. */
export const REEL_VIDEO = "public/media/hero-reel.mp4";
export const REEL_POSTER = "public/media/hero-reel-poster.webp";

const { width: W, height: H } = REEL;
const TAU = Math.PI * 2;
const WORDS = ["BRAND", "WEB", "EDITORIAL", "PHOTO", "MOTION"] as const;

/** Fraction of the loop, 0 (inclusive) to 1 (exclusive), of any frame number, wrapping. */
export function loopPhase(frame: number): number {
  return phaseOf(frame, REEL_FRAMES);
}

/** The mark: right of centre, so the headline set over the left and middle keeps its contrast. */
const MARK_HEIGHT = 236;
const markScale = MARK_HEIGHT / (brandMark.bounds.y1 - brandMark.bounds.y0);
const markX = 1010 - ((brandMark.bounds.x0 + brandMark.bounds.x1) / 2) * markScale;
const markY = 200 - brandMark.bounds.y0 * markScale;
const bowl = { x: markX + 30 * markScale, y: markY + 44 * markScale };

/** Dark slabs leaning across the frame like architectural planes; each drifts a little, in a loop. */
const PLANES = [
  {
    points: [
      [-120, 720],
      [250, -40],
      [560, -40],
      [190, 720],
    ],
    drift: 14,
    cycles: 1,
    phase: 0.1,
    shade: 0,
  },
  {
    points: [
      [330, 720],
      [700, -40],
      [860, -40],
      [490, 720],
    ],
    drift: 10,
    cycles: 1,
    phase: 0.45,
    shade: 1,
  },
  {
    points: [
      [760, 720],
      [1130, -40],
      [1420, -40],
      [1050, 720],
    ],
    drift: 12,
    cycles: 1,
    phase: 0.8,
    shade: 2,
  },
] as const;

interface Spark {
  x: number;
  y: number;
  rise: number;
  /** Lives per loop (a whole number, so the loop closes). */
  lives: number;
  offset: number;
  sway: number;
  swayCycles: number;
  r: number;
  opacity: number;
  colour: string;
}

function makeSparks(): Spark[] {
  const random = createPrng("hero-reel-sparks");
  const colours = [palette.accent, palette.accentGlow, palette.accentGlow, palette.heading];
  const sparks: Spark[] = [];
  for (let i = 0; i < 46; i += 1) {
    // Most sparks leave the flame; a few drift across the frame as dust in the light.
    const nearMark = i < 34;
    const spread = (random.next() + random.next() + random.next() - 1.5) * (nearMark ? 260 : 1400);
    sparks.push({
      x: nearMark ? bowl.x + spread : W / 2 + spread,
      y: nearMark ? bowl.y - 40 + random.range(-60, 160) : random.range(140, H + 40),
      rise: random.range(nearMark ? 180 : 90, nearMark ? 420 : 200),
      lives: random.next() < 0.6 ? 1 : 2,
      offset: random.next(),
      sway: random.range(6, 22),
      swayCycles: 1 + Math.floor(random.next() * 3),
      r: nearMark ? random.range(0.9, 2.6) : random.range(0.6, 1.5),
      opacity: nearMark ? random.range(0.45, 0.95) : random.range(0.18, 0.4),
      colour: nearMark ? (colours[Math.floor(random.next() * colours.length)] as string) : palette.text,
    });
  }
  return sparks;
}

const SPARKS = makeSparks();

const WORD_LEFT = 76;
const WORD_BASELINE = 630;

/** The display words, set once (outlines are the slow part of a frame), each as large as the frame's width allows. */
let wordSets: SetText[] | undefined;
function words(): SetText[] {
  const setter = (cap: number) => type({ family: "archivo", axes: { wght: 820, wdth: 125 }, cap, tracking: -0.02 });
  wordSets ??= WORDS.map((word) => {
    const natural = setter(180).set(word, 0, 0);
    const inkWidth = natural.bounds.x1 - natural.bounds.x0;
    return setter(Math.min(180, (180 * (W - 2 * WORD_LEFT)) / inkWidth)).set(word, 0, 0);
  });
  return wordSets;
}

/** Which words show at `t` and where: each holds for a fifth of the loop, sliding in and out with a crossfade. */
export function wordStates(t: number): { index: number; x: number; opacity: number }[] {
  const slots = WORDS.length;
  // Shifted so that the first frame, the poster, catches the first word settled, not mid-fade.
  const states: { index: number; x: number; opacity: number }[] = [];
  for (let index = 0; index < slots; index += 1) {
    const u = ((((t + 0.55 / slots - index / slots) % 1) + 1) % 1) * slots;
    if (u > 1.3) continue;
    const enter = smooth(u / 0.3);
    const exit = smooth((u - 1) / 0.3);
    const x = 120 * (1 - enter) - 48 * smooth(u / 1.3) - 150 * exit;
    states.push({ index, x, opacity: enter * (1 - exit) });
  }
  return states;
}

function planeMarkup(t: number): { fills: string; outline: string; clip: string } {
  const fills: string[] = [];
  const outline: string[] = [];
  const shapes: string[] = [];
  for (const plane of PLANES) {
    const dx = plane.drift * Math.sin(TAU * (plane.cycles * t + plane.phase));
    const d = `M${plane.points.map(([x, y]) => `${num(x + dx, 1)} ${y}`).join("L")}Z`;
    fills.push(`<path d="${d}" fill="url(#plane${plane.shade})"/>`);
    outline.push(`<path d="${d}" fill="none" stroke="${palette.outline}" stroke-opacity="0.7" stroke-width="1.2"/>`);
    shapes.push(`<path d="${d}"/>`);
  }
  return { fills: fills.join(""), outline: outline.join(""), clip: shapes.join("") };
}

/** One frame of the loop as SVG, text already set as outlines (await loadFonts() first). */
export function heroReelFrameSvg(frame: number): string {
  const t = loopPhase(frame);
  // Two slow breaths per loop, about 4.5 s each.
  const breath = 0.5 - 0.5 * Math.cos(TAU * 2 * t);
  // The light band travels one repeat of its gradient per loop, so its last position leads into its first.
  const sweepPeriod = 1500;
  const sweepShift = sweepPeriod * t;
  const planes = planeMarkup(t);

  const defs = [
    linearGradient(
      "ground",
      [0, 0, W, H],
      stopsAt([0, palette.backgroundSecondary], [0.6, palette.background], [1, palette.background]),
    ),
    ...[0, 1, 2].map((shade) =>
      linearGradient(
        `plane${shade}`,
        [0, 0, 0, H],
        stops(["#19191c", "#161618", "#1b1a1d"][shade] as string, palette.background),
      ),
    ),
    // A diagonal band of light repeating every sweepPeriod px along (1, 0.5), moved by gradientTransform.
    `<linearGradient id="sweep" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${num(sweepPeriod * 0.894)}" y2="${num(sweepPeriod * 0.447)}" spreadMethod="repeat" gradientTransform="translate(${num(sweepShift * 0.894, 2)} ${num(sweepShift * 0.447, 2)})">` +
      [0, 0.3, 0.42, 0.5, 0.58, 0.7, 1]
        .map((offset) => {
          const peak = { 0.42: 0.45, 0.5: 1, 0.58: 0.45 }[offset] ?? 0;
          return `<stop offset="${offset}" stop-color="${palette.accent}" stop-opacity="${peak}"/>`;
        })
        .join("") +
      `</linearGradient>`,
    radialGradient("heat", { cx: bowl.x, cy: bowl.y, r: 560 }, glowStops(palette.accent, 0.34 + 0.16 * breath, 12)),
    radialGradient(
      "core",
      { cx: bowl.x, cy: bowl.y + 20, r: 230 },
      glowStops(palette.accentGlow, 0.2 + 0.14 * breath, 10),
    ),
    linearGradient(
      "flame",
      [0, markY + brandMark.bounds.y1 * markScale, 0, markY + brandMark.bounds.y0 * markScale],
      stopsAt([0, palette.accentGlow], [0.45, palette.accent], [1, palette.accent]),
    ),
    `<radialGradient id="vignette" gradientUnits="userSpaceOnUse" cx="${W / 2}" cy="${H / 2}" r="${num(Math.hypot(W, H) / 2)}">` +
      `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>`,
    `<clipPath id="planes">${planes.clip}</clipPath>`,
  ].join("");

  const ripples = Array.from({ length: 6 }, (_, i) => {
    // Rings leave the flame like heat: two spacings per loop, so ring i ends where ring i+2 began.
    const u = (i + 2 * t) % 6;
    const r = 150 + u * 105;
    const opacity = 0.1 * smooth(u / 0.8) * (1 - u / 6);
    return `<circle cx="${num(bowl.x)}" cy="${num(bowl.y)}" r="${num(r, 1)}" fill="none" stroke="${palette.heading}" stroke-opacity="${num(opacity, 3)}" stroke-width="1"/>`;
  }).join("");

  const wordLayer = wordStates(t)
    .map(({ index, x, opacity }) => {
      const set = words()[index] as SetText;
      const left = WORD_LEFT + x - set.bounds.x0;
      const transform = `translate(${num(left, 1)} ${WORD_BASELINE})`;
      return (
        `<g transform="${transform}" opacity="${num(opacity, 3)}">` +
        textArt(set, `fill="#141416" stroke="${palette.outline}" stroke-width="1.5"`).markup +
        `</g>`
      );
    })
    .join("");
  // The same words again, lit only where the band of light crosses them.
  const litWords = wordStates(t)
    .map(({ index, x, opacity }) => {
      const set = words()[index] as SetText;
      return `<g transform="translate(${num(WORD_LEFT + x - set.bounds.x0, 1)} ${WORD_BASELINE})" opacity="${num(opacity * 0.32, 3)}">${textArt(set, `fill="url(#sweepLocal${index})"`).markup}</g>`;
    })
    .join("");
  // Gradients used inside a translated group are in its coordinates: offset them back so the light stays put.
  const localSweeps = wordStates(t)
    .map(({ index, x }) => {
      const set = words()[index] as SetText;
      const left = WORD_LEFT + x - set.bounds.x0;
      return `<linearGradient id="sweepLocal${index}" href="#sweep" gradientTransform="translate(${num(sweepShift * 0.894 - left, 2)} ${num(sweepShift * 0.447 - WORD_BASELINE, 2)})"/>`;
    })
    .join("");

  const sparks = SPARKS.map((spark) => {
    const p = (spark.lives * t + spark.offset) % 1;
    const x = spark.x + spark.sway * Math.sin(TAU * (spark.swayCycles * t + spark.offset));
    const y = spark.y - spark.rise * p;
    const opacity = spark.opacity * Math.sin(Math.PI * p) ** 1.4;
    if (opacity < 0.01) return "";
    return `<circle cx="${num(x, 1)}" cy="${num(y, 1)}" r="${num(spark.r * (1 - 0.4 * p), 2)}" fill="${spark.colour}" fill-opacity="${num(opacity, 3)}"/>`;
  }).join("");

  const markTransform = `translate(${num(markX, 2)} ${num(markY, 2)}) scale(${num(markScale, 4)})`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#ground)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#sweep)" opacity="0.05"/>`,
    planes.fills,
    `<g clip-path="url(#planes)"><rect width="${W}" height="${H}" fill="url(#sweep)" opacity="0.2"/></g>`,
    planes.outline,
    wordLayer,
    litWords,
    `<rect width="${W}" height="${H}" fill="url(#heat)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#core)"/>`,
    ripples,
    `<path d="${brandMark.path}" transform="${markTransform}" fill="url(#flame)"/>`,
    sparks,
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
  ].join("");

  return svgDocument({ width: W, height: H, title: `${identity.name} studio reel`, defs: defs + localSweeps, body });
}

const ENCODING: VideoSpec = { ...REEL, crf: 21, keyint: 48 };

/** The encoder's command line (see video.ts for why each setting is there). */
export function ffmpegArgs(output: string): string[] {
  return x264Args(ENCODING, output);
}

export const heroReelGenerator: MediaGenerator = {
  name: "hero-reel",
  module: import.meta.url,
  outputs: [REEL_VIDEO, REEL_POSTER],
  committed: true,
  requires: [{ command: "ffmpeg", install: "apt-get install -y ffmpeg" }],
  async generate() {
    await loadFonts();
    const poster = await sharp(Buffer.from(heroReelFrameSvg(0)))
      .webp({ quality: 78, effort: 6, smartSubsample: true })
      .toBuffer();
    const video = await encodeVideo(ENCODING, REEL_FRAMES, (frame) => svgToRgb(heroReelFrameSvg(frame)));
    return new Map<string, Uint8Array>([
      [REEL_VIDEO, video],
      [REEL_POSTER, poster],
    ]);
  },
};
