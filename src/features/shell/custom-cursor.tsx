"use client";

import { useMediaQuery } from "@/src/lib/use-media-query";
import { LazyComponent } from "@/src/ui/lazy-component";

/**
 * Devices the ring is drawn on: a fine, hovering pointer, and a visitor who has not asked for less
 * motion (the ring trails, fades and swells; the system cursor alone is the still alternative).
 */
const CURSOR_QUERY = "(hover: hover) and (pointer: fine) and (prefers-reduced-motion: no-preference)";

// The ring's code comes only to the devices it is drawn on: a phone never downloads it.
const loadRing = () => import("./cursor-ring").then((module) => module.CursorRing);

/**
 * A ring that trails the pointer and swells over links and buttons (cursor-ring.tsx). It is drawn on
 * top of the system cursor rather than replacing it, so pointing stays exact and nothing changes for
 * keyboard or touch users; it only mounts on devices with a fine, hovering pointer, and never under
 * reduced motion.
 */
export function CustomCursor() {
  const enabled = useMediaQuery(CURSOR_QUERY);

  // A decoration: if its code cannot be fetched, the system cursor is all there is.
  return enabled ? <LazyComponent load={loadRing} when props={{}} onError={() => {}} /> : null;
}
