// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatLcpGraphs, summariseLcpGraph, type GraphNode } from "./lcp-graph";

const origin = "http://localhost:3210";
const network = (url: string, transferSize: number): GraphNode => ({ type: "network", request: { url, transferSize } });
const cpu: GraphNode = { type: "cpu" };

describe("summariseLcpGraph", () => {
  it("lists the requests biggest first, on the page's own paths, and adds up the main-thread time", () => {
    const graph = summariseLcpGraph(
      2,
      2270,
      [
        [network(`${origin}/`, 17_000), { duration: 780 }],
        [cpu, { duration: 120.5 }],
        [network(`${origin}/_next/static/chunks/react.js`, 74_700), { duration: 900 }],
        [network("https://cdn.example/font.woff2", 13_000), { duration: 300 }],
        [cpu, { duration: 80 }],
      ],
      origin,
    );
    expect(graph).toEqual({
      run: 2,
      estimateMs: 2270,
      requests: [
        { url: "/_next/static/chunks/react.js", bytes: 74_700 },
        { url: "/", bytes: 17_000 },
        { url: "https://cdn.example/font.woff2", bytes: 13_000 },
      ],
      cpuMs: 200.5,
    });
  });
});

describe("formatLcpGraphs", () => {
  const graph = (run: number, estimateMs: number, bytes: number) => ({
    run,
    estimateMs,
    requests: [{ url: `/run-${estimateMs}.js`, bytes }],
    cpuMs: 300,
  });

  it("gives a line per run, then the requests of the run nearest the median", () => {
    expect(
      formatLcpGraphs("/", [graph(1, 2600, 2048), graph(2, 2200, 1024), graph(3, 2400, 4096)]).split("\n"),
    ).toEqual([
      "/ run 1: LCP 2.60 s = 1 requests, 2.0 KB + 300 ms main thread",
      "/ run 2: LCP 2.20 s = 1 requests, 1.0 KB + 300 ms main thread",
      "/ run 3: LCP 2.40 s = 1 requests, 4.0 KB + 300 ms main thread",
      "      4.0 KB  /run-2400.js",
    ]);
  });

  it("says so when no run could be explained", () => {
    expect(formatLcpGraphs("/shop", [])).toBe("/shop: no run to explain");
  });
});
