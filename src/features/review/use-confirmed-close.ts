"use client";

import type { Dispatch } from "react";
import { UNSAVED_CLOSE_CONFIRM } from "./constants";
import { hasUnsavedChanges, type ReviewEvent, type ReviewState } from "./review-state";

/** Closing the preview with a comment being written or changed asks first (docs/review.md#pins). */
export function useConfirmedClose(state: ReviewState, dispatch: Dispatch<ReviewEvent>): () => void {
  return () => {
    if (hasUnsavedChanges(state) && !window.confirm(UNSAVED_CLOSE_CONFIRM)) return;
    dispatch({ type: "close" });
  };
}
