/*
 * A tour's floors over its frames and the camera's path on the plans (docs/tours.md#floors-and-the-path):
 * the studio says from which frame on the camera is on which floor, and where it stands at a few
 * keyframes; every frame's pose ('you are here' and its heading) is worked out from those. Plain
 * functions: the editor draws with them, the server checks and publishes with them.
 */

/** From `frame` on (until the next change) the camera is on `floor` (a floor's id). */
export type FloorChange = { frame: number; floor: string };

/** Where the camera stands at a frame, in percent of its floor's plan; `heading` in degrees when the studio set one. */
export type Keyframe = { frame: number; x: number; y: number; heading: number | null };

/** Frames `from`..`to` (inclusive) on one floor: a floor walked twice is two stretches. */
export type Stretch = { floor: string; from: number; to: number };

/** The camera at one frame: its floor's id, where it stands (percent) and which way it looks (0 is up, clockwise). */
export type PathPose = { floor: string; x: number; y: number; heading: number };

/**
 * The changes in frame order, one per frame (the last given wins), within the frames, with a change
 * that names the floor already walked dropped. The first change counts from frame 1.
 */
export function tidyChanges(changes: readonly FloorChange[], frameCount: number): FloorChange[] {
  const byFrame = new Map<number, string>();
  for (const change of changes) {
    if (Number.isInteger(change.frame) && change.frame >= 1 && change.frame <= frameCount) {
      byFrame.set(change.frame, change.floor);
    }
  }
  const tidy: FloorChange[] = [];
  for (const [frame, floor] of [...byFrame].sort(([a], [b]) => a - b)) {
    if (tidy.at(-1)?.floor === floor) continue;
    tidy.push({ frame: tidy.length === 0 ? 1 : frame, floor });
  }
  return tidy;
}

/** The stretches of frames on each floor, in order, covering frames 1..frameCount (none without a change). */
export function stretchesOf(changes: readonly FloorChange[], frameCount: number): Stretch[] {
  const tidy = tidyChanges(changes, frameCount);
  return tidy.map((change, index) => ({
    floor: change.floor,
    from: change.frame,
    to: (tidy[index + 1]?.frame ?? frameCount + 1) - 1,
  }));
}

/** The stretch a frame is in, or undefined. */
export function stretchAt(stretches: readonly Stretch[], frame: number): Stretch | undefined {
  return stretches.find((stretch) => frame >= stretch.from && frame <= stretch.to);
}

/** Stretches where the studio has not placed the camera yet: each needs a keyframe before publishing. */
export function unplacedStretches(stretches: readonly Stretch[], keyframes: readonly Keyframe[]): Stretch[] {
  return stretches.filter((stretch) => !keyframes.some((key) => key.frame >= stretch.from && key.frame <= stretch.to));
}

/** The heading of a move by (dx, dy) on the plan: 0 is up, 90 right, clockwise, as the marker turns. */
export function headingOf(dx: number, dy: number): number {
  return ((((Math.atan2(dx, -dy) * 180) / Math.PI) % 360) + 360) % 360;
}

/** The heading `t` (0..1) of the way from `a` to `b`, turning the short way round. */
export function lerpAngle(a: number, b: number, t: number): number {
  const delta = ((((b - a) % 360) + 540) % 360) - 180;
  return (((a + delta * t) % 360) + 360) % 360;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The heading from one keyframe to the next, or null when the camera did not move between them. */
function travel(from: Keyframe, to: Keyframe): number | null {
  return from.x === to.x && from.y === to.y ? null : headingOf(to.x - from.x, to.y - from.y);
}

/** Each keyframe's heading: the studio's, else between the ways in and out, else whichever is known. */
function keyHeadings(keys: readonly Keyframe[]): number[] {
  const headings: number[] = [];
  let last = 0;
  keys.forEach((key, index) => {
    const previous = keys[index - 1];
    const next = keys[index + 1];
    const into = previous ? travel(previous, key) : null;
    const out = next ? travel(key, next) : null;
    const heading = key.heading ?? (into !== null && out !== null ? lerpAngle(into, out, 0.5) : (out ?? into ?? last));
    headings.push(heading);
    last = heading;
  });
  return headings;
}

/**
 * Every frame's pose (index 0 is frame 1), or null while a stretch has no keyframe. On a stretch the
 * camera moves in a straight line from keyframe to keyframe and stands at the first and last one
 * before and after them; it looks the way it walks, turning around each keyframe (halfway between the
 * ways in and out there), unless the studio set a heading, which it then turns to the short way.
 */
export function posesOf(
  changes: readonly FloorChange[],
  keyframes: readonly Keyframe[],
  frameCount: number,
): PathPose[] | null {
  const stretches = stretchesOf(changes, frameCount);
  if (stretches.length === 0 || unplacedStretches(stretches, keyframes).length > 0) return null;
  const poses: PathPose[] = [];
  for (const stretch of stretches) {
    const keys = keyframes
      .filter((key) => key.frame >= stretch.from && key.frame <= stretch.to)
      .sort((a, b) => a.frame - b.frame);
    const headings = keyHeadings(keys);
    let at = 0;
    for (let frame = stretch.from; frame <= stretch.to; frame += 1) {
      while (at + 1 < keys.length && (keys[at + 1] as Keyframe).frame <= frame) at += 1;
      const a = keys[at] as Keyframe;
      const b = keys[at + 1];
      const pose = (x: number, y: number, heading: number) =>
        poses.push({ floor: stretch.floor, x: round1(x), y: round1(y), heading: Math.round(heading) % 360 });
      if (!b || frame <= a.frame) {
        pose(a.x, a.y, headings[at] as number);
        continue;
      }
      const t = (frame - a.frame) / (b.frame - a.frame);
      const from = headings[at] as number;
      const to = headings[at + 1] as number;
      const way = travel(a, b);
      const heading =
        way === null || a.heading !== null || b.heading !== null
          ? lerpAngle(from, to, t)
          : t < 0.5
            ? lerpAngle(from, way, t * 2)
            : lerpAngle(way, to, t * 2 - 1);
      pose(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, heading);
    }
  }
  return poses;
}

/** The keyframes with the one at `key.frame` put in (replacing one there), in frame order. */
export function placeKeyframe(keyframes: readonly Keyframe[], key: Keyframe): Keyframe[] {
  return [...keyframes.filter((other) => other.frame !== key.frame), key].sort((a, b) => a.frame - b.frame);
}
