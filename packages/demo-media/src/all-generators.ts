import type { MediaGenerator } from "./generator";
import { aboutStudioGenerator } from "./generators/about-studio";
import { brandGenerator } from "./generators/brand";
import { clientsGenerator } from "./generators/clients";
import { heroReelGenerator } from "./generators/hero-reel";
import { iconsGenerator } from "./generators/icons";
import { portfolioGenerator } from "./generators/portfolio";
import { reviewPostsGenerator } from "./generators/review-posts";
import { servicesClipsGenerator } from "./generators/services-clips";
import { servicesCollageGenerator } from "./generators/services-collage";
import { shopGenerator } from "./generators/shop";
import { shopAddonsGenerator } from "./generators/shop-addons";
import { siteFontGenerator } from "./generators/site-font";
import { socialGenerator } from "./generators/social";
import { teamGenerator } from "./generators/team";
import { tourGenerator } from "./generators/tour";
import { vantaroomEnhancementsGenerator } from "./generators/vantaroom-enhancements";
import { vantaroomLogosGenerator } from "./generators/vantaroom-logos";
import { vantaroomPackagesGenerator } from "./generators/vantaroom-packages";
import { vantaroomReelGenerator } from "./generators/vantaroom-reel";

/** Every media set the site needs, in order. To add a set, write a generator and list it here. */
export const generators: MediaGenerator[] = [
  siteFontGenerator,
  brandGenerator,
  clientsGenerator,
  iconsGenerator,
  shopGenerator,
  portfolioGenerator,
  servicesCollageGenerator,
  teamGenerator,
  heroReelGenerator,
  servicesClipsGenerator,
  aboutStudioGenerator,
  vantaroomReelGenerator,
  vantaroomEnhancementsGenerator,
  tourGenerator,
  shopAddonsGenerator,
  vantaroomPackagesGenerator,
  vantaroomLogosGenerator,
  reviewPostsGenerator,
  // Last: the share cards show pictures the generators above make.
  socialGenerator,
];
