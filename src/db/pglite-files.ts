import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

/** Where the embedded database keeps its files inside a data directory. */
export function pgliteDirectory(dataDirectory: string): string {
  return join(dataDirectory, "pglite");
}

/**
 * Postgres's initdb, run by PGlite the first time a data directory is used, leaves about half a
 * gigabyte of WebAssembly memory behind in the process that ran it. It runs in a short-lived child
 * process instead, which gives all of it back when it exits; the server then opens a ready database.
 * The end-to-end suite makes its servers' empty databases the same way (tests/e2e/support/server.ts).
 */
const CREATE_DATABASE = `
const { PGlite } = await import("@electric-sql/pglite");
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();
`;

/** Creates an empty embedded database in `directory`; rejects with the child's error (its stderr on it). */
export async function createPgliteFiles(directory: string): Promise<void> {
  mkdirSync(directory, { recursive: true });
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", CREATE_DATABASE, directory], {
    cwd: process.cwd(),
  });
}
