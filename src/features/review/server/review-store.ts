import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Database } from "@/src/db/client";
import { reviews, reviewSaveWindows, reviewVersions } from "@/src/db/schema";
import { MAX_BODY_BYTES } from "@/src/lib/server/json-body";
import { reviewSchema, type Review, type ReviewSave } from "@/src/model/review";
import { VERSIONS_KEPT_DAYS } from "../constants";
import { emptyReview, mergeReviews, sameJson } from "../review-merge";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type SavedReview = { review: Review; savedAt: string; version: number };

/**
 * The merged review would be more than a review may hold (over 50 pins on a post, or larger than a
 * browser may send back): nothing is saved.
 */
export class MergedReviewTooLargeError extends Error {
  constructor() {
    super("Merged with the review saved from another browser, this review would be too large.");
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Merges a save into the client's current review and keeps the result as a new version, in one
 * transaction that holds the client's row, so saves arriving together take turns and each merges
 * with the one before it. The save is merged three-way against the version it started from
 * (review-merge.ts); when that version is not kept any more (or it started from none), against an
 * empty review, which keeps the union of both. `merged` says whether the result holds work this
 * save did not carry. A save that changes nothing makes no new version. `clientId` is the review's
 * key (a client's id, or a round's, see src/model/review-keys.ts). `afterSave` runs in the same transaction when
 * a new version was made (the studio's mail is queued there, so it goes out only if the save stays).
 */
export async function saveReview(
  db: Database,
  clientId: string,
  save: ReviewSave,
  now = new Date(),
  afterSave?: (tx: Transaction, version: number) => Promise<void>,
): Promise<SavedReview & { merged: boolean }> {
  return db.transaction(async (tx) => {
    // A row to hold even for a client's first save; it is rolled back if nothing is saved.
    await tx.insert(reviews).values({ clientId, review: emptyReview, savedAt: now, version: 0 }).onConflictDoNothing();
    const [current] = await tx.select().from(reviews).where(eq(reviews.clientId, clientId)).for("update");
    if (!current) throw new Error(`The review of ${clientId} vanished inside its transaction`);
    const base =
      save.baseVersion === current.version
        ? current.review
        : ((
            await tx
              .select({ review: reviewVersions.review })
              .from(reviewVersions)
              .where(and(eq(reviewVersions.clientId, clientId), eq(reviewVersions.version, save.baseVersion)))
          )[0]?.review ?? emptyReview);
    const review = mergeReviews(base, current.review, save.review);
    const merged = !sameJson(review, save.review);
    if (current.version > 0 && sameJson(review, current.review)) {
      return { review: current.review, savedAt: current.savedAt.toISOString(), version: current.version, merged };
    }
    if (!fitsOneSave(review)) throw new MergedReviewTooLargeError();
    const version = current.version + 1;
    await tx.update(reviews).set({ review, savedAt: now, version }).where(eq(reviews.clientId, clientId));
    await tx.insert(reviewVersions).values({ clientId, version, review, savedAt: now });
    await pruneVersions(tx, clientId, now);
    await afterSave?.(tx, version);
    return { review, savedAt: now.toISOString(), version, merged };
  });
}

/** Whether a browser holding this review could save it again: within the schema and the body limit. */
function fitsOneSave(review: Review): boolean {
  const body = JSON.stringify({ baseVersion: 2 ** 31 - 1, review });
  return v.is(reviewSchema, review) && Buffer.byteLength(body) <= MAX_BODY_BYTES;
}

/**
 * Keeps every version of the last VERSIONS_KEPT_DAYS days and, before that, the last version of each
 * (UTC) day. A day that straddles the cutoff is read whole, so its last version is known.
 */
export async function pruneVersions(db: Pick<Database, "execute">, clientId: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - VERSIONS_KEPT_DAYS * DAY_MS);
  const dayAfterCutoff = new Date(Math.floor(cutoff.getTime() / DAY_MS) * DAY_MS + DAY_MS);
  await db.execute(sql`
    delete from review_versions where id in (
      select id from (
        select id, saved_at,
          row_number() over (partition by (saved_at at time zone 'UTC')::date order by version desc) as later
        from review_versions
        where client_id = ${clientId} and saved_at < ${dayAfterCutoff.toISOString()}::timestamptz
      ) as old
      where later > 1 and saved_at < ${cutoff.toISOString()}::timestamptz
    )`);
}

/**
 * Counts a save through the client's link in the current minute, in one statement (atomic across
 * instances sharing the database), and says how long to wait when the link is over `perMinute`.
 */
export async function countSave(
  db: Database,
  clientId: string,
  perMinute: number,
  now = new Date(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [row] = await db
    .insert(reviewSaveWindows)
    .values({ clientId, windowStart, saves: 1 })
    .onConflictDoUpdate({
      target: reviewSaveWindows.clientId,
      // Both read the row as it was: a save in a new minute starts the count again.
      set: {
        saves: sql`case when ${reviewSaveWindows.windowStart} = excluded.window_start then ${reviewSaveWindows.saves} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ saves: reviewSaveWindows.saves });
  if ((row?.saves ?? 0) <= perMinute) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + 60_000 - now.getTime()) / 1000)),
  };
}

export async function loadReview(db: Database, clientId: string): Promise<SavedReview | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.clientId, clientId));
  return row ? { review: row.review, savedAt: row.savedAt.toISOString(), version: row.version } : null;
}

/** Every client's current review, for the studio's inbox. */
export async function listReviews(db: Database): Promise<Map<string, SavedReview>> {
  const rows = await db.select().from(reviews);
  return new Map(
    rows.map((row) => [row.clientId, { review: row.review, savedAt: row.savedAt.toISOString(), version: row.version }]),
  );
}

/** A client's saved versions, newest first. */
export async function reviewHistory(db: Database, clientId: string): Promise<{ version: number; savedAt: string }[]> {
  const rows = await db
    .select({ version: reviewVersions.version, savedAt: reviewVersions.savedAt })
    .from(reviewVersions)
    .where(eq(reviewVersions.clientId, clientId))
    .orderBy(desc(reviewVersions.version));
  return rows.map((row) => ({ version: row.version, savedAt: row.savedAt.toISOString() }));
}
