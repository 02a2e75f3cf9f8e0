import { rect, type Scene } from "../kit";

/** One picture: its size, what it shows (its accessible name) and how to draw it on a scene of that size. */
export interface Picture {
  width: number;
  height: number;
  title: string;
  draw(scene: Scene): string;
}

/**
 * A portfolio item's artwork: the card (imageSrc) and, in order, its mockups (mockupImage then
 * each of additionalMockups).
 */
export interface PortfolioDesign {
  card: Picture;
  mockups: readonly Picture[];
}

/** Mockups are shown together in the case study and the project view, so they share one landscape size. */
export const MOCKUP = { width: 1200, height: 800 } as const;

/** The studio backdrop the mockups are staged on: near-black with a warm light from one side. */
export function stage(scene: Scene, { tint, glowAt }: { tint: string; glowAt: [number, number] }): string {
  const { width: w, height: h } = scene;
  const ground = scene.fade([0, 0, w, h], "#18171a", "#0b0b0c");
  const glow = scene.radial(
    { cx: glowAt[0] * w, cy: glowAt[1] * h, r: Math.max(w, h) * 0.85 },
    Array.from({ length: 9 }, (_, i) => ({ offset: i / 8, color: tint, opacity: 0.42 * (1 - i / 8) ** 2.2 })),
  );
  return `${rect(0, 0, w, h, 0, { fill: ground })}${rect(0, 0, w, h, 0, { fill: glow })}`;
}
