import { parseArgs } from "node:util";
import { CPU_SETTINGS, DEFAULT_RUNS, type CpuMultiplier } from "./constants";

export interface BenchOptions {
  help: boolean;
  build: boolean;
  /** Exact route paths to audit, or null for every audited route. */
  routePaths: string[] | null;
  runs: number;
  /** A port the user insists on, or null to prefer the default and fall back to any free one. */
  port: number | null;
  /** The CPU slowdowns to measure at, in CPU_SETTINGS's order. */
  cpus: CpuMultiplier[];
  /** The folder of a stopped run to continue (resume.ts), or null for a new run. */
  resume: string | null;
}

export class BenchUsageError extends Error {
  override name = "BenchUsageError";
}

const CPU_LIST = CPU_SETTINGS.map((setting) => setting.multiplier).join(",");

export const USAGE = `Usage: npm run bench -- [--no-build] [--route <path>[,<path>...]]... [--runs <n>] [--cpu <x>[,<x>]]
                          [--port <n>]
       npm run bench -- --resume .bench/<time> [--port <n>]

Audits every route with Lighthouse (mobile, applied slow-4G throttling) at two CPU slowdowns, 4x
(Lighthouse's reference phone) and 6x (a slower phone), each beside two references measured at the same
setting in the same round, in an order that rotates each round: the floor, bench/floor (an empty App
Router page of the same Next, React and Tailwind), and the route's no-JS copy (its HTML with every script
and script preload removed, served by a proxy in front of the site). LCP is reported as a ratio to both,
TBT and JavaScript as differences to the floor, one table per CPU setting, and the budgets of
docs/performance.md#budgets are checked on the medians at each. The report goes to .bench/<time>/report.md
and .bench/latest.md; a run of every route at both settings in at least ${DEFAULT_RUNS} rounds also writes
docs/reports/bench-latest.md.

  --no-build      audit the existing production build instead of running \`npm run build\` first (the floor
                  is still built if it has no build yet)
  --route <path>  audit only this route (repeatable, or a comma-separated list), e.g. --route /,/contact
  --runs <n>      rounds over the routes (default ${DEFAULT_RUNS}); each figure is the median over them
  --cpu <x>       measure at this CPU slowdown only, 4 or 6 (repeatable, or a comma-separated list;
                  default ${CPU_LIST}: both)
  --port <n>      port for the site's \`next start\` (default 3210, or any free port if that one is taken);
                  the floor's server takes 3211 and the no-JS proxy 3212, or any free port
  --resume <dir>  continue a stopped run in its folder: its saved audits are read back, the rest made (a
                  route's round at a CPU setting whose three audits were not all saved is made again whole),
                  then reported as one run. Never builds; refused when the site or the floor was rebuilt
                  since the run started. The routes, rounds and CPU settings are the run's.

The "--" matters: without it npm reads --no-build as one of its own settings and drops it.
Exit code: 0 when every "must" budget holds at every CPU setting measured, 1 when one is broken at
either, a route could not be measured or Lighthouse could not finish one of its runs, 2 when a build or a
server failed before anything was measured. Routes missing the "aim" are listed but do not change the exit
code.`;

function positiveInteger(raw: string, flag: string, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new BenchUsageError(`${flag} expects a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

const OPTIONS = {
  help: { type: "boolean", short: "h", default: false },
  "no-build": { type: "boolean", default: false },
  route: { type: "string", multiple: true },
  runs: { type: "string" },
  cpu: { type: "string", multiple: true },
  port: { type: "string" },
  resume: { type: "string" },
} as const;

function parseStrict(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new BenchUsageError(error instanceof Error ? error.message : String(error));
  }
}

function routePathsOf(values: readonly string[] | undefined): string[] | null {
  const paths = (values ?? []).flatMap((value) => value.split(",")).map((path) => path.trim());
  if (paths.includes("")) throw new BenchUsageError("--route expects a path such as /contact, got an empty one");
  return paths.length > 0 ? [...new Set(paths)] : null;
}

/** The CPU settings named, once each and in CPU_SETTINGS's order; every setting when none is named. */
function cpusOf(values: readonly string[] | undefined): CpuMultiplier[] {
  const named = (values ?? []).flatMap((value) => value.split(",")).map((cpu) => cpu.trim());
  if (named.length === 0) return CPU_SETTINGS.map((setting) => setting.multiplier);
  const known = CPU_SETTINGS.map((setting) => String(setting.multiplier));
  const unknown = named.filter((cpu) => !known.includes(cpu));
  if (unknown.length > 0) {
    const got = unknown.map((cpu) => `"${cpu}"`).join(", ");
    throw new BenchUsageError(`--cpu expects ${known.join(", ")} or a list of them such as ${CPU_LIST}, got ${got}`);
  }
  return CPU_SETTINGS.map((setting) => setting.multiplier).filter((cpu) => named.includes(String(cpu)));
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const values = parseStrict(argv);
  if (values.resume !== undefined) {
    const taken = (["route", "runs", "cpu"] as const).filter((flag) => values[flag] !== undefined);
    if (taken.length > 0) {
      throw new BenchUsageError(
        `--resume continues a run with its own routes, rounds and CPU settings; ` +
          `drop ${taken.map((flag) => `--${flag}`).join(", ")}`,
      );
    }
    if (values.resume.trim() === "")
      throw new BenchUsageError("--resume expects a run's folder, such as .bench/<time>");
  }
  return {
    help: values.help,
    build: !values["no-build"] && values.resume === undefined,
    routePaths: routePathsOf(values.route),
    runs: values.runs === undefined ? DEFAULT_RUNS : positiveInteger(values.runs, "--runs", 50),
    port: values.port === undefined ? null : positiveInteger(values.port, "--port", 65_535),
    cpus: cpusOf(values.cpu),
    resume: values.resume ?? null,
  };
}

/**
 * A run of every route at every CPU setting in at least the default rounds: the only kind whose report may
 * stand for the site (docs/reports/bench-latest.md); a run of a few routes, one setting or one round is for
 * a change in progress.
 */
export function isCompleteRun(options: Pick<BenchOptions, "routePaths" | "runs" | "cpus">): boolean {
  return options.routePaths === null && options.runs >= DEFAULT_RUNS && options.cpus.length === CPU_SETTINGS.length;
}

/**
 * Keeps the routes named on the command line, in the config's order so tables from different runs line
 * up. An unknown path is an error rather than a silent empty run, and the message lists the valid ones.
 */
export function selectRoutes<Route extends { path: string }>(
  routes: readonly Route[],
  routePaths: readonly string[] | null,
): Route[] {
  if (routePaths === null) return [...routes];
  const known = new Set(routes.map((route) => route.path));
  const unknown = routePaths.filter((path) => !known.has(path));
  if (unknown.length > 0) {
    throw new BenchUsageError(
      `Unknown route ${unknown.join(", ")}. Audited routes: ${routes.map((route) => route.path).join(", ")}`,
    );
  }
  return routes.filter((route) => routePaths.includes(route.path));
}
