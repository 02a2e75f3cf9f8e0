import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { simulateServiceLoad } from "./load-service";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("simulateServiceLoad", () => {
  it("settles after 800 ms, not before", async () => {
    const settled = vi.fn();
    simulateServiceLoad().then(settled);
    await vi.advanceTimersByTimeAsync(799);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });
});
