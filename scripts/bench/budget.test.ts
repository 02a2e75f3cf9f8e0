// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkBudget, formatAimMisses, formatViolations, type BudgetRow } from "./budget";
import { AIM_BUDGET, MUST_BUDGET, routeLcpMust } from "./constants";
import { OWN_DOCUMENT_404 } from "./figures";
import type { Versus } from "./references";
import { figures } from "./test-fixtures";

const nearReferences: Versus = { lcpVsFloor: 1, lcpVsNoJs: 1, tbtOverFloorMs: 0, jsOverFloorBytes: 0 };

function row(path: string, overrides: Partial<BudgetRow> = {}): BudgetRow {
  return { path, figures: figures(), versus: nearReferences, unfinishedRuns: [], ...overrides };
}

describe("checkBudget against the must", () => {
  it("passes figures exactly at every limit", () => {
    const atLimits = row("/", {
      figures: figures({ performance: 97, cls: 0.01 }),
      versus: { lcpVsFloor: 1.3, lcpVsNoJs: 1.1, tbtOverFloorMs: 40, jsOverFloorBytes: 20 * 1024 },
    });
    expect(checkBudget([atLimits], MUST_BUDGET)).toEqual([]);
  });

  it("reports every broken must of a route, in table order", () => {
    const broken = row("/contact", {
      figures: figures({ performance: 96, accessibility: 98, bestPractices: 96, seo: 92, cls: 0.0101 }),
      versus: { lcpVsFloor: 1.302, lcpVsNoJs: 1.1004, tbtOverFloorMs: 40.4, jsOverFloorBytes: 20 * 1024 + 1 },
    });
    expect(checkBudget([broken], MUST_BUDGET).map((v) => v.message)).toEqual([
      "Performance 96 < 97",
      "Accessibility 98 < 100",
      "Best Practices 96 < 100",
      "SEO 92 < 100",
      "LCP 1.100x the no-JS page > 1.1x",
      "LCP 1.302x floor > 1.3x",
      "TBT floor +40.4 ms > +40 ms",
      "CLS 0.0101 > 0.01",
      "JS on first paint floor +20.00 KB (20481 bytes) > +20 KB",
    ]);
  });

  it("follows the floor's own Performance score on a machine where the floor scores under 99", () => {
    const scored = (performance: number, floorPerformance: number | null) =>
      checkBudget(
        [row("/", { figures: figures({ performance }), versus: { ...nearReferences, floorPerformance } })],
        MUST_BUDGET,
      ).map((v) => v.message);
    expect(scored(92, 94)).toEqual([]);
    expect(scored(91, 94)).toEqual(["Performance 91 < 92 (the floor's 94 - 2)"]);
    // A fast floor, or none measured: the line is 97.
    expect(scored(96, 99)).toEqual(["Performance 96 < 97"]);
    expect(scored(96, null)).toEqual(["Performance 96 < 97"]);
    // The floor never raises the line above 97.
    expect(scored(97, 98.5)).toEqual([]);
  });

  it("checks LCP against each reference on its own", () => {
    const messages = (versus: Partial<Versus>) =>
      checkBudget([row("/", { versus: { ...nearReferences, ...versus } })], MUST_BUDGET).map((v) => v.message);
    expect(messages({ lcpVsNoJs: 1.2, lcpVsFloor: 1.2 })).toEqual(["LCP 1.200x the no-JS page > 1.1x"]);
    expect(messages({ lcpVsNoJs: 1.05, lcpVsFloor: 1.35 })).toEqual(["LCP 1.350x floor > 1.3x"]);
  });

  it("lets a route beat its references", () => {
    const faster = row("/", {
      versus: { lcpVsFloor: 0.97, lcpVsNoJs: 0.98, tbtOverFloorMs: -12, jsOverFloorBytes: -300 },
    });
    expect(checkBudget([faster], MUST_BUDGET)).toEqual([]);
  });

  it("reports each run Lighthouse could not finish first, even when its figures pass", () => {
    const hung = row("/property/22-chelsea-bay", {
      unfinishedRuns: [
        "run 1: the page never went quiet (network, then main thread) within 45 s",
        "run 3: Lighthouse failed: PAGE_HUNG",
      ],
      figures: figures({ performance: 90 }),
    });
    expect(checkBudget([hung], MUST_BUDGET)).toEqual([
      {
        path: "/property/22-chelsea-bay",
        message: "Lighthouse could not finish run 1: the page never went quiet (network, then main thread) within 45 s",
      },
      { path: "/property/22-chelsea-bay", message: "Lighthouse could not finish run 3: Lighthouse failed: PAGE_HUNG" },
      { path: "/property/22-chelsea-bay", message: "Performance 90 < 97" },
    ]);
    expect(checkBudget([hung], AIM_BUDGET)).toHaveLength(3);
  });

  it("names the failing audits behind a score below 100", () => {
    const shop = row("/shop", {
      figures: figures({
        accessibility: 93,
        failingAudits: { accessibility: ["color-contrast", "link-name"], "best-practices": [], seo: [] },
      }),
    });
    expect(checkBudget([shop], MUST_BUDGET)).toEqual([
      { path: "/shop", message: "Accessibility 93 < 100 (failing audits: color-contrast, link-name)" },
    ]);
  });

  it("excuses a noindex page's is-crawlable audit, and nothing else", () => {
    const seo = (audits: string[]) =>
      figures({ seo: 66, failingAudits: { accessibility: [], "best-practices": [], seo: audits } });
    expect(checkBudget([row("/studio", { noindex: true, figures: seo(["is-crawlable"]) })], MUST_BUDGET)).toEqual([]);
    expect(
      checkBudget([row("/studio", { noindex: true, figures: seo(["is-crawlable", "meta-description"]) })], MUST_BUDGET),
    ).toHaveLength(1);
    expect(checkBudget([row("/shop", { figures: seo(["is-crawlable"]) })], MUST_BUDGET)).toHaveLength(1);
    expect(
      checkBudget(
        [row("/no-such-page", { noindex: true, figures: seo(["http-status-code", "is-crawlable"]) })],
        MUST_BUDGET,
      ),
    ).toEqual([]);
  });

  it("excuses the not-found page's console line about its own 404, only on a noindex row and only alone", () => {
    const bestPractices = (audits: string[]) =>
      figures({ bestPractices: 96, failingAudits: { accessibility: [], "best-practices": audits, seo: [] } });
    const notFound = (audits: string[], noindex = true) =>
      checkBudget([row("/no-such-page", { noindex, figures: bestPractices(audits) })], MUST_BUDGET);
    expect(notFound([OWN_DOCUMENT_404])).toEqual([]);
    expect(notFound([OWN_DOCUMENT_404], false)).toHaveLength(1);
    expect(notFound(["errors-in-console"])).toHaveLength(1);
    expect(notFound([OWN_DOCUMENT_404, "inspector-issues"])).toHaveLength(1);
  });

  it("treats a figure that was not measured, on the route or beside the floor, as a violation", () => {
    const violations = checkBudget(
      [
        row("/about", {
          figures: figures({ cls: null }),
          versus: { ...nearReferences, lcpVsFloor: null, lcpVsNoJs: null },
        }),
      ],
      MUST_BUDGET,
    );
    expect(violations).toEqual([
      { path: "/about", message: "LCP not measured" },
      { path: "/about", message: "LCP not measured" },
      { path: "/about", message: "CLS not measured" },
    ]);
  });

  it("holds a route with an LCP line of its own to it, beside the ratios or instead of them", () => {
    const slow = { lcpVsFloor: 1.5, lcpVsNoJs: 2.2, tbtOverFloorMs: 0, jsOverFloorBytes: 0 };
    const messages = (overrides: Partial<BudgetRow>) =>
      checkBudget([row("/x", overrides)], MUST_BUDGET).map((v) => v.message);
    const beside = { maxSeconds: 2.2, ratiosExcused: false };
    const instead = { maxSeconds: 2.5, ratiosExcused: true };
    expect(messages({ lcpMust: beside, figures: figures({ lcpMs: 2200 }) })).toEqual([]);
    expect(messages({ lcpMust: beside, figures: figures({ lcpMs: 2210 }), versus: slow })).toEqual([
      "LCP 2.21 s > 2.2 s",
      "LCP 2.200x the no-JS page > 1.1x",
      "LCP 1.500x floor > 1.3x",
    ]);
    expect(messages({ lcpMust: instead, figures: figures({ lcpMs: 1870 }), versus: slow })).toEqual([]);
    expect(messages({ lcpMust: instead, figures: figures({ lcpMs: 2600 }), versus: slow })).toEqual([
      "LCP 2.60 s > 2.5 s",
    ]);
    expect(messages({ lcpMust: instead, figures: figures({ lcpMs: null }) })).toEqual(["LCP not measured"]);
    expect(messages({ figures: figures({ lcpMs: 9000 }) })).toEqual([]);
  });

  it("keeps routes apart", () => {
    const violations = checkBudget(
      [
        row("/"),
        row("/shop", { versus: { ...nearReferences, tbtOverFloorMs: 90 } }),
        row("/about", { figures: figures({ cls: 0.1 }) }),
      ],
      MUST_BUDGET,
    );
    expect(violations.map((v) => v.path)).toEqual(["/shop", "/about"]);
  });
});

describe("checkBudget against the aim", () => {
  it("passes figures exactly at every limit", () => {
    const atLimits = row("/", {
      figures: figures({ performance: 100, cls: 0 }),
      versus: { lcpVsFloor: 1.15, lcpVsNoJs: 1.04, tbtOverFloorMs: 10, jsOverFloorBytes: 15 * 1024 },
    });
    expect(checkBudget([atLimits], AIM_BUDGET)).toEqual([]);
  });

  it("holds a route to a perfect score, no layout shift and the tighter margins over the floor", () => {
    const withinMust = row("/", {
      figures: figures({ performance: 99, cls: 0.0004 }),
      versus: { lcpVsFloor: 1.16, lcpVsNoJs: 1.05, tbtOverFloorMs: 10.5, jsOverFloorBytes: 15 * 1024 + 512 },
    });
    expect(checkBudget([withinMust], MUST_BUDGET)).toEqual([]);
    expect(checkBudget([withinMust], AIM_BUDGET).map((v) => v.message)).toEqual([
      "Performance 99 < 100",
      "LCP 1.050x the no-JS page > 1.04x",
      "LCP 1.160x floor > 1.15x",
      "TBT floor +10.5 ms > +10 ms",
      "CLS 0.0004 > 0",
      "JS on first paint floor +15.50 KB (15872 bytes) > +15 KB",
    ]);
  });
});

describe("routeLcpMust", () => {
  it("gives every shop package and every review link their issue's line, and no other page one", () => {
    expect(routeLcpMust("/shop/web-design")).toEqual({ maxSeconds: 2.2, ratiosExcused: false });
    expect(routeLcpMust("/socialmedia/wecaremovers")).toEqual({ maxSeconds: 2.5, ratiosExcused: true });
    for (const path of ["/", "/shop", "/shop/", "/socialmedia/", "/property/22-chelsea-bay", "/studio"]) {
      expect(routeLcpMust(path)).toBeUndefined();
    }
  });
});

describe("formatViolations", () => {
  it("says so when every route passes", () => {
    expect(formatViolations([])).toBe("Budget check (must): every route passes.");
  });

  it("lists one violation per line under a count", () => {
    expect(
      formatViolations([
        { path: "/shop", message: "TBT floor +52.0 ms > +40 ms" },
        { path: "/about", message: "CLS 0.1000 > 0.01" },
      ]),
    ).toBe("Budget check (must): 2 violations\n- /shop: TBT floor +52.0 ms > +40 ms\n- /about: CLS 0.1000 > 0.01");
  });
});

describe("formatAimMisses", () => {
  it("says so when every route meets the aim", () => {
    expect(formatAimMisses([], 11)).toBe("Aim (informational): every route meets it.");
  });

  it("lists each route that misses it once, with its misses on one line", () => {
    expect(
      formatAimMisses(
        [
          { path: "/", message: "Performance 99 < 100" },
          { path: "/shop", message: "CLS 0.0004 > 0" },
          { path: "/", message: "LCP 1.200x floor > 1.15x" },
        ],
        11,
      ),
    ).toBe(
      [
        "Aim (informational, not in the exit code): 2 of 11 routes miss it",
        "- /: Performance 99 < 100; LCP 1.200x floor > 1.15x",
        "- /shop: CLS 0.0004 > 0",
      ].join("\n"),
    );
  });
});
