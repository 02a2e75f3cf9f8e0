import { afterEach, describe, expect, it, vi } from "vitest";
import { afterThisTask } from "./after-this-task";

afterEach(() => vi.useRealTimers());

describe("afterThisTask", () => {
  it("runs the work in a later task, not in the one that asked, unless cancelled first", async () => {
    vi.useFakeTimers();
    const work = vi.fn();
    const dropped = vi.fn();
    afterThisTask(work);
    const cancel = afterThisTask(dropped);
    await Promise.resolve();
    expect(work).not.toHaveBeenCalled();
    cancel();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
