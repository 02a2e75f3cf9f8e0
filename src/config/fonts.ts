import localFont from "next/font/local";

/*
 * Archivo, self-hosted (from @fontsource, nothing fetched from a font CDN), in two files that
 * `npm run media` cuts from the one variable source (src/config/font-cuts.ts says how):
 * - display: the big uppercase headings (the `.display` utility), weight 850 at 112% width, 13 KB
 *   and preloaded, because the hero heading is the home page's largest paint;
 * - text: everything else, weights 400–700 at normal width, 29 KB, not preloaded, so it never
 *   competes with the display face, the hero poster and the scripts for first paint; text
 *   first shows in a fallback sized to Archivo's metrics (next/font's adjustFontFallback).
 *   Only from the `lg` breakpoint up (`--font-sans` in app/globals.css); a phone sets text in its
 *   own face and never fetches this file (docs/performance.md#fonts says why).
 * The full source file is 90 KB, which alone broke the LCP budget. The weights and widths below
 * must match FONT_CUTS there (fonts.test.ts checks).
 *
 * `optional`: a face that has not arrived within the browser's short block period is skipped for
 * this page view (the cached file serves the next one). No late swap, so no layout shift and no
 * second, later largest paint when the heading re-renders in its web font.
 */
export const archivoText = localFont({
  src: "../fonts/generated/archivo-text.woff2",
  variable: "--font-archivo-text",
  weight: "400 700",
  style: "normal",
  display: "optional",
  preload: false,
});

export const archivoDisplay = localFont({
  src: "../fonts/generated/archivo-display.woff2",
  variable: "--font-archivo-display",
  weight: "850",
  style: "normal",
  display: "optional",
  declarations: [{ prop: "font-stretch", value: "112%" }],
});
