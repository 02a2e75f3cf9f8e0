import * as v from "valibot";
import { reviewSchema } from "@/src/model/review";
import { roundSummarySchema } from "@/src/model/round";

/*
 * The studio's calls to the rounds routes, answers checked with the shapes the handlers build.
 */

const savedSchema = v.nullable(v.object({ review: reviewSchema, savedAt: v.string(), version: v.number() }));
const roundsAnswerSchema = v.object({
  rounds: v.array(v.object({ ...roundSummarySchema.entries, saved: savedSchema })),
});

export type StudioRound = v.InferOutput<typeof roundsAnswerSchema>["rounds"][number];

const errorSchema = v.object({ error: v.string() });

/** A refusal's message from the server, or a plain one when it sent none. */
async function failure(response: Response): Promise<string> {
  const body = v.safeParse(errorSchema, await response.json().catch(() => null));
  return body.success ? body.output.error : `The server answered ${response.status}.`;
}

export class RoundsCallFailed extends Error {}

async function call(url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new RoundsCallFailed("The studio's server cannot be reached. Try again in a moment.");
  }
  if (!response.ok) throw new RoundsCallFailed(await failure(response));
  return response;
}

const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const clientPath = (clientId: string) => `/api/studio/clients/${encodeURIComponent(clientId)}`;

export async function fetchRounds(clientId: string): Promise<StudioRound[]> {
  const response = await call(`${clientPath(clientId)}/rounds`);
  return v.parse(roundsAnswerSchema, await response.json()).rounds;
}

export async function startRound(clientId: string): Promise<void> {
  await call(`${clientPath(clientId)}/rounds`, { method: "POST" });
}

export async function markRead(clientId: string): Promise<void> {
  await call(`${clientPath(clientId)}/read`, { method: "POST" });
}

export async function editPost(roundId: number, postId: string, details: { caption: string; plannedDate: string }) {
  await call(`/api/studio/rounds/${roundId}/posts/${postId}`, jsonInit("PATCH", details));
}

export async function removePost(roundId: number, postId: string) {
  await call(`/api/studio/rounds/${roundId}/posts/${postId}`, { method: "DELETE" });
}

export async function reorderPosts(roundId: number, order: readonly string[]) {
  await call(`/api/studio/rounds/${roundId}/order`, jsonInit("PUT", { order }));
}

export async function publishRound(roundId: number) {
  await call(`/api/studio/rounds/${roundId}/publish`, { method: "POST" });
}

export type PinChange = { type: "reply"; text: string } | { type: "resolve"; resolved: boolean };

export async function changePin(
  clientId: string,
  pin: { round: number | null; postKey: string; pinId: string; change: PinChange },
) {
  await call(`${clientPath(clientId)}/pins`, jsonInit("POST", pin));
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
        const body = v.safeParse(errorSchema, JSON.parse(request.responseText));
        if (body.success) message = body.output.error;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      reject(new RoundsCallFailed(message));
    };
    request.onerror = () => reject(new RoundsCallFailed("The upload was cut off. Try again."));
    request.send(form);
  });
}

export const newPostUrl = (roundId: number) => `/api/studio/rounds/${roundId}/posts`;
export const pictureUrl = (roundId: number, postId: string) => `/api/studio/rounds/${roundId}/posts/${postId}/picture`;
