// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFrameStore, type FrameIo } from "./use-frame-store";

const property = { frameCount: 40, framePath: "/tour", frameWidths: [768, 1280] };

/** Frames that arrive at once and decode into a named stand-in for an ImageBitmap. */
function fakeIo(missing = false) {
  const requested: string[] = [];
  const decoded: number[] = [];
  const drawn: number[] = [];
  const frameOf = (text: string) => Number(/frame_(\d+)/.exec(text)?.[1]);
  const io: FrameIo = {
    fetchFrame: async (url) => {
      requested.push(url);
      if (missing) throw new Error("404");
      return new Blob([url]);
    },
    decode: async (blob) => {
      const frame = frameOf(await blob.text());
      decoded.push(frame);
      return { width: 16, height: 9, close: () => {}, frame } as unknown as ImageBitmap;
    },
    draw: (_canvas, bitmap) => void drawn.push((bitmap as unknown as { frame: number }).frame),
  };
  return { io, requested, decoded, drawn };
}

async function open(start: number, io: FrameIo, onRender: () => void = () => {}) {
  const hook = renderHook(() => {
    onRender();
    return useFrameStore(property, start, io);
  });
  hook.result.current.canvasRef.current = document.createElement("canvas");
  await act(() => vi.advanceTimersByTimeAsync(300));
  return hook;
}

describe("useFrameStore", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
    performance.clearMarks();
    performance.clearMeasures();
  });
  afterEach(() => vi.useRealTimers());

  it("fetches the start frame first, in the width the screen needs, and draws it once decoded", async () => {
    const fake = fakeIo();
    const { result } = await open(12, fake.io);
    // jsdom's window is 1024 px wide at 1x: the 1280 frames.
    expect(fake.requested[0]).toBe("/tour/frames/1280/frame_000012.jpg");
    expect(fake.drawn).toEqual([12]);
    expect(result.current.status).toEqual({ ready: true, unavailable: false, drawn: true });
    expect(result.current.percent.get()).toBe(100);
    expect(performance.getEntriesByName("tour:first-frame", "mark")).toHaveLength(1);
  });

  it("shows a move in the next animation frame without re-rendering, measured from the request", async () => {
    const fake = fakeIo();
    const renders = vi.fn();
    const { result } = await open(1, fake.io, renders);
    renders.mockClear();
    act(() => result.current.show(3));
    expect(result.current.frame.get()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(17));
    expect(fake.drawn.at(-1)).toBe(3);
    expect(performance.getEntriesByName("tour:frame-shown", "measure")).toHaveLength(1);
    expect(renders).not.toHaveBeenCalled();
    act(() => result.current.show(3));
    expect(performance.getEntriesByName("tour:frame-requested", "mark")).toHaveLength(0);
  });

  it("decodes the frames around each new frame, so the next move draws at once", async () => {
    const fake = fakeIo();
    const { result } = await open(1, fake.io);
    fake.decoded.length = 0;
    act(() => result.current.show(20));
    await act(() => vi.advanceTimersByTimeAsync(17));
    expect([...fake.decoded].sort((a, b) => a - b)).toEqual([14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]);
    expect(fake.drawn.at(-1)).toBe(20);
  });

  it("clamps a move to the tour", async () => {
    const { result } = await open(1, fakeIo().io);
    act(() => result.current.show(400));
    expect(result.current.frame.get()).toBe(40);
  });

  it("says the frames are unavailable when none can be fetched", async () => {
    const { result } = await open(1, fakeIo(true).io);
    expect(result.current.status.unavailable).toBe(true);
    expect(result.current.status.drawn).toBe(false);
  });

  it("keeps one store for its life, even when given new stand-ins on each render (as a minifier may inline them)", async () => {
    const fake = fakeIo();
    const { rerender } = renderHook(() => useFrameStore(property, 1, { ...fake.io }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    const fetched = fake.requested.length;
    rerender();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fake.requested.length).toBe(fetched);
  });
});
