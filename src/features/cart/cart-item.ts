import { z } from "zod";

/** What a page hands the cart: the item at its full price. */
export const cartItemSchema = z.object({
  id: z.string().min(1).max(80),
  name: z.string().min(1).max(120),
  price: z.number().nonnegative().finite(),
  category: z.string().max(80),
  type: z.enum(["service", "addon", "package"]),
  image: z.string().regex(/^\/[\w\-./]*$/, "must be a same-site image path"),
  features: z.array(z.string().max(200)).max(20).default([]),
  unit: z.string().max(60).optional(),
});

export type CartItem = z.infer<typeof cartItemSchema>;
export type CartItemInput = z.input<typeof cartItemSchema>;

/** An item as the drawer shows it: its current price and, when discounted, the price it had. */
export type PricedCartItem = CartItem & {
  originalPrice: number;
  bundleDiscount: boolean;
};

export const savedCartSchema = z.array(cartItemSchema).max(50);
