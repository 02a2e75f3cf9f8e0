import type { MetadataRoute } from "next";
import { site } from "@/src/config/site";
import { shopPackages } from "@/src/content/shop-packages";

const pages = ["/", "/services", "/vantaroom", "/about", "/contact", "/shop", "/property"];

// Client review pages are reached from a link the studio sends, so they are left out.
export default function sitemap(): MetadataRoute.Sitemap {
  return [...pages, ...shopPackages.map(({ id }) => `/shop/${id}`)].map((path) => ({
    url: new URL(path, site.url).toString(),
  }));
}
