/**
 * Every page of the site, once. The sitemap lists the indexed ones (dynamic ones expanded from
 * their content); the accessibility gate and the benchmark visit each at `sample`, a concrete URL,
 * so a new page is checked everywhere once it is listed here. routes.test.ts fails when a page
 * under app/ is missing from this list.
 */
export const siteRoutes = [
  { route: "/", name: "Home", indexed: true },
  { route: "/services", name: "Services", indexed: true },
  { route: "/vantaroom", name: "VantaRoom", indexed: true },
  { route: "/about", name: "About", indexed: true },
  { route: "/contact", name: "Contact", indexed: true },
  // Where a browser without JavaScript lands after sending through the site.
  { route: "/contact/sent/[reference]", sample: "/contact/sent/EMB-7K3Q9X", name: "Message sent", indexed: false },
  { route: "/contact/not-sent/[reason]", sample: "/contact/not-sent/email", name: "Message not sent", indexed: false },
  { route: "/shop", name: "Shop", indexed: true },
  { route: "/shop/[id]", sample: "/shop/web-design", name: "Service detail", indexed: true },
  { route: "/property", name: "Property tours", indexed: true },
  { route: "/property/[propertyId]", sample: "/property/22-chelsea-bay", name: "Tour viewer", indexed: true },
  // Reached from a link the studio sends a client, not from search.
  {
    route: "/socialmedia/[clientId]",
    sample: "/socialmedia/wecaremovers",
    name: "Social media review",
    indexed: false,
  },
  { route: "/mockup-calculator", name: "Review clients", indexed: false },
  // The studio's own inbox, behind a password.
  { route: "/studio", name: "Studio inbox", indexed: false },
] as const;

export type SiteRoute = (typeof siteRoutes)[number];

/** The pages named by an id in their last segment, as their parent path (/shop/[id] gives "/shop"). */
export const idRoutes: readonly string[] = siteRoutes.flatMap(
  ({ route }) => /^(\/[a-z-]+)\/\[[^\]]+\]$/.exec(route)?.[1] ?? [],
);

/** The id route a path falls under ("/shop/anything" gives "/shop"), or null. */
export function idRouteOf(pathname: string): string | null {
  const parent = /^(\/[^/]+)\/[^/]+\/?$/.exec(pathname)?.[1];
  return parent && idRoutes.includes(parent) ? parent : null;
}

/**
 * /studio's locked notice and sign-in form, pages of their own that proxy.ts answers /studio with
 * (src/features/studio/entry.ts); nobody visits them by these addresses.
 */
export const STUDIO_ENTRY_ROUTES = {
  locked: "/studio-entry/locked",
  "sign-in": "/studio-entry/sign-in",
} as const;

/** Where proxy.ts renders /property/{id} for an id no page was prerendered for: a tour the studio made. */
export const STORED_TOUR_ROUTE = "/stored-tour";

/**
 * The page that answers `path` when it names a tour by an id nobody prerendered (`/property/118-elbow-drive`
 * gives `/stored-tour/118-elbow-drive`): the studio's tours live in the database, so that page reads it
 * per request (docs/tours.md#the-tour-page). Null for any other path, and for an id that is no slug.
 */
export function storedTourRewrite(path: string): string | null {
  const slug = /^\/property\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(path)?.[1];
  return slug && slug.length <= 80 ? `${STORED_TOUR_ROUTE}/${slug}` : null;
}

/**
 * Pages nobody links to: one per id route, where proxy.ts rewrites an unknown id, so its 404 is
 * rendered per request (with that request's CSP nonce) instead of cached from the first request;
 * the page of the studio's tours, rendered per request for the same reason; and /studio's entry pages.
 */
export const internalRoutes: readonly string[] = [
  ...idRoutes.map((route) => `/missing${route}`),
  `${STORED_TOUR_ROUTE}/[propertyId]`,
  ...Object.values(STUDIO_ENTRY_ROUTES),
];

/** Paths search engines are asked to leave alone (robots.txt); each page there is noindex too. */
export const disallowedPaths = [
  "/studio",
  "/socialmedia/",
  "/api/",
  "/missing/",
  "/contact/sent/",
  "/contact/not-sent/",
  `${STORED_TOUR_ROUTE}/`,
] as const;

/** One concrete URL per page, for the accessibility gate and the benchmark. */
export const auditedRoutes = siteRoutes.map((entry) => ({
  path: "sample" in entry ? entry.sample : entry.route,
  name: entry.name,
  indexed: entry.indexed,
}));

export type AuditedRoute = (typeof auditedRoutes)[number];
