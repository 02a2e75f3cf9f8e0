import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart-item";
import { cartSubtotal, priceCart } from "./pricing";

const item = (id: string, type: CartItem["type"], price: number): CartItem => ({
  id,
  name: id,
  price,
  type,
  category: "Test",
  image: "/generated/shop/x.webp",
  features: [],
});

describe("priceCart", () => {
  it("leaves prices alone below three add-ons", () => {
    const priced = priceCart([item("a", "addon", 100), item("b", "addon", 50), item("s", "service", 699)]);
    expect(priced.map((i) => [i.price, i.bundleDiscount])).toEqual([
      [100, false],
      [50, false],
      [699, false],
    ]);
  });

  it("takes 10% off every add-on from the third one, and never off services", () => {
    const priced = priceCart([
      item("a", "addon", 100),
      item("b", "addon", 50),
      item("c", "addon", 75),
      item("s", "service", 699),
    ]);
    expect(priced.map((i) => [i.price, i.originalPrice, i.bundleDiscount])).toEqual([
      [90, 100, true],
      [45, 50, true],
      [67.5, 75, true],
      [699, 699, false],
    ]);
  });

  it("restores the original price when an add-on is removed", () => {
    const three = [item("a", "addon", 100), item("b", "addon", 50), item("c", "addon", 75)];
    expect(priceCart(three.slice(0, 2)).map((i) => i.price)).toEqual([100, 50]);
  });

  it.each([
    [0.05, 0.05], // 0.045 rounds half up to 0.05
    [10.05, 9.05], // 9.045 must not become 9.04 through binary drift
    [1.01, 0.91], // 0.909
    [19.99, 17.99], // 17.991
    [0.01, 0.01], // 0.009
    [333.35, 300.02], // 300.015
  ])("rounds %d less 10%% to %d cents", (original, expected) => {
    const priced = priceCart([item("a", "addon", original), item("b", "addon", 1), item("c", "addon", 1)]);
    expect(priced[0]?.price).toBe(expected);
  });
});

describe("cartSubtotal", () => {
  it("sums current prices to the cent", () => {
    const priced = priceCart([
      item("a", "addon", 0.1),
      item("b", "addon", 0.2),
      item("c", "addon", 0.3),
      item("s", "service", 449),
    ]);
    // 0.09 + 0.18 + 0.27 + 449
    expect(cartSubtotal(priced)).toBe(449.54);
  });

  it("is zero for an empty cart", () => {
    expect(cartSubtotal([])).toBe(0);
  });
});
