// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartItem } from "./cart-item";
import { startCartPersistence } from "./cart-persistence";
import { createCartStore } from "./cart-store";
import { CART_STORAGE_ERROR, CART_STORAGE_KEY } from "./constants";

const item = (id: string, type: CartItem["type"] = "service", price = 100): CartItem => ({
  id,
  name: id,
  price,
  category: "Design",
  image: "/generated/shop/x.webp",
  type,
  features: [],
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

  it("restores saved items ahead of ones added meanwhile, once per id", () => {
    const store = createCartStore();
    store.add(item("b"));
    store.restore([item("a"), item("b")]);
    expect(store.getState().items.map((i) => i.id)).toEqual(["a", "b"]);
  });
});

describe("cart persistence", () => {
  it("saves items and restores them in a new visit", () => {
    const first = createCartStore();
    const stop = startCartPersistence(first);
    first.add(item("web-design"));
    first.setOpen(false);
    stop();
    const second = createCartStore();
    startCartPersistence(second)();
    expect(second.getState().items.map((i) => i.id)).toEqual(["web-design"]);
    expect(second.getState().open).toBe(false);
  });

  it("saves an item added before saving started", () => {
    const store = createCartStore();
    store.add(item("logo-design"));
    startCartPersistence(store)();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toHaveLength(1);
  });

  it("clears unreadable saved data and starts empty", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ id: 5, price: "free" }]));
    const store = createCartStore();
    startCartPersistence(store)();
    expect(store.getState().items).toEqual([]);
    expect(error).toHaveBeenCalledWith(CART_STORAGE_ERROR, expect.anything());
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("drops hostile fields and rejects off-site images", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...item("a"), image: "https://evil.example/x.png" }]));
    const store = createCartStore();
    startCartPersistence(store)();
    expect(store.getState().items).toEqual([]);
  });
});
