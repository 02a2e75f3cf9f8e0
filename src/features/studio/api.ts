import * as v from "valibot";
import { callApi, callOrThrow, noContentSchema } from "@/src/lib/api-client";
import { text } from "@/src/lib/schema";
import { postIdSchema, reviewVersionSchema, savedReviewSchema } from "@/src/model/review";
import { roundSummarySchema } from "@/src/model/round";

/*
 * The studio's routes (app/api/studio, but for the round editor's, which are in
 * src/features/rounds/api.ts): every request and answer shape, which the handlers
 * (server/session-routes.ts, server/inbox-routes.ts) read and build their answers with, and the
 * calls the inbox makes. The inbox loads this module once it is interactive (it brings valibot).
 */

/** GET /api/studio/session: whether the inbox is enabled (STUDIO_PASSWORD is set), and this browser signed in. */
export const sessionStatusSchema = v.object({ enabled: v.boolean(), signedIn: v.boolean() });
export type SessionStatus = v.InferOutput<typeof sessionStatusSchema>;

/** POST /api/studio/session's body; it answers 204 when the password is right. */
export const signInSchema = v.object({ password: v.pipe(v.string(), v.maxLength(200)) });

const savedAtSchema = v.string();

/**
 * When a review link stops working: the moment (ISO), and the last day it works (`YYYY-MM-DD`, in the
 * studio's time zone), worked out by the server so every browser shows the same day.
 */
export const linkExpirySchema = v.object({ at: savedAtSchema, lastDay: v.string() });
export type LinkExpiry = v.InferOutput<typeof linkExpirySchema>;

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
  /** When the client's current link stops working, or null: never. */
  linkExpiry: v.nullable(linkExpirySchema),
});
export type ReviewOverview = v.InferOutput<typeof reviewOverviewSchema>;

/** Mail about clients' saves that could not be delivered after every attempt, newest first. */
export const undeliveredMailSchema = v.object({
  /** What the mail was about, as the studio reads it: a client's name, or an inquiry's subject. */
  about: v.string(),
  gaveUpAt: savedAtSchema,
  lastError: v.nullable(v.string()),
});

export type UndeliveredMail = v.InferOutput<typeof undeliveredMailSchema>;

/** GET /api/studio/reviews: every client's line, in the content's order, and mail the site could not deliver. */
export const studioOverviewSchema = v.object({
  clients: v.array(reviewOverviewSchema),
  /** Inquiries sent through the site that the studio has not opened. */
  unreadInquiries: v.number(),
  undeliveredMail: v.array(undeliveredMailSchema),
});

const historySchema = v.object({
  versions: v.array(v.object({ version: reviewVersionSchema, savedAt: savedAtSchema })),
  /** Where the next (older) page starts: pass it as `?before=`; null at the oldest. */
  next: v.nullable(reviewVersionSchema),
});

/**
 * GET /api/studio/reviews/{clientId}[?before=N]: the client's saved review (null before the first
 * save) and a page of its versions, newest first (older ones with `before`).
 */
export const studioReviewSchema = v.object({
  client: v.object({ id: v.string(), name: v.string() }),
  saved: v.nullable(savedReviewSchema),
  history: historySchema,
});
export type StudioReviewDetail = v.InferOutput<typeof studioReviewSchema>;

/** GET /api/studio/clients/{clientId}/rounds: every round, newest first, each with its saved review. */
export const roundsAnswerSchema = v.object({
  rounds: v.array(v.object({ ...roundSummarySchema.entries, saved: v.nullable(savedReviewSchema) })),
});
export type StudioRound = v.InferOutput<typeof roundsAnswerSchema>["rounds"][number];

/** POST /api/studio/clients/{clientId}/pins: the studio replies to a client's pin, or resolves (reopens) it. */
export const pinChangeSchema = v.object({
  /** The round's number, or null for the generated demo set. */
  round: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31 - 1))),
  postKey: postIdSchema,
  pinId: text(100),
  change: v.variant("type", [
    v.object({ type: v.literal("reply"), text: text(2000) }),
    v.object({ type: v.literal("resolve"), resolved: v.boolean() }),
  ]),
});
export type PinChange = v.InferInput<typeof pinChangeSchema>;

/** …its answer: the review as saved with the studio's change. */
export const pinAnswerSchema = savedReviewSchema;

/**
 * POST /api/studio/clients/{clientId}/link: a new review link for the client (the old one stops
 * working), valid through `expiresOn` (the end of that day, the studio's time) or with no end.
 */
export const rotateLinkSchema = v.object({
  expiresOn: v.nullable(v.pipe(v.string(), v.isoDate("must be a date (YYYY-MM-DD)"))),
});
/** …its answer: the new link and when it stops working. */
export const rotatedLinkSchema = v.object({ link: v.string(), expiry: v.nullable(linkExpirySchema) });

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

export function getStudioReview(clientId: string, before?: number) {
  const page = before === undefined ? "" : `?before=${before}`;
  return callApi(`/api/studio/reviews/${encodeURIComponent(clientId)}${page}`, studioReviewSchema);
}

const clientPath = (clientId: string) => `/api/studio/clients/${encodeURIComponent(clientId)}`;

export async function fetchRounds(clientId: string): Promise<StudioRound[]> {
  return (await callOrThrow(`${clientPath(clientId)}/rounds`, roundsAnswerSchema)).rounds;
}

export async function markRead(clientId: string): Promise<void> {
  await callOrThrow(`${clientPath(clientId)}/read`, noContentSchema, { method: "POST" });
}

export async function changePin(clientId: string, pin: PinChange) {
  await callOrThrow(`${clientPath(clientId)}/pins`, pinAnswerSchema, { method: "POST", body: pin });
}

export async function rotateLink(clientId: string, expiresOn: string | null) {
  const body: v.InferInput<typeof rotateLinkSchema> = { expiresOn };
  return callOrThrow(`${clientPath(clientId)}/link`, rotatedLinkSchema, { method: "POST", body });
}

/** GET /api/studio/reviews/{clientId}/export?format=…: the saved review as a download (a link, not a call). */
export function reviewExportUrl(clientId: string, format: "json" | "csv"): string {
  return `/api/studio/reviews/${encodeURIComponent(clientId)}/export?format=${format}`;
}
