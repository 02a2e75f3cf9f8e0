import { MAX_FLOOR_NAME, MAX_FLOORS, MAX_KEYFRAMES } from "./constants";
import { framesText } from "./import-plan";
import { stretchesOf, unplacedStretches, type FloorChange, type Keyframe } from "./tour-path";

/*
 * What a tour's working copy must hold to be saved, and to be published (docs/tours.md#publishing-a-tour).
 * The editor shows the same sentences the server refuses with.
 */

export type LayoutFloor = { id: string; name: string; plan: { hash: string } | null };
export type Layout = {
  floors: readonly LayoutFloor[];
  changes: readonly FloorChange[];
  keyframes: readonly Keyframe[];
  coverFrame: number;
};

/** What is wrong with a working copy for a tour of `frameCount` frames (0: no footage yet), or null. */
export function layoutProblem(layout: Layout, frameCount: number): string | null {
  const { floors, changes, keyframes, coverFrame } = layout;
  if (floors.length > MAX_FLOORS) return `A tour has at most ${MAX_FLOORS} floors.`;
  const names = floors.map((floor) => floor.name.trim().toLowerCase());
  if (floors.some((floor) => floor.name.trim() === "" || floor.name.trim() !== floor.name)) {
    return "Give every floor a name.";
  }
  if (floors.some((floor) => floor.name.length > MAX_FLOOR_NAME)) {
    return `A floor's name has at most ${MAX_FLOOR_NAME} characters.`;
  }
  if (new Set(names).size !== names.length) return "Two floors cannot have the same name.";
  if (new Set(floors.map((floor) => floor.id)).size !== floors.length) return "Two floors cannot have the same id.";
  const ids = new Set(floors.map((floor) => floor.id));
  if (changes.some((change) => !ids.has(change.floor))) return "A floor change names a floor the tour does not have.";
  // Without footage there are no frames to name, but the cover stays at frame 1.
  const beyond = (frame: number) => frame < 1 || frame > frameCount;
  if (changes.some((change) => beyond(change.frame))) return "A floor change is outside the tour's frames.";
  if (keyframes.length > MAX_KEYFRAMES) return `A path has at most ${MAX_KEYFRAMES} points.`;
  if (keyframes.some((key) => beyond(key.frame))) return "A point of the path is outside the tour's frames.";
  if (new Set(keyframes.map((key) => key.frame)).size !== keyframes.length) {
    return "The path has two points at the same frame.";
  }
  if (coverFrame !== 1 && beyond(coverFrame)) return "The cover must be one of the tour's frames.";
  return null;
}

/** What still stands between the tour and its visitors, in the order the studio does it; empty when it can be published. */
export function publishProblems(
  layout: Layout,
  footage: { frameCount: number; storedFrames: number } | null,
  floorName: (id: string) => string,
): string[] {
  const problems: string[] = [];
  if (!footage) problems.push("Add the walkthrough video.");
  else if (footage.storedFrames < footage.frameCount) {
    problems.push(`Finish the upload: ${framesText(footage.storedFrames, footage.frameCount)} stored.`);
  }
  if (layout.floors.length === 0) problems.push("Add at least one floor.");
  for (const floor of layout.floors) if (!floor.plan) problems.push(`Add the plan of ${floor.name}.`);
  const frameCount = footage?.frameCount ?? 0;
  if (frameCount > 0 && layout.floors.length > 0) {
    const stretches = stretchesOf(layout.changes, frameCount);
    if (stretches.length === 0) problems.push("Say which floor the walk starts on.");
    for (const stretch of unplacedStretches(stretches, layout.keyframes)) {
      problems.push(
        `Place the camera on the plan at least once in frames ${stretch.from}–${stretch.to} (${floorName(stretch.floor)}).`,
      );
    }
  }
  return problems;
}
