import { describe, expect, it } from "vitest";
import { formatCad, groupThousands, roundToCents } from "./money";

describe("formatCad", () => {
  it.each([
    [1899, "$1,899.00 CAD"],
    [449, "$449.00 CAD"],
    [0, "$0.00 CAD"],
    [1234567.5, "$1,234,567.50 CAD"],
    [629.1, "$629.10 CAD"],
  ])("formats %d as %s", (amount, text) => {
    expect(formatCad(amount)).toBe(text);
  });
});

describe("formatCad against Intl's Canadian dollars", () => {
  const intl = new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: "CAD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it("writes what Intl writes for en-CA, whole, fractional, half-cent, large and negative amounts", () => {
    const amounts = [0, 0.005, 0.015, 0.125, 1.005, 9.995, 999.995, 1000, 12345.675, 1e9 + 0.5, -0.004, -0, -42.5];
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 16807) % 2147483647;
      amounts.push(((seed % 20_000_000) - 1_000_000) / 1000);
    }
    for (const amount of amounts) expect(formatCad(amount)).toBe(`${intl.format(amount)} CAD`);
  });
});

describe("groupThousands", () => {
  it("writes whole numbers as Intl writes them for en-CA", () => {
    for (const whole of [0, 7, 999, 1000, 5000, 65535, 1234567, 2 ** 31, Number.MAX_SAFE_INTEGER])
      expect(groupThousands(whole)).toBe(whole.toLocaleString("en-CA"));
  });
});

describe("roundToCents", () => {
  it.each([
    [1.005, 1.01],
    [629.1, 629.1],
    [0.1 + 0.2, 0.3],
    [404.095, 404.1],
    [10.004, 10],
  ])("rounds %d to %d", (amount, rounded) => {
    expect(roundToCents(amount)).toBe(rounded);
  });
});
