import type { Page } from "@playwright/test";
import { auditedRoutes } from "@/src/config/routes";
import { site } from "@/src/config/site";
import { expect, test } from "./support/test";

const meta = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute("content");

/** Every JSON-LD block of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("search and sharing", () => {
  for (const { path, name } of auditedRoutes.filter((route) => route.indexed)) {
    test(`${name} (${path}) has a title, a description, a canonical URL and its own share card`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(site.name));
      expect((await meta(page, "name", "description"))?.length).toBeGreaterThan(50);
      // site.url + path; Next writes the home page's without its trailing slash, which is the same URL.
      const canonical = new URL(path, site.url).toString();
      const href = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(href ?? "", "invalid:/").toString()).toBe(canonical);
      expect(new URL((await meta(page, "property", "og:url")) ?? "", "invalid:/").toString()).toBe(canonical);
      expect(await meta(page, "property", "og:title")).toBeTruthy();
      expect(await meta(page, "property", "og:description")).toBeTruthy();
      expect(await meta(page, "name", "twitter:card")).toBe("summary_large_image");

      const image = await meta(page, "property", "og:image");
      expect(image).toMatch(new RegExp(`^${site.url}/generated/social/.+\\.jpg$`));
      expect(await meta(page, "name", "twitter:image")).toBe(image);
      // The card is asked of this server: the configured site URL may point elsewhere.
      const response = await request.get(new URL(image as string).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\//);
    });
  }

  test("the home page describes the studio as a local business in Calgary, with no CSP errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/");
    const business = (await jsonLd(page)).find((data) => data["@type"] === "LocalBusiness");
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: site.name,
      url: `${site.url}/`,
      address: { addressLocality: "Calgary", addressRegion: "AB", addressCountry: "CA" },
    });
    // Inline scripts the CSP does not allow are reported as they are parsed, before "load".
    await page.waitForLoadState("load");
    expect(errors).toEqual([]);
  });

  test("a shop package is a Product offered in Canadian dollars, with no CSP errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/shop/web-design");
    const product = (await jsonLd(page)).find((data) => data["@type"] === "Product");
    expect(product).toMatchObject({
      name: "Web Design",
      url: `${site.url}/shop/web-design`,
      offers: { "@type": "Offer", price: "1899.00", priceCurrency: "CAD" },
    });
    // Inline scripts the CSP does not allow are reported as they are parsed, before "load".
    await page.waitForLoadState("load");
    expect(errors).toEqual([]);
  });

  test("pages not for search stay out of it", async ({ page, request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/studio$/m);
    expect(robots).toMatch(/^Disallow: \/socialmedia\/$/m);

    await page.goto("/socialmedia/wecaremovers");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});
