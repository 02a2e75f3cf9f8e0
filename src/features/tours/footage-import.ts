import { dropFootage, FrameFailed, footageState, putFrame, startFootage, type Footage } from "./api";
import {
  EXTRACT_AHEAD,
  FRAME_BUDGET_BYTES,
  JPEG_QUALITIES,
  MAX_FRAME_BYTES,
  MAX_VIDEO_BYTES,
  MAX_VIDEO_SECONDS,
  QUALITY_SAMPLES,
  RETRY_WAITS_MS,
  TOUR_ERRORS,
  UPLOADS_IN_FLIGHT,
  type FrameWidth,
} from "./constants";
import type { FromWorker, ToWorker, VideoInfo } from "./extract-protocol";
import { chooseQuality, frameSizes, frameTimes, missingFrames, sampleFrames, type TimeRange } from "./import-plan";

/*
 * A video's import, from the studio's browser to the store (docs/tours.md#footage): the worker reads
 * and decodes the video, this plans the frames, picks the JPEG quality from a few samples, and uploads
 * each frame at both widths, three at a time, retrying what the network or the server failed. After
 * an interruption it asks the server which frames it holds and makes and sends only the others.
 */

export type ImportProgress = {
  stored: number;
  total: number;
  /** Seconds until the next try, while the connection or the server fails. */
  retryIn: number | null;
};

export type ImportEvents = {
  onProgress: (progress: ImportProgress) => void;
  /** Every frame is stored. */
  onComplete: () => void;
  /** The import stopped: the sentence to show. `kept` says whether the frames stored so far stay. */
  onStopped: (message: string, kept: boolean) => void;
};

/** What an upload needs of its footage. */
export type UploadTarget = Pick<Footage, "id" | "frameCount" | "sizes" | "quality" | "storedFrames">;

const worker = () => new Worker(new URL("./extract-worker.ts", import.meta.url), { type: "module" });

/** Waits `ms`, or less when the browser comes back online. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener("online", done);
  });
}

/** Reads a video in a worker of its own; `stop()` ends it. */
export class VideoReader {
  private readonly worker = worker();
  private listener: ((message: FromWorker) => void) | null = null;

  constructor() {
    this.worker.onmessage = ({ data }: MessageEvent<FromWorker>) => this.listener?.(data);
    this.worker.onerror = () => this.listener?.({ type: "refused", reason: "noWebCodecs" });
  }

  send(message: ToWorker) {
    this.worker.postMessage(message);
  }

  listen(listener: (message: FromWorker) => void) {
    this.listener = listener;
  }

  /** The next message (of one of `types`, or a refusal). */
  next<T extends FromWorker["type"]>(
    ...types: T[]
  ): Promise<Extract<FromWorker, { type: T }> | Extract<FromWorker, { type: "refused" }>> {
    return new Promise((resolve) => {
      this.listen((message) => {
        if (message.type === "refused" || (types as string[]).includes(message.type)) {
          this.listener = null;
          resolve(message as Extract<FromWorker, { type: T }> | Extract<FromWorker, { type: "refused" }>);
        }
      });
    });
  }

  stop() {
    this.listener = null;
    this.worker.terminate();
  }
}

/** What the worker learned of the file, or the sentence refusing it. Files too large or too long never reach the decoder's work. */
export async function readVideo(reader: VideoReader, file: File): Promise<VideoInfo | string> {
  if (file.size > MAX_VIDEO_BYTES) return TOUR_ERRORS.tooLarge;
  const answer = reader.next("probed");
  reader.send({ type: "probe", file });
  const message = await answer;
  if (message.type === "refused") return TOUR_ERRORS[message.reason];
  if (message.info.duration > MAX_VIDEO_SECONDS) return TOUR_ERRORS.tooLong;
  return message.info;
}

/** The import's plan for `count` frames over `range`: their times, sizes and the JPEG quality its samples call for. */
export async function planImport(reader: VideoReader, info: VideoInfo, range: TimeRange, count: number) {
  const times = frameTimes(count, range, info.sourceTimes, info.lastDuration);
  const sizes = frameSizes(info);
  const samples = sampleFrames(count, QUALITY_SAMPLES).map((frame) => times[frame - 1] as number);
  const answer = reader.next("sampled");
  reader.send({ type: "sample", times: samples, sizes, qualities: JPEG_QUALITIES });
  const message = await answer;
  const quality = message.type === "sampled" ? chooseQuality(JPEG_QUALITIES, message.weights, FRAME_BUDGET_BYTES) : 0.6;
  return { times, sizes, quality };
}

/** Starts the upload on the server with the plan; its footage id. */
export async function beginImport(
  tourId: number,
  file: File,
  info: VideoInfo,
  range: TimeRange,
  plan: { times: number[]; quality: number },
) {
  return startFootage(tourId, {
    source: {
      name: file.name.slice(0, 300),
      size: file.size,
      lastModified: Math.max(0, Math.round(file.lastModified)),
      fingerprint: info.fingerprint,
      codec: info.codec.slice(0, 40),
      width: info.width,
      height: info.height,
      duration: info.duration,
    },
    range,
    times: plan.times,
    quality: Math.round(plan.quality * 100),
  });
}

/**
 * Makes and uploads the frames the server does not hold yet. Resolves when the import completes or
 * stops (the events say which); `cancel()` stops it where it is, the frames stored so far kept.
 */
export class FrameUpload {
  private cancelled = false;
  private readonly aborts = new Set<AbortController>();

  constructor(
    private readonly reader: VideoReader,
    private readonly tourId: number,
    private readonly footage: UploadTarget,
    private readonly events: ImportEvents,
  ) {}

  cancel() {
    this.cancelled = true;
    for (const controller of this.aborts) controller.abort();
    this.reader.stop();
  }

  async run(): Promise<void> {
    const { id, frameCount } = this.footage;
    let state;
    try {
      state = await footageState(this.tourId, id);
    } catch (error) {
      return this.events.onStopped(error instanceof Error ? error.message : String(error), true);
    }
    let stored = state.stored.length;
    const progress = (retryIn: number | null = null) => this.events.onProgress({ stored, total: frameCount, retryIn });
    progress();
    const missing = missingFrames(frameCount, state.stored);
    if (missing.length === 0) return this.events.onComplete();

    const ready: { frame: number; files: Record<FrameWidth, Blob> }[] = [];
    let extracted = false;
    let stopped: { message: string; kept: boolean } | null = null;
    const waiting: (() => void)[] = [];
    const changed = () => {
      for (const wake of waiting.splice(0)) wake();
    };
    this.reader.listen((message) => {
      if (message.type === "frame") ready.push({ frame: message.frame, files: message.files });
      else if (message.type === "done") extracted = true;
      else if (message.type === "failed" || message.type === "refused") {
        stopped ??= {
          message: `${TOUR_ERRORS.damaged} (It stopped at frame ${"frame" in message ? message.frame : "?"}; nothing was kept.)`,
          kept: false,
        };
      }
      changed();
    });
    this.reader.send({
      type: "extract",
      frames: missing.map((frame) => ({ frame, time: state.times[frame - 1] as number })),
      sizes: this.footage.sizes as Record<FrameWidth, { width: number; height: number }>,
      quality: this.footage.quality / 100,
      maxBytes: MAX_FRAME_BYTES,
      credit: EXTRACT_AHEAD,
    });

    /** One upload slot: takes frames as they come and stores each, retrying failures that may pass. */
    const slot = async () => {
      for (;;) {
        if (stopped || this.cancelled) return;
        const next = ready.shift();
        if (!next) {
          if (extracted) return;
          await new Promise<void>((resolve) => waiting.push(resolve));
          continue;
        }
        for (let attempt = 0; ; attempt += 1) {
          if (stopped || this.cancelled) return;
          const controller = new AbortController();
          this.aborts.add(controller);
          try {
            const answer = await putFrame(this.tourId, id, next.frame, next.files, controller.signal);
            if (answer.added) stored += 1;
            stored = Math.max(stored, answer.storedFrames);
            progress();
            this.reader.send({ type: "credit" });
            break;
          } catch (error) {
            if (this.cancelled) return;
            if (!(error instanceof FrameFailed) || !error.retry) {
              stopped ??= { message: error instanceof Error ? error.message : String(error), kept: true };
              changed();
              return;
            }
            const wait = RETRY_WAITS_MS[Math.min(attempt, RETRY_WAITS_MS.length - 1)] as number;
            progress(Math.round(wait / 1000));
            await pause(wait);
            progress();
          } finally {
            this.aborts.delete(controller);
          }
        }
        changed();
      }
    };
    await Promise.all(Array.from({ length: UPLOADS_IN_FLIGHT }, slot));
    this.reader.stop();
    if (this.cancelled) return;
    if (stopped) {
      const { message, kept } = stopped;
      // A video that cannot be decoded to its end is not a tour: what was stored of it goes.
      if (!kept) await dropFootage(this.tourId).catch(() => {});
      return this.events.onStopped(message, kept);
    }
    if (stored < frameCount) return this.events.onStopped(`Only ${stored} of ${frameCount} frames were stored.`, true);
    this.events.onComplete();
  }
}
