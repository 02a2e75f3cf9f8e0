"use client";

import { useEffect, useState, type Dispatch } from "react";
import { SAVE_CLOSE_DELAY_MS } from "./constants";
import type { ReviewEvent } from "./review-state";

/**
 * Save Comments (docs/review.md#pins): saves, says how it went in an alert, then closes the
 * preview SAVE_CLOSE_DELAY_MS later. `busy` from the press until the preview closes.
 */
export function useSaveComments(saveComments: () => Promise<string>, dispatch: Dispatch<ReviewEvent>) {
  const [saving, setSaving] = useState(false);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => dispatch({ type: "close" }), SAVE_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closing, dispatch]);

  async function save() {
    setSaving(true);
    window.alert(await saveComments());
    setClosing(true);
  }

  return { busy: saving || closing, save };
}
