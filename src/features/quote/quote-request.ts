import * as s from "@/src/lib/schema";

/** Session-storage key of the VantaRoom quote selection (spec 02, section 7). */
export const QUOTE_STORAGE_KEY = "vantaroom_quote_request";
export const QUOTE_PARSE_ERROR = "Error parsing VantaRoom quote data";

const text = s.string({ trim: true, min: 1, max: 200 });

const quotePackageItemSchema = s.object({
  type: s.literal("package"),
  name: text,
  features: s.array(text, { max: 30 }),
});

const quoteAddonItemSchema = s.object({
  type: s.literal("addon"),
  name: text,
  unit: text,
  description: s.withDefault(s.string({ max: 500 }), ""),
});

/** What the quote dialog saves: the chosen package (if any) and add-ons, in order. */
export const quoteRequestSchema = s.array(s.union([quotePackageItemSchema, quoteAddonItemSchema]), { min: 1, max: 30 });

export type QuoteRequest = s.Infer<typeof quoteRequestSchema>;
