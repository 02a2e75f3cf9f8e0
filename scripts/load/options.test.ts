import { describe, expect, it } from "vitest";
import { DEFAULT_DURATION_SECONDS, isCompleteRun, LoadUsageError, parseLoadArgs } from "./options";

const names = ["home", "shop", "guide", "review-save"];
const parse = (...argv: string[]) => parseLoadArgs(argv, names);

describe("parseLoadArgs", () => {
  it("starts its own server on PGlite by default, every scenario for the default time", () => {
    expect(parse()).toEqual({
      help: false,
      url: null,
      port: null,
      duration: DEFAULT_DURATION_SECONDS,
      connections: 10,
      databaseUrl: null,
      only: null,
    });
  });

  it("takes a duration of at most 60 s per scenario", () => {
    expect(parse("--duration", "60").duration).toBe(60);
    expect(() => parse("--duration", "61")).toThrow(LoadUsageError);
    expect(() => parse("--duration", "0")).toThrow(LoadUsageError);
    expect(() => parse("--duration", "1.5")).toThrow(LoadUsageError);
  });

  it("loads only loopback servers", () => {
    expect(parse("--url", "http://127.0.0.1:3430/").url).toBe("http://127.0.0.1:3430");
    expect(parse("--url", "http://localhost:3000").url).toBe("http://localhost:3000");
    expect(() => parse("--url", "http://example.com")).toThrow(/loopback/);
    expect(() => parse("--url", "https://127.0.0.1:3000")).toThrow(/loopback/);
    expect(() => parse("--url", "not a url")).toThrow(LoadUsageError);
  });

  it("passes a Postgres URL on, and refuses one for a server it does not start", () => {
    expect(parse("--database-url", "postgres://postgres@127.0.0.1:5432/site").databaseUrl).toBe(
      "postgres://postgres@127.0.0.1:5432/site",
    );
    expect(() => parse("--database-url", "mysql://x")).toThrow(LoadUsageError);
    expect(() => parse("--url", "http://127.0.0.1:3000", "--database-url", "postgres://x")).toThrow(LoadUsageError);
  });

  it("names the scenarios to run, and refuses unknown ones and unknown flags", () => {
    expect(parse("--only", "home, review-save").only).toEqual(["home", "review-save"]);
    expect(() => parse("--only", "checkout")).toThrow(/no scenario named checkout/);
    expect(() => parse("--rate", "5")).toThrow(LoadUsageError);
  });
});

describe("isCompleteRun", () => {
  it("is every scenario on a server the run started, on either database, for any duration", () => {
    expect(isCompleteRun(parse())).toBe(true);
    expect(isCompleteRun(parse("--database-url", "postgres://postgres@127.0.0.1:5432/site", "--duration", "5"))).toBe(
      true,
    );
  });

  it("is not a run of chosen scenarios, or against a server given with --url", () => {
    expect(isCompleteRun(parse("--only", "home"))).toBe(false);
    expect(isCompleteRun(parse("--url", "http://127.0.0.1:3430"))).toBe(false);
  });
});
