"use client";

import { REDUCED_MOTION_QUERY } from "./motion";
import { useMediaQuery } from "./use-media-query";

/** Whether the visitor asked for less motion; false while prerendering, then the real answer. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
