import type { CollageClip } from "../kit";
import { aiAndAutomationClip } from "./ai-and-automation";
import { brandSystemsClip } from "./brand-systems";
import { contentAndGrowthClip } from "./content-and-growth";
import { generativeClip } from "./generative-intelligence";
import { indigenousLanguageClip } from "./indigenous-language-and-education";
import { photoVideoClip } from "./photo-video-and-animation";
import { realEstateClip } from "./real-estate";
import { webAndProductClip } from "./web-and-product";

/**
 * Every collage clip's design, by the file name the content gives it. Kept apart from the stills
 * (../images.ts): the clips are committed, and their generator's fingerprint should not move when
 * a still is edited.
 */
export const collageClips: Readonly<Record<string, CollageClip>> = {
  "brand-systems-2": brandSystemsClip,
  "web-and-product-3": webAndProductClip,
  "content-and-growth-3": contentAndGrowthClip,
  "photo-video-and-animation-2": photoVideoClip,
  "ai-and-automation-2": aiAndAutomationClip,
  "real-estate-3": realEstateClip,
  "indigenous-language-and-education-2": indigenousLanguageClip,
  "generative-intelligence-2": generativeClip,
};
