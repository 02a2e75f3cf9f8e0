import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VERSIONS_CAP, VERSIONS_HOURLY_MS, VERSIONS_KEPT_WHOLE } from "./constants";
import { versionsToDrop, type KeptVersion } from "./version-retention";

const now = new Date("2026-11-28T12:00:00Z");
const MINUTE = 60_000;

/** `count` versions, one every `everyMs`, the newest saved at `now`. */
const saves = (count: number, everyMs: number): KeptVersion[] =>
  Array.from({ length: count }, (_, index) => ({
    version: index + 1,
    savedAt: new Date(now.getTime() - (count - 1 - index) * everyMs),
  }));

const kept = (versions: KeptVersion[]) => {
  const dropped = new Set(versionsToDrop(versions, now));
  return versions.filter((entry) => !dropped.has(entry.version));
};

describe("versionsToDrop", () => {
  it("keeps every version while there are few", () => {
    expect(versionsToDrop(saves(VERSIONS_KEPT_WHOLE, 2_000), now)).toEqual([]);
  });

  it("keeps the latest whole, then one an hour: a link saving twice a second for a day keeps about 75", () => {
    const day = saves(24 * 60 * 30, 2_000);
    const left = kept(day);
    expect(left.slice(-VERSIONS_KEPT_WHOLE).map((entry) => entry.version)).toEqual(
      day.slice(-VERSIONS_KEPT_WHOLE).map((entry) => entry.version),
    );
    expect(left.length).toBeLessThanOrEqual(VERSIONS_KEPT_WHOLE + 25);
  });

  it("keeps one a day beyond the week, and never more than the cap", () => {
    const year = saves(24 * 400, 60 * MINUTE);
    const left = kept(year);
    expect(left).toHaveLength(VERSIONS_CAP);
    const olderThanWeek = left.filter((entry) => entry.savedAt.getTime() < now.getTime() - VERSIONS_HOURLY_MS);
    const days = new Set(olderThanWeek.map((entry) => entry.savedAt.toISOString().slice(0, 10)));
    expect(days.size).toBe(olderThanWeek.length);
  });

  it("always keeps the newest version and never keeps more than the cap, for any history", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 * 24 * 60 }), { minLength: 1, maxLength: 600 }),
        (minutesAgo) => {
          const versions = [...minutesAgo]
            .sort((a, b) => b - a)
            .map((ago, index) => ({ version: index + 1, savedAt: new Date(now.getTime() - ago * MINUTE) }));
          const dropped = new Set(versionsToDrop(versions, now));
          expect(dropped.has(versions.length)).toBe(false);
          expect(versions.length - dropped.size).toBeLessThanOrEqual(VERSIONS_CAP);
        },
      ),
    );
  });
});
