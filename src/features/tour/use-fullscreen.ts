"use client";

import { useEffect, useState, type RefObject } from "react";

/** Whether `element` fills the screen, and the button's action to enter or leave full screen. */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [element]);

  const toggle = () => (fullscreen ? void document.exitFullscreen() : void element.current?.requestFullscreen());
  return { fullscreen, toggle };
}
