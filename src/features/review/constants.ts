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
/** Every saved version of a review is kept this many days; older ones, only the last of each day. */
export const VERSIONS_KEPT_DAYS = 30;
/** How far an arrow key moves the image's crosshair, in percent. */
export const CROSSHAIR_STEP = 2;
