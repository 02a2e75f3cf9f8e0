import type { Sheet } from "./kit";

/** One picture: its size, what it shows (its accessible name) and how to draw it on a sheet of that size. */
export interface Picture {
  width: number;
  height: number;
  title: string;
  draw(sheet: Sheet): string;
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
