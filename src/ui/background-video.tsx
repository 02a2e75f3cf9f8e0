"use client";

import { useEffect, useRef, useState } from "react";
import { afterPresence } from "@/src/lib/after-load";
import { useReducedMotion } from "@/src/lib/use-reduced-motion";

type BackgroundVideoProps = {
  src: string;
  /** Names the video in the console message when it fails. */
  name: string;
  className?: string;
};

/**
 * A muted looping video laid over its poster, which the parent renders as a prioritised image so
 * the poster paints first (and is what LCP measures). The video is attached once the page has
 * loaded and the visitor has moved, touched, scrolled or typed (afterPresence), so its megabyte never
 * competes with the page's own scripts and fonts, and it fades in once it plays. Under reduced motion it never plays; if it fails it is hidden, the
 * failure is logged, and the poster stays.
 */
export function BackgroundVideo({ src, name, className = "" }: BackgroundVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<"waiting" | "playing" | "failed">("waiting");
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = video.current;
    if (!element || reducedMotion) return;
    return afterPresence(() => {
      element.src = src;
      element.play().catch((error: unknown) => {
        // Autoplay refusal is not a failure: the poster simply stays.
        if (error instanceof DOMException && error.name === "NotAllowedError") return;
        console.error(`${name} failed to play`, error);
      });
    });
  }, [name, reducedMotion, src]);

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
        console.error(`${name} failed to load`, video.current?.error?.message ?? "");
        setState("failed");
      }}
      className={`absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-1000 data-[state=playing]:opacity-100 ${className}`}
    />
  );
}
