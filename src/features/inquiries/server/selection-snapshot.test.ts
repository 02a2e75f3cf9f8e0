// @vitest-environment node
import { describe, expect, it } from "vitest";
import { shopAddons } from "@/src/content/shop-addons";
import { shopPackages } from "@/src/content/shop-packages";
import { addons, vantaroomPackages } from "@/src/content/vantaroom";
import { BUNDLE_DISCOUNT_RATE, BUNDLE_MIN_ADDONS } from "@/src/features/cart/constants";
import { snapshotSelection } from "./selection-snapshot";

describe("snapshotSelection", () => {
  it("describes a quote from the site's content, with no prices, as VantaRoom shows it", () => {
    const [pkg] = vantaroomPackages;
    const [addon] = addons;
    const snapshot = snapshotSelection({
      kind: "quote",
      items: [
        { type: "package", name: pkg!.name },
        { type: "addon", name: addon!.name },
      ],
    });
    expect(snapshot).toEqual({
      kind: "quote",
      items: [
        { type: "package", name: pkg!.name, details: pkg!.features, price: null, originalPrice: null },
        { type: "addon", name: addon!.name, details: [addon!.unit], price: null, originalPrice: null },
      ],
      subtotal: null,
    });
  });

  it("prices an order from the shop's content, whatever the browser believed, with the bundle discount", () => {
    const bundle = shopAddons.slice(0, BUNDLE_MIN_ADDONS);
    const [service] = shopPackages;
    const snapshot = snapshotSelection({
      kind: "order",
      items: [{ id: service!.id }, ...bundle.map(({ id }) => ({ id }))],
    });
    expect(snapshot?.items[0]).toMatchObject({ name: service!.name, price: service!.price, originalPrice: null });
    for (const [index, addon] of bundle.entries()) {
      expect(snapshot?.items[index + 1]).toMatchObject({
        type: "addon",
        name: addon.name,
        details: [addon.unit],
        price: Math.round(addon.price * (1 - BUNDLE_DISCOUNT_RATE) * 100) / 100,
        originalPrice: addon.price,
      });
    }
    const sum = snapshot?.items.reduce((total, item) => total + (item.price ?? 0), 0) ?? 0;
    expect(snapshot?.subtotal).toBeCloseTo(sum, 2);
  });

  it("refuses a selection that names what the site does not offer", () => {
    expect(snapshotSelection({ kind: "order", items: [{ id: "free-website" }] })).toBeNull();
    expect(snapshotSelection({ kind: "quote", items: [{ type: "package", name: "Platinum Everything" }] })).toBeNull();
  });
});
