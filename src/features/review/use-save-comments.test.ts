// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVE_CLOSE_DELAY_MS, SENT_ALERT } from "./constants";
import { useSaveComments } from "./use-save-comments";

describe("useSaveComments", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves, says how it went, and closes the preview 0.5 s after the alert, busy meanwhile", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const dispatch = vi.fn();
    const { result } = renderHook(() => useSaveComments(async () => SENT_ALERT, dispatch));
    expect(result.current.busy).toBe(false);
    await act(() => result.current.save());
    expect(alert).toHaveBeenCalledWith(SENT_ALERT);
    expect(result.current.busy).toBe(true);
    act(() => vi.advanceTimersByTime(SAVE_CLOSE_DELAY_MS - 1));
    expect(dispatch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(dispatch).toHaveBeenCalledWith({ type: "close" });
  });
});
