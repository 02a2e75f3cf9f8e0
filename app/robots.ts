import type { MetadataRoute } from "next";
import { disallowedPaths } from "@/src/config/routes";
import { site } from "@/src/config/site";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...disallowedPaths] },
    sitemap: new URL("/sitemap.xml", site.url).toString(),
  };
}
