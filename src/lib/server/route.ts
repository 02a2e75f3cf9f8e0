import "server-only";
import { randomUUID } from "node:crypto";
import { isDatabaseUnavailable, rootCause } from "@/src/db/unavailable";
import { arrivedWhileDraining } from "./node-server";
import { refuse } from "./refusals";

/** Seconds a client is told to wait when the database is out of reach (Postgres restarts in a few). */
export const STORE_RETRY_AFTER_SECONDS = 5;

const retryLater = (error: string) => refuse(503, error, { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) });

/** The answer while the database cannot be reached: a clear 503 the pages already treat as "try later". */
export function storeUnavailable(): Response {
  return retryLater("The studio's store cannot be reached just now. Try again in a moment.");
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
  return refuse(
    500,
    `Something went wrong on the studio's side (reference ${reference}). Try again, or tell the studio.`,
  );
}

/**
 * Every route handler is wrapped in this: a request that arrives while the server shuts down is
 * refused (503, try again: another instance, or this one once restarted, will take it), so nothing
 * starts that the closing database could cut short, while those that arrived before are answered; failures are answered in JSON, never with Next.js's bare 500
 * page: 503 when the database is out of reach (node-postgres reconnects by itself once it is back,
 * and Postgres rolls back a transaction cut short), any other error logged with the route and
 * answered 500 by `storeFault`.
 */
export function route<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    if (arrivedWhileDraining(args[0])) return retryLater("The site is restarting. Try again in a moment.");
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) return storeFault(args[0], error);
      console.error(`The database cannot be reached: answered 503 (${rootCause(error)})`);
      return storeUnavailable();
    }
  };
}
