import * as v from "valibot";
import { readStored } from "@/src/lib/storage";
import { reviewSchema, reviewVersionSchema, type Review } from "@/src/model/review";
import { roundSummarySchema, type RoundSummary } from "@/src/model/round";
import { REVIEW_STORAGE_ERROR, reviewStorageKey } from "./constants";
import { emptyReview } from "./review-merge";
import type { SavedVersion, StoredReview } from "./review-sync";

/*
 * Reading this browser's review and talking to the store. Loaded once the page is interactive
 * (it brings valibot), never on first paint.
 */

const storedReviewSchema = v.union([
  v.object({ review: reviewSchema, baseVersion: reviewVersionSchema, baseReview: reviewSchema }),
  // Kept before saves named their version ({ review, updatedAt, unsent }): its base is unknown, so
  // the review is merged onto the saved one as new work, which deletes nothing.
  v.pipe(
    v.object({ review: reviewSchema, updatedAt: v.pipe(v.string(), v.isoTimestamp()), unsent: v.boolean() }),
    v.transform(({ review }): StoredReview => ({ review, baseVersion: 0, baseReview: emptyReview })),
  ),
]);

/**
 * The review this browser kept for the client's demo set (`reviewKey` = the client's id) or one of
 * their rounds (`{clientId}/round-{n}`); bad data is logged and cleared.
 */
export function loadStoredReview(reviewKey: string): StoredReview | null {
  return readStored("local", reviewStorageKey(reviewKey), storedReviewSchema, REVIEW_STORAGE_ERROR);
}

const savedAnswerSchema = v.object({ review: v.nullable(reviewSchema), version: reviewVersionSchema });

const saveAnswerSchema = v.object({ review: reviewSchema, version: reviewVersionSchema, merged: v.boolean() });

export type SaveAnswer = { status: "sent"; saved: SavedVersion; merged: boolean } | { status: "forbidden" | "failed" };

/** How long a call to the store may take before the browser copy carries on alone. */
const STORE_TIMEOUT_MS = 8000;

const reviewUrl = (clientId: string, key: string, round: number | null = null) =>
  `/api/reviews/${encodeURIComponent(clientId)}${round === null ? "" : `/rounds/${round}`}?key=${encodeURIComponent(key)}`;

const currentRoundSchema = v.object({
  round: v.nullable(roundSummarySchema),
  saved: v.nullable(v.object({ review: reviewSchema, version: reviewVersionSchema })),
});

/**
 * The round the studio published for this link, with its saved review: `round: null` when there is
 * none (the page shows the generated posts).
 */
export async function fetchCurrentRound(
  clientId: string,
  key: string,
): Promise<
  { status: "ok"; round: RoundSummary | null; saved: SavedVersion } | { status: "forbidden" | "unreachable" }
> {
  try {
    const response = await fetch(`/api/reviews/${encodeURIComponent(clientId)}/round?key=${encodeURIComponent(key)}`, {
      signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
    });
    if (response.status === 403 || response.status === 404) return { status: "forbidden" };
    if (!response.ok) return { status: "unreachable" };
    const answer = v.parse(currentRoundSchema, await response.json());
    return { status: "ok", round: answer.round, saved: answer.saved ?? { review: emptyReview, version: 0 } };
  } catch {
    return { status: "unreachable" };
  }
}

/** The review saved through this link: "forbidden" when the link is not valid, "unreachable" when the store cannot answer. */
export async function fetchSavedReview(
  clientId: string,
  key: string,
): Promise<{ status: "ok"; saved: SavedVersion } | { status: "forbidden" | "unreachable" }> {
  try {
    const response = await fetch(reviewUrl(clientId, key), { signal: AbortSignal.timeout(STORE_TIMEOUT_MS) });
    if (response.status === 403 || response.status === 404) return { status: "forbidden" };
    if (!response.ok) return { status: "unreachable" };
    const answer = v.parse(savedAnswerSchema, await response.json());
    return { status: "ok", saved: { review: answer.review ?? emptyReview, version: answer.version } };
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
  try {
    const response = await fetch(reviewUrl(clientId, key, round), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ baseVersion, review }),
      signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
    });
    if (response.status === 403) return { status: "forbidden" };
    if (!response.ok) return { status: "failed" };
    const answer = v.parse(saveAnswerSchema, await response.json());
    return { status: "sent", saved: { review: answer.review, version: answer.version }, merged: answer.merged };
  } catch {
    return { status: "failed" };
  }
}
