import { describe, expect, it } from "vitest";
import { linkExpiry } from "./review-link";

describe("linkExpiry", () => {
  const now = new Date("2026-11-28T12:00:00Z");

  it("names the last day a link works, in the studio's time zone", () => {
    // The end of December 31 in Calgary is 07:00 UTC on January 1.
    expect(linkExpiry("2027-01-01T07:00:00.000Z", now)).toBe("Works through Dec 31, 2026");
    expect(linkExpiry("2026-11-28T07:00:00.000Z", now)).toBe("Expired Nov 27, 2026");
    expect(linkExpiry(null, now)).toBeNull();
  });
});
