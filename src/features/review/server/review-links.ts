import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A client's review key: an HMAC-SHA256 of their id under the site's review-link secret, so a key
 * opens one client's review and no other, and cannot be made without the secret.
 */
export function reviewKey(secret: string, clientId: string): string {
  return createHmac("sha256", secret).update(`review:${clientId}`).digest("base64url");
}

/** Whether `key` is this client's key; compared in constant time. */
export function isReviewKey(secret: string, clientId: string, key: unknown): boolean {
  if (typeof key !== "string" || key.length === 0 || key.length > 100) return false;
  const expected = Buffer.from(reviewKey(secret, clientId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link the studio sends a client: their review page with their key. */
export function reviewLinkPath(secret: string, clientId: string): string {
  return `/socialmedia/${clientId}?key=${reviewKey(secret, clientId)}`;
}
