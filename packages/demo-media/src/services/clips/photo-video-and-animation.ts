import { circle, g, glow, rect, Scene, vignette } from "../../kit";
import { createPrng } from "../../prng";
import { siteData } from "../../site-data";
import { num, stops } from "../../svg";
import { CLIP_SIZE, type CollageClip } from "../kit";

const palette = siteData("palette");
const brandMark = siteData("brandMark");

/**
 * Photo, Video & Animation clip — "Looping motion graphic of the studio's logo mark": the ember
 * mark breathes at the centre while dashed orbits turn around it, outline echoes ripple outwards,
 * a band of light crosses the flame and sparks rise. Every motion completes whole cycles in the loop.
 */

const { width: W, height: H } = CLIP_SIZE.square!;
const TAU = Math.PI * 2;
const MARK_H = 250;
const scale = MARK_H / (brandMark.bounds.y1 - brandMark.bounds.y0);
const markX = W / 2 - ((brandMark.bounds.x0 + brandMark.bounds.x1) / 2) * scale;
const markY = H / 2 - ((brandMark.bounds.y0 + brandMark.bounds.y1) / 2) * scale + 6;
/** The flame's bowl, where its light comes from. */
const bowl = { x: markX + 30 * scale, y: markY + 44 * scale };

const SPARKS = (() => {
  const random = createPrng("services:photo-video-and-animation-2:sparks");
  return Array.from({ length: 30 }, () => ({
    x: bowl.x + (random.next() + random.next() - 1) * 180,
    y: bowl.y + random.range(-40, 140),
    rise: random.range(160, 320),
    offset: random.next(),
    lives: 1 + Math.floor(random.next() * 2),
    r: random.range(0.8, 2.4),
    sway: random.range(4, 14),
  }));
})();

function markAt(transform: string, attrs: string): string {
  return `<path d="${brandMark.path}" transform="translate(${num(markX, 2)} ${num(markY, 2)}) scale(${num(scale, 4)}) ${transform}" ${attrs}/>`;
}

function frame(t: number, label: string): string {
  const scene = new Scene("shop:services:photo-video-and-animation-2", W, H);
  const breath = 0.5 - 0.5 * Math.cos(TAU * 2 * t);
  scene.add(rect(0, 0, W, H, 0, { fill: scene.fade([0, 0, W, H], palette.backgroundSecondary, palette.background) }));
  scene.add(glow(scene, bowl.x, bowl.y, 420, palette.accent, 0.22 + 0.12 * breath));
  // Orbits: dashed rings turning in opposite directions, a whole number of dash repeats per loop.
  // Each ring's dash period divides its circumference, and the ring turns by a whole number of periods.
  const orbits = [
    { r: 200, repeats: 100, dash: 2, turn: 1, opacity: 0.35, width: 2 },
    { r: 238, repeats: 36, dash: 27, turn: -0.5, opacity: 0.14, width: 1.4 },
    { r: 276, repeats: 88, dash: 2.4, turn: 0.25, opacity: 0.3, width: 2.4 },
  ].map((o) => {
    const period = (TAU * o.r) / o.repeats;
    return { ...o, dash: `${num(o.dash, 3)} ${num(period - o.dash, 3)}` };
  });
  for (const o of orbits) {
    scene.add(
      g(circle(0, 0, o.r, { stroke: palette.heading, sw: o.width, dash: o.dash, opacity: o.opacity, cap: "round" }), {
        transform: `translate(${W / 2} ${H / 2 + 6}) rotate(${num(360 * o.turn * t, 3)})`,
      }),
    );
  }
  // A bead running round the inner orbit.
  const a = TAU * t - Math.PI / 2;
  scene.add(
    circle(W / 2 + 200 * Math.cos(a), H / 2 + 6 + 200 * Math.sin(a), 5, { fill: palette.accentGlow }),
    glow(scene, W / 2 + 200 * Math.cos(a), H / 2 + 6 + 200 * Math.sin(a), 26, palette.accentGlow, 0.5),
  );
  // Echoes of the outline, leaving the mark: two per loop, so echo i ends where echo i + 2 began.
  for (let i = 0; i < 4; i += 1) {
    const u = (i + 2 * t) % 4;
    const s = 1 + u * 0.16;
    const opacity = 0.5 * Math.min(1, u / 0.4) * (1 - u / 4);
    if (opacity < 0.01) continue;
    const cx = (brandMark.bounds.x0 + brandMark.bounds.x1) / 2;
    const cy = (brandMark.bounds.y0 + brandMark.bounds.y1) / 2;
    scene.add(
      markAt(
        `translate(${num(cx, 2)} ${num(cy, 2)}) scale(${num(s, 4)}) translate(${num(-cx, 2)} ${num(-cy, 2)})`,
        `fill="none" stroke="${palette.accent}" stroke-width="${num(1.4 / (scale * s), 4)}" opacity="${num(opacity, 3)}"`,
      ),
    );
  }
  // The mark, with a band of light crossing it once a loop.
  // Gradients on the mark are in its own 64-unit grid (the element's user space).
  const flame = scene.linear(
    [0, brandMark.bounds.y1, 0, brandMark.bounds.y0],
    stops(palette.accentGlow, palette.accent, "#e8481a"),
  );
  scene.add(markAt("", `fill="${flame}"`));
  const sweepX = -50 + 150 * ((t + 0.55) % 1);
  const sweep = scene.linear([sweepX, 0, sweepX + 24, 24], stops(["#fff", 0], ["#fff", 0.55], ["#fff", 0]));
  scene.add(markAt("", `fill="${sweep}"`));
  for (const spark of SPARKS) {
    const p = (spark.lives * t + spark.offset) % 1;
    const opacity = 0.9 * Math.sin(Math.PI * p) ** 1.5;
    if (opacity < 0.02) continue;
    scene.add(
      circle(
        spark.x + spark.sway * Math.sin(TAU * (t + spark.offset)),
        spark.y - spark.rise * p,
        spark.r * (1 - 0.4 * p),
        { fill: palette.accentGlow, opacity },
      ),
    );
  }
  scene.add(vignette(scene, 0.5));
  return scene.svg(label);
}

export const photoVideoClip: CollageClip = { shape: "square", seconds: 4, crf: 25, frame };
