import * as v from "valibot";
import { callApi } from "@/src/lib/api-client";
import { waypointSchema, type Waypoint } from "@/src/model/tour";
import { GUIDE_FETCH_TIMEOUT_MS, WAYPOINTS_VERSION_HEADER } from "./constants";
import { guideFileUrl } from "./waypoints";

/*
 * The tour's routes: the guide file (app/Guides) and publishing waypoints (app/api/tours). Their
 * shapes, which the handlers (server/tour-api.ts) read and build their answers with, and the calls
 * the viewer and its publishing panel make. Loaded after the page is interactive (it brings valibot).
 */

/** At most this many waypoints in one tour. */
const MAX_WAYPOINTS = 100;

/** PUT /api/tours/{propertyId}/waypoints's body: the editor's list (each checked against the tour there too). */
export const publishWaypointsSchema = v.object({
  waypoints: v.pipe(v.array(waypointSchema), v.maxLength(MAX_WAYPOINTS)),
});

/** PUT /api/tours/{propertyId}/waypoints's answer. */
export const publishedAnswerSchema = v.object({ publishedAt: v.string(), count: v.number() });

/**
 * GET /Guides/{Title}/waypoints.json: the spec's plain list. Its entries are checked one by one
 * against the tour by whoever reads it (valid-waypoints.ts), so a bad entry is dropped, not the list.
 */
export const guideFileSchema = v.array(v.unknown());

/** The guide file's list and version marker (null when the answer carries none); rejects when it cannot be used. */
export async function fetchGuideFile(propertyId: string): Promise<{ entries: unknown[]; version: string | null }> {
  const answer = await callApi(guideFileUrl(propertyId), guideFileSchema, { timeoutMs: GUIDE_FETCH_TIMEOUT_MS });
  if (!answer.ok) throw new Error(`${guideFileUrl(propertyId)} answered ${answer.status}`);
  return { entries: answer.data, version: answer.headers.get(WAYPOINTS_VERSION_HEADER) };
}

export function publishWaypoints(propertyId: string, waypoints: readonly Waypoint[]) {
  const body: v.InferInput<typeof publishWaypointsSchema> = { waypoints: [...waypoints] };
  return callApi(`/api/tours/${encodeURIComponent(propertyId)}/waypoints`, publishedAnswerSchema, {
    method: "PUT",
    body,
  });
}

/** DELETE /api/tours/{propertyId}/waypoints: the guide file serves the tour's own list again (204, no body). */
export function unpublishWaypoints(propertyId: string) {
  return callApi(`/api/tours/${encodeURIComponent(propertyId)}/waypoints`, v.undefined(), { method: "DELETE" });
}
