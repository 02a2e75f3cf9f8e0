import "server-only";
import { disallowedPaths, siteRoutes, type SiteRoute } from "@/src/config/routes";
import { properties } from "./properties";
import { shopPackages } from "./shop-packages";

/** The concrete URLs of each dynamic route, from the content that defines them. */
const expansions: Record<string, () => string[]> = {
  "/shop/[id]": () => shopPackages.map(({ id }) => `/shop/${id}`),
  "/property/[propertyId]": () => properties.map(({ id }) => `/property/${id}`),
};

/** Every URL a route of the routes list answers with a page. */
export function pathsOf({ route }: Pick<SiteRoute, "route">): string[] {
  if (!route.includes("[")) return [route];
  const expand = expansions[route];
  if (!expand) throw new Error(`Unknown pages for ${route}: add them to src/content/page-paths.ts`);
  return expand();
}

/** The pages for search: the sitemap lists them. */
export const indexedPaths = (): string[] => siteRoutes.filter((entry) => entry.indexed).flatMap(pathsOf);

/**
 * The pages anyone may open and share: every page robots.txt does not disallow (so not the
 * studio's inbox or a client's review link). Each has a canonical URL and its own share card.
 */
export const publicPaths = (): string[] =>
  siteRoutes
    .filter(({ route }) => !disallowedPaths.some((disallowed) => route.startsWith(disallowed)))
    .flatMap(pathsOf);
