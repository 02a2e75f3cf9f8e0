import { join } from "node:path";
import type { Database } from "./client";
import * as schema from "./schema";

const MIGRATIONS = join(process.cwd(), "src/db/migrations");

/**
 * A migrated, empty database for a test file: an in-memory PGlite, or the Postgres server of
 * DATABASE_URL when it is set (CI runs both), with every table emptied first.
 */
export async function testDatabase(kind: "pglite" | "postgres"): Promise<{ db: Database; close: () => Promise<void> }> {
  if (kind === "postgres") {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    await pool.query("truncate reviews, review_versions, published_waypoints, secrets, sign_in_failures");
    return { db, close: () => pool.end() };
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
