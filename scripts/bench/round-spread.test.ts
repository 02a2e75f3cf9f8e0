import { describe, expect, it } from "vitest";
import { formatRoundSpread, medianSpread, pooledSpread } from "./round-spread";

describe("pooledSpread", () => {
  it("measures each value against its own route's mean, so routes far apart add no spread", () => {
    const spread = pooledSpread([
      [1.0, 1.2],
      [2.0, 2.2],
    ]);
    // Each route: mean 0.1 away from both values, one degree of freedom each.
    expect(spread?.sd).toBeCloseTo(Math.sqrt((0.01 * 2 + 0.01 * 2) / 2), 10);
    expect(spread).toMatchObject({ rounds: 4, routes: 2 });
  });

  it("leaves out a route with one round, and is null when no route has two", () => {
    expect(pooledSpread([[1.05], [1, 1, 1]])).toEqual({ sd: 0, rounds: 3, routes: 1 });
    expect(pooledSpread([[1.05], []])).toBeNull();
  });
});

describe("medianSpread", () => {
  it("narrows with more rounds, by the square root", () => {
    expect(medianSpread(0.09, 3)).toBeCloseTo(0.09 * 0.7236, 4);
    expect(medianSpread(0.09, 12) * 2).toBeCloseTo(medianSpread(0.09, 3), 10);
  });
});

describe("formatRoundSpread", () => {
  it("gives both figures, the rounds they rest on and what a median of the run's rounds strays by", () => {
    const text = formatRoundSpread(
      {
        lcpVsNoJs: [
          [1.0, 1.1, 1.2],
          [0.9, 1.0, 1.1],
        ],
        tbtOverFloorMs: [[-50, 0, 50], [10, 60, 110], [5]],
      },
      3,
    );
    expect(text).toContain("LCP x no-JS ±0.100 (6 rounds of 2 routes), TBT +floor ±50 ms (6 rounds of 2 routes).");
    expect(text).toContain("A median of 3 rounds strays by about ±0.072 and ±36 ms by itself");
  });

  it("says which figure has too few rounds, and gives the other", () => {
    expect(formatRoundSpread({ lcpVsNoJs: [[1.0, 1.2]], tbtOverFloorMs: [[3], []] }, 2)).toBe(
      "Round to round (one round's comparison against the same route's other rounds, standard deviation pooled " +
        "over the routes): LCP x no-JS ±0.141 (2 rounds of 1 route), TBT +floor too few rounds to tell. " +
        "A median of 2 rounds strays by about ±0.125 by itself: a must missed by less than twice that may be the " +
        "machine, not the page.",
    );
    expect(formatRoundSpread({ lcpVsNoJs: [[1]], tbtOverFloorMs: [[3]] }, 1)).toBe(
      "Round to round (one round's comparison against the same route's other rounds, standard deviation pooled " +
        "over the routes): LCP x no-JS too few rounds to tell, TBT +floor too few rounds to tell.",
    );
  });
});
