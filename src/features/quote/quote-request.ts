import * as z from "zod/mini";

/** Session-storage key of the VantaRoom quote selection (spec 02, section 7). */
export const QUOTE_STORAGE_KEY = "vantaroom_quote_request";
export const QUOTE_PARSE_ERROR = "Error parsing VantaRoom quote data";

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

const quotePackageItemSchema = z.object({
  type: z.literal("package"),
  name: text,
  features: z.array(text).check(z.maxLength(30)),
});

const quoteAddonItemSchema = z.object({
  type: z.literal("addon"),
  name: text,
  unit: text,
  description: z._default(z.string().check(z.maxLength(500)), ""),
});

/** What the quote dialog saves: the chosen package (if any) and add-ons, in order. */
export const quoteRequestSchema = z
  .array(z.discriminatedUnion("type", [quotePackageItemSchema, quoteAddonItemSchema]))
  .check(z.minLength(1), z.maxLength(30));

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
