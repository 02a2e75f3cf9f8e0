import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { DEFAULT_PORT, SERVER_POLL_INTERVAL_MS, SERVER_READY_TIMEOUT_MS, SERVER_STOP_GRACE_MS } from "./constants";
import { killGroupWhenOwnerDies } from "../lib/process-group-watchdog";

export class BenchSetupError extends Error {
  override name = "BenchSetupError";
}

function run(command: string, args: readonly string[], cwd: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      // The build's output goes to stderr with the bench's progress, so stdout carries only the report.
      stdio: ["ignore", 2, 2],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    child.once("error", (error) => reject(new BenchSetupError(`Could not run ${what}: ${error.message}`)));
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new BenchSetupError(`${what} failed (${signal ?? `exit code ${code}`}); nothing was measured.`));
    });
  });
}

/** Rejects when the build fails, so the bench never audits a stale build left over from an earlier one. */
export function runBuild(cwd: string): Promise<void> {
  return run("npm", ["run", "build"], cwd, "npm run build");
}

/**
 * Builds the floor app (bench/floor) into its own .next. It has no package.json: `next`, `react` and
 * `tailwindcss` resolve from the repository's node_modules, so it always has the site's versions.
 */
export function buildFloor(floorDir: string): Promise<void> {
  return run("npx", ["next", "build"], floorDir, `next build of ${floorDir}`);
}

/** Whether a Next app has a finished production build to start. */
export function hasBuild(appDir: string): boolean {
  return existsSync(join(appDir, ".next", "BUILD_ID"));
}

/**
 * The build's id, or null without a finished build. Compared before and after the audits: someone
 * rebuilding the app while `next start` serves it makes its chunks answer 404 or 500, and every figure
 * measured after that is the broken page's.
 */
export function buildId(appDir: string): string | null {
  try {
    return readFileSync(join(appDir, ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return null;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    // No host, like `next start`: a server already on either IPv4 or IPv6 makes the port busy.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A busy port would let the bench audit whatever else is listening there (a dev server, another
 * worktree's build), so the default is only used when it is free. A port the user asked for is never
 * swapped silently.
 */
export async function pickPort(requested: number | null, preferred: number = DEFAULT_PORT): Promise<number> {
  if (requested !== null) {
    if (await canListen(requested)) return requested;
    throw new BenchSetupError(`Port ${requested} is already in use; choose another with --port.`);
  }
  return (await canListen(preferred)) ? preferred : anyFreePort();
}

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
  /** For process "exit" handlers, where nothing asynchronous runs any more. */
  stopNow: () => void;
}

const OUTPUT_TAIL_LINES = 30;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Negative pid: npx runs next in a child of its own, and only the whole group is sure to go.
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group is already gone, which is the goal.
  }
}

/**
 * Starts `npx next start` in its own process group and resolves once `/` answers 200. Server output is
 * kept, not printed, and shown only when the server fails to come up, where it usually names the cause
 * (no build, port taken). `name` says which app in those messages.
 */
export async function startNextServer(
  cwd: string,
  port: number,
  name: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = spawn("npx", ["next", "start", "-p", String(port)], {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (child.pid !== undefined) killGroupWhenOwnerDies(child.pid);
  const tail: string[] = [];
  const keep = (chunk: Buffer): void => {
    tail.push(
      ...chunk
        .toString("utf8")
        .split("\n")
        .filter((line) => line.trim() !== ""),
    );
    tail.splice(0, Math.max(0, tail.length - OUTPUT_TAIL_LINES));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  // Mutated by event handlers while the readiness loop below polls it.
  const state: { exited: boolean; spawnError: Error | null } = { exited: false, spawnError: null };
  const exitedPromise = new Promise<void>((resolve) => {
    child.once("exit", () => {
      state.exited = true;
      resolve();
    });
  });
  child.once("error", (error) => {
    state.spawnError = error;
  });

  const stopNow = (): void => killGroup(child, "SIGKILL");
  const stop = async (): Promise<void> => {
    if (!state.exited && state.spawnError === null) {
      killGroup(child, "SIGTERM");
      await Promise.race([exitedPromise, sleep(SERVER_STOP_GRACE_MS, undefined, { ref: false })]);
    }
    // Whatever ignored SIGTERM, or a grandchild that outlived npx, still holds the port.
    killGroup(child, "SIGKILL");
  };

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (state.spawnError !== null || state.exited) {
      await stop();
      const reason = state.spawnError?.message ?? `it exited with code ${child.exitCode}`;
      throw new BenchSetupError(`next start of ${name} failed: ${reason}.\n${tail.join("\n")}`);
    }
    try {
      const response = await fetch(`${origin}/`, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status === 200) return { origin, stop, stopNow };
      lastProblem = `GET / answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(SERVER_POLL_INTERVAL_MS);
  }
  await stop();
  throw new BenchSetupError(
    `next start of ${name} did not answer 200 on ${origin}/ within ${SERVER_READY_TIMEOUT_MS / 1000} s ` +
      `(last: ${lastProblem}).\n${tail.join("\n")}`,
  );
}
