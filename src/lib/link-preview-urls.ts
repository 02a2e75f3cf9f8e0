import { site } from "@/src/config/site";

/** The service's request for a site's metadata and a screenshot. */
export function previewRequestUrl(siteUrl: string, baseUrl = site.previewServiceUrl): string {
  const url = new URL(baseUrl);
  url.searchParams.set("url", siteUrl);
  url.searchParams.set("meta", "true");
  url.searchParams.set("screenshot", "true");
  return url.toString();
}

/** The same service used directly as an image source: the site's screenshot. */
export function screenshotImageUrl(siteUrl: string, baseUrl = site.previewServiceUrl): string {
  const url = new URL(baseUrl);
  url.searchParams.set("url", siteUrl);
  url.searchParams.set("screenshot", "true");
  url.searchParams.set("meta", "false");
  url.searchParams.set("embed", "screenshot.url");
  return url.toString();
}
