import { describe, expect, it } from "vitest";
import { DISCARD_PAST_LIMIT_BYTES, readBounded } from "./body";

/** A POST whose body is `chunks` chunks of `chunkBytes`, or endless; it counts what was pulled and whether it was cut. */
function streamed(chunkBytes: number, chunks = Infinity) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= chunks * chunkBytes) return controller.close();
      seen.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(1));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request("http://localhost/upload", { method: "POST", body, duplex: "half" } as RequestInit);
  return { request, seen };
}

describe("readBounded", () => {
  it("gives the whole body when it is within the limit", async () => {
    const { request, seen } = streamed(1000, 5);
    expect((await readBounded(request, 5000))?.length).toBe(5000);
    expect(seen.cancelled).toBe(false);
  });

  it("refuses a body a little past the limit after reading it to its end, so its client hears the refusal", async () => {
    const { request, seen } = streamed(64 * 1024, 20);
    expect(await readBounded(request, 16 * 64 * 1024)).toBeNull();
    expect(seen.pulled).toBe(20 * 64 * 1024);
    expect(seen.cancelled).toBe(false);
  });

  it("cuts a body that goes on sending once it is a bounded amount past the limit", async () => {
    const chunk = 64 * 1024;
    const { request, seen } = streamed(chunk);
    expect(await readBounded(request, 1024 * 1024)).toBeNull();
    expect(seen.cancelled).toBe(true);
    // Pulled: the limit, the discarded allowance, and what the stream had queued ahead (its high-water mark is a chunk).
    expect(seen.pulled).toBeGreaterThan(1024 * 1024 + DISCARD_PAST_LIMIT_BYTES);
    expect(seen.pulled).toBeLessThanOrEqual(1024 * 1024 + DISCARD_PAST_LIMIT_BYTES + 3 * chunk);
  });
});
