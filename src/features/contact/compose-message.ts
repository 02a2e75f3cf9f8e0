import type { OrderRequest } from "@/src/features/cart/order-request";
import { DEFAULT_MESSAGE, DEFAULT_SUBJECT } from "@/src/features/inquiries/constants";
import type { QuoteRequest } from "@/src/features/quote/quote-request";
import { formatCad } from "@/src/lib/money";

export type Message = { subject: string; body: string };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * The prefilled message for a VantaRoom quote: the subject names the selection
 * ("VantaRoom Quote: Pro Listing Package + 2 add-ons"); the body lists every package with all
 * its features and every add-on with its unit.
 */
export function composeQuoteMessage(items: QuoteRequest): Message {
  const packages = items.filter((item) => item.type === "package");
  const addons = items.filter((item) => item.type === "addon");
  const named = [
    ...packages.map((item) => item.name),
    ...(addons.length === 0
      ? []
      : packages.length === 0 && addons.length === 1
        ? [addons[0]!.name]
        : [plural(addons.length, "add-on")]),
  ];
  const lines = ["Hi, I'd like a quote for the following VantaRoom services:", ""];
  for (const item of packages) {
    lines.push(`Package: ${item.name}`, ...item.features.map((feature) => `  - ${feature}`), "");
  }
  if (addons.length > 0) {
    lines.push("Add-ons:", ...addons.map((item) => `  - ${item.name} (${item.unit})`), "");
  }
  lines.push("Property address:", "Approximate size (sq.ft.):", "Preferred shoot date:", "", "Thanks!");
  return { subject: `VantaRoom Quote: ${named.join(" + ")}`, body: lines.join("\n") };
}

/** The prefilled message for an order from the cart: each item with its price, then the subtotal. */
export function composeOrderMessage(order: OrderRequest): Message {
  const [first, ...rest] = order.items;
  const subject = `Order Request: ${first?.name ?? "Services"}${rest.length ? ` + ${plural(rest.length, "more item")}` : ""}`;
  const lines = ["Hi, I'd like to order the following:", ""];
  for (const item of order.items) {
    const discount = item.bundleDiscount ? ` (bundle discount, was ${formatCad(item.originalPrice)})` : "";
    lines.push(`  - ${item.name}${item.unit ? ` (${item.unit})` : ""}: ${formatCad(item.price)}${discount}`);
  }
  lines.push("", `Subtotal: ${formatCad(order.subtotal)}`, "Shipping and taxes calculated at checkout.", "", "Thanks!");
  return { subject, body: lines.join("\n") };
}

/**
 * A mailto: link carrying subject and body, each falling back to its default when left empty.
 * Encoded per RFC 6068: every reserved character percent-encoded, line breaks as CRLF.
 */
export function mailtoHref(to: string, subject: string, body: string): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, "\r\n"));
  const finalSubject = subject.trim() ? subject : DEFAULT_SUBJECT;
  const finalBody = body.trim() ? body : DEFAULT_MESSAGE;
  return `mailto:${to}?subject=${encode(finalSubject)}&body=${encode(finalBody)}`;
}
