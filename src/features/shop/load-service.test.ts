import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadServicePackage } from "./load-service";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("loadServicePackage", () => {
  it("delivers the package after 800 ms, not before", async () => {
    const settled = vi.fn();
    loadServicePackage("web-design").then(settled);
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ id: "web-design", price: 1899 }));
  });

  it("answers null for an unknown id", async () => {
    const result = loadServicePackage("nope");
    await vi.advanceTimersByTimeAsync(800);
    await expect(result).resolves.toBeNull();
  });
});
