import { checkBudget, formatAimMisses, formatViolations, type BudgetRow, type Violation } from "./budget";
import type { Budget, CpuMultiplier, CpuSetting } from "./constants";
import { median } from "./median";
import type { ComparedRoute } from "./references";
import { formatReferenceSpread, formatTable, type ReferenceRow, type ReferenceRuns, type TableRow } from "./report";
import { formatRoundSpread } from "./round-spread";

/**
 * Lighthouse's CPU benchmark (`environment.benchmarkIndex`) over one setting's runs. Lighthouse measures
 * it before it slows the CPU down, so it is the machine's own speed while that setting was measured: low
 * or scattered means the machine was busy and TBT and the score are suspect, and two settings that read
 * far apart were measured on a machine whose load changed.
 */
export interface BenchmarkIndex {
  median: number;
  lowest: number;
  highest: number;
  /** How many runs reported one. */
  runs: number;
}

export function benchmarkIndexOf(indexes: readonly number[]): BenchmarkIndex | null {
  const middle = median(indexes);
  if (middle === null) return null;
  return { median: middle, lowest: Math.min(...indexes), highest: Math.max(...indexes), runs: indexes.length };
}

/** "1520 (median of 9 runs, 1484–1561)", or "not reported" when no run reported one. */
export function describeBenchmarkIndex(index: BenchmarkIndex | null): string {
  if (index === null) return "not reported";
  const { median: middle, lowest, highest, runs } = index;
  const spread = lowest === highest ? "" : `, ${Math.round(lowest)}–${Math.round(highest)}`;
  return `${Math.round(middle)} (median of ${runs} ${runs === 1 ? "run" : "runs"}${spread})`;
}

/** The CPU benchmark of each setting on one line, for the head of the report. */
export const formatBenchmarkIndexes = (results: readonly Pick<SettingResult, "setting" | "benchmarkIndex">[]): string =>
  results
    .map(({ setting, benchmarkIndex }) => `${setting.multiplier}x CPU ${describeBenchmarkIndex(benchmarkIndex)}`)
    .join("; ");

/** "6x CPU (a slower phone)": how the output names a setting. */
export const settingLabel = (setting: CpuSetting): string => `${setting.multiplier}x CPU (${setting.phone})`;

/** What one CPU setting measured: its routes against its own floor and no-JS copies. */
export interface SettingResult {
  setting: CpuSetting;
  /** The floor's own row: its medians over every run at this setting. */
  floor: ReferenceRow;
  /** Each route's row, with its comparisons round by round (the noise line). */
  rows: ReadonlyArray<BudgetRow & TableRow & Pick<ComparedRoute, "perRound">>;
  /** Each reference's runs at this setting, for their spread. */
  references: readonly ReferenceRuns[];
  /** How many rounds the run asked for. */
  rounds: number;
  benchmarkIndex: BenchmarkIndex | null;
}

/** The budgets checked at one CPU setting. */
export interface SettingVerdict {
  multiplier: CpuMultiplier;
  violations: Violation[];
  aimMisses: Violation[];
  routeCount: number;
}

/** A setting is held to the same budgets as every other, on its own figures: every must holds at every setting. */
export function checkSetting(
  { setting, rows }: Pick<SettingResult, "setting" | "rows">,
  must: Budget,
  aim: Budget,
): SettingVerdict {
  return {
    multiplier: setting.multiplier,
    violations: checkBudget(rows, must),
    aimMisses: checkBudget(rows, aim),
    routeCount: rows.length,
  };
}

/** Whether the run fails: a must broken at any setting. */
export const mustBroken = (verdicts: readonly SettingVerdict[]): boolean =>
  verdicts.some((verdict) => verdict.violations.length > 0);

/**
 * One setting's part of the output: its heading with its CPU benchmark, its table, its references' spread,
 * its noise round to round, its budgets.
 */
export function formatSetting(result: SettingResult, verdict: SettingVerdict): string {
  const where = ` at ${result.setting.multiplier}x CPU`;
  return [
    `## ${settingLabel(result.setting)}: CPU benchmark index ${describeBenchmarkIndex(result.benchmarkIndex)}`,
    "",
    formatTable(result.floor, result.rows),
    "",
    formatReferenceSpread(result.references),
    "",
    formatRoundSpread(
      {
        lcpVsNoJs: result.rows.map((row) => row.perRound.lcpVsNoJs),
        tbtOverFloorMs: result.rows.map((row) => row.perRound.tbtOverFloorMs),
      },
      result.rounds,
    ),
    "",
    formatViolations(verdict.violations, where),
    "",
    formatAimMisses(verdict.aimMisses, verdict.routeCount, where),
  ].join("\n");
}

/** The run's one line of verdict: the must at every setting measured, which is what the exit code says. */
export function formatVerdict(verdicts: readonly SettingVerdict[]): string {
  const each = verdicts.map(({ multiplier, violations }) => {
    const count = violations.length;
    return `${multiplier}x CPU ${count === 0 ? "holds" : `${count} ${count === 1 ? "violation" : "violations"}`}`;
  });
  return `Verdict (must, at every CPU setting measured): ${mustBroken(verdicts) ? "broken" : "holds"} (${each.join(", ")}).`;
}
