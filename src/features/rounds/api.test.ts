import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CallFailed, UNREACHABLE } from "@/src/lib/api-client";
import { UPLOAD_STALL_MS, uploadPicture } from "./api";

/** The part of XMLHttpRequest uploadPicture uses; the test plays the network. */
class FakeRequest {
  static last: FakeRequest | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = "";
  aborted = false;
  open() {}
  send() {
    FakeRequest.last = this;
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body = "") {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

/** Whether the promise has settled, and how, without waiting for it. */
function track(promise: Promise<void>) {
  const state: { settled: "no" | "resolved" | "rejected"; error?: unknown } = { settled: "no" };
  promise.then(
    () => (state.settled = "resolved"),
    (error: unknown) => Object.assign(state, { settled: "rejected", error }),
  );
  return state;
}

describe("uploadPicture", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    FakeRequest.last = null;
  });
  afterEach(() => vi.useRealTimers());

  it("gives a stalled upload up as unanswered after a minute with no byte sent and no answer", async () => {
    const state = track(uploadPicture("/up", new FormData(), () => {}));
    FakeRequest.last!.progress(100, 1000);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    expect(state.settled).toBe("no");
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe("rejected");
    expect(state.error).toBeInstanceOf(CallFailed);
    expect((state.error as CallFailed).message).toBe(UNREACHABLE);
    expect((state.error as CallFailed).status).toBeNull();
    expect(FakeRequest.last!.aborted).toBe(true);
  });

  it("gives up an upload that never sends a byte", async () => {
    const state = track(uploadPicture("/up", new FormData(), () => {}));
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS);
    expect(state.settled).toBe("rejected");
    expect((state.error as CallFailed).status).toBeNull();
    expect(FakeRequest.last!.aborted).toBe(true);
  });

  it("rejects a dropped connection at once, and aborts nothing later", async () => {
    const state = track(uploadPicture("/up", new FormData(), () => {}));
    FakeRequest.last!.onerror?.();
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS * 2);
    expect(state.settled).toBe("rejected");
    expect((state.error as CallFailed).message).toBe(UNREACHABLE);
    expect(FakeRequest.last!.aborted).toBe(false);
  });

  it("keeps a slow upload that is still sending, however long it takes, and reports its progress", async () => {
    const fractions: number[] = [];
    const state = track(uploadPicture("/up", new FormData(), (fraction) => fractions.push(fraction)));
    for (let sent = 1; sent <= 10; sent += 1) {
      await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
      FakeRequest.last!.progress(sent, 10);
    }
    FakeRequest.last!.answer(201, '{"version":2}');
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS * 2);
    expect(state.settled).toBe("resolved");
    expect(FakeRequest.last!.aborted).toBe(false);
    expect(fractions).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });

  it("rejects a refusal with the server's sentence and status, and aborts nothing later", async () => {
    const state = track(uploadPicture("/up", new FormData(), () => {}));
    FakeRequest.last!.answer(422, '{"error":"This file is not a PNG, JPEG or WebP picture."}');
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS * 2);
    expect(state.settled).toBe("rejected");
    expect((state.error as CallFailed).message).toBe("This file is not a PNG, JPEG or WebP picture.");
    expect((state.error as CallFailed).status).toBe(422);
    expect(FakeRequest.last!.aborted).toBe(false);
  });
});
