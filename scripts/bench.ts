import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { auditedRoutes, type AuditedRoute } from "../src/config/routes";
import { checkBudget, formatViolations } from "./bench/budget";
import { BenchUsageError, parseBenchArgs, selectRoutes, USAGE } from "./bench/cli-args";
import { figuresFromLhr, medianFigures, type RouteFigures } from "./bench/figures";
import { formatLcpGraphs, lcpGraph, type LcpGraph } from "./bench/lcp-graph";
import { LighthouseSession } from "./bench/lighthouse-runner";
import { formatTable, routeSlug } from "./bench/report";
import { BenchSetupError, pickPort, runBuild, startNextServer, type RunningServer } from "./bench/server";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_DIR = join(PROJECT_ROOT, ".bench");

const EXIT_BUDGET_BROKEN = 1;
const EXIT_SETUP_FAILED = 2;

interface RunRecord {
  run: number;
  figures: RouteFigures | null;
  error: string | null;
  durationMs: number;
  benchmarkIndex: number | null;
  lhrFile: string | null;
}

interface RouteRecord {
  path: string;
  name: string;
  runs: RunRecord[];
}

function log(message: string): void {
  // Progress goes to stderr so stdout carries only the report and can be redirected into a file.
  process.stderr.write(`[bench] ${message}\n`);
}

let server: RunningServer | null = null;
const session = new LighthouseSession();

/** Runs from every way out, including process.exit in a signal handler, so no server outlives the bench. */
function stopEverythingNow(): void {
  session.close();
  server?.stopNow();
}

function onSignal(signal: NodeJS.Signals, exitCode: number): void {
  process.once(signal, () => {
    log(`${signal}: stopping Chrome and the server`);
    stopEverythingNow();
    process.exit(exitCode);
  });
}

async function measure(
  routes: readonly AuditedRoute[],
  origin: string,
  runs: number,
  lhrDir: string,
  explain: boolean,
): Promise<{
  records: RouteRecord[];
  /** With --explain: per route path, what Lighthouse's model counted towards each run's LCP. */
  explained: Map<string, LcpGraph[]>;
  lighthouseVersion: string | null;
  userAgent: string | null;
}> {
  const records: RouteRecord[] = routes.map(({ path, name }) => ({ path, name, runs: [] }));
  const explained = new Map<string, LcpGraph[]>(routes.map(({ path }) => [path, []]));
  let lighthouseVersion: string | null = null;
  let userAgent: string | null = null;
  // Rounds go over all routes before repeating, so a slow patch of this noisy machine spreads across
  // routes instead of sinking every run of one of them.
  for (let run = 1; run <= runs; run += 1) {
    for (const record of records) {
      const started = Date.now();
      log(`${record.path} run ${run}/${runs}`);
      try {
        const { lhr, reportJson, artifacts } = await session.audit(`${origin}${record.path}`);
        const lhrFile = join(lhrDir, `${routeSlug(record.path)}.run${run}.json`);
        await writeFile(lhrFile, reportJson);
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        record.runs.push({
          run,
          figures: figuresFromLhr(lhr),
          error: null,
          durationMs: Date.now() - started,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          lhrFile,
        });
        if (explain) {
          // Only an extra: a failure here is logged and never costs the run its figures.
          try {
            explained.get(record.path)?.push(await lcpGraph(run, artifacts, origin));
          } catch (error) {
            log(
              `${record.path} run ${run}: could not explain LCP: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`${record.path} run ${run} failed: ${message}`);
        const durationMs = Date.now() - started;
        record.runs.push({ run, figures: null, error: message, durationMs, benchmarkIndex: null, lhrFile: null });
      }
      log(`${record.path} run ${run}/${runs} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  return { records, explained, lighthouseVersion, userAgent };
}

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const routes = selectRoutes(auditedRoutes, options.routePaths);

  process.on("exit", stopEverythingNow);
  onSignal("SIGINT", 130);
  onSignal("SIGTERM", 143);

  if (options.build) {
    log("npm run build");
    await runBuild(PROJECT_ROOT);
  }
  const port = await pickPort(options.port);
  log(`next start -p ${port}`);
  server = await startNextServer(PROJECT_ROOT, port);

  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  const runDir = join(RESULTS_DIR, stamp);
  const lhrDir = join(runDir, "lhr");
  await mkdir(lhrDir, { recursive: true });

  let measured;
  try {
    measured = await measure(routes, server.origin, options.runs, lhrDir, options.explain);
  } finally {
    session.close();
    await server.stop();
    server = null;
  }

  const rows = measured.records.map((record) => ({
    path: record.path,
    figures: medianFigures(record.runs.flatMap((run) => (run.figures === null ? [] : [run.figures]))),
  }));
  const violations = checkBudget(rows);
  const failures = measured.records.flatMap((record) =>
    record.runs.filter((run) => run.error !== null).map((run) => `- ${record.path} run ${run.run}: ${run.error}`),
  );

  const summary = {
    startedAt: startedAt.toISOString(),
    lighthouseVersion: measured.lighthouseVersion,
    userAgent: measured.userAgent,
    runsPerRoute: options.runs,
    jsDefinition:
      "transferSize of Script requests started before max(observed FCP, DOMContentLoaded); see scripts/bench/figures.ts",
    routes: measured.records.map((record, index) => ({ ...record, median: rows[index]?.figures ?? null })),
    violations,
  };
  const summaryJson = `${JSON.stringify(summary, null, 2)}\n`;
  await writeFile(join(runDir, "summary.json"), summaryJson);
  // A fixed name to diff against after a change, next to the dated history.
  await writeFile(join(RESULTS_DIR, "latest.json"), summaryJson);

  const heading = options.runs > 1 ? `median of ${options.runs} runs` : "1 run";
  // Lighthouse's CPU benchmark of each run: a low or scattered index means the machine was busy and TBT
  // and the Performance score are suspect, which is worth knowing before chasing a regression.
  const indexes = measured.records.flatMap((record) => record.runs.flatMap((run) => run.benchmarkIndex ?? []));
  const [lowest, highest] = [Math.min(...indexes), Math.max(...indexes)];
  const cpu =
    indexes.length === 0 ? "" : `, CPU benchmark index ${lowest === highest ? lowest : `${lowest}–${highest}`}`;
  console.log(
    `\nLighthouse ${measured.lighthouseVersion ?? "?"}, mobile, simulated throttling, ${heading} per route` +
      `${cpu} (${startedAt.toISOString()})\n`,
  );
  console.log(formatTable(rows));
  console.log("");
  if (failures.length > 0) console.log(`Lighthouse failures:\n${failures.join("\n")}\n`);
  if (options.explain) {
    console.log(
      "What Lighthouse's simulation counted towards LCP (requests done before first paint, and main-thread time):",
    );
    for (const [path, graphs] of measured.explained) console.log(`${formatLcpGraphs(path, graphs)}\n`);
  }
  console.log(formatViolations(violations));
  console.log(`\nSaved ${join(runDir, "summary.json")} and the Lighthouse reports beside it.`);
  return violations.length > 0 ? EXIT_BUDGET_BROKEN : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    stopEverythingNow();
    if (error instanceof BenchUsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
    } else {
      console.error(error instanceof BenchSetupError ? error.message : error);
    }
    process.exitCode = EXIT_SETUP_FAILED;
  },
);
