type Measure = {
  /** The statement's top edge relative to the viewport, px. */
  top: number;
  height: number;
  viewport: number;
  words: number;
};

/**
 * How many words are lit: none while the statement's top is still below 85% of the viewport,
 * all once its bottom has risen to 35%, and in proportion in between.
 */
export function litWordCount({ top, height, viewport, words }: Measure): number {
  const start = viewport * 0.85;
  const end = viewport * 0.35 - height;
  const progress = (start - top) / (start - end);
  return Math.round(Math.min(1, Math.max(0, progress)) * words);
}
