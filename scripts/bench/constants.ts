/**
 * The "must" column of the budget table in /work/shared/architecture.md. Breaking any of these makes
 * `npm run bench` exit with 1; the "aim" column is for people, not for the exit code.
 */
export const MUST_BUDGET = {
  minPerformance: 95,
  minAccessibility: 100,
  minBestPractices: 100,
  minSeo: 100,
  maxLcpMs: 2500,
  maxTbtMs: 150,
  maxCls: 0.02,
  maxJsKb: 180,
} as const;

/** Lighthouse reports sizes in KiB; using the same unit lets a figure be checked against its report. */
export const BYTES_PER_KB = 1024;

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export const DEFAULT_PORT = 3210;

/** `next start` answers within a few seconds; a minute means it is stuck, not slow. */
export const SERVER_READY_TIMEOUT_MS = 60_000;
export const SERVER_POLL_INTERVAL_MS = 250;
export const SERVER_STOP_GRACE_MS = 5_000;

/** A flaky tab or a crashed Chrome should not cost a whole multi-route run. */
export const LIGHTHOUSE_ATTEMPTS = 2;
