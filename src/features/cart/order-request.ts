import * as z from "zod/mini";
import type { PricedCartItem } from "./cart-item";
import { cartLineFields } from "./cart-line-fields";
import { cartSubtotal } from "./pricing";

/**
 * What Checkout hands to /contact (session storage `studio_order_request`): each item with the
 * price it was shown at, and the subtotal. The contact page validates it with this schema.
 */
export const orderRequestSchema = z.object({
  items: z
    .array(
      z.object({
        ...cartLineFields,
        originalPrice: z.number().check(z.nonnegative()),
        bundleDiscount: z.boolean(),
      }),
    )
    .check(z.minLength(1), z.maxLength(50)),
  subtotal: z.number().check(z.nonnegative()),
});

export type OrderRequest = z.infer<typeof orderRequestSchema>;

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
