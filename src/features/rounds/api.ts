import * as v from "valibot";
import { apiErrorSchema, callApi, noContentSchema, type ApiRequest } from "@/src/lib/api-client";
import { reviewSchema } from "@/src/model/review";
import { roundSummarySchema } from "@/src/model/round";

/*
 * The rounds' studio routes (app/api/studio/clients/…/rounds, app/api/studio/rounds/…): their
 * request and answer shapes, which the handlers (server/rounds-api.ts) read and build their answers
 * with, and the calls the inbox's round editor makes. A refusal throws RoundsCallFailed with the
 * handler's sentence, which the editor shows beside what was refused.
 */

const savedSchema = v.nullable(v.object({ review: reviewSchema, savedAt: v.string(), version: v.number() }));

/** GET /api/studio/clients/{clientId}/rounds: every round, newest first, each with its saved review. */
export const roundsAnswerSchema = v.object({
  rounds: v.array(v.object({ ...roundSummarySchema.entries, saved: savedSchema })),
});

export type StudioRound = v.InferOutput<typeof roundsAnswerSchema>["rounds"][number];

/** POST /api/studio/clients/{clientId}/rounds: the draft round's id. */
export const startRoundAnswerSchema = v.object({ roundId: v.number() });
/** POST /api/studio/rounds/{roundId}/posts: the new post's id. */
export const newPostAnswerSchema = v.object({ postId: v.string() });
/** POST /api/studio/rounds/{roundId}/posts/{postId}/picture: the version the post now shows. */
export const pictureAnswerSchema = v.object({ version: v.number() });
/** POST /api/studio/clients/{clientId}/pins: the review as saved with the studio's change. */
export const pinAnswerSchema = v.object({
  review: reviewSchema,
  version: v.number(),
  savedAt: v.string(),
  merged: v.boolean(),
});

export class RoundsCallFailed extends Error {}

const UNREACHABLE = "The studio's server cannot be reached. Try again in a moment.";

async function call<S extends v.GenericSchema>(url: string, schema: S, request?: ApiRequest) {
  let answer;
  try {
    answer = await callApi(url, schema, request);
  } catch {
    throw new RoundsCallFailed(UNREACHABLE);
  }
  if (!answer.ok) throw new RoundsCallFailed(answer.error ?? `The server answered ${answer.status}.`);
  return answer.data as v.InferOutput<S>;
}

const clientPath = (clientId: string) => `/api/studio/clients/${encodeURIComponent(clientId)}`;

export async function fetchRounds(clientId: string): Promise<StudioRound[]> {
  return (await call(`${clientPath(clientId)}/rounds`, roundsAnswerSchema)).rounds;
}

export async function startRound(clientId: string): Promise<void> {
  await call(`${clientPath(clientId)}/rounds`, startRoundAnswerSchema, { method: "POST" });
}

export async function markRead(clientId: string): Promise<void> {
  await call(`${clientPath(clientId)}/read`, noContentSchema, { method: "POST" });
}

export async function editPost(roundId: number, postId: string, details: { caption: string; plannedDate: string }) {
  await call(`/api/studio/rounds/${roundId}/posts/${postId}`, noContentSchema, { method: "PUT", body: details });
}

export async function removePost(roundId: number, postId: string) {
  await call(`/api/studio/rounds/${roundId}/posts/${postId}`, noContentSchema, { method: "DELETE" });
}

export async function reorderPosts(roundId: number, order: readonly string[]) {
  await call(`/api/studio/rounds/${roundId}/order`, noContentSchema, { method: "PUT", body: { order } });
}

export async function publishRound(roundId: number) {
  await call(`/api/studio/rounds/${roundId}/publish`, noContentSchema, { method: "POST" });
}

export type PinChange = { type: "reply"; text: string } | { type: "resolve"; resolved: boolean };

export async function changePin(
  clientId: string,
  pin: { round: number | null; postKey: string; pinId: string; change: PinChange },
) {
  await call(`${clientPath(clientId)}/pins`, pinAnswerSchema, { method: "POST", body: pin });
}
/**
 * Sends a picture (and a new post's details) as multipart, reporting upload progress (0 to 1):
 * fetch cannot report it, XMLHttpRequest can. Rejects with the server's message when refused.
 */
export function uploadPicture(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = `The server answered ${request.status}.`;
      try {
        const body = v.safeParse(apiErrorSchema, JSON.parse(request.responseText));
        if (body.success) message = body.output.error;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      reject(new RoundsCallFailed(message));
    };
    request.onerror = () => reject(new RoundsCallFailed(UNREACHABLE));
    request.send(form);
  });
}

export const newPostUrl = (roundId: number) => `/api/studio/rounds/${roundId}/posts`;
export const pictureUrl = (roundId: number, postId: string) => `/api/studio/rounds/${roundId}/posts/${postId}/picture`;
