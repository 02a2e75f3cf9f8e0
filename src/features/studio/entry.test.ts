import { describe, expect, it } from "vitest";
import { STUDIO_ENTRY_ROUTES } from "@/src/config/routes";
import { studioEntryFor, studioRewrite } from "./entry";

describe("studioEntryFor", () => {
  it("locks the inbox without a password, whatever the cookie; otherwise the cookie decides", () => {
    expect(studioEntryFor({ enabled: false, sessionCookie: false })).toBe("locked");
    expect(studioEntryFor({ enabled: false, sessionCookie: true })).toBe("locked");
    expect(studioEntryFor({ enabled: true, sessionCookie: false })).toBe("sign-in");
    expect(studioEntryFor({ enabled: true, sessionCookie: true })).toBe("inbox");
  });
});

describe("studioRewrite", () => {
  const enabled = { enabled: true, sessionCookie: false };

  it("rewrites /studio to the page that answers it, and leaves the inbox at /studio", () => {
    expect(studioRewrite("/studio", { enabled: false, sessionCookie: true })).toBe(STUDIO_ENTRY_ROUTES.locked);
    expect(studioRewrite("/studio", enabled)).toBe(STUDIO_ENTRY_ROUTES["sign-in"]);
    expect(studioRewrite("/studio", { enabled: true, sessionCookie: true })).toBeNull();
  });

  it("leaves every other path alone, the entry pages' own addresses too", () => {
    for (const path of ["/", "/studios", "/studio/x", "/api/studio/session", ...Object.values(STUDIO_ENTRY_ROUTES)]) {
      expect(studioRewrite(path, enabled)).toBeNull();
    }
  });
});
