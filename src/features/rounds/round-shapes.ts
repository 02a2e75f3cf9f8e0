import * as v from "valibot";

/*
 * The rounds' answers, defined once: the route handlers build them and the studio's editor and the
 * client's page read them through ./rounds-client.ts.
 */

const imageSchema = v.object({
  /** The SHA-256 of the stored picture: its URL is /api/review-images/{id}/{width}. */
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  width: v.number(),
  height: v.number(),
});

export const roundPostSchema = v.object({
  id: v.string(),
  caption: v.string(),
  /** `YYYY-MM-DD`. */
  plannedDate: v.string(),
  /** Every version of the post's picture, oldest first: the last is the one to review. */
  versions: v.array(v.object({ version: v.number(), image: imageSchema })),
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
