import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portfolioItems } from "@/src/content/portfolio";
import { applyFilter, fetchPortfolioPage, mergeUnique } from "./portfolio-source";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...portfolioItems[0]!, id: `item-${index + 1}` }));

describe("fetchPortfolioPage", () => {
  it("answers after 300 ms, not before", async () => {
    const settled = vi.fn();
    fetchPortfolioPage(1, portfolioItems).then(settled);
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({ items: portfolioItems, hasMore: false });
  });

  it("pages by 10 with hasMore until the last page", async () => {
    const source = entries(23);
    const pages = [1, 2, 3].map((page) => fetchPortfolioPage(page, source));
    await vi.advanceTimersByTimeAsync(300);
    const [first, second, third] = await Promise.all(pages);
    expect(first?.items.map((i) => i.id)).toEqual(source.slice(0, 10).map((i) => i.id));
    expect([first?.hasMore, second?.hasMore, third?.hasMore]).toEqual([true, true, false]);
    expect(third?.items).toHaveLength(3);
  });

  it("has no more after an exact multiple of the page size", async () => {
    const result = fetchPortfolioPage(2, entries(20));
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toMatchObject({ hasMore: false });
  });

  it("refuses page numbers below 1", async () => {
    await expect(fetchPortfolioPage(0, portfolioItems)).rejects.toThrow(RangeError);
  });
});

describe("mergeUnique", () => {
  it("keeps the first copy of each id", () => {
    const a = { id: "a", v: 1 };
    expect(
      mergeUnique(
        [a],
        [
          { id: "a", v: 2 },
          { id: "b", v: 3 },
        ],
      ),
    ).toEqual([a, { id: "b", v: 3 }]);
  });

  it("drops duplicates inside one page too", () => {
    expect(mergeUnique([], [{ id: "x" }, { id: "x" }]).map((i) => i.id)).toEqual(["x"]);
  });
});

describe("applyFilter", () => {
  it("keeps everything for 'all' and one category otherwise", () => {
    expect(applyFilter(portfolioItems, "all")).toHaveLength(portfolioItems.length);
    const web = applyFilter(portfolioItems, "Web Development");
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((item) => item.category === "Web Development")).toBe(true);
    expect(applyFilter(portfolioItems, "Sculpture")).toEqual([]);
  });
});
