import "server-only";
import { reviewClientById } from "@/src/content/review-clients";
import { database } from "@/src/db/client";
import { siteSecret } from "@/src/db/secrets";
import { notifyStudio } from "@/src/features/mail/server/outbox";
import { answer } from "@/src/lib/server/answer";
import { readJsonBody } from "@/src/lib/server/json-body";
import { forbidden, isSameOrigin } from "@/src/lib/server/same-origin";
import { reviewSaveSchema } from "@/src/model/review";
import { reviewSaveAnswerSchema, savedReviewAnswerSchema } from "../api";
import { REVIEW_SAVES_PER_MINUTE } from "../constants";
import { isReviewKey } from "./review-links";
import { countSave, loadReview, MergedReviewTooLargeError, saveReview } from "./review-store";

const noStore = { "Cache-Control": "no-store" };

/** The site's review-link secret: REVIEW_LINK_SECRET, or one made once and kept in the database. */
export async function reviewLinkSecret(): Promise<string> {
  return siteSecret(await database(), "review-links", process.env.REVIEW_LINK_SECRET);
}

/** How many saves a review link may make in a minute: REVIEW_SAVES_PER_MINUTE, or the site's default. */
export function savesPerMinute(): number {
  const configured = Number(process.env.REVIEW_SAVES_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : REVIEW_SAVES_PER_MINUTE;
}

/**
 * GET /api/reviews/{clientId}?key=…: the client's saved review and its version (0 when none), for
 * their own link only.
 */
export async function getReview(request: Request, clientId: string): Promise<Response> {
  if (!reviewClientById(clientId)) return Response.json({ error: "Unknown client" }, { status: 404 });
  const key = new URL(request.url).searchParams.get("key");
  if (!isReviewKey(await reviewLinkSecret(), clientId, key)) return forbidden("This review link is not valid.");
  const saved = await loadReview(await database(), clientId);
  return answer(savedReviewAnswerSchema, saved ?? { review: null, version: 0, savedAt: null }, { headers: noStore });
}

/**
 * POST /api/reviews/{clientId}?key=… with `{ baseVersion, review }`: merges the browser's review
 * into the saved one (review-store.ts) and answers with the merged review and its version. Refused
 * before the body is read when the link is not theirs (403); refused with nothing stored when the
 * body is too large, not JSON or not a save (413, 415, 400, 422), when the link has saved too
 * often this minute (429, with Retry-After), or when the merged review would be too large (422).
 */
export async function postReview(request: Request, clientId: string): Promise<Response> {
  if (!isSameOrigin(request)) return forbidden("Reviews are saved from the review page.");
  if (!reviewClientById(clientId)) return Response.json({ error: "Unknown client" }, { status: 404 });
  const key = new URL(request.url).searchParams.get("key");
  if (!isReviewKey(await reviewLinkSecret(), clientId, key)) return forbidden("This review link is not valid.");
  const body = await readJsonBody(request, reviewSaveSchema);
  if (!body.ok) return body.response;
  const db = await database();
  // Saves are counted, not refusals: what grows the store is versions, and a body over 64 KB or
  // out of shape is refused above for the cost of reading it, as any request is.
  const limit = await countSave(db, clientId, savesPerMinute());
  if (!limit.allowed) {
    return Response.json(
      {
        error: `This review link has saved too often in the last minute. Try again in ${limit.retryAfterSeconds} seconds.`,
      },
      { status: 429, headers: { ...noStore, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  try {
    const saved = await saveReview(db, clientId, body.data, new Date(), (tx) => notifyStudio(tx, clientId, clientId));
    return answer(reviewSaveAnswerSchema, saved, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof MergedReviewTooLargeError) return Response.json({ error: error.message }, { status: 422 });
    throw error;
  }
}
