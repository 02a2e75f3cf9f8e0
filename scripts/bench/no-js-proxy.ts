import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { stripScripts } from "./strip-scripts";
import { brotliAsServed } from "../../src/lib/server/compression";

/**
 * Headers that describe one connection rather than the response (RFC 9110, 7.6.1). Each side of the proxy
 * has its own connections, and Node's HTTP server and client write these for theirs.
 */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * A message's headers as Node received them (rawHeaders: name, value, name, value...), in their order,
 * spelling and repetitions, minus the hop-by-hop ones and any named in `drop` (lower case).
 */
export function endToEndHeaders(rawHeaders: readonly string[], drop: readonly string[] = []): string[] {
  const kept: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index] as string;
    const lower = name.toLowerCase();
    if (!HOP_BY_HOP.has(lower) && !drop.includes(lower)) kept.push(name, rawHeaders[index + 1] as string);
  }
  return kept;
}

/**
 * The codings the site compresses with (src/lib/server/compression.ts: Brotli at its quality, else gzip
 * or deflate at zlib's default level), each undone and redone as the site does, so the no-JS copy's HTML
 * costs on the wire what the site's would without its scripts.
 */
const CODINGS: Record<string, { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer }> = {
  identity: { decode: (body) => body, encode: (body) => body },
  br: { decode: brotliDecompressSync, encode: brotliAsServed },
  gzip: { decode: gunzipSync, encode: (body) => gzipSync(body) },
  deflate: { decode: inflateSync, encode: (body) => deflateSync(body) },
};

/**
 * A response body with its HTML transformed and compressed again in its own Content-Encoding. An encoding
 * the bench cannot redo is an error, never a page passed on with its scripts.
 */
export function rewriteBody(body: Buffer, contentEncoding: string | undefined, transform: (html: string) => string) {
  const name = (contentEncoding ?? "identity").trim().toLowerCase() || "identity";
  const coding = CODINGS[name];
  if (coding === undefined) throw new Error(`cannot rewrite a body with Content-Encoding "${contentEncoding}"`);
  // Next.js writes its pages in UTF-8 (text/html; charset=utf-8).
  return coding.encode(Buffer.from(transform(coding.decode(body).toString("utf8")), "utf8"));
}

function isDocument(incoming: IncomingMessage, answer: IncomingMessage): boolean {
  const status = answer.statusCode ?? 0;
  const type = answer.headers["content-type"] ?? "";
  // HEAD, 204 and 304 carry no body to rewrite.
  return incoming.method !== "HEAD" && status !== 204 && status !== 304 && /^\s*text\/html\b/i.test(type);
}

function fail(outgoing: ServerResponse, error: unknown): void {
  const message = `no-JS proxy: ${error instanceof Error ? error.message : String(error)}\n`;
  if (outgoing.headersSent) {
    outgoing.destroy();
    return;
  }
  outgoing.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" }).end(message);
}

function relay(incoming: IncomingMessage, answer: IncomingMessage, outgoing: ServerResponse): void {
  const status = answer.statusCode ?? 502;
  answer.once("error", (error) => fail(outgoing, error));
  if (!isDocument(incoming, answer)) {
    outgoing.writeHead(status, answer.statusMessage, endToEndHeaders(answer.rawHeaders));
    answer.pipe(outgoing);
    return;
  }
  const chunks: Buffer[] = [];
  answer.on("data", (chunk: Buffer) => chunks.push(chunk));
  answer.once("end", () => {
    let body: Buffer;
    try {
      body = rewriteBody(Buffer.concat(chunks), answer.headers["content-encoding"], stripScripts);
    } catch (error) {
      fail(outgoing, error);
      return;
    }
    const headers = [...endToEndHeaders(answer.rawHeaders, ["content-length"]), "Content-Length", String(body.length)];
    outgoing.writeHead(status, answer.statusMessage, headers).end(body);
  });
}

export interface NoJsProxy {
  origin: string;
  close: () => Promise<void>;
  /** For process "exit" handlers, where nothing asynchronous runs any more. */
  closeNow: () => void;
}

/**
 * Serves the site at `siteOrigin` as a page with no JavaScript would be served: every HTML response with
 * its scripts and script preloads removed (stripScripts), compressed as the site compressed it, with the
 * site's status and headers (Content-Security-Policy, caching, cookies) as they came; everything else
 * (stylesheets, fonts, images, the optimizer) passed through unchanged. The HTML is read whole before it
 * is rewritten, which on loopback costs a few milliseconds against the throttled link's hundreds. Listens
 * on loopback only, on `port`, or any free port when that is 0.
 */
export function startNoJsProxy(siteOrigin: string, port: number): Promise<NoJsProxy> {
  const site = new URL(siteOrigin);
  const agent = new Agent({ keepAlive: true });
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        hostname: site.hostname,
        port: site.port,
        method: incoming.method,
        path: incoming.url,
        headers: endToEndHeaders(incoming.rawHeaders),
        agent,
      },
      (answer) => relay(incoming, answer, outgoing),
    );
    upstream.once("error", (error) => fail(outgoing, error));
    incoming.pipe(upstream);
  });
  const closeNow = (): void => {
    server.closeAllConnections();
    server.close();
    agent.destroy();
  };
  const close = (): Promise<void> =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      agent.destroy();
    });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${bound}`, close, closeNow });
    });
  });
}
