import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkBudget, formatAimMisses, formatViolations } from "./bench/budget";
import { BenchUsageError, parseBenchArgs, selectRoutes, USAGE } from "./bench/cli-args";
import { AIM_BUDGET, FLOOR_DEFAULT_PORT, MUST_BUDGET } from "./bench/constants";
import { figuresFromLhr, medianFigures, type RouteFigures } from "./bench/figures";
import { compareWithFloor } from "./bench/floor-comparison";
import { formatLcpGraphs, lcpGraph, type LcpGraph } from "./bench/lcp-graph";
import { LighthouseSession } from "./bench/lighthouse-runner";
import { formatFloorSpread, formatTable, routeSlug, TABLE_LEGEND, type TableRow } from "./bench/report";
import { auditSchedule } from "./bench/schedule";
import {
  BenchSetupError,
  buildFloor,
  buildId,
  hasBuild,
  pickPort,
  runBuild,
  startNextServer,
  type RunningServer,
} from "./bench/server";
import { auditedRoutes } from "../src/config/routes";
import { pathsOf } from "../src/content/page-paths";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_DIR = join(PROJECT_ROOT, ".bench");
/** The bench's reference page; see the README's "Performance" section. */
const FLOOR_DIR = join(PROJECT_ROOT, "bench", "floor");
const FLOOR_LABEL = "floor (bench/floor)";

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
  /** floorRuns[i] is the floor run audited just before runs[i]. */
  floorRuns: RunRecord[];
}

function log(message: string): void {
  // Progress goes to stderr so stdout carries only the report and can be redirected into a file.
  process.stderr.write(`[bench] ${message}\n`);
}

let servers: RunningServer[] = [];
const session = new LighthouseSession();

/** Runs from every way out, including process.exit in a signal handler, so no server outlives the bench. */
function stopEverythingNow(): void {
  session.close();
  for (const server of servers) server.stopNow();
}

function onSignal(signal: NodeJS.Signals, exitCode: number): void {
  process.once(signal, () => {
    log(`${signal}: stopping Chrome and the servers`);
    stopEverythingNow();
    process.exit(exitCode);
  });
}

interface Origins {
  site: string;
  floor: string;
}

async function measure(
  routes: readonly BenchRoute[],
  origins: Origins,
  runs: number,
  lhrDir: string,
  explain: boolean,
): Promise<{
  records: RouteRecord[];
  /** With --explain: per route path, what Lighthouse's model counted towards each run's LCP, and the floor's. */
  explained: Map<string, { route: LcpGraph[]; floor: LcpGraph[] }>;
  lighthouseVersion: string | null;
  userAgent: string | null;
}> {
  const records: RouteRecord[] = routes.map(({ path, name }) => ({ path, name, runs: [], floorRuns: [] }));
  const explained = new Map<string, { route: LcpGraph[]; floor: LcpGraph[] }>(
    routes.map(({ path }) => [path, { route: [], floor: [] }]),
  );
  let lighthouseVersion: string | null = null;
  let userAgent: string | null = null;
  for (const { run, route: record, page } of auditSchedule(records, runs)) {
    const onFloor = page === "floor";
    const label = onFloor ? `floor before ${record.path}` : record.path;
    const origin = onFloor ? origins.floor : origins.site;
    const started = Date.now();
    log(`${label} run ${run}/${runs}`);
    const target = onFloor ? record.floorRuns : record.runs;
    try {
      const { lhr, reportJson, artifacts } = await session.audit(`${origin}${onFloor ? "/" : record.path}`);
      const slug = routeSlug(record.path);
      const lhrFile = join(lhrDir, onFloor ? `floor.before-${slug}.run${run}.json` : `${slug}.run${run}.json`);
      await writeFile(lhrFile, reportJson);
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      target.push({
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
          explained.get(record.path)?.[page].push(await lcpGraph(run, artifacts, origin));
        } catch (error) {
          log(`${label} run ${run}: could not explain LCP: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`${label} run ${run} failed: ${message}`);
      const durationMs = Date.now() - started;
      // A failed run is recorded all the same, so floorRuns[i] and runs[i] stay the two halves of a round.
      target.push({ run, figures: null, error: message, durationMs, benchmarkIndex: null, lhrFile: null });
    }
    log(`${label} run ${run}/${runs} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { records, explained, lighthouseVersion, userAgent };
}

const measuredFigures = (runs: readonly RunRecord[]): RouteFigures[] =>
  runs.flatMap((run) => (run.figures === null ? [] : [run.figures]));

type BenchRoute = { path: string; name: string; indexed: boolean };

/** Every page once (each shop package, as they differ in media), and the not-found page. */
const benchRoutes: readonly BenchRoute[] = [
  ...auditedRoutes.flatMap((route): BenchRoute[] =>
    route.path.startsWith("/shop/")
      ? pathsOf({ route: "/shop/[id]" }).map((path) => ({ path, name: `${route.name} (${path})`, indexed: true }))
      : [route],
  ),
  { path: "/no-such-page", name: "Not found", indexed: false },
];

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const routes = selectRoutes(benchRoutes, options.routePaths);

  process.on("exit", stopEverythingNow);
  onSignal("SIGINT", 130);
  onSignal("SIGTERM", 143);

  if (options.build) {
    log("npm run build");
    await runBuild(PROJECT_ROOT);
  }
  if (options.build || !hasBuild(FLOOR_DIR)) {
    log("next build bench/floor");
    await buildFloor(FLOOR_DIR);
  }
  const port = await pickPort(options.port);
  log(`next start -p ${port}`);
  const site = await startNextServer(PROJECT_ROOT, port, "the site");
  servers.push(site);
  const floorPort = await pickPort(null, FLOOR_DEFAULT_PORT);
  log(`next start -p ${floorPort} (bench/floor)`);
  const floor = await startNextServer(FLOOR_DIR, floorPort, "the floor (bench/floor)");
  servers.push(floor);

  const buildIds = { site: buildId(PROJECT_ROOT), floor: buildId(FLOOR_DIR) };
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  const runDir = join(RESULTS_DIR, stamp);
  const lhrDir = join(runDir, "lhr");
  await mkdir(lhrDir, { recursive: true });

  let measured;
  try {
    measured = await measure(routes, { site: site.origin, floor: floor.origin }, options.runs, lhrDir, options.explain);
  } finally {
    session.close();
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
  }

  const rebuilt = [
    ...(buildId(PROJECT_ROOT) === buildIds.site ? [] : [".next"]),
    ...(buildId(FLOOR_DIR) === buildIds.floor ? [] : ["bench/floor/.next"]),
  ];
  const rows: TableRow[] = measured.records.map((record) => ({
    path: record.path,
    noindex: !routes.find((route) => route.path === record.path)?.indexed,
    ...compareWithFloor(
      record.runs.map((run, index) => ({ route: run.figures, floor: record.floorRuns[index]?.figures ?? null })),
    ),
  }));
  const floorRuns = measured.records.flatMap((record) => measuredFigures(record.floorRuns));
  const floorMedian = medianFigures(floorRuns);
  const violations = checkBudget(rows, MUST_BUDGET);
  const aimMisses = checkBudget(rows, AIM_BUDGET);
  const failures = measured.records.flatMap((record) =>
    [
      ...record.floorRuns.map((run) => ({ label: `floor before ${record.path}`, run })),
      ...record.runs.map((run) => ({ label: record.path, run })),
    ]
      .filter(({ run }) => run.error !== null)
      .map(({ label, run }) => `- ${label} run ${run.run}: ${run.error}`),
  );

  const summary = {
    startedAt: startedAt.toISOString(),
    lighthouseVersion: measured.lighthouseVersion,
    userAgent: measured.userAgent,
    runsPerRoute: options.runs,
    jsDefinition:
      "transferSize of Script requests started before max(observed FCP, DOMContentLoaded); see scripts/bench/figures.ts",
    floorDefinition:
      "bench/floor's page, audited just before every route run (floorRuns[i] before runs[i]); versusFloor holds " +
      "the medians over rounds of route / floor (LCP) and route - floor (TBT, JS); see scripts/bench/floor-comparison.ts",
    budgets: { must: MUST_BUDGET, aim: AIM_BUDGET },
    floor: { app: "bench/floor", runs: floorRuns.length, median: floorMedian },
    routes: measured.records.map((record, index) => {
      const row = rows[index];
      return {
        ...record,
        median: row?.figures ?? null,
        floorMedian: row?.floor ?? null,
        versusFloor: row?.versusFloor ?? null,
      };
    }),
    rebuiltDuringRun: rebuilt,
    violations,
    aimMisses,
  };
  const summaryJson = `${JSON.stringify(summary, null, 2)}\n`;
  await writeFile(join(runDir, "summary.json"), summaryJson);
  // A fixed name to diff against after a change, next to the dated history.
  await writeFile(join(RESULTS_DIR, "latest.json"), summaryJson);

  const heading = options.runs > 1 ? `median of ${options.runs} runs` : "1 run";
  // Lighthouse's CPU benchmark of each run: a low or scattered index means the machine was busy and TBT
  // and the Performance score are suspect, which is worth knowing before chasing a regression.
  const indexes = measured.records.flatMap((record) =>
    [...record.floorRuns, ...record.runs].flatMap((run) => run.benchmarkIndex ?? []),
  );
  const [lowest, highest] = [Math.min(...indexes), Math.max(...indexes)];
  const cpu =
    indexes.length === 0 ? "" : `, CPU benchmark index ${lowest === highest ? lowest : `${lowest}–${highest}`}`;
  console.log(
    `\nLighthouse ${measured.lighthouseVersion ?? "?"}, mobile, simulated throttling, ${heading} per route, ` +
      `each beside the floor${cpu} (${startedAt.toISOString()})\n`,
  );
  console.log(formatTable({ label: FLOOR_LABEL, figures: floorMedian }, rows));
  console.log(`\n${TABLE_LEGEND}\n${formatFloorSpread(floorRuns)}\n`);
  if (failures.length > 0) console.log(`Lighthouse failures:\n${failures.join("\n")}\n`);
  if (rebuilt.length > 0) {
    console.log(
      `WARNING: ${rebuilt.join(" and ")} was rebuilt while the bench ran; runs after that measured a server ` +
        "whose files changed under it (missing chunks, errors in the console). Run again.\n",
    );
  }
  if (options.explain) {
    console.log(
      "What Lighthouse's simulation counted towards LCP (requests done before first paint, and main-thread time):",
    );
    for (const [path, graphs] of measured.explained) {
      console.log(`${formatLcpGraphs(`floor before ${path}`, graphs.floor)}\n`);
      console.log(`${formatLcpGraphs(path, graphs.route)}\n`);
    }
  }
  console.log(formatViolations(violations));
  console.log(formatAimMisses(aimMisses, rows.length));
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
