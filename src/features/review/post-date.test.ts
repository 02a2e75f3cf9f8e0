import { describe, expect, it } from "vitest";
import { formatPostDate } from "./post-date";

describe("formatPostDate", () => {
  it("writes the local date as en-CA's short form", () => {
    expect(formatPostDate(new Date(2026, 10, 22).toISOString())).toBe("Nov 22, 2026");
    expect(formatPostDate(new Date(2027, 0, 3).toISOString())).toBe("Jan 3, 2027");
  });

  it("matches Intl's en-CA short date for every month", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", year: "numeric" });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 28);
      expect(formatPostDate(date.toISOString())).toBe(intl.format(date));
    }
  });
});
