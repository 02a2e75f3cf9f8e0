import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { MediaGenerator } from "../generator";
import { projectRoot, publicFile } from "../paths";
import { withinBudget } from "../raster";
import { siteData } from "../site-data";
import { aboutStudioGenerator, STUDIO_POSTER } from "./about-studio";
import { reviewPostsGenerator } from "./review-posts";
import { servicesCollageGenerator } from "./services-collage";
import { shopGenerator } from "./shop";
import { tourGenerator } from "./tour";
import { vantaroomEnhancementsGenerator } from "./vantaroom-enhancements";
import { PICTURE_BOXES, shareCardSvg, type Picture, type ShareCard } from "../social/card";
import { loadFonts } from "../typography";

const identity = siteData("identity");
const shopPackages = siteData("shopPackages");
const properties = siteData("properties");
const reviewClients = siteData("reviewClients");

/** Every card must fit this budget (platforms fetch it on each share); the encoder lowers quality until it does. */
export const SHARE_CARD_MAX_BYTES = 150 * 1024;

/**
 * The generators whose pictures the cards show. They run earlier in generators.ts, and
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
type CardPlan = Omit<ShareCard, "visual"> & { output: string; pictures: readonly string[] };

const shopImage = (id: string) => shopPackages.find((pkg) => pkg.id === id)?.images[0] ?? "";
const firstPost = (clientId: string) => reviewClients.find((client) => client.id === clientId)?.posts[0]?.image;

const publicUrl = (output: string) => output.replace(/^public/, "");
const firstSentence = (text: string) => (text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text).trim();
const lastWordLit = (name: string) => name.replace(/(\S+)$/, "*$1*");

/** The static pages' cards, by route; the dynamic ones follow from their content below. */
function staticCards(): Record<string, Omit<CardPlan, "path" | "output">> {
  const cheapest = shopPackages.reduce((low, pkg) => (pkg.price < low.price ? pkg : low));
  return {
    "/": {
      eyebrow: `Creative studio · ${identity.location}`,
      headline: "Visual stories that *move* brands.",
      line: identity.tagline,
      pictures: [],
    },
    "/services": {
      eyebrow: "Services",
      headline: "Working, *together*",
      line: "Brand systems, web and product, photo and video, AI and real estate, under one roof.",
      pictures: siteData("collages")
        .slice(0, 2)
        .map((collage) => collage.find((piece) => piece.kind === "image")?.src ?? ""),
    },
    "/vantaroom": {
      eyebrow: "VantaRoom · Real estate visuals",
      headline: "Listings that *sell the room*",
      line: "HDR photography, floor plans, virtual staging and tours. Core assets within six hours.",
      pictures: [siteData("enhancements").find((e) => e.id === "twilight-conversion")?.afterImage ?? ""],
    },
    "/about": {
      eyebrow: `About · ${identity.location}`,
      headline: "A boutique studio built for *impact*",
      line: "Our mission, our process and the people who do the work.",
      pictures: [publicUrl(STUDIO_POSTER)],
    },
    "/contact": {
      eyebrow: `Contact · ${identity.location}`,
      headline: "Let's *talk*",
      line: "Tell us where you want to be in a year. We answer every message within one business day.",
      badge: identity.email,
      pictures: [],
    },
    "/shop": {
      eyebrow: "Shop · Fixed-price packages",
      headline: "Clear scope, *clear price*",
      line: "Logos, social media, websites, brand identity, product photography and print.",
      badge: `From ${cheapest.priceLabel}`,
      pictures: ["web-design", "brand-identity", "logo-design"].map(shopImage),
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
      pictures: ["wecaremovers", "naanbruder", "roofrightexteriors"].flatMap((id) => firstPost(id) ?? []),
    },
  };
}

/** One card per public page the site lists, in that order, written where the site's metadata points. */
export function cardPlans(): CardPlan[] {
  const statics = staticCards();
  return siteData("pages").map(({ path, shareImage }) => {
    const output = publicFile(shareImage);
    const pkg = shopPackages.find((candidate) => `/shop/${candidate.id}` === path);
    if (pkg) {
      return {
        path,
        output,
        eyebrow: `Shop · ${pkg.category}`,
        headline: lastWordLit(pkg.name),
        line: firstSentence(pkg.description),
        badge: pkg.priceLabel,
        pictures: [pkg.images[0] as string],
      };
    }
    const property = properties.find((candidate) => `/property/${candidate.id}` === path);
    if (property) {
      return {
        path,
        output,
        eyebrow: `VantaWalk tour · ${property.location}`,
        headline: lastWordLit(property.name),
        line: "Walk through the home room by room: an interactive tour with floor plans.",
        badge: `${Object.keys(property.minimaps).length} floors · ${property.frameCount} frames`,
        pictures: [property.image],
      };
    }
    const plan = statics[path];
    if (!plan) throw new Error(`No share card for ${path}: add one to the kit's generators/social.ts`);
    return { path, output, ...plan };
  });
}

/** Reads a picture another generator made and fits it to the box the fan gives it, at 2x for a clean turn. */
async function readPicture(url: string, count: number): Promise<Picture> {
  const output = publicFile(url);
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
  const { pictures: _, output: __, ...copy } = plan;
  const card: ShareCard = {
    ...copy,
    visual: pictures.length === 0 ? { kind: "mark" } : { kind: "pictures", pictures },
  };
  const raw = await sharp(Buffer.from(shareCardSvg(card)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return withinBudget(
    (quality) =>
      sharp(raw.data, { raw: raw.info }).jpeg({ quality, mozjpeg: true, chromaSubsampling: "4:4:4" }).toBuffer(),
    { maxBytes: SHARE_CARD_MAX_BYTES, quality: 86, step: 4, minQuality: 50 },
  );
}

/**
 * The share card of every public page, a JPEG at the site's share-image size (1200 × 630), at the
 * path the site's page metadata names for it. Listed after the generators whose pictures it shows.
 */
export const socialGenerator: MediaGenerator = {
  name: "social",
  module: import.meta.url,
  outputs: cardPlans().map((plan) => plan.output),
  async generate() {
    await loadFonts();
    const files = new Map<string, Uint8Array>();
    for (const plan of cardPlans()) files.set(plan.output, await renderCard(plan));
    return files;
  },
};
