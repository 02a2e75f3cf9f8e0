import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/src/db/client";
import { reviewLinks } from "@/src/db/schema";
import { siteSecret } from "@/src/db/secrets";
import { LINK_MESSAGES } from "../constants";

/*
 * Review links (docs/review.md#review-links): `/socialmedia/{clientId}?key=…`, where the key is an
 * HMAC-SHA256 of the client's id and the link's generation under the site's review-link secret, so a
 * key opens one client's review and no other, and cannot be made without the secret. Rotating a
 * client's link moves it to the next generation: the keys before it are refused, with a sentence
 * saying so, while every other client's link stays as it is. Generation 0 is the link the site has
 * always made (its key is the HMAC of the id alone), so links sent before rotation existed still work.
 */

/** The site's review-link secret: REVIEW_LINK_SECRET, or one made once and kept in the database. */
export async function reviewLinkSecret(db: Database): Promise<string> {
  return siteSecret(db, "review-links", process.env.REVIEW_LINK_SECRET);
}

/** A client's key for one generation of their link. */
export function reviewKey(secret: string, clientId: string, generation = 0): string {
  const subject = generation === 0 ? `review:${clientId}` : `review:${clientId}:${generation}`;
  return createHmac("sha256", secret).update(subject).digest("base64url");
}

const sameKey = (expected: string, given: string) => {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Where a client's link stands: its generation and when it stops working (null: never). */
export type LinkState = { generation: number; expiresAt: Date | null };

export type KeyVerdict = { valid: true } | { valid: false; error: string };

/**
 * Whether `key` opens this client's review now: the current generation's key, before its expiry.
 * Keys of earlier generations and expired ones are refused with their own sentence; compared in
 * constant time.
 */
export function checkReviewKey(secret: string, clientId: string, key: unknown, link: LinkState, now: Date): KeyVerdict {
  if (typeof key !== "string" || key.length === 0 || key.length > 100)
    return { valid: false, error: LINK_MESSAGES.invalid };
  if (sameKey(reviewKey(secret, clientId, link.generation), key)) {
    if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) {
      return { valid: false, error: LINK_MESSAGES.expired(link.expiresAt) };
    }
    return { valid: true };
  }
  for (let generation = 0; generation < link.generation; generation += 1) {
    if (sameKey(reviewKey(secret, clientId, generation), key)) return { valid: false, error: LINK_MESSAGES.replaced };
  }
  return { valid: false, error: LINK_MESSAGES.invalid };
}

/** The link the studio sends a client: their review page with their current key. */
export function reviewLinkPath(secret: string, clientId: string, generation = 0): string {
  return `/socialmedia/${clientId}?key=${reviewKey(secret, clientId, generation)}`;
}

/** Every client's link state that differs from the first link's (generation 0, no expiry). */
export async function linkStates(db: Database): Promise<Map<string, LinkState>> {
  const rows = await db.select().from(reviewLinks);
  return new Map(rows.map((row) => [row.clientId, { generation: row.generation, expiresAt: row.expiresAt }]));
}

export async function linkState(db: Database, clientId: string): Promise<LinkState> {
  const [row] = await db.select().from(reviewLinks).where(eq(reviewLinks.clientId, clientId));
  return row ? { generation: row.generation, expiresAt: row.expiresAt } : { generation: 0, expiresAt: null };
}

/** Gives a client a new link (the next generation), optionally expiring; the old link stops working. */
export async function rotateLink(db: Database, clientId: string, expiresAt: Date | null, now = new Date()) {
  const [row] = await db
    .insert(reviewLinks)
    .values({ clientId, generation: 1, expiresAt, rotatedAt: now })
    .onConflictDoUpdate({
      target: reviewLinks.clientId,
      set: { generation: sql`${reviewLinks.generation} + 1`, expiresAt, rotatedAt: now },
    })
    .returning({ generation: reviewLinks.generation, expiresAt: reviewLinks.expiresAt });
  if (!row) throw new Error(`The link of ${clientId} was not stored`);
  return row;
}
