import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { orderRequestSchema, toOrderRequest } from "./order-request";
import { priceCart } from "./pricing";

describe("toOrderRequest", () => {
  it("keeps each item's shown price and the subtotal, and fits its schema", () => {
    const priced = priceCart([
      {
        id: "web-design",
        name: "Web Design",
        price: 1899,
        category: "Web",
        type: "service",
        image: "/a.webp",
        features: ["x"],
      },
      {
        id: "hdr",
        name: "HDR Enhancement",
        price: 20,
        category: "Add-on",
        type: "addon",
        image: "/b.webp",
        features: [],
        unit: "per image",
      },
    ]);
    const request = toOrderRequest(priced);
    expect(request).toEqual({
      items: [
        {
          id: "web-design",
          name: "Web Design",
          category: "Web",
          type: "service",
          price: 1899,
          originalPrice: 1899,
          bundleDiscount: false,
        },
        {
          id: "hdr",
          name: "HDR Enhancement",
          category: "Add-on",
          type: "addon",
          price: 20,
          originalPrice: 20,
          bundleDiscount: false,
          unit: "per image",
        },
      ],
      subtotal: 1919,
    });
    expect(v.parse(orderRequestSchema, request)).toEqual(request);
  });
});
