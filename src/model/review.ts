import * as v from "valibot";
import { text } from "@/src/lib/schema";

/** At most this many studio replies on one pin. */
export const MAX_REPLIES_PER_PIN = 20;

/** The studio's answer on a client's pin, written in the inbox. */
export const replySchema = v.object({
  id: text(100),
  text: text(2000),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
});

export type Reply = v.InferOutput<typeof replySchema>;

/**
 * A pinned comment on a post (docs/review.md#posts): where on the image, what it says, and when;
 * then the studio's replies and whether the conversation is resolved (both optional, so reviews
 * saved before there were replies read as they are).
 */
const pinFields = {
  id: text(100),
  /** Percentages of the image's width and height. */
  x: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  y: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  text: text(2000),
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
};

export const annotationSchema = v.object({
  ...pinFields,
  /** The client's own comment (true) or a note from the studio (false). */
  isNew: v.boolean(),
  replies: v.optional(
    v.pipe(
      v.array(replySchema),
      v.maxLength(MAX_REPLIES_PER_PIN),
      v.check(
        (replies) => new Set(replies.map((reply) => reply.id)).size === replies.length,
        "reply ids must not repeat",
      ),
    ),
  ),
  resolved: v.optional(v.boolean()),
});

export type Annotation = v.InferOutput<typeof annotationSchema>;

export const decisionSchema = v.picklist(["approved", "replace"]);
export type Decision = v.InferOutput<typeof decisionSchema>;

/**
 * What a review keys a post by: `post-1` … `post-16` in the generated demo set; in a round, the
 * post's stable id and the version reviewed (`rp-xxxxxxxxxxxx.v2`), so a decision or a pin stays
 * with the picture it was made on.
 */
export const postIdSchema = v.pipe(
  v.string(),
  v.regex(
    /^(?:post-(?:[1-9]|1[0-6])|rp-[a-z0-9]{12}\.v[1-9]\d{0,3})$/,
    "must be post-1 to post-16, or a round post's id and version",
  ),
);

/** At most this many comments on one post, so a review stays readable (and a request stays small). */
export const MAX_ANNOTATIONS_PER_POST = 50;

/**
 * A client's review of their posts: a decision per post (approved or replacement requested; absent
 * is awaiting review) and the client's own comments per post. Kept in the browser until saved,
 * and (with the client's review link) sent to the studio in this same shape.
 */
const reviewOf = <TPin extends v.GenericSchema<unknown, { id: string }>>(pin: TPin) =>
  v.object({
    decisions: v.record(postIdSchema, decisionSchema),
    comments: v.record(
      postIdSchema,
      v.pipe(
        v.array(pin),
        v.maxLength(MAX_ANNOTATIONS_PER_POST),
        // Copies from different browsers are merged pin by pin, by id.
        v.check(
          (pins) => new Set(pins.map((entry) => entry.id)).size === pins.length,
          "pin ids must not repeat on a post",
        ),
      ),
    ),
  });

export const reviewSchema = reviewOf(annotationSchema);

export type Review = v.InferOutput<typeof reviewSchema>;

/**
 * A pin as a client's save carries it (docs/review.md#who-writes-what): where, what and when. The
 * studio's part (replies, resolved, notes) is not read from a client: extra keys are dropped, and a
 * client's pin is theirs whatever `isNew` the copy says.
 */
export const clientPinSchema = v.object({
  ...pinFields,
  isNew: v.pipe(
    v.optional(v.unknown(), true),
    v.transform((): true => true),
  ),
});

/** A review as a client's save carries it: decisions and the client's own pins. */
export const clientReviewSchema = reviewOf(clientPinSchema);

/** A saved version's number: 1 for the first save of a client's review, then 2, 3…; 0 for none. */
export const reviewVersionSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 31 - 1));

/**
 * A save through the client's review link: this browser's whole review and the saved version it
 * started from, so the store can merge it with what other browsers saved since. Read with the
 * client's schema: only the client's part of the review is taken from it.
 */
export const reviewSaveSchema = v.object({ baseVersion: reviewVersionSchema, review: clientReviewSchema });

export type ReviewSave = { baseVersion: number; review: Review };

/** A review as the store holds it: the review, its version and when it was saved. */
export const savedReviewSchema = v.object({
  review: reviewSchema,
  version: reviewVersionSchema,
  savedAt: v.string(),
});
