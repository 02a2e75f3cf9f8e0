/**
 * The brand palette as plain hex values, for code that cannot read CSS custom properties
 * (the media generators, the web manifest, the viewport theme colour).
 * `app/globals.css` declares the same roles as CSS custom properties; palette.test.ts fails when they differ.
 */
export const palette = {
  background: "#0b0b0c",
  backgroundSecondary: "#151517",
  accent: "#ff5a1f",
  accentGlow: "#ff8a3d",
  heading: "#f6f3ee",
  text: "#d9d5ce",
  subtext: "#9a958d",
  outline: "#2c2b2e",
} as const;
