import { describe, expect, it } from "vitest";
import { entryStatus } from "./entry";

describe("entryStatus", () => {
  it("knows a locked inbox and a browser without a session cookie, and leaves a cookie to the route", () => {
    expect(entryStatus("locked")).toEqual({ enabled: false, signedIn: false });
    expect(entryStatus("signed-out")).toEqual({ enabled: true, signedIn: false });
    expect(entryStatus("check")).toBeNull();
  });
});
