import { describe, expect, it } from "vitest";
import { dayIn, endOfDay, startOfDay } from "./zoned-day";

describe("days in a time zone", () => {
  it("begins a Calgary day at 07:00 UTC in winter and 06:00 UTC in summer", () => {
    expect(startOfDay("2026-12-31", "America/Edmonton").toISOString()).toBe("2026-12-31T07:00:00.000Z");
    expect(startOfDay("2026-07-01", "America/Edmonton").toISOString()).toBe("2026-07-01T06:00:00.000Z");
  });

  it("ends a day where the next begins, across a daylight-saving change", () => {
    expect(endOfDay("2026-03-07", "America/Edmonton").toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(endOfDay("2026-03-08", "America/Edmonton").toISOString()).toBe("2026-03-09T06:00:00.000Z");
    expect(endOfDay("2026-12-31", "UTC").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("tells the day of an instant there", () => {
    expect(dayIn(new Date("2027-01-01T06:59:59Z"), "America/Edmonton")).toBe("2026-12-31");
    expect(dayIn(new Date("2027-01-01T07:00:00Z"), "America/Edmonton")).toBe("2027-01-01");
  });
});
