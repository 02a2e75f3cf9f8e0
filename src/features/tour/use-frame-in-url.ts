"use client";

import { useEffect } from "react";
import type { Signal } from "@/src/lib/signal";
import { clampFrame } from "./frames";

/** How often the address bar may follow the frame while scrubbing (browsers limit history updates). */
export const URL_UPDATE_MS = 250;

/** The frame a deep link (`?frame=N`) opens at, clamped to the tour; 1 on the server and without one. */
export function linkedFrame(frameCount: number): number {
  if (typeof window === "undefined") return 1;
  return clampFrame(Number(new URLSearchParams(window.location.search).get("frame") ?? "1"), frameCount);
}

/**
 * The address bar follows the frame once the visitor moves, so a view can be shared: `?frame=N`,
 * replaced (not pushed) at most every URL_UPDATE_MS.
 */
export function useFrameInUrl(frame: Signal<number>): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = frame.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const url = new URL(window.location.href);
        const value = String(frame.get());
        if (url.searchParams.get("frame") === value) return;
        url.searchParams.set("frame", value);
        history.replaceState(history.state, "", url);
      }, URL_UPDATE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [frame]);
}
