import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shopPackages } from "@/src/content/shop-packages";
import { loadServicePackage } from "./load-service";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("loadServicePackage", () => {
  it("delivers the package after 800 ms, not before", async () => {
    const webDesign = shopPackages.find((pkg) => pkg.id === "web-design")!;
    const settled = vi.fn();
    loadServicePackage(webDesign).then(settled);
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ id: "web-design", price: 1899 }));
  });
});
