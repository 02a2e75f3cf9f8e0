import { freezeClock } from "./support/clock";
import { bringPortfolioNear } from "./support/portfolio";
import { expect, test } from "./support/test";
import { auditedRoutes } from "../../src/config/routes";

test.describe("phone layout @phone", () => {
  for (const route of auditedRoutes) {
    test(`${route.path} is never wider than the phone`, async ({ page }) => {
      // Late content counts too: the portfolio's first page (300 ms once it is near) and a package's details (800 ms).
      await freezeClock(page);
      await page.goto(route.path);
      if (route.path === "/") await bringPortfolioNear(page);
      await page.clock.runFor(1000);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(390);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
