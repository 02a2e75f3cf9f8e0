import { COARSE_STEP, FLOOR_PREFERENCE, SLOW_CONNECTION_TYPES } from "./constants";

/** `{framePath}/frame_000042.jpg`: frames are numbered from 1, six digits, zero-padded. */
export function framePath(base: string, frame: number): string {
  if (!Number.isInteger(frame) || frame < 1 || frame > 999_999) throw new RangeError(`No frame ${frame}`);
  return `${base}/frame_${String(frame).padStart(6, "0")}.jpg`;
}

/**
 * The folder of one size of a tour's frames, `{framePath}/frames/{width}`: every size holds the same
 * frames under the same names, so `framePath` of this folder names a frame of that size.
 */
export function frameSetPath(base: string, width: number): string {
  return `${base}/frames/${width}`;
}

/** What the browser says about the screen and the connection, read once when the tour opens. */
export type Viewing = {
  /** The picture's width on screen, in CSS pixels. */
  displayWidth: number;
  devicePixelRatio: number;
  /** navigator.connection.saveData: the visitor asked for less data. */
  saveData: boolean;
  /** navigator.connection.effectiveType ('slow-2g', '2g', '3g', '4g'), when the browser tells. */
  effectiveType?: string;
};

/**
 * The width of the frames to fetch, chosen once per visit: the smallest at least as wide as the
 * picture's device pixels (the largest when none is), and the smallest whenever the visitor asked to
 * save data. `widths` is ascending.
 */
export function chooseFrameWidth(widths: readonly number[], viewing: Viewing): number {
  const smallest = widths[0];
  if (smallest === undefined) throw new RangeError("A tour needs at least one frame width");
  if (viewing.saveData) return smallest;
  const needed = viewing.displayWidth * viewing.devicePixelRatio;
  return widths.find((width) => width >= needed) ?? (widths.at(-1) as number);
}

/**
 * Whether to fetch only what the first view needs (the current frame, its neighbours and the coarse
 * pass) and leave the rest until the visitor moves or plays the tour: when they asked to save data,
 * or the connection is a slow one.
 */
export function waitsForFirstMove(viewing: Pick<Viewing, "saveData" | "effectiveType">): boolean {
  return viewing.saveData || SLOW_CONNECTION_TYPES.some((type) => type === viewing.effectiveType);
}

/** The frame a number asks for, kept within 1..frameCount; NaN and junk become 1. */
export function clampFrame(frame: number, frameCount: number): number {
  if (!Number.isFinite(frame)) return 1;
  return Math.min(Math.max(1, Math.round(frame)), Math.max(1, frameCount));
}

/** The floor shown first (docs/tours.md#floors-and-the-minimap). */
export function initialFloor(floors: readonly string[]): string | null {
  return FLOOR_PREFERENCE.find((floor) => floors.includes(floor)) ?? floors[0] ?? null;
}

/**
 * The order frames are fetched in, kind to a phone: the current frame and its neighbours, then a
 * coarse pass (every COARSE_STEP-th frame, and the last) so any slider position has something near,
 * then the gaps, nearest to the current frame first. `ready` is how many of them must be in before
 * the slider is enabled.
 */
export function loadOrder(frameCount: number, current: number): { order: number[]; ready: number } {
  if (frameCount < 1) return { order: [], ready: 0 };
  const at = clampFrame(current, frameCount);
  const seen = new Set<number>();
  const order: number[] = [];
  const take = (frame: number) => {
    if (frame >= 1 && frame <= frameCount && !seen.has(frame)) {
      seen.add(frame);
      order.push(frame);
    }
  };
  [at, at - 1, at + 1].forEach(take);
  for (let frame = 1; frame <= frameCount; frame += COARSE_STEP) take(frame);
  take(frameCount);
  const ready = order.length;
  nearestFirst(
    Array.from({ length: frameCount }, (_, index) => index + 1).filter((frame) => !seen.has(frame)),
    at,
  ).forEach(take);
  return { order, ready };
}

/** The frames sorted by their distance from `at`, the earlier first on a tie. */
export function nearestFirst(frames: readonly number[], at: number): number[] {
  return [...frames].sort((a, b) => Math.abs(a - at) - Math.abs(b - at) || a - b);
}

/** The loaded frame nearest to `frame` (the earlier one on a tie), or null when none is. */
export function nearestLoaded(frame: number, isLoaded: (frame: number) => boolean, frameCount: number): number | null {
  for (let distance = 0; distance < frameCount; distance += 1) {
    if (frame - distance >= 1 && isLoaded(frame - distance)) return frame - distance;
    if (frame + distance <= frameCount && isLoaded(frame + distance)) return frame + distance;
  }
  return null;
}
