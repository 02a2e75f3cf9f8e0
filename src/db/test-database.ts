import { join } from "node:path";
import type { Database } from "./client";
import * as schema from "./schema";

const MIGRATIONS = join(process.cwd(), "src/db/migrations");

/**
 * A migrated, empty database for a test file: an in-memory PGlite, or the Postgres server of
 * DATABASE_URL when it is set (CI runs both), in a throwaway database of its own.
 */
export async function testDatabase(kind: "pglite" | "postgres"): Promise<{ db: Database; close: () => Promise<void> }> {
  if (kind === "postgres") {
    const [{ Pool }, { drizzle }, { migrate }, { throwawayDatabase }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
      import("./throwaway-database"),
    ]);
    // A database of its own, dropped afterwards: the end-to-end suite's server uses DATABASE_URL's
    // database itself, and must not find what these tests published or saved.
    const { url, drop } = await throwawayDatabase(process.env.DATABASE_URL ?? "");
    const pool = new Pool({ connectionString: url, max: 4 });
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const close = async () => {
      await pool.end();
      await drop();
    };
    return { db, close };
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = new PGlite();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db, close: () => client.close() };
}

/** The databases the store's tests run against here: PGlite always, Postgres when DATABASE_URL is set. */
export const testDatabaseKinds: readonly ("pglite" | "postgres")[] = process.env.DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];
