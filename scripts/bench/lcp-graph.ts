import type { RunnerResult } from "lighthouse";
import { bytesToKb, formatFixed, msToSeconds } from "./format";

/**
 * What Lighthouse's simulated LCP of one run is made of. Lantern (the simulation behind mobile
 * scores) takes every request that finished before the page's real first paint, replays them over a
 * throttled 1.6 Mbit/s link, and adds the main-thread work before that paint at 4× slowdown. So the
 * estimate grows with every early byte, needed or not: this is the list to shrink.
 */
export interface LcpGraph {
  /** Which Lighthouse run of the route this explains (1-based, as in the progress log). */
  run: number;
  /** Lantern's LCP, the figure the report shows (the mean of its optimistic and pessimistic estimates). */
  estimateMs: number;
  /** Requests in the pessimistic graph, biggest first (the page's own origin dropped from URLs). */
  requests: Array<{ url: string; bytes: number }>;
  /** Main-thread time in that graph, already slowed down as simulated. */
  cpuMs: number;
}

/** The structural slice of a Lantern graph node this module reads. */
export type GraphNode = { type: "network"; request: { url: string; transferSize: number } } | { type: "cpu" };

export function summariseLcpGraph(
  run: number,
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
  return { run, estimateMs, requests, cpuMs };
}

const kb = (bytes: number) => formatFixed(bytesToKb(bytes), 1);

/** One route's explanation: a line per run, then the requests of the run nearest the median. */
export function formatLcpGraphs(path: string, graphs: readonly LcpGraph[]): string {
  if (graphs.length === 0) return `${path}: no run to explain`;
  const total = (graph: LcpGraph) => graph.requests.reduce((sum, request) => sum + request.bytes, 0);
  const lines = graphs.map(
    (graph) =>
      `${path} run ${graph.run}: LCP ${formatFixed(msToSeconds(graph.estimateMs), 2)} s = ${graph.requests.length} requests, ` +
      `${kb(total(graph))} KB + ${Math.round(graph.cpuMs)} ms main thread`,
  );
  const sorted = [...graphs].sort((a, b) => a.estimateMs - b.estimateMs);
  const typical = sorted[Math.floor((sorted.length - 1) / 2)] as LcpGraph;
  for (const request of typical.requests) lines.push(`  ${kb(request.bytes).padStart(7)} KB  ${request.url}`);
  return lines.join("\n");
}

/**
 * Recomputes a run's LCP simulation from what Lighthouse gathered (trace and network log). Lighthouse's
 * internals are loaded only here, so the bench without --explain (and the unit tests) never load them.
 */
export async function lcpGraph(run: number, artifacts: RunnerResult["artifacts"], origin: string): Promise<LcpGraph> {
  const { LanternLargestContentfulPaint } =
    await import("lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js");
  const result = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: artifacts.settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    },
    { computedCache: new Map() } as Parameters<typeof LanternLargestContentfulPaint.request>[1],
  );
  const timings = result.pessimisticEstimate.nodeTimings as unknown as Map<GraphNode, { duration: number }>;
  return summariseLcpGraph(run, result.timing, timings, origin);
}
