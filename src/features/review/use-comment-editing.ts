"use client";

import type { Dispatch } from "react";
import { DELETE_CONFIRM, EMPTY_COMMENT_ALERT } from "./constants";
import { pinPercent } from "./pin-position";
import { isSaveableText, newCommentId, type ReviewEvent, type ReviewState } from "./review-state";

/**
 * The preview's comment flow (docs/review.md#pins) with the alerts and confirmations it asks
 * for: a pin is placed on the post (not on a missing image), saved only with text, and deleted only
 * once confirmed. The state itself is the reducer's.
 */
export function useCommentEditing({
  state,
  dispatch,
  postId,
  imageFailed,
}: {
  state: Pick<ReviewState, "draft" | "edit">;
  dispatch: Dispatch<ReviewEvent>;
  postId: string;
  imageFailed: boolean;
}) {
  return {
    /** A new pin at x%, y% of the post (clamped to it, to a tenth of a percent). */
    startDraft: (x: number, y: number) => {
      if (imageFailed) return;
      dispatch({ type: "start-draft", postId, x: pinPercent(x), y: pinPercent(y) });
    },
    saveDraft: () => {
      if (!state.draft || !isSaveableText(state.draft.text)) {
        window.alert(EMPTY_COMMENT_ALERT);
        return;
      }
      dispatch({ type: "save-draft", id: newCommentId(), timestamp: new Date().toISOString() });
    },
    startEdit: (annotationId: string) => dispatch({ type: "start-edit", postId, annotationId }),
    saveEdit: () => {
      if (!state.edit || !isSaveableText(state.edit.text)) {
        window.alert(EMPTY_COMMENT_ALERT);
        return;
      }
      dispatch({ type: "save-edit" });
    },
    deleteEdited: () => {
      if (state.edit && window.confirm(DELETE_CONFIRM)) {
        dispatch({ type: "delete", postId: state.edit.postId, annotationId: state.edit.annotationId });
      }
    },
  };
}
