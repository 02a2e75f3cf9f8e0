import { useEffect, useState, type RefObject } from "react";

/**
 * Whether `target` has come within `rootMargin` of the viewport, once: it stays true after that. For the work
 * a part of the page below the first screen does only for a visitor who gets there
 * (docs/performance.md#code-that-waits-for-its-moment). Without IntersectionObserver it is true from the
 * start, so no browser goes without that work.
 */
export function useNearViewport(target: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(() => typeof window !== "undefined" && !("IntersectionObserver" in window));

  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin, target]);

  return near;
}
