import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/src/db/client";
import { publishedWaypoints, tourFiles, tourFootage, tourFrames, tours } from "@/src/db/schema";
import type { FootageSource, PublishedTour, TourLayout } from "@/src/model/stored-tour";
import type { Footage, TourDetail, TourSummary } from "../api";
import { FRAME_WIDTHS, MAX_TOUR_BYTES, TOUR_ERRORS } from "../constants";
import type { Size } from "../import-plan";
import { posesOf } from "../tour-path";
import { layoutProblem, publishProblems } from "../tour-rules";
import { slugFor, uniqueSlug } from "../tour-slug";
import { tourFrameUrl } from "../tour-urls";

/*
 * The studio's tours in the database (docs/tours.md#tours-of-real-listings, docs/store.md#database):
 * the working copy the studio edits, the video upload and its frames, the floor plans, and the copy
 * visitors see once published. Files are stored once by content hash and dropped when nothing shows
 * them any more.
 */

/** A change the tour's state does not allow (an old version, a published tour's footage…): answered 409. */
export class TourConflict extends Error {}
/** The tour's frames would pass their bound: answered 413. */
export class TourFull extends Error {}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;
type TourRow = typeof tours.$inferSelect;
type FootageRow = typeof tourFootage.$inferSelect;

const EMPTY_LAYOUT: TourLayout = { floors: [], changes: [], keyframes: [], coverFrame: 1 };

/** Creates a tour; its slug comes from the name, made unique among `reserved` (the content's tours) and the stored ones. */
export async function createTour(
  db: Database,
  tour: { name: string; location: string },
  reserved: (slug: string) => boolean,
  now = new Date(),
): Promise<number> {
  const base = slugFor(tour.name);
  for (let attempt = 0; ; attempt += 1) {
    const taken = new Set(
      (
        await db
          .select({ slug: tours.slug })
          .from(tours)
          .where(sql`${tours.slug} like ${`${base}%`}`)
      ).map((row) => row.slug),
    );
    const slug = uniqueSlug(base, (candidate) => reserved(candidate) || taken.has(candidate));
    const [made] = await db
      .insert(tours)
      .values({ slug, ...tour, layout: EMPTY_LAYOUT, version: 1, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: tours.id });
    if (made) return made.id;
    // Two tours of one name made at once: the other took the slug, so look again.
    if (attempt > 5) throw new Error(`No free slug for ${base}`);
  }
}

export async function tourById(db: Db, id: number): Promise<TourRow | null> {
  const [row] = await db.select().from(tours).where(eq(tours.id, id));
  return row ?? null;
}

async function lockedTour(tx: Tx, id: number): Promise<TourRow> {
  const [row] = await tx.select().from(tours).where(eq(tours.id, id)).for("update");
  if (!row) throw new TourConflict("This tour does not exist.");
  return row;
}

async function footageOf(db: Db, tourId: number): Promise<FootageRow | null> {
  const [row] = await db.select().from(tourFootage).where(eq(tourFootage.tourId, tourId));
  return row ?? null;
}

function footageAnswer(row: FootageRow): Footage {
  return {
    id: row.id,
    source: row.source,
    range: { start: row.rangeStart, end: row.rangeEnd },
    frameCount: row.frameCount,
    sizes: row.sizes,
    quality: row.quality,
    storedFrames: row.storedFrames,
    storedBytes: row.storedBytes,
    setHash: row.setHash,
  };
}

const statusOf = (row: TourRow) => (row.published ? ("published" as const) : ("draft" as const));
const changedOf = (row: TourRow) => row.published !== null && row.publishedVersion !== row.version;

/** Every tour, newest first, as the studio's list shows them. */
export async function listTours(db: Database): Promise<TourSummary[]> {
  const rows = await db
    .select({ tour: tours, footage: tourFootage })
    .from(tours)
    .leftJoin(tourFootage, eq(tourFootage.tourId, tours.id))
    .orderBy(sql`${tours.createdAt} desc`, sql`${tours.id} desc`);
  return rows.map(({ tour, footage }) => ({
    id: tour.id,
    slug: tour.slug,
    name: tour.name,
    location: tour.location,
    status: statusOf(tour),
    changed: changedOf(tour),
    frameCount: footage?.frameCount ?? null,
    storedFrames: footage?.storedFrames ?? 0,
    coverUrl: footage?.setHash
      ? tourFrameUrl(footage.setHash, 768, Math.min(tour.layout.coverFrame, footage.frameCount))
      : null,
  }));
}

/** The tour as the studio's editor shows it, or null. */
export async function tourDetail(db: Db, id: number): Promise<TourDetail | null> {
  const row = await tourById(db, id);
  if (!row) return null;
  const footage = await footageOf(db, id);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    version: row.version,
    layout: row.layout,
    footage: footage && footageAnswer(footage),
    status: statusOf(row),
    changed: changedOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** Hashes of files the tours still show: plans of working copies and published copies, and published poses. */
async function referencedFiles(tx: Tx): Promise<Set<string>> {
  const rows = await tx.select({ layout: tours.layout, published: tours.published }).from(tours);
  const used = new Set<string>();
  for (const { layout, published } of rows) {
    for (const floor of layout.floors) if (floor.plan) used.add(floor.plan.hash);
    if (published) {
      used.add(published.poses);
      for (const floor of published.floors) used.add(floor.plan);
    }
  }
  return used;
}

/** Drops the files among `hashes` that no tour and no frame shows any more. */
async function dropUnusedFiles(tx: Tx, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  const used = await referencedFiles(tx);
  const candidates = [...new Set(hashes)].filter((hash) => !used.has(hash));
  if (candidates.length === 0) return;
  await tx
    .delete(tourFiles)
    .where(
      and(
        inArray(tourFiles.hash, candidates),
        sql`not exists (select 1 from ${tourFrames} where ${tourFrames.fileHash} = ${tourFiles.hash})`,
      ),
    );
}

const plansOf = (layout: TourLayout) => layout.floors.flatMap((floor) => (floor.plan ? [floor.plan.hash] : []));

/**
 * Saves the working copy (name, location, floors, floor changes, path, cover) from `baseVersion`;
 * a save from an older version is refused (someone else changed the tour meanwhile). Plans are kept
 * by floor id; a removed floor's plan goes when nothing else shows it.
 */
export async function saveTour(
  db: Database,
  id: number,
  save: {
    baseVersion: number;
    name: string;
    location: string;
    layout: Omit<TourLayout, "floors"> & { floors: { id: string; name: string }[] };
  },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedTour(tx, id);
    if (row.version !== save.baseVersion) {
      throw new TourConflict(
        "This tour was changed elsewhere meanwhile. Reload it to see the changes, then edit again.",
      );
    }
    const plans = new Map(row.layout.floors.map((floor) => [floor.id, floor.plan]));
    const layout: TourLayout = {
      ...save.layout,
      floors: save.layout.floors.map((floor) => ({
        id: floor.id,
        name: floor.name,
        plan: plans.get(floor.id) ?? null,
      })),
    };
    const footage = await footageOf(tx, id);
    const problem = layoutProblem(layout, footage?.frameCount ?? 0);
    if (problem) throw new TourConflict(problem);
    await tx
      .update(tours)
      .set({ name: save.name, location: save.location, layout, version: row.version + 1, updatedAt: now })
      .where(eq(tours.id, id));
    await dropUnusedFiles(tx, plansOf(row.layout));
  });
}

/** Sets a floor's plan (stored once by hash); the plan it replaces goes when nothing else shows it. */
export async function setPlan(
  db: Database,
  id: number,
  floorId: string,
  plan: { hash: string; width: number; height: number; bytes: Buffer },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedTour(tx, id);
    const floor = row.layout.floors.find((candidate) => candidate.id === floorId);
    if (!floor) throw new TourConflict("This floor is not in the tour (it may have been removed elsewhere).");
    await tx
      .insert(tourFiles)
      .values({ hash: plan.hash, contentType: "image/webp", bytes: plan.bytes, createdAt: now })
      .onConflictDoNothing();
    const layout: TourLayout = {
      ...row.layout,
      floors: row.layout.floors.map((entry) =>
        entry.id === floorId ? { ...entry, plan: { hash: plan.hash, width: plan.width, height: plan.height } } : entry,
      ),
    };
    await tx
      .update(tours)
      .set({ layout, version: row.version + 1, updatedAt: now })
      .where(eq(tours.id, id));
    if (floor.plan) await dropUnusedFiles(tx, [floor.plan.hash]);
  });
}

/** Deletes a tour, its footage, frames, plans and published waypoints: its address answers 404 from now on. */
export async function deleteTour(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(tours).where(eq(tours.id, id)).for("update");
    if (!row) return false;
    const frameFiles = await framesOfTour(tx, id);
    const files = [
      ...plansOf(row.layout),
      ...(row.published ? [row.published.poses, ...row.published.floors.map((floor) => floor.plan)] : []),
    ];
    await tx.delete(tours).where(eq(tours.id, id));
    await tx.delete(publishedWaypoints).where(eq(publishedWaypoints.propertyId, row.slug));
    await dropUnusedFiles(tx, [...files, ...frameFiles]);
    return true;
  });
}

async function framesOfTour(tx: Tx, tourId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ hash: tourFrames.fileHash })
    .from(tourFrames)
    .innerJoin(tourFootage, eq(tourFootage.id, tourFrames.footageId))
    .where(eq(tourFootage.tourId, tourId));
  return rows.map((row) => row.hash);
}

export type FootagePlan = {
  source: FootageSource;
  range: { start: number; end: number };
  times: number[];
  sizes: Record<string, Size>;
  quality: number;
};

/**
 * Starts a tour's video upload with the browser's plan. A tour has one: refused while one is there
 * (start over first) and while the tour is published (its visitors' frames stay as they are).
 */
export async function startFootage(db: Database, tourId: number, plan: FootagePlan, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockedTour(tx, tourId);
    if (row.published) throw new TourConflict(TOUR_ERRORS.published);
    if (await footageOf(tx, tourId)) {
      throw new TourConflict("This tour already has a video. Start over to replace it.");
    }
    const [made] = await tx
      .insert(tourFootage)
      .values({
        tourId,
        source: plan.source,
        rangeStart: plan.range.start,
        rangeEnd: plan.range.end,
        times: plan.times,
        frameCount: plan.times.length,
        sizes: plan.sizes,
        quality: plan.quality,
        createdAt: now,
      })
      .returning({ id: tourFootage.id });
    if (!made) throw new Error("The footage was not stored");
    // The floors' changes and the path belong to the old frames.
    const layout: TourLayout = { ...row.layout, changes: [], keyframes: [], coverFrame: 1 };
    await tx
      .update(tours)
      .set({ layout, version: row.version + 1, updatedAt: now })
      .where(eq(tours.id, tourId));
    return made.id;
  });
}

/** Deletes a tour's video upload and every frame of it (starting over); refused while the tour is published. */
export async function dropFootage(db: Database, tourId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedTour(tx, tourId);
    if (row.published) throw new TourConflict(TOUR_ERRORS.published);
    const files = await framesOfTour(tx, tourId);
    await tx.delete(tourFootage).where(eq(tourFootage.tourId, tourId));
    const layout: TourLayout = { ...row.layout, changes: [], keyframes: [], coverFrame: 1 };
    await tx
      .update(tours)
      .set({ layout, version: row.version + 1, updatedAt: now })
      .where(eq(tours.id, tourId));
    await dropUnusedFiles(tx, files);
  });
}

/** A tour's upload, when `footageId` is the tour's current one. */
export async function footageById(db: Db, tourId: number, footageId: number): Promise<FootageRow | null> {
  const [row] = await db
    .select()
    .from(tourFootage)
    .where(and(eq(tourFootage.id, footageId), eq(tourFootage.tourId, tourId)));
  return row ?? null;
}

/** The frames stored at both widths, in order. */
export async function storedFrames(db: Db, footageId: number): Promise<number[]> {
  const rows = await db
    .select({ frame: tourFrames.frame })
    .from(tourFrames)
    .where(eq(tourFrames.footageId, footageId))
    .groupBy(tourFrames.frame)
    .having(sql`count(*) = ${FRAME_WIDTHS.length}`)
    .orderBy(asc(tourFrames.frame));
  return rows.map((row) => row.frame);
}

/** Whether a frame is stored already (so its upload is answered before its files are checked). */
export async function hasFrame(db: Db, footageId: number, frame: number): Promise<boolean> {
  const [row] = await db
    .select({ frame: tourFrames.frame })
    .from(tourFrames)
    .where(and(eq(tourFrames.footageId, footageId), eq(tourFrames.frame, frame)))
    .limit(1);
  return row !== undefined;
}

/** The set's hash: one digest of every frame's file in order, so it names exactly these frames. */
export function setHashOf(frames: readonly { frame: number; width: number; fileHash: string }[]): string {
  const lines = [...frames]
    .sort((a, b) => a.frame - b.frame || a.width - b.width)
    .map((entry) => `${entry.frame} ${entry.width} ${entry.fileHash}\n`);
  return createHash("sha256").update(lines.join("")).digest("hex");
}

/**
 * Stores one frame at every width, at once: "stored" means every width. The same frame sent again
 * (a retry, a resumed upload) changes nothing. Refused (TourFull) when the tour's frames would pass
 * MAX_TOUR_BYTES; once the last frame is in, the set's hash is worked out and the frames can be served.
 */
export async function storeFrame(
  db: Database,
  footageId: number,
  frame: number,
  files: readonly { width: number; hash: string; bytes: Buffer }[],
  { now = new Date(), maxBytes = MAX_TOUR_BYTES } = {},
): Promise<{ added: boolean; storedFrames: number; setHash: string | null }> {
  return db.transaction(async (tx) => {
    const [footage] = await tx.select().from(tourFootage).where(eq(tourFootage.id, footageId)).for("update");
    if (!footage) throw new TourConflict("This upload was replaced or deleted meanwhile.");
    const answer = { added: false, storedFrames: footage.storedFrames, setHash: footage.setHash };
    if (await hasFrame(tx, footageId, frame)) return answer;
    const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
    if (footage.storedBytes + bytes > maxBytes) throw new TourFull(TOUR_ERRORS.tourFull);
    await tx
      .insert(tourFiles)
      .values(files.map((file) => ({ hash: file.hash, contentType: "image/jpeg", bytes: file.bytes, createdAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(tourFrames)
      .values(files.map((file) => ({ footageId, frame, width: file.width, fileHash: file.hash })));
    const stored = footage.storedFrames + 1;
    let setHash: string | null = null;
    if (stored === footage.frameCount) {
      setHash = setHashOf(await tx.select().from(tourFrames).where(eq(tourFrames.footageId, footageId)));
    }
    await tx
      .update(tourFootage)
      .set({ storedFrames: stored, storedBytes: footage.storedBytes + bytes, setHash })
      .where(eq(tourFootage.id, footageId));
    return { added: true, storedFrames: stored, setHash };
  });
}

/** The poses file visitors' viewers read: the demo's format (docs/tours.md#floors-and-the-minimap). */
export function posesFile(layout: TourLayout, frameCount: number): Buffer | null {
  const poses = posesOf(layout.changes, layout.keyframes, frameCount);
  if (!poses) return null;
  const floorIds = layout.floors.map((floor) => floor.id);
  const file = {
    version: 1,
    frameCount,
    floors: layout.floors.map((floor) => floor.name),
    poses: poses.map((pose) => [floorIds.indexOf(pose.floor), pose.x, pose.y, pose.heading]),
  };
  return Buffer.from(JSON.stringify(file));
}

/**
 * Publishes the working copy: visitors see it from now on, on /property and at /property/{slug}.
 * Refused with the first thing missing (every frame, a plan per floor, the camera placed on every
 * stretch of a floor).
 */
export async function publishTour(db: Database, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedTour(tx, id);
    const footage = await footageOf(tx, id);
    const names = new Map(row.layout.floors.map((floor) => [floor.id, floor.name]));
    const problems = publishProblems(row.layout, footage, (floorId) => names.get(floorId) ?? floorId);
    if (problems.length > 0 || !footage?.setHash) throw new TourConflict(problems[0] ?? "Finish the upload first.");
    const poses = posesFile(row.layout, footage.frameCount);
    if (!poses) throw new TourConflict("Place the camera on every floor's stretch of the walk first.");
    const posesHash = createHash("sha256").update(poses).digest("hex");
    await tx
      .insert(tourFiles)
      .values({ hash: posesHash, contentType: "application/json", bytes: poses, createdAt: now })
      .onConflictDoNothing();
    const published: PublishedTour = {
      name: row.name,
      location: row.location,
      setHash: footage.setHash,
      frameCount: footage.frameCount,
      floors: row.layout.floors.map((floor) => ({ name: floor.name, plan: floor.plan?.hash ?? "" })),
      poses: posesHash,
      coverFrame: Math.min(row.layout.coverFrame, footage.frameCount),
    };
    const before = row.published;
    await tx
      .update(tours)
      .set({ published, publishedVersion: row.version, publishedAt: now, updatedAt: now })
      .where(eq(tours.id, id));
    if (before) await dropUnusedFiles(tx, [before.poses, ...before.floors.map((floor) => floor.plan)]);
  });
}

/** Takes a tour off /property: its address answers 404 until it is published again. */
export async function unpublishTour(db: Database, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedTour(tx, id);
    if (!row.published) return;
    await tx
      .update(tours)
      .set({ published: null, publishedVersion: null, publishedAt: null, updatedAt: now })
      .where(eq(tours.id, id));
    await dropUnusedFiles(tx, [row.published.poses, ...row.published.floors.map((floor) => floor.plan)]);
  });
}

/** A published tour by its slug: what its visitors see. */
export async function publishedTour(db: Database, slug: string): Promise<(PublishedTour & { slug: string }) | null> {
  const [row] = await db
    .select({ slug: tours.slug, published: tours.published })
    .from(tours)
    .where(and(eq(tours.slug, slug), isNotNull(tours.published)));
  return row?.published ? { ...row.published, slug: row.slug } : null;
}

/** Every published tour, the first published first, as /property lists them after the demo. */
export async function publishedTours(db: Database): Promise<(PublishedTour & { slug: string })[]> {
  const rows = await db
    .select({ slug: tours.slug, published: tours.published })
    .from(tours)
    .where(isNotNull(tours.published))
    .orderBy(asc(tours.publishedAt), asc(tours.id));
  return rows.flatMap((row) => (row.published ? [{ ...row.published, slug: row.slug }] : []));
}

/** A frame's bytes by its set's hash, width and number: one row, never more than that frame. */
export async function frameFile(db: Database, setHash: string, width: number, frame: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: tourFiles.bytes })
    .from(tourFootage)
    .innerJoin(tourFrames, eq(tourFrames.footageId, tourFootage.id))
    .innerJoin(tourFiles, eq(tourFiles.hash, tourFrames.fileHash))
    .where(and(eq(tourFootage.setHash, setHash), eq(tourFrames.frame, frame), eq(tourFrames.width, width)))
    .limit(1);
  return row?.bytes ?? null;
}

/** A plan or poses file by its hash (frames are served by their set). */
export async function tourFile(db: Database, hash: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: tourFiles.contentType, bytes: tourFiles.bytes })
    .from(tourFiles)
    .where(and(eq(tourFiles.hash, hash), sql`${tourFiles.contentType} <> 'image/jpeg'`));
  return row ?? null;
}
