import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { bytesToKb, formatFixed } from "./format";

const kb = (bytes: number) => formatFixed(bytesToKb(bytes), 1);

/**
 * What Lighthouse's simulated LCP of one run is made of. Lantern (the simulation behind mobile
 * scores) takes every request that finished before the page's real first paint, replays them over a
 * throttled 1.6 Mbit/s link, and adds the main-thread work before that paint at 4× slowdown. So the
 * estimate grows with every early byte, needed or not: this is the list to shrink.
 */
export interface LcpGraph {
  /** Lantern's pessimistic LCP estimate, the graph listed here. */
  estimateMs: number;
  /** Requests in the graph, biggest first (the page's own origin dropped from URLs). */
  requests: Array<{ url: string; bytes: number }>;
  /** Main-thread time in the graph, already slowed down as simulated. */
  cpuMs: number;
}

/** The structural slice of a Lantern graph node this module reads. */
export type GraphNode = { type: "network"; request: { url: string; transferSize: number } } | { type: "cpu" };

export function summariseLcpGraph(
  estimateMs: number,
  timings: Iterable<[GraphNode, { duration: number }]>,
  origin: string,
): LcpGraph {
  const requests: LcpGraph["requests"] = [];
  let cpuMs = 0;
  for (const [node, timing] of timings) {
    if (node.type === "network") {
      const url = node.request.url.startsWith(origin) ? node.request.url.slice(origin.length) || "/" : node.request.url;
      requests.push({ url, bytes: node.request.transferSize });
    } else {
      cpuMs += timing.duration;
    }
  }
  requests.sort((a, b) => b.bytes - a.bytes || a.url.localeCompare(b.url));
  return { estimateMs, requests, cpuMs };
}

/** One route's explanation: a line per run, then the requests of the run nearest the median. */
export function formatLcpGraphs(path: string, graphs: readonly LcpGraph[]): string {
  if (graphs.length === 0) return `${path}: no run to explain`;
  const total = (graph: LcpGraph) => graph.requests.reduce((sum, request) => sum + request.bytes, 0);
  const lines = graphs.map(
    (graph, index) =>
      `${path} run ${index + 1}: LCP ${(graph.estimateMs / 1000).toFixed(2)} s = ${graph.requests.length} requests, ` +
      `${kb(total(graph))} KB + ${Math.round(graph.cpuMs)} ms main thread`,
  );
  const sorted = [...graphs].sort((a, b) => a.estimateMs - b.estimateMs);
  const typical = sorted[Math.floor((sorted.length - 1) / 2)] as LcpGraph;
  for (const request of typical.requests) lines.push(`  ${kb(request.bytes).padStart(7)} KB  ${request.url}`);
  return lines.join("\n");
}

/** Recomputes a run's LCP graph from the artifacts Lighthouse gathered (trace and network log). */
export async function lcpGraph(artifacts: unknown, origin: string): Promise<LcpGraph> {
  const a = artifacts as Record<string, unknown>;
  const data = {
    trace: a.Trace,
    devtoolsLog: a.DevtoolsLog,
    gatherContext: a.GatherContext,
    settings: a.settings,
    URL: a.URL,
    SourceMaps: a.SourceMaps ?? [],
    simulator: null,
  } as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[0];
  const context = { computedCache: new Map() } as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[1];
  const result = await LanternLargestContentfulPaint.request(data, context);
  const estimate = result.pessimisticEstimate;
  return summariseLcpGraph(estimate.timeInMs, estimate.nodeTimings as unknown as Map<GraphNode, { duration: number }>, origin);
}
