import { mix } from "../colour";
import { circle, g, path, rect, rotate, shadowRect, type Scene } from "../kit";
import { num } from "../svg";

/**
 * What the services collages share: the card shapes the collage places its pieces in, the sizes
 * drawn for each, and a few props (paper, pins, tape, pencil strokes) on top of the shop's drawing kit.
 */

/**
 * The collage's card shapes, in the order src/features/services/collage.tsx places a section's
 * pieces: a 4:5 card, a square, a 16:10 card and a 3:4 card. Each piece is drawn to its card's
 * shape so `object-cover` crops nothing that matters.
 */
export const CARD_SHAPES = ["portrait", "square", "wide", "tall"] as const;
export type CardShape = (typeof CARD_SHAPES)[number];

/** Still images: about 1000 px on the long side, for cards up to ~550 CSS px at 2x. */
export const IMAGE_SIZE: Record<CardShape, { width: number; height: number }> = {
  portrait: { width: 800, height: 1000 },
  square: { width: 1000, height: 1000 },
  wide: { width: 1040, height: 650 },
  tall: { width: 750, height: 1000 },
};

/** Clips are smaller: moving pictures hide softness, and each must stay a few hundred KB. */
export const CLIP_SIZE: Partial<Record<CardShape, { width: number; height: number }>> = {
  square: { width: 640, height: 640 },
  wide: { width: 640, height: 400 },
};

/** A still for a collage card: `draw(label)` returns the whole SVG document. */
export interface CollageImage {
  shape: CardShape;
  draw(label: string): string;
}

/** A looping clip for a collage card: `frame(t, label)` is the SVG at loop phase t in [0, 1). */
export interface CollageClip {
  shape: CardShape;
  seconds: number;
  /** x264 quality; raise it for busy clips to stay in budget. */
  crf?: number;
  frame(t: number, label: string): string;
}

/** Paper with a faint fall of light, lighter top-left. */
export function paper(scene: Scene, x: number, y: number, w: number, h: number, base: string, r = 2): string {
  return rect(x, y, w, h, r, {
    fill: scene.fade([x, y, x + w, y + h], mix(base, "#ffffff", 0.14), mix(base, "#000000", 0.1)),
  });
}

/** Something lying on a surface, turned by `angle` about its centre, with a soft cast shadow and a contact shadow. */
export function placed(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  content: string,
  lift = 1,
): string {
  return g(
    [
      shadowRect(scene, x, y, w, h, { blur: 20 * lift, opacity: 0.55, dx: 8 * lift, dy: 16 * lift }),
      shadowRect(scene, x, y, w, h, { blur: 3, opacity: 0.35, dx: 1, dy: 2 }),
      content,
    ],
    {
      transform: rotate(angle, x + w / 2, y + h / 2),
    },
  );
}

/** A push pin seen from above: a glossy head and its small shadow. */
export function pin(cx: number, cy: number, r: number, colour: string): string {
  return [
    circle(cx + r * 0.45, cy + r * 0.6, r * 1.05, { fill: "#000", opacity: 0.35 }),
    circle(cx, cy, r, { fill: colour }),
    circle(cx - r * 0.12, cy - r * 0.12, r * 0.62, { fill: mix(colour, "#ffffff", 0.25) }),
    circle(cx - r * 0.32, cy - r * 0.34, r * 0.22, { fill: "#fff", opacity: 0.75 }),
  ].join("");
}

/** A strip of translucent tape across (x, y), `w` long, turned by `angle`. */
export function tape(x: number, y: number, w: number, angle: number, colour = "#efe6cf"): string {
  const h = w * 0.3;
  return g(
    rect(-w / 2, -h / 2, w, h, 1, { fill: colour, opacity: 0.72 }) +
      rect(-w / 2, -h / 2, w, h * 0.18, 0, { fill: "#fff", opacity: 0.25 }),
    {
      transform: `translate(${num(x)} ${num(y)}) ${rotate(angle)}`,
    },
  );
}

/**
 * A pencil line: the path drawn twice, the second a hair off and fainter, the way graphite builds
 * up over a re-traced stroke.
 */
export function pencil(d: string, colour: string, width = 2, opacity = 0.8): string {
  return (
    path(d, { stroke: colour, sw: width, cap: "round", join: "round", opacity }) +
    path(d, {
      stroke: colour,
      sw: width * 0.6,
      cap: "round",
      join: "round",
      opacity: opacity * 0.45,
      transform: "translate(1.2 -0.8)",
    })
  );
}

/** A speaker glyph (for audio controls), `s` px tall, centred on (cx, cy). */
export function speaker(cx: number, cy: number, s: number, colour: string): string {
  const k = s / 20;
  return (
    path(
      `M${num(cx - 9 * k)} ${num(cy - 4 * k)}h${num(4 * k)}l${num(6 * k)} ${num(-5 * k)}v${num(18 * k)}l${num(-6 * k)} ${num(-5 * k)}h${num(-4 * k)}Z`,
      { fill: colour },
    ) +
    path(
      `M${num(cx + 4 * k)} ${num(cy - 4 * k)}a${num(6 * k)} ${num(6 * k)} 0 0 1 0 ${num(8 * k)}M${num(cx + 7 * k)} ${num(cy - 8 * k)}a${num(11 * k)} ${num(11 * k)} 0 0 1 0 ${num(16 * k)}`,
      {
        stroke: colour,
        sw: 2 * k,
        cap: "round",
      },
    )
  );
}

/** A tick, `s` px wide, its corner at (x, y). */
export function tick(x: number, y: number, s: number, colour: string, width = s * 0.16): string {
  return path(
    `M${num(x - s * 0.45)} ${num(y - s * 0.05)}L${num(x - s * 0.12)} ${num(y + s * 0.28)}L${num(x + s * 0.5)} ${num(y - s * 0.36)}`,
    {
      stroke: colour,
      sw: width,
      cap: "round",
      join: "round",
    },
  );
}

/** A mouse pointer with its tip at (x, y), `s` px tall. */
export function pointer(x: number, y: number, s: number): string {
  const k = s / 24;
  const d = `M${num(x)} ${num(y)}l0 ${num(19 * k)}l${num(4.6 * k)} ${num(-4.4 * k)}l${num(3.4 * k)} ${num(7.6 * k)}l${num(3.2 * k)} ${num(-1.4 * k)}l${num(-3.3 * k)} ${num(-7.4 * k)}l${num(6.4 * k)} 0Z`;
  return (
    path(d, { fill: "#000", opacity: 0.3, transform: `translate(${num(1.5 * k)} ${num(2 * k)})` }) +
    path(d, { fill: "#fff", stroke: "#111", sw: 1.4 * k, join: "round" })
  );
}
