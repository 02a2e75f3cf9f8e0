/** An item as a page hands it to the cart, at its full price. */
export type CartItem = {
  id: string;
  name: string;
  price: number;
  category: string;
  type: "service" | "addon" | "package";
  image: string;
  features: string[];
  unit?: string;
};

/** An item as the drawer shows it: its current price and, when discounted, the price it had. */
export type PricedCartItem = CartItem & {
  originalPrice: number;
  bundleDiscount: boolean;
};
