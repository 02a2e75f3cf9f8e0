import { describe, expect, it } from "vitest";
import { formatLoadTable, loadFailures, procCpuSeconds, procStatusBytes, type ScenarioResult } from "./report";

const result = (overrides: Partial<ScenarioResult>): ScenarioResult => ({
  name: "home",
  target: "GET /",
  requestsPerSecond: 812.4,
  p99Ms: 31,
  requests: 12_186,
  non2xx: 0,
  errors: 0,
  rssBytes: 180 * 1024 * 1024,
  ...overrides,
});

describe("the load report", () => {
  it("is a Markdown table with one row per scenario", () => {
    const table = formatLoadTable([result({}), result({ name: "guide", target: "GET /g", rssBytes: null })]);
    expect(table.split("\n")).toEqual([
      "| Scenario | Request | req/s | p99 (ms) | requests | non-2xx | errors | RSS after (MB) |",
      "| -------- | ------- | ----: | -------: | -------: | ------: | -----: | -------------: |",
      "| home     | GET /   |   812 |       31 |    12186 |       0 |      0 |            180 |",
      "| guide    | GET /g  |   812 |       31 |    12186 |       0 |      0 |            n/a |",
    ]);
  });

  it("fails a scenario with any non-2xx answer, error or no answer at all", () => {
    expect(loadFailures([result({})])).toEqual([]);
    expect(
      loadFailures([result({ non2xx: 3 }), result({ name: "shop", errors: 1 }), result({ name: "x", requests: 0 })]),
    ).toEqual(["home: 3 non-2xx answers", "shop: 1 errors or timeouts", "x: no request was answered"]);
  });

  it("reads resident memory from /proc/<pid>/status", () => {
    const status = "Name:\tnode\nVmHWM:\t  250000 kB\nVmRSS:\t  183500 kB\nThreads:\t11\n";
    expect(procStatusBytes(status, "VmRSS")).toBe(183_500 * 1024);
    expect(procStatusBytes(status, "VmHWM")).toBe(250_000 * 1024);
    expect(procStatusBytes("Name:\tnode\n", "VmRSS")).toBeNull();
  });
});

describe("procCpuSeconds", () => {
  it("adds a process's user and system time from its stat line, whatever its name", () => {
    const stat = "4242 (next-server (v1)) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 11 0 100 0 0";
    expect(procCpuSeconds(stat)).toBe(3.25);
    expect(procCpuSeconds("garbage")).toBeNull();
  });
});
