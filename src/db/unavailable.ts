/** Socket errors and Postgres error codes that mean "the database cannot be reached right now". */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // The server's own database, closed for good while it shuts down (client.ts).
  "ESTORECLOSED",
  // Postgres: connection exceptions (class 08), too many connections, and shutting down or starting
  // up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "57P01",
  "57P02",
  "57P03",
]);

/** node-postgres says these in words, without a code. */
const UNREACHABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

/**
 * Whether an error (or what caused it: Drizzle wraps the driver's error) means the database is
 * unreachable for now, as while Postgres restarts, rather than a fault in the request or the code.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
  if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The innermost cause's first line (Drizzle's own message only repeats the query). */
export function rootCause(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause !== undefined; depth += 1) {
    current = current.cause;
  }
  // Connecting to a name with several addresses fails with one error per address and no message.
  if (current instanceof AggregateError && !current.message && current.errors.length > 0) current = current.errors[0];
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  return (current.message || (typeof code === "string" ? code : current.name)).split("\n")[0] ?? "";
}
