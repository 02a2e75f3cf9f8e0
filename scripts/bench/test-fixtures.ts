import type { LhrLike, RouteFigures } from "./figures";

interface LhrOptions {
  scores?: Partial<Record<"performance" | "accessibility" | "best-practices" | "seo", number | null>>;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  requests?: ReadonlyArray<{ resourceType: string; transferSize?: number; rendererStartTime?: number }>;
  /** Observed first contentful paint and DOMContentLoaded, in ms after the first request. */
  observedFcpMs?: number;
  observedDomContentLoadedMs?: number;
  failing?: Partial<Record<"accessibility" | "best-practices" | "seo", string[]>>;
}

/** Trace clock (µs) of the first request; arbitrary, but not zero, so unit mix-ups show. */
const NETWORK_START_TS = 5_000_000_000;

/** A Lighthouse-shaped result holding only what the benchmark reads, for tests. */
export function fakeLhr(options: LhrOptions = {}): LhrLike {
  const scores = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1, ...options.scores };
  const audits: LhrLike["audits"] = {
    "first-contentful-paint": { score: 1, numericValue: options.fcpMs ?? 1200 },
    "largest-contentful-paint": { score: 1, numericValue: options.lcpMs ?? 1500 },
    "total-blocking-time": { score: 1, numericValue: options.tbtMs ?? 80 },
    "cumulative-layout-shift": { score: 1, numericValue: options.cls ?? 0 },
    "network-requests": {
      score: null,
      details: {
        type: "table",
        items: options.requests ?? [{ resourceType: "Script", transferSize: 1024, rendererStartTime: 30 }],
        debugData: { type: "debugdata", networkStartTimeTs: NETWORK_START_TS },
      },
    },
    metrics: {
      score: null,
      details: {
        type: "debugdata",
        items: [
          {
            observedFirstContentfulPaintTs: NETWORK_START_TS + (options.observedFcpMs ?? 100) * 1000,
            observedDomContentLoadedTs: NETWORK_START_TS + (options.observedDomContentLoadedMs ?? 80) * 1000,
          },
        ],
      },
    },
    "passing-audit": { score: 1 },
    "not-applicable-audit": { score: null },
  };
  const categories: LhrLike["categories"] = {
    performance: { score: scores.performance, auditRefs: [{ id: "passing-audit", weight: 1 }] },
  };
  for (const id of ["accessibility", "best-practices", "seo"] as const) {
    const failing = options.failing?.[id] ?? [];
    for (const auditId of failing) audits[auditId] = { score: 0 };
    categories[id] = {
      score: scores[id],
      auditRefs: [
        { id: "passing-audit", weight: 1 },
        { id: "not-applicable-audit", weight: 1 },
        ...failing.map((auditId) => ({ id: auditId, weight: 1 })),
      ],
    };
  }
  return { categories, audits, environment: { benchmarkIndex: 1500 } };
}

export function figures(overrides: Partial<RouteFigures> = {}): RouteFigures {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 1200,
    lcpMs: 1500,
    tbtMs: 80,
    cls: 0,
    jsBytes: 140 * 1024,
    failingAudits: { accessibility: [], "best-practices": [], seo: [] },
    ...overrides,
  };
}
