"use client";

import { useEffect, useState } from "react";
import { HINT_TEXT, HINT_VISIBLE_MS } from "./constants";
import { nextHintDelay } from "./hint-timing";

/** 'hover to explore' flashes for 0.8 s every 8 to 12 s while its section is the one in view. */
export function ExploreHint({ enabled }: { enabled: boolean }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setShown(true);
        timer = setTimeout(() => {
          setShown(false);
          schedule();
        }, HINT_VISIBLE_MS);
      }, nextHintDelay(Math.random()));
    };
    schedule();
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [enabled]);

  return (
    <span
      aria-hidden
      data-testid="explore-hint"
      data-shown={shown}
      className="pointer-events-none absolute bottom-10 left-1/2 -translate-x-1/2 rounded-full border border-accent/60 bg-background/80 px-4 py-2 text-xs font-semibold tracking-[0.25em] text-accent uppercase opacity-0 backdrop-blur transition-opacity duration-200 data-[shown=true]:opacity-100"
    >
      {shown ? HINT_TEXT : null}
    </span>
  );
}
