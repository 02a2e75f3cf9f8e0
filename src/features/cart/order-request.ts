import { z } from "zod";
import type { PricedCartItem } from "./cart-item";
import { cartSubtotal } from "./pricing";

/**
 * What Checkout hands to /contact (session storage `studio_order_request`): each item with the
 * price it was shown at, and the subtotal. The contact page validates it with this schema.
 */
export const orderRequestSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(80),
        name: z.string().min(1).max(120),
        category: z.string().max(80),
        type: z.enum(["service", "addon", "package"]),
        price: z.number().nonnegative().finite(),
        originalPrice: z.number().nonnegative().finite(),
        bundleDiscount: z.boolean(),
        unit: z.string().max(60).optional(),
      }),
    )
    .min(1)
    .max(50),
  subtotal: z.number().nonnegative().finite(),
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
