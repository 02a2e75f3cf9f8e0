import "server-only";

/** Answers about someone's data are never kept by a browser or a proxy. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * How every handler says no: a status and one sentence a person can read, in the `{ error }` shape
 * the browser's api client reads (src/lib/api-client.ts), never cached.
 */
export function refuse(status: number, error: string, headers?: Record<string, string>): Response {
  return Response.json({ error }, { status, headers: { ...NO_STORE, ...headers } });
}

/** A change done, with nothing to say: 204, never cached. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: NO_STORE });
}
