import "server-only";
import { reviewClientById, reviewClients } from "@/src/content/review-clients";
import { studioNotesFor } from "@/src/content/review-posts";
import { database } from "@/src/db/client";
import { reviewLinkSecret } from "@/src/features/review/server/review-api";
import { exportRows, rowsToCsv } from "@/src/features/review/server/review-export";
import { reviewLinkPath } from "@/src/features/review/server/review-links";
import { listReviews, loadReview, reviewHistory } from "@/src/features/review/server/review-store";
import { unreadByClient } from "@/src/features/rounds/server/reads";
import { answer } from "@/src/lib/server/answer";
import { readJsonBody } from "@/src/lib/server/json-body";
import { forbidden, isSameOrigin } from "@/src/lib/server/same-origin";
import { sessionStatusSchema, signInSchema, studioOverviewSchema, studioReviewSchema } from "../api";
import { studioPassword } from "./password";
import { endAllSessions, isSignedIn, passwordMatches, signInAddress, startSession, studioSession } from "./session";
import { claimSignInAttempt, clearSignInFailures } from "./sign-in-throttle";

const noStore = { "Cache-Control": "no-store" };
const unauthorized = () => Response.json({ error: "Sign in to the studio first." }, { status: 401, headers: noStore });

/** GET /api/studio/session: whether the inbox is enabled, and whether this browser is signed in. */
export async function sessionStatus(request: Request): Promise<Response> {
  const enabled = studioPassword() !== null;
  const signedIn = enabled && (await isSignedIn(await database(), request));
  return answer(sessionStatusSchema, { enabled, signedIn }, { headers: noStore });
}

/**
 * POST /api/studio/session: signs in with STUDIO_PASSWORD. Each address gets a few tries, then
 * has to wait longer after each wrong password (sign-in-throttle.ts); no other address is slowed.
 */
export async function signIn(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return forbidden("Sign in from the studio page.");
  const expected = studioPassword();
  if (!expected) return Response.json({ error: "The studio inbox is not enabled." }, { status: 503 });
  const address = signInAddress(request);
  if (!address) {
    return Response.json(
      { error: "The server cannot tell where this sign-in comes from. Try again in a moment." },
      { status: 503, headers: { "Retry-After": "1" } },
    );
  }
  // A body that carries no password is refused as such; only a password to compare counts as a try.
  const body = await readJsonBody(request, signInSchema, 1024);
  if (!body.ok) return body.response;
  const db = await database();
  const attempt = await claimSignInAttempt(db, address);
  if (!attempt.allowed) {
    return Response.json(
      { error: `Too many wrong passwords. Try again in ${attempt.waitSeconds} seconds.` },
      { status: 429, headers: { "Retry-After": String(attempt.waitSeconds) } },
    );
  }
  if (!passwordMatches(body.data.password, expected)) {
    return Response.json({ error: "That password is not right." }, { status: 401 });
  }
  await clearSignInFailures(db, address);
  await startSession(db, request);
  return new Response(null, { status: 204 });
}

/** DELETE /api/studio/session: signs this browser out. */
export async function signOut(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return forbidden("Sign out from the studio page.");
  const session = await studioSession(await database(), request);
  session.destroy();
  return new Response(null, { status: 204 });
}

/** DELETE /api/studio/sessions: ends every studio session, this browser's and all others (signed in only). */
export async function signOutEverywhere(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return forbidden("Sign out from the studio page.");
  const db = await database();
  if (!(await isSignedIn(db, request))) return unauthorized();
  await endAllSessions(db);
  (await studioSession(db, request)).destroy();
  return new Response(null, { status: 204 });
}

const notesOn = (clientId: string) => (post: number) =>
  studioNotesFor(clientId).filter((note) => note.post === post).length;

/** GET /api/studio/reviews: every client with their review link, progress and last save. */
export async function studioOverview(request: Request): Promise<Response> {
  const db = await database();
  if (!(await isSignedIn(db, request))) return unauthorized();
  const [saved, secret, unread] = await Promise.all([listReviews(db), reviewLinkSecret(), unreadByClient(db)]);
  const clients = reviewClients.map((client) => {
    const review = saved.get(client.id);
    const decisions = Object.values(review?.review.decisions ?? {});
    return {
      id: client.id,
      name: client.name,
      link: reviewLinkPath(secret, client.id),
      savedAt: review?.savedAt ?? null,
      version: review?.version ?? 0,
      approved: decisions.filter((decision) => decision === "approved").length,
      replacements: decisions.filter((decision) => decision === "replace").length,
      comments: Object.values(review?.review.comments ?? {}).reduce((sum, list) => sum + list.length, 0),
      unread: unread.get(client.id) ?? 0,
    };
  });
  return answer(studioOverviewSchema, { clients }, { headers: noStore });
}

/** GET /api/studio/reviews/{clientId}: one client's saved review and its history. */
export async function studioReview(request: Request, clientId: string): Promise<Response> {
  const db = await database();
  if (!(await isSignedIn(db, request))) return unauthorized();
  const client = reviewClientById(clientId);
  if (!client) return Response.json({ error: "Unknown client" }, { status: 404 });
  const [saved, history] = await Promise.all([loadReview(db, clientId), reviewHistory(db, clientId)]);
  return answer(
    studioReviewSchema,
    { client: { id: client.id, name: client.name }, saved, history },
    { headers: noStore },
  );
}

/** GET /api/studio/reviews/{clientId}/export?format=json|csv: the saved review as a download. */
export async function exportStudioReview(request: Request, clientId: string): Promise<Response> {
  const db = await database();
  if (!(await isSignedIn(db, request))) return unauthorized();
  const client = reviewClientById(clientId);
  if (!client) return Response.json({ error: "Unknown client" }, { status: 404 });
  const saved = await loadReview(db, clientId);
  if (!saved) return Response.json({ error: "This client has not saved a review yet." }, { status: 404 });
  const rows = exportRows(saved.review, notesOn(clientId));
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "json";
  const fileName = `${clientId}-review-v${saved.version}.${format}`;
  const headers = { ...noStore, "Content-Disposition": `attachment; filename="${fileName}"` };
  if (format === "csv")
    return new Response(rowsToCsv(rows), { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
  return Response.json(
    { client: { id: client.id, name: client.name }, savedAt: saved.savedAt, version: saved.version, rows },
    { headers },
  );
}
