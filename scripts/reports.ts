/**
 * Where `npm run bench` and `npm run load` leave their dated reports, and how they write them: the
 * figures of a run are output, read from these files, never copied into the docs (docs/performance.md#reports).
 */
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";

/** Git-ignored: every run's dated report, with its raw data beside it. */
export const BENCH_RESULTS_DIR = ".bench";
export const LOAD_RESULTS_DIR = ".load";

/**
 * Committed: the latest complete run of each tool, overwritten by the next one, so the repository holds
 * one report of each and its history holds the rest. No file until a complete run writes it.
 */
export const BENCH_LATEST_REPORT = "docs/reports/bench-latest.md";
export const LOAD_LATEST_REPORT = "docs/reports/load-latest.md";

/** A file-name-safe UTC time, sortable as text: 2026-11-27T01-37-05Z. */
export function reportStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "-");
}

/** What a report says about the run before its figures: enough to reproduce it and to judge its noise. */
export interface ReportContext {
  title: string;
  startedAt: Date;
  /** The command as it was typed, e.g. `npm run bench -- --no-build`. */
  command: string;
  /** The commit measured, `abc1234` or `abc1234 with uncommitted changes`; null outside a git checkout. */
  commit: string | null;
  /** The machine, e.g. `2 CPUs (…), load average 1.2 0.9 0.7 at the start`. */
  machine: string;
  /** What else the tool says about the run as a whole, listed after the machine, e.g. its CPU benchmark. */
  details?: ReadonlyArray<{ label: string; value: string }>;
}

/** A report: a title, the run's context as a short list, then the tool's own output unchanged. */
export function reportDocument(context: ReportContext, body: string): string {
  return [
    `# ${context.title}`,
    "",
    `- Run: ${context.startedAt.toISOString()}`,
    `- Command: \`${context.command}\``,
    `- Commit: ${context.commit ?? "unknown (not a git checkout)"}`,
    `- Machine: ${context.machine}`,
    ...(context.details ?? []).map(({ label, value }) => `- ${label}: ${value}`),
    "",
    body.trim(),
    "",
  ].join("\n");
}

/**
 * The command line a tool was started with, as `npm run <script> -- <args>`, with any URL's user and
 * password left out: a report may be committed, and `--database-url` can carry a password.
 */
export function commandLine(script: string, argv: readonly string[]): string {
  const args = argv.map((arg) => arg.replace(/(\w+:\/\/)[^/@\s]*@/g, "$1…@"));
  return args.length === 0 ? `npm run ${script}` : `npm run ${script} -- ${args.join(" ")}`;
}

/** The checked-out commit, and whether the tree differs from it; null when git cannot say. */
export function currentCommit(root: string): string | null {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
    const commit = git("rev-parse", "--short", "HEAD");
    return git("status", "--porcelain", "--untracked-files=no") === "" ? commit : `${commit} with uncommitted changes`;
  } catch {
    return null;
  }
}

/** The machine's CPUs and load: a busy machine's timings are suspect, and the report should say so. */
export function machineDescription(): string {
  const model = cpus()[0]?.model.trim();
  const load = loadavg()
    .map((figure) => figure.toFixed(1))
    .join(" ");
  return `${availableParallelism()} CPUs${model ? ` (${model})` : ""}, load average ${load} at the start`;
}

export interface ReportFiles {
  /** Absolute path of the repository's root. */
  root: string;
  /** Repository-relative paths of the dated report and of every copy to write. */
  dated: string;
  copies: readonly string[];
  markdown: string;
}

/** Writes the report and its copies (making their folders); returns the repository-relative paths written. */
export async function writeReport({ root, dated, copies, markdown }: ReportFiles): Promise<string[]> {
  const paths = [dated, ...copies];
  for (const path of paths) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), markdown);
  }
  return paths;
}
