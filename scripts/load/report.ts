/** What one scenario measured. */
export interface ScenarioResult {
  name: string;
  /** Method and path, as the table shows them. */
  target: string;
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** The server's resident memory (VmRSS) right after the scenario, or null when it is not ours to read. */
  rssBytes: number | null;
  /** Requests answered 2xx, warm-up included: what a scenario that stores should have kept. */
  stored?: number;
}

const HEADER = ["Scenario", "Request", "req/s", "p99 (ms)", "requests", "non-2xx", "errors", "RSS after (MB)"];

const megabytes = (bytes: number | null) => (bytes === null ? "n/a" : (bytes / 1024 / 1024).toFixed(0));

/** A Markdown table: it reads the same in a terminal and in the report file. */
export function formatLoadTable(results: readonly ScenarioResult[]): string {
  const rows = results.map((result) => [
    result.name,
    result.target,
    result.requestsPerSecond.toFixed(0),
    result.p99Ms.toFixed(0),
    String(result.requests),
    String(result.non2xx),
    String(result.errors),
    megabytes(result.rssBytes),
  ]);
  const widths = HEADER.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((width, column) => (column < 2 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`;
  return [line(HEADER), rule, ...rows.map(line)].join("\n");
}

/** Why the run failed: every scenario with a non-2xx answer, an error, or no answer at all. */
export function loadFailures(results: readonly ScenarioResult[]): string[] {
  return results.flatMap((result) => {
    const problems = [
      result.requests === 0 ? "no request was answered" : null,
      result.non2xx > 0 ? `${result.non2xx} non-2xx answers` : null,
      result.errors > 0 ? `${result.errors} errors or timeouts` : null,
    ].filter((problem) => problem !== null);
    return problems.length > 0 ? [`${result.name}: ${problems.join(", ")}`] : [];
  });
}

/** A memory figure of a /proc/<pid>/status text (VmRSS: resident now, VmHWM: its peak), in bytes; null when absent. */
/**
 * The CPU seconds a process has used (user and system), from its /proc/<pid>/stat line; the command
 * name in parentheses may hold spaces, so fields are counted after its closing parenthesis.
 */
export function procCpuSeconds(stat: string, ticksPerSecond = 100): number | null {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const [user, system] = [Number(fields[11]), Number(fields[12])];
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) / ticksPerSecond : null;
}

export function procStatusBytes(status: string, field: "VmRSS" | "VmHWM"): number | null {
  const kilobytes = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, "m").exec(status)?.[1];
  return kilobytes === undefined ? null : Number(kilobytes) * 1024;
}
