import "server-only";
import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { eq, lt, or } from "drizzle-orm";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { database, type Database } from "@/src/db/client";
import { secrets, studioSessions } from "@/src/db/schema";
import { siteSecret } from "@/src/db/secrets";
import { clientAddress, throttleKey } from "./client-address";
import { trustedProxies } from "./configuration";
import { peerAddress } from "./node-server";
import { refuse } from "./refusals";
import { isSameOrigin } from "./same-origin";
import { studioPassword } from "./studio-password";
import { SESSION_COOKIE, SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionVerdict } from "./studio-session-rules";

/*
 * The studio's sessions (docs/store.md#sessions). Each sign-in is a row in studio_sessions; the
 * cookie, sealed by iron-session, holds only a random id whose hash names the row. Signing out
 * deletes the row, so a copy of the cookie taken before stops working at once, on every instance.
 */

/** What the sealed cookie holds. */
type SessionCookie = { id?: string };

export const SIGN_IN_FIRST = "Sign in to the studio first.";
export const STALE_PASSWORD =
  "This server was started with an older studio password. Restart it with the current STUDIO_PASSWORD.";

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

async function sessionCookie(db: Database, request: Request) {
  return getIronSession<SessionCookie>(await cookies(), await sessionOptions(db, request));
}

const rowId = (id: string) => createHash("sha256").update(id).digest("base64url");

/* The password's record: a salted scrypt hash of the password the current sessions began under. */

const PASSWORD_HASH = "studio-password-hash";
const hash = (password: string, salt: string) => promisify(scrypt)(password, salt, 32) as Promise<Buffer>;
/** This process's password hashed with a stored salt: scrypt is slow on purpose, and the salt rarely changes. */
const hashed = new Map<string, Promise<Buffer>>();

function ownHash(password: string, salt: string): Promise<Buffer> {
  const key = `${salt}:${createHash("sha256").update(password).digest("base64url")}`;
  const known = hashed.get(key) ?? hash(password, salt);
  hashed.set(key, known);
  return known;
}

async function storedPasswordHash(db: Database): Promise<{ salt: string; hash: Buffer } | null> {
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, PASSWORD_HASH));
  const [salt, value] = row?.value.split(":") ?? [];
  return salt && value ? { salt, hash: Buffer.from(value, "base64url") } : null;
}

/**
 * Whether this server's STUDIO_PASSWORD is the one the site's sessions belong to now: the last
 * server started with a new password records it, and a server still running with the old one lets
 * nobody in (checked on every request, so a change takes effect on every instance at once).
 */
export async function passwordIsCurrent(db: Database): Promise<boolean> {
  const password = studioPassword();
  if (!password) return false;
  const stored = await storedPasswordHash(db);
  if (!stored) return true;
  const mine = await ownHash(password, stored.salt);
  return mine.length === stored.hash.length && timingSafeEqual(mine, stored.hash);
}

/** Ends every studio session, on every browser and every instance of the site. */
export async function endAllSessions(db: Database): Promise<void> {
  await db.delete(studioSessions);
}

/**
 * Records this server's STUDIO_PASSWORD as the current one and ends every session, when it is not
 * the one recorded (run at start-up: the environment changes only with a restart). The database
 * keeps the salted hash, never the password.
 */
export async function endSessionsIfPasswordChanged(db: Database): Promise<boolean> {
  // A server with the inbox off has no password to record, and must not end the others' sessions.
  const password = studioPassword();
  if (password === null || ((await storedPasswordHash(db)) && (await passwordIsCurrent(db)))) return false;
  const salt = randomBytes(16).toString("base64url");
  const value = `${salt}:${(await ownHash(password, salt)).toString("base64url")}`;
  await db
    .insert(secrets)
    .values({ name: PASSWORD_HASH, value })
    .onConflictDoUpdate({ target: secrets.name, set: { value } });
  await endAllSessions(db);
  return true;
}

export type StudioState = "signed-in" | "signed-out" | "stale-password";

/**
 * Whether the request carries a live studio session (and the inbox is enabled). A session that has
 * ended (its lifetime or its idle time) is deleted and cleared from the browser; a live one has its
 * idle clock written back now and then.
 */
export async function studioState(db: Database, request: Request, now = new Date()): Promise<StudioState> {
  if (!studioPassword()) return "signed-out";
  const cookie = await sessionCookie(db, request);
  if (typeof cookie.id !== "string") return "signed-out";
  const idHash = rowId(cookie.id);
  const [[row], current] = await Promise.all([
    db.select().from(studioSessions).where(eq(studioSessions.idHash, idHash)),
    passwordIsCurrent(db),
  ]);
  if (!current) return "stale-password";
  if (!row) {
    cookie.destroy();
    return "signed-out";
  }
  const verdict = sessionVerdict(row, now);
  if (verdict === "ended") {
    await db.delete(studioSessions).where(eq(studioSessions.idHash, idHash));
    cookie.destroy();
    return "signed-out";
  }
  if (verdict === "refresh")
    await db.update(studioSessions).set({ seenAt: now }).where(eq(studioSessions.idHash, idHash));
  return "signed-in";
}

export async function isSignedIn(db: Database, request: Request, now = new Date()): Promise<boolean> {
  return (await studioState(db, request, now)) === "signed-in";
}

/**
 * The studio's guard for its routes: a live session, and for a change (`changes`) a request from
 * the site's own pages. The database when allowed, or the refusal to answer with.
 */
export async function requireStudio(
  request: Request,
  { changes }: { changes: boolean },
): Promise<{ db: Database } | Response> {
  if (changes && !isSameOrigin(request)) {
    return refuse(403, "Changes to the studio are made from the studio's own pages.");
  }
  const db = await database();
  const state = await studioState(db, request);
  if (state === "stale-password") return refuse(503, STALE_PASSWORD);
  if (state === "signed-out") return refuse(401, SIGN_IN_FIRST);
  return { db };
}

/** Starts a session for this browser (and forgets sessions that have ended). */
export async function startSession(db: Database, request: Request, now = new Date()): Promise<void> {
  const id = randomBytes(32).toString("base64url");
  await db
    .delete(studioSessions)
    .where(
      or(
        lt(studioSessions.startedAt, new Date(now.getTime() - SESSION_LIFETIME_MS)),
        lt(studioSessions.seenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  await db.insert(studioSessions).values({ idHash: rowId(id), startedAt: now, seenAt: now });
  const cookie = await sessionCookie(db, request);
  cookie.id = id;
  await cookie.save();
}

/** Ends this browser's session: its row goes, so any copy of the cookie is refused from now on. */
export async function endSession(db: Database, request: Request): Promise<void> {
  const cookie = await sessionCookie(db, request);
  if (typeof cookie.id === "string") await db.delete(studioSessions).where(eq(studioSessions.idHash, rowId(cookie.id)));
  cookie.destroy();
}

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
