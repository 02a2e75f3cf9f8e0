import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import compression from "compression";

/**
 * How the server compresses its answers: Brotli where the browser takes it (every current one does),
 * gzip otherwise, through expressjs's `compression` middleware, in place of Next.js's own, which only
 * gzips (next.config.ts turns that one off).
 *
 * Why Brotli: every page carries its styles inline (next.config.ts, inlineCss), and on a page rendered
 * per request Next.js writes the same 64 KB of CSS again into the page's RSC payload, about 64 KB
 * further on (the build empties that copy in prerendered pages, scripts/build/flight-css.ts). gzip looks
 * back only 32 KB, so it pays for every copy; Brotli's window is 4 MB, so a copy costs a few KB. Scripts
 * shrink too (docs/performance.md#compression).
 *
 * Quality 5: smaller than the middleware's default 4 in the same few milliseconds; higher levels took
 * many times longer per answer.
 */
export const BROTLI_QUALITY = 5;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

const middleware = compression({ brotli: BROTLI_OPTIONS });

/**
 * Compresses this answer as it is written, when its type is compressible, it is over 1 KB, the browser
 * accepts an encoding and the answer is not already encoded (the middleware's rules). Streamed pages stay
 * streamed: Next.js calls the `flush()` the middleware adds after each chunk.
 */
export function compressAnswer(request: IncomingMessage, response: ServerResponse): void {
  middleware(request, response, () => {});
}

/** One body compressed as the server compresses a Brotli answer (for the bench's no-JS copy). */
export function brotliAsServed(body: Buffer): Buffer {
  return brotliCompressSync(body, BROTLI_OPTIONS);
}
