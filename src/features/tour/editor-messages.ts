/*
 * The texts of the waypoint editor and the publishing panel. They live apart from constants.ts, which
 * the viewer imports for its first paint, so they travel with the editor's code, fetched on first use.
 */

/** The hint shown while a new waypoint has no position yet (docs/tours.md#editing). */
export const PLACE_WAYPOINT_HINT = "Please click on the minimap to set this waypoint's position.";
/** Asked before the studio unpublishes a tour's waypoints. */
export const UNPUBLISH_CONFIRM = "Unpublish these waypoints? Every visitor will see the tour's own waypoints again.";
/** Said once the published waypoints are gone and the guide file serves the tour's own list again. */
export const UNPUBLISHED_MESSAGE = "Unpublished: every visitor now sees the tour's own waypoints.";
