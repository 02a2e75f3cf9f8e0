import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { describeIssues, finite, httpsUrl, sameSitePath, text } from "./schema";

function reason(schema: v.GenericSchema, data: unknown): string {
  const result = v.safeParse(schema, data);
  if (result.success) throw new Error(`expected ${JSON.stringify(data)} to fail`);
  return describeIssues(result.issues);
}

describe("text", () => {
  it("trims, then checks the length", () => {
    expect(v.parse(text(5), "  hello ")).toBe("hello");
    expect(reason(text(5), "   ")).toBe("must not be empty");
    expect(reason(text(3), "abcd")).toBe("allows at most 3 characters");
    expect(reason(text(3), 42)).toMatch(/Expected string/);
  });
});

describe("finite", () => {
  it("takes finite numbers within bounds", () => {
    expect(v.parse(finite({ min: 0 }), 0)).toBe(0);
    expect(reason(finite(), Number.NaN)).toMatch(/Expected number/);
    expect(reason(finite(), Infinity)).toBe("expected a finite number");
    expect(reason(finite(), "3")).toMatch(/Expected number/);
    expect(reason(finite({ min: 0 }), -0.01)).toBe("must be at least 0");
    expect(reason(finite({ max: 10 }), 11)).toBe("must be at most 10");
  });
});

describe("httpsUrl and sameSitePath", () => {
  it("takes only absolute https URLs", () => {
    expect(v.parse(httpsUrl, "https://example.com/a.png")).toBe("https://example.com/a.png");
    for (const bad of ["http://example.com/a.png", "javascript:alert(1)", "/local.png", "not a url"]) {
      expect(reason(httpsUrl, bad)).toBe("expected an https URL");
    }
  });

  it("takes only paths on this site", () => {
    expect(v.parse(sameSitePath, "/generated/shop/a.webp")).toBe("/generated/shop/a.webp");
    for (const bad of ["https://x.example/a.png", "javascript:alert(1)", "//evil.example/a.png", "a.png"]) {
      expect(reason(sameSitePath, bad)).toBe("must be a same-site path");
    }
  });
});

describe("objects", () => {
  const line = v.object({
    name: text(20),
    price: finite({ min: 0 }),
    unit: v.optional(text(20)),
    features: v.optional(v.array(text(20)), []),
  });

  it("keeps only the shape's keys, leaves absent optional keys out and fills defaults", () => {
    const hostile = JSON.parse('{"name":"Drone","price":150,"extra":"<script>","__proto__":{"polluted":true}}');
    const parsed = v.parse(line, hostile);
    expect(parsed).toEqual({ name: "Drone", price: 150, features: [] });
    expect(Object.keys(parsed)).toEqual(["name", "price", "features"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("names the path of each problem", () => {
    const list = v.array(line);
    expect(
      reason(list, [
        { name: "A", price: 1 },
        { name: "B", price: -1 },
      ]),
    ).toBe("1.price: must be at least 0");
  });
});
