import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { shopPackages } from "@/src/content/shop-packages";
import { cartItemSchema } from "@/src/features/cart/cart-item";
import { packageCartItem } from "./package-cart-item";

describe("packageCartItem", () => {
  // The saved cart is validated on the next visit; an item the schema rejects would make the
  // whole saved cart be thrown away, so every package must fit it as it is added.
  it.each(shopPackages.map((pkg) => [pkg.id, pkg] as const))("%s fits the saved cart's schema", (_, pkg) => {
    const item = packageCartItem(pkg);
    expect(v.parse(cartItemSchema, item)).toEqual(item);
  });
});
