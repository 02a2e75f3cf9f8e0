/**
 * `npm run load`: a bounded load test of the production server on loopback (scripts/load/options.ts
 * for the flags, docs/operations.md#load-test for the method). Starts the standalone server itself, on
 * a fresh data directory, unless --url names one that is running; writes a dated report.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import sharp from "sharp";
import { BenchSetupError, pickPort } from "./bench/server";
import { killGroupWhenOwnerDies } from "./lib/process-group-watchdog";
import { isCompleteRun, LoadUsageError, parseLoadArgs, USAGE, type LoadOptions } from "./load/options";
import { formatLoadTable, loadFailures, procCpuSeconds, procStatusBytes, type ScenarioResult } from "./load/report";
import { SCENARIO_NAMES, scenarios, type ReviewLinks, type Scenario } from "./load/scenarios";
import { formatStrangers, runStrangers, STRANGER_BODIES, strangerFailures } from "./load/stranger-bodies";
import {
  commandLine,
  currentCommit,
  LOAD_LATEST_REPORT,
  LOAD_RESULTS_DIR,
  machineDescription,
  reportDocument,
  reportStamp,
  writeReport,
} from "./reports";
import { seedTour } from "./tours/seed-tour";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER = join(ROOT, ".next/standalone/server.js");
const DEFAULT_PORT = 3430;
const READY_TIMEOUT_MS = 120_000;
/** The server runs as the Dockerfile and `npm run serve:standalone` run it: with a 256 MB JavaScript heap. */
const SERVER_NODE_OPTIONS = "--max-old-space-size=256";
const EXIT_FAILED = 1;
const EXIT_SETUP = 2;

const log = (message: string) => process.stderr.write(`[load] ${message}\n`);

interface Target {
  origin: string;
  /** The server's process, when this run started it: its memory is read, and it is stopped at the end. */
  server: ChildProcess | null;
  studioPassword: string | null;
  cleanup: () => Promise<void>;
}

async function waitUntilReady(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new BenchSetupError(`the server exited with code ${server.exitCode}`);
    // The session endpoint opens (and migrates) the database, so the first scenario does not pay for it.
    const status = await fetch(`${origin}/api/studio/session`, { signal: AbortSignal.timeout(10_000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await sleep(250);
  }
  throw new BenchSetupError(`the server did not answer on ${origin} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function startServer(options: LoadOptions): Promise<Target> {
  if (!existsSync(SERVER)) throw new BenchSetupError("no .next/standalone/server.js: run `npm run build` first");
  const port = await pickPort(options.port, DEFAULT_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), "site-load-"));
  const studioPassword = randomBytes(18).toString("base64url");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NODE_OPTIONS: process.env.NODE_OPTIONS || SERVER_NODE_OPTIONS,
    // As the Dockerfile and `npm start` run it (docs/operations.md#memory): glibc's arenas per thread
    // otherwise keep what a burst of uploads freed.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATA_DIR: dataDir,
    STUDIO_PASSWORD: studioPassword,
    // The load test measures saving, not the per-link limit (30 a minute), which would refuse most saves,
    // nor the per-address limit on inquiries (every sender here is on loopback).
    REVIEW_SAVES_PER_MINUTE: "1000000",
    INQUIRIES_PER_ADDRESS: "1000000",
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const server = spawn(process.execPath, [SERVER], { env, detached: true, stdio: ["ignore", "ignore", "pipe"] });
  if (server.pid !== undefined) killGroupWhenOwnerDies(server.pid);
  let stderr = "";
  server.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const cleanup = async () => {
    if (server.exitCode === null && server.signalCode === null && server.pid !== undefined) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await Promise.race([exited, sleep(5_000)]);
      if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid, "SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  log(`starting ${SERVER} on ${origin} (${options.databaseUrl ? "Postgres" : `PGlite in ${dataDir}`})`);
  try {
    await waitUntilReady(origin, server);
  } catch (error) {
    await cleanup();
    throw new BenchSetupError(`${error instanceof Error ? error.message : String(error)}\n${stderr}`);
  }
  return { origin, server, studioPassword, cleanup };
}

/** The studio's session cookie; null without the studio password. */
async function studioCookie(origin: string, password: string | null): Promise<string | null> {
  if (!password) return null;
  const signIn = await fetch(`${origin}/api/studio/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  if (signIn.status !== 204) throw new BenchSetupError(`studio sign-in answered ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** Every client's review key, as the studio's inbox hands them out; null without a studio session. */
async function reviewLinks(origin: string, cookie: string | null): Promise<ReviewLinks | null> {
  if (!cookie) return null;
  const inbox = await fetch(`${origin}/api/studio/reviews`, { headers: { cookie } });
  if (inbox.status !== 200) throw new BenchSetupError(`the studio inbox answered ${inbox.status}`);
  const { clients } = (await inbox.json()) as { clients: { id: string; link: string }[] };
  return new Map(clients.map((client) => [client.id, new URL(client.link, origin).searchParams.get("key") ?? ""]));
}

/** How many posts the load test's round holds: a month's worth, each picture a designer's 1080×1350 export. */
const ROUND_POSTS = 12;

/**
 * Uploads and publishes a round for one client, as the studio does in the inbox, and reads it back
 * through that client's key: the URLs of every stored width of every post. Null without a session.
 */
async function publishedRoundImages(origin: string, cookie: string | null, links: ReviewLinks | null) {
  const clientId = "wecaremovers";
  const key = links?.get(clientId);
  if (!cookie || !key) return null;
  const studio = { cookie, origin };
  const started = await fetch(`${origin}/api/studio/clients/${clientId}/rounds`, { method: "POST", headers: studio });
  if (started.status !== 201) throw new BenchSetupError(`starting a round answered ${started.status}`);
  const { roundId } = (await started.json()) as { roundId: number };
  for (let post = 0; post < ROUND_POSTS; post += 1) {
    const picture = await sharp({
      create: { width: 1080, height: 1350, channels: 3, background: { r: 40 + post * 15, g: 90, b: 200 - post * 10 } },
    })
      .composite([
        {
          input: Buffer.from(
            `<svg width="1080" height="1350"><circle cx="540" cy="600" r="${200 + post * 10}" fill="#fff" fill-opacity="0.4"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 88 })
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(picture)]), `post-${post + 1}.jpg`);
    form.set("caption", `Post ${post + 1} of the load test's round`);
    form.set("plannedDate", "2026-11-20");
    const uploaded = await fetch(`${origin}/api/studio/rounds/${roundId}/posts`, {
      method: "POST",
      headers: studio,
      body: form,
    });
    if (uploaded.status !== 201) throw new BenchSetupError(`uploading a picture answered ${uploaded.status}`);
  }
  const published = await fetch(`${origin}/api/studio/rounds/${roundId}/publish`, { method: "POST", headers: studio });
  if (published.status !== 204) throw new BenchSetupError(`publishing the round answered ${published.status}`);
  const answer = await fetch(`${origin}/api/reviews/${clientId}/round?key=${encodeURIComponent(key)}`);
  const { round } = (await answer.json()) as {
    round: { posts: { versions: { image: { id: string; widths: number[] } }[] }[] } | null;
  };
  return (round?.posts ?? []).flatMap((post) =>
    post.versions.flatMap(({ image }) => image.widths.map((width) => `/api/review-images/${image.id}/${width}`)),
  );
}

/** The frames of the uploaded tour: the most a tour may have, from the demo's rendered frames. */
const TOUR_FRAMES = 900;

/**
 * Uploads a tour of TOUR_FRAMES frames through the studio's routes, as the editor does (three frames
 * at a time), reading the server's resident memory as it goes, and publishes it; every frame's URL
 * at both widths, how long the upload took, its bytes and the most memory it held.
 */
async function uploadedTour(origin: string, cookie: string | null, server: ChildProcess | null) {
  if (!cookie) return null;
  let most = serverMemory(server, "VmRSS");
  const watch = setInterval(() => {
    const now = serverMemory(server, "VmRSS");
    if (now !== null) most = Math.max(most ?? 0, now);
  }, 250);
  const started = Date.now();
  const cpuBefore = serverCpu(server);
  let tour;
  try {
    tour = await seedTour(origin, cookie, {
      name: "Load Test Walkthrough",
      frames: TOUR_FRAMES,
      source: "demo",
      onFrame: (stored) => stored % 100 === 0 && log(`tour upload: ${stored} of ${TOUR_FRAMES} frames stored`),
    });
  } finally {
    clearInterval(watch);
  }
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = serverCpu(server);
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  const detail = (await (await fetch(`${origin}/api/studio/tours/${tour.id}`, { headers: { cookie } })).json()) as {
    footage: { setHash: string; storedBytes: number };
  };
  const paths = [768, 1280].flatMap((width) =>
    Array.from(
      { length: TOUR_FRAMES },
      (_, index) =>
        `/api/tour-frames/${detail.footage.setHash}/frames/${width}/frame_${String(index + 1).padStart(6, "0")}.jpg`,
    ),
  );
  return { paths, seconds, bytes: detail.footage.storedBytes, most, cpu };
}

/** The CPU seconds the server this run started has used (null for a server given with --url). */
function serverCpu(server: ChildProcess | null): number | null {
  if (server?.pid === undefined) return null;
  try {
    return procCpuSeconds(readFileSync(`/proc/${server.pid}/stat`, "utf8"));
  } catch {
    return null;
  }
}

/** A memory figure of the server this run started (null for a server given with --url). */
function serverMemory(server: ChildProcess | null, field: "VmRSS" | "VmHWM"): number | null {
  if (server?.pid === undefined) return null;
  try {
    return procStatusBytes(readFileSync(`/proc/${server.pid}/status`, "utf8"), field);
  } catch {
    return null;
  }
}

async function runScenario(origin: string, scenario: Scenario, options: LoadOptions): Promise<ScenarioResult> {
  const base = {
    url: `${origin}${scenario.requests[0]?.path ?? "/"}`,
    connections: options.connections,
    timeout: 10,
    requests: scenario.requests.map(({ path, bodies }) => {
      let turn = 0;
      const next = bodies
        ? <T extends { body?: string }>(request: T): T => ({ ...request, body: bodies[turn++ % bodies.length] })
        : undefined;
      // autocannon calls a setupRequest key even when it is undefined: leave it out for plain GETs.
      return { method: scenario.method, path, headers: scenario.headers, ...(next ? { setupRequest: next } : {}) };
    }),
  };
  // A short warm-up, not counted: the first requests of a route load its code.
  const warmUp = await autocannon({ ...base, amount: options.connections * 10 });
  log(`${scenario.name}: ${options.duration} s, ${scenario.connections ?? options.connections} connections`);
  const result = await autocannon({
    ...base,
    connections: scenario.connections ?? base.connections,
    duration: options.duration,
  });
  return {
    name: scenario.name,
    target: scenario.label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    rssBytes: null,
    // Everything answered 2xx, warm-up included: what a scenario that stores should have kept.
    stored: warmUp["2xx"] + result["2xx"],
  };
}

async function main(): Promise<number> {
  let options: LoadOptions;
  try {
    options = parseLoadArgs(process.argv.slice(2), [...SCENARIO_NAMES, STRANGER_BODIES]);
  } catch (error) {
    if (!(error instanceof LoadUsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return EXIT_SETUP;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  let target: Target;
  try {
    target = options.url
      ? {
          origin: options.url,
          server: null,
          studioPassword: process.env.STUDIO_PASSWORD?.trim() || null,
          cleanup: async () => {},
        }
      : await startServer(options);
  } catch (error) {
    console.error(`[load] ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_SETUP;
  }
  const startedAt = new Date();
  const commit = currentCommit(ROOT);
  const machine = machineDescription();
  const stop = () => void target.cleanup().finally(() => process.exit(130));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  try {
    const wanted = (scenario: Scenario) => options.only === null || options.only.includes(scenario.name);
    const wantsTour = options.only === null || options.only.includes("tour-frames");
    const needsLinks =
      wantsTour ||
      options.only === null ||
      options.only.includes("review-save") ||
      options.only.includes("round-images") ||
      options.only.includes("inquiry-send");
    const cookie = needsLinks ? await studioCookie(target.origin, target.studioPassword) : null;
    const links = await reviewLinks(target.origin, cookie);
    const roundImages =
      options.only === null || options.only.includes("round-images")
        ? await publishedRoundImages(target.origin, cookie, links)
        : null;
    const atReady = serverMemory(target.server, "VmRSS");
    const tour = wantsTour ? await uploadedTour(target.origin, cookie, target.server) : null;
    const list = scenarios(links, roundImages, tour?.paths ?? null).filter(wanted);
    const savesWanted = options.only === null || options.only.includes("review-save");
    if (savesWanted && !list.some((scenario) => scenario.name === "review-save")) {
      log("review-save skipped: set STUDIO_PASSWORD to the server's so the review links can be read");
    }
    const atStart = serverMemory(target.server, "VmRSS");
    const results: ScenarioResult[] = [];
    for (const scenario of list) {
      const result = await runScenario(target.origin, scenario, options);
      results.push({ ...result, rssBytes: serverMemory(target.server, "VmRSS") });
    }
    const database = options.url ? "the server's own" : options.databaseUrl ? "Postgres (DATABASE_URL)" : "PGlite";
    const load = loadavg().map((figure) => figure.toFixed(1));
    // What is printed is the report: stdout and the report files carry the same text.
    const output: string[] = [];
    const say = (text: string) => {
      output.push(text);
      console.log(text);
    };
    say(
      `\n${new Date().toISOString()}: ${target.origin}, database ${database}, ${options.connections} connections, ` +
        `${options.duration} s per scenario; ${availableParallelism()} CPUs, load average ${load.join(" ")}\n`,
    );
    say(formatLoadTable(results));
    const peak = serverMemory(target.server, "VmHWM");
    const mb = (bytes: number | null) => (bytes === null ? "n/a" : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
    if (peak !== null) say(`\nServer memory: ${mb(atReady)} resident when ready, peak ${mb(peak)} (VmHWM).`);
    if (tour) {
      say(
        `\nTour upload: ${TOUR_FRAMES} frames at both widths (${mb(tour.bytes)} of frames) stored through the studio's ` +
          `routes in ${tour.seconds.toFixed(0)} s, three at a time, frames made from the demo's; the server's resident ` +
          `memory during the upload was at most ${mb(tour.most)}` +
          (tour.cpu === null
            ? "."
            : `, and it spent ${((tour.cpu * 1000) / TOUR_FRAMES).toFixed(0)} ms of CPU a frame.`),
      );
    }
    const failures = loadFailures(results);
    // Inquiries answered 201 are all in the inbox: none lost under load.
    const sends = results.find((result) => result.name === "inquiry-send");
    if (sends && cookie) {
      const listed = await fetch(`${target.origin}/api/studio/inquiries`, { headers: { cookie } });
      const kept = ((await listed.json()) as { inquiries: unknown[] }).inquiries.length;
      say(`\nInquiries: ${sends.stored} answered 201, ${kept} in the inbox.`);
      if (kept < (sends.stored ?? 0))
        failures.push(`inquiry-send: ${(sends.stored ?? 0) - kept} answered 201 but not kept`);
    }
    // Last, after the peak above: strangers trickling large bodies, refused from their headers.
    if (options.only === null || options.only.includes(STRANGER_BODIES)) {
      log(`${STRANGER_BODIES}: strangers start large POSTs and trickle them`);
      const strangers = await runStrangers(target.origin, () => serverMemory(target.server, "VmRSS"));
      say(`\n${formatStrangers(strangers)}`);
      failures.push(...strangerFailures(strangers));
    }
    for (const failure of failures) console.error(`FAILED ${failure}`);
    if (failures.length > 0) output.push("", ...failures.map((failure) => `- FAILED ${failure}`));

    const dated = join(LOAD_RESULTS_DIR, `${reportStamp(startedAt)}.md`);
    const written = await writeReport({
      root: ROOT,
      dated,
      // Only a run of every scenario on a server it started replaces the committed report.
      copies: [join(LOAD_RESULTS_DIR, "latest.md"), ...(isCompleteRun(options) ? [LOAD_LATEST_REPORT] : [])],
      markdown: reportDocument(
        { title: "npm run load", startedAt, command: commandLine("load", process.argv.slice(2)), commit, machine },
        output.join("\n"),
      ),
    });
    await writeFile(
      join(ROOT, dated.replace(/\.md$/, ".json")),
      `${JSON.stringify({ startedAt: startedAt.toISOString(), commit, database, options: { ...options, databaseUrl: undefined }, results, atStart, peak, tour: tour && { seconds: tour.seconds, bytes: tour.bytes, most: tour.most, cpu: tour.cpu } }, null, 2)}\n`,
    );
    console.log(`\nSaved ${written.join(", ")} and the figures as JSON beside the first.`);
    return failures.length > 0 ? EXIT_FAILED : 0;
  } catch (error) {
    console.error(`[load] ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_SETUP;
  } finally {
    await target.cleanup();
  }
}

process.exitCode = await main();
