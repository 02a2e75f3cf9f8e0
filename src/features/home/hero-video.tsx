"use client";

import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "@/src/lib/use-reduced-motion";
import { HERO_VIDEO } from "./constants";

/**
 * The looping reel behind the home hero. The poster is an ordinary prioritised image, so it is
 * what paints first (and what LCP measures); the video is attached after hydration and fades in
 * once it plays. Under reduced motion it never plays; if it fails it is hidden and the poster stays.
 */
export function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<"waiting" | "playing" | "failed">("waiting");
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = video.current;
    if (!element || reducedMotion) return;
    element.src = HERO_VIDEO.src;
    element.play().catch((error: unknown) => {
      // Autoplay refusal is not a failure: the poster simply stays.
      if (error instanceof DOMException && error.name === "NotAllowedError") return;
      console.error("Hero video failed to play", error);
    });
  }, [reducedMotion]);

  if (state === "failed" || reducedMotion) return null;
  return (
    <video
      ref={video}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden
      tabIndex={-1}
      data-state={state}
      onPlaying={() => setState("playing")}
      onError={() => {
        console.error("Hero video failed to load", video.current?.error?.message ?? "");
        setState("failed");
      }}
      className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-1000 data-[state=playing]:opacity-100"
    />
  );
}
