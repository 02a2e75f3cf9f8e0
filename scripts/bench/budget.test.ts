// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkBudget, formatViolations } from "./budget";
import { figures } from "./test-fixtures";

describe("checkBudget", () => {
  it("passes figures exactly at every limit", () => {
    const atLimits = figures({
      performance: 95,
      lcpMs: 2500,
      tbtMs: 150,
      cls: 0.02,
      jsBytes: 180 * 1024,
    });
    expect(checkBudget([{ path: "/", figures: atLimits }])).toEqual([]);
  });

  it("reports every broken must of a route, in table order", () => {
    const broken = figures({
      performance: 94,
      accessibility: 98,
      bestPractices: 96,
      seo: 92,
      lcpMs: 2504,
      tbtMs: 150.4,
      cls: 0.0201,
      jsBytes: 180 * 1024 + 1,
    });
    expect(checkBudget([{ path: "/contact", figures: broken }]).map((v) => v.message)).toEqual([
      "Performance 94 < 95",
      "Accessibility 98 < 100",
      "Best Practices 96 < 100",
      "SEO 92 < 100",
      "LCP 2.504 s > 2.5 s",
      "TBT 150.4 ms > 150 ms",
      "CLS 0.0201 > 0.02",
      "JS on first paint 180.00 KB (184321 bytes) > 180 KB",
    ]);
  });

  it("names the failing audits behind a score below 100", () => {
    const row = {
      path: "/shop",
      figures: figures({
        accessibility: 93,
        failingAudits: { accessibility: ["color-contrast", "link-name"], "best-practices": [], seo: [] },
      }),
    };
    expect(checkBudget([row])).toEqual([
      { path: "/shop", message: "Accessibility 93 < 100 (failing audits: color-contrast, link-name)" },
    ]);
  });

  it("treats a figure that was not measured as a violation", () => {
    const violations = checkBudget([{ path: "/about", figures: figures({ lcpMs: null }) }]);
    expect(violations).toEqual([{ path: "/about", message: "LCP not measured" }]);
  });

  it("keeps routes apart", () => {
    const violations = checkBudget([
      { path: "/", figures: figures() },
      { path: "/shop", figures: figures({ tbtMs: 200 }) },
      { path: "/about", figures: figures({ cls: 0.1 }) },
    ]);
    expect(violations.map((v) => v.path)).toEqual(["/shop", "/about"]);
  });
});

describe("formatViolations", () => {
  it("says so when every route passes", () => {
    expect(formatViolations([])).toBe("Budget check (must): every route passes.");
  });

  it("lists one violation per line under a count", () => {
    expect(
      formatViolations([
        { path: "/shop", message: "TBT 200.0 ms > 150 ms" },
        { path: "/about", message: "CLS 0.1000 > 0.02" },
      ]),
    ).toBe("Budget check (must): 2 violations\n- /shop: TBT 200.0 ms > 150 ms\n- /about: CLS 0.1000 > 0.02");
  });
});
