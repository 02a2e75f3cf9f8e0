import type { MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { addonDesigns } from "../shop/addons";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";

const shopAddons = siteData("shopAddons");

/** Every add-on shot must fit this budget; the encoder lowers quality until it does. */
export const ADDON_IMAGE_MAX_BYTES = 70 * 1024;

export interface AddonShot {
  /** The URL the content lists. */
  url: string;
  svg: () => string;
}

/** One shot per add-on in the content, in its order. */
export function addonShots(): AddonShot[] {
  return shopAddons.map((addon) => {
    const design = addonDesigns[addon.id];
    if (!design) throw new Error(`Add-on ${addon.id} has no design in the kit's shop/addons.ts`);
    return { url: addon.image, svg: () => design.draw(`${addon.name}: ${design.title}`) };
  });
}

export const shopAddonsGenerator: MediaGenerator = {
  name: "shop-addons",
  module: import.meta.url,
  outputs: shopAddons.map((addon) => publicFile(addon.image)),
  async generate() {
    await loadFonts();
    const shots = addonShots();
    const files = await Promise.all(
      shots.map(
        async (shot) =>
          [publicFile(shot.url), await rasteriseWebp(shot.svg(), { maxBytes: ADDON_IMAGE_MAX_BYTES })] as const,
      ),
    );
    return new Map(files);
  },
};
