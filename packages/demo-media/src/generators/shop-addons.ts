import { shopAddons } from "../../../../src/content/shop-addons";
import type { MediaGenerator } from "../generator";
import { generatedDir } from "../paths";
import { rasteriseWebp } from "../raster";
import { addonDesigns } from "../shop/addons";
import { loadFonts } from "../typography";

/** Every add-on shot must fit this budget; the encoder lowers quality until it does. */
export const ADDON_IMAGE_MAX_BYTES = 70 * 1024;

/**
 * Content paths are public URLs ("/generated/shop/addons/x.webp"); files live under public/.
 * (shop.ts has the same rule, but importing it would tie this set's fingerprint to every package design.)
 */
export function addonOutputPath(publicPath: string): string {
  if (!publicPath.startsWith("/generated/")) throw new Error(`Add-on image ${publicPath} is not under /generated/`);
  return `${generatedDir}${publicPath.slice("/generated".length)}`;
}

export interface AddonShot {
  /** The URL the content lists. */
  url: string;
  svg: () => string;
}

/** One shot per add-on in the content, in its order. */
export function addonShots(): AddonShot[] {
  return shopAddons.map((addon) => {
    const design = addonDesigns[addon.id];
    if (!design) throw new Error(`Add-on ${addon.id} has no design in scripts/media/shop/addons.ts`);
    return { url: addon.image, svg: () => design.draw(`${addon.name}: ${design.title}`) };
  });
}

export const shopAddonsGenerator: MediaGenerator = {
  name: "shop-addons",
  module: import.meta.url,
  outputs: shopAddons.map((addon) => addonOutputPath(addon.image)),
  async generate() {
    await loadFonts();
    const shots = addonShots();
    const files = await Promise.all(
      shots.map(
        async (shot) =>
          [addonOutputPath(shot.url), await rasteriseWebp(shot.svg(), { maxBytes: ADDON_IMAGE_MAX_BYTES })] as const,
      ),
    );
    return new Map(files);
  },
};
