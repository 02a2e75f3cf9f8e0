// @vitest-environment jsdom
import { fireEvent, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useTourKeyboard } from "./use-tour-keyboard";

describe("useTourKeyboard", () => {
  it("steps with the arrow keys wherever focus is, except in fields and with modifiers", () => {
    const onStep = vi.fn();
    renderHook(() => useTourKeyboard({ enabled: true, onStep }));
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    fireEvent.keyDown(document.body, { key: "ArrowUp" });
    fireEvent.keyDown(document.body, { key: "ArrowRight", ctrlKey: true });
    const field = document.body.appendChild(document.createElement("input"));
    fireEvent.keyDown(field, { key: "ArrowRight" });
    field.remove();
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
  });

  it("leaves keys another control handled, and does nothing until enabled", () => {
    const onStep = vi.fn();
    const { rerender } = renderHook((props: { enabled: boolean }) => useTourKeyboard({ ...props, onStep }), {
      initialProps: { enabled: false },
    });
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(onStep).not.toHaveBeenCalled();
    rerender({ enabled: true });
    const handled = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    expect(onStep).not.toHaveBeenCalled();
    const plain = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    document.body.dispatchEvent(plain);
    expect(onStep).toHaveBeenCalledWith(1);
    expect(plain.defaultPrevented).toBe(true);
  });
});
