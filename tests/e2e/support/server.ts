import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@playwright/test";
import { killGroupWhenOwnerDies } from "@/scripts/lib/process-group-watchdog";
import { createPgliteFiles, pgliteDirectory } from "@/src/db/pglite-files";
import { throwawayDatabase } from "@/src/db/throwaway-database";
import { SUITE_SERVER_ENV } from "./server-env";
import { STUDIO_PASSWORD } from "./studio";

/**
 * A port for a test's own server: the one just above the suite's server (E2E_PORT) for each worker,
 * so a run stays within the ports it was given and two workers never pick the same one; any free
 * port when that one is taken.
 */
export async function serverPort(): Promise<number> {
  const wanted = Number(process.env.E2E_PORT ?? 3100) + 1 + test.info().parallelIndex;
  return (await listen(wanted)) ?? (await listen(0)) ?? 0;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return (await listen(0)) ?? 0;
}

/** Whether `port` can be listened on (0: any port), and which port that was. */
function listen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(null));
    probe.listen(port, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : null));
    });
  });
}

/**
 * How a second server runs the production build: `next start` in the project, as the suite's own
 * server does, or the standalone server the Dockerfile ships (PORT and HOSTNAME set where to listen).
 * Next's own bin rather than npx, which spends a third of a second of CPU finding it each time.
 */
export type ServerKind = "next-start" | "standalone";

const commands: Record<ServerKind, (port: number) => string[]> = {
  "next-start": (port) => ["node_modules/.bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
  standalone: () => ["node", ".next/standalone/server.js"],
};

/**
 * The store a test's own server keeps: with DATABASE_URL set (CI), a throwaway database on that
 * Postgres, so what the suite's server publishes meanwhile never reaches it, nor the other way round;
 * otherwise nothing to add (the server's DATA_DIR holds its embedded database).
 */
export async function ownDatabase(): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) return { drop: async () => {} };
  const { url, drop } = await throwawayDatabase(serverUrl);
  return { databaseUrl: url, drop };
}

/** The embedded database this worker made once, empty, for freshDataDir to copy. */
let emptyDatabase: Promise<string> | undefined;

/**
 * A new data directory for a test's own server. Without DATABASE_URL it holds an empty embedded
 * database, copied from one this worker made once: the Postgres initdb PGlite runs on a directory's
 * first use costs seconds of CPU per server and makes the same files every time. The tests about
 * start-up itself (the standalone spec, server-life's start-up tests) give their servers empty directories.
 */
export async function freshDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  if (process.env.DATABASE_URL?.trim()) return dataDir;
  emptyDatabase ??= (async () => {
    const directory = pgliteDirectory(mkdtempSync(join(tmpdir(), "site-empty-database-")));
    await createPgliteFiles(directory);
    return directory;
  })();
  cpSync(await emptyDatabase, pgliteDirectory(dataDir), { recursive: true });
  return dataDir;
}

/** What a test's server is given beyond its port, data and database (TRUST_PROXY, another password). */
export type ServerEnv = Record<string, string>;

/**
 * A server's process. `databaseUrl`: its Postgres database; null for the embedded PGlite even
 * where DATABASE_URL is set (CI); undefined for whatever the environment says.
 */
function serverProcess(
  port: number,
  dataDir: string,
  kind: ServerKind,
  databaseUrl?: string | null,
  env: ServerEnv = {},
) {
  const [command = "node", ...args] = commands[kind](port);
  const base = { ...process.env };
  if (databaseUrl === null) delete base.DATABASE_URL;
  const child = spawn(command, args, {
    env: {
      ...base,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      STUDIO_PASSWORD,
      NEXT_TELEMETRY_DISABLED: "1",
      ...(kind === "next-start" ? SUITE_SERVER_ENV : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  // A test that times out never reaches its stopServer; the server then goes when the worker does.
  if (child.pid !== undefined) killGroupWhenOwnerDies(child.pid);
  return child;
}

/** What each running server wrote to stderr (its last 4,000 characters). */
const logs = new WeakMap<ChildProcess, () => string>();

/** What a server started by startServer has written to stderr so far. */
export function serverLog(child: ChildProcess): string {
  return logs.get(child)?.() ?? "";
}

/**
 * Starts a server on `port` with its own data directory (and, when given, its own Postgres database)
 * and waits until its API answers.
 */
export async function startServer(
  port: number,
  dataDir: string,
  kind: ServerKind = "next-start",
  databaseUrl?: string | null,
  env?: ServerEnv,
): Promise<ChildProcess> {
  const child = serverProcess(port, dataDir, kind, databaseUrl, env);
  // Read, so a chatty server never blocks on a full pipe; shown if it does not come up.
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  logs.set(child, () => stderr);
  // Its start-up opens and migrates the database: seconds, or tens on a busy machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server on port ${port} exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
    }
    const status = (await fetch(`http://127.0.0.1:${port}/api/studio/session`).catch(() => null))?.status;
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stopServer(child);
      throw new Error(`The server on port ${port} did not answer within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

/**
 * Starts a server that is expected to refuse to start: its exit code, what it wrote to stderr, and
 * the HTTP statuses of any answers it gave while it ran (it must give none).
 */
export async function startFailingServer(
  port: number,
  dataDir: string,
  env: ServerEnv,
  databaseUrl?: string | null,
): Promise<{ code: number | null; stderr: string; answered: number[] }> {
  const child = serverProcess(port, dataDir, "standalone", databaseUrl, env);
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const answered: number[] = [];
  const watch = (async () => {
    while (child.exitCode === null && child.signalCode === null) {
      const response = await fetch(`http://127.0.0.1:${port}/robots.txt`, { signal: AbortSignal.timeout(2_000) }).catch(
        () => null,
      );
      if (response) answered.push(response.status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const timeout = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 60_000);
  const code = await exited;
  clearTimeout(timeout);
  await watch;
  return { code, stderr, answered };
}

/** Stops a server started by startServer (its whole process group) and waits for it to exit; its exit code. */
export function stopServer(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
    if (child.pid) process.kill(-child.pid, signal);
  });
}

/**
 * A request on a connection of its own (no keep-alive): for tests that talk to several servers
 * which come and go, where a pooled connection a server has closed would fail the next request.
 */
export function once(
  url: string,
  { method = "GET", body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: <T>() => T; cookies: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method,
        agent: false,
        headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            json: <T>() => JSON.parse(text) as T,
            cookies: (response.headers["set-cookie"] ?? []).map((value) => value.split(";")[0]).join("; "),
          }),
        );
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}
