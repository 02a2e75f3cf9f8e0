import { readStored } from "@/src/lib/storage";
import { reviewSchema, type Review } from "@/src/model/review";
import { REVIEW_STORAGE_ERROR, reviewStorageKey } from "./constants";

/**
 * The review this browser kept for the client, validated with the shared schema; bad data is
 * logged and cleared. Loaded after the page is interactive (it brings valibot).
 */
export function loadStoredReview(clientId: string): Review | null {
  return readStored("local", reviewStorageKey(clientId), reviewSchema, REVIEW_STORAGE_ERROR);
}
