/**
 * What the image optimizer (`/_next/image`) will make: next.config.ts passes these to Next.js, and
 * `src/ui/image-attributes.ts` offers the same widths in every picture's `srcSet`. Each width is
 * a variant the server encodes (AVIF and WebP) and caches for any visitor who asks for it, and an
 * entry in the `srcSet` of every picture in the page's HTML and its RSC payload, so the lists hold
 * only what the pages ask for (docs/operations.md#the-image-optimizer).
 */

/**
 * Widths for pictures sized by the viewport (`sizes` in `vw`): a phone at 1x to 3x, and a desktop up
 * to 1920. Next.js's defaults go on to 2048 and 3840; no picture the site serves is wider than 1600,
 * and the optimizer never enlarges one, so those only made copies of the same pixels.
 */
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920] as const;

/**
 * Widths for pictures of a fixed size (`sizes` in `px`, or a `width`): the thumbnails of 80-160 CSS
 * pixels at 1x to 3x. Next.js's defaults start at 32, which no picture here is.
 */
export const IMAGE_WIDTHS = [128, 256, 384] as const;

/**
 * The pictures it takes: the generated and committed media, and a stored tour's frames and floor
 * plans (its cover, poster and plans; src/features/tours/tour-urls.ts). No query string, so one
 * picture cannot be asked for under endless names. Anything else (an upload served by its own
 * handler, any other API) is refused with 400.
 */
export const OPTIMIZED_PATHS = [
  "/generated/**",
  "/media/**",
  "/api/tour-frames/*/frames/*/*",
  "/api/tour-files/*",
] as const;

/**
 * The most disk its cache may take, least recently used entries going first. Next.js's default is
 * half the free disk when the server starts, shared with the database on a single volume. Every
 * variant of the site's own pictures (the media folders but the demo tour's frames) fits in it
 * several times over; tour frames beyond it go first.
 */
export const OPTIMIZER_CACHE_BYTES = 512 * 1024 * 1024;
