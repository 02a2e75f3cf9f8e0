// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { throwawayDatabase } from "./throwaway-database";

afterEach(async () => {
  const { closeDatabase } = await import("./client");
  await closeDatabase();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the site's database handle", () => {
  it("is one per process, even when its module is loaded again (a development reload, another bundle)", async () => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("DATA_DIR", mkdtempSync(join(tmpdir(), "site-client-")));
    const first = await (await import("./client")).database();
    await first.execute(sql`create table kept (id integer)`);
    vi.resetModules();
    const second = await (await import("./client")).database();
    expect(second).toBe(first);
  }, 60_000);
});

describe.runIf(process.env.DATABASE_URL)("the Postgres pool", () => {
  it("survives an idle connection dying (Postgres restarting), and connects again", async () => {
    const { url, drop } = await throwawayDatabase(process.env.DATABASE_URL ?? "");
    const admin = new Pool({ connectionString: url, max: 1 });
    try {
      vi.stubEnv("DATABASE_URL", url);
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const { database, closeDatabase } = await import("./client");
      const db = await database();
      await db.execute(sql`select 1`);
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      await vi.waitFor(() =>
        expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Postgres: an idle connection closed \(/)),
      );
      // A connection already handed out before its error arrived may still fail once; then it is replaced.
      await vi.waitFor(async () =>
        expect(await db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] }),
      );
      await closeDatabase();
    } finally {
      await admin.end();
      await drop();
    }
  }, 60_000);
});
