import type { Review } from "@/src/model/review";
import { mergeReviews, sameJson } from "./review-merge";

/**
 * What this browser keeps of a client's review: the review as shown here, and the saved version it
 * started from (its number and its content; 0 and an empty review when it started from nothing).
 * Whatever differs from that base has not reached the studio yet.
 */
export type StoredReview = { review: Review; baseVersion: number; baseReview: Review };

/** A version the store holds (version 0, with an empty review, when nothing was saved yet). */
export type SavedVersion = { review: Review; version: number };

/** Changes made in this browser that the studio does not have yet. */
export function hasUnsentChanges(stored: StoredReview): boolean {
  return !sameJson(stored.review, stored.baseReview);
}

/**
 * This browser's copy when the review link is opened and the store answers: work not sent yet is
 * merged onto the saved review from the version it started from (versions decide, never clocks),
 * and the copy now starts from the saved version. `merged` says whether the saved review brought
 * work from another browser into work of this one's.
 */
export function catchUp(local: StoredReview | null, saved: SavedVersion): { stored: StoredReview; merged: boolean } {
  const fromSaved = { baseVersion: saved.version, baseReview: saved.review };
  if (!local) return { stored: { review: saved.review, ...fromSaved }, merged: false };
  if (sameJson(local.baseReview, saved.review)) return { stored: { ...local, ...fromSaved }, merged: false };
  const review = mergeReviews(local.baseReview, saved.review, local.review);
  return {
    stored: { review, ...fromSaved },
    merged: hasUnsentChanges(local) && !sameJson(review, local.review),
  };
}
