import { median } from "./median";

/**
 * The slice of a Lighthouse result (LH.Result) the benchmark reads. Declared structurally so the pure
 * code and its tests don't depend on Lighthouse's large type tree, and so a renamed field fails loudly
 * in one place.
 */
export interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: ReadonlyArray<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>;
  /** The page's address after redirects. */
  finalDisplayedUrl?: string;
  /** Lighthouse's warnings about the run as a whole, in its default locale (en-US). */
  runWarnings?: readonly string[];
  configSettings?: { maxWaitForLoad?: number };
  /** Lighthouse's CPU benchmark of the machine during the run. */
  environment?: { benchmarkIndex?: number };
  /** How long Lighthouse took over the run, in ms. */
  timing?: { total?: number };
}

/**
 * What failingAudits calls errors-in-console when its only errors are the browser reporting that the
 * page's own document answered 404 ("Failed to load resource: … 404"): what a not-found page does on
 * purpose, and nothing its scripts logged. Any other console error keeps the plain audit id.
 */
export const OWN_DOCUMENT_404 = "errors-in-console (only the page's own 404)";

function onlyOwnDocument404(lhr: LhrLike): boolean {
  const details = lhr.audits["errors-in-console"]?.details;
  const items = isRecord(details) && Array.isArray(details.items) ? (details.items as unknown[]) : [];
  return (
    items.length > 0 &&
    items.every((item) => {
      if (!isRecord(item) || item.source !== "network" || !isRecord(item.sourceLocation)) return false;
      const description = typeof item.description === "string" ? item.description : "";
      return item.sourceLocation.url === lhr.finalDisplayedUrl && /status of 404\b/.test(description);
    })
  );
}

/** Categories whose budget is a perfect score, so any failing audit in them is worth naming. */
const PERFECT_SCORE_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
type PerfectScoreCategory = (typeof PERFECT_SCORE_CATEGORIES)[number];

function perCategory(list: (category: PerfectScoreCategory) => string[]): Record<PerfectScoreCategory, string[]> {
  return Object.fromEntries(PERFECT_SCORE_CATEGORIES.map((category) => [category, list(category)])) as Record<
    PerfectScoreCategory,
    string[]
  >;
}

export interface RouteFigures {
  /** Category scores on Lighthouse's displayed 0–100 scale. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsBytes: number | null;
  /** Audit ids that cost points in the categories that must score 100, so a violation says where to look. */
  failingAudits: Record<PerfectScoreCategory, string[]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function finiteNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function categoryScore(lhr: LhrLike, id: string): number | null {
  const score = lhr.categories[id]?.score;
  // Lighthouse scores carry two decimals; rounding avoids 0.57 * 100 === 56.99999999999999 at a threshold.
  return typeof score === "number" ? Math.round(score * 100) : null;
}

function auditNumber(lhr: LhrLike, id: string): number | null {
  return finiteNumber(lhr.audits[id]?.numericValue);
}

function failingAuditIds(lhr: LhrLike, categoryId: string): string[] {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .filter((ref) => {
      const score = lhr.audits[ref.id]?.score;
      return ref.weight > 0 && typeof score === "number" && score < 1;
    })
    .map((ref) => (ref.id === "errors-in-console" && onlyOwnDocument404(lhr) ? OWN_DOCUMENT_404 : ref.id));
}

/**
 * When first paint happened, in ms on the clock of the `network-requests` audit's rows (0 = the first
 * request), or null when the result lacks the timestamps to say.
 */
function firstPaintCutoffMs(lhr: LhrLike, networkRequestsDetails: Record<string, unknown>): number | null {
  const debugData = networkRequestsDetails.debugData;
  const networkStartTs = isRecord(debugData) ? finiteNumber(debugData.networkStartTimeTs) : null;
  const metricsDetails = lhr.audits["metrics"]?.details;
  const observed =
    isRecord(metricsDetails) && Array.isArray(metricsDetails.items) ? (metricsDetails.items[0] as unknown) : null;
  if (networkStartTs === null || !isRecord(observed)) return null;
  const fcpTs = finiteNumber(observed.observedFirstContentfulPaintTs);
  const domContentLoadedTs = finiteNumber(observed.observedDomContentLoadedTs);
  if (fcpTs === null || domContentLoadedTs === null) return null;
  // Trace timestamps are in microseconds.
  return (Math.max(fcpTs, domContentLoadedTs) - networkStartTs) / 1000;
}

/**
 * "JavaScript loaded on first paint": the summed transferSize of the Script rows of the `network-requests`
 * audit whose request the renderer started before first contentful paint or before the document was
 * parsed (DOMContentLoaded), whichever came later. Both times are from the same observed load, so they
 * are comparable.
 *
 * Why not every script: <Link> prefetching fetches the chunks of linked routes a few hundred ms after
 * hydration, and counting them would charge every page with the header nav for the JS of all the others
 * (in a test app, one route's 61 KB chunk showed up on every page linking to it). Why DOMContentLoaded
 * too: the parser has met every script the HTML names by then, so a script at the end of a long document
 * still counts even if the browser painted before reaching it.
 *
 * transferSize is bytes on the wire: the compressed size (Brotli, as the site serves it), plus a few hundred
 * bytes of headers per file. Inline scripts belong to the HTML document and are not counted. Without the
 * timestamps to place first paint, every script is counted, so a gap in the data can only over-report.
 * Returns null when the audit is missing, so "not measured" is never mistaken for "no JavaScript".
 */
export function firstPaintScriptBytes(lhr: LhrLike): number | null {
  const details = lhr.audits["network-requests"]?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return null;
  const cutoffMs = firstPaintCutoffMs(lhr, details);
  let total = 0;
  for (const item of details.items as unknown[]) {
    if (!isRecord(item) || item.resourceType !== "Script") continue;
    const startedMs = finiteNumber(item.rendererStartTime);
    const beforeFirstPaint = cutoffMs === null || startedMs === null || startedMs <= cutoffMs;
    if (beforeFirstPaint) total += finiteNumber(item.transferSize) ?? 0;
  }
  return total;
}

export function figuresFromLhr(lhr: LhrLike): RouteFigures {
  return {
    performance: categoryScore(lhr, "performance"),
    accessibility: categoryScore(lhr, "accessibility"),
    bestPractices: categoryScore(lhr, "best-practices"),
    seo: categoryScore(lhr, "seo"),
    fcpMs: auditNumber(lhr, "first-contentful-paint"),
    lcpMs: auditNumber(lhr, "largest-contentful-paint"),
    tbtMs: auditNumber(lhr, "total-blocking-time"),
    cls: auditNumber(lhr, "cumulative-layout-shift"),
    jsBytes: firstPaintScriptBytes(lhr),
    failingAudits: perCategory((category) => failingAuditIds(lhr, category)),
  };
}

type NumericFigure = Exclude<keyof RouteFigures, "failingAudits">;

const NUMERIC_FIGURES: readonly NumericFigure[] = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "jsBytes",
];

/**
 * Each figure's median across runs, taken independently: the machine is noisy, and one slow run should
 * move neither the LCP nor the score of the others. A run that could not measure a figure is left out of
 * that figure's median rather than counted as zero. Failing audits are the union, since an audit that
 * fails only sometimes still needs fixing.
 */
export function medianFigures(runs: readonly RouteFigures[]): RouteFigures {
  const numeric = Object.fromEntries(
    NUMERIC_FIGURES.map((key) => [
      key,
      median(runs.map((run) => run[key]).filter((value): value is number => value !== null)),
    ]),
  ) as Record<NumericFigure, number | null>;
  return {
    ...numeric,
    failingAudits: perCategory((category) => [...new Set(runs.flatMap((run) => run.failingAudits[category]))]),
  };
}
