import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import type { Database } from "@/src/db/client";
import { signInFailures } from "@/src/db/schema";
import { siteSecret } from "@/src/db/secrets";

export type StudioSession = { signedIn?: boolean; since?: string };

/** How long a sign-in lasts. */
const SESSION_SECONDS = 8 * 60 * 60;
/** Wrong passwords from one address before each further try has to wait. */
const FREE_ATTEMPTS = 3;
const MAX_WAIT_SECONDS = 15 * 60;

/** The studio password, or null when the inbox is not enabled (STUDIO_PASSWORD unset). */
export function studioPassword(): string | null {
  return process.env.STUDIO_PASSWORD?.trim() || null;
}

async function sessionOptions(db: Database, request: Request): Promise<SessionOptions> {
  return {
    // iron-session seals the cookie (encrypted and signed); a forged or altered one is ignored.
    password: await siteSecret(db, "session", process.env.SESSION_SECRET),
    cookieName: "studio_session",
    ttl: SESSION_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: "strict",
      path: "/",
      secure: new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https",
      maxAge: SESSION_SECONDS,
    },
  };
}

export async function studioSession(db: Database, request: Request) {
  return getIronSession<StudioSession>(await cookies(), await sessionOptions(db, request));
}

/** Whether the request carries a valid studio session (and the inbox is enabled). */
export async function isSignedIn(db: Database, request: Request): Promise<boolean> {
  if (!studioPassword()) return false;
  const session = await studioSession(db, request);
  return session.signedIn === true;
}

/** Constant-time comparison of a typed password with STUDIO_PASSWORD. */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The address a request came from, as the proxy in front reports it. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "local";
}

/**
 * Wrong passwords are counted per address and for everyone together ("*"): the address comes from
 * headers a client can set when no proxy overwrites them, so the shared count is what stops
 * someone who changes it on every try (they slow the form for everybody, never lock it).
 */
const EVERYONE = "*";
const EVERYONE_FREE_ATTEMPTS = 30;

/** Seconds to wait before this address may try again (0 when it may now), doubling after the free attempts. */
export async function signInWait(db: Database, address: string, now = new Date()): Promise<number> {
  const [own, everyone] = await Promise.all([
    bucketWait(db, address, FREE_ATTEMPTS, now),
    bucketWait(db, EVERYONE, EVERYONE_FREE_ATTEMPTS, now),
  ]);
  return Math.max(own, everyone);
}

async function bucketWait(db: Database, address: string, free: number, now: Date): Promise<number> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.address, address));
  if (!row || row.failures < free) return 0;
  const wait = Math.min(MAX_WAIT_SECONDS, 2 ** (row.failures - free) * 5);
  const elapsed = (now.getTime() - row.lastFailureAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(wait - elapsed));
}

export async function recordSignInFailure(db: Database, address: string, now = new Date()): Promise<void> {
  for (const bucket of new Set([address, EVERYONE])) {
    await db
      .insert(signInFailures)
      .values({ address: bucket, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: signInFailures.address,
        set: { failures: sql`${signInFailures.failures} + 1`, lastFailureAt: now },
      });
  }
}

export async function clearSignInFailures(db: Database, address: string): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.address, [address, EVERYONE]));
}
