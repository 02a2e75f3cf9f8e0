// @vitest-environment node
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, rootCause } from "./unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("a database that cannot be reached", () => {
  it("is recognised through Drizzle's wrapper, by socket error, Postgres code or node-postgres's words", () => {
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], refused))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Client has encountered a connection error and is not queryable"))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused, refused], ""))).toBe(true);
  });

  it("is not mistaken for a fault in the query, the data or the code", () => {
    expect(isDatabaseUnavailable(withCode('relation "reviews" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], new TypeError("x is undefined")))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("the cause reported in the log", () => {
  it("is the driver's message, not Drizzle's repetition of the query", () => {
    const refused = withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
    expect(rootCause(new DrizzleQueryError("select 1", [], refused))).toBe("connect ECONNREFUSED 127.0.0.1:5432");
    expect(rootCause(new Error("first line\nsecond"))).toBe("first line");
    expect(rootCause(new AggregateError([refused], ""))).toBe("connect ECONNREFUSED 127.0.0.1:5432");
  });
});
