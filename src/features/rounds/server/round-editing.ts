import "server-only";
import * as v from "valibot";
import { reviewClientById } from "@/src/content/review-clients";
import { answer } from "@/src/lib/server/answer";
import { readForm, readJson } from "@/src/lib/server/body";
import { positiveId } from "@/src/lib/server/params";
import { noContent, refuse } from "@/src/lib/server/refusals";
import { requireStudio } from "@/src/lib/server/studio-session";
import { ROUND_POST_ID } from "@/src/model/review-keys";
import {
  newPostAnswerSchema,
  orderSchema,
  pictureAnswerSchema,
  postDetailsSchema,
  startRoundAnswerSchema,
} from "../api";
import { MAX_UPLOAD_BYTES, UPLOAD_ERRORS } from "../constants";
import { prepareImage, UploadRefused } from "./images";
import {
  addPost,
  draftRound,
  editPost,
  publishRound,
  removePost,
  reorderPosts,
  replacePicture,
  roundById,
  RoundConflict,
} from "./round-store";

/*
 * The studio's round editing (docs/review.md#rounds): starting a draft, its posts and pictures,
 * their order, publishing. Every route is the studio's: a signed-in session, and a request from
 * the studio's own pages (requireStudio); ids in the URL that name nothing answer 404.
 */

/** Small JSON bodies: a caption and a date, or an order of at most 100 ids. */
const SMALL_BODY_BYTES = 8 * 1024;

const NO_ROUND = "This round does not exist.";
const NO_POST = "This post does not exist.";

function conflictOr(caught: unknown): Response {
  if (caught instanceof RoundConflict) return refuse(409, caught.message);
  if (caught instanceof UploadRefused) return refuse(caught.status, caught.message);
  throw caught;
}

/** The studio's access and the round the URL names (`postId` too, when given), or the refusal to answer. */
async function studioRound(request: Request, roundId: string, postId?: string) {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  const id = positiveId(roundId);
  const round = id === null ? null : await roundById(access.db, id);
  if (!round) return refuse(404, NO_ROUND);
  if (postId !== undefined && !ROUND_POST_ID.test(postId)) return refuse(404, NO_POST);
  return { db: access.db, round };
}

/** The picture of an upload, read (streamed, bounded) only after the studio's access was checked. */
async function readPicture(request: Request) {
  return readForm(request, { maxFileBytes: MAX_UPLOAD_BYTES, tooLarge: UPLOAD_ERRORS.tooLarge });
}

/** POST /api/studio/clients/{clientId}/rounds: the client's draft round (started when there is none). */
export async function startRound(request: Request, clientId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  if (!reviewClientById(clientId)) return refuse(404, "Unknown client");
  return answer(startRoundAnswerSchema, { roundId: await draftRound(access.db, clientId) }, { status: 201 });
}

/** POST /api/studio/rounds/{roundId}/posts (multipart: file, caption, plannedDate): a new post at the end. */
export async function uploadPost(request: Request, roundId: string): Promise<Response> {
  const target = await studioRound(request, roundId);
  if (target instanceof Response) return target;
  const form = await readPicture(request);
  if (!form.ok) return form.response;
  const details = v.safeParse(postDetailsSchema, form.data.fields);
  if (!details.success) return refuse(422, "Give the post a caption of at most 2200 characters and a planned date.");
  if (!form.data.file || form.data.file.length === 0) return refuse(422, UPLOAD_ERRORS.noFile);
  try {
    const image = await prepareImage(form.data.file);
    const postId = await addPost(target.db, target.round.id, { image, ...details.output });
    return answer(newPostAnswerSchema, { postId }, { status: 201 });
  } catch (caught) {
    return conflictOr(caught);
  }
}

/** PUT /api/studio/rounds/{roundId}/posts/{postId} `{ caption, plannedDate }`. */
export async function updatePost(request: Request, roundId: string, postId: string): Promise<Response> {
  const target = await studioRound(request, roundId, postId);
  if (target instanceof Response) return target;
  const body = await readJson(request, postDetailsSchema, SMALL_BODY_BYTES);
  if (!body.ok) return body.response;
  try {
    await editPost(target.db, target.round.id, postId, body.data);
    return noContent();
  } catch (caught) {
    return conflictOr(caught);
  }
}

/** DELETE /api/studio/rounds/{roundId}/posts/{postId}: removes a post from a draft. */
export async function deletePost(request: Request, roundId: string, postId: string): Promise<Response> {
  const target = await studioRound(request, roundId, postId);
  if (target instanceof Response) return target;
  try {
    await removePost(target.db, target.round.id, postId);
    return noContent();
  } catch (caught) {
    return conflictOr(caught);
  }
}

/**
 * POST /api/studio/rounds/{roundId}/posts/{postId}/picture (multipart: file): a draft's picture
 * replaced, or a published post's next version.
 */
export async function uploadPicture(request: Request, roundId: string, postId: string): Promise<Response> {
  const target = await studioRound(request, roundId, postId);
  if (target instanceof Response) return target;
  const form = await readPicture(request);
  if (!form.ok) return form.response;
  if (!form.data.file || form.data.file.length === 0) return refuse(422, UPLOAD_ERRORS.noFile);
  try {
    const version = await replacePicture(target.db, target.round.id, postId, await prepareImage(form.data.file));
    return answer(pictureAnswerSchema, { version }, { status: 201 });
  } catch (caught) {
    return conflictOr(caught);
  }
}

/** PUT /api/studio/rounds/{roundId}/order `{ order: [postId…] }`. */
export async function orderPosts(request: Request, roundId: string): Promise<Response> {
  const target = await studioRound(request, roundId);
  if (target instanceof Response) return target;
  const body = await readJson(request, orderSchema, SMALL_BODY_BYTES);
  if (!body.ok) return body.response;
  try {
    await reorderPosts(target.db, target.round.id, body.data.order);
    return noContent();
  } catch (caught) {
    return conflictOr(caught);
  }
}

/** POST /api/studio/rounds/{roundId}/publish: the client's link shows the round from now on. */
export async function publish(request: Request, roundId: string): Promise<Response> {
  const target = await studioRound(request, roundId);
  if (target instanceof Response) return target;
  try {
    await publishRound(target.db, target.round.id);
    return noContent();
  } catch (caught) {
    return conflictOr(caught);
  }
}
