import { parseArgs } from "node:util";
import { DEFAULT_RUNS } from "./constants";

export interface BenchOptions {
  help: boolean;
  build: boolean;
  /** Exact route paths to audit, or null for every audited route. */
  routePaths: string[] | null;
  runs: number;
  /** A port the user insists on, or null to prefer the default and fall back to any free one. */
  port: number | null;
}

export class BenchUsageError extends Error {
  override name = "BenchUsageError";
}

export const USAGE = `Usage: npm run bench -- [--no-build] [--route <path>[,<path>...]]... [--runs <n>] [--port <n>]

Audits every route with Lighthouse (mobile, applied slow-4G and 4x CPU throttling) beside two references
measured in the same round, in an order that rotates each round: the floor, bench/floor (an empty App
Router page of the same Next, React and Tailwind), and the route's no-JS copy (its HTML with every script
and script preload removed, served by a proxy in front of the site). LCP is reported as a ratio to both,
TBT and JavaScript as differences to the floor, and the budgets of docs/performance.md#budgets are checked
on the medians. The report goes to .bench/<time>/report.md and .bench/latest.md; a run of every route in
at least ${DEFAULT_RUNS} rounds also writes docs/reports/bench-latest.md.

  --no-build      audit the existing production build instead of running \`npm run build\` first (the floor
                  is still built if it has no build yet)
  --route <path>  audit only this route (repeatable, or a comma-separated list), e.g. --route /,/contact
  --runs <n>      rounds over the routes (default ${DEFAULT_RUNS}); each figure is the median over them
  --port <n>      port for the site's \`next start\` (default 3210, or any free port if that one is taken);
                  the floor's server takes 3211 and the no-JS proxy 3212, or any free port

The "--" matters: without it npm reads --no-build as one of its own settings and drops it.
Exit code: 0 when every "must" budget holds, 1 when one is broken, a route could not be measured or
Lighthouse could not finish one of its runs, 2 when a build or a server failed before anything was
measured. Routes missing the "aim" are listed but do not change the exit code.`;

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
  port: { type: "string" },
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

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const values = parseStrict(argv);
  return {
    help: values.help,
    build: !values["no-build"],
    routePaths: routePathsOf(values.route),
    runs: values.runs === undefined ? DEFAULT_RUNS : positiveInteger(values.runs, "--runs", 50),
    port: values.port === undefined ? null : positiveInteger(values.port, "--port", 65_535),
  };
}

/**
 * A run of every route in at least the default rounds: the only kind whose report may stand for the
 * site (docs/reports/bench-latest.md); a run of a few routes or one round is for a change in progress.
 */
export function isCompleteRun(options: Pick<BenchOptions, "routePaths" | "runs">): boolean {
  return options.routePaths === null && options.runs >= DEFAULT_RUNS;
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
