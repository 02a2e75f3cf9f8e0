import { BYTES_PER_KB, SLOW_FLOOR_BELOW, type Budget, type RouteLcpMust } from "./constants";
import { OWN_DOCUMENT_404, type RouteFigures } from "./figures";
import { bytesToKb, formatScore, formatSigned, msToSeconds } from "./format";
import type { Versus } from "./references";

export interface BudgetRow {
  path: string;
  figures: RouteFigures;
  versus: Versus;
  /** Why Lighthouse could not finish each of the route's own runs it could not ("run 2: ..."). */
  unfinishedRuns: readonly string[];
  /**
   * A page kept out of search on purpose (noindex: review links, the studio inbox) fails Lighthouse's
   * is-crawlable audit by design, and the not-found page answers 404 on purpose (http-status-code, and
   * the browser's console line about its own 404); those audits alone do not break its scores.
   */
  noindex?: boolean;
  /** The route's own LCP line in seconds, where its issue named one (constants.ts, ROUTE_LCP_MUST). */
  lcpMust?: RouteLcpMust;
}

export interface Violation {
  path: string;
  message: string;
}

/** A check that does not apply to the row (a value of null is a figure Lighthouse could not measure). */
const SKIP = Symbol("does not apply");

interface Check {
  label: string;
  value: (row: BudgetRow) => number | null | typeof SKIP;
  breaks: (value: number, budget: Budget, row: BudgetRow) => boolean;
  /**
   * Values are compared unrounded, so a message shows more precision than the table: otherwise an LCP
   * of 1.152x would be listed as "1.15x > 1.15x" and look like a bug in the check.
   */
  describe: (value: number, budget: Budget, row: BudgetRow) => string;
  failingAudits?: (figures: RouteFigures) => readonly string[];
  /** Audits a noindex row may fail by design (see BudgetRow.noindex): failing only these is no violation. */
  noindexExcuses?: readonly string[];
}

/** The lowest Performance score the budget allows the row: lower than minPerformance only where the floor is slow. */
export function minPerformanceFor(budget: Budget, row: Pick<BudgetRow, "versus">): number {
  const floor = row.versus.floorPerformance ?? null;
  const margin = budget.performanceBelowSlowFloor;
  if (floor === null || margin === undefined || floor >= SLOW_FLOOR_BELOW) return budget.minPerformance;
  return Math.min(budget.minPerformance, floor - margin);
}

const CHECKS: readonly Check[] = [
  {
    label: "Performance",
    value: (row) => row.figures.performance,
    breaks: (v, budget, row) => v < minPerformanceFor(budget, row),
    describe: (v, budget, row) => {
      const min = minPerformanceFor(budget, row);
      return min === budget.minPerformance
        ? `${formatScore(v)} < ${min}`
        : `${formatScore(v)} < ${formatScore(min)} (the floor's ${formatScore(min + budget.performanceBelowSlowFloor!)} - ${budget.performanceBelowSlowFloor})`;
    },
  },
  {
    label: "Accessibility",
    value: (row) => row.figures.accessibility,
    breaks: (v, budget) => v < budget.minAccessibility,
    describe: (v, budget) => `${formatScore(v)} < ${budget.minAccessibility}`,
    failingAudits: (f) => f.failingAudits.accessibility,
  },
  {
    label: "Best Practices",
    value: (row) => row.figures.bestPractices,
    breaks: (v, budget) => v < budget.minBestPractices,
    describe: (v, budget) => `${formatScore(v)} < ${budget.minBestPractices}`,
    failingAudits: (f) => f.failingAudits["best-practices"],
    noindexExcuses: [OWN_DOCUMENT_404],
  },
  {
    label: "SEO",
    value: (row) => row.figures.seo,
    breaks: (v, budget) => v < budget.minSeo,
    describe: (v, budget) => `${formatScore(v)} < ${budget.minSeo}`,
    failingAudits: (f) => f.failingAudits.seo,
    noindexExcuses: ["is-crawlable", "http-status-code"],
  },
  {
    label: "LCP",
    value: (row) => (row.lcpMust ? msToSeconds(row.figures.lcpMs) : SKIP),
    breaks: (v, _budget, row) => v > row.lcpMust!.maxSeconds,
    describe: (v, _budget, row) => `${v.toFixed(2)} s > ${row.lcpMust!.maxSeconds} s`,
  },
  {
    label: "LCP",
    value: (row) => (row.lcpMust?.ratiosExcused ? SKIP : row.versus.lcpVsNoJs),
    breaks: (v, budget) => v > budget.maxLcpVsNoJs,
    describe: (v, budget) => `${v.toFixed(3)}x the no-JS page > ${budget.maxLcpVsNoJs}x`,
  },
  {
    label: "LCP",
    value: (row) => (row.lcpMust?.ratiosExcused ? SKIP : row.versus.lcpVsFloor),
    breaks: (v, budget) => v > budget.maxLcpVsFloor,
    describe: (v, budget) => `${v.toFixed(3)}x floor > ${budget.maxLcpVsFloor}x`,
  },
  {
    label: "TBT",
    value: (row) => row.versus.tbtOverFloorMs,
    breaks: (v, budget) => v > budget.maxTbtOverFloorMs,
    describe: (v, budget) => `floor ${formatSigned(v, 1)} ms > +${budget.maxTbtOverFloorMs} ms`,
  },
  {
    label: "CLS",
    value: (row) => row.figures.cls,
    breaks: (v, budget) => v > budget.maxCls,
    describe: (v, budget) => `${v.toFixed(4)} > ${budget.maxCls}`,
  },
  {
    label: "JS on first paint",
    value: (row) => bytesToKb(row.versus.jsOverFloorBytes),
    breaks: (v, budget) => v > budget.maxJsOverFloorKb,
    describe: (v, budget) =>
      `floor ${formatSigned(v, 2)} KB (${Math.round(v * BYTES_PER_KB)} bytes) > +${budget.maxJsOverFloorKb} KB`,
  },
];

/**
 * Every figure of a route outside the budget, per route: first each run of the route Lighthouse could not
 * finish (the page must go quiet within the run: network, then main thread), then the figures in table order. A figure
 * Lighthouse could not measure (on the route, or on a reference beside it) counts too: the budget has to
 * be shown to hold, and a crashed audit shows nothing.
 */
export function checkBudget(rows: readonly BudgetRow[], budget: Budget): Violation[] {
  const violations: Violation[] = [];
  for (const row of rows) {
    for (const unfinished of row.unfinishedRuns) {
      violations.push({ path: row.path, message: `Lighthouse could not finish ${unfinished}` });
    }
    for (const check of CHECKS) {
      const value = check.value(row);
      if (value === SKIP) continue;
      if (value === null) {
        violations.push({ path: row.path, message: `${check.label} not measured` });
      } else if (check.breaks(value, budget, row)) {
        const audits = check.failingAudits?.(row.figures) ?? [];
        const excuses = check.noindexExcuses ?? [];
        if (row.noindex && audits.length > 0 && audits.every((audit) => excuses.includes(audit))) continue;
        const hint = audits.length > 0 ? ` (failing audits: ${audits.join(", ")})` : "";
        violations.push({ path: row.path, message: `${check.label} ${check.describe(value, budget, row)}${hint}` });
      }
    }
  }
  return violations;
}

/** The must's violations under a count; `where` names what was checked, e.g. " at 6x CPU". */
export function formatViolations(violations: readonly Violation[], where = ""): string {
  if (violations.length === 0) return `Budget check${where} (must): every route passes.`;
  const noun = violations.length === 1 ? "violation" : "violations";
  return [
    `Budget check${where} (must): ${violations.length} ${noun}`,
    ...violations.map(({ path, message }) => `- ${path}: ${message}`),
  ].join("\n");
}

/** The routes that miss the aim, one line each; for people, so it never touches the exit code. */
export function formatAimMisses(misses: readonly Violation[], routeCount: number, where = ""): string {
  const byRoute = new Map<string, string[]>();
  for (const { path, message } of misses) byRoute.set(path, [...(byRoute.get(path) ?? []), message]);
  if (byRoute.size === 0) return `Aim${where} (informational): every route meets it.`;
  return [
    `Aim${where} (informational, not in the exit code): ${byRoute.size} of ${routeCount} routes miss it`,
    ...[...byRoute].map(([path, messages]) => `- ${path}: ${messages.join("; ")}`),
  ].join("\n");
}
