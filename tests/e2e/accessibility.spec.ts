import type { Page } from "@playwright/test";
import { expectNoViolations as expectNoAxeViolations } from "./support/axe";
import { STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";
import { lightTour } from "./support/tour";
import { auditedRoutes } from "../../src/config/routes";

// axe walks the whole DOM of long pages: on a busy machine that takes more than the default 30 s.
test.slow();

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

function expectNoViolations(page: Page) {
  return expectNoAxeViolations(page, TAGS);
}

test.describe("axe on every route", () => {
  for (const route of [...auditedRoutes, { path: "/no-such-page", name: "Not found" }]) {
    test(`${route.name} (${route.path}) @mobile`, async ({ page }) => {
      // The tour's first view is what axe audits here (its loading badge is tour.spec's audit): the other
      // 494 frames would load while axe walks the page.
      if (route.path.startsWith("/property/")) await lightTour(page);
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test("axe with the cart drawer open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: /^Cart/ }).click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  await expectNoViolations(page);
});

test.describe("open states on a phone @phone", () => {
  test("axe with the mobile menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("open states", () => {
  test("axe with the quote dialog open and every enhancement option shown", async ({ page }) => {
    await page.goto("/vantaroom");
    const services = page.locator("#services");
    await services.getByRole("button", { name: "View All Enhancement Options" }).click();
    await expect(services.getByRole("slider")).toHaveCount(12);
    await services.getByRole("slider").first().press("ArrowLeft");
    // The dialog's code is fetched on the first request: on a loaded machine a click can land before
    // the pricing cards have hydrated, so ask again until it opens (asking twice selects the same).
    const dialog = page.getByRole("dialog", { name: "Your quote request" });
    await expect(async () => {
      if (!(await dialog.isVisible())) {
        await page.locator("#pricing").getByRole("button", { name: "Request POPULAR Quote" }).click();
      }
      await expect(dialog).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expectNoViolations(page);
  });

  test("axe on the studio inbox, signed in, with a client's review open", async ({ page }) => {
    await page.goto("/studio");
    await page.getByLabel("Studio password").fill(STUDIO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Client reviews" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Open the review of Mellow Yellow" }).click();
    await expect(page.getByRole("heading", { name: "Mellow Yellow", level: 2 })).toBeVisible();
    await expectNoViolations(page);
  });
});
