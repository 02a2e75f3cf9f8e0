import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { positiveId } from "./params";

describe("positiveId", () => {
  it("reads the ids Postgres's integer can hold", () => {
    expect(positiveId("1")).toBe(1);
    expect(positiveId("2147483647")).toBe(2147483647);
  });

  it("refuses what no row can have: past int32, zero, signs, leading zeros, fractions, words", () => {
    for (const value of ["2147483648", "9999999999", "0", "-1", "+1", "01", "1.5", "1e3", "", " 1", "x"]) {
      expect(positiveId(value), value).toBeNull();
    }
  });

  it("never gives a number outside 1 … 2^31-1, whatever the segment", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const id = positiveId(value);
        return id === null || (Number.isInteger(id) && id >= 1 && id <= 2 ** 31 - 1);
      }),
    );
  });
});
