import type { Metadata } from "next";
import { location, site } from "./site";

/** Every page title reads "{page} — {studio}"; the root layout applies it, share cards repeat it. */
export const TITLE_SEPARATOR = " — ";
export const titleTemplate = `%s${TITLE_SEPARATOR}${site.name}`;
export const defaultTitle = `${site.name}${TITLE_SEPARATOR}Creative studio, ${location}`;
export const defaultDescription = `${site.name} is a ${location} creative studio: branding, web design and development, photography, real estate visuals and AI, for ambitious teams across Canada.`;

/** Share cards are drawn at the size Open Graph and X show large (the media kit's social generator, packages/demo-media). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** "/" → "home", "/shop/web-design" → "shop-web-design". */
export function pageSlug(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");
  return slug === "" ? "home" : slug;
}

/** The generated share card of a page (one per public page, drawn by the media pipeline). */
export function shareImagePath(path: string): string {
  return `/generated/social/${pageSlug(path)}.jpg`;
}

/** A page's absolute address on the configured site, e.g. "https://emberstudio.ca/shop". */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

export interface PageSeo {
  /** The page's own path, e.g. "/shop/web-design": its canonical URL and share card follow from it. */
  path: string;
  /** The page's name, set into the site's title template; `{ absolute }` for the home page's own title. */
  title: string | { absolute: string };
  description: string;
  /** What the share card shows, for people who cannot see it. */
  imageAlt?: string;
  /** A page the media kit draws no card for (a tour the studio made): its own picture and size. */
  image?: { url: string; width: number; height: number };
}

/**
 * Title, description, canonical URL, Open Graph and X card of a public page. Next merges metadata
 * per top-level key (a page's openGraph replaces the layout's whole), so every field is set here.
 */
export function pageMetadata({ path, title, description, imageAlt, image: own }: PageSeo): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = typeof title === "string" ? `${title}${TITLE_SEPARATOR}${site.name}` : title.absolute;
  const image = { url: shareImagePath(path), ...SHARE_IMAGE, ...own, alt: imageAlt ?? fullTitle, type: "image/jpeg" };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_CA",
      url,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [image] },
  };
}
