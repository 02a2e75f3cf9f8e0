import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "./quote-request";

describe("quoteRequestSchema", () => {
  it("accepts a package and add-ons in order, trimmed, with a missing description made empty", () => {
    const parsed = v.parse(quoteRequestSchema, [
      { type: "package", name: " Signature ", features: ["HDR photos", "Floor plan"] },
      { type: "addon", name: "Twilight", unit: "per property" },
    ]);
    expect(parsed).toEqual([
      { type: "package", name: "Signature", features: ["HDR photos", "Floor plan"] },
      { type: "addon", name: "Twilight", unit: "per property", description: "" },
    ]);
  });

  it.each([
    ["an empty selection", []],
    ["an unknown item type", [{ type: "coupon", name: "FREE" }]],
    ["a blank name", [{ type: "addon", name: "   ", unit: "each" }]],
    ["an add-on without a unit", [{ type: "addon", name: "Drone" }]],
    ["not a list", { type: "package", name: "Signature", features: [] }],
  ])("rejects %s", (_, data) => {
    expect(v.safeParse(quoteRequestSchema, data).success).toBe(false);
  });
});
