import { circle, glow, path, rect, Scene, vignette } from "../../kit";
import { createPrng } from "../../prng";
import { siteData } from "../../site-data";
import { num } from "../../svg";
import { CLIP_SIZE, type CollageClip } from "../kit";

const palette = siteData("palette");

/**
 * Generative Intelligence clip — "Abstract generative animation in the brand palette": a stack of
 * closed contour lines, each a circle bent by a few seeded waves, breathing and turning like a
 * field being sampled, from near-black through ember orange to a hot glow at the core, with motes
 * drifting round it. Every wave has a whole number of cycles per loop, so the loop is seamless.
 */

const { width: W, height: H } = CLIP_SIZE.square!;
const TAU = Math.PI * 2;
const RINGS = 12;

interface Wave {
  /** Lobes round the ring. */
  lobes: number;
  amp: number;
  phase: number;
  /** Whole cycles per loop (signed). */
  speed: number;
}

const FIELD = (() => {
  const random = createPrng("services:generative-intelligence-2:field");
  const waves: Wave[] = Array.from({ length: 4 }, (_, i) => ({
    lobes: [2, 3, 5, 7][i] as number,
    amp: [16, 11, 6, 3.5][i] as number,
    phase: random.next() * TAU,
    speed: [1, -1, 1, -2][i] as number,
  }));
  const motes = Array.from({ length: 40 }, () => ({
    r: random.range(60, 290),
    a: random.next() * TAU,
    speed: random.next() < 0.5 ? 1 : -1,
    size: random.range(0.8, 2.2),
    o: random.range(0.25, 0.8),
  }));
  return { waves, motes };
})();

/** Colour of ring k: outer rings dark and cool, inner ones hot. */
function ringColour(k: number): { colour: string; opacity: number } {
  const u = k / (RINGS - 1);
  if (u < 0.35) return { colour: palette.heading, opacity: 0.06 + 0.12 * (u / 0.35) };
  if (u < 0.75) return { colour: palette.accent, opacity: 0.35 + 0.5 * ((u - 0.35) / 0.4) };
  return { colour: palette.accentGlow, opacity: 0.9 };
}

function ring(k: number, t: number): string {
  const base = 270 - k * 19;
  // Inner rings feel the waves more strongly and a little later, so the field shears.
  const depth = 0.5 + (k / RINGS) * 1.2;
  const lag = k * 0.035;
  const points: string[] = [];
  const steps = 120;
  for (let i = 0; i < steps; i += 1) {
    const a = (i / steps) * TAU;
    let r = base;
    for (const w of FIELD.waves)
      r += w.amp * depth * Math.sin(w.lobes * a + w.phase + TAU * w.speed * t - lag * w.lobes);
    points.push(`${num(W / 2 + r * Math.cos(a), 1)} ${num(H / 2 + r * Math.sin(a), 1)}`);
  }
  const { colour, opacity } = ringColour(k);
  return path(`M${points.join("L")}Z`, { stroke: colour, sw: k > RINGS * 0.75 ? 2.6 : 1.8, opacity });
}

function frame(t: number, label: string): string {
  const scene = new Scene("shop:services:generative-intelligence-2", W, H);
  const breath = 0.5 - 0.5 * Math.cos(TAU * 2 * t);
  scene.add(rect(0, 0, W, H, 0, { fill: palette.background }));
  scene.add(
    glow(scene, W / 2, H / 2, 330, palette.accent, 0.18 + 0.08 * breath),
    glow(scene, W / 2, H / 2, 90, palette.accentGlow, 0.35 + 0.2 * breath),
  );
  for (let k = 0; k < RINGS; k += 1) scene.add(ring(k, t));
  for (const m of FIELD.motes) {
    const a = m.a + TAU * m.speed * t;
    const r = m.r + 8 * Math.sin(TAU * 2 * t + m.a);
    scene.add(
      circle(W / 2 + r * Math.cos(a), H / 2 + r * Math.sin(a), m.size, { fill: palette.heading, opacity: m.o }),
    );
  }
  scene.add(vignette(scene, 0.5));
  return scene.svg(label);
}

export const generativeClip: CollageClip = { shape: "square", seconds: 4, crf: 28, frame };
