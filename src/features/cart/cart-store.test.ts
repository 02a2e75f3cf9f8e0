import { describe, expect, it, vi } from "vitest";
import { createCartStore, type CartItem } from "./cart-store";

const item = (id: string): CartItem => ({ id, name: id, price: 100, category: "Design", image: "/x.webp", type: "service" });

describe("cart store", () => {
  it("starts empty and closed", () => {
    expect(createCartStore().getState()).toEqual({ items: [], open: false });
  });

  it("adds an item once and opens the cart", () => {
    const store = createCartStore();
    store.add(item("logo-design"));
    store.add(item("logo-design"));
    expect(store.getState().items.map((i) => i.id)).toEqual(["logo-design"]);
    expect(store.getState().open).toBe(true);
  });

  it("removes by id and tells subscribers", () => {
    const store = createCartStore();
    const listener = vi.fn();
    store.add(item("a"));
    store.add(item("b"));
    store.subscribe(listener);
    store.remove("a");
    expect(store.getState().items.map((i) => i.id)).toEqual(["b"]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
