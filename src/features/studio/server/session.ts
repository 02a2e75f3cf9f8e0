import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import type { Database } from "@/src/db/client";
import { siteSecret } from "@/src/db/secrets";
import { clientAddress, throttleKey } from "@/src/lib/server/client-address";
import { trustedProxies } from "@/src/lib/server/configuration";
import { peerAddress } from "@/src/lib/server/node-server";

export type StudioSession = { signedIn?: boolean; since?: string };

/** How long a sign-in lasts. */
const SESSION_SECONDS = 8 * 60 * 60;

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
