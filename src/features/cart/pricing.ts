import { roundToCents } from "@/src/lib/money";
import type { CartItem, PricedCartItem } from "./cart-item";
import { BUNDLE_DISCOUNT_RATE, BUNDLE_MIN_ADDONS } from "./constants";

/**
 * Prices the cart: with BUNDLE_MIN_ADDONS or more add-on items, every add-on costs its original
 * price less BUNDLE_DISCOUNT_RATE, rounded to cents, and is flagged; otherwise every item costs
 * its original price. Derived from the items on every change, so removing an add-on restores prices.
 */
export function priceCart(items: readonly CartItem[]): PricedCartItem[] {
  const addonCount = items.filter((item) => item.type === "addon").length;
  const bundled = addonCount >= BUNDLE_MIN_ADDONS;
  return items.map((item) => {
    const discounted = bundled && item.type === "addon";
    return {
      ...item,
      originalPrice: item.price,
      price: discounted ? roundToCents(item.price * (1 - BUNDLE_DISCOUNT_RATE)) : item.price,
      bundleDiscount: discounted,
    };
  });
}

export function cartSubtotal(items: readonly PricedCartItem[]): number {
  return roundToCents(items.reduce((sum, item) => sum + item.price, 0));
}
