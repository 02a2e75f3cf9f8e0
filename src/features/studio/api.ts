import * as v from "valibot";
import { callApi, noContentSchema } from "@/src/lib/api-client";
import { reviewSchema, reviewVersionSchema } from "@/src/model/review";

/*
 * The studio's routes (app/api/studio): their request and answer shapes, which the handlers
 * (server/studio-api.ts) read and build their answers with, and the calls the inbox and the tour's
 * publishing panel make. The inbox loads this module once it is interactive (it brings valibot).
 */

/** GET /api/studio/session: whether the inbox is enabled (STUDIO_PASSWORD is set), and this browser signed in. */
export const sessionStatusSchema = v.object({ enabled: v.boolean(), signedIn: v.boolean() });
export type SessionStatus = v.InferOutput<typeof sessionStatusSchema>;

/** POST /api/studio/session's body; it answers 204 when the password is right. */
export const signInSchema = v.object({ password: v.pipe(v.string(), v.maxLength(200)) });

const savedAtSchema = v.string();

/** One client's line in the inbox. */
export const reviewOverviewSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** The client's signed review link, a path on this site. */
  link: v.string(),
  savedAt: v.nullable(savedAtSchema),
  version: reviewVersionSchema,
  approved: v.number(),
  replacements: v.number(),
  comments: v.number(),
  /** The client's reviews (demo set, rounds) saved since the studio last opened them. */
  unread: v.number(),
});
export type ReviewOverview = v.InferOutput<typeof reviewOverviewSchema>;

/** GET /api/studio/reviews: every client's line, in the content's order. */
export const studioOverviewSchema = v.object({ clients: v.array(reviewOverviewSchema) });

/** GET /api/studio/reviews/{clientId}: the client's saved review (null before the first save) and its versions. */
export const studioReviewSchema = v.object({
  client: v.object({ id: v.string(), name: v.string() }),
  saved: v.nullable(v.object({ review: reviewSchema, savedAt: savedAtSchema, version: reviewVersionSchema })),
  history: v.array(v.object({ version: reviewVersionSchema, savedAt: savedAtSchema })),
});
export type StudioReviewDetail = v.InferOutput<typeof studioReviewSchema>;

export function getSessionStatus() {
  return callApi("/api/studio/session", sessionStatusSchema);
}

export function signIn(password: string) {
  const body: v.InferInput<typeof signInSchema> = { password };
  return callApi("/api/studio/session", noContentSchema, { method: "POST", body });
}

/** Signs this browser out, or with `everywhere` every browser signed in to the inbox. */
export function signOut(everywhere = false) {
  return callApi(everywhere ? "/api/studio/sessions" : "/api/studio/session", noContentSchema, { method: "DELETE" });
}

export function getStudioOverview() {
  return callApi("/api/studio/reviews", studioOverviewSchema);
}

export function getStudioReview(clientId: string) {
  return callApi(`/api/studio/reviews/${encodeURIComponent(clientId)}`, studioReviewSchema);
}

/** GET /api/studio/reviews/{clientId}/export?format=…: the saved review as a download (a link, not a call). */
export function reviewExportUrl(clientId: string, format: "json" | "csv"): string {
  return `/api/studio/reviews/${encodeURIComponent(clientId)}/export?format=${format}`;
}
