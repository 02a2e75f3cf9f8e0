import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartItemInput } from "./cart-item";
import { createCartStore } from "./cart-store";
import { CART_STORAGE_ERROR, CART_STORAGE_KEY } from "./constants";

const item = (id: string, type: CartItemInput["type"] = "service", price = 100): CartItemInput => ({
  id,
  name: id,
  price,
  category: "Design",
  image: "/generated/shop/x.webp",
  type,
});

afterEach(() => localStorage.clear());

describe("cart store", () => {
  it("starts empty and closed", () => {
    expect(createCartStore().getState()).toMatchObject({ items: [], priced: [], open: false });
  });

  it("adds an item once and opens the cart", () => {
    const store = createCartStore();
    store.add(item("logo-design"));
    store.setOpen(false);
    store.add(item("logo-design"));
    expect(store.getState().items.map((i) => i.id)).toEqual(["logo-design"]);
    expect(store.getState().open).toBe(true);
  });

  it("re-prices add-ons on every add and remove", () => {
    const store = createCartStore();
    store.add(item("a", "addon", 100));
    store.add(item("b", "addon", 100));
    expect(store.getState().priced.map((i) => i.price)).toEqual([100, 100]);
    store.add(item("c", "addon", 100));
    expect(store.getState().priced.map((i) => i.price)).toEqual([90, 90, 90]);
    store.remove("b");
    expect(store.getState().priced.map((i) => [i.price, i.bundleDiscount])).toEqual([
      [100, false],
      [100, false],
    ]);
  });

  it("tells subscribers about changes", () => {
    const store = createCartStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.add(item("a"));
    store.remove("a");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("saves items and restores them in a new visit", () => {
    const first = createCartStore();
    const stop = first.persist();
    first.add(item("web-design"));
    first.setOpen(false);
    stop();
    const second = createCartStore();
    second.restore();
    expect(second.getState().items.map((i) => i.id)).toEqual(["web-design"]);
    expect(second.getState().open).toBe(false);
  });

  it("clears unreadable saved data and starts empty", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 5, price: "free" }]));
    const store = createCartStore();
    store.restore();
    expect(store.getState().items).toEqual([]);
    expect(error).toHaveBeenCalledWith(CART_STORAGE_ERROR, expect.anything());
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
