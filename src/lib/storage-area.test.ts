// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { hasStored } from "./storage-area";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("hasStored", () => {
  it("says whether the key holds anything, readable or not", () => {
    expect(hasStored("local", "cart")).toBe(false);
    localStorage.setItem("cart", "{not json");
    expect(hasStored("local", "cart")).toBe(true);
    expect(hasStored("session", "cart")).toBe(false);
  });

  it("says no where the browser refuses storage (private modes, sandboxed frames)", () => {
    localStorage.setItem("cart", "[]");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(hasStored("local", "cart")).toBe(false);
  });
});
