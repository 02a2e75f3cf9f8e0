import { parseArgs } from "node:util";

export interface BenchOptions {
  help: boolean;
  build: boolean;
  /** Exact route paths to audit, or null for every audited route. */
  routePaths: string[] | null;
  runs: number;
  /** A port the user insists on, or null to prefer the default and fall back to any free one. */
  port: number | null;
  /** Also print what Lighthouse's model counted towards each run's LCP. */
  explain: boolean;
}

export class BenchUsageError extends Error {
  override name = "BenchUsageError";
}

export const USAGE = `Usage: npm run bench -- [--no-build] [--route <path>]... [--runs <n>] [--port <n>] [--explain]

Audits every route beside the floor, bench/floor (an empty App Router page of the same Next, React and
Tailwind), interleaved: floor, route, floor, route... LCP is reported as a ratio to the floor, TBT and
JavaScript as differences, and the budgets of the architecture file are checked on those.

  --no-build      audit the existing production build instead of running \`npm run build\` first (the floor
                  is still built if it has no build yet)
  --route <path>  audit only this route (repeatable), e.g. --route /contact
  --runs <n>      rounds over the routes (default 1); with more, each figure is the median
  --port <n>      port for the site's \`next start\` (default 3210, or any free port if that one is taken);
                  the floor's server takes 3211, or any free port
  --explain       after the table, list what Lighthouse's simulation counted towards the LCP of each route
                  and of the floor runs beside it: the requests that finished before first paint (biggest
                  first) and the main-thread time

The "--" matters: without it npm reads --no-build as one of its own settings and drops it.
Exit code: 0 when every "must" budget holds, 1 when one is broken or a route could not be measured,
2 when a build or a server failed before anything was measured. Routes missing the "aim" are listed
but do not change the exit code.`;

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
  explain: { type: "boolean", default: false },
} as const;

function parseStrict(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new BenchUsageError(error instanceof Error ? error.message : String(error));
  }
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const values = parseStrict(argv);
  return {
    help: values.help,
    build: !values["no-build"],
    routePaths: values.route && values.route.length > 0 ? [...new Set(values.route)] : null,
    runs: values.runs === undefined ? 1 : positiveInteger(values.runs, "--runs", 50),
    port: values.port === undefined ? null : positiveInteger(values.port, "--port", 65_535),
    explain: values.explain,
  };
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
