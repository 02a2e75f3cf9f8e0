import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Result } from "lighthouse";
import type { BudgetRow } from "./bench/budget";
import { BenchUsageError, isCompleteRun, parseBenchArgs, selectRoutes, USAGE } from "./bench/cli-args";
import {
  AIM_BUDGET,
  APPLIED_NETWORK,
  CPU_SETTINGS,
  DEFAULT_RUNS,
  FLOOR_DEFAULT_PORT,
  MUST_BUDGET,
  NO_JS_DEFAULT_PORT,
  routeLcpMust,
  type CpuMultiplier,
  type CpuSetting,
} from "./bench/constants";
import {
  benchmarkIndexOf,
  checkSetting,
  formatBenchmarkIndexes,
  formatSetting,
  formatVerdict,
  mustBroken,
  type SettingResult,
} from "./bench/cpu-settings";
import { medianFigures, type RouteFigures } from "./bench/figures";
import { browserOf } from "./bench/format";
import { LighthouseSession } from "./bench/lighthouse-runner";
import { median } from "./bench/median";
import { startNoJsProxy, type NoJsProxy } from "./bench/no-js-proxy";
import { compareWithReferences, type ComparedRoute } from "./bench/references";
import { routeSlug, TABLE_LEGEND, type TableRow } from "./bench/report";
import {
  changedBuilds,
  describeParts,
  MANIFEST_FILE,
  parseManifest,
  planResume,
  rebuiltSince,
  ResumeError,
  type RunManifest,
} from "./bench/resume";
import { recordRun, savedRun, type RunRecord } from "./bench/run-record";
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
import { CHROMIUM_PATH, versionLine } from "./chromium";
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
  /** Each page's runs at one CPU setting, in round order. */
  runs: Record<Page, RunRecord[]>;
}

/** Every route's runs at one CPU setting, beside that setting's own references. */
interface SettingRecords {
  setting: CpuSetting;
  routes: RouteRecord[];
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

/** A run's Lighthouse report, in a folder of its CPU setting's: `lhr/cpu6/floor.with-contact.run2.json`. */
const lhrFileName = (page: Page, path: string, cpu: CpuMultiplier, run: number): string => {
  const slug = routeSlug(path);
  const name =
    page === "floor" ? `floor.with-${slug}.run${run}.json` : `${slug}${page === "noJs" ? ".no-js" : ""}.run${run}.json`;
  return join(`cpu${cpu}`, name);
};

const settingOf = (cpu: CpuMultiplier): CpuSetting =>
  CPU_SETTINGS.find((setting) => setting.multiplier === cpu) as CpuSetting;

interface Origins {
  site: string;
  floor: string;
  noJs: string;
}

async function measure(
  routes: readonly BenchRoute[],
  cpus: readonly CpuMultiplier[],
  origins: Origins,
  runs: number,
  lhrDir: string,
): Promise<{ settings: SettingRecords[]; lighthouseVersion: string | null; userAgent: string | null }> {
  const settings: SettingRecords[] = cpus.map((cpu) => ({
    setting: settingOf(cpu),
    routes: routes.map((route) => ({ ...route, runs: { floor: [], route: [], noJs: [] } })),
  }));
  for (const cpu of cpus) await mkdir(join(lhrDir, `cpu${cpu}`), { recursive: true });
  let lighthouseVersion: string | null = null;
  let userAgent: string | null = null;
  const schedule = auditSchedule(routes, runs, cpus);
  const fileOf = (audit: (typeof schedule)[number]) =>
    join(lhrDir, lhrFileName(audit.page, audit.route.path, audit.cpu, audit.run));
  // A run continued with --resume reads back the rounds it saved whole (resume.ts); a new run has none.
  const plan = planResume(
    schedule,
    (audit) => existsSync(fileOf(audit)),
    (route) => route.path,
  );
  for (const audit of plan.discarded) rmSync(fileOf(audit));
  const saved = new Set(plan.saved);
  if (saved.size > 0) log(`${saved.size} audits read back from the saved run, ${plan.toAudit.length} to make`);
  for (const audit of schedule) {
    const { run, route, cpu, page } = audit;
    const record = settings
      .find(({ setting }) => setting.multiplier === cpu)
      ?.routes.find(({ path }) => path === route.path) as RouteRecord;
    if (saved.has(audit)) {
      const lhr = JSON.parse(await readFile(fileOf(audit), "utf8")) as Result;
      lighthouseVersion = lhr.lighthouseVersion;
      userAgent = lhr.environment.hostUserAgent;
      record.runs[page].push(savedRun(run, lhr, fileOf(audit)));
      continue;
    }
    const label = `${pageLabel(page, record.path)} at ${cpu}x CPU`;
    const url = page === "floor" ? `${origins.floor}/` : `${origins[page === "noJs" ? "noJs" : "site"]}${record.path}`;
    log(`${label} run ${run}/${runs}`);
    const result = await recordRun(
      run,
      async () => {
        const audited = await session.audit(url, cpu);
        lighthouseVersion = audited.lhr.lighthouseVersion;
        userAgent = audited.lhr.environment.hostUserAgent;
        return audited;
      },
      async (reportJson) => {
        await writeFile(fileOf(audit), reportJson);
        return fileOf(audit);
      },
    );
    record.runs[page].push(result);
    if (result.unfinished !== null) log(`${label} run ${run}: ${result.unfinished}`);
    log(`${label} run ${run}/${runs} took ${(result.durationMs / 1000).toFixed(1)} s`);
  }
  return { settings, lighthouseVersion, userAgent };
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

/**
 * How long the audits took: one route's round at one setting (its three pages) and the whole bench, every
 * route at every setting, at that pace.
 */
function pace(settings: readonly SettingRecords[], runs: number): string {
  const rounds = settings.flatMap(({ routes }) =>
    routes.flatMap((record) =>
      Array.from({ length: runs }, (_, index) =>
        PAGES.reduce((sum, page) => sum + (record.runs[page].find((run) => run.run === index + 1)?.durationMs ?? 0), 0),
      ),
    ),
  );
  const perRound = median(rounds);
  if (perRound === null) return "";
  const fullMinutes = (perRound * benchRoutes.length * CPU_SETTINGS.length * DEFAULT_RUNS) / 60_000;
  return (
    `One route's round at one CPU setting (its three audits) took ${(perRound / 1000).toFixed(0)} s ` +
    `(median of ${rounds.length}); all ${benchRoutes.length} routes x ${CPU_SETTINGS.length} settings x ` +
    `${DEFAULT_RUNS} rounds take about ${fullMinutes.toFixed(0)} min at that pace.`
  );
}

/** One setting's figures: each route against the references of its rounds, the floor's row and the spread. */
function settingResult({ setting, routes }: SettingRecords, rounds: number): SettingResult & { rows: RouteRow[] } {
  const floorRuns = routes.flatMap((record) => measuredFigures(record.runs.floor));
  return {
    setting,
    floor: { label: FLOOR_LABEL, figures: medianFigures(floorRuns) },
    rows: routes.map(routeRow),
    references: [
      { label: FLOOR_LABEL, runs: floorRuns },
      ...routes.map((record) => ({ label: pageLabel("noJs", record.path), runs: measuredFigures(record.runs.noJs) })),
    ],
    rounds,
    benchmarkIndex: benchmarkIndexOf(
      routes.flatMap((record) => PAGES.flatMap((page) => record.runs[page].flatMap((run) => run.benchmarkIndex ?? []))),
    ),
  };
}

/** A stopped run's folder and manifest, for --resume. */
async function readManifest(runDir: string): Promise<{ runDir: string; manifest: RunManifest }> {
  const file = join(runDir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new ResumeError(
      `${relative(PROJECT_ROOT, file)} does not exist: --resume takes a run's folder, .bench/<time>`,
    );
  }
  return { runDir, manifest: parseManifest(text, relative(PROJECT_ROOT, file)) };
}

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const resumed = options.resume === null ? null : await readManifest(resolve(PROJECT_ROOT, options.resume));
  const measuring = resumed?.manifest ?? options;
  const routes = selectRoutes(benchRoutes, measuring.routePaths);

  process.on("exit", stopEverythingNow);
  onSignal("SIGINT", 130);
  onSignal("SIGTERM", 143);

  if (options.build) {
    log("npm run build");
    await runBuild(PROJECT_ROOT);
  }
  if (resumed) {
    const rebuilt = rebuiltSince(resumed.manifest, { site: buildId(PROJECT_ROOT), floor: buildId(FLOOR_DIR) });
    if (rebuilt) throw new ResumeError(rebuilt);
  } else if (options.build || !hasBuild(FLOOR_DIR)) {
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
  const now = new Date();
  const manifest: RunManifest = resumed
    ? { ...resumed.manifest, resumedAt: [...resumed.manifest.resumedAt, now.toISOString()] }
    : {
        startedAt: now.toISOString(),
        commit: currentCommit(PROJECT_ROOT),
        buildIds: { site: buildIds.site ?? "", floor: buildIds.floor ?? "" },
        routePaths: options.routePaths,
        runs: options.runs,
        cpus: options.cpus,
        resumedAt: [],
      };
  const startedAt = new Date(manifest.startedAt);
  const commitMeasured = manifest.commit;
  const machine = machineDescription();
  const runDir = resumed?.runDir ?? join(RESULTS_DIR, reportStamp(startedAt));
  const lhrDir = join(runDir, "lhr");
  await mkdir(lhrDir, { recursive: true });
  await writeFile(join(runDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const parts = describeParts(manifest);

  let measured;
  try {
    measured = await measure(
      routes,
      measuring.cpus,
      { site: site.origin, floor: floor.origin, noJs: proxy.origin },
      measuring.runs,
      lhrDir,
    );
  } finally {
    session.close();
    await proxy.close();
    proxy = null;
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
  }
  const rebuilt = changedBuilds(buildIds, { site: buildId(PROJECT_ROOT), floor: buildId(FLOOR_DIR) });
  const settings = measured.settings.map((records) => {
    const result = settingResult(records, manifest.runs);
    return { records, result, verdict: checkSetting(result, MUST_BUDGET, AIM_BUDGET) };
  });
  const verdicts = settings.map(({ verdict }) => verdict);
  const unfinished = measured.settings.flatMap(({ setting, routes: records }) =>
    records.flatMap((record) =>
      PAGES.flatMap((page) =>
        record.runs[page].flatMap((run) =>
          run.unfinished === null
            ? []
            : [`- ${pageLabel(page, record.path)} at ${setting.multiplier}x CPU run ${run.run}: ${run.unfinished}`],
        ),
      ),
    ),
  );

  const summary = {
    startedAt: startedAt.toISOString(),
    resumedAt: manifest.resumedAt,
    lighthouseVersion: measured.lighthouseVersion,
    userAgent: measured.userAgent,
    throttling: { method: "devtools", ...APPLIED_NETWORK, cpuSlowdownMultipliers: manifest.cpus },
    runsPerRoute: manifest.runs,
    jsDefinition:
      "transferSize of Script requests started before max(observed FCP, DOMContentLoaded); see scripts/bench/figures.ts",
    referencesDefinition:
      "floor: bench/floor's page; noJs: the route's HTML without scripts or script preloads (scripts/bench/no-js-proxy.ts). " +
      "Both audited at each CPU setting in every round beside the route in a rotating order; versus holds the medians " +
      "over rounds of route / reference (LCP) and route - floor (TBT, JS) at the same setting; see scripts/bench/references.ts",
    budgets: { must: MUST_BUDGET, aim: AIM_BUDGET },
    mustBroken: mustBroken(verdicts),
    settings: settings.map(({ records, result, verdict }) => ({
      cpuSlowdownMultiplier: result.setting.multiplier,
      phone: result.setting.phone,
      benchmarkIndex: result.benchmarkIndex,
      floor: {
        app: "bench/floor",
        runs: records.routes.flatMap((record) => measuredFigures(record.runs.floor)).length,
        median: result.floor.figures,
      },
      routes: records.routes.map((record, index) => {
        const row = result.rows[index];
        return {
          ...record,
          median: row?.figures ?? null,
          floorMedian: row?.floor ?? null,
          noJsMedian: row?.noJs ?? null,
          versus: row?.versus ?? null,
        };
      }),
      violations: verdict.violations,
      aimMisses: verdict.aimMisses,
    })),
    rebuiltDuringRun: rebuilt,
  };
  const summaryJson = `${JSON.stringify(summary, null, 2)}\n`;
  await writeFile(join(runDir, "summary.json"), summaryJson);
  // A fixed name to diff against after a change, next to the dated history.
  await writeFile(join(RESULTS_DIR, "latest.json"), summaryJson);

  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = APPLIED_NETWORK;
  const rounds = manifest.runs === 1 ? "1 round" : `median of ${manifest.runs} rounds`;
  const cpus = manifest.cpus.map((cpu) => `${cpu}x`).join(" and ");
  // What is printed is the report: stdout and the report files carry the same text.
  const output: string[] = [];
  const say = (text: string) => {
    output.push(text);
    console.log(text);
  };
  say(
    `\nLighthouse ${measured.lighthouseVersion ?? "?"}, mobile, applied throttling (devtools: ${requestLatencyMs} ms ` +
      `latency, ${downloadThroughputKbps} kbps down, ${uploadThroughputKbps} kbps up) at ${cpus} CPU, ` +
      `${rounds} per route and setting, each beside the floor and its no-JS copy at the same setting ` +
      `(${startedAt.toISOString()})\n`,
  );
  for (const { result, verdict } of settings) say(`${formatSetting(result, verdict)}\n`);
  say(TABLE_LEGEND);
  say(`\n${pace(measured.settings, manifest.runs)}\n`);
  if (manifest.runs < DEFAULT_RUNS) {
    say(`WARNING: ${manifest.runs} round(s) only; the budgets are meant for medians of at least ${DEFAULT_RUNS}.\n`);
  }
  if (manifest.cpus.length < CPU_SETTINGS.length) {
    say(
      `WARNING: measured at ${cpus} CPU only; every must has to hold at ` +
        `${CPU_SETTINGS.map(({ multiplier }) => `${multiplier}x`).join(" and ")}.\n`,
    );
  }
  if (unfinished.length > 0) say(`WARNING: runs Lighthouse could not finish:\n${unfinished.join("\n")}\n`);
  if (rebuilt.length > 0) {
    say(
      `WARNING: ${rebuilt.join(" and ")} was rebuilt while the bench ran; runs after that measured a server ` +
        "whose files changed under it (missing chunks, errors in the console). Run again.\n",
    );
  }
  say(formatVerdict(verdicts));

  const runDirInRepo = relative(PROJECT_ROOT, runDir);
  const written = await writeReport({
    root: PROJECT_ROOT,
    dated: join(runDirInRepo, "report.md"),
    // Only a run of every route at every CPU setting in enough rounds replaces the committed report.
    copies: [join(BENCH_RESULTS_DIR, "latest.md"), ...(isCompleteRun(manifest) ? [BENCH_LATEST_REPORT] : [])],
    markdown: reportDocument(
      {
        title: "npm run bench",
        startedAt,
        command: commandLine("bench", process.argv.slice(2)),
        commit: commitMeasured,
        machine,
        details: [
          {
            label: "CPU benchmark index (Lighthouse's)",
            value: formatBenchmarkIndexes(settings.map(({ result }) => result)),
          },
          { label: "Browser", value: browserOf(versionLine(CHROMIUM_PATH), measured.userAgent) },
          ...(parts === null ? [] : [{ label: "Measured in parts", value: parts }]),
        ],
      },
      `${output.join("\n")}\n\nLighthouse reports and summary.json: \`${runDirInRepo}/\` (git-ignored).`,
    ),
  });
  console.log(`\nSaved ${written.join(", ")}, and ${join(runDirInRepo, "summary.json")} with the Lighthouse reports.`);
  return mustBroken(verdicts) ? EXIT_BUDGET_BROKEN : 0;
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
      console.error(error instanceof BenchSetupError || error instanceof ResumeError ? error.message : error);
    }
    process.exitCode = EXIT_SETUP_FAILED;
  },
);
