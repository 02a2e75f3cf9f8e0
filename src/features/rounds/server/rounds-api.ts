import "server-only";
import { randomBytes } from "node:crypto";
import * as v from "valibot";
import { reviewClients } from "@/src/content/review-clients";
import { database, type Database } from "@/src/db/client";
import { notifyStudio } from "@/src/features/mail/server/outbox";
import { currentRoundAnswerSchema, reviewSaveAnswerSchema } from "@/src/features/review/api";
import { reviewLinkSecret, savesPerMinute } from "@/src/features/review/server/review-api";
import { isReviewKey } from "@/src/features/review/server/review-links";
import {
  countSave,
  loadReview,
  MergedReviewTooLargeError,
  saveReview,
} from "@/src/features/review/server/review-store";
import { isSignedIn } from "@/src/features/studio/server/session";
import { text } from "@/src/lib/schema";
import { answer } from "@/src/lib/server/answer";
import { readJsonBody } from "@/src/lib/server/json-body";
import { forbidden, isSameOrigin } from "@/src/lib/server/same-origin";
import { postIdSchema, reviewSaveSchema, type Annotation, type Review } from "@/src/model/review";
import { reviewKeyOf, ROUND_POST_ID } from "@/src/model/review-keys";
import {
  newPostAnswerSchema,
  pictureAnswerSchema,
  pinAnswerSchema,
  roundsAnswerSchema,
  startRoundAnswerSchema,
} from "../api";
import { UPLOAD_ERRORS } from "../constants";
import { prepareImage, UploadRefused } from "./images";
import { markClientRead, markReviewRead } from "./reads";
import {
  addPost,
  clientRounds,
  currentRound,
  draftRound,
  editPost,
  imageVariant,
  publishRound,
  removePost,
  reorderPosts,
  replacePicture,
  roundById,
  RoundConflict,
} from "./round-store";
import { postDetailsSchema, readUpload } from "./upload";

const noStore = { "Cache-Control": "no-store" };
const error = (status: number, message: string) => Response.json({ error: message }, { status, headers: noStore });
const knownClient = (clientId: string) => reviewClients.find((client) => client.id === clientId) ?? null;

/**
 * The studio's side: signed in, and for every change from the studio's own pages. The database
 * when allowed, or the answer to give.
 */
async function studio(request: Request, changes: boolean): Promise<{ db: Database } | { response: Response }> {
  if (changes && !isSameOrigin(request)) return { response: forbidden("Rounds are changed from the studio page.") };
  const db = await database();
  if (!(await isSignedIn(db, request))) return { response: error(401, "Sign in to the studio first.") };
  return { db };
}

function conflictOr(caught: unknown): Response {
  if (caught instanceof RoundConflict) return error(409, caught.message);
  if (caught instanceof UploadRefused) return error(caught.status, caught.message);
  throw caught;
}

const roundIdOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** A round of the studio's, by the id in the URL: the round, or the answer to give. */
async function roundOf(db: Database, value: string) {
  const id = roundIdOf(value);
  const round = id === null ? null : await roundById(db, id);
  return round ?? null;
}

/** GET /api/studio/clients/{clientId}/rounds: every round of the client, newest first, with its review. */
export async function listClientRounds(request: Request, clientId: string): Promise<Response> {
  const access = await studio(request, false);
  if ("response" in access) return access.response;
  if (!knownClient(clientId)) return error(404, "Unknown client");
  const rounds = await clientRounds(access.db, clientId);
  const withReviews = await Promise.all(
    rounds.map(async (round) => ({
      ...round,
      saved: await loadReview(access.db, reviewKeyOf(clientId, round.number)),
    })),
  );
  return answer(roundsAnswerSchema, { rounds: withReviews }, { headers: noStore });
}

/** POST /api/studio/clients/{clientId}/rounds: the client's draft round (started when there is none). */
export async function startRound(request: Request, clientId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  if (!knownClient(clientId)) return error(404, "Unknown client");
  return answer(
    startRoundAnswerSchema,
    { roundId: await draftRound(access.db, clientId) },
    { status: 201, headers: noStore },
  );
}

/** POST /api/studio/rounds/{roundId}/posts (multipart: file, caption, plannedDate): a new post at the end. */
export async function uploadPost(request: Request, roundId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  const round = await roundOf(access.db, roundId);
  if (!round) return error(404, "This round does not exist.");
  const upload = await readUpload(request);
  if (!upload.ok) return upload.response;
  const details = v.safeParse(postDetailsSchema, upload.fields);
  if (!details.success) return error(422, "Give the post a caption of at most 2200 characters and a planned date.");
  if (!upload.file || upload.file.length === 0) return error(422, UPLOAD_ERRORS.noFile);
  try {
    const image = await prepareImage(upload.file);
    const postId = await addPost(access.db, round.id, { image, ...details.output });
    return answer(newPostAnswerSchema, { postId }, { status: 201, headers: noStore });
  } catch (caught) {
    return conflictOr(caught);
  }
}

/** PUT /api/studio/rounds/{roundId}/posts/{postId} `{ caption, plannedDate }`. */
export async function updatePost(request: Request, roundId: string, postId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  const round = await roundOf(access.db, roundId);
  if (!round || !ROUND_POST_ID.test(postId)) return error(404, "This post does not exist.");
  const body = await readJsonBody(request, postDetailsSchema, 8 * 1024);
  if (!body.ok) return body.response;
  try {
    await editPost(access.db, round.id, postId, body.data);
    return new Response(null, { status: 204 });
  } catch (caught) {
    return conflictOr(caught);
  }
}

/** DELETE /api/studio/rounds/{roundId}/posts/{postId}: removes a post from a draft. */
export async function deletePost(request: Request, roundId: string, postId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  const round = await roundOf(access.db, roundId);
  if (!round || !ROUND_POST_ID.test(postId)) return error(404, "This post does not exist.");
  try {
    await removePost(access.db, round.id, postId);
    return new Response(null, { status: 204 });
  } catch (caught) {
    return conflictOr(caught);
  }
}

/**
 * POST /api/studio/rounds/{roundId}/posts/{postId}/picture (multipart: file): a draft's picture
 * replaced, or a published post's next version.
 */
export async function uploadPicture(request: Request, roundId: string, postId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  const round = await roundOf(access.db, roundId);
  if (!round || !ROUND_POST_ID.test(postId)) return error(404, "This post does not exist.");
  const upload = await readUpload(request);
  if (!upload.ok) return upload.response;
  if (!upload.file || upload.file.length === 0) return error(422, UPLOAD_ERRORS.noFile);
  try {
    const version = await replacePicture(access.db, round.id, postId, await prepareImage(upload.file));
    return answer(pictureAnswerSchema, { version }, { status: 201, headers: noStore });
  } catch (caught) {
    return conflictOr(caught);
  }
}

const orderSchema = v.object({
  order: v.pipe(v.array(v.pipe(v.string(), v.regex(ROUND_POST_ID))), v.maxLength(100)),
});

/** PUT /api/studio/rounds/{roundId}/order `{ order: [postId…] }`. */
export async function orderPosts(request: Request, roundId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  const round = await roundOf(access.db, roundId);
  if (!round) return error(404, "This round does not exist.");
  const body = await readJsonBody(request, orderSchema, 8 * 1024);
  if (!body.ok) return body.response;
  try {
    await reorderPosts(access.db, round.id, body.data.order);
    return new Response(null, { status: 204 });
  } catch (caught) {
    return conflictOr(caught);
  }
}

/** POST /api/studio/rounds/{roundId}/publish: the client's link shows the round from now on. */
export async function publish(request: Request, roundId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  const round = await roundOf(access.db, roundId);
  if (!round) return error(404, "This round does not exist.");
  try {
    await publishRound(access.db, round.id);
    return new Response(null, { status: 204 });
  } catch (caught) {
    return conflictOr(caught);
  }
}

const pinChangeSchema = v.object({
  /** The round's number, or null for the generated demo set. */
  round: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  postKey: postIdSchema,
  pinId: text(100),
  change: v.variant("type", [
    v.object({ type: v.literal("reply"), text: text(2000) }),
    v.object({ type: v.literal("resolve"), resolved: v.boolean() }),
  ]),
});

const changedPin = (pin: Annotation, change: v.InferOutput<typeof pinChangeSchema>["change"], now: Date) =>
  change.type === "reply"
    ? {
        ...pin,
        replies: [
          ...(pin.replies ?? []),
          {
            id: `reply-${now.getTime().toString(36)}-${randomBytes(6).toString("base64url")}`,
            text: change.text,
            timestamp: now.toISOString(),
          },
        ],
      }
    : { ...pin, resolved: change.resolved };

/**
 * POST /api/studio/clients/{clientId}/pins `{ round, postKey, pinId, change }`: the studio replies
 * to a client's pin or resolves (reopens) it. The change is saved as a save from the studio's side
 * that started from the review as it is now: merged with the client's saves by review-merge.ts, so
 * neither side's work is erased. The answer is the saved review.
 */
export async function changePin(request: Request, clientId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  if (!knownClient(clientId)) return error(404, "Unknown client");
  const body = await readJsonBody(request, pinChangeSchema, 8 * 1024);
  if (!body.ok) return body.response;
  const { round, postKey, pinId, change } = body.data;
  const reviewKey = reviewKeyOf(clientId, round);
  const now = new Date();
  const saved = await loadReview(access.db, reviewKey);
  const pin = saved?.review.comments[postKey]?.find((entry) => entry.id === pinId);
  if (!saved || !pin) return error(404, "This pin is not in the client's saved review.");
  const review: Review = {
    ...saved.review,
    comments: {
      ...saved.review.comments,
      [postKey]: (saved.review.comments[postKey] ?? []).map((entry) =>
        entry.id === pinId ? changedPin(entry, change, now) : entry,
      ),
    },
  };
  try {
    const result = await saveReview(access.db, reviewKey, { baseVersion: saved.version, review }, now, (tx, version) =>
      markReviewRead(tx, reviewKey, version),
    );
    return answer(pinAnswerSchema, result, { status: 201, headers: noStore });
  } catch (caught) {
    if (caught instanceof MergedReviewTooLargeError) return error(422, caught.message);
    throw caught;
  }
}

/** POST /api/studio/clients/{clientId}/read: the studio opened the client's reviews. */
export async function markRead(request: Request, clientId: string): Promise<Response> {
  const access = await studio(request, true);
  if ("response" in access) return access.response;
  if (!knownClient(clientId)) return error(404, "Unknown client");
  await markClientRead(access.db, clientId);
  return new Response(null, { status: 204 });
}

/** A client's link, checked: the database, or the answer to give (404 unknown client, 403 not their key). */
async function clientLink(request: Request, clientId: string): Promise<{ db: Database } | { response: Response }> {
  if (!knownClient(clientId)) return { response: error(404, "Unknown client") };
  const key = new URL(request.url).searchParams.get("key");
  if (!isReviewKey(await reviewLinkSecret(), clientId, key)) {
    return { response: forbidden("This review link is not valid.") };
  }
  return { db: await database() };
}

/**
 * GET /api/reviews/{clientId}/round?key=…: the round the client's link shows (their latest
 * published one) and its saved review; `round: null` when none is published, and the page shows
 * the generated set. A draft is never in the answer.
 */
export async function getCurrentRound(request: Request, clientId: string): Promise<Response> {
  const link = await clientLink(request, clientId);
  if ("response" in link) return link.response;
  const round = await currentRound(link.db, clientId);
  const saved = round ? await loadReview(link.db, reviewKeyOf(clientId, round.number)) : null;
  return answer(currentRoundAnswerSchema, { round, saved }, { headers: noStore });
}

/**
 * POST /api/reviews/{clientId}/rounds/{number}?key=… `{ baseVersion, review }`: a save of the
 * round's review, under the same rules as the demo set's (merge, rate limit, limits), and the
 * studio's mail queued with it. Only the current round takes saves (409 otherwise: a newer round
 * was published since the page opened).
 */
export async function postRoundReview(request: Request, clientId: string, roundNumber: string): Promise<Response> {
  if (!isSameOrigin(request)) return forbidden("Reviews are saved from the review page.");
  const link = await clientLink(request, clientId);
  if ("response" in link) return link.response;
  const { db } = link;
  const round = await currentRound(db, clientId);
  if (!round || String(round.number) !== roundNumber) {
    return error(409, "A newer round of posts was published. Reload the page to review it.");
  }
  const body = await readJsonBody(request, reviewSaveSchema);
  if (!body.ok) return body.response;
  const limit = await countSave(db, clientId, savesPerMinute());
  if (!limit.allowed) {
    return Response.json(
      {
        error: `This review link has saved too often in the last minute. Try again in ${limit.retryAfterSeconds} seconds.`,
      },
      { status: 429, headers: { ...noStore, "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const reviewKey = reviewKeyOf(clientId, round.number);
  try {
    const saved = await saveReview(db, reviewKey, body.data, new Date(), (tx) => notifyStudio(tx, clientId, reviewKey));
    return answer(reviewSaveAnswerSchema, saved, { status: 201, headers: noStore });
  } catch (caught) {
    if (caught instanceof MergedReviewTooLargeError) return error(422, caught.message);
    throw caught;
  }
}

/**
 * GET /api/review-images/{hash}/{width}: a stored width of an uploaded picture. The hash (of the
 * stored WebP) is a capability: 256 bits nobody can guess, given only to those shown the round (the
 * studio, and the client's link once it is published), like a signed URL; so the bytes need no key,
 * can be cached by anyone for a year (a hash's content never changes), and are always served as
 * image/webp with nosniff, never as anything a browser would run.
 */
export async function serveImage(imageId: string, width: string): Promise<Response> {
  if (!/^[0-9a-f]{64}$/.test(imageId) || !/^[1-9]\d{0,4}$/.test(width)) return error(404, "No such picture.");
  const bytes = await imageVariant(await database(), imageId, Number(width));
  if (!bytes) return error(404, "No such picture.");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
