import "server-only";
import { eq, like, or, sql } from "drizzle-orm";
import type { Database } from "@/src/db/client";
import { reviewReads, reviews } from "@/src/db/schema";
import { clientOfReviewKey } from "@/src/model/review-keys";

const ofClient = (clientId: string) =>
  or(eq(reviews.clientId, clientId), like(reviews.clientId, `${clientId}/round-%`));

/** Per client, how many of their reviews (the demo set, each round) were saved since the studio read them. */
export async function unreadByClient(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: reviews.clientId })
    .from(reviews)
    .leftJoin(reviewReads, eq(reviewReads.reviewKey, reviews.clientId))
    .where(sql`${reviews.version} > coalesce(${reviewReads.version}, 0)`);
  const unread = new Map<string, number>();
  for (const { key } of rows) {
    const client = clientOfReviewKey(key);
    unread.set(client, (unread.get(client) ?? 0) + 1);
  }
  return unread;
}

/** The studio opened a client's reviews: every one of them is read as it is now. */
export async function markClientRead(db: Database, clientId: string): Promise<void> {
  await db.execute(sql`
    insert into ${reviewReads} (review_key, version)
    select ${reviews.clientId}, ${reviews.version} from ${reviews} where ${ofClient(clientId)}
    on conflict (review_key) do update set version = greatest(${reviewReads.version}, excluded.version)`);
}

/** The studio's own change to a review (a reply, a resolve) is read by the studio already. */
export async function markReviewRead(db: Pick<Database, "insert">, reviewKey: string, version: number) {
  await db
    .insert(reviewReads)
    .values({ reviewKey, version })
    .onConflictDoUpdate({
      target: reviewReads.reviewKey,
      set: { version: sql`greatest(${reviewReads.version}, excluded.version)` },
    });
}
