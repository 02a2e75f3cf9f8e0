/**
 * The studio's mark as plain data, so the site header (React) and the media kit (which gets it in
 * the brief, scripts/media-brief.ts) draw exactly the same shape. A leaning flame whose two rising
 * notches read as an "E": one silhouette with two cuts, which survives being shrunk to a 16 px favicon.
 */
export const brandMark = {
  /** The mark is drawn on a 64-unit square grid. */
  size: 64,
  viewBox: "0 0 64 64",
  path:
    "M46 1C46 9 53 14 51.5 23L31 27.5L30 33.5L48 29.5C48.5 33.5 47.5 36 45.5 37.8L30 41.2L30 47.2L49.5 42.9" +
    "A19.5 19.5 0 1 1 10.5 43C10.5 31 19 24 29 17C36 12 43 8 46 1Z",
  /** Ink bounds inside the grid, for aligning the mark optically beside text or in a tile. */
  bounds: { x0: 10.5, y0: 1, x1: 51.72, y1: 62.45 },
} as const;
