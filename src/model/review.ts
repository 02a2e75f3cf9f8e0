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
  comments: v.record(
    postIdSchema,
    v.pipe(
      v.array(annotationSchema),
      v.maxLength(MAX_ANNOTATIONS_PER_POST),
      // Copies from different browsers are merged pin by pin, by id.
      v.check((pins) => new Set(pins.map((pin) => pin.id)).size === pins.length, "pin ids must not repeat on a post"),
    ),
  ),
});

export type Review = v.InferOutput<typeof reviewSchema>;

/** A saved version's number: 1 for the first save of a client's review, then 2, 3…; 0 for none. */
export const reviewVersionSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1));

/**
 * A save through the client's review link: this browser's whole review and the saved version it
 * started from, so the store can merge it with what other browsers saved since.
 */
export const reviewSaveSchema = v.object({ baseVersion: reviewVersionSchema, review: reviewSchema });

export type ReviewSave = v.InferOutput<typeof reviewSaveSchema>;
