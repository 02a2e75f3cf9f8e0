import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/src/config/seo";
import { indexedPaths } from "@/src/content/page-paths";

export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPaths().map((path) => ({ url: absoluteUrl(path) }));
}
