import * as v from "valibot";
import { callApi } from "@/src/lib/api-client";
import { reviewSchema, reviewVersionSchema, savedReviewSchema, type Review, type ReviewSave } from "@/src/model/review";
import { roundSummarySchema, type RoundSummary } from "@/src/model/round";
import { LINK_MESSAGES } from "./constants";
import { emptyReview } from "./review-merge";
import type { SavedVersion } from "./review-sync";

/*
 * The review link's routes (app/api/reviews/[clientId]/…): their answers' shapes, which the handlers
 * (server/review-api.ts) build their answers with, and the calls the review page makes. A save's
 * body is `reviewSaveSchema` (src/model/review.ts, shared with the browser's stored copy). Loaded
 * once the page is interactive (it brings valibot), never on first paint.
 */

/** GET /api/reviews/{clientId}?key=…: the saved review and its version (null, 0 and null before the first save). */
export const savedReviewAnswerSchema = v.object({
  review: v.nullable(reviewSchema),
  version: reviewVersionSchema,
  savedAt: v.nullable(v.string()),
});

/**
 * POST /api/reviews/{clientId}?key=… (the demo set) and /api/reviews/{clientId}/rounds/{n}?key=…
 * (a published round): the review the store now holds, whether others' work was merged in, and the
 * round the link shows now when it is newer than the one saved (the save was kept all the same).
 */
export const reviewSaveAnswerSchema = v.object({
  ...savedReviewSchema.entries,
  merged: v.boolean(),
  newerRound: v.nullable(v.number()),
});

/**
 * GET /api/reviews/{clientId}/round?key=…: the round the studio published for this link (null when
 * none is: the page shows the generated posts) and that round's saved review.
 */
export const currentRoundAnswerSchema = v.object({
  round: v.nullable(roundSummarySchema),
  saved: v.nullable(savedReviewSchema),
});

/** The link does not open the review: the server's sentence says why (not valid, replaced, expired). */
type Forbidden = { status: "forbidden"; error: string };

type SaveAnswer =
  | { status: "sent"; saved: SavedVersion; merged: boolean; newerRound: number | null }
  | Forbidden
  | { status: "failed" };

const forbidden = (error: string | null): Forbidden => ({ status: "forbidden", error: error ?? LINK_MESSAGES.invalid });

/** How long a call to the store may take before the browser copy carries on alone. */
const STORE_TIMEOUT_MS = 8000;

/** The demo set's review (`round` null), or a round's: POST /api/reviews/{clientId}/rounds/{n}?key=…. */
const reviewUrl = (clientId: string, key: string, round: number | null = null) =>
  `/api/reviews/${encodeURIComponent(clientId)}${round === null ? "" : `/rounds/${round}`}?key=${encodeURIComponent(key)}`;

/** The round this link shows, with its saved review: "forbidden" when the link is not valid. */
export async function fetchCurrentRound(
  clientId: string,
  key: string,
): Promise<{ status: "ok"; round: RoundSummary | null; saved: SavedVersion } | Forbidden | { status: "unreachable" }> {
  const url = `/api/reviews/${encodeURIComponent(clientId)}/round?key=${encodeURIComponent(key)}`;
  try {
    const answer = await callApi(url, currentRoundAnswerSchema, { timeoutMs: STORE_TIMEOUT_MS });
    if (!answer.ok && (answer.status === 403 || answer.status === 404)) return forbidden(answer.error);
    if (!answer.ok) return { status: "unreachable" };
    const saved = answer.data.saved ?? { review: emptyReview, version: 0 };
    return { status: "ok", round: answer.data.round, saved: { review: saved.review, version: saved.version } };
  } catch {
    return { status: "unreachable" };
  }
}

/** The review saved through this link: "forbidden" when the link is not valid, "unreachable" when the store cannot answer. */
export async function fetchSavedReview(
  clientId: string,
  key: string,
): Promise<{ status: "ok"; saved: SavedVersion } | Forbidden | { status: "unreachable" }> {
  try {
    const answer = await callApi(reviewUrl(clientId, key), savedReviewAnswerSchema, { timeoutMs: STORE_TIMEOUT_MS });
    if (!answer.ok && (answer.status === 403 || answer.status === 404)) return forbidden(answer.error);
    if (!answer.ok) return { status: "unreachable" };
    return { status: "ok", saved: { review: answer.data.review ?? emptyReview, version: answer.data.version } };
  } catch {
    return { status: "unreachable" };
  }
}

/**
 * Sends this browser's review with the saved version it started from; the store merges it with
 * what others saved since and answers with the review it now holds.
 */
export async function sendReview(
  clientId: string,
  key: string,
  baseVersion: number,
  review: Review,
  round: number | null = null,
): Promise<SaveAnswer> {
  const body: ReviewSave = { baseVersion, review };
  try {
    const answer = await callApi(reviewUrl(clientId, key, round), reviewSaveAnswerSchema, {
      method: "POST",
      body,
      timeoutMs: STORE_TIMEOUT_MS,
    });
    if (!answer.ok) return answer.status === 403 ? forbidden(answer.error) : { status: "failed" };
    const { review: saved, version, merged, newerRound } = answer.data;
    return { status: "sent", saved: { review: saved, version }, merged, newerRound };
  } catch {
    return { status: "failed" };
  }
}
