import "server-only";
import * as v from "valibot";
import { NO_STORE } from "./refusals";

/**
 * A route handler's JSON answer in the shape its feature's api module declares, the schema the
 * browser parses it with. The body is typed by the schema, and only what the schema names is
 * sent (an object schema drops other keys), so a row's extra columns never leak into an answer.
 * A body that does not fit throws: a bug in the handler, answered 500 rather than sent.
 * Answer schemas carry no transforms, so what is sent is what the browser parses. Not cached,
 * unless the handler says otherwise with its own Cache-Control.
 */
export function answer<S extends v.GenericSchema>(schema: S, body: v.InferInput<S>, init?: ResponseInit): Response {
  const headers = new Headers(init?.headers);
  if (!headers.has("cache-control")) headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  return Response.json(v.parse(schema, body), { ...init, headers });
}
