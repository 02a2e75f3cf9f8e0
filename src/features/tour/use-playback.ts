"use client";

import { useCallback, useEffect, useState } from "react";
import type { Signal } from "@/src/lib/signal";
import { PLAY_FRAMES_PER_SECOND } from "./constants";

/**
 * Guided play: walks the tour one frame at a time at PLAY_FRAMES_PER_SECOND and stops at the last
 * frame. Never plays under reduced motion; any move of the visitor's pauses it (`pause`).
 */
export function usePlayback({
  frame,
  frameCount,
  step,
  reducedMotion,
}: {
  frame: Signal<number>;
  frameCount: number;
  /** Shows the given frame. */
  step: (frame: number) => void;
  reducedMotion: boolean;
}) {
  const [chosen, setChosen] = useState(false);
  const playing = chosen && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (frame.get() >= frameCount) setChosen(false);
      else step(frame.get() + 1);
    }, 1000 / PLAY_FRAMES_PER_SECOND);
    return () => clearInterval(timer);
  }, [frame, frameCount, playing, step]);

  const toggle = useCallback(() => setChosen((value) => !value), []);
  const pause = useCallback(() => setChosen(false), []);
  return { playing, toggle, pause };
}
