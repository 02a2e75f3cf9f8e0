import { HINT_MAX_INTERVAL_MS, HINT_MIN_INTERVAL_MS } from "./constants";

/** The wait before the next hint: uniformly between the spec's 8 and 12 s, from a random number in [0, 1). */
export function nextHintDelay(random: number): number {
  const clamped = Math.min(Math.max(random, 0), 1);
  return Math.round(HINT_MIN_INTERVAL_MS + clamped * (HINT_MAX_INTERVAL_MS - HINT_MIN_INTERVAL_MS));
}
