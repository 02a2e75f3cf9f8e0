import { describe, expect, it, vi } from "vitest";
import { FrameStore } from "./frame-store";

type Pending = { url: string; resolve: () => void; reject: () => void };

function harness(
  frameCount: number,
  start: number,
  overrides: { decodedLimit?: number; fail?: (url: string) => boolean; waitForFirstMove?: boolean } = {},
) {
  const pending: Pending[] = [];
  const requested: string[] = [];
  let inFlight = 0;
  let maxSeen = 0;
  const released: string[] = [];
  const store = new FrameStore<string>(
    {
      frameCount,
      urlOf: (frame) => `f${frame}`,
      fetchFrame: (url) => {
        requested.push(url);
        inFlight += 1;
        maxSeen = Math.max(maxSeen, inFlight);
        return new Promise<Blob>((resolve, reject) => {
          pending.push({
            url,
            resolve: () => {
              inFlight -= 1;
              resolve(new Blob([url]));
            },
            reject: () => {
              inFlight -= 1;
              reject(new Error("offline"));
            },
          });
        });
      },
      decode: async (blob) => `bitmap:${await blob.text()}`,
      release: (bitmap) => void released.push(bitmap),
      maxInFlight: 6,
      decodedLimit: overrides.decodedLimit ?? 8,
      decodeAhead: 1,
      waitForFirstMove: overrides.waitForFirstMove ?? false,
      onChange: vi.fn(),
    },
    start,
  );
  const settle = async () => {
    while (pending.length > 0) {
      const next = pending.shift() as Pending;
      if (overrides.fail?.(next.url)) next.reject();
      else next.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { store, pending, requested, released, settle, maxInFlight: () => maxSeen };
}

describe("FrameStore", () => {
  it("asks for the current frame and its neighbours first, never more than 6 at once", async () => {
    const h = harness(100, 50);
    expect(h.requested).toEqual(["f50", "f49", "f51", "f1", "f17", "f33"]);
    await h.settle();
    expect(h.maxInFlight()).toBe(6);
    expect(h.requested).toHaveLength(100);
    expect(h.store.progress).toEqual({ done: 100, total: 100, percent: 100, ready: true, waiting: false });
  });

  it("is ready once the neighbours and the coarse pass are in, before the rest", async () => {
    const h = harness(100, 50);
    expect(h.store.progress.ready).toBe(false);
    // 3 neighbours + frames 1, 17, 33, 65, 81, 97 and the last (100).
    for (let i = 0; i < 10; i += 1) {
      h.pending.shift()?.resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(h.store.progress.ready).toBe(true);
    expect(h.store.progress.done).toBe(10);
    expect(h.store.progress.percent).toBe(10);
  });

  it("waiting for the first move, fetches only the neighbours and the coarse pass, and counts the percent of those", async () => {
    const h = harness(100, 50, { waitForFirstMove: true });
    await h.settle();
    expect(h.requested).toEqual(["f50", "f49", "f51", "f1", "f17", "f33", "f65", "f81", "f97", "f100"]);
    expect(h.store.progress).toEqual({ done: 10, total: 10, percent: 100, ready: true, waiting: true });
  });

  it("after the first move, fetches the rest nearest the new frame first, and counts every frame", async () => {
    const h = harness(100, 50, { waitForFirstMove: true });
    await h.settle();
    h.store.setCurrent(90);
    expect(h.requested).toHaveLength(10);
    h.store.resume();
    expect(h.store.progress).toMatchObject({ done: 10, total: 100, percent: 10, waiting: false });
    expect(h.requested.slice(10, 16)).toEqual(["f90", "f89", "f91", "f88", "f92", "f87"]);
    await h.settle();
    expect(h.requested).toHaveLength(100);
    expect(h.store.progress).toEqual({ done: 100, total: 100, percent: 100, ready: true, waiting: false });
    h.store.resume();
    expect(h.requested).toHaveLength(100);
  });

  it("moves the new current frame's surroundings to the front of the queue", async () => {
    const h = harness(100, 1);
    h.store.setCurrent(80);
    await h.settle();
    const afterMove = h.requested.slice(6);
    expect(afterMove.slice(0, 3)).toEqual(["f80", "f81", "f79"]);
  });

  it("keeps at most the decoded limit in memory, dropping the least recently used", async () => {
    const h = harness(40, 1, { decodedLimit: 4 });
    await h.settle();
    for (const frame of [10, 11, 12, 13, 14, 15]) await h.store.decode(frame);
    h.store.setCurrent(20);
    await h.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.store.decodedCount).toBeLessThanOrEqual(4 + 3);
    expect(h.released).toContain("bitmap:f10");
    expect(h.store.bitmap(20)).toBe("bitmap:f20");
  });

  it("shows the nearest drawable frame for one not fetched yet", async () => {
    const h = harness(100, 50);
    h.pending.shift()?.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.store.nearestDrawable(70)).toBe(50);
    expect(h.store.bitmap(50)).toBe("bitmap:f50");
  });

  it("tries a failing frame once more, then counts it as done so loading completes", async () => {
    const h = harness(20, 1, { fail: (url) => url === "f5" });
    await h.settle();
    expect(h.requested.filter((url) => url === "f5")).toHaveLength(2);
    expect(h.store.progress).toMatchObject({ done: 20, percent: 100, ready: true });
    expect(h.store.has(5)).toBe(false);
  });

  it("gives up when every frame of the first pass is missing, instead of asking for all the others", async () => {
    const h = harness(100, 50, { fail: () => true });
    await h.settle();
    expect(h.store.unavailable).toBe(true);
    expect(h.requested.length).toBeLessThan(40);
  });
});
