import * as v from "valibot";
import { readStored } from "@/src/lib/storage";
import { reviewSchema } from "@/src/model/review";
import { REVIEW_STORAGE_ERROR, reviewStorageKey } from "./constants";
import type { ServerReview, StoredReview } from "./review-sync";

/*
 * Reading this browser's review and talking to the store. Loaded once the page is interactive
 * (it brings valibot), never on first paint.
 */

const storedReviewSchema = v.object({
  review: reviewSchema,
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  unsent: v.boolean(),
});

/** The review this browser kept for the client; bad data is logged and cleared. */
export function loadStoredReview(clientId: string): StoredReview | null {
  return readStored("local", reviewStorageKey(clientId), storedReviewSchema, REVIEW_STORAGE_ERROR);
}

const savedAnswerSchema = v.object({
  review: v.nullable(reviewSchema),
  savedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});

/** How long a call to the store may take before the browser copy carries on alone. */
const STORE_TIMEOUT_MS = 8000;

const reviewUrl = (clientId: string, key: string) =>
  `/api/reviews/${encodeURIComponent(clientId)}?key=${encodeURIComponent(key)}`;

/** The review saved through this link: "forbidden" when the link is not valid, "unreachable" when the store cannot answer. */
export async function fetchSavedReview(
  clientId: string,
  key: string,
): Promise<{ status: "ok"; saved: ServerReview | null } | { status: "forbidden" | "unreachable" }> {
  try {
    const response = await fetch(reviewUrl(clientId, key), { signal: AbortSignal.timeout(STORE_TIMEOUT_MS) });
    if (response.status === 403 || response.status === 404) return { status: "forbidden" };
    if (!response.ok) return { status: "unreachable" };
    const answer = v.parse(savedAnswerSchema, await response.json());
    return {
      status: "ok",
      saved: answer.review && answer.savedAt ? { review: answer.review, savedAt: answer.savedAt } : null,
    };
  } catch {
    return { status: "unreachable" };
  }
}

/** Sends the whole review to the studio. */
export async function sendReview(
  clientId: string,
  key: string,
  review: unknown,
): Promise<"sent" | "forbidden" | "failed"> {
  try {
    const response = await fetch(reviewUrl(clientId, key), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(review),
      signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
    });
    if (response.status === 403) return "forbidden";
    return response.ok ? "sent" : "failed";
  } catch {
    return "failed";
  }
}
