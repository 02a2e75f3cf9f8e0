import * as v from "valibot";
import { finite } from "@/src/lib/schema";
import type { PricedCartItem } from "./cart-item";
import { cartLineFields } from "./cart-item";
import { cartSubtotal } from "./pricing";

/**
 * What Checkout hands to /contact (session storage `studio_order_request`): each item with the
 * price it was shown at, and the subtotal. The contact page validates it with this schema.
 */
export const orderRequestSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        ...cartLineFields,
        originalPrice: finite({ min: 0 }),
        bundleDiscount: v.boolean(),
      }),
    ),
    v.minLength(1),
    v.maxLength(50),
  ),
  subtotal: finite({ min: 0 }),
});

export type OrderRequest = v.InferOutput<typeof orderRequestSchema>;

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
