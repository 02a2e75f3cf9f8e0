import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiShapeError, callApi, noContentSchema } from "./api-client";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function serve(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const countSchema = v.object({ count: v.number() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callApi", () => {
  it("answers a 2xx body in the declared shape, with its status and headers", async () => {
    serve(json({ count: 3 }, 201, { "x-marker": "m1" }));
    const answer = await callApi("/api/things", countSchema);
    expect(answer).toMatchObject({ ok: true, status: 201, data: { count: 3 } });
    expect(answer.headers.get("x-marker")).toBe("m1");
  });

  it("sends a body as JSON with its method and a timeout signal when asked", async () => {
    const fetchMock = serve(new Response(null, { status: 204 }));
    const answer = await callApi("/api/things", noContentSchema, {
      method: "PUT",
      body: { a: 1 },
      timeoutMs: 1000,
    });
    expect(answer).toMatchObject({ ok: true, status: 204, data: undefined });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/things");
    expect(init).toMatchObject({ method: "PUT", headers: { "content-type": "application/json" }, body: '{"a":1}' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends no body, content type or signal when none is given", async () => {
    const fetchMock = serve(json({ count: 1 }));
    await callApi("/api/things", countSchema);
    expect(fetchMock.mock.calls[0]![1]).toEqual({ method: "GET" });
  });

  it("gives a refusal's status and the handler's sentence", async () => {
    serve(json({ error: "Sign in to the studio first." }, 401));
    expect(await callApi("/api/things", countSchema)).toMatchObject({
      ok: false,
      status: 401,
      error: "Sign in to the studio first.",
    });
  });

  it("gives a refusal without a sentence when its body is not the error shape", async () => {
    serve(new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }));
    expect(await callApi("/api/things", countSchema)).toMatchObject({ ok: false, status: 502, error: null });
  });

  it("rejects a 2xx body of another shape, naming the route and what did not fit", async () => {
    serve(json({ count: "3" }));
    const call = callApi("/api/things", countSchema, { method: "POST", body: {} });
    await expect(call).rejects.toThrow(ApiShapeError);
    await expect(call).rejects.toThrow(/^POST \/api\/things answered a body this page cannot read: count: /);
  });

  it("rejects a 2xx answer that is not JSON, whatever its text", async () => {
    serve(new Response('{"count":3}', { status: 200, headers: { "content-type": "text/html" } }));
    await expect(callApi("/api/things", countSchema)).rejects.toThrow(/not JSON \(text\/html\)/);
    serve(new Response("{", { status: 200, headers: { "content-type": "application/json" } }));
    await expect(callApi("/api/things", countSchema)).rejects.toThrow(/not valid JSON/);
  });

  it("rejects when the server cannot be reached, as fetch does", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(callApi("/api/things", countSchema)).rejects.toThrow("Failed to fetch");
  });
});
