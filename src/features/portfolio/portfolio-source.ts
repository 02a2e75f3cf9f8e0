import type { PortfolioItem } from "@/src/content/portfolio";
import { PORTFOLIO_LATENCY_MS, PORTFOLIO_PAGE_SIZE } from "./constants";

export type PortfolioPage = {
  items: PortfolioItem[];
  hasMore: boolean;
};

/**
 * The portfolio's data source: no network, pages of the hard-coded entries (1-based page
 * numbers) after PORTFOLIO_LATENCY_MS. Async so a real API can replace it without touching the grid.
 */
export function fetchPortfolioPage(
  page: number,
  source: readonly PortfolioItem[],
  { pageSize = PORTFOLIO_PAGE_SIZE, latencyMs = PORTFOLIO_LATENCY_MS } = {},
): Promise<PortfolioPage> {
  return new Promise((resolve, reject) => {
    if (!Number.isInteger(page) || page < 1) {
      reject(new RangeError(`Portfolio page numbers start at 1, got ${page}`));
      return;
    }
    setTimeout(() => {
      const start = (page - 1) * pageSize;
      resolve({ items: source.slice(start, start + pageSize), hasMore: start + pageSize < source.length });
    }, latencyMs);
  });
}

/** Appends a page, keeping the first copy of any id already shown. */
export function mergeUnique<T extends { id: string }>(shown: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(shown.map((item) => item.id));
  const merged = [...shown];
  for (const item of incoming) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}

export type PortfolioFilter = "all" | PortfolioItem["category"];

export function applyFilter<T extends { category: string }>(items: readonly T[], filter: string): T[] {
  return filter === "all" ? [...items] : items.filter((item) => item.category === filter);
}
