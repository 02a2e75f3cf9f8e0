import { FRAME_BOXES, MAX_TOUR_FRAMES, type FrameWidth } from "./constants";

/*
 * How a walkthrough video becomes a tour's frames (docs/tours.md#footage): which moments become
 * frames, at what size, and what is left to do after an interrupted upload. Plain functions, used
 * by the studio's browser (the import) and by the server (which checks what the browser claims).
 */

/** A stretch of the video, in seconds. */
export type TimeRange = { start: number; end: number };

/** The in and out points the studio chose, kept within the video; the whole video when none were chosen. */
export function clampRange(duration: number, chosen?: Partial<TimeRange>): TimeRange {
  const start = Math.min(Math.max(0, chosen?.start ?? 0), duration);
  const end = Math.min(Math.max(start, chosen?.end ?? duration), duration);
  return { start, end };
}

/** How many of the video's frames start within the range. */
export function sourceFramesIn(range: TimeRange, sourceTimes: readonly number[]): number {
  return sourceTimes.filter((time) => time >= range.start && time < range.end).length;
}

/** A tour's frame count: at most `max`, and never more than the video has in the range (no frame twice). */
export function frameCountFor(range: TimeRange, sourceTimes: readonly number[], max = MAX_TOUR_FRAMES): number {
  return Math.min(max, sourceFramesIn(range, sourceTimes));
}

/**
 * Which moments become tour frames 1..count (docs/tours.md#footage): the range cut into `count` equal
 * slices, and for each the video frame shown at the slice's middle, asked for at the middle of that
 * frame's own display time. A time on the boundary between two frames can land on either, a frame's
 * middle never does. `sourceTimes` are the video's presentation times, sorted (so a variable frame
 * rate is followed); the last frame lasts `lastDuration`.
 */
export function frameTimes(
  count: number,
  range: TimeRange,
  sourceTimes: readonly number[],
  lastDuration = 1 / 30,
): number[] {
  const times: number[] = [];
  if (sourceTimes.length === 0) return times;
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    const moment = range.start + ((index + 0.5) * (range.end - range.start)) / count;
    while (at + 1 < sourceTimes.length && (sourceTimes[at + 1] as number) <= moment) at += 1;
    const start = sourceTimes[at] as number;
    const next = sourceTimes[at + 1] ?? start + lastDuration;
    times.push(round6((start + next) / 2));
  }
  return times;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Whether times could be a plan's: increasing, within the video (the server checks what the browser sends). */
export function timesFit(times: readonly number[], duration: number): boolean {
  return times.every(
    (time, index) =>
      Number.isFinite(time) && time >= 0 && time <= duration && (index === 0 || time > (times[index - 1] as number)),
  );
}

export type Size = { width: number; height: number };

/**
 * A picture of `source`'s shape fitted inside `box`, whole pixels: a landscape video fills the 16:9
 * box's width, a portrait one its height, so no frame costs more pixels than the viewer's own.
 */
export function fitSize(source: Size, box: Size): Size {
  const scale = Math.min(box.width / source.width, box.height / source.height);
  return {
    width: Math.max(1, Math.min(box.width, Math.round(source.width * scale))),
    height: Math.max(1, Math.min(box.height, Math.round(source.height * scale))),
  };
}

/** The size of a frame at each of the viewer's widths, for a video shown at `display` (rotation applied). */
export function frameSizes(display: Size): Record<FrameWidth, Size> {
  return Object.fromEntries(FRAME_BOXES.map((box) => [box.width, fitSize(display, box)])) as Record<FrameWidth, Size>;
}

/**
 * The frames still to make after an interruption (docs/tours.md#footage): every frame the server does
 * not hold in both widths, in order. Frames it holds are never made or sent again.
 */
export function missingFrames(frameCount: number, stored: readonly number[]): number[] {
  const have = new Set(stored);
  const missing: number[] = [];
  for (let frame = 1; frame <= frameCount; frame += 1) if (!have.has(frame)) missing.push(frame);
  return missing;
}

/** The sample frames the quality is chosen from: spread over the tour, away from its ends. */
export function sampleFrames(frameCount: number, samples: number): number[] {
  if (frameCount <= samples) return Array.from({ length: frameCount }, (_, index) => index + 1);
  const picked = Array.from({ length: samples }, (_, index) =>
    Math.max(1, Math.round(((index + 1) * frameCount) / (samples + 1))),
  );
  return [...new Set(picked)];
}

/**
 * The JPEG quality of an import: the first (best) of `qualities` at which the sample frames weigh no
 * more than the budgets on average, at every width; the last one when none does.
 * `weights[i][width]` is the average bytes of the samples at `qualities[i]`.
 */
export function chooseQuality(
  qualities: readonly number[],
  weights: readonly Record<FrameWidth, number>[],
  budget: Record<FrameWidth, number>,
): number {
  const index = weights.findIndex((weight) =>
    (Object.keys(budget) as unknown as FrameWidth[]).every((width) => weight[width] <= budget[width]),
  );
  return qualities[index === -1 ? qualities.length - 1 : index] as number;
}

/** The progress the studio reads, in frames. */
export function framesText(done: number, total: number): string {
  return `${done} of ${total} ${total === 1 ? "frame" : "frames"}`;
}

/** `1:05` for 65 seconds: the in and out points as a person reads them. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return `${minutes}:${rest}`;
}
