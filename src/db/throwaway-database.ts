import { Pool } from "pg";

/**
 * A database of its own on the server of `serverUrl` (a postgres:// URL), for a test that must not
 * share DATABASE_URL's database with the end-to-end suite's server: its URL, and how to drop it.
 */
export async function throwawayDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `site_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw new Error(`Tests create throwaway databases on DATABASE_URL's server; that failed: ${String(error)}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // Postgres waits up to 5 s for connections still closing (a pool just ended, a server just
      // stopped) before refusing a plain drop; only then are stragglers terminated. Terminating them
      // first would reach clients that are still ending, as an error nobody listens for any more.
      try {
        await admin.query(`drop database if exists ${name}`);
      } catch {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
