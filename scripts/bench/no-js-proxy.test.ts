// @vitest-environment node
import { createServer, get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endToEndHeaders, rewriteBody, startNoJsProxy, type NoJsProxy } from "./no-js-proxy";
import { brotliAsServed } from "../../src/lib/server/compression";

const HTML =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" href="/app.js"/>' +
  '<link rel="stylesheet" href="/app.css"/></head><body><h1>Hi</h1><script src="/app.js" async=""></script>' +
  "<script>self.__next_f.push([1])</script></body></html>";
const STRIPPED =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css"/></head><body><h1>Hi</h1></body></html>';
const SCRIPT = "console.log('<script></script>');".repeat(20);
const CSP = "default-src 'self'; script-src 'self' 'sha256-abc='";

/** What the site does: Brotli or gzip when the browser takes them, a CSP and other headers on every page. */
function site(): Server {
  return createServer((request, response) => {
    const accepted = request.headers["accept-encoding"] ?? "";
    const gzip = /\bgzip\b/.test(accepted);
    const seen = JSON.stringify({ url: request.url, method: request.method, marker: request.headers["x-marker"] });
    const send = (type: string, body: Buffer, encoding?: string) => {
      response.setHeader("Content-Type", type);
      response.setHeader("Content-Security-Policy", CSP);
      response.setHeader("Set-Cookie", ["a=1; Path=/", "b=2; Path=/"]);
      response.setHeader("Cache-Control", "s-maxage=31536000");
      response.setHeader("X-Seen", seen);
      if (encoding) response.setHeader("Content-Encoding", encoding);
      response.end(body);
    };
    const html = Buffer.from(HTML);
    if (request.url === "/app.js")
      send("application/javascript", gzip ? gzipSync(SCRIPT) : Buffer.from(SCRIPT), gzip ? "gzip" : undefined);
    else if (request.url === "/deflate") send("text/html; charset=utf-8", deflateSync(html), "deflate");
    else if (request.url === "/zstd") send("text/html; charset=utf-8", html, "zstd");
    else if (/\bbr\b/.test(accepted)) send("text/html; charset=utf-8", brotliCompressSync(html), "br");
    else if (request.url === "/missing") {
      response.statusCode = 404;
      send("text/html; charset=utf-8", gzip ? gzipSync(html) : html, gzip ? "gzip" : undefined);
    } else send("text/html; charset=utf-8", gzip ? gzipSync(html) : html, gzip ? "gzip" : undefined);
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** A plain GET that leaves the body as it came over the wire (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    }).once("error", reject);
  });
}

describe("endToEndHeaders", () => {
  it("keeps names, order and repeated headers, and drops the connection's own and the ones asked", () => {
    const raw = [
      "Content-Type",
      "text/html",
      "Set-Cookie",
      "a=1",
      "Connection",
      "keep-alive",
      "Keep-Alive",
      "timeout=5",
      "Transfer-Encoding",
      "chunked",
      "Set-Cookie",
      "b=2",
      "Content-Length",
      "120",
    ];
    expect(endToEndHeaders(raw)).toEqual([
      "Content-Type",
      "text/html",
      "Set-Cookie",
      "a=1",
      "Set-Cookie",
      "b=2",
      "Content-Length",
      "120",
    ]);
    expect(endToEndHeaders(raw, ["content-length"])).toEqual([
      "Content-Type",
      "text/html",
      "Set-Cookie",
      "a=1",
      "Set-Cookie",
      "b=2",
    ]);
  });
});

describe("rewriteBody", () => {
  const upper = (html: string) => html.toUpperCase();

  it("undoes and redoes Brotli, gzip and deflate, and passes an uncompressed body through the transform alone", () => {
    expect(brotliDecompressSync(rewriteBody(brotliCompressSync("<p>é</p>"), "br", upper)).toString()).toBe("<P>É</P>");
    expect(gunzipSync(rewriteBody(gzipSync("<p>é</p>"), "gzip", upper)).toString()).toBe("<P>É</P>");
    expect(inflateSync(rewriteBody(deflateSync("<p>a</p>"), "deflate", upper)).toString()).toBe("<P>A</P>");
    expect(rewriteBody(Buffer.from("<p>a</p>"), undefined, upper).toString()).toBe("<P>A</P>");
    expect(rewriteBody(Buffer.from("<p>a</p>"), "identity", upper).toString()).toBe("<P>A</P>");
  });

  it("compresses as the site does: Brotli at its quality, gzip at zlib's default level", () => {
    const html = HTML.repeat(50);
    expect(rewriteBody(gzipSync(html), "gzip", (text) => text).length).toBe(gzipSync(html).length);
    const brotli = rewriteBody(brotliCompressSync(html), "br", (text) => text);
    expect(brotli.equals(brotliAsServed(Buffer.from(html)))).toBe(true);
  });

  it("refuses an encoding it cannot redo instead of passing the scripts on", () => {
    expect(() => rewriteBody(Buffer.from("<p>a</p>"), "zstd", upper)).toThrow(/Content-Encoding "zstd"/);
  });
});

describe("startNoJsProxy", () => {
  let upstream: Server;
  let proxy: NoJsProxy;

  beforeAll(async () => {
    upstream = site();
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    proxy = await startNoJsProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, 0);
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("serves the page without its scripts, compressed as the site sent it, with a length that fits", async () => {
    const answer = await rawGet(`${proxy.origin}/contact?x=1`, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString()).toBe(STRIPPED);
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    const gzipped = await rawGet(`${proxy.origin}/contact?x=1`, { "Accept-Encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(STRIPPED);
  });

  it("passes the site's headers on as it sent them, and the request's path and headers to the site", async () => {
    const answer = await rawGet(`${proxy.origin}/contact?x=1`, { "Accept-Encoding": "gzip", "X-Marker": "m" });
    expect(answer.headers["content-security-policy"]).toBe(CSP);
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(answer.headers["cache-control"]).toBe("s-maxage=31536000");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(JSON.parse(answer.headers["x-seen"] as string)).toEqual({ url: "/contact?x=1", method: "GET", marker: "m" });
  });

  it("keeps the status of a page that is not found", async () => {
    const answer = await rawGet(`${proxy.origin}/missing`);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(STRIPPED);
  });

  it("rewrites a deflated page in deflate and an uncompressed one uncompressed", async () => {
    const deflated = await rawGet(`${proxy.origin}/deflate`);
    expect(deflated.headers["content-encoding"]).toBe("deflate");
    expect(inflateSync(deflated.body).toString()).toBe(STRIPPED);
    const plain = await rawGet(`${proxy.origin}/`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(STRIPPED);
  });

  it("passes everything that is not HTML through byte for byte", async () => {
    const answer = await rawGet(`${proxy.origin}/app.js`, { "Accept-Encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it("answers 502, never the page with its scripts, when it cannot rewrite the HTML", async () => {
    const answer = await rawGet(`${proxy.origin}/zstd`);
    expect(answer.status).toBe(502);
    expect(answer.body.toString()).toMatch(/^no-JS proxy: cannot rewrite a body with Content-Encoding "zstd"/);
  });

  it("answers 502 when the site is down", async () => {
    const down = await startNoJsProxy("http://127.0.0.1:1", 0);
    try {
      expect((await rawGet(`${down.origin}/`)).status).toBe(502);
    } finally {
      await down.close();
    }
  });
});
