import type { PortfolioFilter } from "./portfolio-source";

/*
 * The portfolio's filter in the address: `/?category=digital-art#portfolio` opens the home page's
 * grid filtered to Digital Art (the shop's View Portfolio links there), and choosing a filter
 * rewrites the address so it can be shared. Only a known category's slug is read; anything else
 * is 'all', and nothing read from the address is rendered.
 */

export const CATEGORY_PARAM = "category";

/** "digital-art" for Digital Art. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The home page's portfolio, filtered to the category. */
export function portfolioHref(category: string): string {
  return `/?${CATEGORY_PARAM}=${categorySlug(category)}#portfolio`;
}

/** The filter an address's query asks for: a known category, or 'all'. */
export function filterFromSearch<C extends string>(search: string, categories: readonly C[]): PortfolioFilter | C {
  const slug = new URLSearchParams(search).get(CATEGORY_PARAM);
  return categories.find((category) => categorySlug(category) === slug) ?? "all";
}

/** The address with the filter in its query ('all' leaves none), keeping the rest of it. */
export function hrefWithFilter(href: string, filter: string): string {
  const url = new URL(href);
  if (filter === "all") url.searchParams.delete(CATEGORY_PARAM);
  else url.searchParams.set(CATEGORY_PARAM, categorySlug(filter));
  return `${url.pathname}${url.search}${url.hash}`;
}
