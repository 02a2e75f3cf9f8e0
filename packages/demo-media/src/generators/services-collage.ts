import { inParallel, type MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { collageImages } from "../services/images";
import { CARD_SHAPES, type CardShape, type CollageImage } from "../services/kit";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";

/**
 * The services page's collage stills: one designed picture for every image piece in
 * the site's services collages, drawn to the shape of the card the collage puts it in. The
 * moving pieces and their posters are the committed services-clips generator's.
 */

/** Cards show at most ~550 CSS px; at 2x a WebP this size stays sharp. */
export const COLLAGE_IMAGE_MAX_BYTES = 88 * 1024;

export interface CollageStill {
  /** The public URL the content lists, e.g. "/generated/services/brand-systems-1.webp". */
  url: string;
  /** Where it is written, under public/. */
  output: string;
  /** The piece's alt text, which is also the picture's accessible name. */
  alt: string;
  shape: CardShape;
  design: CollageImage;
}

/** "/generated/services/brand-systems-1.webp" → "brand-systems-1". */
export function pieceKey(url: string): string {
  return (url.split("/").pop() as string).replace(/\.[a-z0-9]+$/, "");
}

/** Every still in the content, in page order, paired with its design; throws if one is missing or drawn to the wrong card. */
export function collageStills(): CollageStill[] {
  return siteData("collages").flatMap((collage) =>
    collage.flatMap((piece, index) => {
      if (piece.kind !== "image") return [];
      const key = pieceKey(piece.src);
      const design = collageImages[key];
      if (!design) throw new Error(`Services collage piece ${piece.src} has no design in the kit's services/`);
      const shape = CARD_SHAPES[index] as CardShape;
      if (design.shape !== shape)
        throw new Error(`${piece.src} is drawn ${design.shape} but the collage shows piece ${index + 1} as ${shape}`);
      return [{ url: piece.src, output: publicFile(piece.src), alt: piece.alt, shape, design }];
    }),
  );
}

export const servicesCollageGenerator: MediaGenerator = {
  name: "services-collage",
  module: import.meta.url,
  outputs: collageStills().map((still) => still.output),
  async generate() {
    await loadFonts();
    return inParallel(collageStills(), 2, async (still) => [
      still.output,
      await rasteriseWebp(still.design.draw(still.alt), { maxBytes: COLLAGE_IMAGE_MAX_BYTES, quality: 84 }),
    ]);
  },
};
