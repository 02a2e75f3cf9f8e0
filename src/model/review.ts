import * as v from "valibot";
import { text } from "@/src/lib/schema";

/** A pinned comment on a post (spec 02, section 3): where on the image, what it says, and when. */
export const annotationSchema = v.object({
  id: text(100),
  /** Percentages of the image's width and height. */
  x: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  y: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  text: text(2000),
  /** The client's own comment (true) or a note from the studio (false). */
  isNew: v.boolean(),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
});

export type Annotation = v.InferOutput<typeof annotationSchema>;

export const decisionSchema = v.picklist(["approved", "replace"]);
export type Decision = v.InferOutput<typeof decisionSchema>;

/** Post ids are `post-1` … `post-16`. */
export const postIdSchema = v.pipe(v.string(), v.regex(/^post-(?:[1-9]|1[0-6])$/, "must be post-1 to post-16"));

/** At most this many comments on one post, so a review stays readable (and a request stays small). */
export const MAX_ANNOTATIONS_PER_POST = 50;

/**
 * A client's review of their posts: a decision per post (approved or replacement requested; absent
 * is awaiting review) and the client's own comments per post. Kept in the browser until saved,
 * and (with the client's review link) sent to the studio in this same shape.
 */
export const reviewSchema = v.object({
  decisions: v.record(postIdSchema, decisionSchema),
  comments: v.record(postIdSchema, v.pipe(v.array(annotationSchema), v.maxLength(MAX_ANNOTATIONS_PER_POST))),
});

export type Review = v.InferOutput<typeof reviewSchema>;
