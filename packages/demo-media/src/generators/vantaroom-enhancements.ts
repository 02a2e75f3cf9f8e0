import { inParallel, type MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { siteData, type Enhancement } from "../site-data";
import { ENHANCEMENT_DESIGNS, type EnhancementDesign, type Side } from "../vantaroom/enhancements";
import { photoWebp } from "../vantaroom/photo";

/**
 * VantaRoom's before/after gallery: for every enhancement service the site lists
 * (the four featured and the eight revealed by 'View All Enhancement Options'), the same scene
 * before and after the edit, as 1200 × 800 WebPs the page overlays with a draggable divider.
 * Generated at build time (public/generated is not committed).
 */

/** A gallery card shows a pair at most ~600 CSS px wide; 1200 px keeps it sharp at 2x. */
export const ENHANCEMENT_MAX_BYTES = 70 * 1024;

export interface EnhancementImage {
  id: string;
  side: Side;
  /** The public URL the content lists. */
  url: string;
  /** Where it is written, under public/. */
  output: string;
  /** Its alt text, which is also the picture's accessible name. */
  alt: string;
  design: EnhancementDesign;
}

/** Every image in the content, in page order, paired with its design; throws if a service has none. */
export function enhancementImages(services: readonly Enhancement[] = siteData("enhancements")): EnhancementImage[] {
  return services.flatMap((service) => {
    const design = ENHANCEMENT_DESIGNS[service.id];
    if (!design) throw new Error(`VantaRoom enhancement "${service.id}" has no design in the kit's vantaroom/`);
    return [
      { side: "before" as const, url: service.beforeImage, alt: service.beforeAlt },
      { side: "after" as const, url: service.afterImage, alt: service.afterAlt },
    ].map(({ side, url, alt }) => ({ id: service.id, side, url, output: publicFile(url), alt, design }));
  });
}

/** One image's WebP. */
export function renderEnhancement(image: EnhancementImage): Promise<Buffer> {
  return photoWebp(image.design.draw(image.side, image.alt), { maxBytes: ENHANCEMENT_MAX_BYTES });
}

export const vantaroomEnhancementsGenerator: MediaGenerator = {
  name: "vantaroom-enhancements",
  module: import.meta.url,
  outputs: enhancementImages().map((image) => image.output),
  async generate() {
    return inParallel(enhancementImages(), 2, async (image) => [image.output, await renderEnhancement(image)]);
  },
};
