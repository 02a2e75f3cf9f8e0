import { execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Pool } from "pg";
import { canRunPostgres, startPostgresCluster } from "./support/postgres-cluster";
import {
  expectAcknowledgedSavesKept,
  saveContinuously,
  saveReview,
  studioAccess,
  type SaveResult,
} from "./support/review-saves";
import {
  freePort,
  freshDataDir,
  ownDatabase,
  serverPort,
  startFailingServer,
  serverLog,
  startServer,
  stopServer,
} from "./support/server";
import { expect, test } from "./support/test";

// The server's life, on the standalone server the Dockerfile ships: what stops it at start-up, and
// what a shutdown, a crash and a database restart leave behind. Each test runs its own server, on
// the embedded PGlite and, where DATABASE_URL names a Postgres (CI), on a throwaway database there.

const run = promisify(execFile);
const origin = (port: number) => `http://127.0.0.1:${port}`;
const dataDir = () => mkdtempSync(join(tmpdir(), "site-life-"));
const stores = process.env.DATABASE_URL?.trim() ? (["pglite", "postgres"] as const) : (["pglite"] as const);

/** A store for one test: PGlite in the test's data directory, or a throwaway database on DATABASE_URL's server. */
async function storeFor(kind: "pglite" | "postgres") {
  if (kind === "pglite") return { databaseUrl: null, drop: async () => {} };
  const store = await ownDatabase();
  return { databaseUrl: store.databaseUrl ?? null, drop: store.drop };
}

/** Resolves once `count` results pass `check`. */
async function until(results: readonly SaveResult[], count: number, check: (result: SaveResult) => boolean) {
  await expect.poll(() => results.filter(check).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
}

const oneLine = (stderr: string) => stderr.trim().split("\n");

/**
 * A save neither stored (201), refused by the contract's rate limit (429, nothing stored) nor left
 * unanswered by a server that was gone (0): an error on the server's side.
 */
const failedOnTheServer = (result: SaveResult) => ![201, 429, 0].includes(result.status);

test.describe("start-up", () => {
  test.setTimeout(180_000);

  test("a bad configuration stops the server with one clear line, before it answers anything", async () => {
    const port = await serverPort();
    const closed = await freePort();
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        "a short SESSION_SECRET",
        { SESSION_SECRET: "too-short" },
        /^Start-up failed: SESSION_SECRET must be at least 32 characters long \(it has 9\)/,
      ],
      [
        "a DATABASE_URL that is not Postgres",
        { DATABASE_URL: "mysql://site@127.0.0.1/site" },
        /^Start-up failed: DATABASE_URL must be a postgres:\/\/ URL, not mysql:\/\/…$/,
      ],
      [
        "an unreachable Postgres",
        { DATABASE_URL: `postgres://site:secret-password@127.0.0.1:${closed}/site` },
        new RegExp(
          `^Start-up failed: Cannot reach Postgres at 127\\.0\\.0\\.1:${closed} \\(DATABASE_URL\\): connect ECONNREFUSED`,
        ),
      ],
      [
        "a short STUDIO_PASSWORD",
        { STUDIO_PASSWORD: "fifteen-letters" },
        /^Start-up failed: STUDIO_PASSWORD must be at least 16 characters long \(it has 15\): a long random password is what stops guessing from many addresses$/,
      ],
      [
        "a TRUST_PROXY it cannot read",
        { TRUST_PROXY: "yes" },
        /^Start-up failed: TRUST_PROXY must be unset or 1 \(one reverse proxy in front\), not "yes"$/,
      ],
    ];
    for (const [label, env, line] of cases) {
      const { code, stderr, answered } = await startFailingServer(port, dataDir(), env);
      expect(code, label).toBe(1);
      expect(oneLine(stderr), label).toEqual([expect.stringMatching(line)]);
      expect(stderr, `${label}: no password in the message`).not.toContain("secret-password");
      expect(answered, label).toEqual([]);
    }
  });

  test("a second server on the same embedded database is refused with one line; TRUST_PROXY=1 is warned about", async () => {
    const directory = await freshDataDir("site-life-lock-");
    const port = await serverPort();
    const first = await startServer(port, directory, "next-start", null, { TRUST_PROXY: "1" });
    try {
      expect(serverLog(first)).toContain(
        "Warning: TRUST_PROXY=1: client addresses are read from X-Forwarded-For. Make sure this port is reachable only through your proxy, or a caller can forge addresses and guess the studio password without limit.",
      );
      const second = await startFailingServer(await freePort(), directory, {}, null);
      expect(second.code).toBe(1);
      expect(oneLine(second.stderr)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Start-up failed: Another server \\(process \\d+\\) is using the embedded database in ${directory.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: stop it, or give this one its own DATA_DIR$`,
          ),
        ),
      ]);
      expect(second.answered).toEqual([]);
      // The first is untouched, and answers as before.
      expect((await fetch(`${origin(port)}/api/studio/session`)).status).toBe(200);
    } finally {
      await stopServer(first);
    }
  });

  for (const kind of stores) {
    test(`a migration that fails stops the server with one line (${kind})`, async () => {
      const port = await serverPort();
      const directory = dataDir();
      const store = await storeFor(kind);
      try {
        // A database that already has a "reviews" table the migrations did not make.
        if (store.databaseUrl) {
          const pool = new Pool({ connectionString: store.databaseUrl, max: 1 });
          await pool.query("create table reviews (id integer)");
          await pool.end();
        } else {
          const conflict = `const { PGlite } = await import("@electric-sql/pglite");
            const db = new PGlite(process.argv[1]);
            await db.exec("create table reviews (id integer)");
            await db.close();`;
          await run(process.execPath, ["--input-type=module", "-e", conflict, join(directory, "pglite")]);
        }
        const { code, stderr, answered } = await startFailingServer(port, directory, {}, store.databaseUrl);
        expect(code).toBe(1);
        expect(oneLine(stderr)).toEqual([
          'Start-up failed: The database migration failed: relation "reviews" already exists',
        ]);
        expect(answered).toEqual([]);
      } finally {
        await store.drop();
      }
    });
  }
});

test.describe("stopping and crashing", () => {
  test.setTimeout(180_000);
  // A shutdown and a crash, not a first start: each server starts on an empty embedded database already made
  // (freshDataDir, as the other specs' servers do), which spares it PGlite's initdb, seconds of CPU. Starting
  // from nothing is the start-up tests' above, the standalone spec's and the suite's own server's.

  for (const kind of stores) {
    test(`SIGTERM answers the saves in flight, closes the database and exits 0; all of them are kept (${kind})`, async () => {
      const port = await serverPort();
      const directory = await freshDataDir("site-life-");
      const store = await storeFor(kind);
      let server: ChildProcess | null = await startServer(port, directory, "standalone", store.databaseUrl);
      try {
        const { cookie, keys } = await studioAccess(origin(port));
        const links = [...keys];
        // The signal goes the moment the first save is answered, with the other 39 still in flight.
        let signalledAt = 0;
        let stopped: Promise<number | null> | null = null;
        const results = await Promise.all(
          Array.from({ length: 40 }, async (_, index) => {
            const [clientId = "", key = ""] = links[index % links.length] ?? [];
            const result = await saveReview(origin(port), clientId, key, `${clientId}-sigterm-${index}`);
            if (result.status === 201 && server && !stopped) {
              signalledAt = Date.now();
              stopped = stopServer(server);
            }
            return result;
          }),
        );
        const code = await stopped;
        server = null;
        expect(code).toBe(0);
        // Saves in flight when the signal came were answered, not cut off; those the server had not begun
        // were refused for a retry (503, nothing stored); none failed on the server.
        expect(results.filter((result) => result.status === 201 && result.at > signalledAt).length).toBeGreaterThan(0);
        const retried = results.filter((result) => result.status === 503);
        for (const result of retried) {
          expect(result).toMatchObject({ retryAfter: "5", error: "The site is restarting. Try again in a moment." });
        }
        expect(results.filter((result) => result.status !== 503 && failedOnTheServer(result))).toEqual([]);

        server = await startServer(port, directory, "standalone", store.databaseUrl);
        await expectAcknowledgedSavesKept(origin(port), cookie, results);
      } finally {
        if (server) await stopServer(server);
        await store.drop();
      }
    });

    test(`kill -9 in the middle of a burst of saves loses none that was answered 201 (${kind})`, async () => {
      const port = await serverPort();
      const directory = await freshDataDir("site-life-");
      const store = await storeFor(kind);
      let server = await startServer(port, directory, "standalone", store.databaseUrl);
      try {
        const { cookie, keys } = await studioAccess(origin(port));
        const saves = saveContinuously(origin(port), keys);
        await until(saves.results, 24, (result) => result.status === 201);
        expect(await stopServer(server, "SIGKILL")).toBeNull();
        const results = await saves.stop();
        expect(results.filter(failedOnTheServer)).toEqual([]);

        server = await startServer(port, directory, "standalone", store.databaseUrl);
        await expectAcknowledgedSavesKept(origin(port), cookie, results);
      } finally {
        await stopServer(server);
        await store.drop();
      }
    });
  }
});

test.describe("Postgres restarting under the running site", () => {
  test.skip(!canRunPostgres, "needs Debian's postgresql (apt-get install -y postgresql)");
  test.setTimeout(180_000);

  test("saves are answered 503 while it is down, and the site recovers by itself; nothing is lost", async () => {
    const port = await serverPort();
    const cluster = await startPostgresCluster(Number(process.env.E2E_POSTGRES_PORT) || (await freePort()));
    let server: ChildProcess | null = null;
    try {
      server = await startServer(port, dataDir(), "standalone", cluster.url);
      const { cookie, keys } = await studioAccess(origin(port));
      const saves = saveContinuously(origin(port), keys);
      await until(saves.results, 12, (result) => result.status === 201);

      await cluster.stop();
      const [clientId = "", key = ""] = [...keys][0] ?? [];
      const refused = await saveReview(origin(port), clientId, key, "while-down");
      expect(refused).toMatchObject({
        status: 503,
        retryAfter: "5",
        error: "The studio's store cannot be reached just now. Try again in a moment.",
      });
      expect((await fetch(`${origin(port)}/`)).status, "pages still come from the server").toBe(200);

      await cluster.start();
      const answeredBefore = saves.results.length;
      await expect
        .poll(() => saves.results.slice(answeredBefore).filter((result) => result.status === 201).length, {
          timeout: 30_000,
        })
        .toBeGreaterThanOrEqual(12);
      const results = await saves.stop();
      expect(server.exitCode, "the server kept running").toBeNull();
      expect(results.filter((result) => result.status !== 503 && failedOnTheServer(result))).toEqual([]);
      await expectAcknowledgedSavesKept(origin(port), cookie, results);
    } finally {
      if (server) await stopServer(server);
      await cluster.remove();
    }
  });
});
