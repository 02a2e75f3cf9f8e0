/**
 * One concrete URL for every route of the site, used by the sitemap, the accessibility gate
 * and the benchmark so that a new route is checked everywhere once it is listed here.
 */
export const auditedRoutes = [
  { path: "/", name: "Home" },
  { path: "/services", name: "Services" },
  { path: "/vantaroom", name: "VantaRoom" },
  { path: "/about", name: "About" },
  { path: "/contact", name: "Contact" },
  { path: "/shop", name: "Shop" },
  { path: "/shop/web-design", name: "Service detail" },
  { path: "/property", name: "Property tours" },
  { path: "/property/22-chelsea-bay", name: "Tour viewer" },
  { path: "/socialmedia/wecaremovers", name: "Social media review" },
  { path: "/mockup-calculator", name: "Review clients" },
] as const;

export type AuditedRoute = (typeof auditedRoutes)[number];
