import "server-only";
import * as v from "valibot";
import { describeIssues } from "@/src/lib/schema";
import { refuse } from "./refusals";

/*
 * Request bodies, read streamed and bounded: a handler calls these only after the checks that need
 * no body (origin, session or key, the declared size) have passed, so a stranger's large body is
 * refused from its headers and never read. Nothing past the limit is kept, whatever Content-Length
 * said (a chunked body has none).
 */

/** JSON bodies larger than this are refused unread (413): a whole review fits with room to spare. */
export const MAX_JSON_BYTES = 64 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

const refused = (status: number, error: string) => ({ ok: false as const, response: refuse(status, error) });

/** `64 KB`, `15 MB`: a limit as a person reads it in a refusal. */
export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Whether a request's headers already say it cannot be taken: the wrong content type (415), or a
 * declared length over `maxBytes` (413, with `tooLarge` as its sentence). Null when it may be read.
 */
export function refuseByHeaders(
  request: Request,
  {
    type,
    maxBytes,
    tooLarge,
  }: {
    type: "application/json" | "multipart/form-data" | "application/x-www-form-urlencoded";
    maxBytes: number;
    tooLarge: string;
  },
): Response | null {
  const given = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!given.startsWith(type)) return refuse(415, `Send the body as ${type}.`);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return refuse(413, tooLarge);
  return null;
}

/**
 * What a body past its limit may still send, read and thrown away, before its connection is cut. A
 * client that is still sending when the server stops reading loses the refusal to a reset (it fails
 * writing before it reads the answer), so one that overshoots by a little hears the 413 instead; one
 * that goes on sending is cut off. Nothing of it is kept.
 */
export const DISCARD_PAST_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * The body's bytes, at most `maxBytes`; null once it is larger (after reading on, and discarding,
 * at most `DISCARD_PAST_LIMIT_BYTES` more, see there).
 */
export async function readBounded(request: Request, maxBytes: number): Promise<Buffer | null> {
  const reader = request.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) break;
    chunks.push(value);
  }
  chunks.length = 0;
  for (let discarded = 0; discarded <= DISCARD_PAST_LIMIT_BYTES;) {
    const { done, value } = await reader.read();
    if (done) return null;
    discarded += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return null;
}

/** A body of `type`, refused from its headers or read to at most `maxBytes` (413 past it). */
async function readTyped(
  request: Request,
  type: "application/json" | "multipart/form-data" | "application/x-www-form-urlencoded",
  maxBytes: number,
  tooLarge: string,
): Promise<BodyResult<Buffer>> {
  const early = refuseByHeaders(request, { type, maxBytes, tooLarge });
  if (early) return { ok: false, response: early };
  const bytes = await readBounded(request, maxBytes);
  return bytes ? { ok: true, data: bytes } : refused(413, tooLarge);
}

/**
 * Reads and validates a JSON body: refuses anything that is not JSON (415), larger than `maxBytes`
 * (413, keeping nothing past the limit), unparseable (400) or not in the schema's shape (422,
 * naming where). Only what the schema keeps reaches the caller.
 */
export async function readJson<T>(
  request: Request,
  schema: v.GenericSchema<unknown, T>,
  maxBytes = MAX_JSON_BYTES,
): Promise<BodyResult<T>> {
  const body = await readTyped(
    request,
    "application/json",
    maxBytes,
    `The body is larger than ${describeBytes(maxBytes)}.`,
  );
  if (!body.ok) return body;
  let data: unknown;
  try {
    data = JSON.parse(body.data.toString("utf8"));
  } catch {
    return refused(400, "The body is not valid JSON.");
  }
  const result = v.safeParse(schema, data);
  if (!result.success) return refused(422, `The body does not fit: ${describeIssues(result.issues)}`);
  return { ok: true, data: result.output };
}

/**
 * Reads a plain HTML form (application/x-www-form-urlencoded), what a browser without JavaScript
 * posts, and validates its fields (the first value of each name) like readJson.
 */
export async function readFormFields<T>(
  request: Request,
  schema: v.GenericSchema<unknown, T>,
  maxBytes = MAX_JSON_BYTES,
): Promise<BodyResult<T>> {
  const tooLarge = `The body is larger than ${describeBytes(maxBytes)}.`;
  const body = await readTyped(request, "application/x-www-form-urlencoded", maxBytes, tooLarge);
  if (!body.ok) return body;
  // A Map, then own properties: a field named `__proto__` is a field, never the object's prototype.
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body.data.toString("utf8")))
    if (!fields.has(name)) fields.set(name, value);
  const result = v.safeParse(schema, Object.fromEntries(fields));
  if (!result.success) return refused(422, `The form does not fit: ${describeIssues(result.issues)}`);
  return { ok: true, data: result.output };
}

/** A form of at most one file (`file`) and a few short text fields. */
export type Form = { file: Buffer | null; fields: Record<string, string> };

/** What a form's text fields and multipart's own headers may add to its file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart form with at most one file of `maxFileBytes` (its part named `file`) and text
 * fields, refusing a larger body and keeping nothing past the limit (413, with `tooLarge` as its
 * sentence), whatever Content-Length claimed. The file's name and declared type are ignored: what
 * it is, is for its content to say.
 */
export async function readForm(
  request: Request,
  { maxFileBytes, tooLarge }: { maxFileBytes: number; tooLarge: string },
): Promise<BodyResult<Form>> {
  const body = await readTyped(request, "multipart/form-data", maxFileBytes + FORM_OVERHEAD_BYTES, tooLarge);
  if (!body.ok) return body;
  const bytes = body.data;
  let form: FormData;
  try {
    const type = request.headers.get("content-type") ?? "";
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } }).formData();
  } catch {
    return refused(400, "The form could not be read.");
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "file" && file === null) file = Buffer.from(await value.arrayBuffer());
  }
  if (file && file.length > maxFileBytes) return refused(413, tooLarge);
  return { ok: true, data: { file, fields } };
}

/**
 * Reads a multipart form of several named files (`parts`: each part's name and its largest size),
 * refusing a body larger than all of them together before reading past it (413, `tooLarge`), and
 * any part over its own size. Other parts and text fields are ignored; a missing part is absent.
 */
export async function readFiles<Name extends string>(
  request: Request,
  { parts, tooLarge }: { parts: Record<Name, number>; tooLarge: string },
): Promise<BodyResult<Partial<Record<Name, Buffer>>>> {
  const limits = Object.entries(parts) as [Name, number][];
  const maxBytes = limits.reduce((sum, [, bytes]) => sum + bytes, 0) + FORM_OVERHEAD_BYTES;
  const early = refuseByHeaders(request, { type: "multipart/form-data", maxBytes, tooLarge });
  if (early) return { ok: false, response: early };
  const bytes = await readBounded(request, maxBytes);
  if (!bytes) return refused(413, tooLarge);
  let form: FormData;
  try {
    const type = request.headers.get("content-type") ?? "";
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } }).formData();
  } catch {
    return refused(400, "The form could not be read.");
  }
  const files: Partial<Record<Name, Buffer>> = {};
  for (const [name, limit] of limits) {
    const value = form.get(name);
    if (value === null || typeof value === "string") continue;
    if (value.size > limit) return refused(413, tooLarge);
    files[name] = Buffer.from(await value.arrayBuffer());
  }
  return { ok: true, data: files };
}
