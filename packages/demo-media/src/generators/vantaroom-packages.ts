import type { MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { packageDesigns } from "../vantaroom-packages/packages";

/** Every package picture must fit this budget; the encoder lowers quality until it does. */
export const PACKAGE_IMAGE_MAX_BYTES = 60 * 1024;

const vantaroomPackages = siteData("vantaroomPackages");

export interface PackageShot {
  /** The URL the content lists. */
  url: string;
  svg: () => string;
}

/** One picture per package in the content, in its order. */
export function packageShots(): PackageShot[] {
  return vantaroomPackages.map((pkg) => {
    const design = packageDesigns[pkg.id];
    if (!design) throw new Error(`VantaRoom package ${pkg.id} has no design in the kit's vantaroom-packages/`);
    return { url: pkg.image, svg: () => design.draw(`${pkg.name}: ${design.title}`) };
  });
}

export const vantaroomPackagesGenerator: MediaGenerator = {
  name: "vantaroom-packages",
  module: import.meta.url,
  outputs: vantaroomPackages.map((pkg) => publicFile(pkg.image)),
  async generate() {
    await loadFonts();
    const files = await Promise.all(
      packageShots().map(
        async (shot) =>
          [publicFile(shot.url), await rasteriseWebp(shot.svg(), { maxBytes: PACKAGE_IMAGE_MAX_BYTES })] as const,
      ),
    );
    return new Map(files);
  },
};
