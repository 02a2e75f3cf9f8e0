import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations as expectNoAxeViolations } from "./support/axe";
import { auditedRoutes } from "../../src/config/routes";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

function expectNoViolations(page: Page) {
  return expectNoAxeViolations(page, TAGS);
}

test.describe("axe on every route", () => {
  for (const route of [...auditedRoutes, { path: "/no-such-page", name: "Not found" }]) {
    test(`${route.name} (${route.path}) @mobile`, async ({ page }) => {
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
