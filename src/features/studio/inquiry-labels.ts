import type { InquiryStatus } from "@/src/features/inquiries/api";

/** How the inbox names an inquiry's kind and status. */
export const KIND_LABELS = { contact: "Message", quote: "VantaRoom quote", order: "Order" } as const;
export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: "New",
  replied: "Replied",
  won: "Won",
  lost: "Lost",
};
