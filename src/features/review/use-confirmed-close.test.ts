// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { UNSAVED_CLOSE_CONFIRM } from "./constants";
import { initialReviewState } from "./review-state";
import { useConfirmedClose } from "./use-confirmed-close";

const open = { ...initialReviewState(["post-1"]), preview: 0 };
const writing = { ...open, draft: { postId: "post-1", x: 10, y: 10, text: "Brighter" } };

describe("useConfirmedClose", () => {
  it("closes at once with nothing unsaved", () => {
    const confirm = vi.spyOn(window, "confirm");
    const dispatch = vi.fn();
    renderHook(() => useConfirmedClose(open, dispatch)).result.current();
    expect(confirm).not.toHaveBeenCalled();
    expect(dispatch).toHaveBeenCalledWith({ type: "close" });
  });

  it("asks first while a comment is being written, and stays open if the visitor says no", () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const dispatch = vi.fn();
    const { result } = renderHook(() => useConfirmedClose(writing, dispatch));
    result.current();
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CLOSE_CONFIRM);
    expect(dispatch).not.toHaveBeenCalled();
    result.current();
    expect(dispatch).toHaveBeenCalledWith({ type: "close" });
  });
});
