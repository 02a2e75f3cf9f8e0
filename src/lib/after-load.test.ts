// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoad, afterPresence } from "./after-load";

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "readyState");
});

describe("afterLoad", () => {
  it("waits for the load event, then for an idle moment", () => {
    setReadyState("interactive");
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const work = vi.fn();
    afterLoad(work);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(work).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("goes straight to the idle wait when the page has already loaded", () => {
    setReadyState("complete");
    const idle = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    vi.stubGlobal("requestIdleCallback", idle);
    afterLoad(() => {});
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  });

  it("falls back to a timer where there is no requestIdleCallback", () => {
    vi.useFakeTimers();
    setReadyState("complete");
    vi.stubGlobal("requestIdleCallback", undefined);
    const work = vi.fn();
    afterLoad(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled before the page loads or while waiting for idle", () => {
    setReadyState("interactive");
    const work = vi.fn();
    afterLoad(work)();
    window.dispatchEvent(new Event("load"));
    expect(work).not.toHaveBeenCalled();

    setReadyState("complete");
    const cancelIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", () => 7);
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    afterLoad(work)();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });
});

describe("afterPresence", () => {
  it("waits for the visitor to move, then for load and an idle moment", () => {
    setReadyState("complete");
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const work = vi.fn();
    afterPresence(work);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("pointermove"));
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled before the visitor moves", () => {
    setReadyState("complete");
    const idle = vi.fn();
    vi.stubGlobal("requestIdleCallback", idle);
    afterPresence(() => {})();
    window.dispatchEvent(new Event("keydown"));
    expect(idle).not.toHaveBeenCalled();
  });
});
