import * as s from "@/src/lib/schema";
import type { PricedCartItem } from "./cart-item";
import { cartLineFields } from "./cart-item";
import { cartSubtotal } from "./pricing";

/**
 * What Checkout hands to /contact (session storage `studio_order_request`): each item with the
 * price it was shown at, and the subtotal. The contact page validates it with this schema.
 */
export const orderRequestSchema = s.object({
  items: s.array(
    s.object({
      ...cartLineFields,
      originalPrice: s.number({ min: 0 }),
      bundleDiscount: s.boolean(),
    }),
    { min: 1, max: 50 },
  ),
  subtotal: s.number({ min: 0 }),
});

export type OrderRequest = s.Infer<typeof orderRequestSchema>;

export function toOrderRequest(items: readonly PricedCartItem[]): OrderRequest {
  return {
    items: items.map(({ id, name, category, type, price, originalPrice, bundleDiscount, unit }) => ({
      id,
      name,
      category,
      type,
      price,
      originalPrice,
      bundleDiscount,
      ...(unit ? { unit } : {}),
    })),
    subtotal: cartSubtotal(items),
  };
}
