// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSignal } from "@/src/lib/signal";
import { linkedFrame, URL_UPDATE_MS, useFrameInUrl } from "./use-frame-in-url";

describe("linkedFrame", () => {
  afterEach(() => history.replaceState(null, "", "/"));

  it("reads ?frame=N clamped to the tour, and 1 without a usable one", () => {
    for (const [query, frame] of [
      ["?frame=350", 350],
      ["?frame=9999", 529],
      ["?frame=-4", 1],
      ["?frame=abc", 1],
      ["", 1],
    ] as const) {
      history.replaceState(null, "", `/property/x${query}`);
      expect(linkedFrame(529)).toBe(frame);
    }
  });
});

describe("useFrameInUrl", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    history.replaceState(null, "", "/property/x?edit=true");
  });
  afterEach(() => vi.useRealTimers());

  it("writes nothing until the frame changes, then replaces ?frame= at most every 250 ms", () => {
    const frame = createSignal(1);
    const replace = vi.spyOn(history, "replaceState");
    renderHook(() => useFrameInUrl(frame));
    vi.advanceTimersByTime(1000);
    expect(replace).not.toHaveBeenCalled();

    frame.set(2);
    vi.advanceTimersByTime(URL_UPDATE_MS - 50);
    frame.set(3);
    vi.advanceTimersByTime(URL_UPDATE_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe("?edit=true&frame=3");
    expect(history.length).toBe(1);
  });

  it("stops following once unmounted", () => {
    const frame = createSignal(1);
    const replace = vi.spyOn(history, "replaceState");
    const { unmount } = renderHook(() => useFrameInUrl(frame));
    frame.set(5);
    unmount();
    vi.advanceTimersByTime(URL_UPDATE_MS);
    expect(replace).not.toHaveBeenCalled();
  });
});
