import "server-only";
import * as v from "valibot";
import { MAX_CAPTION_LENGTH, MAX_UPLOAD_BYTES, UPLOAD_ERRORS } from "../constants";

/** A form's room beside its file: the caption, the date and multipart's own headers. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type Upload =
  { ok: true; file: Buffer | null; fields: Record<string, string> } | { ok: false; response: Response };

const refuse = (status: number, error: string) => ({
  ok: false as const,
  response: Response.json({ error }, { status }),
});

/**
 * Reads a multipart form of at most one picture (MAX_UPLOAD_BYTES) and a few text fields, refusing
 * a larger body before reading past the limit (413), whatever Content-Length claimed; the file's
 * name and declared type are ignored: images.ts checks its content.
 */
export async function readUpload(request: Request): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    return refuse(415, "Send the picture as multipart/form-data.");
  const limit = MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES;
  if (Number(request.headers.get("content-length") ?? "0") > limit) return refuse(413, UPLOAD_ERRORS.tooLarge);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return refuse(413, UPLOAD_ERRORS.tooLarge);
      }
      chunks.push(value);
    }
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { "content-type": type } }).formData();
  } catch {
    return refuse(400, "The form could not be read.");
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "file" && file === null) file = Buffer.from(await value.arrayBuffer());
  }
  return { ok: true, file, fields };
}

/** `YYYY-MM-DD`, a real calendar date. */
export const plannedDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)"),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "must be a real date"),
);

/** A post's words and date, from the form or a JSON body. */
export const postDetailsSchema = v.object({
  caption: v.pipe(v.string(), v.trim(), v.maxLength(MAX_CAPTION_LENGTH, "allows at most 2200 characters")),
  plannedDate: plannedDateSchema,
});
