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

function publicPathSchema(root: "generated" | "media", folder: string, extensions: readonly string[]) {
  const prefix = `/${root}/${folder}/`;
  return z
    .string()
    .startsWith(prefix, `must live under ${prefix}`)
    .refine((value) => !value.includes(".."), "must not climb out of its folder")
    .refine(
      (value) => extensions.some((extension) => value.endsWith(`.${extension}`)),
      `must end in ${extensions.map((extension) => `.${extension}`).join(" or ")}`,
    );
}

/**
 * A file under `public/generated/`. Media is produced by the generators in scripts/media, so a
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

/** Outbound links open in new tabs and are fetched by the preview service, which wants https. */
export const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** Same-site links rendered through next/link. */
export const internalHrefSchema = z.string().regex(/^\/[a-z0-9\-/#?=&]*$/, "must be a same-site path");
