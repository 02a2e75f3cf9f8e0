import "server-only";
import { database } from "@/src/db/client";
import { answer } from "@/src/lib/server/answer";
import { readJson } from "@/src/lib/server/body";
import { noContent, refuse } from "@/src/lib/server/refusals";
import { isSameOrigin } from "@/src/lib/server/same-origin";
import { studioPassword } from "@/src/lib/server/studio-password";
import {
  endAllSessions,
  endSession,
  isSignedIn,
  passwordIsCurrent,
  passwordMatches,
  requireStudio,
  signInAddress,
  STALE_PASSWORD,
  startSession,
} from "@/src/lib/server/studio-session";
import { sessionStatusSchema, signInSchema } from "../api";
import { claimSignInAttempt, clearSignInFailures } from "./sign-in-throttle";

/* Signing in to the studio and out of it (docs/store.md#sessions). */

/** GET /api/studio/session: whether the inbox is enabled, and whether this browser is signed in. */
export async function sessionStatus(request: Request): Promise<Response> {
  const enabled = studioPassword() !== null;
  const signedIn = enabled && (await isSignedIn(await database(), request));
  return answer(sessionStatusSchema, { enabled, signedIn });
}

/**
 * POST /api/studio/session: signs in with STUDIO_PASSWORD. Each address gets a few tries, then
 * has to wait longer after each wrong password (sign-in-throttle.ts); no other address is slowed.
 */
export async function signIn(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return refuse(403, "Sign in from the studio page.");
  const expected = studioPassword();
  if (!expected) return refuse(503, "The studio inbox is not enabled.");
  const address = signInAddress(request);
  if (!address) {
    return refuse(503, "The server cannot tell where this sign-in comes from. Try again in a moment.", {
      "Retry-After": "1",
    });
  }
  // A body that carries no password is refused as such; only a password to compare counts as a try.
  const body = await readJson(request, signInSchema, 1024);
  if (!body.ok) return body.response;
  const db = await database();
  const attempt = await claimSignInAttempt(db, address);
  if (!attempt.allowed) {
    return refuse(429, `Too many wrong passwords. Try again in ${attempt.waitSeconds} seconds.`, {
      "Retry-After": String(attempt.waitSeconds),
    });
  }
  // A server still running with a password another has replaced lets nobody in with it.
  if (!(await passwordIsCurrent(db))) return refuse(503, STALE_PASSWORD);
  if (!passwordMatches(body.data.password, expected)) return refuse(401, "That password is not right.");
  await clearSignInFailures(db, address);
  await startSession(db, request);
  return noContent();
}

/** DELETE /api/studio/session: signs this browser out; its session ends on the server too. */
export async function signOut(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return refuse(403, "Sign out from the studio page.");
  await endSession(await database(), request);
  return noContent();
}

/** DELETE /api/studio/sessions: ends every studio session, this browser's and all others (signed in only). */
export async function signOutEverywhere(request: Request): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  await endAllSessions(access.db);
  await endSession(access.db, request);
  return noContent();
}
