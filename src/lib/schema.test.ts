import { describe, expect, expectTypeOf, it } from "vitest";
import * as s from "./schema";

function reason(schema: s.Schema<unknown>, data: unknown): string {
  const result = schema.safeParse(data);
  if (result.success) throw new Error(`expected ${JSON.stringify(data)} to fail`);
  return result.error.message;
}

describe("strings", () => {
  it("accepts text within the length limits and trims first when asked", () => {
    expect(s.string({ min: 1, max: 5 }).parse("hello")).toBe("hello");
    expect(s.string({ trim: true, min: 1 }).parse("  hi  ")).toBe("hi");
  });

  it.each([
    [s.string(), 42, "expected a string"],
    [s.string({ min: 1 }), "", "must not be empty"],
    [s.string({ trim: true, min: 1 }), "   ", "must not be empty"],
    [s.string({ min: 3 }), "ab", "needs at least 3 characters"],
    [s.string({ max: 3 }), "abcd", "allows at most 3 characters"],
    [s.string({ pattern: /^\//, patternMessage: "must be a same-site path" }), "https://x", "must be a same-site path"],
  ])("rejects %#", (schema, data, message) => {
    expect(reason(schema, data)).toBe(message);
  });
});

describe("numbers, booleans, literals, lists of words", () => {
  it("takes finite numbers within bounds", () => {
    expect(s.number({ min: 0 }).parse(0)).toBe(0);
    expect(reason(s.number(), Number.NaN)).toBe("expected a finite number");
    expect(reason(s.number(), Infinity)).toBe("expected a finite number");
    expect(reason(s.number(), "3")).toBe("expected a finite number");
    expect(reason(s.number({ min: 0 }), -0.01)).toBe("must be at least 0");
    expect(reason(s.number({ max: 10 }), 11)).toBe("must be at most 10");
    expect(reason(s.number({ integer: true }), 1.5)).toBe("expected a whole number");
  });

  it("takes booleans, one literal, one of a list", () => {
    expect(s.boolean().parse(false)).toBe(false);
    expect(reason(s.boolean(), "false")).toBe("expected true or false");
    expect(s.literal("package").parse("package")).toBe("package");
    expect(reason(s.literal("package"), "addon")).toBe('expected "package"');
    expect(s.oneOf(["a", "b"]).parse("b")).toBe("b");
    expect(reason(s.oneOf(["a", "b"]), "c")).toBe("expected one of a, b");
  });

  it("takes only absolute https URLs", () => {
    expect(s.httpsUrl().parse("https://example.com/a.png")).toBe("https://example.com/a.png");
    for (const bad of ["http://example.com/a.png", "javascript:alert(1)", "/local.png", "not a url", 7]) {
      expect(reason(s.httpsUrl(), bad)).toBe("expected an https URL");
    }
  });
});

describe("objects and lists", () => {
  const line = s.object({
    name: s.string({ min: 1 }),
    price: s.number({ min: 0 }),
    unit: s.optional(s.string()),
    features: s.withDefault(s.array(s.string()), []),
  });

  it("keeps only the shape's keys, leaves absent optional keys out and fills defaults", () => {
    const parsed = line.parse({ name: "Drone", price: 150, extra: "<script>", ["__proto__"]: { polluted: true } });
    expect(parsed).toEqual({ name: "Drone", price: 150, features: [] });
    expect(Object.keys(parsed)).toEqual(["name", "price", "features"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("infers optional keys as optional and defaulted keys as present", () => {
    expectTypeOf<s.Infer<typeof line>>().toEqualTypeOf<{
      name: string;
      price: number;
      unit?: string;
      features: string[];
    }>();
  });

  it("names the path of the first problem", () => {
    const list = s.array(line, { max: 3 });
    expect(
      reason(list, [
        { name: "A", price: 1 },
        { name: "B", price: -1 },
      ]),
    ).toBe("1.price: must be at least 0");
    expect(reason(list, [{ name: "A", price: 1, features: ["ok", 3] }])).toBe("0.features.1: expected a string");
    expect(reason(list, new Array(4).fill({ name: "A", price: 1 }))).toBe("allows at most 3 entries");
    expect(reason(s.array(s.string(), { min: 1 }), [])).toBe("must not be empty");
    expect(reason(s.array(s.string(), { min: 2 }), ["a"])).toBe("needs at least 2 entries");
  });

  it.each([null, [], "text", 3])("rejects %j where an object belongs", (data) => {
    expect(reason(line, data)).toBe("expected an object");
  });
});

describe("nullish, fallback and union", () => {
  it("turns null or missing into null", () => {
    expect(s.nullish(s.string()).parse(undefined)).toBeNull();
    expect(s.nullish(s.string()).parse(null)).toBeNull();
    expect(reason(s.nullish(s.string()), 1)).toBe("expected a string");
  });

  it("replaces a failing value with the fallback instead of failing the whole", () => {
    const answer = s.object({ image: s.fallback(s.object({ url: s.httpsUrl() }), null) });
    expect(answer.parse({ image: { url: "http://insecure" } })).toEqual({ image: null });
  });

  it("takes the first shape that fits, and says why none did", () => {
    const item = s.union([
      s.object({ type: s.literal("package"), name: s.string() }),
      s.object({ type: s.literal("addon"), unit: s.string() }),
    ]);
    expect(item.parse({ type: "addon", unit: "each", name: "dropped" })).toEqual({ type: "addon", unit: "each" });
    expect(reason(s.array(item), [{ type: "other" }])).toBe(
      '0: matches none of the allowed shapes (0.type: expected "package"; 0.type: expected "addon")',
    );
  });

  it("lets errors that are not validation errors through", () => {
    const broken: s.Schema<string> = {
      ...s.string(),
      validate: () => {
        throw new TypeError("bug");
      },
    };
    expect(() => s.fallback(broken, null).parse("x")).toThrow(TypeError);
  });
});
