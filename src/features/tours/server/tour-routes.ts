import "server-only";
import * as v from "valibot";
import { propertyById } from "@/src/content/properties";
import { MAX_UPLOAD_BYTES, UPLOAD_ERRORS } from "@/src/features/rounds/constants";
import { UploadRefused } from "@/src/features/rounds/server/images";
import { answer } from "@/src/lib/server/answer";
import { readFiles, readForm, readJson } from "@/src/lib/server/body";
import { positiveId } from "@/src/lib/server/params";
import { noContent, refuse } from "@/src/lib/server/refusals";
import { requireStudio } from "@/src/lib/server/studio-session";
import { floorIdSchema } from "@/src/model/stored-tour";
import {
  footageAnswerSchema,
  footageStateSchema,
  frameAnswerSchema,
  newTourAnswerSchema,
  newTourSchema,
  saveTourSchema,
  startFootageSchema,
  tourDetailSchema,
  toursAnswerSchema,
} from "../api";
import {
  FRAME_WIDTHS,
  MAX_FRAME_BYTES,
  MAX_TOUR_FRAMES,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
  TOUR_ERRORS,
} from "../constants";
import { frameSizes, timesFit } from "../import-plan";
import { checkFrame } from "./frame-check";
import { preparePlan } from "./plans";
import {
  createTour,
  deleteTour,
  dropFootage,
  footageById,
  hasFrame,
  listTours,
  publishTour,
  saveTour,
  setPlan,
  startFootage,
  storedFrames,
  storeFrame,
  tourById,
  tourDetail,
  TourConflict,
  TourFull,
  unpublishTour,
} from "./tour-store";

/*
 * The studio's tour routes (docs/tours.md#tours-of-real-listings): every one needs a signed-in
 * session, and a change a request from the studio's own pages (requireStudio), checked before any
 * body is read; ids in the URL that name nothing answer 404.
 */

const NO_TOUR = "This tour does not exist.";
const NO_FOOTAGE = "This upload was replaced or deleted meanwhile. Reload the tour.";
/** The tour's working copy: floors, changes and up to 400 keyframes. */
const SAVE_BODY_BYTES = 48 * 1024;
/** Both widths of one frame, as the largest they may be. */
const FRAME_PARTS = Object.fromEntries(FRAME_WIDTHS.map((width) => [String(width), MAX_FRAME_BYTES[width]])) as Record<
  string,
  number
>;
const FRAME_TOO_LARGE = `A frame's upload may be at most ${Math.round(
  Object.values(FRAME_PARTS).reduce((sum, bytes) => sum + bytes, 0) / 1024,
)} KB: ${TOUR_ERRORS.frameTooLarge}`;

function refusalOf(caught: unknown): Response {
  if (caught instanceof TourConflict) return refuse(409, caught.message);
  if (caught instanceof TourFull) return refuse(413, caught.message);
  if (caught instanceof UploadRefused) return refuse(caught.status, caught.message);
  throw caught;
}

/** The studio's access and the tour the URL names, or the refusal to answer with. */
async function studioTour(request: Request, tourId: string, { changes }: { changes: boolean }) {
  const access = await requireStudio(request, { changes });
  if (access instanceof Response) return access;
  const id = positiveId(tourId);
  const tour = id === null ? null : await tourById(access.db, id);
  if (!tour) return refuse(404, NO_TOUR);
  return { db: access.db, tour };
}

async function detail(db: Parameters<typeof tourDetail>[0], id: number, status = 200) {
  const tour = await tourDetail(db, id);
  if (!tour) return refuse(404, NO_TOUR);
  return answer(tourDetailSchema, tour, { status });
}

/** GET /api/studio/tours: every tour, newest first. */
export async function getTours(request: Request): Promise<Response> {
  const access = await requireStudio(request, { changes: false });
  if (access instanceof Response) return access;
  return answer(toursAnswerSchema, { tours: await listTours(access.db) });
}

/** POST /api/studio/tours `{ name, location }`: a new draft tour. */
export async function postTour(request: Request): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  const body = await readJson(request, newTourSchema, 4 * 1024);
  if (!body.ok) return body.response;
  const id = await createTour(access.db, body.data, (slug) => propertyById(slug) !== undefined);
  return answer(newTourAnswerSchema, { id }, { status: 201 });
}

/** GET /api/studio/tours/{tourId}: the tour as the editor shows it. */
export async function getTour(request: Request, tourId: string): Promise<Response> {
  const target = await studioTour(request, tourId, { changes: false });
  if (target instanceof Response) return target;
  return detail(target.db, target.tour.id);
}

/** PUT /api/studio/tours/{tourId}: the working copy, from the version it started from. */
export async function putTour(request: Request, tourId: string): Promise<Response> {
  const target = await studioTour(request, tourId, { changes: true });
  if (target instanceof Response) return target;
  const body = await readJson(request, saveTourSchema, SAVE_BODY_BYTES);
  if (!body.ok) return body.response;
  try {
    await saveTour(target.db, target.tour.id, body.data);
  } catch (caught) {
    return refusalOf(caught);
  }
  return detail(target.db, target.tour.id);
}

/** DELETE /api/studio/tours/{tourId}: the tour and everything of it. */
export async function removeTour(request: Request, tourId: string): Promise<Response> {
  const target = await studioTour(request, tourId, { changes: true });
  if (target instanceof Response) return target;
  await deleteTour(target.db, target.tour.id);
  return noContent();
}

/**
 * POST /api/studio/tours/{tourId}/footage: the import's plan. The server holds the browser to the
 * rules it can check: the video's length and size, at most 900 increasing times within the video
 * and the range, and frame sizes it works out itself from the video's shape.
 */
export async function postFootage(request: Request, tourId: string): Promise<Response> {
  const target = await studioTour(request, tourId, { changes: true });
  if (target instanceof Response) return target;
  const body = await readJson(request, startFootageSchema);
  if (!body.ok) return body.response;
  const { source, range, times, quality } = body.data;
  if (source.duration > MAX_VIDEO_SECONDS) return refuse(422, TOUR_ERRORS.tooLong);
  if (source.size > MAX_VIDEO_BYTES) return refuse(413, TOUR_ERRORS.tooLarge);
  // The last time asked for is the middle of a frame that may run past the out point: half a frame, at most.
  const slack = 1;
  const fits =
    range.end > range.start &&
    range.end <= source.duration + slack &&
    times.length <= MAX_TOUR_FRAMES &&
    timesFit(times, source.duration + slack) &&
    times.every((time) => time >= range.start && time <= range.end + slack);
  if (!fits) return refuse(422, "The frames' times must rise within the video and the chosen range.");
  try {
    const footageId = await startFootage(target.db, target.tour.id, {
      source,
      range,
      times,
      quality,
      sizes: frameSizes(source),
    });
    return answer(footageAnswerSchema, { footageId }, { status: 201 });
  } catch (caught) {
    return refusalOf(caught);
  }
}

/** DELETE /api/studio/tours/{tourId}/footage: start over (the video's frames go). */
export async function removeFootage(request: Request, tourId: string): Promise<Response> {
  const target = await studioTour(request, tourId, { changes: true });
  if (target instanceof Response) return target;
  try {
    await dropFootage(target.db, target.tour.id);
    return noContent();
  } catch (caught) {
    return refusalOf(caught);
  }
}

/** The tour's current upload, when the URL names it, or the refusal to answer with. */
async function studioFootage(request: Request, tourId: string, footageId: string, changes: boolean) {
  const target = await studioTour(request, tourId, { changes });
  if (target instanceof Response) return target;
  const id = positiveId(footageId);
  const footage = id === null ? null : await footageById(target.db, target.tour.id, id);
  if (!footage) return refuse(404, NO_FOOTAGE);
  return { ...target, footage };
}

/** GET /api/studio/tours/{tourId}/footage/{footageId}: the plan's times and the frames stored, to go on after an interruption. */
export async function getFootage(request: Request, tourId: string, footageId: string): Promise<Response> {
  const target = await studioFootage(request, tourId, footageId, false);
  if (target instanceof Response) return target;
  return answer(footageStateSchema, {
    times: target.footage.times,
    stored: await storedFrames(target.db, target.footage.id),
  });
}

/**
 * PUT /api/studio/tours/{tourId}/footage/{footageId}/frames/{frame} (multipart: `768` and `1280`):
 * one frame at both widths, checked (frame-check.ts) and stored at once. Idempotent: a frame already
 * stored is answered from the store before its body is even checked, and changes nothing.
 */
export async function putFrame(
  request: Request,
  tourId: string,
  footageId: string,
  frameNumber: string,
): Promise<Response> {
  const target = await studioFootage(request, tourId, footageId, true);
  if (target instanceof Response) return target;
  const { db, footage } = target;
  const frame = positiveId(frameNumber);
  if (frame === null || frame > footage.frameCount) return refuse(404, "The tour has no such frame.");
  if (await hasFrame(db, footage.id, frame)) {
    return answer(frameAnswerSchema, { added: false, storedFrames: footage.storedFrames, setHash: footage.setHash });
  }
  const form = await readFiles(request, { parts: FRAME_PARTS, tooLarge: FRAME_TOO_LARGE });
  if (!form.ok) return form.response;
  try {
    const files = [];
    for (const width of FRAME_WIDTHS) {
      const bytes = form.data[String(width)];
      const size = footage.sizes[String(width)];
      if (!bytes || !size) return refuse(422, `Send the frame at both widths (${FRAME_WIDTHS.join(" and ")}).`);
      files.push({ width, ...(await checkFrame(bytes, size, TOUR_ERRORS.frame)) });
    }
    const stored = await storeFrame(db, footage.id, frame, files);
    return answer(frameAnswerSchema, stored, { status: stored.added ? 201 : 200 });
  } catch (caught) {
    return refusalOf(caught);
  }
}

const floorId = (value: string) => v.is(floorIdSchema, value);

/** POST /api/studio/tours/{tourId}/floors/{floorId}/plan (multipart: `file`): the floor's plan, checked and re-encoded. */
export async function postPlan(request: Request, tourId: string, floor: string): Promise<Response> {
  const target = await studioTour(request, tourId, { changes: true });
  if (target instanceof Response) return target;
  if (!floorId(floor) || !target.tour.layout.floors.some((entry) => entry.id === floor)) {
    return refuse(404, "This floor is not in the tour.");
  }
  const form = await readForm(request, { maxFileBytes: MAX_UPLOAD_BYTES, tooLarge: UPLOAD_ERRORS.tooLarge });
  if (!form.ok) return form.response;
  if (!form.data.file || form.data.file.length === 0) return refuse(422, UPLOAD_ERRORS.noFile);
  try {
    await setPlan(target.db, target.tour.id, floor, await preparePlan(form.data.file));
  } catch (caught) {
    return refusalOf(caught);
  }
  return detail(target.db, target.tour.id, 201);
}

/** POST /api/studio/tours/{tourId}/publish: visitors see the working copy from now on. */
export async function postPublish(request: Request, tourId: string): Promise<Response> {
  const target = await studioTour(request, tourId, { changes: true });
  if (target instanceof Response) return target;
  try {
    await publishTour(target.db, target.tour.id);
  } catch (caught) {
    return refusalOf(caught);
  }
  return detail(target.db, target.tour.id);
}

/** DELETE /api/studio/tours/{tourId}/publish: off /property; its address answers 404. */
export async function deletePublish(request: Request, tourId: string): Promise<Response> {
  const target = await studioTour(request, tourId, { changes: true });
  if (target instanceof Response) return target;
  await unpublishTour(target.db, target.tour.id);
  return detail(target.db, target.tour.id);
}
