/** The review rounds' rules: what an upload may be, the sizes kept, and how the studio is told. */

/** The formats accepted, by their content (magic bytes, then a full decode), never by name or declared type. */
export const ACCEPTED_FORMATS = ["JPEG", "PNG", "WebP"] as const;
/** An upload's largest file: a full-resolution export from a phone or a designer's tool fits. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** An upload's largest side in pixels; more is refused before it is decoded (sharp's limitInputPixels). */
export const MAX_IMAGE_SIDE = 8000;
/**
 * The most one picture's decoding may hold (decodeBytes): 48 MP of 8-bit RGB (a 48 MP phone's photo), which is
 * also 24 MP of 16-bit RGB (a photographer's 6000 x 4000 export). Decoding adds about this to the server's
 * memory, plus libvips's own, once: pictures decode one at a time (prepareImage).
 */
export const MAX_DECODE_BYTES = 48_000_000 * 3;
/** A round holds at most this many posts: a month of daily posts. */
export const MAX_POSTS_PER_ROUND = 30;
/** The stored picture's longest side: sharp on a 1440 px screen at 1.4x, and the preview at full width. */
export const MASTER_MAX_SIDE = 2048;
/** Smaller widths made at upload beside the master, for the grid's cards on phones and desktops. */
export const VARIANT_WIDTHS = [480, 960] as const;
/** WebP quality of what is stored: mockups keep their type crisp at this setting. */
export const WEBP_QUALITY = 82;
/** A caption's length: Instagram allows 2,200 characters. */
export const MAX_CAPTION_LENGTH = 2200;

/** The studio's texts for refused uploads, shown beside the file. */
export const UPLOAD_ERRORS = {
  tooLarge: "This file is larger than 15 MB. Export it smaller and upload it again.",
  notImage: "This file is not a JPEG, PNG or WebP picture.",
  svg: "SVG files are not accepted: export the design as a JPEG, PNG or WebP picture.",
  polyglot: "This file holds more than a picture (other content is hidden in it), so it was not accepted.",
  tooManyPixels: "This picture is larger than 8000 pixels on a side. Export it smaller and upload it again.",
  tooMuchData:
    "This picture holds too much image data to prepare. Export it smaller (or at 8 bits per channel) and upload it again.",
  unreadable: "This picture could not be read: it may be damaged or cut short.",
  noFile: "Choose a picture to upload.",
  roundFull: "A round holds at most 30 posts.",
} as const;
