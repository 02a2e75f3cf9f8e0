/**
 * The budget table of /work/shared/architecture.md. LCP, TBT and JavaScript are relative to the bench's
 * floor page (bench/floor) measured in the same run: this machine's speed drifts 2x within a run, and a
 * figure beside the floor drifts far less than the figure alone.
 */
export interface Budget {
  minPerformance: number;
  minAccessibility: number;
  minBestPractices: number;
  minSeo: number;
  /** The route's LCP divided by the floor's. */
  maxLcpVsFloor: number;
  /** The route's TBT minus the floor's, in ms. */
  maxTbtOverFloorMs: number;
  maxCls: number;
  /** The route's first-paint JavaScript minus the floor's, in KB (gzip, as transferred). */
  maxJsOverFloorKb: number;
}

/** Breaking any of these makes `npm run bench` exit with 1. */
export const MUST_BUDGET: Budget = {
  minPerformance: 95,
  minAccessibility: 100,
  minBestPractices: 100,
  minSeo: 100,
  maxLcpVsFloor: 1.15,
  maxTbtOverFloorMs: 40,
  maxCls: 0.01,
  maxJsOverFloorKb: 20,
};

/** What the site aims for: listed after the table for people, never in the exit code. */
export const AIM_BUDGET: Budget = {
  minPerformance: 100,
  minAccessibility: 100,
  minBestPractices: 100,
  minSeo: 100,
  maxLcpVsFloor: 1.05,
  maxTbtOverFloorMs: 10,
  maxCls: 0,
  maxJsOverFloorKb: 15,
};

/** Lighthouse reports sizes in KiB; using the same unit lets a figure be checked against its report. */
export const BYTES_PER_KB = 1024;

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export const DEFAULT_PORT = 3210;
/** The floor's `next start` prefers the port after the site's, and takes any free one if that is taken. */
export const FLOOR_DEFAULT_PORT = 3211;

/** `next start` answers within a few seconds; a minute means it is stuck, not slow. */
export const SERVER_READY_TIMEOUT_MS = 60_000;
export const SERVER_POLL_INTERVAL_MS = 250;
export const SERVER_STOP_GRACE_MS = 5_000;

/** A flaky tab or a crashed Chrome should not cost a whole multi-route run. */
export const LIGHTHOUSE_ATTEMPTS = 2;
