import "server-only";
import { reviewClientById } from "@/src/content/review-clients";
import { database, type Database } from "@/src/db/client";
import { notifyStudio } from "@/src/features/mail/server/outbox";
import { currentRound, latestRoundNumber, publishedRound } from "@/src/features/rounds/server/round-store";
import { answer } from "@/src/lib/server/answer";
import { readJson } from "@/src/lib/server/body";
import { positiveId } from "@/src/lib/server/params";
import { refuse } from "@/src/lib/server/refusals";
import { isSameOrigin } from "@/src/lib/server/same-origin";
import { reviewSaveSchema } from "@/src/model/review";
import { reviewKeyOf } from "@/src/model/review-keys";
import { currentRoundAnswerSchema, reviewSaveAnswerSchema, savedReviewAnswerSchema } from "../api";
import { REVIEW_SAVES_PER_MINUTE } from "../constants";
import { checkReviewKey, linkState, reviewLinkSecret } from "./review-links";
import { countSave, loadReview, MergedReviewTooLargeError, saveReview } from "./review-store";

/*
 * The client's review link (docs/review.md#review-links): the routes under /api/reviews/{clientId}
 * that read and save a client's review with their key, for the generated demo set and for the
 * rounds the studio published.
 */

/** How many saves a review link may make in a minute: REVIEW_SAVES_PER_MINUTE, or the site's default. */
export function savesPerMinute(): number {
  const configured = Number(process.env.REVIEW_SAVES_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : REVIEW_SAVES_PER_MINUTE;
}

/**
 * The guard of every review-link route: a known client (404) and their current, unexpired key (403,
 * saying whether the link is not valid, was replaced or has expired). Needs no body.
 */
async function requireReviewLink(request: Request, clientId: string): Promise<{ db: Database } | Response> {
  if (!reviewClientById(clientId)) return refuse(404, "Unknown client");
  const db = await database();
  const [secret, link] = await Promise.all([reviewLinkSecret(db), linkState(db, clientId)]);
  const key = new URL(request.url).searchParams.get("key");
  const verdict = checkReviewKey(secret, clientId, key, link, new Date());
  return verdict.valid ? { db } : refuse(403, verdict.error);
}

/** GET /api/reviews/{clientId}?key=…: the demo set's saved review and its version (0 when none). */
export async function getReview(request: Request, clientId: string): Promise<Response> {
  const link = await requireReviewLink(request, clientId);
  if (link instanceof Response) return link;
  const saved = await loadReview(link.db, clientId);
  return answer(savedReviewAnswerSchema, saved ?? { review: null, version: 0, savedAt: null });
}

/**
 * GET /api/reviews/{clientId}/round?key=…: the round the client's link shows (their latest
 * published one) and its saved review; `round: null` when none is published, and the page shows
 * the generated set. A draft is never in the answer.
 */
export async function getCurrentRound(request: Request, clientId: string): Promise<Response> {
  const link = await requireReviewLink(request, clientId);
  if (link instanceof Response) return link;
  const round = await currentRound(link.db, clientId);
  const saved = round ? await loadReview(link.db, reviewKeyOf(clientId, round.number)) : null;
  return answer(currentRoundAnswerSchema, { round, saved });
}

/** POST /api/reviews/{clientId}?key=… `{ baseVersion, review }`: a save of the demo set's review. */
export async function postReview(request: Request, clientId: string): Promise<Response> {
  return saveThroughLink(request, clientId, null);
}

/**
 * POST /api/reviews/{clientId}/rounds/{n}?key=… `{ baseVersion, review }`: a save of a published
 * round's review. An earlier round still takes saves: work done on it while the studio published
 * the next one reaches the studio on the round it was done on (the answer names the newer round).
 */
export async function postRoundReview(request: Request, clientId: string, roundNumber: string): Promise<Response> {
  const number = positiveId(roundNumber);
  if (number === null) return refuse(404, "This round does not exist.");
  return saveThroughLink(request, clientId, number);
}

/**
 * A save through the review link: refused before the body is read when it comes from elsewhere or
 * the link does not open the review (403), or the round is not published (404); refused with
 * nothing stored when the body is too large, not JSON or not a save (413, 415, 400, 422), when the
 * link has saved too often this minute (429, with Retry-After), or when the merged review would be
 * too large (422). The client's part is merged (review-store.ts) and the studio's mail queued with it.
 */
async function saveThroughLink(request: Request, clientId: string, roundNumber: number | null): Promise<Response> {
  if (!isSameOrigin(request)) return refuse(403, "Reviews are saved from the review page.");
  const link = await requireReviewLink(request, clientId);
  if (link instanceof Response) return link;
  const { db } = link;
  if (roundNumber !== null && !(await publishedRound(db, clientId, roundNumber))) {
    return refuse(404, "This round does not exist.");
  }
  const body = await readJson(request, reviewSaveSchema);
  if (!body.ok) return body.response;
  // Saves are counted, not refusals: what grows the store is versions, and a body over the limit or
  // out of shape is refused above for the cost of reading it, as any request is.
  const limit = await countSave(db, clientId, savesPerMinute());
  if (!limit.allowed) {
    return refuse(
      429,
      `This review link has saved too often in the last minute. Try again in ${limit.retryAfterSeconds} seconds.`,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }
  const key = reviewKeyOf(clientId, roundNumber);
  try {
    const saved = await saveReview(db, key, body.data, new Date(), (tx) => notifyStudio(tx, clientId, key));
    const latest = await latestRoundNumber(db, clientId);
    const newerRound = latest !== null && latest !== roundNumber ? latest : null;
    return answer(reviewSaveAnswerSchema, { ...saved, newerRound }, { status: 201 });
  } catch (error) {
    if (error instanceof MergedReviewTooLargeError) return refuse(422, error.message);
    throw error;
  }
}
