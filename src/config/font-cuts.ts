/**
 * The two files `npm run media` cuts from Archivo's variable source (the media kit's site-font
 * generator, told through the brief): a number pins an axis, a range keeps that part of it.
 * src/config/fonts.ts loads them with the same weights and widths (fonts.test.ts checks).
 */
export const FONT_CUTS = {
  /** The big uppercase headings' one cut, ~13 KB: it sets the home page's largest paint, so it is preloaded. */
  display: { output: "src/fonts/generated/archivo-display.woff2", axes: { wght: 850, wdth: 112 } },
  /** Everything else, still variable in weight, ~29 KB; body text first paints in a metric-matched fallback. */
  text: { output: "src/fonts/generated/archivo-text.woff2", axes: { wght: { min: 400, max: 700 }, wdth: 100 } },
} as const;

/**
 * Characters the pages use that fontsource's latin file never had: the browser draws them from a
 * system font, as it always has. Add one here only after deciding that is fine for it (the kit's
 * site-font test fails on any other character the fonts lack).
 */
export const SYSTEM_FONT_FALLBACKS = ["←", "→", "↗", "↻", "○", "✓", "✦"] as const;
