/*
 * How reviews are keyed in the store and posts within a review, shared by the server, the studio's
 * inbox and the client's page.
 */

/** A review's key in the store: the client's id for the generated demo set, `{clientId}/round-{n}` for a round. */
export function reviewKeyOf(clientId: string, roundNumber: number | null): string {
  return roundNumber === null ? clientId : `${clientId}/round-${roundNumber}`;
}

/** The client whose review this key is. */
export function clientOfReviewKey(reviewKey: string): string {
  return reviewKey.split("/")[0] ?? reviewKey;
}

/** The round of a review key, or null for the demo set. */
export function roundOfReviewKey(reviewKey: string): number | null {
  const match = /\/round-(\d+)$/.exec(reviewKey);
  return match ? Number(match[1]) : null;
}

/** What a review keys a round post's decision and pins by: the post and the version reviewed. */
export function roundPostKey(postId: string, version: number): string {
  return `${postId}.v${version}`;
}

/** Round post ids: `rp-` and 12 lowercase letters or digits, random, so ids never collide across rounds. */
export const ROUND_POST_ID = /^rp-[a-z0-9]{12}$/;
