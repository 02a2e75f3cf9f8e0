// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compareWithFloor } from "./floor-comparison";
import { figures } from "./test-fixtures";

describe("compareWithFloor", () => {
  it("takes the route's and its floor's medians over their runs", () => {
    const compared = compareWithFloor([
      { route: figures({ lcpMs: 2000, performance: 96 }), floor: figures({ lcpMs: 1000 }) },
      { route: figures({ lcpMs: 2400, performance: 92 }), floor: figures({ lcpMs: 1100 }) },
      { route: figures({ lcpMs: 2200, performance: 98 }), floor: figures({ lcpMs: 1300 }) },
    ]);
    expect(compared.figures).toMatchObject({ lcpMs: 2200, performance: 96 });
    expect(compared.floor).toMatchObject({ lcpMs: 1100 });
  });

  it("compares each route run with the floor run of its round, so a slow round does not skew the result", () => {
    const compared = compareWithFloor([
      { route: figures({ lcpMs: 2000, tbtMs: 100, jsBytes: 150_000 }), floor: figures({ lcpMs: 1000, tbtMs: 60 }) },
      // A slow patch of the machine: both pages of the round take longer.
      { route: figures({ lcpMs: 3300, tbtMs: 300, jsBytes: 150_000 }), floor: figures({ lcpMs: 1500, tbtMs: 250 }) },
      { route: figures({ lcpMs: 2100, tbtMs: 110, jsBytes: 150_500 }), floor: figures({ lcpMs: 1000, tbtMs: 80 }) },
    ]);
    // Separately, the medians are 2100 / 1000 ms (2.1x) and 110 - 80 ms (+30); pairwise the rounds say
    // 2.0x, 2.2x, 2.1x and +40, +50, +30.
    expect(compared.versusFloor.lcpRatio).toBeCloseTo(2.1);
    expect(compared.versusFloor.tbtOverFloorMs).toBe(40);
    expect(compared.versusFloor.jsOverFloorBytes).toBe(150_000 - 140 * 1024);
  });

  it("leaves a round out where either page failed or lacks the figure", () => {
    const compared = compareWithFloor([
      { route: figures({ lcpMs: 2000 }), floor: null },
      { route: null, floor: figures({ lcpMs: 900 }) },
      { route: figures({ lcpMs: 2400, tbtMs: null }), floor: figures({ lcpMs: 1200 }) },
    ]);
    expect(compared.versusFloor.lcpRatio).toBe(2);
    expect(compared.versusFloor.tbtOverFloorMs).toBeNull();
    // Each page's own medians still use every run it measured.
    expect(compared.figures.lcpMs).toBe(2200);
    expect(compared.floor.lcpMs).toBe(1050);
  });

  it("does not divide by a floor LCP of zero", () => {
    const compared = compareWithFloor([{ route: figures({ lcpMs: 2000 }), floor: figures({ lcpMs: 0 }) }]);
    expect(compared.versusFloor.lcpRatio).toBeNull();
  });

  it("is all null without runs", () => {
    expect(compareWithFloor([]).versusFloor).toEqual({
      lcpRatio: null,
      tbtOverFloorMs: null,
      jsOverFloorBytes: null,
    });
  });
});
