import * as v from "valibot";
import { finite, sameSitePath, text } from "@/src/lib/schema";

/**
 * The fields a cart line has wherever it is stored: the saved cart (localStorage) and the
 * order request handed to /contact (sessionStorage) validate them the same way.
 */
export const cartLineFields = {
  id: text(80),
  name: text(120),
  category: v.pipe(v.string(), v.maxLength(80)),
  type: v.picklist(["service", "addon", "package"]),
  price: finite({ min: 0 }),
  unit: v.optional(text(60)),
};

/** An item as a page hands it to the cart, at its full price; also what the saved cart must fit. */
export const cartItemSchema = v.object({
  ...cartLineFields,
  image: sameSitePath,
  features: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(20)), []),
});

export type CartItem = v.InferOutput<typeof cartItemSchema>;

/** An item as the drawer shows it: its current price and, when discounted, the price it had. */
export type PricedCartItem = CartItem & {
  originalPrice: number;
  bundleDiscount: boolean;
};
