// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import type { KeyboardEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { usePreviewShortcuts } from "./use-preview-shortcuts";

function press(key: string, target: EventTarget = document.body, modifiers: { ctrlKey?: boolean } = {}) {
  return {
    key,
    target,
    altKey: false,
    ctrlKey: modifiers.ctrlKey ?? false,
    metaKey: false,
    defaultPrevented: false,
    preventDefault: vi.fn(),
  } as unknown as KeyboardEvent<HTMLElement>;
}

describe("usePreviewShortcuts", () => {
  const setUp = () => {
    const options = { postId: "post-4", dispatch: vi.fn(), pinAtCentre: vi.fn(), openGuide: vi.fn() };
    return { ...options, onKeyDown: renderHook(() => usePreviewShortcuts(options)).result.current };
  };

  it("moves, decides, pins and opens the guide, in either case", () => {
    const keys = setUp();
    for (const key of ["ArrowLeft", "ArrowRight", "a", "R", "c", "?"]) keys.onKeyDown(press(key));
    expect(keys.dispatch.mock.calls).toEqual([
      [{ type: "previous" }],
      [{ type: "next" }],
      [{ type: "decide", postId: "post-4", decision: "approved" }],
      [{ type: "decide", postId: "post-4", decision: "replace" }],
    ]);
    expect(keys.pinAtCentre).toHaveBeenCalledTimes(1);
    expect(keys.openGuide).toHaveBeenCalledTimes(1);
  });

  it("does nothing while typing, with a modifier, or for other keys", () => {
    const keys = setUp();
    const typing = press("a", document.createElement("textarea"));
    keys.onKeyDown(typing);
    keys.onKeyDown(press("r", document.body, { ctrlKey: true }));
    const other = press("x");
    keys.onKeyDown(other);
    expect(keys.dispatch).not.toHaveBeenCalled();
    expect(typing.preventDefault).not.toHaveBeenCalled();
    expect(other.preventDefault).not.toHaveBeenCalled();
  });
});
