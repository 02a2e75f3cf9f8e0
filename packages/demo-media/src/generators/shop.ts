import { inParallel, type MediaGenerator } from "../generator";
import type { ShotDesign } from "../kit";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { brandIdentityShots } from "../shop/brand-identity";
import { logoDesignShots } from "../shop/logo-design";
import { placeholderSvg } from "../shop/placeholder";
import { printDesignShots } from "../shop/print-design";
import { productPhotographyShots } from "../shop/product-photography";
import { socialMediaShots } from "../shop/social-media";
import { webDesignShots } from "../shop/web-design";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";

const shopPackages = siteData("shopPackages");

/** Public path of the tile the cart shows when a product image fails to load. */
export const SHOP_PLACEHOLDER = "/generated/shop/placeholder.webp";

/** Every shot must fit this budget; the encoder lowers quality until it does. */
export const SHOP_IMAGE_MAX_BYTES = 118 * 1024;

/** The designs for each package, in gallery order: the first is also the cart thumbnail. */
const designs: Readonly<Record<string, readonly ShotDesign[]>> = {
  "logo-design": logoDesignShots,
  "social-media": socialMediaShots,
  "web-design": webDesignShots,
  "brand-identity": brandIdentityShots,
  "product-photography": productPhotographyShots,
  "print-design": printDesignShots,
};

export interface ShopShot {
  /** The URL the content lists. */
  url: string;
  svg: () => string;
}

/** One shot per image path in the content, in order, plus the placeholder. */
export function shopShots(): ShopShot[] {
  const shots = shopPackages.flatMap((pkg) => {
    const available = designs[pkg.id] ?? [];
    if (pkg.images.length > available.length) {
      throw new Error(
        `${pkg.id} lists ${pkg.images.length} images but the kit's shop/ has ${available.length} designs for it`,
      );
    }
    return pkg.images.map((url, i) => {
      const design = available[i] as ShotDesign;
      return { url, svg: () => design.draw(`${pkg.name}: ${design.title}`) };
    });
  });
  return [...shots, { url: SHOP_PLACEHOLDER, svg: placeholderSvg }];
}

export const shopGenerator: MediaGenerator = {
  name: "shop",
  module: import.meta.url,
  outputs: shopShots().map((shot) => publicFile(shot.url)),
  async generate() {
    await loadFonts();
    // A few at a time: each raster is 7 MB of pixels and sharp already spreads work over the cores.
    return inParallel(shopShots(), 3, async (shot) => [
      publicFile(shot.url),
      await rasteriseWebp(shot.svg(), { maxBytes: SHOP_IMAGE_MAX_BYTES }),
    ]);
  },
};
