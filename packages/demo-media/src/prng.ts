/**
 * Seeded randomness for generators: the same seed yields the same sequence on every machine,
 * so "random" textures and particle fields stay byte-identical between runs.
 */

/** FNV-1a, to turn a readable seed such as "og-embers" into 32 bits. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
}

/** Mulberry32: tiny, fast, and good enough for visual scatter. */
export function createPrng(seed: number | string): Prng {
  let state = typeof seed === "string" ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, range: (min, max) => min + (max - min) * next() };
}
