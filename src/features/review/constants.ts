import { site } from "@/src/config/site";

/** The social-media review page's rules (docs/review.md). */

/** Each client reviews a month of content: the spec generates 16 posts per client. */
export const POSTS_PER_CLIENT = 16;
/** A card shows this many annotation markers, then '+N more', so busy posts stay readable in the grid. */
export const CARD_MARKER_LIMIT = 5;
/** The spec's simulated load: the spinner shows for 1 s before the grid. */
export const LOAD_DELAY_MS = 1000;
/** After approving or asking to replace a post, the preview moves on after 1.2 s, long enough to see the choice. */
export const ADVANCE_DELAY_MS = 1200;
/** Save Comments closes the preview 0.5 s after its alert, so the confirmation registers first. */
export const SAVE_CLOSE_DELAY_MS = 500;
/** This browser's review in progress, per client (docs/review.md#storage-keys): `review-v1-{clientId}`. */
export const reviewStorageKey = (clientId: string) => `review-v1-${clientId}`;
/** Logged when a stored review cannot be read; it is then cleared. */
export const REVIEW_STORAGE_ERROR = "Error parsing saved review data";
/** Once the guide is dismissed it is not opened again automatically, in this browser. */
export const GUIDE_DISMISSED_KEY = "review-guide-dismissed-v1";
/** The spec's texts (docs/review.md#pins, docs/review.md#save-comments), verbatim. */
export const EMPTY_COMMENT_ALERT = "Please add a comment before saving.";
export const DELETE_CONFIRM = "Are you sure you want to delete this annotation?";
export const UNSAVED_CLOSE_CONFIRM = "You have unsaved changes. Are you sure you want to close?";
export const SAVED_ALERT = "All comments saved! In a real app, these would be saved to a database.";
/** With the client's review link, Save Comments sends the review to the studio (the store issue). */
export const SENT_ALERT = "All comments saved! The studio has your review.";
export const NOT_SENT_ALERT =
  "Your comments are saved in this browser, but they could not be sent to the studio just now. They will be sent the next time you save or open this page.";
/**
 * Said (politely, in the review's live region) when a save or a reopened link merged this browser's
 * work with work saved from another browser on the same link; the page then shows the merged review.
 */
export const MERGED_NOTICE = "Merged with changes saved from another browser: the review below includes both.";
/**
 * Saves one review link may make in a minute (the environment's REVIEW_SAVES_PER_MINUTE may change
 * it): far more than a person pressing Save Comments, few enough that a leaked link cannot flood
 * the store with versions.
 */
export const REVIEW_SAVES_PER_MINUTE = 30;
/*
 * How a review's saved versions are kept (docs/review.md#versions): the latest ones whole, then
 * coarser with age, with a hard cap, so a link saving at its limit all day stores a bounded amount.
 */
/** The latest versions, every one kept: the bases recent saves are merged against. */
export const VERSIONS_KEPT_WHOLE = 50;
/** Older versions from the last week: the last of each hour. */
export const VERSIONS_HOURLY_MS = 7 * 24 * 60 * 60 * 1000;
/** Older still: the last of each (UTC) day, up to the cap. */
export const VERSIONS_CAP = 300;
/** The studio's history lists versions this many at a time. */
export const HISTORY_PAGE_SIZE = 50;
/** How far an arrow key moves the image's crosshair, in percent. */
export const CROSSHAIR_STEP = 2;

/** What a client's page and the server say about a review link that does not open the review (docs/review.md#review-links). */
export const LINK_MESSAGES = {
  invalid: "This review link is not valid.",
  replaced: "This review link was replaced by a newer one. Ask the studio for your current link.",
  /** `at` is when it stopped working: the end of the last day it was valid, in the studio's time zone. */
  expired: (at: Date) =>
    `This review link expired on ${new Date(at.getTime() - 1).toLocaleDateString("en-CA", { year: "numeric", month: "long", day: "numeric", timeZone: site.timeZone })}. Ask the studio for a new one.`,
} as const;

/**
 * Said when a save reached the studio on a round that is no longer the newest: the work is kept on
 * that round, and the client is told where the new posts are.
 */
export const newerRoundNotice = (round: number) =>
  `The studio published new posts (round ${round}) while you were reviewing: your comments here reached the studio. Reload the page to see the new posts.`;

/** Under a comment the studio answered, where Delete would be (docs/review.md#who-writes-what). */
export const ANSWERED_COMMENT_NOTE = "The studio has answered this comment, so it stays in the conversation.";
