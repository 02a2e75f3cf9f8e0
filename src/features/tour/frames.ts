import { COARSE_STEP, FLOOR_PREFERENCE } from "./constants";

/** `{framePath}/frame_000042.jpg`: frames are numbered from 1, six digits, zero-padded. */
export function framePath(base: string, frame: number): string {
  if (!Number.isInteger(frame) || frame < 1 || frame > 999_999) throw new RangeError(`No frame ${frame}`);
  return `${base}/frame_${String(frame).padStart(6, "0")}.jpg`;
}

/** The frame a number asks for, kept within 1..frameCount; NaN and junk become 1. */
export function clampFrame(frame: number, frameCount: number): number {
  if (!Number.isFinite(frame)) return 1;
  return Math.min(Math.max(1, Math.round(frame)), Math.max(1, frameCount));
}

/** The floor shown first (spec 02, "Tour viewer"). */
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
  const rest = Array.from({ length: frameCount }, (_, index) => index + 1)
    .filter((frame) => !seen.has(frame))
    .sort((a, b) => Math.abs(a - at) - Math.abs(b - at) || a - b);
  rest.forEach(take);
  return { order, ready };
}

/** The loaded frame nearest to `frame` (the earlier one on a tie), or null when none is. */
export function nearestLoaded(frame: number, isLoaded: (frame: number) => boolean, frameCount: number): number | null {
  for (let distance = 0; distance < frameCount; distance += 1) {
    if (frame - distance >= 1 && isLoaded(frame - distance)) return frame - distance;
    if (frame + distance <= frameCount && isLoaded(frame + distance)) return frame + distance;
  }
  return null;
}
