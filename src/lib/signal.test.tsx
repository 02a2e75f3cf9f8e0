// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createSignal, useSignal, useSignalSelect, type Signal } from "./signal";

describe("createSignal", () => {
  it("tells its listeners about changes, not about the same value again", () => {
    const signal = createSignal(0);
    const listener = vi.fn();
    const unsubscribe = signal.subscribe(listener);
    signal.set(5);
    signal.set(5);
    expect(signal.get()).toBe(5);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    signal.set(6);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("re-renders only the component that reads it", () => {
    const signal = createSignal(10);
    const ownerRenders = vi.fn();
    function Reader({ value }: { value: Signal<number> }) {
      return <p>{useSignal(value)}%</p>;
    }
    function Owner() {
      ownerRenders();
      return <Reader value={signal} />;
    }
    render(<Owner />);
    expect(screen.getByText("10%")).toBeInTheDocument();
    act(() => signal.set(42));
    expect(screen.getByText("42%")).toBeInTheDocument();
    expect(ownerRenders).toHaveBeenCalledTimes(1);
  });

  it("re-renders a selecting component only when its part of the value changes", () => {
    const signal = createSignal(1);
    const renders = vi.fn();
    function Parity() {
      renders();
      return <p>{useSignalSelect(signal, (value) => (value % 2 === 0 ? "even" : "odd"), "odd")}</p>;
    }
    render(<Parity />);
    expect(screen.getByText("odd")).toBeInTheDocument();
    act(() => signal.set(3));
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => signal.set(4));
    expect(screen.getByText("even")).toBeInTheDocument();
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
