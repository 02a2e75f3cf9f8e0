import { absoluteUrl, shareImagePath } from "./seo";
import { site } from "./site";

/** Structured data for search engines (schema.org as JSON-LD), built from the site's config and content. */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

const COUNTRY = { code: "CA", name: "Canada" } as const;

/** The studio as a local business in its city, for the home page. */
export function localBusinessJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl("/")}#studio`,
    name: site.name,
    description: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/generated/icons/icon-512.png"),
    image: absoluteUrl(shareImagePath("/")),
    email: site.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.city,
      addressRegion: site.province,
      addressCountry: COUNTRY.code,
    },
    areaServed: [
      { "@type": "City", name: site.city },
      { "@type": "Country", name: COUNTRY.name },
    ],
    sameAs: [site.videoChannelUrl],
  };
}

export interface ProductFacts {
  /** The product page's path, e.g. "/shop/web-design". */
  path: string;
  name: string;
  description: string;
  category: string;
  /** Canadian dollars. */
  price: number;
  /** Public image paths, e.g. "/generated/shop/web-design-1.webp". */
  images: readonly string[];
}

/** A fixed-price package as a Product with one Offer in Canadian dollars, for its detail page. */
export function productJsonLd({ path, name, description, category, price, images }: ProductFacts): JsonLd {
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    category,
    url,
    image: images.map(absoluteUrl),
    brand: { "@type": "Brand", name: site.name },
    offers: {
      "@type": "Offer",
      url,
      price: price.toFixed(2),
      priceCurrency: "CAD",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    },
  };
}

/**
 * JSON for an inline <script>: "<" (and ">", "&", the JS line separators) are escaped as \u sequences,
 * so no value can close the script element or open a comment, whatever the content says.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
