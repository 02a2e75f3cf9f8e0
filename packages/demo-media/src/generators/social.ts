import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { shareImagePath } from "../../../../src/config/seo";
import { location, site } from "../../../../src/config/site";
import { publicPaths } from "../../../../src/content/page-paths";
import { properties } from "../../../../src/content/properties";
import { reviewClients } from "../../../../src/content/review-clients";
import { servicesSections } from "../../../../src/content/services-sections";
import { shopPackages } from "../../../../src/content/shop-packages";
import { featuredEnhancements } from "../../../../src/content/vantaroom";
import { postImagePath } from "../../../../src/features/review/post-media";
import { formatCad } from "../../../../src/lib/money";
import type { MediaGenerator } from "../generator";
import { generatedDir, projectRoot } from "../paths";
import { PICTURE_BOXES, shareCardSvg, type Picture, type ShareCard } from "../social/card";
import { loadFonts } from "../typography";
import { aboutStudioGenerator, STUDIO_POSTER } from "./about-studio";
import { reviewPostsGenerator } from "./review-posts";
import { servicesCollageGenerator } from "./services-collage";
import { shopGenerator } from "./shop";
import { tourGenerator } from "./tour";
import { vantaroomEnhancementsGenerator } from "./vantaroom-enhancements";

/** Every card must fit this budget (platforms fetch it on each share); the encoder lowers quality until it does. */
export const SHARE_CARD_MAX_BYTES = 150 * 1024;

/**
 * The generators whose pictures the cards show. They run earlier in scripts/media/index.ts, and
 * importing them here puts their designs in this generator's fingerprint, so a card is redrawn
 * when a picture on it changes.
 */
const pictureSources: readonly MediaGenerator[] = [
  shopGenerator,
  servicesCollageGenerator,
  vantaroomEnhancementsGenerator,
  aboutStudioGenerator,
  tourGenerator,
  reviewPostsGenerator,
];

/** A card's copy and the public URLs of its pictures (or the brand mark), before the pictures are read. */
type CardPlan = Omit<ShareCard, "visual"> & { pictures: readonly string[] };

const publicUrl = (output: string) => output.replace(/^public/, "");
const firstSentence = (text: string) => (text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text).trim();
const lastWordLit = (name: string) => name.replace(/(\S+)$/, "*$1*");

/** The static pages' cards, by route; the dynamic ones follow from their content below. */
function staticCards(): Record<string, Omit<CardPlan, "path">> {
  const cheapest = Math.min(...shopPackages.map((pkg) => pkg.price));
  return {
    "/": {
      eyebrow: `Creative studio · ${location}`,
      headline: "Visual stories that *move* brands.",
      line: site.tagline,
      pictures: [],
    },
    "/services": {
      eyebrow: "Services",
      headline: "Working, *together*",
      line: "Brand systems, web and product, photo and video, AI and real estate, under one roof.",
      pictures: servicesSections
        .slice(0, 2)
        .map((section) => section.collage.find((piece) => piece.kind === "image")?.src ?? ""),
    },
    "/vantaroom": {
      eyebrow: "VantaRoom · Real estate visuals",
      headline: "Listings that *sell the room*",
      line: "HDR photography, floor plans, virtual staging and tours. Core assets within six hours.",
      pictures: [featuredEnhancements.find((e) => e.id === "twilight-conversion")?.afterImage ?? ""],
    },
    "/about": {
      eyebrow: `About · ${location}`,
      headline: "A boutique studio built for *impact*",
      line: "Our mission, our process and the people who do the work.",
      pictures: [publicUrl(STUDIO_POSTER)],
    },
    "/contact": {
      eyebrow: `Contact · ${location}`,
      headline: "Let's *talk*",
      line: "Tell us where you want to be in a year. We answer every message within one business day.",
      badge: site.email,
      pictures: [],
    },
    "/shop": {
      eyebrow: "Shop · Fixed-price packages",
      headline: "Clear scope, *clear price*",
      line: "Logos, social media, websites, brand identity, product photography and print.",
      badge: `From ${formatCad(cheapest)}`,
      pictures: ["web-design", "brand-identity", "logo-design"].map(
        (id) => shopPackages.find((pkg) => pkg.id === id)?.images[0] ?? "",
      ),
    },
    "/property": {
      eyebrow: "VantaWalk tours",
      headline: "Property *tours*",
      line: "Walk through a listing frame by frame and jump between rooms from the floor plan.",
      pictures: properties.slice(0, 3).map((property) => property.image),
    },
    "/mockup-calculator": {
      eyebrow: "Client review",
      headline: "This month's *posts*",
      line: "Approve, ask for a replacement, and pin comments where they matter.",
      pictures: ["wecaremovers", "naanbruder", "roofrightexteriors"]
        .filter((id) => reviewClients.some((client) => client.id === id))
        .map((id) => postImagePath(id, 1)),
    },
  };
}

/** One card per public page (src/content/page-paths.ts), in that order. */
export function cardPlans(): CardPlan[] {
  const statics = staticCards();
  return publicPaths().map((path) => {
    const pkg = shopPackages.find((candidate) => `/shop/${candidate.id}` === path);
    if (pkg) {
      return {
        path,
        eyebrow: `Shop · ${pkg.category}`,
        headline: lastWordLit(pkg.name),
        line: firstSentence(pkg.description),
        badge: formatCad(pkg.price),
        pictures: [pkg.images[0] as string],
      };
    }
    const property = properties.find((candidate) => `/property/${candidate.id}` === path);
    if (property) {
      return {
        path,
        eyebrow: `VantaWalk tour · ${property.location}`,
        headline: lastWordLit(property.name),
        line: "Walk through the home room by room: an interactive tour with floor plans.",
        badge: `${Object.keys(property.minimaps).length} floors · ${property.frameCount} frames`,
        pictures: [property.image],
      };
    }
    const plan = statics[path];
    if (!plan) throw new Error(`No share card for ${path}: add one to scripts/media/generators/social.ts`);
    return { path, ...plan };
  });
}

export const shareCardOutput = (path: string) => `${generatedDir}${shareImagePath(path).slice("/generated".length)}`;

/** Reads a picture another generator made and fits it to the box the fan gives it, at 2x for a clean turn. */
async function readPicture(url: string, count: number): Promise<Picture> {
  const output = `public${url}`;
  if (!pictureSources.some((source) => source.outputs.includes(output))) {
    throw new Error(`Share card picture ${url} is not made by a generator this one depends on`);
  }
  const file = readFileSync(join(projectRoot, output));
  const meta = await sharp(file).metadata();
  const [boxWidth, boxHeight] = PICTURE_BOXES[count as keyof typeof PICTURE_BOXES];
  const scale = Math.min(boxWidth / (meta.width ?? 1), boxHeight / (meta.height ?? 1));
  const width = Math.round((meta.width ?? 1) * scale);
  const height = Math.round((meta.height ?? 1) * scale);
  const jpeg = await sharp(file)
    .resize(width * 2, height * 2)
    .jpeg({ quality: 88 })
    .toBuffer();
  return { href: `data:image/jpeg;base64,${jpeg.toString("base64")}`, width, height };
}

export async function renderCard(plan: CardPlan): Promise<Buffer> {
  const pictures = await Promise.all(plan.pictures.map((url) => readPicture(url, plan.pictures.length)));
  const { pictures: _, ...copy } = plan;
  const card: ShareCard = {
    ...copy,
    visual: pictures.length === 0 ? { kind: "mark" } : { kind: "pictures", pictures },
  };
  const raw = await sharp(Buffer.from(shareCardSvg(card)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let quality = 86; ; quality -= 4) {
    const jpeg = await sharp(raw.data, { raw: raw.info })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:4:4" })
      .toBuffer();
    if (jpeg.length <= SHARE_CARD_MAX_BYTES || quality <= 50) return jpeg;
  }
}

/**
 * The share card of every public page, 1200 × 630 JPEG, at the path pageMetadata() (src/config/seo.ts)
 * names for it. Listed after the generators whose pictures it shows.
 */
export const socialGenerator: MediaGenerator = {
  name: "social",
  module: import.meta.url,
  outputs: cardPlans().map((plan) => shareCardOutput(plan.path)),
  async generate() {
    await loadFonts();
    const files = new Map<string, Uint8Array>();
    for (const plan of cardPlans()) files.set(shareCardOutput(plan.path), await renderCard(plan));
    return files;
  },
};
