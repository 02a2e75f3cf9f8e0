import * as v from "valibot";
import { describeIssues } from "./schema";

/*
 * The one way browser code calls the site's route handlers. Each feature with a server part keeps
 * its routes in one module (src/features/<name>/api.ts): the request and answer schemas, which its
 * handlers build their answers with (src/lib/server/answer.ts), and a function per route that calls
 * `callApi` with them. A new route is a schema and a function there; nothing casts `res.json()`.
 */

/** How every handler refuses: a sentence a person can read (4xx and 5xx alike). */
export const apiErrorSchema = v.object({ error: v.string() });

/** A route answering 204 No Content: there is no body to parse. */
export const noContentSchema = v.undefined();

/**
 * A route answered 2xx with a body that is not the shape its module declares: a bug, or a page
 * older than the server it talks to. Thrown, so the caller's fallback for "the server cannot be
 * used just now" applies, and the message names the route and what did not fit.
 */
export class ApiShapeError extends Error {
  constructor(route: string, problem: string) {
    super(`${route} answered a body this page cannot read: ${problem}`);
    this.name = "ApiShapeError";
  }
}

/** What a route answered: its body in the declared shape, or a refusal with the handler's sentence when it gave one. */
export type ApiAnswer<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: string | null; headers: Headers };

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; type it with the route's request schema (`v.InferInput<typeof …>`). */
  body?: unknown;
  /** Aborts the call after this long (it then rejects, like a network failure). */
  timeoutMs?: number;
};

/**
 * Calls a route and parses a 2xx answer with `answer`. Rejects when the server cannot be reached
 * or the time runs out (as fetch does) and with ApiShapeError when a 2xx body is not JSON or does
 * not fit; a
 * refusal resolves with `ok: false`, its status and its `error` sentence.
 */
export async function callApi<S extends v.GenericSchema>(
  url: string,
  answer: S,
  { method = "GET", body, timeoutMs }: ApiRequest = {},
): Promise<ApiAnswer<v.InferOutput<S>>> {
  const response = await fetch(url, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  });
  const { status, headers } = response;
  if (!response.ok) {
    const refusal = v.safeParse(apiErrorSchema, await response.json().catch(() => null));
    return { ok: false, status, error: refusal.success ? refusal.output.error : null, headers };
  }
  const route = `${method} ${url}`;
  let content: unknown;
  if (status !== 204) {
    // Only a JSON answer is read as one: an HTML page served in a route's place is not the route.
    const type = headers.get("content-type") ?? "";
    if (!type.includes("application/json")) throw new ApiShapeError(route, `not JSON (${type || "no content type"})`);
    try {
      content = await response.json();
    } catch {
      throw new ApiShapeError(route, "not valid JSON");
    }
  }
  const parsed = v.safeParse(answer, content);
  if (!parsed.success) throw new ApiShapeError(route, describeIssues(parsed.issues));
  return { ok: true, status, data: parsed.output, headers };
}

/**
 * A call the studio's tools make was refused or could not be made: the message is for a person, the
 * status the server's (null when no answer came).
 */
export class CallFailed extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** What the tools say when the server does not answer at all. */
export const UNREACHABLE = "The studio's server cannot be reached. Try again in a moment.";

/** The message a tool shows for a failed call: the handler's sentence, or a general one. */
export const failureMessage = (error: unknown) =>
  error instanceof CallFailed ? error.message : "Something went wrong. Try again.";

/**
 * `callApi` for the studio's tools, which show a refusal beside what was refused: the answer's
 * data, or CallFailed with the handler's sentence (or UNREACHABLE).
 */
export async function callOrThrow<S extends v.GenericSchema>(
  url: string,
  schema: S,
  request?: ApiRequest,
): Promise<v.InferOutput<S>> {
  let answer;
  try {
    answer = await callApi(url, schema, request);
  } catch {
    throw new CallFailed(UNREACHABLE);
  }
  if (!answer.ok) throw new CallFailed(answer.error ?? `The server answered ${answer.status}.`, answer.status);
  return answer.data;
}
