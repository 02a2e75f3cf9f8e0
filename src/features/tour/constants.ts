/** The tour viewer's rules (docs/tours.md). */

/** The first of these floors that a property has is shown first; otherwise its first minimap. */
export const FLOOR_PREFERENCE = ["2nd Floor", "1st Floor", "3rd Floor", "Ground Floor", "Main Floor"] as const;
/** Waypoints edited in this browser, per property: `tour-data-v3-{propertyId}` in localStorage. */
export const WAYPOINTS_STORAGE_PREFIX = "tour-data-v3-";
/**
 * Which published list this browser's waypoint edits started from, per property:
 * `tour-data-base-v1-{propertyId}` in localStorage, beside the spec's plain list.
 */
export const WAYPOINTS_BASE_STORAGE_PREFIX = "tour-data-base-v1-";
/**
 * The guide file's version marker, a response header so the file's body stays the spec's plain
 * list: a digest of the list it serves, so any list published later has another.
 */
export const WAYPOINTS_VERSION_HEADER = "X-Waypoints-Version";
/** Shown over this browser's edited waypoints when the studio published a list after they began. */
export const NEWER_WAYPOINTS_NOTICE = "A newer version of this tour's waypoints was published.";
/** Frame requests in flight at once, so a phone's connection is never flooded. */
export const MAX_FRAME_REQUESTS = 6;
/** The coarse pass loads every 16th frame, so any slider position has a frame near it early. */
export const COARSE_STEP = 16;
/**
 * Connections (navigator.connection.effectiveType) on which the tour fetches only what the first view
 * needs until the visitor moves, as it does for Save-Data: a full set of frames takes minutes there.
 */
export const SLOW_CONNECTION_TYPES = ["slow-2g", "2g", "3g"] as const;
/** Shown once the first view's frames are in while the others wait for the visitor's first move. */
export const REST_ON_MOVE_NOTE = "More frames load when you move";
/** Decoded frames kept in memory (least recently used dropped); the compressed files stay cached. */
export const DECODED_FRAME_LIMIT = 48;
/** Frames decoded ahead on each side of the current one, so scrubbing never waits for a decode. */
export const DECODE_AHEAD = 6;
/** Guided play's pace. */
export const PLAY_FRAMES_PER_SECOND = 24;
/** How long a fetch of the guide file may take before the built-in waypoints are kept. */
export const GUIDE_FETCH_TIMEOUT_MS = 5000;
/** Shown when a property has no frames (docs/tours.md#errors). */
export const NO_FRAMES_MESSAGE = "No tour frames found. Please check configuration.";
/** Shown in edit mode when the editor's code cannot be fetched; the tour itself keeps working. */
export const EDITOR_UNAVAILABLE_MESSAGE = "The waypoint editor could not be loaded. Reload the page to try again.";
/** How far an arrow key moves the minimap's crosshair, in percent. */
export const CROSSHAIR_STEP = 2;
