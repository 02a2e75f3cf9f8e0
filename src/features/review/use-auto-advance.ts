"use client";

import { useEffect, type Dispatch } from "react";
import { ADVANCE_DELAY_MS } from "./constants";
import type { ReviewEvent } from "./review-state";

/**
 * After a decision the preview moves on by itself (docs/review.md#decisions: after 1.2 s, the next post fading in
 * over 400 ms, the `animate-fade-in` of globals.css). Moving to another post first starts the wait
 * again; the reducer decides where 'advance' goes.
 */
export function useAutoAdvance(advancing: boolean, preview: number | null, dispatch: Dispatch<ReviewEvent>): void {
  useEffect(() => {
    if (!advancing) return;
    const timer = setTimeout(() => dispatch({ type: "advance" }), ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [advancing, dispatch, preview]);
}
