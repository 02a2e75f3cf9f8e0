// @vitest-environment node
import { describe, expect, it } from "vitest";
import { figuresFromLhr, firstPaintScriptBytes, medianFigures, OWN_DOCUMENT_404 } from "./figures";
import { fakeLhr, figures } from "./test-fixtures";

describe("firstPaintScriptBytes", () => {
  it("sums the transfer size of Script requests only", () => {
    const lhr = fakeLhr({
      requests: [
        { resourceType: "Document", transferSize: 9000, rendererStartTime: 0 },
        { resourceType: "Script", transferSize: 60_000, rendererStartTime: 30 },
        { resourceType: "Stylesheet", transferSize: 5000, rendererStartTime: 30 },
        { resourceType: "Script", transferSize: 40_500, rendererStartTime: 31 },
        { resourceType: "Image", transferSize: 30_000, rendererStartTime: 60 },
      ],
    });
    expect(firstPaintScriptBytes(lhr)).toBe(100_500);
  });

  it("leaves out scripts requested after both first paint and DOMContentLoaded, such as prefetched routes", () => {
    const lhr = fakeLhr({
      observedFcpMs: 100,
      observedDomContentLoadedMs: 80,
      requests: [
        { resourceType: "Script", transferSize: 70_000, rendererStartTime: 40 },
        { resourceType: "Script", transferSize: 5_000, rendererStartTime: 100 },
        { resourceType: "Script", transferSize: 61_616, rendererStartTime: 470 },
      ],
    });
    expect(firstPaintScriptBytes(lhr)).toBe(75_000);
  });

  it("keeps a script the parser met after an early paint but before DOMContentLoaded", () => {
    const lhr = fakeLhr({
      observedFcpMs: 50,
      observedDomContentLoadedMs: 120,
      requests: [
        { resourceType: "Script", transferSize: 70_000, rendererStartTime: 40 },
        { resourceType: "Script", transferSize: 8_000, rendererStartTime: 110 },
      ],
    });
    expect(firstPaintScriptBytes(lhr)).toBe(78_000);
  });

  it("counts every script when the result cannot place first paint, so a gap can only over-report", () => {
    const lhr = fakeLhr({
      requests: [
        { resourceType: "Script", transferSize: 70_000, rendererStartTime: 40 },
        { resourceType: "Script", transferSize: 61_616, rendererStartTime: 470 },
      ],
    });
    delete lhr.audits["metrics"];
    expect(firstPaintScriptBytes(lhr)).toBe(131_616);
  });

  it("counts a script without a transfer size (failed or blocked) as nothing", () => {
    expect(firstPaintScriptBytes(fakeLhr({ requests: [{ resourceType: "Script", rendererStartTime: 10 }] }))).toBe(0);
  });

  it("is null, not zero, when the network-requests audit is missing or malformed", () => {
    const missing = fakeLhr();
    delete missing.audits["network-requests"];
    expect(firstPaintScriptBytes(missing)).toBeNull();

    const malformed = fakeLhr();
    malformed.audits["network-requests"] = { score: null, details: { type: "table" } };
    expect(firstPaintScriptBytes(malformed)).toBeNull();
  });
});

describe("figuresFromLhr", () => {
  it("reads scores on the 0–100 scale and the metric values", () => {
    const lhr = fakeLhr({
      scores: { performance: 0.97, accessibility: 1, "best-practices": 0.96, seo: 0.92 },
      fcpMs: 1210.25,
      lcpMs: 1834.5,
      tbtMs: 61,
      cls: 0.004,
      requests: [{ resourceType: "Script", transferSize: 2048, rendererStartTime: 20 }],
    });
    expect(figuresFromLhr(lhr)).toMatchObject({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      fcpMs: 1210.25,
      lcpMs: 1834.5,
      tbtMs: 61,
      cls: 0.004,
      jsBytes: 2048,
    });
  });

  it("rounds away floating-point residue so a score equal to a threshold is that number", () => {
    expect(figuresFromLhr(fakeLhr({ scores: { performance: 0.57 } })).performance).toBe(57);
  });

  it("keeps an unscored category as null", () => {
    expect(figuresFromLhr(fakeLhr({ scores: { seo: null } })).seo).toBeNull();
  });

  it("names the weighted audits that cost points in the categories that must score 100", () => {
    const lhr = fakeLhr({
      scores: { accessibility: 0.9, "best-practices": 0.96 },
      failing: { accessibility: ["color-contrast", "label"], "best-practices": ["errors-in-console"] },
    });
    expect(figuresFromLhr(lhr).failingAudits).toEqual({
      accessibility: ["color-contrast", "label"],
      "best-practices": ["errors-in-console"],
      seo: [],
    });
  });

  it("tells the browser's line about the page's own 404 apart from any other console error", () => {
    const own404 = {
      source: "network",
      description: "Failed to load resource: the server responded with a status of 404 (Not Found)",
      sourceLocation: { url: "http://localhost:3210/no-such-page" },
    };
    const lhrWith = (items: unknown[]) => {
      const lhr = fakeLhr({ scores: { "best-practices": 0.96 }, failing: { "best-practices": ["errors-in-console"] } });
      lhr.finalDisplayedUrl = "http://localhost:3210/no-such-page";
      lhr.audits["errors-in-console"] = { score: 0, details: { type: "table", items } };
      return figuresFromLhr(lhr).failingAudits["best-practices"];
    };
    expect(lhrWith([own404])).toEqual([OWN_DOCUMENT_404]);
    // A missing image, or a script's error, is still a console error.
    expect(lhrWith([own404, { ...own404, sourceLocation: { url: "http://localhost:3210/logo.png" } }])).toEqual([
      "errors-in-console",
    ]);
    expect(lhrWith([own404, { source: "javascript", description: "TypeError: x is undefined" }])).toEqual([
      "errors-in-console",
    ]);
    expect(lhrWith([{ ...own404, description: "Failed to load resource: … status of 500" }])).toEqual([
      "errors-in-console",
    ]);
  });

  it("ignores a failing audit that carries no weight", () => {
    const lhr = fakeLhr();
    lhr.audits["informative"] = { score: 0 };
    lhr.categories["seo"] = {
      score: 1,
      auditRefs: [{ id: "informative", weight: 0 }],
    };
    expect(figuresFromLhr(lhr).failingAudits.seo).toEqual([]);
  });
});

describe("medianFigures", () => {
  it("takes each figure's median independently", () => {
    const median = medianFigures([
      figures({ performance: 99, fcpMs: 1300, lcpMs: 1900, tbtMs: 40 }),
      figures({ performance: 92, fcpMs: 1100, lcpMs: 1500, tbtMs: 300 }),
      figures({ performance: 98, fcpMs: 1700, lcpMs: 2800, tbtMs: 70 }),
    ]);
    expect(median).toMatchObject({ performance: 98, fcpMs: 1300, lcpMs: 1900, tbtMs: 70 });
  });

  it("leaves an unmeasured figure out of its median and is null when no run measured it", () => {
    const median = medianFigures([figures({ seo: null, cls: null }), figures({ seo: 92, cls: null })]);
    expect(median.seo).toBe(92);
    expect(median.cls).toBeNull();
  });

  it("is all null for no runs", () => {
    expect(medianFigures([])).toMatchObject({ performance: null, lcpMs: null, jsBytes: null });
  });

  it("lists every audit that failed in any run once", () => {
    const failing = (accessibility: string[]) => ({ accessibility, "best-practices": [], seo: [] });
    const median = medianFigures([
      figures({ failingAudits: failing(["color-contrast"]) }),
      figures({ failingAudits: failing(["color-contrast", "label"]) }),
    ]);
    expect(median.failingAudits.accessibility).toEqual(["color-contrast", "label"]);
  });
});
