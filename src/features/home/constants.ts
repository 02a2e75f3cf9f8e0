export const HERO_VIDEO = {
  src: "/media/hero-reel.mp4",
  poster: "/media/hero-reel-poster.webp",
  width: 1280,
  height: 720,
} as const;

export const STATEMENT =
  "WE DESIGN VISUAL STORIES THAT CAPTIVATE, INSPIRE, AND TRANSFORM YOUR BRAND INTO AN UNFORGETTABLE EXPERIENCE.";
