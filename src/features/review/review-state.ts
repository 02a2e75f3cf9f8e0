import type { Annotation, Decision, Review } from "@/src/model/review";
import { emptyReview, mergeReviews } from "./review-merge";

/** A pin being placed: where, on which post, and its text so far. */
export type PinDraft = { postId: string; x: number; y: number; text: string };
/** One of the client's comments being changed. */
export type PinEdit = { postId: string; annotationId: string; text: string };

export type ReviewState = {
  review: Review;
  postIds: readonly string[];
  /** Index of the post open in the full-screen preview, or null. */
  preview: number | null;
  /** A decision was just made: the preview moves on to the next post after ADVANCE_DELAY_MS. */
  advancing: boolean;
  draft: PinDraft | null;
  edit: PinEdit | null;
};

export type ReviewEvent =
  | { type: "open"; index: number }
  /** The page shows other posts (the studio's published round in place of the generated set). */
  | { type: "use-posts"; postIds: readonly string[] }
  | { type: "close" }
  | { type: "next" }
  | { type: "previous" }
  | { type: "decide"; postId: string; decision: Decision }
  | { type: "advance" }
  | { type: "start-draft"; postId: string; x: number; y: number }
  | { type: "draft-text"; text: string }
  | { type: "save-draft"; id: string; timestamp: string }
  | { type: "cancel-draft" }
  | { type: "start-edit"; postId: string; annotationId: string }
  | { type: "edit-text"; text: string }
  | { type: "save-edit" }
  | { type: "cancel-edit" }
  | { type: "delete"; postId: string; annotationId: string }
  /**
   * The review became `saved` where it was `sent` (restored from this browser and the store, or
   * answered by the store after a save): changes made here meanwhile stay on top of it.
   */
  | { type: "rebase"; sent: Review; saved: Review };

export function initialReviewState(postIds: readonly string[], review: Review = emptyReview): ReviewState {
  return { review, postIds, preview: null, advancing: false, draft: null, edit: null };
}

/**
 * A new comment's id. Comments are merged by id across browsers (review-merge.ts), so an id must
 * not depend on the clock alone: two reviewers, or a paused clock, can add pins in one millisecond.
 */
export function newCommentId(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `comment-${now.toString(36)}-${[...random].map((part) => part.toString(36)).join("")}`;
}

/** Text a comment may be saved with: something other than whitespace (docs/review.md#pins). */
export function isSaveableText(text: string): boolean {
  return text.trim() !== "";
}

/** A draft or an edit is open: closing the preview must ask first (docs/review.md#pins). */
export function hasUnsavedChanges(state: ReviewState): boolean {
  return state.draft !== null || state.edit !== null;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

function withComments(review: Review, postId: string, change: (list: Annotation[]) => Annotation[]): Review {
  const list = change(review.comments[postId] ?? []);
  const comments = { ...review.comments };
  if (list.length > 0) comments[postId] = list;
  else delete comments[postId];
  return { ...review, comments };
}

/**
 * Every transition of the review page (docs/review.md#the-preview, docs/review.md#decisions, docs/review.md#pins):
 * decisions, the preview's movement, and comment drafts, edits and deletes. Confirmations and alerts are the
 * component's; this only changes state, and ignores what the rules do not allow.
 */
export function reviewReducer(state: ReviewState, event: ReviewEvent): ReviewState {
  const count = state.postIds.length;
  const moveTo = (index: number): ReviewState => ({
    ...state,
    preview: wrap(index, count),
    advancing: false,
    draft: null,
    edit: null,
  });
  switch (event.type) {
    case "open":
      return count === 0 ? state : moveTo(event.index);
    case "use-posts":
      return { ...state, postIds: event.postIds, preview: null, advancing: false, draft: null, edit: null };
    case "close":
      return { ...state, preview: null, advancing: false, draft: null, edit: null };
    case "next":
      return state.preview === null ? state : moveTo(state.preview + 1);
    case "previous":
      return state.preview === null ? state : moveTo(state.preview - 1);
    case "decide": {
      const decisions = { ...state.review.decisions };
      // Choosing the same state again clears it; choosing the other replaces it.
      const clearing = decisions[event.postId] === event.decision;
      if (clearing) delete decisions[event.postId];
      else decisions[event.postId] = event.decision;
      return {
        ...state,
        review: { ...state.review, decisions },
        advancing: !clearing && state.preview !== null,
      };
    }
    case "advance":
      return state.advancing && state.preview !== null ? moveTo(state.preview + 1) : { ...state, advancing: false };
    case "start-draft":
      return { ...state, edit: null, draft: { postId: event.postId, x: event.x, y: event.y, text: "" } };
    case "draft-text":
      return state.draft ? { ...state, draft: { ...state.draft, text: event.text } } : state;
    case "save-draft": {
      const { draft } = state;
      if (!draft || !isSaveableText(draft.text)) return state;
      const annotation: Annotation = {
        id: event.id,
        x: draft.x,
        y: draft.y,
        text: draft.text.trim(),
        isNew: true,
        timestamp: event.timestamp,
      };
      return {
        ...state,
        draft: null,
        review: withComments(state.review, draft.postId, (list) => [...list, annotation]),
      };
    }
    case "cancel-draft":
      return { ...state, draft: null };
    case "start-edit": {
      const own = state.review.comments[event.postId]?.find((entry) => entry.id === event.annotationId);
      if (!own) return state;
      return { ...state, draft: null, edit: { postId: event.postId, annotationId: own.id, text: own.text } };
    }
    case "edit-text":
      return state.edit ? { ...state, edit: { ...state.edit, text: event.text } } : state;
    case "save-edit": {
      const { edit } = state;
      if (!edit || !isSaveableText(edit.text)) return state;
      return {
        ...state,
        edit: null,
        review: withComments(state.review, edit.postId, (list) =>
          list.map((entry) => (entry.id === edit.annotationId ? { ...entry, text: edit.text.trim() } : entry)),
        ),
      };
    }
    case "cancel-edit":
      return { ...state, edit: null };
    case "delete":
      return {
        ...state,
        edit: state.edit?.annotationId === event.annotationId ? null : state.edit,
        review: withComments(state.review, event.postId, (list) =>
          list.filter((entry) => entry.id !== event.annotationId),
        ),
      };
    case "rebase":
      return { ...state, review: mergeReviews(event.sent, event.saved, state.review) };
  }
}
