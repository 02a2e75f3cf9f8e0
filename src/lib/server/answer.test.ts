// @vitest-environment node
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { answer } from "./answer";

const schema = v.object({ id: v.string(), count: v.number() });

describe("answer", () => {
  it("sends the body as JSON with the given status and headers", async () => {
    const response = answer(schema, { id: "a", count: 2 }, { status: 201, headers: { "Cache-Control": "no-store" } });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ id: "a", count: 2 });
  });

  it("sends only what the schema names", async () => {
    const row = { id: "a", count: 2, passwordHash: "secret" };
    expect(await answer(schema, row).json()).toEqual({ id: "a", count: 2 });
  });

  it("refuses to send a body that does not fit", () => {
    expect(() => answer(schema, { id: "a", count: "2" } as unknown as v.InferInput<typeof schema>)).toThrow();
  });
});
