import * as v from "valibot";

/*
 * Building blocks shared by every valibot schema of the site: content (checked in tests), browser
 * storage and fetched files (checked in the browser) and request bodies (checked in route handlers).
 * valibot is modular, so a page pays only for the validators it uses, and it never evaluates code,
 * so the Content-Security-Policy needs no 'unsafe-eval'.
 *
 * v.object keeps only the keys its shape names: anything else in the data, `__proto__` included,
 * is dropped, so stored or fetched data can never add fields a component did not ask for.
 */

/** Text from a place we do not control: trimmed, then required and limited in length. */
export function text(max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("must not be empty"),
    v.maxLength(max, `allows at most ${max} characters`),
  );
}

/** A finite number within bounds. */
export function finite({ min, max }: { min?: number; max?: number } = {}) {
  return v.pipe(
    v.number(),
    v.finite("expected a finite number"),
    v.minValue(min ?? -Infinity, `must be at least ${min}`),
    v.maxValue(max ?? Infinity, `must be at most ${max}`),
  );
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** An absolute https: URL: what may be linked to or shown as an image from another site. */
export const httpsUrl = v.pipe(v.string(), v.check(isHttpsUrl, "expected an https URL"));

/** A path on this site (an image, a page), never a URL to elsewhere or a `javascript:` link. */
export const sameSitePath = v.pipe(v.string(), v.regex(/^\/(?!\/)[\w\-./ ]*$/, "must be a same-site path"));

/** Ids double as URL segments and storage-key suffixes, so they stay lowercase kebab-case. */
export const slugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase kebab-case, e.g. 'logo-design'"),
);

/** Copy is rendered as text; an empty or padded string is always an editing slip. */
export const copySchema = v.pipe(
  v.string(),
  v.nonEmpty("must not be empty"),
  v.check((value) => value.trim() === value, "must not start or end with whitespace"),
);

/** A whole number within bounds (counts, step numbers). */
export function intSchema(min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
}

/** A list with a length between `min` and `max`. */
export function listSchema<T extends v.GenericSchema>(item: T, min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(v.array(item), v.minLength(min), v.maxLength(max));
}

function publicPathSchema(root: "generated" | "media", folder: string, extensions: readonly string[]) {
  const prefix = `/${root}/${folder}/`;
  return v.pipe(
    v.string(),
    v.startsWith(prefix, `must live under ${prefix}`),
    v.check((value) => !value.includes(".."), "must not climb out of its folder"),
    v.check(
      (value) => extensions.some((extension) => value.endsWith(`.${extension}`)),
      `must end in ${extensions.map((extension) => `.${extension}`).join(" or ")}`,
    ),
  );
}

/**
 * A file under `public/generated/`. Media is produced by the media kit (packages/demo-media), so a
 * path that leaves that tree points at something nobody will create.
 */
export const generatedPathSchema = (folder: string, extensions: readonly string[]) =>
  publicPathSchema("generated", folder, extensions);

/**
 * A file under `public/media/`: media that needs ffmpeg to make (videos and their posters) is
 * generated once and committed, so a machine without ffmpeg can still build the site.
 */
export const committedMediaPathSchema = (folder: string, extensions: readonly string[]) =>
  publicPathSchema("media", folder, extensions);

/** Same-site links rendered through next/link. */
export const internalHrefSchema = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/#?=&]*$/, "must be a same-site path"));

/** A price in Canadian dollars: positive, in whole cents. */
export const cadPriceSchema = v.pipe(
  v.number(),
  v.gtValue(0, "must be positive"),
  v.check((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "must be in whole cents"),
);

/** Where validation failed and why, in one line for the console: "items.1.price: must be at least 0". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/** Anything valibot can validate that yields T. */
export type Schema<T> = v.GenericSchema<unknown, T>;
