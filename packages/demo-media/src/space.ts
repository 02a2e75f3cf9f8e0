/**
 * Axis-aligned rectangles in a scene's 3D space (walls, floors, window panes, steps), as the four
 * corners the room and house drawings project. A corner list's order decides its winding and where
 * its path starts, so each function keeps one order: from the first corner along the earlier axis,
 * then along the later one.
 */

type Span = readonly [number, number];
type Corner = [number, number, number];

/** The rectangle in the plane x = `x`. */
export const planeX = (x: number, [y0, y1]: Span, [z0, z1]: Span): Corner[] => [
  [x, y0, z0],
  [x, y1, z0],
  [x, y1, z1],
  [x, y0, z1],
];

/** The rectangle in the plane y = `y`. */
export const planeY = ([x0, x1]: Span, y: number, [z0, z1]: Span): Corner[] => [
  [x0, y, z0],
  [x1, y, z0],
  [x1, y, z1],
  [x0, y, z1],
];

/** The rectangle in the plane z = `z`. */
export const planeZ = ([x0, x1]: Span, [y0, y1]: Span, z: number): Corner[] => [
  [x0, y0, z],
  [x1, y0, z],
  [x1, y1, z],
  [x0, y1, z],
];
