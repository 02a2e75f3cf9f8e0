import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import * as v from "valibot";
import type { Database } from "@/src/db/client";
import { reviews, reviewSaveWindows, reviewVersions } from "@/src/db/schema";
import { MAX_JSON_BYTES } from "@/src/lib/server/body";
import { reviewSchema, type Annotation, type Review, type ReviewSave } from "@/src/model/review";
import { HISTORY_PAGE_SIZE } from "../constants";
import { clientPart, emptyReview, mergeClientSave, sameJson } from "../review-merge";
import { versionsToDrop } from "../version-retention";

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

/**
 * A client's save, merged into the review and kept as a new version, in one transaction that holds
 * the review's row, so saves arriving together take turns and each merges with the one before it.
 * The client's part is merged three-way against the version the save started from (review-merge.ts);
 * when that version is not kept any more (or it started from none), against an empty review, which
 * keeps the union of both. The studio's part (replies, resolve, notes) is never taken from a client's
 * save. `merged` says whether the result holds work this save did not carry. A save that changes
 * nothing makes no new version. `key` is the review's key (a client's id, or a round's, see
 * src/model/review-keys.ts). `afterSave` runs in the same transaction when a version was made (the
 * studio's mail is queued there, so it goes out only if the save stays).
 */
export async function saveReview(
  db: Database,
  key: string,
  save: ReviewSave,
  now = new Date(),
  afterSave?: (tx: Transaction, version: number) => Promise<void>,
): Promise<SavedReview & { merged: boolean }> {
  return inReview(db, key, now, async (tx, current) => {
    const base =
      save.baseVersion === current.version
        ? current.review
        : ((
            await tx
              .select({ review: reviewVersions.review })
              .from(reviewVersions)
              .where(and(eq(reviewVersions.clientId, key), eq(reviewVersions.version, save.baseVersion)))
          )[0]?.review ?? emptyReview);
    const review = mergeClientSave(base, current.review, save.review);
    // Another browser's work, not the studio's replies, which the save never carries.
    return { review, merged: !sameJson(clientPart(review), clientPart(save.review)), afterSave };
  });
}

/** The studio's change to a pin: a reply, or resolving (reopening) it. */
export type StudioPinChange = { type: "reply"; text: string } | { type: "resolve"; resolved: boolean };

/** The pin a studio change names is not in the saved review. */
export class PinNotFoundError extends Error {
  constructor() {
    super("This pin is not in the client's saved review.");
  }
}

const changed = (pin: Annotation, change: StudioPinChange, now: Date): Annotation =>
  change.type === "reply"
    ? {
        ...pin,
        replies: [
          ...(pin.replies ?? []),
          {
            id: `reply-${now.getTime().toString(36)}-${randomBytes(6).toString("base64url")}`,
            text: change.text,
            timestamp: now.toISOString(),
          },
        ],
      }
    : { ...pin, resolved: change.resolved };

/**
 * The studio replies to a client's pin or resolves (reopens) it: written straight into the review
 * as stored, under its row's lock, as a new version; only the studio's part of that pin changes.
 */
export async function changePinAsStudio(
  db: Database,
  key: string,
  target: { postKey: string; pinId: string; change: StudioPinChange },
  now = new Date(),
  afterSave?: (tx: Transaction, version: number) => Promise<void>,
): Promise<SavedReview & { merged: boolean }> {
  return inReview(db, key, now, async (_tx, current) => {
    const pins = Object.hasOwn(current.review.comments, target.postKey) ? current.review.comments[target.postKey] : [];
    if (current.version === 0 || !pins?.some((pin) => pin.id === target.pinId)) throw new PinNotFoundError();
    const review: Review = {
      ...current.review,
      comments: {
        ...current.review.comments,
        [target.postKey]: pins.map((pin) => (pin.id === target.pinId ? changed(pin, target.change, now) : pin)),
      },
    };
    return { review, merged: false, afterSave };
  });
}

type Current = { review: Review; savedAt: Date; version: number };

/**
 * Runs a change of one review under its row's lock and keeps the result as a new version (unless
 * it changes nothing), pruning old versions in the same transaction.
 */
async function inReview(
  db: Database,
  key: string,
  now: Date,
  change: (
    tx: Transaction,
    current: Current,
  ) => Promise<{ review: Review; merged: boolean; afterSave?: (tx: Transaction, version: number) => Promise<void> }>,
): Promise<SavedReview & { merged: boolean }> {
  return db.transaction(async (tx) => {
    // A row to hold even for a review's first save; it is rolled back if nothing is saved.
    await tx
      .insert(reviews)
      .values({ clientId: key, review: emptyReview, savedAt: now, version: 0 })
      .onConflictDoNothing();
    const [current] = await tx.select().from(reviews).where(eq(reviews.clientId, key)).for("update");
    if (!current) throw new Error(`The review ${key} vanished inside its transaction`);
    const { review, merged, afterSave } = await change(tx, current);
    if (current.version > 0 && sameJson(review, current.review)) {
      return { review: current.review, savedAt: current.savedAt.toISOString(), version: current.version, merged };
    }
    if (!fitsOneSave(review)) throw new MergedReviewTooLargeError();
    const version = current.version + 1;
    await tx.update(reviews).set({ review, savedAt: now, version }).where(eq(reviews.clientId, key));
    await tx.insert(reviewVersions).values({ clientId: key, version, review, savedAt: now });
    await pruneVersions(tx, key, now);
    await afterSave?.(tx, version);
    return { review, savedAt: now.toISOString(), version, merged };
  });
}

/** Whether a browser holding this review could save it again: within the schema and the body limit. */
function fitsOneSave(review: Review): boolean {
  const body = JSON.stringify({ baseVersion: 2 ** 31 - 1, review });
  return v.is(reviewSchema, review) && Buffer.byteLength(body) <= MAX_JSON_BYTES;
}

/** Drops the versions the retention rules no longer keep (version-retention.ts). */
export async function pruneVersions(db: Pick<Database, "select" | "delete">, key: string, now: Date): Promise<void> {
  const kept = await db
    .select({ version: reviewVersions.version, savedAt: reviewVersions.savedAt })
    .from(reviewVersions)
    .where(eq(reviewVersions.clientId, key));
  const drop = versionsToDrop(kept, now);
  if (drop.length === 0) return;
  await db.delete(reviewVersions).where(and(eq(reviewVersions.clientId, key), inArray(reviewVersions.version, drop)));
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

/**
 * A review's saved versions, newest first, a page at a time: `before` is the version the previous
 * page ended at. `next` is where the following page starts, or null at the oldest.
 */
export async function reviewHistory(
  db: Database,
  key: string,
  { before, limit = HISTORY_PAGE_SIZE }: { before?: number; limit?: number } = {},
): Promise<{ versions: { version: number; savedAt: string }[]; next: number | null }> {
  const rows = await db
    .select({ version: reviewVersions.version, savedAt: reviewVersions.savedAt })
    .from(reviewVersions)
    .where(
      before === undefined
        ? eq(reviewVersions.clientId, key)
        : and(eq(reviewVersions.clientId, key), lt(reviewVersions.version, before)),
    )
    .orderBy(desc(reviewVersions.version))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    versions: page.map((row) => ({ version: row.version, savedAt: row.savedAt.toISOString() })),
    next: rows.length > limit ? (page.at(-1)?.version ?? null) : null,
  };
}
