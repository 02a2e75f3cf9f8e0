"use client";

import { useEffect } from "react";
import { isTyping } from "@/src/lib/is-typing";

/**
 * The arrow keys move the tour one frame, wherever focus is, except where they already mean
 * something (a field, a modified key, a control that handled them first).
 */
export function useTourKeyboard({ enabled, onStep }: { enabled: boolean; onStep: (delta: 1 | -1) => void }) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      onStep(event.key === "ArrowRight" ? 1 : -1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, onStep]);
}
