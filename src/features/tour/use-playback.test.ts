// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSignal } from "@/src/lib/signal";
import { PLAY_FRAMES_PER_SECOND } from "./constants";
import { usePlayback } from "./use-playback";

const TICK = 1000 / PLAY_FRAMES_PER_SECOND;

function harness(start: number, reducedMotion = false) {
  const frame = createSignal(start);
  const step = vi.fn((next: number) => frame.set(next));
  const hook = renderHook(
    (props: { reducedMotion: boolean }) =>
      usePlayback({ frame, frameCount: 10, step, reducedMotion: props.reducedMotion }),
    { initialProps: { reducedMotion } },
  );
  return { frame, step, hook };
}

describe("usePlayback", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("walks one frame per tick at the tour's pace and stops at the last frame", () => {
    const { frame, step, hook } = harness(7);
    expect(hook.result.current.playing).toBe(false);
    act(() => hook.result.current.toggle());
    expect(hook.result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(TICK * 3));
    expect(step.mock.calls.map(([next]) => next)).toEqual([8, 9, 10]);
    act(() => vi.advanceTimersByTime(TICK));
    expect(hook.result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(TICK * 5));
    expect(frame.get()).toBe(10);
    expect(step).toHaveBeenCalledTimes(3);
  });

  it("pauses when asked, and toggles back", () => {
    const { step, hook } = harness(1);
    act(() => hook.result.current.toggle());
    act(() => vi.advanceTimersByTime(TICK));
    act(() => hook.result.current.pause());
    act(() => vi.advanceTimersByTime(TICK * 4));
    expect(step).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.toggle());
    expect(hook.result.current.playing).toBe(true);
  });

  it("never plays under reduced motion", () => {
    const { step, hook } = harness(1, true);
    act(() => hook.result.current.toggle());
    expect(hook.result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(TICK * 4));
    expect(step).not.toHaveBeenCalled();
  });
});
