"use client";

import type { Dispatch, KeyboardEvent } from "react";
import { isTyping } from "@/src/lib/is-typing";
import type { ReviewEvent } from "./review-state";

/**
 * The preview's shortcuts (the guide's SHORTCUTS), never while typing or with a modifier: the arrows
 * move to the previous or next post (wrapping, in the reducer), A approves, R asks for a
 * replacement, C pins a comment at the centre, ? opens the guide.
 */
export function usePreviewShortcuts({
  postId,
  dispatch,
  pinAtCentre,
  openGuide,
}: {
  postId: string;
  dispatch: Dispatch<ReviewEvent>;
  pinAtCentre: () => void;
  openGuide: () => void;
}) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const actions: Record<string, () => void> = {
      arrowleft: () => dispatch({ type: "previous" }),
      arrowright: () => dispatch({ type: "next" }),
      a: () => dispatch({ type: "decide", postId, decision: "approved" }),
      r: () => dispatch({ type: "decide", postId, decision: "replace" }),
      c: pinAtCentre,
      "?": openGuide,
    };
    const action = actions[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    action();
  };
}
