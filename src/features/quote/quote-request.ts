import * as v from "valibot";
import { text } from "@/src/lib/schema";

const quotePackageItemSchema = v.object({
  type: v.literal("package"),
  name: text(200),
  features: v.pipe(v.array(text(200)), v.maxLength(30)),
});

const quoteAddonItemSchema = v.object({
  type: v.literal("addon"),
  name: text(200),
  unit: text(200),
  description: v.optional(v.pipe(v.string(), v.maxLength(500)), ""),
});

/** What the quote dialog saves: the chosen package (if any) and add-ons, in order. */
export const quoteRequestSchema = v.pipe(
  v.array(v.variant("type", [quotePackageItemSchema, quoteAddonItemSchema])),
  v.minLength(1),
  v.maxLength(30),
);

export type QuoteRequest = v.InferOutput<typeof quoteRequestSchema>;
