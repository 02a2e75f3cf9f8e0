/** The 'hover to explore' hint (docs/studio-site.md#services-page): it appears every 8 to 12 s, for 0.8 s. */
export const HINT_MIN_INTERVAL_MS = 8000;
export const HINT_MAX_INTERVAL_MS = 12000;
export const HINT_VISIBLE_MS = 800;
export const HINT_TEXT = "hover to explore";

export const HERO_ID = "services-hero";
export const CONTACT_BLOCK_ID = "lets-talk";
export const sectionId = (slug: string) => `service-${slug}`;
