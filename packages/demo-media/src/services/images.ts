import { aiAndAutomationImages } from "./ai-and-automation";
import { brandSystemsImages } from "./brand-systems";
import { contentAndGrowthImages } from "./content-and-growth";
import { generativeImages } from "./generative-intelligence";
import { indigenousLanguageImages } from "./indigenous-language-and-education";
import type { CollageImage } from "./kit";
import { photoVideoImages } from "./photo-video-and-animation";
import { realEstateImages } from "./real-estate";
import { webAndProductImages } from "./web-and-product";

/** Every collage still's design, by the file name the content gives it ("brand-systems-1"). */
export const collageImages: Readonly<Record<string, CollageImage>> = {
  ...brandSystemsImages,
  ...webAndProductImages,
  ...contentAndGrowthImages,
  ...photoVideoImages,
  ...aiAndAutomationImages,
  ...realEstateImages,
  ...indigenousLanguageImages,
  ...generativeImages,
};
