// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  BENCH_LATEST_REPORT,
  BENCH_RESULTS_DIR,
  commandLine,
  LOAD_LATEST_REPORT,
  LOAD_RESULTS_DIR,
  reportDocument,
  reportStamp,
  writeReport,
} from "./reports";

describe("reportStamp", () => {
  it("is the UTC time, safe in a file name and sortable as text", () => {
    expect(reportStamp(new Date("2026-11-27T01:37:05.123Z"))).toBe("2026-11-27T01-37-05Z");
    const stamps = ["2026-11-27T10:00:00Z", "2026-11-27T09:59:59Z", "2026-01-02T00:00:00Z"].map((time) =>
      reportStamp(new Date(time)),
    );
    expect([...stamps].sort()).toEqual([stamps[2], stamps[1], stamps[0]]);
  });
});

describe("commandLine", () => {
  it("writes the command as typed, with any URL's user and password left out", () => {
    expect(commandLine("bench", [])).toBe("npm run bench");
    expect(commandLine("bench", ["--no-build", "--route", "/,/contact"])).toBe(
      "npm run bench -- --no-build --route /,/contact",
    );
    expect(commandLine("load", ["--database-url", "postgres://site:s3cret@127.0.0.1:5432/site"])).toBe(
      "npm run load -- --database-url postgres://…@127.0.0.1:5432/site",
    );
  });
});

describe("reportDocument", () => {
  it("gives the run's time, command, commit and machine, then the tool's output as it printed it", () => {
    const body = "\n| Scenario | req/s |\n| -------- | ----: |\n| home     |   812 |\n";
    expect(
      reportDocument(
        {
          title: "npm run load",
          startedAt: new Date("2026-11-27T01:37:05.000Z"),
          command: "npm run load",
          commit: "abc1234 with uncommitted changes",
          machine: "2 CPUs, load average 0.5 0.4 0.3 at the start",
        },
        body,
      ),
    ).toBe(
      [
        "# npm run load",
        "",
        "- Run: 2026-11-27T01:37:05.000Z",
        "- Command: `npm run load`",
        "- Commit: abc1234 with uncommitted changes",
        "- Machine: 2 CPUs, load average 0.5 0.4 0.3 at the start",
        "",
        "| Scenario | req/s |",
        "| -------- | ----: |",
        "| home     |   812 |",
        "",
      ].join("\n"),
    );
  });

  it("lists what else the tool says about the run after the machine", () => {
    const context = {
      title: "npm run bench",
      startedAt: new Date(0),
      command: "npm run bench",
      commit: "abc1234",
      machine: "2 CPUs",
      details: [{ label: "CPU benchmark index (Lighthouse's)", value: "4x CPU 1520 (median of 9 runs, 1480–1555)" }],
    };
    expect(reportDocument(context, "| Route |").split("\n").slice(5, 9)).toEqual([
      "- Machine: 2 CPUs",
      "- CPU benchmark index (Lighthouse's): 4x CPU 1520 (median of 9 runs, 1480–1555)",
      "",
      "| Route |",
    ]);
  });

  it("says so when the commit is unknown", () => {
    const context = { title: "t", startedAt: new Date(0), command: "c", commit: null, machine: "m" };
    expect(reportDocument(context, "x")).toContain("- Commit: unknown (not a git checkout)");
  });
});

describe("writeReport", () => {
  let root: string | null = null;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = null;
  });

  it("writes the dated report and each copy, making their folders, and names what it wrote", async () => {
    root = mkdtempSync(join(tmpdir(), "reports-test-"));
    const dated = join(LOAD_RESULTS_DIR, "2026-11-27T01-37-05Z.md");
    const written = await writeReport({
      root,
      dated,
      copies: [join(LOAD_RESULTS_DIR, "latest.md"), LOAD_LATEST_REPORT],
      markdown: "# report\n",
    });
    expect(written).toEqual([dated, ".load/latest.md", "docs/reports/load-latest.md"]);
    for (const path of written) expect(readFileSync(join(root, path), "utf8")).toBe("# report\n");
  });

  it("keeps the dated reports in git-ignored folders and the latest in docs/reports/", () => {
    const ignored = readFileSync(".gitignore", "utf8").split("\n");
    expect(ignored).toEqual(expect.arrayContaining([`${BENCH_RESULTS_DIR}/`, `${LOAD_RESULTS_DIR}/`]));
    expect([BENCH_LATEST_REPORT, LOAD_LATEST_REPORT]).toEqual([
      "docs/reports/bench-latest.md",
      "docs/reports/load-latest.md",
    ]);
  });
});
