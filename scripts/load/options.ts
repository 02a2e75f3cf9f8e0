import { parseArgs } from "node:util";

export interface LoadOptions {
  help: boolean;
  /** A server that is already running (loopback only), or null to start the standalone build. */
  url: string | null;
  /** The port for the server it starts, or null for 3430 when free, else any free port. */
  port: number | null;
  /** Seconds per scenario. */
  duration: number;
  connections: number;
  /** Given to the server it starts as DATABASE_URL (Postgres); null: the embedded PGlite. */
  databaseUrl: string | null;
  /** Scenario names to run, or null for all. */
  only: string[] | null;
}

export class LoadUsageError extends Error {
  override name = "LoadUsageError";
}

/** Each scenario runs at most this long, so a load test never ties up a shared machine for long. */
export const MAX_DURATION_SECONDS = 60;
export const DEFAULT_DURATION_SECONDS = 15;
export const DEFAULT_CONNECTIONS = 10;
export const MAX_CONNECTIONS = 200;

export const USAGE = `Usage: npm run load -- [--duration <s>] [--connections <n>] [--only <names>]
                     [--database-url <postgres://…>] [--port <n>] [--url <http://127.0.0.1:…>]

Loads the production server with autocannon, one scenario after the other (home, shop, guide,
review-save, round-images: a published round of 12 uploaded pictures, every stored width, tour-frames:
a 900-frame tour uploaded through the studio's routes, then 20 visitors fetching all its frames), and
prints requests/s, p99 latency, non-2xx answers and errors, and the server's resident memory after each. Without --url it starts .next/standalone/server.js itself (run
\`npm run build\` first) on a fresh data directory, and stops it at the end.

  --duration <s>        seconds per scenario (default ${DEFAULT_DURATION_SECONDS}, at most ${MAX_DURATION_SECONDS})
  --connections <n>     concurrent connections (default ${DEFAULT_CONNECTIONS})
  --only <names>        comma-separated scenarios to run, e.g. --only home,review-save
  --database-url <url>  run the server on this Postgres instead of the embedded PGlite
  --port <n>            port for the server it starts (default 3430, or any free port)
  --url <url>           load a server that is already running instead (loopback only); its memory
                        is not read, and review-save and round-images need its STUDIO_PASSWORD in the environment
                        (and the server started with REVIEW_SAVES_PER_MINUTE high enough for the run)

The report goes to .load/<time>.md (with the figures as JSON beside it) and .load/latest.md; a run of
every scenario on a server it started also writes docs/reports/load-latest.md.

Exit code: 0 when every answer was 2xx with no errors, 1 otherwise, 2 when nothing could be measured.`;

/**
 * Every scenario, on a server this run started (so its memory was read): the only kind of run whose
 * report may stand for the site (docs/reports/load-latest.md).
 */
export function isCompleteRun(options: Pick<LoadOptions, "only" | "url">): boolean {
  return options.only === null && options.url === null;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

function wholeNumber(raw: string, flag: string, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    throw new LoadUsageError(`${flag} expects a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

/** A load test only ever targets this machine: a URL elsewhere is refused, not loaded. */
export function loopbackUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new LoadUsageError(`--url is not a URL: "${raw}"`);
  }
  if (url.protocol !== "http:" || !LOOPBACK.has(url.hostname)) {
    throw new LoadUsageError(`--url must be http:// on loopback (127.0.0.1, localhost, [::1]), got "${raw}"`);
  }
  return url.origin;
}

export function parseLoadArgs(argv: readonly string[], scenarioNames: readonly string[]): LoadOptions {
  let values;
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        help: { type: "boolean", short: "h", default: false },
        url: { type: "string" },
        port: { type: "string" },
        duration: { type: "string" },
        connections: { type: "string" },
        "database-url": { type: "string" },
        only: { type: "string" },
      },
    }).values;
  } catch (error) {
    throw new LoadUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.url !== undefined && values["database-url"] !== undefined) {
    throw new LoadUsageError("--database-url configures the server this starts; with --url, set it on that server");
  }
  const only = values.only === undefined ? null : values.only.split(",").map((name) => name.trim());
  const unknown = (only ?? []).filter((name) => !scenarioNames.includes(name));
  if (unknown.length > 0) {
    throw new LoadUsageError(`--only: no scenario named ${unknown.join(", ")} (there are ${scenarioNames.join(", ")})`);
  }
  const databaseUrl = values["database-url"]?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new LoadUsageError(`--database-url expects postgres://…, got "${databaseUrl}"`);
  }
  return {
    help: values.help,
    url: values.url === undefined ? null : loopbackUrl(values.url),
    port: values.port === undefined ? null : wholeNumber(values.port, "--port", 65_535),
    duration:
      values.duration === undefined
        ? DEFAULT_DURATION_SECONDS
        : wholeNumber(values.duration, "--duration", MAX_DURATION_SECONDS),
    connections:
      values.connections === undefined
        ? DEFAULT_CONNECTIONS
        : wholeNumber(values.connections, "--connections", MAX_CONNECTIONS),
    databaseUrl,
    only,
  };
}
