// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatFloorSpread, formatTable, routeSlug } from "./report";
import { figures } from "./test-fixtures";

const floor = { label: "floor (bench/floor)", figures: figures({ lcpMs: 1104, tbtMs: 121.6, jsBytes: 138_445 }) };

describe("formatTable", () => {
  it("renders the floor's row, then each route beside its floor, padded with the agreed precision", () => {
    const table = formatTable(floor, [
      {
        path: "/",
        figures: figures({ performance: 94, lcpMs: 2274.6, tbtMs: 253.4, cls: 0.0014, jsBytes: 163_533 }),
        floor: figures({ lcpMs: 1098, tbtMs: 119.6, jsBytes: 138_445 }),
        versusFloor: { lcpRatio: 2.0636, tbtOverFloorMs: 133.2, jsOverFloorBytes: 25_088 },
      },
      {
        path: "/property/22-chelsea-bay",
        figures: figures({ performance: 92.5, lcpMs: 1080, tbtMs: 110, cls: 0, jsBytes: 138_000 }),
        floor: figures({ lcpMs: 1120, tbtMs: 124, jsBytes: 138_445 }),
        versusFloor: { lcpRatio: 0.964, tbtOverFloorMs: -14, jsOverFloorBytes: -445 },
      },
    ]);
    expect(table).toBe(
      [
        "| Route                    | Perf | A11y |  BP | SEO | LCP (s) | floor | ratio | TBT (ms) | floor | diff |   CLS | JS (KB gzip) | floor |  diff |",
        "|--------------------------|-----:|-----:|----:|----:|--------:|------:|------:|---------:|------:|-----:|------:|-------------:|------:|------:|",
        "| floor (bench/floor)      |  100 |  100 | 100 | 100 |    1.10 |       |       |      122 |       |      | 0.000 |        135.2 |       |       |",
        "| /                        |   94 |  100 | 100 | 100 |    2.27 |  1.10 | 2.06x |      253 |   120 | +133 | 0.001 |        159.7 | 135.2 | +24.5 |",
        "| /property/22-chelsea-bay | 92.5 |  100 | 100 | 100 |    1.08 |  1.12 | 0.96x |      110 |   124 |  -14 | 0.000 |        134.8 | 135.2 |  -0.4 |",
      ].join("\n"),
    );
  });

  it("shows n/a for a figure that was not measured", () => {
    const table = formatTable(floor, [
      {
        path: "/about",
        figures: figures({ seo: null, lcpMs: null, jsBytes: null }),
        floor: figures({ tbtMs: null }),
        versusFloor: { lcpRatio: null, tbtOverFloorMs: null, jsOverFloorBytes: null },
      },
    ]);
    const row = table.split("\n")[3] ?? "";
    expect(row.split("|").map((cell) => cell.trim())).toEqual([
      "",
      "/about",
      "100",
      "100",
      "100",
      "n/a",
      "n/a",
      "1.50",
      "n/a",
      "80",
      "n/a",
      "n/a",
      "0.000",
      "n/a",
      "140.0",
      "n/a",
      "",
    ]);
  });

  it("shows a difference that rounds to nothing as +0", () => {
    const table = formatTable(floor, [
      {
        path: "/shop",
        figures: figures(),
        floor: figures(),
        versusFloor: { lcpRatio: 1, tbtOverFloorMs: -0.4, jsOverFloorBytes: -20 },
      },
    ]);
    const cells = (table.split("\n")[3] ?? "").split("|").map((cell) => cell.trim());
    expect([cells[8], cells[11], cells[15]]).toEqual(["1.00x", "+0", "+0.0"]);
  });
});

describe("formatFloorSpread", () => {
  it("gives the lowest and highest of each figure over the floor's runs", () => {
    const spread = formatFloorSpread([
      figures({ performance: 100, lcpMs: 1104, tbtMs: 121.6, jsBytes: 138_445 }),
      figures({ performance: 97, lcpMs: 1502, tbtMs: 260, jsBytes: 138_445 }),
      figures({ performance: 99, lcpMs: null, tbtMs: 80.4, jsBytes: 138_445 }),
    ]);
    expect(spread).toBe("Floor over its 3 runs: Performance 97–100, LCP 1.10–1.50 s, TBT 80–260 ms, JS 135.2 KB");
  });

  it("says n/a for a figure no run measured", () => {
    expect(formatFloorSpread([figures({ lcpMs: null })])).toBe(
      "Floor over its 1 run: Performance 100, LCP n/a, TBT 80 ms, JS 140.0 KB",
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
