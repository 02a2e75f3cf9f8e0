// @vitest-environment node
import { describe, expect, it } from "vitest";
import { figures } from "./test-fixtures";
import { formatTable, routeSlug } from "./report";

describe("formatTable", () => {
  it("renders a padded markdown table with the agreed precision per column", () => {
    const table = formatTable([
      { path: "/", figures: figures({ performance: 99, lcpMs: 1834.6, tbtMs: 61.4, cls: 0.0004, jsBytes: 140_000 }) },
      {
        path: "/property/22-chelsea-bay",
        figures: figures({ performance: 92.5, lcpMs: 2500, tbtMs: 149.5, cls: 0.02, jsBytes: 184_371 }),
      },
    ]);
    expect(table).toBe(
      [
        "| Route                    | Perf | A11y |  BP | SEO | LCP (s) | TBT (ms) |   CLS | JS first paint (KB gzip) |",
        "|--------------------------|-----:|-----:|----:|----:|--------:|---------:|------:|-------------------------:|",
        "| /                        |   99 |  100 | 100 | 100 |    1.83 |       61 | 0.000 |                    136.7 |",
        "| /property/22-chelsea-bay | 92.5 |  100 | 100 | 100 |    2.50 |      150 | 0.020 |                    180.0 |",
      ].join("\n"),
    );
  });

  it("shows n/a for a figure that was not measured", () => {
    const table = formatTable([{ path: "/about", figures: figures({ seo: null, lcpMs: null, jsBytes: null }) }]);
    const row = table.split("\n")[2] ?? "";
    expect(row.split("|").map((cell) => cell.trim())).toEqual([
      "",
      "/about",
      "100",
      "100",
      "100",
      "n/a",
      "n/a",
      "80",
      "0.000",
      "n/a",
      "",
    ]);
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
