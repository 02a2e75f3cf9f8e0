import * as v from "valibot";
import { readStored, removeStored, storedKeys } from "@/src/lib/storage";
import { reviewSchema, reviewVersionSchema } from "@/src/model/review";
import { clientOfReviewKey, roundOfReviewKey } from "@/src/model/review-keys";
import { REVIEW_STORAGE_ERROR, reviewStorageKey } from "./constants";
import { emptyReview } from "./review-merge";
import { hasUnsentChanges, type StoredReview } from "./review-sync";

/*
 * Reading this browser's review (the store's routes are in ./api.ts). Loaded once the page is
 * interactive (it brings valibot), never on first paint.
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

/**
 * Work this browser kept for the client's other reviews (the demo set, or a round other than
 * `shown`) that has not reached the studio: a round the studio replaced while it was being
 * reviewed. Each is sent to the review it was done on (docs/review.md#rounds).
 */
export function unsentElsewhere(
  clientId: string,
  shown: string,
): { reviewKey: string; round: number | null; stored: StoredReview }[] {
  const prefix = reviewStorageKey(clientId);
  return storedKeys("local", prefix).flatMap((key) => {
    const reviewKey = key.slice(prefix.length - clientId.length);
    if (reviewKey === shown || clientOfReviewKey(reviewKey) !== clientId) return [];
    const stored = loadStoredReview(reviewKey);
    return stored && hasUnsentChanges(stored) ? [{ reviewKey, round: roundOfReviewKey(reviewKey), stored }] : [];
  });
}

/** Forgets this browser's copy of a review once all of it reached the studio and the page shows another. */
export function forgetStoredReview(reviewKey: string): void {
  removeStored("local", reviewStorageKey(reviewKey));
}
