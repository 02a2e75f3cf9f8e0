import { CROSSHAIR_STEP } from "./constants";

/**
 * A point on a floor plan, in percent of its width and height. Apart from the editor's drafts
 * (./editor.ts) because the plan, on every tour page, needs these few lines and the editor's code
 * only comes with edit mode.
 */
export type Point = { x: number; y: number };

/** A percent kept within the plan, to one decimal. */
export const roundPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/** A point on the minimap from a click at `clientX, clientY` over a box. */
export function pointInBox(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): Point {
  return {
    x: roundPercent(((clientX - box.left) / Math.max(1, box.width)) * 100),
    y: roundPercent(((clientY - box.top) / Math.max(1, box.height)) * 100),
  };
}

/** Where an arrow key moves the minimap's crosshair; null for other keys. */
export function moveCrosshair(point: Point, key: string, step = CROSSHAIR_STEP): Point | null {
  const moves: Record<string, Point> = {
    ArrowLeft: { x: -step, y: 0 },
    ArrowRight: { x: step, y: 0 },
    ArrowUp: { x: 0, y: -step },
    ArrowDown: { x: 0, y: step },
  };
  const move = moves[key];
  return move ? { x: roundPercent(point.x + move.x), y: roundPercent(point.y + move.y) } : null;
}
