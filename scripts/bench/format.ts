import { BYTES_PER_KB } from "./constants";

/** Placeholder for a figure Lighthouse could not measure; a blank cell would read as "fine". */
export const NOT_MEASURED = "n/a";

/** Scores are whole numbers except for the median of an even number of runs, which may end in .5. */
export function formatScore(score: number | null): string {
  if (score === null) return NOT_MEASURED;
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

export function formatFixed(value: number | null, decimals: number): string {
  return value === null ? NOT_MEASURED : value.toFixed(decimals);
}

export function msToSeconds(ms: number | null): number | null {
  return ms === null ? null : ms / 1000;
}

export function bytesToKb(bytes: number | null): number | null {
  return bytes === null ? null : bytes / BYTES_PER_KB;
}

/** A difference with its sign, so "+0" and "-3" read as differences; one that rounds to zero is "+0". */
export function formatSigned(value: number | null, decimals: number): string {
  if (value === null) return NOT_MEASURED;
  const magnitude = Math.abs(value).toFixed(decimals);
  return `${value < 0 && Number(magnitude) !== 0 ? "-" : "+"}${magnitude}`;
}

export function formatRatio(value: number | null, decimals: number): string {
  return value === null ? NOT_MEASURED : `${value.toFixed(decimals)}x`;
}

/**
 * The browser the audits ran in, from Lighthouse's `environment.hostUserAgent`: its name and full version
 * ("HeadlessChrome 150.0.7871.100"), or the whole string when it names no Chrome. Pages read some figures
 * from the browser (the connection's rating, for one), so a run's figures belong to its version.
 */
export function browserOf(userAgent: string | null): string {
  if (userAgent === null || userAgent.trim() === "") return "unknown";
  const chrome = /\b((?:Headless)?Chrom(?:e|ium))\/([\d.]+)/.exec(userAgent);
  return chrome ? `${chrome[1]} ${chrome[2]}` : userAgent.trim();
}
