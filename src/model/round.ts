import * as v from "valibot";

/*
 * A round of posts as the store answers it, defined once: the route handlers build it, and the
 * studio's editor and the client's review page read it with these schemas.
 */

export const storedImageSchema = v.object({
  /** The SHA-256 of the stored picture: its URLs are /api/review-images/{id}/{width}. */
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  width: v.number(),
  height: v.number(),
  /** Every width stored for it (made at upload), smallest first; the last is the picture's own. */
  widths: v.array(v.number()),
});

export type StoredImage = v.InferOutput<typeof storedImageSchema>;

export const roundPostSchema = v.object({
  id: v.string(),
  caption: v.string(),
  /** `YYYY-MM-DD`. */
  plannedDate: v.string(),
  /** Every version of the post's picture, oldest first: the last is the one to review. */
  versions: v.array(v.object({ version: v.number(), image: storedImageSchema })),
});

export type RoundPost = v.InferOutput<typeof roundPostSchema>;

export const roundSummarySchema = v.object({
  id: v.number(),
  number: v.number(),
  status: v.picklist(["draft", "published"]),
  createdAt: v.string(),
  publishedAt: v.nullable(v.string()),
  posts: v.array(roundPostSchema),
});

export type RoundSummary = v.InferOutput<typeof roundSummarySchema>;
