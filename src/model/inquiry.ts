import * as v from "valibot";

/*
 * An inquiry's selection as the site showed it when the visitor sent it (docs/inquiries.md#the-selection):
 * snapshotted by the server from its own content, never from prices a browser sent, and kept as it
 * was even if the shop's prices change later. The inbox and the mails read it with this schema.
 */
export const inquirySelectionItemSchema = v.object({
  type: v.picklist(["package", "addon", "service"]),
  name: v.string(),
  /** What the site showed beside the name: a VantaRoom package's features, an add-on's unit. */
  details: v.array(v.string()),
  /** The shop's price (CAD) as shown; null for VantaRoom's custom-quote items, which show none. */
  price: v.nullable(v.number()),
  /** The price before the bundle discount, when the discount applied; null otherwise. */
  originalPrice: v.nullable(v.number()),
});

export const inquirySelectionSchema = v.object({
  kind: v.picklist(["quote", "order"]),
  items: v.array(inquirySelectionItemSchema),
  /** The order's subtotal (CAD); null for a quote. */
  subtotal: v.nullable(v.number()),
});

export type InquirySelection = v.InferOutput<typeof inquirySelectionSchema>;
export type InquirySelectionItem = v.InferOutput<typeof inquirySelectionItemSchema>;
