import { describe, expect, it } from "vitest";
import { linkExpiry } from "./review-link";

describe("linkExpiry", () => {
  const now = new Date("2026-11-28T12:00:00Z");

  it("names the last day a link works, as the server named it, whatever this browser's time zone", () => {
    expect(linkExpiry({ at: "2027-01-01T07:00:00.000Z", lastDay: "2026-12-31" }, now)).toBe(
      "Works through Dec 31, 2026",
    );
    expect(linkExpiry({ at: "2026-11-28T07:00:00.000Z", lastDay: "2026-11-27" }, now)).toBe("Expired Nov 27, 2026");
    expect(linkExpiry(null, now)).toBeNull();
  });
});
