import "server-only";
import * as v from "valibot";
import { describeIssues } from "@/src/lib/schema";

/** Request bodies larger than this are refused unread (413). */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

const refuse = (status: number, error: string) => ({
  ok: false as const,
  response: Response.json({ error }, { status }),
});

/**
 * Reads and validates a JSON request body: refuses anything that is not JSON (415), larger than
 * `maxBytes` (413, without reading past the limit), unparseable (400) or not in the schema's shape
 * (422, naming where). Only what the schema keeps reaches the caller.
 */
export async function readJsonBody<T>(
  request: Request,
  schema: v.GenericSchema<unknown, T>,
  maxBytes = MAX_BODY_BYTES,
): Promise<BodyResult<T>> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return refuse(415, "Send the body as application/json.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return refuse(413, `The body is larger than ${maxBytes} bytes.`);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return refuse(413, `The body is larger than ${maxBytes} bytes.`);
      }
      chunks.push(value);
    }
  }
  let data: unknown;
  try {
    data = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return refuse(400, "The body is not valid JSON.");
  }
  const result = v.safeParse(schema, data);
  if (!result.success) return refuse(422, `The body does not fit: ${describeIssues(result.issues)}`);
  return { ok: true, data: result.output };
}
