import "server-only";
import { randomUUID } from "node:crypto";
import { isDatabaseUnavailable, rootCause } from "@/src/db/unavailable";

/** Seconds a client is told to wait when the database is out of reach (Postgres restarts in a few). */
export const STORE_RETRY_AFTER_SECONDS = 5;

const noStore = { "Cache-Control": "no-store" };

/** The answer while the database cannot be reached: a clear 503 the pages already treat as "try later". */
export function storeUnavailable(): Response {
  return Response.json(
    { error: "The studio's store cannot be reached just now. Try again in a moment." },
    { status: 503, headers: { ...noStore, "Retry-After": String(STORE_RETRY_AFTER_SECONDS) } },
  );
}

/**
 * The answer to a fault in the code or the data: a JSON 500 the pages show as a message, naming a
 * reference that the server's log carries beside the whole error, so the studio can report it and a
 * maintainer can find it. What went wrong stays in the log, never in the answer.
 */
export function storeFault(request: unknown, error: unknown): Response {
  const reference = randomUUID().slice(0, 8);
  const where = request instanceof Request ? `${request.method} ${new URL(request.url).pathname}` : "a route handler";
  console.error(`[fault ${reference}] ${where} answered 500: ${rootCause(error)}`, error);
  return Response.json(
    { error: `Something went wrong on the studio's side (reference ${reference}). Try again, or tell the studio.` },
    { status: 500, headers: noStore },
  );
}

/**
 * A route handler whose failures are answered in JSON, never with Next.js's bare 500 page: 503 when
 * its database is out of reach, as while Postgres restarts (node-postgres's pool reconnects by
 * itself once it is back, and a transaction cut short is rolled back by Postgres, so nothing is
 * half-written); any other error is logged with the route and answered 500 by `storeFault`.
 */
export function storeRoute<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) return storeFault(args[0], error);
      console.error(`The database cannot be reached: answered 503 (${rootCause(error)})`);
      return storeUnavailable();
    }
  };
}
