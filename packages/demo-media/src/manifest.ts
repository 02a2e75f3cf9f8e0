import * as v from "valibot";
import { generatedDir } from "./paths";

/**
 * The kit's one manifest, beside what it describes: every output it made (its size in bytes, a
 * SHA-256 of its contents and, for a picture, its width and height in pixels) and each generator's
 * fingerprint as of its last run. The site reads the files part for image sizes and nothing else of
 * the kit; the runner reads the fingerprints to skip what is up to date. Deleting it regenerates
 * everything that is not committed.
 */
export const MANIFEST_PATH = `${generatedDir}/media-manifest.json`;

const outputFileSchema = v.object({
  bytes: v.number(),
  /** SHA-256 of the file's contents, hex. */
  hash: v.string(),
  /** Pixel size of a picture (WebP, PNG, JPEG, SVG); absent for videos, fonts, PDFs and data. */
  width: v.optional(v.number()),
  height: v.optional(v.number()),
});

const manifestSchema = v.object({
  /** Each generator's fingerprint (fingerprint.ts), by name. */
  generators: v.record(v.string(), v.string()),
  /** Every output, by its path from the project root, e.g. "public/generated/shop/web-design-1.webp". */
  files: v.record(v.string(), outputFileSchema),
});

export type OutputFile = v.InferOutput<typeof outputFileSchema>;
export type MediaManifest = v.InferOutput<typeof manifestSchema>;

/** The manifest in `text`, or an empty one when it is missing or unreadable (then every generator runs). */
export function parseManifest(text: string | undefined): MediaManifest {
  try {
    const parsed = v.safeParse(manifestSchema, JSON.parse(text ?? ""));
    if (parsed.success) return parsed.output;
  } catch {
    // Not JSON: the same as no manifest.
  }
  return { generators: {}, files: {} };
}

const sortedEntries = <T>(record: Readonly<Record<string, T>>) =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** The manifest as text: keys sorted, one line per file, so the same outputs always give the same bytes. */
export function formatManifest(manifest: MediaManifest): string {
  const generators = sortedEntries(manifest.generators).map(
    ([name, print]) => `    ${JSON.stringify(name)}: "${print}"`,
  );
  const files = sortedEntries(manifest.files).map(
    ([path, { bytes, hash, width, height }]) =>
      `    ${JSON.stringify(path)}: ${JSON.stringify({ bytes, hash, ...(width === undefined ? {} : { width, height }) })}`,
  );
  return `{\n  "generators": {\n${generators.join(",\n")}\n  },\n  "files": {\n${files.join(",\n")}\n  }\n}\n`;
}
