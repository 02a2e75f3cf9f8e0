import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brandMark } from "../../src/config/brand-mark";
import { FONT_CUTS, SYSTEM_FONT_FALLBACKS } from "../../src/config/font-cuts";
import { palette } from "../../src/config/palette";
import { SHARE_IMAGE, shareImagePath } from "../../src/config/seo";
import { location, site } from "../../src/config/site";
import { clients } from "../../src/content/clients";
import { publicPaths } from "../../src/content/page-paths";
import { portfolioItems } from "../../src/content/portfolio";
import { properties } from "../../src/content/properties";
import { reviewClients } from "../../src/content/review-clients";
import { servicesSections } from "../../src/content/services-sections";
import { shopAddons } from "../../src/content/shop-addons";
import { shopPackages } from "../../src/content/shop-packages";
import { teamMembers } from "../../src/content/team";
import {
  additionalEnhancements,
  featuredEnhancements,
  trustedLogos,
  vantaroomPackages,
} from "../../src/content/vantaroom";
import { POSTS_PER_CLIENT } from "../../src/features/review/constants";
import { postFormat, postImagePath, postSize } from "../../src/features/review/post-media";
import { formatCad } from "../../src/lib/money";

/** Every character above ASCII in the pages' source (src/ and app/, tests aside), in code point order. */
export function pageCharacters(root: string): string[] {
  const found = new Set<string>();
  for (const dir of ["src", "app"]) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      for (const character of readFileSync(join(entry.parentPath, entry.name), "utf8"))
        if ((character.codePointAt(0) as number) > 0x7f) found.add(character);
    }
  }
  return [...found].sort((a, b) => (a.codePointAt(0) as number) - (b.codePointAt(0) as number));
}

/**
 * What the media kit (packages/demo-media) needs of the site, as plain data: the identity, palette
 * and brand mark it draws with, the font cuts, and from the content exactly the fields its pictures
 * show and the paths they go to. The kit imports none of the site's code; it reads this, written by
 * scripts/media-brief.ts before every `npm run media`, so identity set in the environment reaches the
 * pictures too.
 */
export function mediaBrief(root: string) {
  return {
    identity: { name: site.name, shortName: site.shortName, email: site.email, tagline: site.tagline, location },
    palette,
    brandMark,
    fonts: { cuts: FONT_CUTS, characters: pageCharacters(root), fallbacks: SYSTEM_FONT_FALLBACKS },
    clients: clients.map(({ id, name, imageSrc }) => ({ id, name, logo: imageSrc })),
    portfolio: portfolioItems.map((item) => ({
      id: item.id,
      title: item.title,
      subtitle: item.subtitle,
      category: item.category,
      tagline: item.tagline,
      description: item.description,
      style: item.style,
      tools: item.tools,
      imageSrc: item.imageSrc,
      mockupImage: item.mockupImage,
      additionalMockups: item.additionalMockups,
      documentLink: item.documentLink,
    })),
    shopPackages: shopPackages.map(({ id, name, category, price, description, images }) => ({
      id,
      name,
      category,
      price,
      priceLabel: formatCad(price),
      description,
      images,
    })),
    shopAddons: shopAddons.map(({ id, name, image }) => ({ id, name, image })),
    team: teamMembers.map(({ id, name, portrait }) => ({ id, name, portrait })),
    collages: servicesSections.map((section) => section.collage),
    vantaroomPackages: vantaroomPackages.map(({ id, name, image }) => ({ id, name, image })),
    enhancements: [
      ...featuredEnhancements.map((service) => ({ service, featured: true })),
      ...additionalEnhancements.map((service) => ({ service, featured: false })),
    ].map(({ service: { id, beforeImage, beforeAlt, afterImage, afterAlt }, featured }) => ({
      id,
      featured,
      beforeImage,
      beforeAlt,
      afterImage,
      afterAlt,
    })),
    trustedLogos,
    properties: properties.map(
      ({ id, name, location, image, frameCount, frameWidths, framePath, minimaps, waypoints }) => ({
        id,
        name,
        location,
        image,
        frameCount,
        frameWidths,
        framePath,
        minimaps,
        waypoints: waypoints.map(({ id, name, frame, floor, x, y }) => ({ id, name, frame, floor, x, y })),
      }),
    ),
    reviewClients: reviewClients.map(({ id, name }) => ({
      id,
      name,
      posts: Array.from({ length: POSTS_PER_CLIENT }, (_, index) => ({
        image: postImagePath(id, index + 1),
        format: postFormat(index + 1),
        ...postSize(index + 1),
      })),
    })),
    pages: publicPaths().map((path) => ({ path, shareImage: shareImagePath(path) })),
    shareImage: SHARE_IMAGE,
  };
}
