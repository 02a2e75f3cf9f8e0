// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADVANCE_DELAY_MS } from "./constants";
import { useAutoAdvance } from "./use-auto-advance";

describe("useAutoAdvance", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves on 1.2 s after a decision, not before", () => {
    const dispatch = vi.fn();
    renderHook(() => useAutoAdvance(true, 3, dispatch));
    vi.advanceTimersByTime(ADVANCE_DELAY_MS - 1);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith({ type: "advance" });
  });

  it("waits again from the start when the visitor moves to another post meanwhile, and not at all without a decision", () => {
    const dispatch = vi.fn();
    const { rerender } = renderHook(
      (props: { advancing: boolean; preview: number }) => useAutoAdvance(props.advancing, props.preview, dispatch),
      { initialProps: { advancing: true, preview: 3 } },
    );
    vi.advanceTimersByTime(1000);
    rerender({ advancing: true, preview: 4 });
    vi.advanceTimersByTime(ADVANCE_DELAY_MS - 1);
    expect(dispatch).not.toHaveBeenCalled();
    rerender({ advancing: false, preview: 4 });
    vi.advanceTimersByTime(ADVANCE_DELAY_MS * 2);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
