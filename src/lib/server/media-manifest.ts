import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";

/**
 * The media kit's manifest (packages/demo-media writes it with public/generated): every file it
 * made, with a picture's pixel size. The site reads sizes from it, at build time, and nothing else
 * of the kit.
 */
export const MEDIA_MANIFEST = "public/generated/media-manifest.json";

const manifestSchema = v.object({
  files: v.record(v.string(), v.object({ width: v.optional(v.number()), height: v.optional(v.number()) })),
});

export type ImageSize = { width: number; height: number };

/** Picture sizes by public URL ("/generated/portfolio/x.webp") from the manifest's text; empty when it is unreadable. */
export function parseImageSizes(text: string): ReadonlyMap<string, ImageSize> {
  let parsed: v.SafeParseResult<typeof manifestSchema>;
  try {
    parsed = v.safeParse(manifestSchema, JSON.parse(text));
  } catch {
    return new Map();
  }
  if (!parsed.success) return new Map();
  return new Map(
    Object.entries(parsed.output.files).flatMap(([path, { width, height }]) =>
      path.startsWith("public/") && width !== undefined && height !== undefined
        ? [[path.slice("public".length), { width, height }] as const]
        : [],
    ),
  );
}

let sizes: ReadonlyMap<string, ImageSize> | undefined;

/** The pixel size of a generated picture, or undefined when the manifest (or its entry) is missing. */
export function generatedImageSize(src: string): ImageSize | undefined {
  if (!sizes) {
    try {
      sizes = parseImageSizes(readFileSync(join(process.cwd(), MEDIA_MANIFEST), "utf8"));
    } catch {
      // No media generated yet (npm run media): callers lay the picture out without its size.
      return undefined;
    }
  }
  return sizes.get(src);
}
