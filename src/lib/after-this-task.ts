/**
 * Runs `work` in a task of its own, right after the current one. The effects of a page that has just
 * hydrated all run in one task; work moved out of it (a first burst of requests, a module to fetch)
 * keeps that task short, which is what a slow phone's blocking time counts
 * (docs/performance.md#effects-in-their-own-task). Returns a function that cancels it if it has not run yet.
 * A module of its own, so the pages that use it carry only these lines.
 */
export function afterThisTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
