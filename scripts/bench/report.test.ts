// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatReferenceSpread, formatTable, routeSlug } from "./report";
import { figures } from "./test-fixtures";

const floor = {
  label: "floor (bench/floor)",
  figures: figures({ lcpMs: 1452, fcpMs: 1301, tbtMs: 21.6, jsBytes: 138_445 }),
};

const cellsOf = (line: string | undefined) => (line ?? "").split("|").map((cell) => cell.trim());

describe("formatTable", () => {
  it("renders the floor's row, then each route beside its references, padded with the agreed precision", () => {
    const table = formatTable(floor, [
      {
        path: "/",
        figures: figures({ performance: 98, lcpMs: 1704.6, fcpMs: 1388, tbtMs: 33.4, cls: 0.0014, jsBytes: 163_533 }),
        versus: { lcpVsFloor: 1.1736, lcpVsNoJs: 1.064, tbtOverFloorMs: 12.2, jsOverFloorBytes: 25_088 },
      },
      {
        path: "/property/22-chelsea-bay",
        figures: figures({ performance: 92.5, lcpMs: 1660, fcpMs: 1250, tbtMs: 0, cls: 0, jsBytes: 138_000 }),
        versus: { lcpVsFloor: 1.14, lcpVsNoJs: 0.981, tbtOverFloorMs: -21, jsOverFloorBytes: -445 },
      },
    ]);
    expect(table).toBe(
      [
        "| Route                    | Perf | A11y |  BP | SEO | LCP s | x floor | x no-JS | FCP s | TBT ms | +floor |   CLS | JS KB | +floor |",
        "|--------------------------|-----:|-----:|----:|----:|------:|--------:|--------:|------:|-------:|-------:|------:|------:|-------:|",
        "| floor (bench/floor)      |  100 |  100 | 100 | 100 |  1.45 |         |         |  1.30 |     22 |        | 0.000 | 135.2 |        |",
        "| /                        |   98 |  100 | 100 | 100 |  1.70 |   1.17x |   1.06x |  1.39 |     33 |    +12 | 0.001 | 159.7 |  +24.5 |",
        "| /property/22-chelsea-bay | 92.5 |  100 | 100 | 100 |  1.66 |   1.14x |   0.98x |  1.25 |      0 |    -21 | 0.000 | 134.8 |   -0.4 |",
      ].join("\n"),
    );
  });

  it("shows n/a for a figure that was not measured", () => {
    const table = formatTable(floor, [
      {
        path: "/about",
        figures: figures({ seo: null, lcpMs: null, tbtMs: null, jsBytes: null }),
        versus: { lcpVsFloor: null, lcpVsNoJs: null, tbtOverFloorMs: null, jsOverFloorBytes: null },
      },
    ]);
    expect(cellsOf(table.split("\n")[3])).toEqual([
      "",
      "/about",
      "100",
      "100",
      "100",
      "n/a",
      "n/a",
      "n/a",
      "n/a",
      "1.20",
      "n/a",
      "n/a",
      "0.000",
      "n/a",
      "n/a",
      "",
    ]);
  });

  it("shows a difference that rounds to nothing as +0", () => {
    const table = formatTable(floor, [
      {
        path: "/shop",
        figures: figures(),
        versus: { lcpVsFloor: 1, lcpVsNoJs: 1, tbtOverFloorMs: -0.4, jsOverFloorBytes: -20 },
      },
    ]);
    const cells = cellsOf(table.split("\n")[3]);
    expect([cells[7], cells[8], cells[11], cells[14]]).toEqual(["1.00x", "1.00x", "+0", "+0.0"]);
  });
});

describe("formatReferenceSpread", () => {
  it("gives the lowest and highest of each figure over each reference's runs, and how many runs lacked it", () => {
    const spread = formatReferenceSpread([
      {
        label: "floor (bench/floor)",
        runs: [
          figures({ performance: 100, lcpMs: 1404, fcpMs: 1300, tbtMs: 21.6, jsBytes: 138_445 }),
          figures({ performance: 99, lcpMs: 1502, fcpMs: 1350, tbtMs: 60, jsBytes: 138_445 }),
          figures({ performance: 100, lcpMs: null, fcpMs: 1290, tbtMs: 30.4, jsBytes: 138_445 }),
        ],
      },
      { label: "/contact without JS", runs: [figures({ lcpMs: 1500, fcpMs: 1500, tbtMs: 0, cls: 0, jsBytes: 0 })] },
      { label: "/about without JS", runs: [] },
    ]);
    expect(spread).toBe(
      [
        "| Reference           | runs |   Perf |             LCP s |     FCP s | TBT ms |   CLS | JS KB |",
        "|---------------------|-----:|-------:|------------------:|----------:|-------:|------:|------:|",
        "| floor (bench/floor) |    3 | 99–100 | 1.40–1.50 (1 n/a) | 1.29–1.35 |  22–60 | 0.000 | 135.2 |",
        "| /contact without JS |    1 |    100 |              1.50 |      1.50 |      0 | 0.000 |   0.0 |",
        "| /about without JS   |    0 |    n/a |               n/a |       n/a |    n/a |   n/a |   n/a |",
      ].join("\n"),
    );
  });
});

describe("routeSlug", () => {
  it("names the home route", () => {
    expect(routeSlug("/")).toBe("home");
  });

  it("turns nested paths into one file-name-safe word", () => {
    expect(routeSlug("/property/22-chelsea-bay")).toBe("property-22-chelsea-bay");
    expect(routeSlug("/socialmedia/WeCareMovers/")).toBe("socialmedia-wecaremovers");
  });
});
