/*
 * The part of expressjs's `compression` (1.8) the server uses. It is plain Node.js middleware; its
 * DefinitelyTyped package types it against Express and brings Express's types along, so these few
 * lines stand in.
 */
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  import type { BrotliOptions, ZlibOptions } from "node:zlib";

  interface CompressionOptions extends ZlibOptions {
    brotli?: BrotliOptions;
    threshold?: number | string;
  }

  export default function compression(
    options?: CompressionOptions,
  ): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
