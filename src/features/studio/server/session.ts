import "server-only";
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import type { Database } from "@/src/db/client";
import { secrets } from "@/src/db/schema";
import { siteSecret } from "@/src/db/secrets";
import { clientAddress, throttleKey } from "@/src/lib/server/client-address";
import { trustedProxies } from "@/src/lib/server/configuration";
import { peerAddress } from "@/src/lib/server/node-server";
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from "../constants";
import { studioPassword } from "./password";
import { sessionVerdict, type StudioSession } from "./session-rules";

async function sessionOptions(db: Database, request: Request): Promise<SessionOptions> {
  return {
    // iron-session seals the cookie (encrypted and signed); a forged or altered one is ignored.
    password: await siteSecret(db, "session", process.env.SESSION_SECRET),
    cookieName: SESSION_COOKIE,
    ttl: SESSION_LIFETIME_MS / 1000,
    cookieOptions: {
      httpOnly: true,
      sameSite: "strict",
      path: "/",
      secure: new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https",
      maxAge: SESSION_LIFETIME_MS / 1000,
    },
  };
}

export async function studioSession(db: Database, request: Request) {
  return getIronSession<StudioSession>(await cookies(), await sessionOptions(db, request));
}

/** Every session records the epoch it began in; a session from another epoch has ended. */
const EPOCH = "session-epoch";

async function sessionEpoch(db: Database): Promise<string> {
  const read = async () =>
    (await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, EPOCH)))[0]?.value;
  const current = await read();
  if (current) return current;
  await db.insert(secrets).values({ name: EPOCH, value: newEpoch() }).onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error("Could not keep the session epoch");
  return made;
}

const newEpoch = () => randomBytes(18).toString("base64url");

/** Ends every studio session, on every browser and every instance of the site. */
export async function endAllSessions(db: Database): Promise<void> {
  const value = newEpoch();
  await db.insert(secrets).values({ name: EPOCH, value }).onConflictDoUpdate({ target: secrets.name, set: { value } });
}

/**
 * Whether the request carries a live studio session (and the inbox is enabled). A session that
 * has ended (its lifetime, its idle time, or its epoch) is cleared from the browser; a live one
 * has its idle clock written back now and then.
 */
export async function isSignedIn(db: Database, request: Request, now = new Date()): Promise<boolean> {
  if (!studioPassword()) return false;
  const [session, epoch] = await Promise.all([studioSession(db, request), sessionEpoch(db)]);
  const verdict = sessionVerdict(session, epoch, now);
  if (verdict === "ended") session.destroy();
  if (verdict === "refresh") {
    session.seen = now.toISOString();
    await session.save();
  }
  return verdict === "signed-in" || verdict === "refresh";
}

/** Starts a session for this browser, in the current epoch. */
export async function startSession(db: Database, request: Request, now = new Date()): Promise<void> {
  const [session, epoch] = await Promise.all([studioSession(db, request), sessionEpoch(db)]);
  session.signedIn = true;
  session.since = now.toISOString();
  session.seen = now.toISOString();
  session.epoch = epoch;
  await session.save();
}

/**
 * Ends every session when STUDIO_PASSWORD is not the one they were started with. Run at start-up
 * (the environment changes only with a restart): the database keeps a salted scrypt hash of the
 * password the current epoch began with, never the password.
 */
export async function endSessionsIfPasswordChanged(db: Database): Promise<boolean> {
  const password = studioPassword() ?? "";
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, "studio-password-hash"));
  const [salt, hash] = row?.value.split(":") ?? [];
  if (salt && hash) {
    const stored = Buffer.from(hash, "base64url");
    const given = await passwordHash(password, salt);
    if (stored.length === given.length && timingSafeEqual(stored, given)) return false;
  }
  const freshSalt = randomBytes(16).toString("base64url");
  const value = `${freshSalt}:${(await passwordHash(password, freshSalt)).toString("base64url")}`;
  await db
    .insert(secrets)
    .values({ name: "studio-password-hash", value })
    .onConflictDoUpdate({ target: secrets.name, set: { value } });
  await endAllSessions(db);
  return true;
}

const passwordHash = (password: string, salt: string) => promisify(scrypt)(password, salt, 32) as Promise<Buffer>;

/** Constant-time comparison of a typed password with STUDIO_PASSWORD. */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * What this request's wrong passwords are counted against: its client's address (see
 * clientAddress for TRUST_PROXY), or null when it cannot be told.
 */
export function signInAddress(request: Request): string | null {
  const address = clientAddress({
    peer: peerAddress(request),
    forwardedFor: request.headers.get("x-forwarded-for"),
    proxies: trustedProxies(process.env.TRUST_PROXY),
  });
  return address && throttleKey(address);
}
