// @vitest-environment node
import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMetadata, pageSlug, shareImagePath } from "./seo";
import { site } from "./site";

describe("pageMetadata", () => {
  const metadata = pageMetadata({
    path: "/shop/web-design",
    title: "Web Design",
    description: "A fast, mobile-first website.",
  });

  it("gives the page a canonical URL on the configured site", () => {
    expect(metadata.alternates?.canonical).toBe(`${site.url}/shop/web-design`);
    expect(metadata.openGraph?.url).toBe(`${site.url}/shop/web-design`);
  });

  it("keeps the page's title for the template and writes the full title on the cards", () => {
    expect(metadata.title).toBe("Web Design");
    expect(metadata.description).toBe("A fast, mobile-first website.");
    expect(metadata.openGraph).toMatchObject({
      type: "website",
      siteName: site.name,
      title: `Web Design — ${site.name}`,
      description: "A fast, mobile-first website.",
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: `Web Design — ${site.name}` });
  });

  it("shows the page's own share card, at the size the platforms show large", () => {
    const image = { url: "/generated/social/shop-web-design.jpg", width: 1200, height: 630 };
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining(image)]);
    expect(metadata.twitter?.images).toEqual([expect.objectContaining(image)]);
  });

  it("takes an absolute title as it is", () => {
    const home = pageMetadata({ path: "/", title: { absolute: "Ember" }, description: "d" });
    expect(home.title).toEqual({ absolute: "Ember" });
    expect(home.openGraph?.title).toBe("Ember");
    expect(home.alternates?.canonical).toBe(`${site.url}/`);
  });
});

describe("page addresses", () => {
  it("names each page's share card after its path", () => {
    expect(pageSlug("/")).toBe("home");
    expect(pageSlug("/property/22-chelsea-bay")).toBe("property-22-chelsea-bay");
    expect(shareImagePath("/about")).toBe("/generated/social/about.jpg");
  });

  it("resolves paths against the site URL", () => {
    expect(absoluteUrl("/contact")).toBe(`${site.url}/contact`);
  });
});
