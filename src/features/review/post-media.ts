import { POSTS_PER_CLIENT } from "./constants";

/**
 * Where each post mockup's image lives and what shape it is. Shared by the review page and the
 * media kit, which gets them in its brief (scripts/media-brief.ts), so the two can never disagree.
 */

export type PostFormat = "square" | "portrait";

/** Pixel sizes of the generated images: Instagram's square and 4:5 portrait posts. */
export const POST_SIZES = {
  square: { width: 1080, height: 1080 },
  portrait: { width: 1080, height: 1350 },
} as const;

/**
 * The grid's columns (one, two from 480 px, three from 768 px, four from 1280 px) as the cards'
 * `sizes`. The page preloads every post's image with the same value while its spinner turns, so the
 * grid's images reuse those downloads.
 */
export const POST_CARD_SIZES = "(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw";

/**
 * The posts set as 4:5 portraits: a quarter of the month, spread so that no two share a row or
 * column of the page's four-column grid, the way a real feed mixes formats.
 */
const PORTRAIT_POSTS: ReadonlySet<number> = new Set([2, 7, 9, 16]);

function assertPostNumber(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > POSTS_PER_CLIENT) {
    throw new RangeError(`Post number must be a whole number from 1 to ${POSTS_PER_CLIENT}, got ${n}`);
  }
}

/** The post's 3-digit file number: 1 -> "001". */
export function postNumberLabel(n: number): string {
  assertPostNumber(n);
  return String(n).padStart(3, "0");
}

/** Public URL of a client's post image, e.g. /generated/review/nkzweb/post-004.webp. */
export function postImagePath(clientId: string, n: number): string {
  return `/generated/review/${clientId}/post-${postNumberLabel(n)}.webp`;
}

export function postFormat(n: number): PostFormat {
  assertPostNumber(n);
  return PORTRAIT_POSTS.has(n) ? "portrait" : "square";
}

/** Width and height of post n's image, for layout without a shift while it loads. */
export function postSize(n: number): { readonly width: number; readonly height: number } {
  return POST_SIZES[postFormat(n)];
}
