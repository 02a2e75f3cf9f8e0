// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BenchUsageError, isCompleteRun, parseBenchArgs, selectRoutes } from "./cli-args";

describe("parseBenchArgs", () => {
  it("builds, audits every route in three rounds and picks the port itself by default", () => {
    expect(parseBenchArgs([])).toEqual({ help: false, build: true, routePaths: null, runs: 3, port: null });
  });

  it("reads every option, in both spellings", () => {
    expect(
      parseBenchArgs(["--no-build", "--route", "/contact", "--route=/shop", "--runs", "5", "--port=4000"]),
    ).toEqual({ help: false, build: false, routePaths: ["/contact", "/shop"], runs: 5, port: 4000 });
  });

  it("takes routes as a comma-separated list too, once each", () => {
    expect(parseBenchArgs(["--route", "/,/contact", "--route", "/shop, /contact"]).routePaths).toEqual([
      "/",
      "/contact",
      "/shop",
    ]);
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
  it("is every route in at least the default rounds, whatever the build or port", () => {
    expect(isCompleteRun(parseBenchArgs([]))).toBe(true);
    expect(isCompleteRun(parseBenchArgs(["--no-build", "--runs", "5", "--port", "4000"]))).toBe(true);
  });

  it("is not a run of chosen routes, or of fewer rounds", () => {
    expect(isCompleteRun(parseBenchArgs(["--route", "/"]))).toBe(false);
    expect(isCompleteRun(parseBenchArgs(["--runs", "1"]))).toBe(false);
  });
});
