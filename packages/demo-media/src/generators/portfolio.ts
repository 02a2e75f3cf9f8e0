import sharp from "sharp";
import type { MediaGenerator } from "../generator";
import { Scene } from "../kit";
import { generatedDir, publicFile } from "../paths";
import { blackfootPortalDesign } from "../portfolio/blackfoot-portal";
import { caseStudyPdf, type Raster } from "../portfolio/case-study";
import { chinookArchDesign } from "../portfolio/chinook-arch";
import type { Picture, PortfolioDesign } from "../portfolio/design";
import { luxuryWindowsDesign } from "../portfolio/luxury-windows";
import { mellowYellowDesign } from "../portfolio/mellow-yellow";
import { naanBruderDesign } from "../portfolio/naan-bruder";
import { placeholderPicture } from "../portfolio/placeholder";
import { prairieSignalDesign } from "../portfolio/prairie-signal";
import { roofRightDesign } from "../portfolio/roof-right";
import { weCareMoversDesign } from "../portfolio/we-care-movers";
import { withinBudget } from "../raster";
import { siteData, type PortfolioItem } from "../site-data";
import { loadFonts } from "../typography";

const portfolioItems = siteData("portfolio");

/**
 * The portfolio's artwork: for every item its card image, its mockups and its case-study PDF,
 * plus the placeholder tile the grid falls back to. Paths come from the site's content, so the
 * site and the generator cannot disagree about a file name.
 */

export const designs: Readonly<Record<string, PortfolioDesign>> = {
  "we-care-movers-website": weCareMoversDesign,
  "naan-bruder-website": naanBruderDesign,
  "blackfoot-learner-portal": blackfootPortalDesign,
  "chinook-arch": chinookArchDesign,
  "prairie-signal": prairieSignalDesign,
  "roof-right-brand": roofRightDesign,
  "luxury-windows-lookbook": luxuryWindowsDesign,
  "mellow-yellow-photography": mellowYellowDesign,
};

export const PLACEHOLDER = `${generatedDir}/portfolio/placeholder.webp`;
/** The card is shown up to ~700 CSS px wide in the masonry grid; beyond this a WebP steps its quality down. */
export const IMAGE_BUDGET = 150 * 1024;

/** Each picture of an item paired with the file it is written to, card first. */
export function picturesOf(item: PortfolioItem): { path: string; picture: Picture }[] {
  const design = designs[item.id];
  if (!design) throw new Error(`Portfolio item "${item.id}" has no design in the kit's portfolio/`);
  const paths = [item.imageSrc, item.mockupImage, ...item.additionalMockups];
  const pictures = [design.card, ...design.mockups];
  if (paths.length !== pictures.length) {
    throw new Error(`Portfolio item "${item.id}" names ${paths.length} images but its design draws ${pictures.length}`);
  }
  return paths.map((path, i) => ({ path: publicFile(path), picture: pictures[i] as Picture }));
}

export function pictureSvg(picture: Picture): string {
  const scene = new Scene("portfolio", picture.width, picture.height);
  return scene.add(picture.draw(scene)).svg(picture.title);
}

/** Rasterises a picture once; the pixels feed both the WebP and the case study. */
export async function rasterisePicture(picture: Picture): Promise<Raster> {
  const svg = pictureSvg(picture);
  if (/<text[\s>]/.test(svg)) throw new Error(`"${picture.title}" contains <text>; set it with text() instead`);
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}

/** WebP at the best quality that fits the budget, stepping down from 82. */
export async function encodeWebp(raster: Raster, budget = IMAGE_BUDGET): Promise<Buffer> {
  const raw = { width: raster.width, height: raster.height, channels: raster.channels };
  return withinBudget(
    (quality) =>
      sharp(raster.data, { raw }).removeAlpha().webp({ quality, effort: 5, smartSubsample: true }).toBuffer(),
    { maxBytes: budget, quality: 82, step: 6, minQuality: 52 },
  );
}

/** Everything one item owns: its images and its case study. */
export async function generateItem(item: PortfolioItem): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const rendered: { raster: Raster; caption: string }[] = [];
  for (const { path, picture } of picturesOf(item)) {
    const raster = await rasterisePicture(picture);
    files.set(path, await encodeWebp(raster));
    rendered.push({ raster, caption: picture.title });
  }
  const [card, ...mockups] = rendered;
  files.set(publicFile(item.documentLink), await caseStudyPdf(item, (card as { raster: Raster }).raster, mockups));
  return files;
}

export const portfolioGenerator: MediaGenerator = {
  name: "portfolio",
  module: import.meta.url,
  outputs: [
    ...portfolioItems.flatMap((item) => [...picturesOf(item).map(({ path }) => path), publicFile(item.documentLink)]),
    PLACEHOLDER,
  ],
  async generate() {
    await loadFonts();
    const files = new Map<string, Uint8Array>();
    // Two items at a time: librsvg draws one picture per thread, and these machines have two cores.
    for (let i = 0; i < portfolioItems.length; i += 2) {
      const batch = await Promise.all(portfolioItems.slice(i, i + 2).map(generateItem));
      for (const item of batch) for (const [path, contents] of item) files.set(path, contents);
    }
    files.set(PLACEHOLDER, await encodeWebp(await rasterisePicture(placeholderPicture)));
    return files;
  },
};
