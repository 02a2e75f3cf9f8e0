// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { route } from "./route";

const request = () => new Request("http://localhost/api/studio/reviews/nkzweb", { method: "GET" });

describe("route", () => {
  afterEach(() => vi.restoreAllMocks());

  it("passes the handler's answer through", async () => {
    const wrapped = route(async (_request: Request) => Response.json({ ok: true }, { status: 201 }));
    const response = await wrapped(request());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("answers 503 with Retry-After while the database cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const wrapped = route(async (_request: Request) => {
      throw new Error("Failed query", {
        cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      });
    });
    const response = await wrapped(request());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect((await response.json()).error).toMatch(/cannot be reached/);
  });

  it("answers any other fault in JSON with a reference the log carries beside the route, never the cause", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const wrapped = route(async (_request: Request) => {
      throw new Error("Failed query", { cause: new Error('relation "secret_table" does not exist') });
    });
    const response = await wrapped(request());
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { error } = (await response.json()) as { error: string };
    expect(error).not.toContain("secret_table");
    const reference = /reference ([0-9a-f]{8})/.exec(error)?.[1];
    expect(reference).toBeDefined();
    const line = String(logged.mock.calls[0]?.[0]);
    expect(line).toContain(`[fault ${reference}] GET /api/studio/reviews/nkzweb`);
    expect(line).toContain('relation "secret_table" does not exist');
  });
});

describe("route while the server shuts down", () => {
  const STATE = Symbol.for("ember-studio.node-server");
  const shared = globalThis as unknown as Record<symbol, { token: string } | undefined>;

  it("refuses work that arrived after the signal with 503 and Retry-After, without running it; answers the rest", async () => {
    const { arrivedWhileDraining } = await import("./node-server");
    arrivedWhileDraining(null);
    const token = shared[STATE]?.token;
    if (!token) throw new Error("node-server keeps no state");
    let ran = 0;
    const wrapped = route(async (_request: Request) => {
      ran += 1;
      return new Response(null, { status: 204 });
    });
    const late = new Request("http://localhost/api/studio/reviews", { headers: { "x-ember-arrived-draining": token } });
    const response = await wrapped(late);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect((await response.json()).error).toBe("The site is restarting. Try again in a moment.");
    expect(ran).toBe(0);
    // A client cannot claim it (the token is the process's own), and what arrived before is answered.
    const forged = new Request("http://localhost/api/studio/reviews", { headers: { "x-ember-arrived-draining": "x" } });
    expect((await wrapped(forged)).status).toBe(204);
    expect((await wrapped(request())).status).toBe(204);
    expect(ran).toBe(2);
  });
});
