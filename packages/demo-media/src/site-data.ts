import { existsSync, readFileSync } from "node:fs";
import * as v from "valibot";
import { briefFile } from "./paths";

/**
 * What the kit knows of the site: the brief the site writes before each run (its own
 * scripts/media-brief.ts), validated here. The kit imports nothing of the site's code; a generator
 * reads a part with `siteData("part")`, and that call is how the fingerprint (fingerprint.ts) knows
 * which parts' data its outputs depend on, so a content edit remakes only the sets that show it.
 */

const text = v.pipe(v.string(), v.nonEmpty());
/** A public URL of a file the site serves, e.g. "/generated/shop/web-design-1.webp". */
const url = v.pipe(v.string(), v.regex(/^\/[^\s]*$/, "must be a site path"));
const hex = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/));
const size = v.object({ width: v.number(), height: v.number() });
/** A number pins a font axis; a range keeps that part of it. */
const axis = v.union([v.number(), v.object({ min: v.number(), max: v.number() })]);
const fontCut = v.object({ output: text, axes: v.record(text, axis) });

const briefSchema = v.object({
  identity: v.object({
    name: text,
    shortName: text,
    email: text,
    tagline: text,
    /** "Calgary, AB". */
    location: text,
  }),
  palette: v.object({
    background: hex,
    backgroundSecondary: hex,
    accent: hex,
    accentGlow: hex,
    heading: hex,
    text: hex,
    subtext: hex,
    outline: hex,
  }),
  /** The studio's mark on its 64-unit grid, with its ink bounds. */
  brandMark: v.object({
    size: v.number(),
    viewBox: text,
    path: text,
    bounds: v.object({ x0: v.number(), y0: v.number(), x1: v.number(), y1: v.number() }),
  }),
  /** The site's two Archivo cuts: where each goes (from the project root) and the axes it keeps. */
  fonts: v.object({
    cuts: v.object({ display: fontCut, text: fontCut }),
    /** Every character above ASCII the pages use, and those left to a system font on purpose. */
    characters: v.array(text),
    fallbacks: v.array(text),
  }),
  clients: v.array(v.object({ id: text, name: text, logo: url })),
  portfolio: v.array(
    v.object({
      id: text,
      title: text,
      subtitle: text,
      category: text,
      tagline: text,
      description: text,
      style: text,
      tools: v.array(text),
      imageSrc: url,
      mockupImage: url,
      additionalMockups: v.array(url),
      documentLink: url,
    }),
  ),
  shopPackages: v.array(
    v.object({
      id: text,
      name: text,
      category: text,
      /** The price as the site shows it, e.g. "$1,899.00 CAD"; `price` orders them. */
      priceLabel: text,
      price: v.number(),
      description: text,
      images: v.array(url),
    }),
  ),
  shopAddons: v.array(v.object({ id: text, name: text, image: url })),
  team: v.array(v.object({ id: text, name: text, portrait: url })),
  /** The services page's collages, section by section, in page order. */
  collages: v.array(
    v.array(
      v.variant("kind", [
        v.object({ kind: v.literal("image"), src: url, alt: text }),
        v.object({ kind: v.literal("video"), src: url, poster: url, alt: text }),
      ]),
    ),
  ),
  vantaroomPackages: v.array(v.object({ id: text, name: text, image: url })),
  /** VantaRoom's before/after services: the featured ones first, then those behind 'View All'. */
  enhancements: v.array(
    v.object({
      id: text,
      featured: v.boolean(),
      beforeImage: url,
      beforeAlt: text,
      afterImage: url,
      afterAlt: text,
    }),
  ),
  trustedLogos: v.array(v.object({ id: text, name: text, logo: url })),
  properties: v.array(
    v.object({
      id: text,
      name: text,
      location: text,
      image: url,
      frameCount: v.number(),
      frameWidths: v.array(v.number()),
      framePath: url,
      minimaps: v.record(text, url),
      waypoints: v.array(
        v.object({ id: text, name: text, frame: v.number(), floor: text, x: v.number(), y: v.number() }),
      ),
    }),
  ),
  reviewClients: v.array(
    v.object({
      id: text,
      name: text,
      posts: v.array(v.object({ image: url, format: v.picklist(["square", "portrait"]), ...size.entries })),
    }),
  ),
  /** Every public page and the share card pageMetadata() names for it, at `shareImage`'s size. */
  pages: v.array(v.object({ path: url, shareImage: url })),
  shareImage: size,
});

export type SiteData = v.InferOutput<typeof briefSchema>;
export type PortfolioItem = SiteData["portfolio"][number];
export type Enhancement = SiteData["enhancements"][number];

let brief: SiteData | undefined;

/** The brief, read and checked once per process. */
export function readBrief(): SiteData {
  if (brief) return brief;
  if (!existsSync(briefFile)) {
    throw new Error(`${briefFile} is missing: the site writes it (npm run media does, first)`);
  }
  const parsed = v.safeParse(briefSchema, JSON.parse(readFileSync(briefFile, "utf8")));
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
    throw new Error(`${briefFile} does not fit the kit's brief:\n  ${issues.join("\n  ")}`);
  }
  brief = parsed.output;
  return brief;
}

/** One part of the brief. Call it with a literal name: the fingerprint finds the parts a module reads by that call. */
export function siteData<K extends keyof SiteData>(part: K): SiteData[K] {
  return readBrief()[part];
}
