// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CartItem } from "./cart-item";
import { CART_STORAGE_KEY } from "./constants";
import { earlySaver } from "./early-save";

const item = (id: string): CartItem => ({
  id,
  name: "Brand Identity",
  category: "Branding",
  type: "package",
  price: 1200,
  image: "/media/shop/brand-identity.webp",
  features: [],
});
const stored = () => localStorage.getItem(CART_STORAGE_KEY);

describe("earlySaver", () => {
  afterEach(() => localStorage.clear());

  it("writes the cart over nothing, then each change it makes after", () => {
    const save = earlySaver(CART_STORAGE_KEY);
    save([item("brand-identity")]);
    expect(JSON.parse(stored() ?? "null")).toEqual([item("brand-identity")]);
    save([item("brand-identity"), item("web-design")]);
    save([item("web-design")]);
    expect(JSON.parse(stored() ?? "null")).toEqual([item("web-design")]);
  });

  it("leaves a cart another tab saved meanwhile to the saving code, which merges it", () => {
    const save = earlySaver(CART_STORAGE_KEY);
    save([item("brand-identity")]);
    const otherTab = JSON.stringify([item("logo-design")]);
    localStorage.setItem(CART_STORAGE_KEY, otherTab);
    save([item("brand-identity"), item("web-design")]);
    expect(stored()).toBe(otherTab);
  });

  it("carries on where storage is blocked or full", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const save = earlySaver(CART_STORAGE_KEY);
    expect(() => save([item("brand-identity")])).not.toThrow();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => save([item("brand-identity")])).not.toThrow();
  });
});
