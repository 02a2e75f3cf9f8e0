export const STUDIO_VIDEO = { src: "/media/about/studio.mp4", poster: "/media/about/studio-poster.webp" } as const;
export const CIRCULAR_TEXT = "CALGARY · CREATIVE STUDIO · BUILT FOR IMPACT · ";
