// @vitest-environment node
import { describe, expect, it } from "vitest";
import { AIM_BUDGET, CPU_SETTINGS, MUST_BUDGET, type CpuSetting } from "./constants";
import {
  benchmarkIndexOf,
  checkSetting,
  describeBenchmarkIndex,
  formatBenchmarkIndexes,
  formatSetting,
  formatVerdict,
  mustBroken,
  settingLabel,
  type SettingResult,
} from "./cpu-settings";
import type { Versus } from "./references";
import { figures } from "./test-fixtures";

const [AT_4X, AT_6X] = CPU_SETTINGS as readonly [CpuSetting, CpuSetting];

const nearReferences: Versus = { lcpVsFloor: 1, lcpVsNoJs: 1, tbtOverFloorMs: 0, jsOverFloorBytes: 0 };

type Row = SettingResult["rows"][number];

/** A route's row; its rounds scatter by 0.1 (LCP x no-JS) and 50 ms (TBT +floor) around its means. */
function row(path: string, overrides: Partial<Row> = {}): Row {
  return {
    path,
    figures: figures(),
    versus: nearReferences,
    unfinishedRuns: [],
    perRound: { lcpVsNoJs: [1.0, 1.1, 1.2], tbtOverFloorMs: [-50, 0, 50] },
    ...overrides,
  };
}

function result(setting: CpuSetting, rows: readonly Row[]): SettingResult {
  return {
    setting,
    floor: { label: "floor (bench/floor)", figures: figures({ lcpMs: 1452, fcpMs: 1301, tbtMs: 21.6 }) },
    rows,
    references: [{ label: "floor (bench/floor)", runs: [figures({ lcpMs: 1452, fcpMs: 1301, tbtMs: 21.6 })] }],
    rounds: 3,
    benchmarkIndex: benchmarkIndexOf([1480, 1520, 1555]),
  };
}

/** The same page at both settings: its many tasks under 50 ms are free at 4x and block at 6x. */
const atFour = result(AT_4X, [row("/"), row("/contact", { versus: { ...nearReferences, tbtOverFloorMs: 12 } })]);
const atSix = result(AT_6X, [row("/"), row("/contact", { versus: { ...nearReferences, tbtOverFloorMs: 180 } })]);

describe("CPU_SETTINGS", () => {
  it("measures at Lighthouse's reference phone, 4x, and at a slower phone, 6x", () => {
    expect(CPU_SETTINGS.map(settingLabel)).toEqual([
      "4x CPU (Lighthouse's reference phone)",
      "6x CPU (a slower phone)",
    ]);
  });
});

describe("checkSetting", () => {
  it("holds each setting to the same budgets, on its own figures", () => {
    expect(checkSetting(atFour, MUST_BUDGET, AIM_BUDGET)).toEqual({
      multiplier: 4,
      violations: [],
      aimMisses: [{ path: "/contact", message: "TBT floor +12.0 ms > +10 ms" }],
      routeCount: 2,
    });
    expect(checkSetting(atSix, MUST_BUDGET, AIM_BUDGET)).toMatchObject({
      multiplier: 6,
      violations: [{ path: "/contact", message: "TBT floor +180.0 ms > +40 ms" }],
    });
  });
});

describe("mustBroken", () => {
  const verdicts = (...results: SettingResult[]) =>
    results.map((setting) => checkSetting(setting, MUST_BUDGET, AIM_BUDGET));

  it("fails the run when the must breaks at one setting, even though it holds at the other", () => {
    expect(mustBroken(verdicts(atFour, atSix))).toBe(true);
    expect(mustBroken(verdicts(atSix, atFour))).toBe(true);
  });

  it("passes the run only when the must holds at every setting measured", () => {
    expect(mustBroken(verdicts(atFour))).toBe(false);
    expect(mustBroken(verdicts(atFour, result(AT_6X, [row("/")])))).toBe(false);
  });

  it("does not count an aim missed at any setting", () => {
    const aimMissed = row("/", { figures: figures({ performance: 99 }) });
    expect(mustBroken(verdicts(result(AT_4X, [aimMissed]), result(AT_6X, [aimMissed])))).toBe(false);
  });
});

describe("formatVerdict", () => {
  const verdicts = (...results: SettingResult[]) =>
    results.map((setting) => checkSetting(setting, MUST_BUDGET, AIM_BUDGET));

  it("says whether the must holds, and how it did at each setting", () => {
    expect(formatVerdict(verdicts(atFour, atSix))).toBe(
      "Verdict (must, at every CPU setting measured): broken (4x CPU holds, 6x CPU 1 violation).",
    );
    expect(formatVerdict(verdicts(atFour, result(AT_6X, [row("/")])))).toBe(
      "Verdict (must, at every CPU setting measured): holds (4x CPU holds, 6x CPU holds).",
    );
    expect(formatVerdict(verdicts(atSix))).toBe(
      "Verdict (must, at every CPU setting measured): broken (6x CPU 1 violation).",
    );
  });
});

describe("benchmarkIndexOf", () => {
  it("is the median of the runs that reported one, with their range and count", () => {
    expect(benchmarkIndexOf([1555, 1480, 1520, 1610])).toEqual({
      median: 1537.5,
      lowest: 1480,
      highest: 1610,
      runs: 4,
    });
  });

  it("is null when no run reported one", () => {
    expect(benchmarkIndexOf([])).toBeNull();
  });
});

describe("describeBenchmarkIndex", () => {
  it("gives the median, how many runs, and their range in whole numbers", () => {
    expect(describeBenchmarkIndex(benchmarkIndexOf([1555, 1480, 1520, 1610]))).toBe(
      "1538 (median of 4 runs, 1480–1610)",
    );
    expect(describeBenchmarkIndex(benchmarkIndexOf([1500]))).toBe("1500 (median of 1 run)");
    expect(describeBenchmarkIndex(null)).toBe("not reported");
  });
});

describe("formatBenchmarkIndexes", () => {
  it("names each setting's CPU benchmark on one line", () => {
    expect(formatBenchmarkIndexes([atFour, { setting: AT_6X, benchmarkIndex: null }])).toBe(
      "4x CPU 1520 (median of 3 runs, 1480–1555); 6x CPU not reported",
    );
  });
});

describe("formatSetting", () => {
  it("heads a setting's table with its CPU slowdown and benchmark, then its references' spread, its noise and budgets", () => {
    const text = formatSetting(atSix, checkSetting(atSix, MUST_BUDGET, AIM_BUDGET));
    const lines = text.split("\n");
    expect(lines[0]).toBe("## 6x CPU (a slower phone): CPU benchmark index 1520 (median of 3 runs, 1480–1555)");
    expect(lines[2]).toMatch(/^\| Route +\| Perf \|/);
    expect(lines.filter((line) => /^\| (floor|\/)/.test(line)).map((line) => line.split("|")[1]?.trim())).toEqual([
      "floor (bench/floor)",
      "/",
      "/contact",
      "floor (bench/floor)",
    ]);
    expect(text).toContain("LCP x no-JS ±0.100 (6 rounds of 2 routes), TBT +floor ±50 ms (6 rounds of 2 routes).");
    expect(text.indexOf("Round to round")).toBeLessThan(text.indexOf("Budget check"));
    expect(text).toContain(
      ["Budget check at 6x CPU (must): 1 violation", "- /contact: TBT floor +180.0 ms > +40 ms"].join("\n"),
    );
    expect(text).toContain("Aim at 6x CPU (informational, not in the exit code): 1 of 2 routes miss it");
  });

  it("gives each setting its own table, figures and verdicts", () => {
    const four = formatSetting(atFour, checkSetting(atFour, MUST_BUDGET, AIM_BUDGET));
    const six = formatSetting(atSix, checkSetting(atSix, MUST_BUDGET, AIM_BUDGET));
    expect(four.split("\n")[0]).toMatch(/^## 4x CPU \(Lighthouse's reference phone\): /);
    expect(four).toContain("Budget check at 4x CPU (must): every route passes.");
    const contactCells = (text: string) =>
      text
        .split("\n")
        .find((line) => line.startsWith("| /contact "))
        ?.split("|")
        .map((cell) => cell.trim());
    // The TBT column over the floor.
    expect(contactCells(four)?.[11]).toBe("+12");
    expect(contactCells(six)?.[11]).toBe("+180");
  });
});
