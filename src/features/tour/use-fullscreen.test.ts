// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFullscreen } from "./use-fullscreen";

function setFullscreenElement(element: Element | null) {
  Object.defineProperty(document, "fullscreenElement", { configurable: true, value: element });
  document.dispatchEvent(new Event("fullscreenchange"));
}

describe("useFullscreen", () => {
  afterEach(() => setFullscreenElement(null));

  it("follows whether its element fills the screen, and enters or leaves", () => {
    const element = document.createElement("div");
    element.requestFullscreen = vi.fn(async () => {});
    document.exitFullscreen = vi.fn(async () => {});
    const { result } = renderHook(() => useFullscreen({ current: element }));
    expect(result.current.fullscreen).toBe(false);
    result.current.toggle();
    expect(element.requestFullscreen).toHaveBeenCalledTimes(1);

    act(() => setFullscreenElement(element));
    expect(result.current.fullscreen).toBe(true);
    result.current.toggle();
    expect(document.exitFullscreen).toHaveBeenCalledTimes(1);

    act(() => setFullscreenElement(document.createElement("section")));
    expect(result.current.fullscreen).toBe(false);
  });
});
