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
 * The browser the audits ran in: its name and full version from its `--version` line ("Chromium
 * 156.0.8078.108 built on Debian…"), else from Lighthouse's `environment.hostUserAgent`, which since
 * Chrome's user-agent reduction gives the major version only ("HeadlessChrome 156.0.0.0"). Pages read
 * some figures from the browser (the connection's rating, for one), so a run's figures belong to it.
 */
export function browserOf(versionLine: string | null, userAgent: string | null): string {
  const fromLine = versionLine === null ? null : /\b(Chrom(?:e|ium)) (\d+(?:\.\d+)+)/.exec(versionLine);
  if (fromLine) return `${fromLine[1]} ${fromLine[2]}`;
  if (userAgent === null || userAgent.trim() === "") return "unknown";
  const chrome = /\b((?:Headless)?Chrom(?:e|ium))\/([\d.]+)/.exec(userAgent);
  return chrome ? `${chrome[1]} ${chrome[2]} (user agent)` : userAgent.trim();
}
