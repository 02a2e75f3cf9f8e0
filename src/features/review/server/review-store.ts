import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db/client";
import { reviews, reviewVersions } from "@/src/db/schema";
import type { Review } from "@/src/model/review";

export type SavedReview = { review: Review; savedAt: string; version: number };

/**
 * Keeps a client's whole review as their current one and as a new version beside the others, in
 * one transaction, so the current review and the history never disagree.
 */
export async function saveReview(
  db: Database,
  clientId: string,
  review: Review,
  now = new Date(),
): Promise<SavedReview> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ clientId, review, savedAt: now, version: 1 })
      .onConflictDoUpdate({
        target: reviews.clientId,
        set: { review, savedAt: now, version: sql`${reviews.version} + 1` },
      })
      .returning({ version: reviews.version });
    const version = row?.version ?? 1;
    await tx.insert(reviewVersions).values({ clientId, version, review, savedAt: now });
    return { review, savedAt: now.toISOString(), version };
  });
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
