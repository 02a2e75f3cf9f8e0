import "server-only";
import { propertyById } from "@/src/content/properties";
import { database, type Database } from "@/src/db/client";
import { answer } from "@/src/lib/server/answer";
import { refuse } from "@/src/lib/server/refusals";
import type { PublishedTour } from "@/src/model/stored-tour";
import type { TourProperty } from "@/src/model/tour";
import { publishedToursSchema } from "../api";
import { FRAME_WIDTHS, MAX_TOUR_FRAMES } from "../constants";
import { tourFileUrl, tourFramesPath, tourFrameUrl } from "../tour-urls";
import { frameFile, publishedTour, publishedTours, tourFile } from "./tour-store";

/*
 * What visitors get of the studio's tours (docs/tours.md#storage-and-addresses): the published tours as
 * the viewer's properties, their frames and files by content hash. A set's or a file's hash is a
 * capability, as a review picture's is: 256 bits nobody can guess, handed out with the tour's page,
 * so the bytes need no session and may be cached by anyone for a year (a hash's content never
 * changes). Each answer holds one file, read as one row: never more than that file in memory.
 */

const IMMUTABLE = "public, max-age=31536000, immutable";
const HASH = /^[0-9a-f]{64}$/;
const FRAME_FILE = /^frame_(\d{6})\.jpg$/;

function fileAnswer(bytes: Buffer, contentType: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}

/** GET /api/tour-frames/{setHash}/frames/{width}/frame_000001.jpg: one frame of a complete set. */
export async function serveFrame(setHash: string, width: string, file: string): Promise<Response> {
  const frame = Number(FRAME_FILE.exec(file)?.[1] ?? Number.NaN);
  const known = FRAME_WIDTHS.find((candidate) => String(candidate) === width);
  if (!HASH.test(setHash) || !known || !(frame >= 1 && frame <= MAX_TOUR_FRAMES)) return refuse(404, "No such frame.");
  const bytes = await frameFile(await database(), setHash, known, frame);
  return bytes ? fileAnswer(bytes, "image/jpeg") : refuse(404, "No such frame.");
}

/** GET /api/tour-files/{hash}: a floor plan (WebP) or a poses file (JSON). */
export async function serveTourFile(hash: string): Promise<Response> {
  if (!HASH.test(hash)) return refuse(404, "No such file.");
  const file = await tourFile(await database(), hash);
  return file ? fileAnswer(file.bytes, file.contentType) : refuse(404, "No such file.");
}

/** The viewer's property for a published tour: the demo's shape, its files under their hashes. */
export function storedTourProperty(tour: PublishedTour & { slug: string }): TourProperty {
  const framePath = tourFramesPath(tour.setHash);
  return {
    id: tour.slug,
    name: tour.name,
    location: tour.location,
    image: tourFrameUrl(tour.setHash, 1280, tour.coverFrame),
    frameCount: tour.frameCount,
    framePath,
    frameWidths: [...FRAME_WIDTHS],
    minimaps: Object.fromEntries(tour.floors.map((floor) => [floor.name, tourFileUrl(floor.plan)])),
    // Its waypoints are the ones the studio publishes on the tour (its guide file); none are built in.
    waypoints: [],
    posesPath: tourFileUrl(tour.poses),
  };
}

/** The published tour at /property/{slug}, as the viewer's property, or null (never published, unpublished, deleted). */
export async function storedPropertyBySlug(db: Database, slug: string): Promise<TourProperty | null> {
  // Anything that is not a slug names no tour, and never reaches a query.
  if (slug.length > 80 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  const tour = await publishedTour(db, slug);
  return tour && storedTourProperty(tour);
}

/**
 * The tour at /property/{id} when no page was prerendered for it (app/stored-tour): a published tour the
 * studio made, or in development, where nothing is prerendered, one of the content's.
 */
export async function publishedProperty(id: string): Promise<TourProperty | null> {
  return propertyById(id) ?? (await storedPropertyBySlug(await database(), id));
}

/** GET /api/tours: the published tours, for /property's list after the demo (docs/tours.md#property-list). */
export async function getPublishedTours(): Promise<Response> {
  const tours = (await publishedTours(await database())).map(storedTourProperty);
  return answer(
    publishedToursSchema,
    {
      tours: tours.map(({ id, name, location, image, frameCount, minimaps }) => ({
        id,
        name,
        location,
        image,
        frameCount,
        minimaps,
      })),
    },
    // Published and unpublished at any moment: a browser or a proxy asks again each time.
    { headers: { "Cache-Control": "no-cache" } },
  );
}
