// @vitest-environment node
import { UIStrings } from "lighthouse/core/gather/driver/navigation.js";
import { describe, expect, it } from "vitest";
import { LOAD_TIMEOUT_WARNING, recordRun, savedRun, unfinishedReason } from "./run-record";
import { fakeLhr } from "./test-fixtures";

const timedOut = () => {
  const lhr = fakeLhr({ lcpMs: 1660 });
  lhr.runWarnings = [`${LOAD_TIMEOUT_WARNING} Results may be incomplete.`];
  lhr.configSettings = { maxWaitForLoad: 45_000 };
  delete lhr.audits["total-blocking-time"];
  return lhr;
};

describe("LOAD_TIMEOUT_WARNING", () => {
  it("is how Lighthouse's warning about a page that never went quiet begins", () => {
    expect(UIStrings.warningTimeout.startsWith(LOAD_TIMEOUT_WARNING)).toBe(true);
  });
});

describe("unfinishedReason", () => {
  it("is null for a run that finished, whatever else Lighthouse warned about", () => {
    const lhr = fakeLhr();
    lhr.runWarnings = ["The page may not be loading as expected because your test URL was redirected."];
    expect(unfinishedReason(lhr)).toBeNull();
    expect(unfinishedReason(fakeLhr())).toBeNull();
  });

  it("names a page that never went quiet, with Lighthouse's time limit", () => {
    expect(unfinishedReason(timedOut())).toBe("the page never went quiet (network, then main thread) within 45 s");
  });
});

describe("recordRun", () => {
  const clock = () => {
    let ms = 1000;
    return () => (ms += 2500);
  };

  it("records a finished run's figures, report file, CPU index and duration", async () => {
    const saved: string[] = [];
    const record = await recordRun(
      2,
      async () => ({ lhr: fakeLhr({ lcpMs: 1450 }), reportJson: "{}" }),
      async (json) => {
        saved.push(json);
        return ".bench/runs/home.run2.json";
      },
      clock(),
    );
    expect(saved).toEqual(["{}"]);
    expect(record).toMatchObject({
      run: 2,
      unfinished: null,
      durationMs: 2500,
      benchmarkIndex: 1500,
      lhrFile: ".bench/runs/home.run2.json",
    });
    expect(record.figures?.lcpMs).toBe(1450);
  });

  it("keeps what a run that never went quiet measured, and says why it is unfinished", async () => {
    const record = await recordRun(
      1,
      async () => ({ lhr: timedOut(), reportJson: "{}" }),
      async () => ".bench/runs/a.json",
    );
    expect(record.unfinished).toBe("the page never went quiet (network, then main thread) within 45 s");
    expect(record.figures).toMatchObject({ lcpMs: 1660, tbtMs: null });
  });

  it("records an audit that threw as an unfinished run without figures instead of throwing", async () => {
    const record = await recordRun(
      3,
      async () => {
        throw new Error("PAGE_HUNG: Lighthouse was unable to reliably load the URL you requested");
      },
      async () => "/never",
      clock(),
    );
    expect(record).toEqual({
      run: 3,
      figures: null,
      unfinished: "Lighthouse failed: PAGE_HUNG: Lighthouse was unable to reliably load the URL you requested",
      durationMs: 2500,
      benchmarkIndex: null,
      lhrFile: null,
    });
  });
});

describe("savedRun", () => {
  it("reads back what recordRun recorded, from the report alone: the duration is Lighthouse's own", () => {
    const lhr = { ...timedOut(), timing: { total: 21_500 } };
    expect(savedRun(3, lhr, "lhr/cpu6/home.run3.json")).toEqual({
      run: 3,
      figures: expect.objectContaining({ lcpMs: 1660 }),
      unfinished: "the page never went quiet (network, then main thread) within 45 s",
      durationMs: 21_500,
      benchmarkIndex: 1500,
      lhrFile: "lhr/cpu6/home.run3.json",
    });
  });
});
