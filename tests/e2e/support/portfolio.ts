import type { Page } from "@playwright/test";
import { expect } from "./test";

/** The home page's list of projects, there once the first page has arrived. */
export const projectList = (page: Page) => page.getByRole("list", { name: "Projects" });

/** The home page's project cards. */
export const projects = (page: Page) => projectList(page).getByRole("listitem");

/**
 * Scrolls the home page's portfolio into view, where it asks for its first page (it waits until it comes near the
 * viewport), and waits until it has: with a frozen clock, the page's 300 ms count from there.
 */
export async function bringPortfolioNear(page: Page) {
  await page.locator("#portfolio").scrollIntoViewIfNeeded();
  await expect(page.locator("#portfolio [data-loading]")).toBeAttached();
}
