import * as s from "@/src/lib/schema";

/**
 * The fields a cart line has wherever it is stored: the saved cart (localStorage) and the
 * order request handed to /contact (sessionStorage) validate them the same way.
 */
export const cartLineFields = {
  id: s.string({ min: 1, max: 80 }),
  name: s.string({ min: 1, max: 120 }),
  category: s.string({ max: 80 }),
  type: s.oneOf(["service", "addon", "package"]),
  price: s.number({ min: 0 }),
  unit: s.optional(s.string({ max: 60 })),
};

/** An item as a page hands it to the cart, at its full price; also what the saved cart must fit. */
export const cartItemSchema = s.object({
  ...cartLineFields,
  image: s.string({ pattern: /^\/[\w\-./]*$/, patternMessage: "must be a same-site image path" }),
  features: s.withDefault(s.array(s.string({ max: 200 }), { max: 20 }), []),
});

export type CartItem = s.Infer<typeof cartItemSchema>;

/** An item as the drawer shows it: its current price and, when discounted, the price it had. */
export type PricedCartItem = CartItem & {
  originalPrice: number;
  bundleDiscount: boolean;
};
