// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BenchUsageError, isCompleteRun, parseBenchArgs, selectRoutes } from "./cli-args";

describe("parseBenchArgs", () => {
  it("builds, audits every route at both CPU settings in three rounds and picks the port itself by default", () => {
    expect(parseBenchArgs([])).toEqual({
      help: false,
      build: true,
      routePaths: null,
      runs: 3,
      port: null,
      cpus: [4, 6],
      resume: null,
    });
  });

  it("reads every option, in both spellings", () => {
    expect(
      parseBenchArgs(["--no-build", "--route", "/contact", "--route=/shop", "--runs", "5", "--port=4000", "--cpu=6"]),
    ).toEqual({
      help: false,
      build: false,
      routePaths: ["/contact", "/shop"],
      runs: 5,
      port: 4000,
      cpus: [6],
      resume: null,
    });
  });

  it("takes routes as a comma-separated list too, once each", () => {
    expect(parseBenchArgs(["--route", "/,/contact", "--route", "/shop, /contact"]).routePaths).toEqual([
      "/",
      "/contact",
      "/shop",
    ]);
  });

  it("takes one CPU setting or both, as a comma-separated list or repeated, once each and 4x first", () => {
    expect(parseBenchArgs(["--cpu", "4"]).cpus).toEqual([4]);
    expect(parseBenchArgs(["--cpu", "6"]).cpus).toEqual([6]);
    expect(parseBenchArgs(["--cpu", "4,6"]).cpus).toEqual([4, 6]);
    expect(parseBenchArgs(["--cpu", "6, 4", "--cpu", "6"]).cpus).toEqual([4, 6]);
  });

  it("refuses a CPU setting the budgets are not set for, or an empty one, and names the ones it takes", () => {
    expect(() => parseBenchArgs(["--cpu", "5"])).toThrow('--cpu expects 4, 6 or a list of them such as 4,6, got "5"');
    expect(() => parseBenchArgs(["--cpu", "4x"])).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(["--cpu", "4,"])).toThrow('got ""');
    expect(() => parseBenchArgs(["--cpu", "4.0"])).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(["--cpu"])).toThrow(BenchUsageError);
  });

  it("continues a stopped run without building, taking nothing the run itself decided", () => {
    expect(parseBenchArgs(["--resume", ".bench/2026-11-29T16-34-45Z", "--port", "4000"])).toMatchObject({
      build: false,
      resume: ".bench/2026-11-29T16-34-45Z",
      port: 4000,
    });
    expect(() => parseBenchArgs(["--resume", ".bench/x", "--cpu", "6"])).toThrow(/drop --cpu$/);
    expect(() => parseBenchArgs(["--resume", ".bench/x", "--route", "/", "--runs", "5"])).toThrow(
      /drop --route, --runs$/,
    );
    expect(parseBenchArgs(["--resume", ".bench/x", "--no-build"]).build).toBe(false);
    expect(() => parseBenchArgs(["--resume", " "])).toThrow(/--resume expects a run's folder/);
    expect(() => parseBenchArgs(["--resume"])).toThrow(BenchUsageError);
  });

  it("rejects an unknown option, a stray argument, an empty route and a bad count", () => {
    expect(() => parseBenchArgs(["--fast"])).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(["--explain"])).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(["/contact"])).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(["--route", "/,"])).toThrow(/--route expects a path/);
    expect(() => parseBenchArgs(["--runs", "0"])).toThrow(/--runs expects a whole number/);
    expect(() => parseBenchArgs(["--runs", "2.5"])).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(["--port", "70000"])).toThrow(BenchUsageError);
  });
});

describe("selectRoutes", () => {
  const routes = [
    { path: "/", name: "Home" },
    { path: "/shop", name: "Shop" },
    { path: "/contact", name: "Contact" },
  ];

  it("keeps every route without a filter", () => {
    expect(selectRoutes(routes, null)).toEqual(routes);
  });

  it("keeps the named routes in the config's order", () => {
    expect(selectRoutes(routes, ["/contact", "/"]).map((route) => route.path)).toEqual(["/", "/contact"]);
  });

  it("refuses an unknown route and lists the known ones", () => {
    expect(() => selectRoutes(routes, ["/contatc"])).toThrow(
      "Unknown route /contatc. Audited routes: /, /shop, /contact",
    );
  });
});

describe("isCompleteRun", () => {
  it("is every route at both CPU settings in at least the default rounds, whatever the build or port", () => {
    expect(isCompleteRun(parseBenchArgs([]))).toBe(true);
    expect(isCompleteRun(parseBenchArgs(["--no-build", "--runs", "5", "--port", "4000", "--cpu", "4,6"]))).toBe(true);
  });

  it("is not a run of chosen routes, of one CPU setting, or of fewer rounds", () => {
    expect(isCompleteRun(parseBenchArgs(["--route", "/"]))).toBe(false);
    expect(isCompleteRun(parseBenchArgs(["--cpu", "4"]))).toBe(false);
    expect(isCompleteRun(parseBenchArgs(["--cpu", "6"]))).toBe(false);
    expect(isCompleteRun(parseBenchArgs(["--runs", "1"]))).toBe(false);
  });
});
