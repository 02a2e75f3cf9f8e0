import "server-only";
import { createHash } from "node:crypto";
import { propertyByGuideTitle, propertyById } from "@/src/content/properties";
import { database, type Database } from "@/src/db/client";
import { storedPropertyBySlug } from "@/src/features/tours/server/tour-serving";
import { slugOfGuideTitle } from "@/src/features/tours/tour-slug";
import { answer } from "@/src/lib/server/answer";
import { readJson } from "@/src/lib/server/body";
import { noContent, refuse } from "@/src/lib/server/refusals";
import { requireStudio } from "@/src/lib/server/studio-session";
import { guideFileSchema, publishedAnswerSchema, publishWaypointsSchema } from "../api";
import { WAYPOINTS_VERSION_HEADER } from "../constants";
import { validWaypoints } from "../valid-waypoints";
import { loadPublishedWaypoints, publishWaypoints, unpublishWaypoints } from "./published-waypoints";

/** The tour a property id names: the content's, or a published one the studio made (docs/tours.md#tours-of-real-listings). */
async function tourOf(db: Database, propertyId: string) {
  return propertyById(propertyId) ?? (await storedPropertyBySlug(db, propertyId));
}

/**
 * PUT /api/tours/{propertyId}/waypoints: a signed-in studio member publishes the editor's list;
 * every visitor's guide file serves it from then on. Without a session: 401, nothing stored.
 */
export async function putWaypoints(request: Request, propertyId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  const property = await tourOf(access.db, propertyId);
  if (!property) return refuse(404, "Unknown tour");
  const body = await readJson(request, publishWaypointsSchema);
  if (!body.ok) return body.response;
  // Each waypoint must name one of this tour's floors and frames, and ids must not repeat.
  const valid = validWaypoints(body.data.waypoints, property);
  if (valid.length !== body.data.waypoints.length) {
    return refuse(422, "Every waypoint must be on one of this tour's floors and frames, with its own id.");
  }
  const published = await publishWaypoints(access.db, property.id, valid);
  return answer(publishedAnswerSchema, published, { status: 200 });
}

/** DELETE /api/tours/{propertyId}/waypoints: back to the tour's own guide file (studio session only). */
export async function deleteWaypoints(request: Request, propertyId: string): Promise<Response> {
  const access = await requireStudio(request, { changes: true });
  if (access instanceof Response) return access;
  const property = await tourOf(access.db, propertyId);
  if (!property) return refuse(404, "Unknown tour");
  await unpublishWaypoints(access.db, property.id);
  return noContent();
}

/**
 * GET /Guides/{Title Cased name}/waypoints.json (docs/tours.md#the-guide-file): the published waypoints, or
 * the tour's own guide file when none were published. The body stays the spec's plain list; its
 * version marker, a digest of the list, is a header, so a browser holding edits can tell that the
 * list was published after they began.
 */
export async function getGuide(guide: string): Promise<Response> {
  const slug = slugOfGuideTitle(guide);
  const property =
    propertyByGuideTitle(guide) ?? (slug === null ? null : await storedPropertyBySlug(await database(), slug));
  if (!property) return refuse(404, "No such guide");
  const headers = new Headers({ "Cache-Control": "public, max-age=0, must-revalidate" });
  let list = property.waypoints;
  try {
    list = (await loadPublishedWaypoints(await database(), property.id)) ?? list;
    headers.set(WAYPOINTS_VERSION_HEADER, createHash("sha256").update(JSON.stringify(list)).digest("base64url"));
  } catch (error) {
    // The built-in guide still serves the tour when the store is unreachable, with no marker: what
    // is published is not known just now.
    console.error("Could not read the published waypoints", error);
  }
  return answer(guideFileSchema, list, { headers });
}
