import { VERSIONS_CAP, VERSIONS_HOURLY_MS, VERSIONS_KEPT_WHOLE } from "./constants";

export type KeptVersion = { version: number; savedAt: Date };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Which of a review's saved versions to drop now (docs/review.md#versions): the latest
 * VERSIONS_KEPT_WHOLE are kept; of the older ones, those of the last VERSIONS_HOURLY_MS keep the
 * last version of each hour, earlier ones the last of each UTC day; and never more than
 * VERSIONS_CAP in all, the oldest going first. Returns the version numbers to delete.
 */
export function versionsToDrop(versions: readonly KeptVersion[], now: Date): number[] {
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  const hourlySince = now.getTime() - VERSIONS_HOURLY_MS;
  const seenBuckets = new Set<string>();
  const drop: number[] = [];
  let kept = 0;
  for (const [index, entry] of newestFirst.entries()) {
    const time = entry.savedAt.getTime();
    const bucket = time >= hourlySince ? `h${Math.floor(time / HOUR_MS)}` : `d${Math.floor(time / DAY_MS)}`;
    const firstOfBucket = !seenBuckets.has(bucket);
    seenBuckets.add(bucket);
    const keep = index < VERSIONS_KEPT_WHOLE || (firstOfBucket && kept < VERSIONS_CAP);
    if (keep && kept < VERSIONS_CAP) kept += 1;
    else drop.push(entry.version);
  }
  return drop;
}
