// @vitest-environment node
import { describe, expect, it } from "vitest";
import { describeParts, parseManifest, planResume, rebuiltSince, ResumeError, type RunManifest } from "./resume";
import { auditSchedule, type Audit } from "./schedule";

const manifest: RunManifest = {
  startedAt: "2026-11-29T16:34:45.000Z",
  commit: "084ae96",
  buildIds: { site: "site-build", floor: "floor-build" },
  routePaths: null,
  runs: 3,
  cpus: [4, 6],
  resumedAt: [],
};

const key = (audit: Audit<string, number>) => `${audit.run} ${audit.cpu} ${audit.route} ${audit.page}`;

describe("planResume", () => {
  const schedule = auditSchedule(["/", "/contact"], 2, [4, 6]);

  it("measures everything when nothing was saved, and reads everything back when all was", () => {
    expect(planResume(schedule, () => false, String)).toEqual({ saved: [], toAudit: schedule, discarded: [] });
    expect(planResume(schedule, () => true, String)).toEqual({ saved: schedule, toAudit: [], discarded: [] });
  });

  it("measures a round again whole when only some of its pages were saved, and keeps the rest", () => {
    // The run was stopped in the middle of its sixth round of three pages: two of them were saved.
    const saved = new Set(schedule.slice(0, 17).map(key));
    const plan = planResume(schedule, (audit) => saved.has(key(audit)), String);
    expect(plan.saved).toEqual(schedule.slice(0, 15));
    expect(plan.toAudit).toEqual(schedule.slice(15));
    expect(plan.discarded).toEqual(schedule.slice(15, 17));
  });

  it("keeps a round's pages together at each setting: a complete round at 4x does not keep a partial one at 6x", () => {
    const first = schedule.filter((audit) => audit.run === 1 && audit.route === "/");
    const saved = new Set(first.slice(0, 4).map(key));
    const plan = planResume(schedule, (audit) => saved.has(key(audit)), String);
    expect(plan.saved).toEqual(first.slice(0, 3));
    expect(plan.discarded).toEqual([first[3]]);
    expect(new Set(plan.saved.map((audit) => audit.cpu)).size).toBe(1);
  });
});

describe("the run's manifest", () => {
  it("reads back what the run wrote", () => {
    expect(parseManifest(JSON.stringify(manifest), "run.json")).toEqual(manifest);
  });

  it("refuses a file that is not a run's record, naming it", () => {
    expect(() => parseManifest("{", ".bench/x/run.json")).toThrow(".bench/x/run.json is not JSON");
    expect(() => parseManifest(JSON.stringify({ ...manifest, cpus: [5] }), "run.json")).toThrow(ResumeError);
    expect(() => parseManifest(JSON.stringify({ ...manifest, runs: 0 }), "run.json")).toThrow(ResumeError);
    expect(() => parseManifest("[]", "run.json")).toThrow("run.json is not a bench run's record");
  });

  it("refuses to continue on other builds than the run started with, naming which", () => {
    expect(rebuiltSince(manifest, { site: "site-build", floor: "floor-build" })).toBeNull();
    expect(rebuiltSince(manifest, { site: "other", floor: "floor-build" })).toMatch(/^\.next is not the build/);
    expect(rebuiltSince(manifest, { site: "site-build", floor: null })).toMatch(/^bench\/floor\/\.next is not/);
    expect(rebuiltSince(manifest, { site: null, floor: "x" })).toMatch(/^\.next and bench\/floor\/\.next/);
  });

  it("says when a run was measured in parts, and nothing for one made at one go", () => {
    expect(describeParts(manifest)).toBeNull();
    expect(describeParts({ ...manifest, resumedAt: ["2026-11-30T09:00:00.000Z"] })).toMatch(
      /^started 2026-11-29T16:34:45.000Z, continued 2026-11-30T09:00:00.000Z \(/,
    );
  });
});
