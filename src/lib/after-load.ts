/** How long an idle moment may be waited for before the work runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the page has loaded and the browser has a quiet moment, so extras (like the
 * hero video's megabyte) never compete with first paint and hydration for the network or the
 * main thread. Returns a function that cancels it if it has not run yet.
 */
export function afterLoad(work: () => void): () => void {
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function")
      idle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(work, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idle) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** What counts as the visitor being there: any of these, once. */
const PRESENCE_EVENTS = ["pointermove", "pointerdown", "keydown", "scroll", "touchstart", "wheel"] as const;

/**
 * Runs `work` once the page has loaded and the visitor has shown they are there (moved the
 * pointer, touched, scrolled or pressed a key). For decorative motion such as a hero reel: the
 * poster is what a visitor who has not moved yet sees, the megabyte of video is never spent on a
 * background tab or a crawler, and the reel can never become the page's largest paint.
 * Returns a function that cancels it if it has not run yet.
 */
export function afterPresence(work: () => void): () => void {
  let cancelLoad: () => void = () => {};
  const start = () => {
    remove();
    cancelLoad = afterLoad(work);
  };
  const remove = () => PRESENCE_EVENTS.forEach((type) => window.removeEventListener(type, start));
  PRESENCE_EVENTS.forEach((type) => window.addEventListener(type, start, { once: true, passive: true }));
  return () => {
    remove();
    cancelLoad();
  };
}
