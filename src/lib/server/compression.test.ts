import { createServer, get, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliAsServed, compressAnswer } from "./compression";

// A page whose CSS comes three times, 64 KB apart, as an inline-CSS page's does.
const CSS = Array.from({ length: 1200 }, (_, index) => `.u${index}{margin:${index}px}`).join("");
const FILLER = Array.from({ length: 2500 }, (_, index) => `<p id="p${index}">${index * 7919}</p>`).join("");
const PAGE = `<style>${CSS}</style>${FILLER}<script>${JSON.stringify(CSS)}</script>${FILLER}<script>${JSON.stringify(CSS)}</script>`;

type Flushable = ServerResponse & { flush?: () => void };

let server: Server;
let origin: string;
let release: () => void = () => {};

beforeAll(async () => {
  server = createServer((request, response: Flushable) => {
    compressAnswer(request, response);
    if (request.url === "/image") {
      response.setHeader("Content-Type", "image/avif");
      response.end(Buffer.alloc(4096, 7));
    } else if (request.url === "/stream") {
      // Like a streamed page: the first part must reach the browser before the rest is written.
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.write(`<h1>First</h1>${FILLER}`);
      response.flush?.();
      new Promise<void>((resolve) => (release = resolve)).then(() => response.end("<p>Rest</p>"));
    } else {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(PAGE);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

type Answer = { headers: IncomingHttpHeaders; body: Buffer };

function rawGet(path: string, acceptEncoding: string, onFirstChunk?: (chunk: Buffer) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => {
        if (chunks.length === 0) onFirstChunk?.(chunk);
        chunks.push(chunk);
      });
      response.once("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).once("error", reject);
  });
}

describe("compressAnswer", () => {
  it("answers a browser that takes Brotli in Brotli, where the repeated CSS costs almost nothing", async () => {
    const answer = await rawGet("/", "gzip, deflate, br, zstd");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    const gzipped = await rawGet("/", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(PAGE);
    // gzip's 32 KB window pays for every copy; Brotli's does not.
    expect(answer.body.length).toBeLessThan(gzipped.body.length * 0.75);
    expect(answer.body.length).toBe(brotliAsServed(Buffer.from(PAGE)).length);
  });

  it("leaves images and browsers that take no encoding alone", async () => {
    const image = await rawGet("/image", "gzip, br");
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const plain = await rawGet("/", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it("keeps a streamed page streamed: what is flushed arrives before the rest is written", async () => {
    let first: Buffer | null = null;
    const answer = rawGet("/stream", "br", (chunk) => {
      first = chunk;
      release();
    });
    const { headers, body } = await answer;
    expect(headers["content-encoding"]).toBe("br");
    expect(first).not.toBeNull();
    expect(brotliDecompressSync(body).toString()).toBe(`<h1>First</h1>${FILLER}<p>Rest</p>`);
  });
});
