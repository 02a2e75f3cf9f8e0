import { z } from "zod";

/** Ids double as URL segments and storage-key suffixes, so they stay lowercase kebab-case. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase kebab-case, e.g. 'logo-design'");

/** Copy is rendered as text; an empty or padded string is always an editing slip. */
export const copySchema = z
  .string()
  .min(1)
  .refine((value) => value.trim() === value, "must not start or end with whitespace");

/**
 * A file under `public/`. Every media file is produced by the generators under `public/generated/`,
 * so a path that leaves that tree points at something nobody will create.
 */
export function generatedPathSchema(folder: string, extensions: readonly string[]) {
  const prefix = `/generated/${folder}/`;
  return z
    .string()
    .startsWith(prefix, `must live under ${prefix}`)
    .refine((value) => !value.includes(".."), "must not climb out of its folder")
    .refine(
      (value) => extensions.some((extension) => value.endsWith(`.${extension}`)),
      `must end in ${extensions.map((extension) => `.${extension}`).join(" or ")}`,
    );
}

/** Outbound links open in new tabs and are fetched by the preview service, which wants https. */
export const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** Same-site links rendered through next/link. */
export const internalHrefSchema = z.string().regex(/^\/[a-z0-9\-/#?=&]*$/, "must be a same-site path");
