import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { throwawayDatabase } from "@/src/db/throwaway-database";
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
 */
export type ServerKind = "next-start" | "standalone";

const commands: Record<ServerKind, (port: number) => string[]> = {
  "next-start": (port) => ["npx", "next", "start", "-p", String(port), "-H", "127.0.0.1"],
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

/**
 * Starts a server on `port` with its own data directory (and, when given, its own Postgres database)
 * and waits until its API answers.
 */
export async function startServer(
  port: number,
  dataDir: string,
  kind: ServerKind = "next-start",
  databaseUrl?: string,
): Promise<ChildProcess> {
  const [command = "node", ...args] = commands[kind](port);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      STUDIO_PASSWORD,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: "ignore",
    detached: true,
  });
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/studio/session`).catch(() => null))?.status ?? 0, {
        // Its first answer opens and migrates the database: seconds, or tens on a busy machine.
        timeout: 60_000,
      })
      .toBe(200);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return child;
}

/** Stops a server started by startServer (its whole process group) and waits for it to exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  });
}
