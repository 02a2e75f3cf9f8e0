import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { secrets } from "./schema";

/**
 * A secret from the environment when it is set there, otherwise one the site created for itself on
 * first use and keeps in its database (so it survives restarts, and every instance shares it).
 */
export async function siteSecret(db: Database, name: string, fromEnvironment: string | undefined): Promise<string> {
  const given = fromEnvironment?.trim();
  if (given) return given;
  await db
    .insert(secrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(secrets).where(eq(secrets.name, name));
  if (!row) throw new Error(`Could not keep the ${name} secret`);
  return row.value;
}
