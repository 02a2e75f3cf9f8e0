import * as v from "valibot";
import { CPU_SETTINGS, type CpuMultiplier } from "./constants";
import { PAGES, type Audit } from "./schedule";

/**
 * A run measured in parts. A complete run is hundreds of audits, more than two hours on a busy machine,
 * so a run that is stopped (Ctrl-C, a machine that turned noisy, the end of a working day) can be
 * continued with `--resume <its folder>`: the audits already saved are read back, the rest are made, and
 * the report covers them all. What is compared stays compared under the same conditions: a route's round
 * at one CPU setting (the route, its floor and its no-JS copy, audited back to back) is kept only when all
 * three of its audits were saved, otherwise it is measured again whole; and the site and the floor must be
 * the very builds the run started with.
 */

/** The run's own record of what it measures, in its folder beside the Lighthouse reports. */
export const MANIFEST_FILE = "run.json";

const cpuMultipliers = CPU_SETTINGS.map((setting) => setting.multiplier) as [CpuMultiplier, ...CpuMultiplier[]];

const ManifestSchema = v.object({
  startedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The commit measured, as currentCommit gives it, or null outside a git checkout. */
  commit: v.nullable(v.string()),
  buildIds: v.object({ site: v.string(), floor: v.string() }),
  /** The route paths measured, or null for every route. */
  routePaths: v.nullable(v.array(v.string())),
  runs: v.pipe(v.number(), v.integer(), v.minValue(1)),
  cpus: v.pipe(v.array(v.picklist(cpuMultipliers)), v.minLength(1)),
  /** When each later part began, oldest first. */
  resumedAt: v.array(v.pipe(v.string(), v.isoTimestamp())),
});

export type RunManifest = v.InferOutput<typeof ManifestSchema>;

export class ResumeError extends Error {
  override name = "ResumeError";
}

/** The manifest in a run's folder, or why the run cannot be continued. */
export function parseManifest(text: string, file: string): RunManifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ResumeError(`${file} is not JSON; this run cannot be continued, start a new one`);
  }
  const result = v.safeParse(ManifestSchema, data);
  if (!result.success) throw new ResumeError(`${file} is not a bench run's record; start a new run`);
  return result.output;
}

type BuildIds = { site: string | null; floor: string | null };

/** The build folders whose build id differs between `before` and `now`: `.next`, `bench/floor/.next`. */
export function changedBuilds(before: BuildIds, now: BuildIds): string[] {
  return [...(now.site === before.site ? [] : [".next"]), ...(now.floor === before.floor ? [] : ["bench/floor/.next"])];
}

/** Why the builds on disk are not the ones the run measured, or null when they are. */
export function rebuiltSince(manifest: RunManifest, now: BuildIds): string | null {
  const changed = changedBuilds(manifest.buildIds, now);
  if (changed.length === 0) return null;
  return (
    `${changed.join(" and ")} is not the build this run started with, so its figures could not be compared with ` +
    "the ones saved; start a new run"
  );
}

/** Which audits of the schedule are read back from their saved reports, and which are made. */
export interface ResumePlan<Route, Cpu> {
  saved: Array<Audit<Route, Cpu>>;
  toAudit: Array<Audit<Route, Cpu>>;
  /** Saved audits of a round that is measured again whole: their reports are removed first. */
  discarded: Array<Audit<Route, Cpu>>;
}

/**
 * Splits the schedule by what was saved: a route's round at one CPU setting is read back only when all
 * of its pages were saved; a round with some pages saved is measured again whole, in schedule order.
 */
export function planResume<Route, Cpu>(
  schedule: ReadonlyArray<Audit<Route, Cpu>>,
  isSaved: (audit: Audit<Route, Cpu>) => boolean,
  routeKey: (route: Route) => string,
): ResumePlan<Route, Cpu> {
  const roundOf = (audit: Audit<Route, Cpu>) => `${audit.run} ${String(audit.cpu)} ${routeKey(audit.route)}`;
  const savedPages = new Map<string, number>();
  for (const audit of schedule) {
    if (isSaved(audit)) savedPages.set(roundOf(audit), (savedPages.get(roundOf(audit)) ?? 0) + 1);
  }
  const plan: ResumePlan<Route, Cpu> = { saved: [], toAudit: [], discarded: [] };
  for (const audit of schedule) {
    if (savedPages.get(roundOf(audit)) === PAGES.length) {
      plan.saved.push(audit);
    } else {
      plan.toAudit.push(audit);
      if (isSaved(audit)) plan.discarded.push(audit);
    }
  }
  return plan;
}

/** What a report says about a run measured in parts, or null for a run made at one go. */
export function describeParts(manifest: Pick<RunManifest, "startedAt" | "resumedAt">): string | null {
  if (manifest.resumedAt.length === 0) return null;
  return (
    `started ${manifest.startedAt}, continued ${manifest.resumedAt.join(", ")} ` +
    "(each route's round at a CPU setting measured at one go, on the same builds)"
  );
}
