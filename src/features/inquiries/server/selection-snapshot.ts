import "server-only";
import { shopAddons } from "@/src/content/shop-addons";
import { shopPackages } from "@/src/content/shop-packages";
import { addons as vantaroomAddons, vantaroomPackages } from "@/src/content/vantaroom";
import type { CartItem } from "@/src/features/cart/cart-item";
import { cartSubtotal, priceCart } from "@/src/features/cart/pricing";
import type { InquirySelection } from "@/src/model/inquiry";
import type { SelectionRequest } from "../api";

/**
 * The selection a visitor sent, as the site shows it (docs/inquiries.md#the-selection), made from the
 * site's own content: a VantaRoom quote's packages with their features and add-ons with their units
 * (no prices: VantaRoom shows none); a shop order's items at their prices, with the bundle discount
 * the cart gives, and the subtotal. Null when it names something the site does not offer.
 */
export function snapshotSelection(request: SelectionRequest): InquirySelection | null {
  if (request.kind === "quote") {
    const items = request.items.map((item) => {
      if (item.type === "package") {
        const found = vantaroomPackages.find((entry) => entry.name === item.name);
        return found
          ? {
              type: "package" as const,
              name: found.name,
              details: [...found.features],
              price: null,
              originalPrice: null,
            }
          : null;
      }
      const found = vantaroomAddons.find((entry) => entry.name === item.name);
      return found
        ? { type: "addon" as const, name: found.name, details: [found.unit], price: null, originalPrice: null }
        : null;
    });
    return items.every((item) => item !== null) ? { kind: "quote", items, subtotal: null } : null;
  }
  const lines: CartItem[] = [];
  for (const { id } of request.items) {
    const shopPackage = shopPackages.find((entry) => entry.id === id);
    const addon = shopAddons.find((entry) => entry.id === id);
    const item = shopPackage ?? addon;
    if (!item) return null;
    lines.push({
      id: item.id,
      name: item.name,
      category: item.category,
      type: item.type,
      price: item.price,
      ...(addon ? { unit: addon.unit } : {}),
      image: "/",
      features: [],
    });
  }
  const priced = priceCart(lines);
  return {
    kind: "order",
    items: priced.map((line) => ({
      type: line.type === "addon" ? "addon" : "service",
      name: line.name,
      details: line.unit ? [line.unit] : [],
      price: line.price,
      originalPrice: line.bundleDiscount ? line.originalPrice : null,
    })),
    subtotal: cartSubtotal(priced),
  };
}
