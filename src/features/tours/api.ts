import * as v from "valibot";
import {
  CallFailed,
  callApi,
  callOrThrow,
  noContentSchema,
  UNREACHABLE,
  apiErrorSchema,
  type ApiRequest,
} from "@/src/lib/api-client";
import { intSchema, text } from "@/src/lib/schema";
import {
  floorChangeSchema,
  floorIdSchema,
  footageSourceSchema,
  frameSizeSchema,
  keyframeSchema,
  tourLayoutSchema,
} from "@/src/model/stored-tour";
import { MAX_FLOORS, MAX_KEYFRAMES, MAX_TOUR_FRAMES, MAX_TOUR_LOCATION, MAX_TOUR_NAME } from "./constants";
import { framePutUrl, studioTourPath } from "./tour-urls";

/*
 * The tours' routes (docs/tours.md#tours-of-real-listings): the studio's (app/api/studio/tours/…) and
 * the public list of published tours (app/api/tours). Every request and answer shape, which the
 * handlers (server/tour-routes.ts) read and build their answers with, and the calls the studio's
 * editor and /property make. A refusal throws CallFailed with the handler's sentence.
 */

/** POST /api/studio/tours: a new tour, its name and location. */
export const newTourSchema = v.object({ name: text(MAX_TOUR_NAME), location: text(MAX_TOUR_LOCATION) });
export type NewTour = v.InferInput<typeof newTourSchema>;

/**
 * PUT /api/studio/tours/{tourId}: the working copy, from the version it started from. Floors come
 * without their plans: a plan is set by its upload alone, and kept by floor id.
 */
export const saveTourSchema = v.object({
  baseVersion: intSchema(0, 2 ** 31 - 1),
  name: text(MAX_TOUR_NAME),
  location: text(MAX_TOUR_LOCATION),
  layout: v.object({
    floors: v.pipe(
      v.array(v.object({ id: floorIdSchema, name: v.pipe(v.string(), v.maxLength(200)) })),
      v.maxLength(MAX_FLOORS),
    ),
    changes: v.pipe(v.array(floorChangeSchema), v.maxLength(MAX_TOUR_FRAMES)),
    keyframes: v.pipe(v.array(keyframeSchema), v.maxLength(MAX_KEYFRAMES)),
    coverFrame: intSchema(1, MAX_TOUR_FRAMES),
  }),
});
export type SaveTour = v.InferInput<typeof saveTourSchema>;

/** POST /api/studio/tours/{tourId}/footage: the import's plan, made by the studio's browser from the video. */
export const startFootageSchema = v.object({
  source: footageSourceSchema,
  range: v.object({
    start: v.pipe(v.number(), v.finite(), v.minValue(0)),
    end: v.pipe(v.number(), v.finite(), v.minValue(0)),
  }),
  times: v.pipe(v.array(v.pipe(v.number(), v.finite())), v.minLength(1), v.maxLength(MAX_TOUR_FRAMES)),
  /** JPEG quality in percent. */
  quality: intSchema(30, 95),
});
export type StartFootage = v.InferInput<typeof startFootageSchema>;

const statusSchema = v.picklist(["draft", "published"]);

/** One tour in the studio's list. */
export const tourSummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  location: v.string(),
  status: statusSchema,
  /** Published, with changes made since. */
  changed: v.boolean(),
  frameCount: v.nullable(v.number()),
  storedFrames: v.number(),
  coverUrl: v.nullable(v.string()),
});
export type TourSummary = v.InferOutput<typeof tourSummarySchema>;

/** GET /api/studio/tours. */
export const toursAnswerSchema = v.object({ tours: v.array(tourSummarySchema) });
/** POST /api/studio/tours: the new tour's id. */
export const newTourAnswerSchema = v.object({ id: v.number() });

export const footageSchema = v.object({
  id: v.number(),
  source: footageSourceSchema,
  range: v.object({ start: v.number(), end: v.number() }),
  frameCount: v.number(),
  sizes: v.record(v.string(), frameSizeSchema),
  quality: v.number(),
  storedFrames: v.number(),
  storedBytes: v.number(),
  /** Set once every frame is stored: the frames' URLs carry it. */
  setHash: v.nullable(v.string()),
});
export type Footage = v.InferOutput<typeof footageSchema>;

/** GET (and PUT's answer) /api/studio/tours/{tourId}: the tour as the editor shows it. */
export const tourDetailSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  location: v.string(),
  version: v.number(),
  layout: tourLayoutSchema,
  footage: v.nullable(footageSchema),
  status: statusSchema,
  changed: v.boolean(),
  publishedAt: v.nullable(v.string()),
});
export type TourDetail = v.InferOutput<typeof tourDetailSchema>;

/** POST …/footage's answer: the import's id. */
export const footageAnswerSchema = v.object({ footageId: v.number() });

/** GET /api/studio/tours/{tourId}/footage/{footageId}: what an interrupted upload needs to go on. */
export const footageStateSchema = v.object({
  times: v.array(v.number()),
  /** Frames stored at both widths: never made or sent again. */
  stored: v.array(v.number()),
});

/** PUT …/frames/{frame}'s answer. */
export const frameAnswerSchema = v.object({
  /** False when the frame was already stored (the same request again changes nothing). */
  added: v.boolean(),
  storedFrames: v.number(),
  setHash: v.nullable(v.string()),
});
export type FrameAnswer = v.InferOutput<typeof frameAnswerSchema>;

/** GET /api/tours: the published tours for /property, in the shape of its cards. */
export const publishedToursSchema = v.object({
  tours: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      location: v.string(),
      image: v.string(),
      frameCount: v.number(),
      minimaps: v.record(v.string(), v.string()),
    }),
  ),
});
export type PublishedTourCard = v.InferOutput<typeof publishedToursSchema>["tours"][number];

export async function listTours() {
  return (await callOrThrow("/api/studio/tours", toursAnswerSchema)).tours;
}

export async function createTour(tour: NewTour) {
  return (await callOrThrow("/api/studio/tours", newTourAnswerSchema, { method: "POST", body: tour })).id;
}

/**
 * How long the editor waits for one of its calls (the tour, a save, the video's start or end,
 * publishing) before it counts the call as unanswered: they take turns, so one stalled call would
 * hold every save behind it, and a tour opened again waits for the calls its last editor left.
 */
const DRAFT_CALL_TIMEOUT_MS = 30_000;

/** One of the editor's calls (TourDraft's line of writes): `callOrThrow` with the editor's timeout. */
const draftCall = <S extends v.GenericSchema>(url: string, schema: S, request: ApiRequest = {}) =>
  callOrThrow(url, schema, { ...request, timeoutMs: DRAFT_CALL_TIMEOUT_MS });

export function getTour(tourId: number) {
  return draftCall(studioTourPath(tourId), tourDetailSchema);
}

export function saveTour(tourId: number, save: SaveTour) {
  return draftCall(studioTourPath(tourId), tourDetailSchema, { method: "PUT", body: save });
}

export async function deleteTour(tourId: number) {
  await callOrThrow(studioTourPath(tourId), noContentSchema, { method: "DELETE" });
}

export async function startFootage(tourId: number, plan: StartFootage) {
  const path = `${studioTourPath(tourId)}/footage`;
  return (await draftCall(path, footageAnswerSchema, { method: "POST", body: plan })).footageId;
}

/** DELETE …/footage: the video and every stored frame go (starting over). */
export async function dropFootage(tourId: number) {
  await draftCall(`${studioTourPath(tourId)}/footage`, noContentSchema, { method: "DELETE" });
}

export function footageState(tourId: number, footageId: number) {
  return callOrThrow(`${studioTourPath(tourId)}/footage/${footageId}`, footageStateSchema);
}

export function publishTour(tourId: number) {
  return draftCall(`${studioTourPath(tourId)}/publish`, tourDetailSchema, { method: "POST" });
}

export function unpublishTour(tourId: number) {
  return draftCall(`${studioTourPath(tourId)}/publish`, tourDetailSchema, { method: "DELETE" });
}

export function fetchPublishedTours() {
  return callApi("/api/tours", publishedToursSchema, { timeoutMs: 5_000 });
}

/** A frame upload that failed: `retry` when the network or the server may do better later. */
export class FrameFailed extends CallFailed {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/**
 * PUT one frame at both widths (multipart parts `768` and `1280`). Rejects with FrameFailed: `retry`
 * for the network, 5xx, 408 and 429; not for a refusal, whose sentence it carries.
 */
export async function putFrame(
  tourId: number,
  footageId: number,
  frame: number,
  files: Record<number, Blob>,
  signal?: AbortSignal,
): Promise<FrameAnswer> {
  const form = new FormData();
  for (const [width, blob] of Object.entries(files)) form.set(width, blob, `frame_${frame}_${width}.jpg`);
  let response: Response;
  try {
    response = await fetch(framePutUrl(tourId, footageId, frame), { method: "PUT", body: form, signal });
  } catch {
    throw new FrameFailed(UNREACHABLE, true);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = v.safeParse(apiErrorSchema, body);
    const retry = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new FrameFailed(refusal.success ? refusal.output.error : `The server answered ${response.status}.`, retry);
  }
  const answer = v.safeParse(frameAnswerSchema, body);
  if (!answer.success)
    throw new FrameFailed(`The server answered frame ${frame} in a way this page cannot read.`, true);
  return answer.output;
}
