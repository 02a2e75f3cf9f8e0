import "server-only";
import { isDatabaseUnavailable, rootCause } from "@/src/db/unavailable";

/** Seconds a client is told to wait when the database is out of reach (Postgres restarts in a few). */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached: a clear 503 the pages already treat as "try later". */
export function storeUnavailable(): Response {
  return Response.json(
    { error: "The studio's store cannot be reached just now. Try again in a moment." },
    { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": String(STORE_RETRY_AFTER_SECONDS) } },
  );
}

/**
 * A route handler that answers 503 (instead of Next.js's bare 500 page) when its database is out of
 * reach, as while Postgres restarts; node-postgres's pool reconnects by itself once it is back, and
 * a transaction cut short is rolled back by Postgres, so nothing is half-written.
 */
export function storeRoute<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error(`The database cannot be reached: answered 503 (${rootCause(error)})`);
      return storeUnavailable();
    }
  };
}
