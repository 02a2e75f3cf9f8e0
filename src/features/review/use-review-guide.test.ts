// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GUIDE_DISMISSED_KEY } from "./constants";
import { useReviewGuide } from "./use-review-guide";

describe("useReviewGuide", () => {
  afterEach(() => localStorage.clear());

  it("opens until dismissed, remembers the dismissal, and reopens when asked", () => {
    const first = renderHook(() => useReviewGuide());
    expect(first.result.current.open).toBe(true);
    act(() => first.result.current.dismiss());
    expect(first.result.current.open).toBe(false);
    expect(localStorage.getItem(GUIDE_DISMISSED_KEY)).toBe("true");

    const next = renderHook(() => useReviewGuide());
    expect(next.result.current.open).toBe(false);
    act(() => next.result.current.show());
    expect(next.result.current.open).toBe(true);
  });
});
