import { figuresFromLhr, type LhrLike, type RouteFigures } from "./figures";

/**
 * The start of Lighthouse's run warning when the page did not go quiet before its time limit (maxWaitForLoad):
 * its network, and after that its main thread for a few seconds without a long task. Lighthouse then reports
 * what it saw so far. run-record.test.ts holds it to Lighthouse's own text, which is stable in its default
 * locale, the one the bench runs it in.
 */
export const LOAD_TIMEOUT_WARNING = "The page loaded too slowly to finish within the time limit.";

/** One Lighthouse audit of one page in one round. */
export interface RunRecord {
  /** 1-based round. */
  run: number;
  /** What Lighthouse measured, or null when it returned no result. */
  figures: RouteFigures | null;
  /** Why Lighthouse could not finish the run, or null when it did. */
  unfinished: string | null;
  durationMs: number;
  benchmarkIndex: number | null;
  /** Where the run's Lighthouse report was saved, or null without one. */
  lhrFile: string | null;
}

/** Why Lighthouse could not finish a run it returned a result for, or null when it did. */
export function unfinishedReason(lhr: LhrLike): string | null {
  if (!(lhr.runWarnings ?? []).some((warning) => warning.startsWith(LOAD_TIMEOUT_WARNING))) return null;
  const limit = lhr.configSettings?.maxWaitForLoad;
  const within = typeof limit === "number" ? ` within ${limit / 1000} s` : "";
  return `the page never went quiet (network, then main thread)${within}`;
}

export interface AuditedPage {
  lhr: LhrLike;
  /** The report as Lighthouse serialised it, saved as is so it opens in the Lighthouse viewer. */
  reportJson: string;
}

/** A run's record from the Lighthouse report it saved: what a run measured in parts reads back (resume.ts). */
export function savedRun(run: number, lhr: LhrLike, lhrFile: string): RunRecord {
  const index = lhr.environment?.benchmarkIndex;
  return {
    run,
    figures: figuresFromLhr(lhr),
    unfinished: unfinishedReason(lhr),
    durationMs: lhr.timing?.total ?? 0,
    benchmarkIndex: typeof index === "number" && Number.isFinite(index) ? index : null,
    lhrFile,
  };
}

/**
 * Runs one audit and records it, whatever happens: a page that never went quiet keeps what
 * Lighthouse measured and says why the run is unfinished; an audit that threw (a crashed tab, a page
 * with no paint) records the error instead of figures. Either way the bench goes on with the next audit
 * and reports the run as a failed must, rather than losing every other route's figures to one page.
 */
export async function recordRun(
  run: number,
  audit: () => Promise<AuditedPage>,
  save: (reportJson: string) => Promise<string>,
  now: () => number = Date.now,
): Promise<RunRecord> {
  const started = now();
  try {
    const { lhr, reportJson } = await audit();
    const lhrFile = await save(reportJson);
    return { ...savedRun(run, lhr, lhrFile), durationMs: now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      run,
      figures: null,
      unfinished: `Lighthouse failed: ${message}`,
      durationMs: now() - started,
      benchmarkIndex: null,
      lhrFile: null,
    };
  }
}
