// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compareWithReferences } from "./references";
import { figures } from "./test-fixtures";

describe("compareWithReferences", () => {
  it("takes the route's and each reference's medians over their runs", () => {
    const compared = compareWithReferences([
      {
        route: figures({ lcpMs: 2000, performance: 96 }),
        floor: figures({ lcpMs: 1000 }),
        noJs: figures({ lcpMs: 1900, jsBytes: 0 }),
      },
      { route: figures({ lcpMs: 2400, performance: 92 }), floor: figures({ lcpMs: 1100 }), noJs: null },
      {
        route: figures({ lcpMs: 2200, performance: 98 }),
        floor: figures({ lcpMs: 1300 }),
        noJs: figures({ lcpMs: 2100, jsBytes: 0 }),
      },
    ]);
    expect(compared.figures).toMatchObject({ lcpMs: 2200, performance: 96 });
    expect(compared.floor).toMatchObject({ lcpMs: 1100 });
    expect(compared.noJs).toMatchObject({ lcpMs: 2000, jsBytes: 0 });
  });

  it("compares each route run with the references of its round, so a slow round does not skew the result", () => {
    const compared = compareWithReferences([
      {
        route: figures({ lcpMs: 2000, tbtMs: 100, jsBytes: 150_000 }),
        floor: figures({ lcpMs: 1000, tbtMs: 60 }),
        noJs: figures({ lcpMs: 1600 }),
      },
      // A slow patch of the machine: every page of the round takes longer.
      {
        route: figures({ lcpMs: 3300, tbtMs: 300, jsBytes: 150_000 }),
        floor: figures({ lcpMs: 1500, tbtMs: 250 }),
        noJs: figures({ lcpMs: 3000 }),
      },
      {
        route: figures({ lcpMs: 2100, tbtMs: 110, jsBytes: 150_500 }),
        floor: figures({ lcpMs: 1000, tbtMs: 80 }),
        noJs: figures({ lcpMs: 2000 }),
      },
    ]);
    // Separately, the medians are 2100 / 1000 ms (2.1x floor), 2100 / 2000 ms (1.05x no-JS) and 110 - 80 ms
    // (+30); round by round they are 2.0x, 2.2x, 2.1x; 1.25x, 1.1x, 1.05x; and +40, +50, +30.
    expect(compared.versus.lcpVsFloor).toBeCloseTo(2.1);
    expect(compared.versus.lcpVsNoJs).toBeCloseTo(1.1);
    expect(compared.versus.tbtOverFloorMs).toBe(40);
    expect(compared.versus.jsOverFloorBytes).toBe(150_000 - 140 * 1024);
    // Each round's own comparison, in round order, for the run's noise line.
    expect(compared.perRound.lcpVsNoJs.map((value) => value.toFixed(2))).toEqual(["1.25", "1.10", "1.05"]);
    expect(compared.perRound.tbtOverFloorMs).toEqual([40, 50, 30]);
  });

  it("leaves a round out of a comparison where either page failed or lacks the figure", () => {
    const compared = compareWithReferences([
      { route: figures({ lcpMs: 2000 }), floor: null, noJs: figures({ lcpMs: 1000 }) },
      { route: null, floor: figures({ lcpMs: 900 }), noJs: figures({ lcpMs: 800 }) },
      { route: figures({ lcpMs: 2400, tbtMs: null }), floor: figures({ lcpMs: 1200 }), noJs: null },
    ]);
    expect(compared.versus.lcpVsFloor).toBe(2);
    expect(compared.versus.lcpVsNoJs).toBe(2);
    expect(compared.versus.tbtOverFloorMs).toBeNull();
    expect(compared.perRound).toEqual({ lcpVsNoJs: [2], tbtOverFloorMs: [] });
    // Each page's own medians still use every run it measured.
    expect(compared.figures.lcpMs).toBe(2200);
    expect(compared.floor.lcpMs).toBe(1050);
    expect(compared.noJs.lcpMs).toBe(900);
  });

  it("does not divide by a reference LCP of zero", () => {
    const compared = compareWithReferences([
      { route: figures({ lcpMs: 2000 }), floor: figures({ lcpMs: 0 }), noJs: figures({ lcpMs: 0 }) },
    ]);
    expect(compared.versus.lcpVsFloor).toBeNull();
    expect(compared.versus.lcpVsNoJs).toBeNull();
  });

  it("is all null without runs", () => {
    expect(compareWithReferences([]).versus).toEqual({
      lcpVsFloor: null,
      lcpVsNoJs: null,
      tbtOverFloorMs: null,
      jsOverFloorBytes: null,
      floorPerformance: null,
    });
  });
});
