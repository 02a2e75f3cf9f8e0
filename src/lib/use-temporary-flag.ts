"use client";

import { useEffect, useState } from "react";

/** A flag that turns itself off `durationMs` after it is raised ('Copied', 'Added to Cart'). */
export function useTemporaryFlag(durationMs: number): [boolean, () => void] {
  const [raised, setRaised] = useState(false);

  useEffect(() => {
    if (!raised) return;
    const timer = setTimeout(() => setRaised(false), durationMs);
    return () => clearTimeout(timer);
  }, [raised, durationMs]);

  return [raised, () => setRaised(true)];
}
