import { describe, expect, it } from "vitest";
import { categorySlug, filterFromSearch, hrefWithFilter, portfolioHref } from "./portfolio-filter";

const categories = ["Web Development", "Branding", "Digital Art", "Editorial", "Photography"] as const;

describe("the portfolio filter in the address", () => {
  it("names a category by its slug", () => {
    expect(categorySlug("Web Development")).toBe("web-development");
    expect(categorySlug("Branding")).toBe("branding");
    expect(portfolioHref("Digital Art")).toBe("/?category=digital-art#portfolio");
  });

  it("reads each category back from the link made for it", () => {
    for (const category of categories) {
      expect(filterFromSearch(new URL(portfolioHref(category), "http://x").search, categories)).toBe(category);
    }
  });

  it("reads 'all' from no filter, an unknown one, a category's name or a hostile value", () => {
    for (const search of ["", "?category=", "?category=sculpture", "?category=Digital%20Art", "?category=<b>x</b>"]) {
      expect(filterFromSearch(search, categories)).toBe("all");
    }
  });

  it("writes the filter into the address, keeping the rest, and 'all' takes it out", () => {
    expect(hrefWithFilter("http://x/?a=1#portfolio", "Digital Art")).toBe("/?a=1&category=digital-art#portfolio");
    expect(hrefWithFilter("http://x/?category=branding&a=1", "all")).toBe("/?a=1");
    expect(hrefWithFilter("http://x/?category=branding", "all")).toBe("/");
  });
});
