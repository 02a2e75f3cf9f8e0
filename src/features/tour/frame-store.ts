import { clampFrame, loadOrder, nearestFirst, nearestLoaded } from "./frames";

export type FrameStoreOptions<Bitmap> = {
  frameCount: number;
  /** The frame's URL (framePath). */
  urlOf: (frame: number) => string;
  /** Fetches a frame's file; rejects on failure. */
  fetchFrame: (url: string) => Promise<Blob>;
  /** Decodes a fetched file into something drawable (createImageBitmap in the browser). */
  decode: (blob: Blob) => Promise<Bitmap>;
  /** Frees a decoded frame dropped from memory (ImageBitmap.close). */
  release: (bitmap: Bitmap) => void;
  maxInFlight: number;
  decodedLimit: number;
  /** Frames decoded ahead on each side of the current one. */
  decodeAhead: number;
  /**
   * Fetch only what the first view needs (the current frame, its neighbours, the coarse pass) until
   * `resume()` says the visitor moved (Save-Data, a slow connection: see waitsForFirstMove).
   */
  waitForFirstMove: boolean;
  /** Called whenever progress changes or a frame becomes drawable. */
  onChange: () => void;
};

export type FrameProgress = {
  /** Frames fetched (or given up on) out of the total. */
  done: number;
  /**
   * The frames this visit is fetching now: all of them, or, while the rest waits for the visitor's
   * first move, the ones the first view needs. The percent counts these.
   */
  total: number;
  percent: number;
  /** The current frame, its neighbours and the coarse pass are in: the slider can be used. */
  ready: boolean;
  /** The other frames wait until the visitor moves or plays the tour. */
  waiting: boolean;
};

/**
 * Fetches, keeps and decodes a tour's frames for the viewer (docs/tours.md#loading):
 * the current frame and its neighbours first, then a coarse pass, then the rest (with
 * `waitForFirstMove`, only once the visitor moves), never more than `maxInFlight` requests at once. Every fetched file is kept (compressed, a few tens of KB each);
 * at most `decodedLimit` decoded frames are kept, the least recently used dropped, and the ones
 * around the current frame are decoded ahead so moving the slider draws at once.
 */
export class FrameStore<Bitmap> {
  private readonly options: FrameStoreOptions<Bitmap>;
  private readonly queue: number[];
  private readonly readySet: Set<number>;
  /** Frames left for after the visitor's first move. */
  private readonly later: number[];
  private readonly files = new Map<number, Blob>();
  private readonly failed = new Set<number>();
  private readonly retried = new Set<number>();
  private readonly decoded = new Map<number, Bitmap>();
  private readonly decoding = new Map<number, Promise<Bitmap | null>>();
  private inFlight = 0;
  private current: number;
  private disposed = false;

  constructor(options: FrameStoreOptions<Bitmap>, start: number) {
    this.options = options;
    this.current = clampFrame(start, options.frameCount);
    const { order, ready } = loadOrder(options.frameCount, this.current);
    this.queue = options.waitForFirstMove ? order.slice(0, ready) : order;
    this.later = options.waitForFirstMove ? order.slice(ready) : [];
    this.readySet = new Set(order.slice(0, ready));
    this.pump();
  }

  /**
   * Nothing has arrived and the first frames asked for all failed twice: the tour's frames are not
   * there (docs/tours.md#errors), so the rest are not asked for.
   */
  get unavailable(): boolean {
    return this.files.size === 0 && this.failed.size >= Math.min(this.readySet.size, this.options.maxInFlight);
  }

  get progress(): FrameProgress {
    const waiting = this.later.length > 0;
    const total = waiting ? this.readySet.size : this.options.frameCount;
    const done = this.files.size + this.failed.size;
    const ready = [...this.readySet].every((frame) => this.files.has(frame) || this.failed.has(frame));
    return { done, total, percent: total === 0 ? 100 : Math.floor((done / total) * 100), ready, waiting };
  }

  /** The visitor moved or played the tour: the frames left for later follow, nearest the current frame first. */
  resume(): void {
    if (this.later.length === 0) return;
    this.queue.push(...nearestFirst(this.later.splice(0), this.current));
    this.options.onChange();
    this.pump();
  }

  has(frame: number): boolean {
    return this.files.has(frame);
  }

  /** The decoded frame, if it is in memory (counts as a use for the least-recently-used order). */
  bitmap(frame: number): Bitmap | null {
    const bitmap = this.decoded.get(frame);
    if (bitmap === undefined) return null;
    this.decoded.delete(frame);
    this.decoded.set(frame, bitmap);
    return bitmap;
  }

  /** The nearest frame that can be drawn right now, decoded first, else fetched. */
  nearestDrawable(frame: number): number | null {
    return (
      nearestLoaded(frame, (candidate) => this.decoded.has(candidate), this.options.frameCount) ??
      nearestLoaded(frame, (candidate) => this.files.has(candidate), this.options.frameCount)
    );
  }

  get decodedCount(): number {
    return this.decoded.size;
  }

  /** Moves the viewer to `frame`: its surroundings are fetched and decoded before anything else. */
  setCurrent(frame: number): void {
    this.current = clampFrame(frame, this.options.frameCount);
    const { decodeAhead, frameCount } = this.options;
    const wanted: number[] = [];
    for (let distance = 0; distance <= decodeAhead; distance += 1) {
      for (const candidate of distance === 0 ? [this.current] : [this.current + distance, this.current - distance]) {
        if (candidate >= 1 && candidate <= frameCount) wanted.push(candidate);
      }
    }
    const pending = wanted.filter((candidate) => !this.files.has(candidate) && this.queue.includes(candidate));
    for (const candidate of pending.reverse()) {
      this.queue.splice(this.queue.indexOf(candidate), 1);
      this.queue.unshift(candidate);
    }
    this.pump();
    for (const candidate of wanted) void this.decode(candidate);
  }

  /** Decodes a fetched frame (once), keeping at most `decodedLimit` in memory. */
  decode(frame: number): Promise<Bitmap | null> {
    const known = this.decoded.get(frame);
    if (known !== undefined) return Promise.resolve(known);
    const file = this.files.get(frame);
    if (!file || this.disposed) return Promise.resolve(null);
    const running = this.decoding.get(frame);
    if (running) return running;
    const work = this.options
      .decode(file)
      .then((bitmap) => {
        if (this.disposed) {
          this.options.release(bitmap);
          return null;
        }
        this.decoded.set(frame, bitmap);
        this.evict();
        this.options.onChange();
        return bitmap;
      })
      .catch(() => null)
      .finally(() => this.decoding.delete(frame));
    this.decoding.set(frame, work);
    return work;
  }

  dispose(): void {
    this.disposed = true;
    this.queue.length = 0;
    this.decoded.forEach((bitmap) => this.options.release(bitmap));
    this.decoded.clear();
  }

  private evict(): void {
    const { decodedLimit, decodeAhead } = this.options;
    for (const frame of this.decoded.keys()) {
      if (this.decoded.size <= decodedLimit) break;
      // Never drop what is on screen or about to be.
      if (Math.abs(frame - this.current) <= decodeAhead) continue;
      const bitmap = this.decoded.get(frame);
      this.decoded.delete(frame);
      if (bitmap !== undefined) this.options.release(bitmap);
    }
  }

  private pump(): void {
    while (!this.disposed && !this.unavailable && this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const frame = this.queue.shift() as number;
      if (this.files.has(frame)) continue;
      this.inFlight += 1;
      this.options
        .fetchFrame(this.options.urlOf(frame))
        .then(
          (file) => {
            this.files.set(frame, file);
            this.failed.delete(frame);
            if (Math.abs(frame - this.current) <= this.options.decodeAhead) void this.decode(frame);
          },
          () => {
            // One more try straight away; after that the nearest frame stands in for it.
            if (this.retried.has(frame)) this.failed.add(frame);
            else {
              this.retried.add(frame);
              this.queue.unshift(frame);
            }
          },
        )
        .finally(() => {
          this.inFlight -= 1;
          if (this.disposed) return;
          this.options.onChange();
          this.pump();
        });
    }
  }
}
