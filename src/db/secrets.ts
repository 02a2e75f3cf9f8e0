import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { secrets } from "./schema";

/** Secrets already read, per database: once made, a site secret never changes. */
const known = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * A secret from the environment when it is set there, otherwise one the site created for itself on
 * first use and keeps in its database (so it survives restarts, and every instance shares it). Read
 * from the database once per process: review links and sessions need it on every request.
 */
export function siteSecret(db: Database, name: string, fromEnvironment: string | undefined): Promise<string> {
  const given = fromEnvironment?.trim();
  if (given) return Promise.resolve(given);
  const cache = known.get(db) ?? new Map<string, Promise<string>>();
  known.set(db, cache);
  const cached = cache.get(name);
  if (cached) return cached;
  const reading = readOrMake(db, name).catch((error: unknown) => {
    cache.delete(name);
    throw error;
  });
  cache.set(name, reading);
  return reading;
}

async function readOrMake(db: Database, name: string): Promise<string> {
  const read = async () => (await db.select().from(secrets).where(eq(secrets.name, name)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(secrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error(`Could not keep the ${name} secret`);
  return made;
}
