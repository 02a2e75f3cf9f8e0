// @vitest-environment node
import { describe, expect, it } from "vitest";
import { localBusinessJsonLd, productJsonLd, serializeJsonLd } from "./json-ld";
import { site } from "./site";

describe("localBusinessJsonLd", () => {
  const business = localBusinessJsonLd();

  it("describes the studio as a local business in its city, province and country", () => {
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: site.name,
      url: `${site.url}/`,
      email: site.email,
      address: { "@type": "PostalAddress", addressLocality: "Calgary", addressRegion: "AB", addressCountry: "CA" },
    });
    expect(business.areaServed).toEqual([
      { "@type": "City", name: "Calgary" },
      { "@type": "Country", name: "Canada" },
    ]);
  });

  it("points its logo and image at absolute URLs on the site", () => {
    expect(business.logo).toBe(`${site.url}/generated/icons/icon-512.png`);
    expect(business.image).toBe(`${site.url}/generated/social/home.jpg`);
  });
});

describe("productJsonLd", () => {
  const product = productJsonLd({
    path: "/shop/web-design",
    name: "Web Design",
    description: "A fast, mobile-first website.",
    category: "Web Development",
    price: 1899,
    images: ["/generated/shop/web-design-1.webp"],
  });

  it("is a Product with one Offer in Canadian dollars at the package's price", () => {
    expect(product).toMatchObject({ "@type": "Product", name: "Web Design", url: `${site.url}/shop/web-design` });
    expect(product.offers).toEqual({
      "@type": "Offer",
      url: `${site.url}/shop/web-design`,
      price: "1899.00",
      priceCurrency: "CAD",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: site.name, url: `${site.url}/` },
    });
    expect(product.image).toEqual([`${site.url}/generated/shop/web-design-1.webp`]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it is written into", () => {
    const json = serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><script>alert(1)</script> & <!--",
    });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script> & <!--");
  });
});
