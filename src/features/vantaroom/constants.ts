/** VantaRoom's rules (docs/vantaroom.md). */

/** Where a section's top lands below the viewport's top when the page's own links scroll to it. */
export const SECTION_SCROLL_OFFSET_PX = 80;
/** A package card lists this many features, then '+ N more'. */
export const PACKAGE_FEATURES_SHOWN = 4;
/** The page's own section links, in order. */
export const SECTION_LINKS = [
  { id: "features", label: "Features" },
  { id: "services", label: "Services" },
  { id: "pricing", label: "Pricing" },
] as const;

/** The landing page's reel: committed media (packages/demo-media/src/generators/vantaroom-reel.ts). */
export const VANTAROOM_REEL = {
  src: "/media/vantaroom/hero-reel.mp4",
  poster: "/media/vantaroom/hero-reel-poster.webp",
} as const;
