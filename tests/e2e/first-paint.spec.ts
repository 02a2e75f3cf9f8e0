import { expect, test } from "@playwright/test";
import { auditedRoutes } from "@/src/config/routes";

// On a phone's slow link a stylesheet request costs a whole round trip before anything paints, so every
// page carries its styles in its own <head> (next.config.ts, experimental.inlineCss). See README.md#performance.
test.describe("first paint needs no stylesheet request", () => {
  for (const { path } of [...auditedRoutes, { path: "/no-such-page" }]) {
    test(`${path} carries its styles in its <head>`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toMatch(/<style[^>]*>[^<]*--color-accent:/);
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    });
  }

  test("the styles still apply after a client-side navigation", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    // Unstyled, an h1 is 32 px in the browser's serif; the page's display type is larger and its own face.
    const style = await heading.evaluate((element) => {
      const { fontSize, fontFamily } = getComputedStyle(element);
      return { fontSize, fontFamily };
    });
    expect(parseFloat(style.fontSize)).toBeGreaterThan(40);
    expect(style.fontFamily).not.toMatch(/^"?Times/);
  });
});
