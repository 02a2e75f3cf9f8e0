import type { Review } from "@/src/model/review";

/** What this browser keeps of a client's review: the review, when it last changed here, and whether the studio has it. */
export type StoredReview = { review: Review; updatedAt: string; unsent: boolean };

export type ServerReview = { review: Review; savedAt: string };

/**
 * Which review to show when the review link is opened (the store issue): work in this browser that
 * the studio has not received and that is newer than the saved review wins, and stays marked
 * unsent; otherwise the saved review is shown; otherwise whatever this browser has.
 */
export function mergeWithSaved(local: StoredReview | null, saved: ServerReview | null): StoredReview | null {
  if (local?.unsent && (!saved || local.updatedAt > saved.savedAt)) return local;
  if (saved) return { review: saved.review, updatedAt: saved.savedAt, unsent: false };
  return local;
}
