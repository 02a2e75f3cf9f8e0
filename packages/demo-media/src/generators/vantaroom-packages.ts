import { vantaroomPackages } from "../../../../src/content/vantaroom";
import type { MediaGenerator } from "../generator";
import { generatedDir } from "../paths";
import { rasteriseWebp } from "../raster";
import { loadFonts } from "../typography";
import { packageDesigns } from "../vantaroom-packages/packages";

/** Every package picture must fit this budget; the encoder lowers quality until it does. */
export const PACKAGE_IMAGE_MAX_BYTES = 60 * 1024;

/** Content paths are public URLs ("/generated/vantaroom/packages/x.webp"); files live under public/. */
export function packageOutputPath(publicPath: string): string {
  if (!publicPath.startsWith("/generated/")) throw new Error(`Package image ${publicPath} is not under /generated/`);
  return `${generatedDir}${publicPath.slice("/generated".length)}`;
}

export interface PackageShot {
  /** The URL the content lists. */
  url: string;
  svg: () => string;
}

/** One picture per package in the content, in its order. */
export function packageShots(): PackageShot[] {
  return vantaroomPackages.map((pkg) => {
    const design = packageDesigns[pkg.id];
    return { url: pkg.image, svg: () => design.draw(`${pkg.name}: ${design.title}`) };
  });
}

export const vantaroomPackagesGenerator: MediaGenerator = {
  name: "vantaroom-packages",
  module: import.meta.url,
  outputs: vantaroomPackages.map((pkg) => packageOutputPath(pkg.image)),
  async generate() {
    await loadFonts();
    const files = await Promise.all(
      packageShots().map(
        async (shot) =>
          [
            packageOutputPath(shot.url),
            await rasteriseWebp(shot.svg(), { maxBytes: PACKAGE_IMAGE_MAX_BYTES }),
          ] as const,
      ),
    );
    return new Map(files);
  },
};
