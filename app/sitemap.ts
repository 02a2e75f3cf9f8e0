import type { MetadataRoute } from "next";
import { siteRoutes } from "@/src/config/routes";
import { site } from "@/src/config/site";
import { properties } from "@/src/content/properties";
import { shopPackages } from "@/src/content/shop-packages";

/** The concrete URLs of each dynamic route, from the content that defines them. */
const expansions: Record<string, () => string[]> = {
  "/shop/[id]": () => shopPackages.map(({ id }) => `/shop/${id}`),
  "/property/[propertyId]": () => properties.map(({ id }) => `/property/${id}`),
};

export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes
    .filter((entry) => entry.indexed)
    .flatMap(({ route }) => {
      if (!route.includes("[")) return [route];
      const expand = expansions[route];
      if (!expand) throw new Error(`The sitemap does not know the pages of ${route}; add them to app/sitemap.ts`);
      return expand();
    })
    .map((path) => ({ url: new URL(path, site.url).toString() }));
}
