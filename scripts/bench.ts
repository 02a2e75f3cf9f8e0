import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { checkBudget, formatAimMisses, formatViolations, type BudgetRow } from "./bench/budget";
import { BenchUsageError, isCompleteRun, parseBenchArgs, selectRoutes, USAGE } from "./bench/cli-args";
import {
  AIM_BUDGET,
  APPLIED_THROTTLING,
  DEFAULT_RUNS,
  FLOOR_DEFAULT_PORT,
  MUST_BUDGET,
  NO_JS_DEFAULT_PORT,
  routeLcpMust,
} from "./bench/constants";
import { medianFigures, type RouteFigures } from "./bench/figures";
import { LighthouseSession } from "./bench/lighthouse-runner";
import { median } from "./bench/median";
import { startNoJsProxy, type NoJsProxy } from "./bench/no-js-proxy";
import { compareWithReferences, type ComparedRoute } from "./bench/references";
import { formatReferenceSpread, formatTable, routeSlug, TABLE_LEGEND, type TableRow } from "./bench/report";
import { recordRun, type RunRecord } from "./bench/run-record";
import { auditSchedule, PAGES, type Page } from "./bench/schedule";
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
import {
  BENCH_LATEST_REPORT,
  BENCH_RESULTS_DIR,
  commandLine,
  currentCommit,
  machineDescription,
  reportDocument,
  reportStamp,
  writeReport,
} from "./reports";
import { seedTour, studioCookie } from "./tours/seed-tour";
import { auditedRoutes } from "../src/config/routes";
import { pathsOf } from "../src/content/page-paths";

const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_DIR = join(PROJECT_ROOT, BENCH_RESULTS_DIR);
/** The bench's reference page (docs/performance.md#method). */
const FLOOR_DIR = join(PROJECT_ROOT, "bench", "floor");
const FLOOR_LABEL = "floor (bench/floor)";

const EXIT_BUDGET_BROKEN = 1;
const EXIT_SETUP_FAILED = 2;

type BenchRoute = { path: string; name: string; indexed: boolean; uploaded?: boolean };

/**
 * A tour the studio made, measured beside the rendered demo: uploaded before the audits through the
 * studio's routes, with the most frames a tour may have, made from the demo's (docs/tours.md#the-tour-page).
 */
const UPLOADED_TOUR = { name: "Bench Walkthrough", slug: "bench-walkthrough", frames: 900 } as const;

interface RouteRecord extends BenchRoute {
  /** Each page's runs in round order. */
  runs: Record<Page, RunRecord[]>;
}

/** Every page once (each shop package, as they differ in media), and the not-found page. */
const benchRoutes: readonly BenchRoute[] = [
  ...auditedRoutes.flatMap((route): BenchRoute[] =>
    route.path.startsWith("/shop/")
      ? pathsOf({ route: "/shop/[id]" }).map((path) => ({ path, name: `${route.name} (${path})`, indexed: true }))
      : [route],
  ),
  {
    path: `/property/${UPLOADED_TOUR.slug}`,
    name: `Tour viewer, uploaded (${UPLOADED_TOUR.frames} frames)`,
    indexed: true,
    uploaded: true,
  },
  { path: "/no-such-page", name: "Not found", indexed: false },
];

function log(message: string): void {
  // Progress goes to stderr so stdout carries only the report and can be redirected into a file.
  process.stderr.write(`[bench] ${message}\n`);
}

let servers: RunningServer[] = [];
let proxy: NoJsProxy | null = null;
const session = new LighthouseSession();

/** Runs from every way out, including process.exit in a signal handler, so no server outlives the bench. */
function stopEverythingNow(): void {
  session.close();
  proxy?.closeNow();
  for (const server of servers) server.stopNow();
}

function onSignal(signal: NodeJS.Signals, exitCode: number): void {
  process.once(signal, () => {
    log(`${signal}: stopping Chrome and the servers`);
    stopEverythingNow();
    process.exit(exitCode);
  });
}

const pageLabel = (page: Page, path: string): string =>
  page === "floor" ? `floor with ${path}` : page === "noJs" ? `${path} without JS` : path;

const lhrFileName = (page: Page, path: string, run: number): string => {
  const slug = routeSlug(path);
  return page === "floor"
    ? `floor.with-${slug}.run${run}.json`
    : `${slug}${page === "noJs" ? ".no-js" : ""}.run${run}.json`;
};

interface Origins {
  site: string;
  floor: string;
  noJs: string;
}

async function measure(
  routes: readonly BenchRoute[],
  origins: Origins,
  runs: number,
  lhrDir: string,
): Promise<{ records: RouteRecord[]; lighthouseVersion: string | null; userAgent: string | null }> {
  const records: RouteRecord[] = routes.map((route) => ({ ...route, runs: { floor: [], route: [], noJs: [] } }));
  let lighthouseVersion: string | null = null;
  let userAgent: string | null = null;
  for (const { run, route: record, page } of auditSchedule(records, runs)) {
    const label = pageLabel(page, record.path);
    const url = page === "floor" ? `${origins.floor}/` : `${origins[page === "noJs" ? "noJs" : "site"]}${record.path}`;
    log(`${label} run ${run}/${runs}`);
    const result = await recordRun(
      run,
      async () => {
        const audited = await session.audit(url);
        lighthouseVersion = audited.lhr.lighthouseVersion;
        userAgent = audited.lhr.environment.hostUserAgent;
        return audited;
      },
      async (reportJson) => {
        const file = join(lhrDir, lhrFileName(page, record.path, run));
        await writeFile(file, reportJson);
        return file;
      },
    );
    record.runs[page].push(result);
    if (result.unfinished !== null) log(`${label} run ${run}: ${result.unfinished}`);
    log(`${label} run ${run}/${runs} took ${(result.durationMs / 1000).toFixed(1)} s`);
  }
  return { records, lighthouseVersion, userAgent };
}

const measuredFigures = (runs: readonly RunRecord[]): RouteFigures[] =>
  runs.flatMap((run) => (run.figures === null ? [] : [run.figures]));

const figuresOfRun = (runs: readonly RunRecord[], run: number): RouteFigures | null =>
  runs.find((record) => record.run === run)?.figures ?? null;

type RouteRow = ComparedRoute & BudgetRow & TableRow;

function routeRow(record: RouteRecord): RouteRow {
  const { runs } = record;
  return {
    path: record.path,
    noindex: !record.indexed,
    lcpMust: routeLcpMust(record.path),
    unfinishedRuns: runs.route.flatMap((run) => (run.unfinished === null ? [] : [`run ${run.run}: ${run.unfinished}`])),
    ...compareWithReferences(
      runs.route.map((run) => ({
        route: run.figures,
        floor: figuresOfRun(runs.floor, run.run),
        noJs: figuresOfRun(runs.noJs, run.run),
      })),
    ),
  };
}

/** How long the audits took: one route's round (its three pages) and the whole bench at that pace. */
function pace(records: readonly RouteRecord[], runs: number): string {
  const rounds = records.flatMap((record) =>
    Array.from({ length: runs }, (_, index) =>
      PAGES.reduce((sum, page) => sum + (record.runs[page].find((run) => run.run === index + 1)?.durationMs ?? 0), 0),
    ),
  );
  const perRound = median(rounds);
  if (perRound === null) return "";
  const fullMinutes = (perRound * benchRoutes.length * DEFAULT_RUNS) / 60_000;
  return (
    `One route's round (its three audits) took ${(perRound / 1000).toFixed(0)} s (median of ${rounds.length}); ` +
    `all ${benchRoutes.length} routes x ${DEFAULT_RUNS} rounds take about ${fullMinutes.toFixed(0)} min at that pace.`
  );
}

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
  // A data directory of the run's own, so the uploaded tour is made afresh and no one's data is touched.
  const dataDir = mkdtempSync(join(tmpdir(), "site-bench-"));
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const studioPassword = randomBytes(18).toString("base64url");
  const site = await startNextServer(PROJECT_ROOT, port, "the site", {
    DATA_DIR: dataDir,
    STUDIO_PASSWORD: studioPassword,
  });
  servers.push(site);
  if (routes.some((route) => route.uploaded)) {
    log(`uploading a ${UPLOADED_TOUR.frames}-frame tour through the studio's routes`);
    const tour = await seedTour(site.origin, await studioCookie(site.origin, studioPassword), {
      name: UPLOADED_TOUR.name,
      frames: UPLOADED_TOUR.frames,
      source: "demo",
    });
    if (tour.slug !== UPLOADED_TOUR.slug) throw new BenchSetupError(`the uploaded tour is at ${tour.slug}`);
  }
  const floorPort = await pickPort(null, FLOOR_DEFAULT_PORT);
  log(`next start -p ${floorPort} (bench/floor)`);
  const floor = await startNextServer(FLOOR_DIR, floorPort, "the floor (bench/floor)");
  servers.push(floor);
  proxy = await startNoJsProxy(site.origin, await pickPort(null, NO_JS_DEFAULT_PORT));
  log(`no-JS proxy on ${proxy.origin}`);

  const buildIds = { site: buildId(PROJECT_ROOT), floor: buildId(FLOOR_DIR) };
  const startedAt = new Date();
  const commitMeasured = currentCommit(PROJECT_ROOT);
  const machine = machineDescription();
  const runDir = join(RESULTS_DIR, reportStamp(startedAt));
  const lhrDir = join(runDir, "lhr");
  await mkdir(lhrDir, { recursive: true });

  let measured;
  try {
    measured = await measure(
      routes,
      { site: site.origin, floor: floor.origin, noJs: proxy.origin },
      options.runs,
      lhrDir,
    );
  } finally {
    session.close();
    await proxy.close();
    proxy = null;
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
  }
  const { records } = measured;

  const rebuilt = [
    ...(buildId(PROJECT_ROOT) === buildIds.site ? [] : [".next"]),
    ...(buildId(FLOOR_DIR) === buildIds.floor ? [] : ["bench/floor/.next"]),
  ];
  const rows = records.map(routeRow);
  const floorRuns = records.flatMap((record) => measuredFigures(record.runs.floor));
  const floorRow = { label: FLOOR_LABEL, figures: medianFigures(floorRuns) };
  const violations = checkBudget(rows, MUST_BUDGET);
  const aimMisses = checkBudget(rows, AIM_BUDGET);
  const unfinished = records.flatMap((record) =>
    PAGES.flatMap((page) =>
      record.runs[page].flatMap((run) =>
        run.unfinished === null ? [] : [`- ${pageLabel(page, record.path)} run ${run.run}: ${run.unfinished}`],
      ),
    ),
  );

  const summary = {
    startedAt: startedAt.toISOString(),
    lighthouseVersion: measured.lighthouseVersion,
    userAgent: measured.userAgent,
    throttling: { method: "devtools", ...APPLIED_THROTTLING },
    runsPerRoute: options.runs,
    jsDefinition:
      "transferSize of Script requests started before max(observed FCP, DOMContentLoaded); see scripts/bench/figures.ts",
    referencesDefinition:
      "floor: bench/floor's page; noJs: the route's HTML without scripts or script preloads (scripts/bench/no-js-proxy.ts). " +
      "Both audited in every round beside the route in a rotating order; versus holds the medians over rounds of " +
      "route / reference (LCP) and route - floor (TBT, JS); see scripts/bench/references.ts",
    budgets: { must: MUST_BUDGET, aim: AIM_BUDGET },
    floor: { app: "bench/floor", runs: floorRuns.length, median: floorRow.figures },
    routes: records.map((record, index) => {
      const row = rows[index];
      return {
        ...record,
        median: row?.figures ?? null,
        floorMedian: row?.floor ?? null,
        noJsMedian: row?.noJs ?? null,
        versus: row?.versus ?? null,
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

  // Lighthouse's CPU benchmark of each run: a low or scattered index means the machine was busy and TBT
  // and the Performance score are suspect, which is worth knowing before chasing a regression.
  const indexes = records.flatMap((record) =>
    PAGES.flatMap((page) => record.runs[page].flatMap((run) => run.benchmarkIndex ?? [])),
  );
  const [lowest, highest] = [Math.min(...indexes), Math.max(...indexes)];
  const cpu =
    indexes.length === 0 ? "" : `, CPU benchmark index ${lowest === highest ? lowest : `${lowest}–${highest}`}`;
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = APPLIED_THROTTLING;
  const rounds = options.runs === 1 ? "1 round" : `median of ${options.runs} rounds`;
  // What is printed is the report: stdout and the report files carry the same text.
  const output: string[] = [];
  const say = (text: string) => {
    output.push(text);
    console.log(text);
  };
  say(
    `\nLighthouse ${measured.lighthouseVersion ?? "?"}, mobile, applied throttling (devtools: ${requestLatencyMs} ms ` +
      `latency, ${downloadThroughputKbps} kbps down, ${uploadThroughputKbps} kbps up, ${cpuSlowdownMultiplier}x CPU), ` +
      `${rounds} per route, each beside the floor and its no-JS copy${cpu} (${startedAt.toISOString()})\n`,
  );
  say(formatTable(floorRow, rows));
  say(`\n${TABLE_LEGEND}\n`);
  say(
    formatReferenceSpread([
      { label: FLOOR_LABEL, runs: floorRuns },
      ...records.map((record) => ({
        label: pageLabel("noJs", record.path),
        runs: measuredFigures(record.runs.noJs),
      })),
    ]),
  );
  say(`\n${pace(records, options.runs)}\n`);
  if (options.runs < DEFAULT_RUNS) {
    say(`WARNING: ${options.runs} round(s) only; the budgets are meant for medians of at least ${DEFAULT_RUNS}.\n`);
  }
  if (unfinished.length > 0) say(`WARNING: runs Lighthouse could not finish:\n${unfinished.join("\n")}\n`);
  if (rebuilt.length > 0) {
    say(
      `WARNING: ${rebuilt.join(" and ")} was rebuilt while the bench ran; runs after that measured a server ` +
        "whose files changed under it (missing chunks, errors in the console). Run again.\n",
    );
  }
  say(formatViolations(violations));
  say(formatAimMisses(aimMisses, rows.length));

  const runDirInRepo = relative(PROJECT_ROOT, runDir);
  const written = await writeReport({
    root: PROJECT_ROOT,
    dated: join(runDirInRepo, "report.md"),
    // Only a run of every route in enough rounds replaces the committed report.
    copies: [join(BENCH_RESULTS_DIR, "latest.md"), ...(isCompleteRun(options) ? [BENCH_LATEST_REPORT] : [])],
    markdown: reportDocument(
      {
        title: "npm run bench",
        startedAt,
        command: commandLine("bench", process.argv.slice(2)),
        commit: commitMeasured,
        machine,
      },
      `${output.join("\n")}\n\nLighthouse reports and summary.json: \`${runDirInRepo}/\` (git-ignored).`,
    ),
  });
  console.log(`\nSaved ${written.join(", ")}, and ${join(runDirInRepo, "summary.json")} with the Lighthouse reports.`);
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
