import { describe, expect, it, vi } from "vitest";

describe("site", () => {
  it("checks the studio's time zone on first use, not when the module loads (an Intl formatter loads locale data)", async () => {
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    const { site } = await import("./site");
    expect(formatter).not.toHaveBeenCalled();
    expect(site.timeZone).toBe("America/Edmonton");
    expect(site.timeZone).toBe("America/Edmonton");
    expect(formatter).toHaveBeenCalledTimes(1);
  });
});
