/** The studio's tours of real listings: the rules' numbers and texts (docs/tours.md#tours-of-real-listings). */

/** A tour holds at most this many frames per width: the demo's 529 and a long walk's worth, one per slider step. */
export const MAX_TOUR_FRAMES = 900;
/** The longest walkthrough video taken: a large house walked slowly. */
export const MAX_VIDEO_SECONDS = 600;
/** The largest video file taken: 10 minutes of 4K from a phone. */
export const MAX_VIDEO_BYTES = 4 * 1024 ** 3;

/**
 * The boxes frames are fitted inside, named by their width as the viewer's frame folders are
 * (`frames/768`, `frames/1280`): a landscape video fills them, a portrait one is fitted to their
 * height, so every frame keeps the 16:9 viewer's pixel budget.
 */
export const FRAME_BOXES = [
  { width: 768, height: 432 },
  { width: 1280, height: 720 },
] as const;
export type FrameWidth = (typeof FRAME_BOXES)[number]["width"];
export const FRAME_WIDTHS: readonly FrameWidth[] = FRAME_BOXES.map((box) => box.width);

/**
 * What a frame should weigh on average, as the demo's do: a phone fetches about 60 small frames before
 * its first move, which must stay within its 4 MB (docs/performance.md#budgets). The import picks the
 * highest JPEG quality whose sample frames stay within these.
 */
export const FRAME_BUDGET_BYTES: Record<FrameWidth, number> = { 768: 30 * 1024, 1280: 60 * 1024 };
/** JPEG qualities tried, best first, when the import samples the video. */
export const JPEG_QUALITIES = [0.82, 0.74, 0.66, 0.58, 0.5, 0.42] as const;
/** The most one frame file may weigh; a heavier one is encoded again at a lower quality before it is sent. */
export const MAX_FRAME_BYTES: Record<FrameWidth, number> = { 768: 160 * 1024, 1280: 320 * 1024 };
/** The most one tour's frames may weigh in all (both widths): 900 frames at twice their budget. */
export const MAX_TOUR_BYTES = 160 * 1024 * 1024;
/** Frames sampled to choose the quality. */
export const QUALITY_SAMPLES = 5;

/** Frame uploads in flight at once: extraction is the slower side, and the page keeps room for itself. */
export const UPLOADS_IN_FLIGHT = 3;
/** Frames extracted ahead of those stored, so a slow connection never piles frames up in memory. */
export const EXTRACT_AHEAD = 12;
/** Waits between retries of a frame the server or the network failed, growing to the last. */
export const RETRY_WAITS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** Floors one tour may have, and their names' length. */
export const MAX_FLOORS = 8;
export const MAX_FLOOR_NAME = 40;
/** Points of the camera's path one tour may have. */
export const MAX_KEYFRAMES = 400;
/** A tour's name and location. */
export const MAX_TOUR_NAME = 80;
export const MAX_TOUR_LOCATION = 80;
/** Floor plans are stored as WebP fitted in this 4:3 box (the viewer's minimap), never enlarged. */
export const PLAN_BOX = { width: 1600, height: 1200 } as const;

/** Texts the studio meets when something is refused (shown beside the file or the step). */
export const TOUR_ERRORS = {
  notVideo: "This file is not a video the site can read. Choose an MP4, MOV or WebM walkthrough.",
  damaged: "This video could not be read: it may be damaged or cut short. Export it again and choose the new file.",
  hevc: "This video is HEVC (H.265), which this browser cannot decode. Export it as H.264 ('Most Compatible' on an iPhone), or open the studio in Safari, or in Chrome on a Mac.",
  undecodable: "This browser cannot decode this video's format. Export it as an H.264 MP4 and choose that file.",
  noWebCodecs:
    "This browser cannot decode video for the site (it has no WebCodecs). Open the studio in a current Chrome, Edge or Safari.",
  tooLong: "This video is longer than 10 minutes. Trim it to the walkthrough and choose it again.",
  tooLarge: "This video is larger than 4 GB. Export it smaller and choose it again.",
  otherVideo:
    "This is not the video this upload started from. Choose the same file to go on, or start over with this one.",
  frame: "This frame is not a whole JPEG picture of the tour's size, so it was not stored.",
  frameTooLarge: "A frame may weigh at most 320 KB (160 KB at 768 px).",
  tourFull: "This tour's frames would pass 160 MB in all. Start over with a shorter range or fewer frames.",
  published: "A published tour keeps its footage. Unpublish it first to replace the video.",
} as const;
