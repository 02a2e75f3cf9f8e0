import { BYTES_PER_KB, MUST_BUDGET } from "./constants";
import type { RouteFigures } from "./figures";
import { bytesToKb, formatScore, msToSeconds } from "./format";

export interface BudgetRow {
  path: string;
  figures: RouteFigures;
}

export interface Violation {
  path: string;
  message: string;
}

interface Check {
  label: string;
  value: (figures: RouteFigures) => number | null;
  breaks: (value: number) => boolean;
  /**
   * Values are compared unrounded, so a message shows more precision than the table: otherwise an LCP
   * of 2.504 s would be listed as "2.50 s > 2.5 s" and look like a bug in the check.
   */
  describe: (value: number) => string;
  failingAudits?: (figures: RouteFigures) => readonly string[];
}

const CHECKS: readonly Check[] = [
  {
    label: "Performance",
    value: (f) => f.performance,
    breaks: (v) => v < MUST_BUDGET.minPerformance,
    describe: (v) => `${formatScore(v)} < ${MUST_BUDGET.minPerformance}`,
  },
  {
    label: "Accessibility",
    value: (f) => f.accessibility,
    breaks: (v) => v < MUST_BUDGET.minAccessibility,
    describe: (v) => `${formatScore(v)} < ${MUST_BUDGET.minAccessibility}`,
    failingAudits: (f) => f.failingAudits.accessibility,
  },
  {
    label: "Best Practices",
    value: (f) => f.bestPractices,
    breaks: (v) => v < MUST_BUDGET.minBestPractices,
    describe: (v) => `${formatScore(v)} < ${MUST_BUDGET.minBestPractices}`,
    failingAudits: (f) => f.failingAudits["best-practices"],
  },
  {
    label: "SEO",
    value: (f) => f.seo,
    breaks: (v) => v < MUST_BUDGET.minSeo,
    describe: (v) => `${formatScore(v)} < ${MUST_BUDGET.minSeo}`,
    failingAudits: (f) => f.failingAudits.seo,
  },
  {
    label: "LCP",
    value: (f) => f.lcpMs,
    breaks: (v) => v > MUST_BUDGET.maxLcpMs,
    describe: (v) => `${(msToSeconds(v) as number).toFixed(3)} s > ${MUST_BUDGET.maxLcpMs / 1000} s`,
  },
  {
    label: "TBT",
    value: (f) => f.tbtMs,
    breaks: (v) => v > MUST_BUDGET.maxTbtMs,
    describe: (v) => `${v.toFixed(1)} ms > ${MUST_BUDGET.maxTbtMs} ms`,
  },
  {
    label: "CLS",
    value: (f) => f.cls,
    breaks: (v) => v > MUST_BUDGET.maxCls,
    describe: (v) => `${v.toFixed(4)} > ${MUST_BUDGET.maxCls}`,
  },
  {
    label: "JS on first paint",
    value: (f) => bytesToKb(f.jsBytes),
    breaks: (v) => v > MUST_BUDGET.maxJsKb,
    describe: (v) => `${v.toFixed(2)} KB (${Math.round(v * BYTES_PER_KB)} bytes) > ${MUST_BUDGET.maxJsKb} KB`,
  },
];

/**
 * Every broken "must", per route and in table order. A figure Lighthouse could not measure is a
 * violation too: the budget has to be shown to hold, and a crashed audit shows nothing.
 */
export function checkBudget(rows: readonly BudgetRow[]): Violation[] {
  const violations: Violation[] = [];
  for (const { path, figures } of rows) {
    for (const check of CHECKS) {
      const value = check.value(figures);
      if (value === null) {
        violations.push({ path, message: `${check.label} not measured` });
      } else if (check.breaks(value)) {
        const audits = check.failingAudits?.(figures) ?? [];
        const hint = audits.length > 0 ? ` (failing audits: ${audits.join(", ")})` : "";
        violations.push({ path, message: `${check.label} ${check.describe(value)}${hint}` });
      }
    }
  }
  return violations;
}

export function formatViolations(violations: readonly Violation[]): string {
  if (violations.length === 0) return "Budget check (must): every route passes.";
  const noun = violations.length === 1 ? "violation" : "violations";
  return [
    `Budget check (must): ${violations.length} ${noun}`,
    ...violations.map(({ path, message }) => `- ${path}: ${message}`),
  ].join("\n");
}
