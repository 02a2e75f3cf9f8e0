import * as v from "valibot";
import { apiErrorSchema, CallFailed, callOrThrow, noContentSchema, UNREACHABLE } from "@/src/lib/api-client";
import { ROUND_POST_ID } from "@/src/model/review-keys";
import { MAX_CAPTION_LENGTH } from "./constants";

/*
 * The studio's round-editing routes (app/api/studio/clients/{clientId}/rounds POST,
 * app/api/studio/rounds/…): every request and answer shape, which the handlers
 * (server/round-editing.ts) read and build their answers with, and the calls the round editor
 * makes. A refusal throws CallFailed with the handler's sentence, which the editor shows
 * beside what was refused.
 */

/** `YYYY-MM-DD`, a real calendar date. */
export const plannedDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)"),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "must be a real date"),
);

/** A post's words and date: the form beside a new post's picture, or PUT /api/studio/rounds/{roundId}/posts/{postId}. */
export const postDetailsSchema = v.object({
  caption: v.pipe(v.string(), v.trim(), v.maxLength(MAX_CAPTION_LENGTH, "allows at most 2200 characters")),
  plannedDate: plannedDateSchema,
});

export type PostDetails = v.InferInput<typeof postDetailsSchema>;

/** PUT /api/studio/rounds/{roundId}/order: every post of the round, once, in their new order. */
export const orderSchema = v.object({
  order: v.pipe(v.array(v.pipe(v.string(), v.regex(ROUND_POST_ID))), v.maxLength(100)),
});

/** POST /api/studio/clients/{clientId}/rounds: the draft round's id. */
export const startRoundAnswerSchema = v.object({ roundId: v.number() });
/** POST /api/studio/rounds/{roundId}/posts: the new post's id. */
export const newPostAnswerSchema = v.object({ postId: v.string() });
/** POST /api/studio/rounds/{roundId}/posts/{postId}/picture: the version the post now shows. */
export const pictureAnswerSchema = v.object({ version: v.number() });

export async function startRound(clientId: string): Promise<void> {
  await callOrThrow(`/api/studio/clients/${encodeURIComponent(clientId)}/rounds`, startRoundAnswerSchema, {
    method: "POST",
  });
}

export async function editPost(roundId: number, postId: string, details: PostDetails) {
  await callOrThrow(`/api/studio/rounds/${roundId}/posts/${postId}`, noContentSchema, { method: "PUT", body: details });
}

export async function removePost(roundId: number, postId: string) {
  await callOrThrow(`/api/studio/rounds/${roundId}/posts/${postId}`, noContentSchema, { method: "DELETE" });
}

export async function reorderPosts(roundId: number, order: readonly string[]) {
  await callOrThrow(`/api/studio/rounds/${roundId}/order`, noContentSchema, { method: "PUT", body: { order } });
}

export async function publishRound(roundId: number) {
  await callOrThrow(`/api/studio/rounds/${roundId}/publish`, noContentSchema, { method: "POST" });
}

/**
 * How long an upload may go with no byte sent and no answer before it is given up like a call that
 * got none. A slow link keeps sending, so only a stalled one (a connection the browser has not yet
 * seen drop, a server that never answers) reaches it; without it a stalled plan held the tour
 * editor's line of writes, and every save behind it, for good (docs/tours.md#the-tour-editor).
 */
export const UPLOAD_STALL_MS = 60_000;

/**
 * Sends a picture (and a new post's details) as multipart, reporting upload progress (0 to 1):
 * fetch cannot report it, XMLHttpRequest can. Rejects with the server's message when refused, and
 * with UNREACHABLE (no status) when no answer comes or the upload stalls (UPLOAD_STALL_MS).
 */
export function uploadPicture(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    /** The upload has its outcome: nothing may give it up any more. */
    const finish = () => {
      settled = true;
      clearTimeout(stall);
    };
    const watch = () => {
      clearTimeout(stall);
      if (settled) return;
      stall = setTimeout(() => {
        finish();
        request.abort();
        reject(new CallFailed(UNREACHABLE));
      }, UPLOAD_STALL_MS);
    };
    request.open("POST", url);
    request.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      finish();
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = `The server answered ${request.status}.`;
      try {
        const body = v.safeParse(apiErrorSchema, JSON.parse(request.responseText));
        if (body.success) message = body.output.error;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      reject(new CallFailed(message, request.status));
    };
    request.onerror = () => {
      finish();
      reject(new CallFailed(UNREACHABLE));
    };
    request.send(form);
    watch();
  });
}

export const newPostUrl = (roundId: number) => `/api/studio/rounds/${roundId}/posts`;
export const pictureUrl = (roundId: number, postId: string) => `/api/studio/rounds/${roundId}/posts/${postId}/picture`;
