import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Database } from "@/src/db/client";
import { images, imageVariants, postVersions, roundPosts, rounds } from "@/src/db/schema";
import type { RoundPost, RoundSummary } from "@/src/model/round";
import { MAX_POSTS_PER_ROUND, UPLOAD_ERRORS, VARIANT_WIDTHS } from "../constants";
import type { PreparedImage } from "./images";

/** A change the round's state does not allow (a draft's edit on a published round, a full round). */
export class RoundConflict extends Error {}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const newPostId = () => {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return `rp-${[...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
};

/** Stores a prepared picture and its widths once: the same picture uploaded again is the same row. */
async function storeImage(tx: Tx, image: PreparedImage, now: Date): Promise<void> {
  const inserted = await tx
    .insert(images)
    .values({ id: image.id, width: image.width, height: image.height, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: images.id });
  if (inserted.length === 0) return;
  await tx.insert(imageVariants).values(image.variants.map((variant) => ({ imageId: image.id, ...variant })));
}

/** Removes pictures no post version shows any more (a draft's replaced or removed picture). */
async function dropUnusedImages(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(images)
    .where(
      and(
        inArray(images.id, [...ids]),
        sql`not exists (select 1 from ${postVersions} where ${postVersions.imageId} = ${images.id})`,
      ),
    );
}

async function lockedRound(tx: Tx, roundId: number) {
  const [round] = await tx.select().from(rounds).where(eq(rounds.id, roundId)).for("update");
  return round ?? null;
}

export async function roundById(db: Database, roundId: number) {
  const [round] = await db.select().from(rounds).where(eq(rounds.id, roundId));
  return round ?? null;
}

/**
 * The client's draft round, started now when there is none. Two presses at once (on one instance or
 * two) make one draft: the second insert meets the one-draft-per-client index and takes the first's.
 */
export async function draftRound(db: Database, clientId: string, now = new Date()): Promise<number> {
  const findDraft = async () =>
    (
      await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(eq(rounds.clientId, clientId), eq(rounds.status, "draft")))
    )[0]?.id;
  const existing = await findDraft();
  if (existing !== undefined) return existing;
  const made = await db.execute(sql`
    insert into ${rounds} (client_id, number, status, created_at)
    select ${clientId}, coalesce(max(${rounds.number}), 0) + 1, 'draft', ${now.toISOString()}::timestamptz
    from ${rounds} where ${rounds.clientId} = ${clientId}
    on conflict do nothing
    returning id`);
  const id = (made as unknown as { rows: { id: number }[] }).rows[0]?.id ?? (await findDraft());
  if (id === undefined) throw new Error("The new round was not stored");
  return id;
}

/** Adds a post at the end of a draft round, with its first picture. */
export async function addPost(
  db: Database,
  roundId: number,
  post: { image: PreparedImage; caption: string; plannedDate: string },
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const round = await lockedRound(tx, roundId);
    if (!round) throw new RoundConflict("This round does not exist.");
    if (round.status !== "draft") throw new RoundConflict("Posts are added to a round before it is published.");
    const existing = await tx
      .select({ position: roundPosts.position })
      .from(roundPosts)
      .where(eq(roundPosts.roundId, roundId));
    if (existing.length >= MAX_POSTS_PER_ROUND) throw new RoundConflict(UPLOAD_ERRORS.roundFull);
    await storeImage(tx, post.image, now);
    const id = newPostId();
    const position = Math.max(0, ...existing.map((row) => row.position + 1));
    await tx.insert(roundPosts).values({ id, roundId, position, caption: post.caption, plannedDate: post.plannedDate });
    await tx.insert(postVersions).values({ postId: id, version: 1, imageId: post.image.id, createdAt: now });
    return id;
  });
}

async function postOfRound(tx: Tx, roundId: number, postId: string) {
  const [post] = await tx
    .select()
    .from(roundPosts)
    .where(and(eq(roundPosts.id, postId), eq(roundPosts.roundId, roundId)));
  return post ?? null;
}

/** Changes a draft post's caption and planned date. */
export async function editPost(
  db: Database,
  roundId: number,
  postId: string,
  change: { caption: string; plannedDate: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const round = await lockedRound(tx, roundId);
    if (round?.status !== "draft") throw new RoundConflict("A published round's posts keep their captions and dates.");
    if (!(await postOfRound(tx, roundId, postId))) throw new RoundConflict("This post is not in the round.");
    await tx.update(roundPosts).set(change).where(eq(roundPosts.id, postId));
  });
}

/** Puts a draft round's posts in the given order (every post, once). */
export async function reorderPosts(db: Database, roundId: number, order: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const round = await lockedRound(tx, roundId);
    if (round?.status !== "draft") throw new RoundConflict("A published round keeps its order.");
    const ids = (await tx.select({ id: roundPosts.id }).from(roundPosts).where(eq(roundPosts.roundId, roundId))).map(
      (row) => row.id,
    );
    if (ids.length !== order.length || !ids.every((id) => order.includes(id))) {
      throw new RoundConflict("The order must name every post of the round once.");
    }
    for (const [position, id] of order.entries()) {
      await tx.update(roundPosts).set({ position }).where(eq(roundPosts.id, id));
    }
  });
}

/** Removes a post from a draft round. */
export async function removePost(db: Database, roundId: number, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const round = await lockedRound(tx, roundId);
    if (round?.status !== "draft") throw new RoundConflict("A published round keeps its posts.");
    const used = await tx
      .select({ imageId: postVersions.imageId })
      .from(postVersions)
      .where(eq(postVersions.postId, postId));
    const removed = await tx
      .delete(roundPosts)
      .where(and(eq(roundPosts.id, postId), eq(roundPosts.roundId, roundId)))
      .returning({ id: roundPosts.id });
    if (removed.length === 0) throw new RoundConflict("This post is not in the round.");
    await dropUnusedImages(
      tx,
      used.map((row) => row.imageId),
    );
  });
}

/**
 * A new picture for a post: in a draft it replaces the picture (nothing was reviewed yet); in a
 * published round it is the post's next version, which the client reviews afresh. The version the
 * post now shows.
 */
export async function replacePicture(
  db: Database,
  roundId: number,
  postId: string,
  image: PreparedImage,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const round = await lockedRound(tx, roundId);
    if (!round || !(await postOfRound(tx, roundId, postId))) throw new RoundConflict("This post is not in the round.");
    await storeImage(tx, image, now);
    const [latest] = await tx
      .select()
      .from(postVersions)
      .where(eq(postVersions.postId, postId))
      .orderBy(desc(postVersions.version))
      .limit(1);
    if (!latest) throw new Error(`Post ${postId} has no version`);
    if (round.status === "draft") {
      await tx
        .update(postVersions)
        .set({ imageId: image.id, createdAt: now })
        .where(and(eq(postVersions.postId, postId), eq(postVersions.version, latest.version)));
      await dropUnusedImages(tx, [latest.imageId]);
      return latest.version;
    }
    if (latest.imageId === image.id) return latest.version;
    const version = latest.version + 1;
    await tx.insert(postVersions).values({ postId, version, imageId: image.id, createdAt: now });
    return version;
  });
}

/** Publishes a draft round with at least one post: the client's link shows it from now on. */
export async function publishRound(db: Database, roundId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const round = await lockedRound(tx, roundId);
    if (round?.status !== "draft") throw new RoundConflict("This round is already published.");
    const [post] = await tx
      .select({ id: roundPosts.id })
      .from(roundPosts)
      .where(eq(roundPosts.roundId, roundId))
      .limit(1);
    if (!post) throw new RoundConflict("Add at least one post before publishing.");
    await tx.update(rounds).set({ status: "published", publishedAt: now }).where(eq(rounds.id, roundId));
  });
}

/** Rounds' posts in order, each with every version (newest last) and its picture's size. */
async function postsOf(db: Database, roundIds: readonly number[]): Promise<Map<number, RoundPost[]>> {
  const byRound = new Map<number, RoundPost[]>(roundIds.map((id) => [id, []]));
  if (roundIds.length === 0) return byRound;
  const rows = await db
    .select({
      id: roundPosts.id,
      roundId: roundPosts.roundId,
      caption: roundPosts.caption,
      plannedDate: roundPosts.plannedDate,
      version: postVersions.version,
      imageId: postVersions.imageId,
      width: images.width,
      height: images.height,
    })
    .from(roundPosts)
    .innerJoin(postVersions, eq(postVersions.postId, roundPosts.id))
    .innerJoin(images, eq(images.id, postVersions.imageId))
    .where(inArray(roundPosts.roundId, [...roundIds]))
    .orderBy(asc(roundPosts.roundId), asc(roundPosts.position), asc(postVersions.version));
  const seen = new Map<string, RoundPost>();
  for (const row of rows) {
    const image = {
      id: row.imageId,
      width: row.width,
      height: row.height,
      // As prepareImage made them: the smaller widths below the picture's own, then its own.
      widths: [...VARIANT_WIDTHS.filter((width) => width < row.width), row.width],
    };
    const known = seen.get(row.id);
    if (known) {
      known.versions.push({ version: row.version, image });
      continue;
    }
    const post: RoundPost = {
      id: row.id,
      caption: row.caption,
      plannedDate: row.plannedDate,
      versions: [{ version: row.version, image }],
    };
    seen.set(row.id, post);
    byRound.get(row.roundId)?.push(post);
  }
  return byRound;
}

const summary = (round: typeof rounds.$inferSelect, posts: RoundPost[]): RoundSummary => ({
  id: round.id,
  number: round.number,
  status: round.status,
  createdAt: round.createdAt.toISOString(),
  publishedAt: round.publishedAt?.toISOString() ?? null,
  posts,
});

/** Every round of a client, newest first, for the studio. */
export async function clientRounds(db: Database, clientId: string): Promise<RoundSummary[]> {
  const rows = await db.select().from(rounds).where(eq(rounds.clientId, clientId)).orderBy(desc(rounds.number));
  const posts = await postsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summary(row, posts.get(row.id) ?? []));
}

/** The round a client's link shows: their latest published one, or null (a draft is never shown). */
export async function currentRound(db: Database, clientId: string): Promise<RoundSummary | null> {
  const [row] = await db
    .select()
    .from(rounds)
    .where(and(eq(rounds.clientId, clientId), eq(rounds.status, "published")))
    .orderBy(desc(rounds.number))
    .limit(1);
  if (!row) return null;
  return summary(row, (await postsOf(db, [row.id])).get(row.id) ?? []);
}

/** A client's published round by its number, or null (a draft, or no such round, is not there for a link). */
export async function publishedRound(db: Database, clientId: string, number: number) {
  const [row] = await db
    .select({ id: rounds.id, number: rounds.number })
    .from(rounds)
    .where(and(eq(rounds.clientId, clientId), eq(rounds.number, number), eq(rounds.status, "published")));
  return row ?? null;
}

/** The number of the round a client's link shows now (their latest published), or null. */
export async function latestRoundNumber(db: Database, clientId: string): Promise<number | null> {
  const [row] = await db
    .select({ number: max(rounds.number) })
    .from(rounds)
    .where(and(eq(rounds.clientId, clientId), eq(rounds.status, "published")));
  return row?.number ?? null;
}

/** A stored width of a picture, for the image route. */
export async function imageVariant(db: Database, imageId: string, width: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width)));
  return row?.bytes ?? null;
}
