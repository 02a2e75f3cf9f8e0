import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { shopAddons } from "@/src/content/shop-addons";
import { cartItemSchema } from "@/src/features/cart/cart-item";
import { priceCart } from "@/src/features/cart/pricing";
import { addonCartItem } from "./addon-cart-item";

describe("addonCartItem", () => {
  // The saved cart is validated on the next visit; an item the schema rejects would make the
  // whole saved cart be thrown away, so every add-on must fit it as it is added.
  it.each(shopAddons.map((addon) => [addon.id, addon] as const))("%s fits the saved cart's schema", (_, addon) => {
    const item = addonCartItem(addon);
    expect(v.parse(cartItemSchema, item)).toEqual(item);
  });

  it("makes add-on lines the bundle discount counts: three of them are 10 % off each", () => {
    const priced = priceCart(shopAddons.slice(0, 3).map(addonCartItem));
    expect(priced.every((item) => item.bundleDiscount && item.price < item.originalPrice)).toBe(true);
  });
});
