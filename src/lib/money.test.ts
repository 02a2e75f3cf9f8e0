import { describe, expect, it } from "vitest";
import { cadFormatter, formatCad, roundToCents } from "./money";

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

describe("cadFormatter", () => {
  it("formats Canadian dollars in Canadian English, not US dollars relabelled", () => {
    expect(cadFormatter().resolvedOptions()).toMatchObject({ locale: "en-CA", currency: "CAD" });
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
