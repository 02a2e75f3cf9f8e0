import type { Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/test";

const pricing = (page: Page) => page.locator("#pricing");
const addonButtons = (page: Page) => pricing(page).locator("button[aria-pressed]");
const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Your quote request" });
const requestButtons = (page: Page, count: number) =>
  page.getByRole("button", { name: `Request Quote for ${count} ${count === 1 ? "Service" : "Services"}` });

test.describe("/vantaroom", () => {
  test("has its sections in order, with the counts the spec gives", async ({ page }) => {
    await page.goto("/vantaroom");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Trusted by agents and appraisers",
      "One visit. Every asset.",
      "Three steps to listed.",
      "Everything a listing needs.",
      "Before. After. Sold.",
      "Quoted for your property.",
      "From the people who list.",
      "Ready when your listing is.",
    ]);
    await expect(page.getByRole("link", { name: "Book a Scan" }).first()).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "View Sample Properties" })).toHaveAttribute("href", "/property");
    await expect(page.locator("#features").getByRole("link", { name: /Explore a sample tour/ })).toHaveAttribute(
      "href",
      "/property",
    );
    for (const step of ["Schedule Scan", "We Process", "Receive Deliverables"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    await expect(pricing(page).getByRole("article")).toHaveCount(4);
    await expect(addonButtons(page)).toHaveCount(13);
    await expect(pricing(page).getByText("Most popular")).toHaveCount(1);
    await expect(pricing(page).getByText("Custom Quote")).toHaveCount(3);
    await expect(pricing(page).getByText("Bespoke Pricing")).toHaveCount(1);
    await expect(pricing(page).getByText("BEST VALUE")).toBeVisible();
    await expect(page.getByRole("main").getByRole("blockquote")).toHaveCount(4);
  });

  test("compares the packages in a real table", async ({ page }) => {
    await page.goto("/vantaroom");
    const table = page.getByRole("table", { name: "What each package includes" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Included",
      "Essential MLS Boost",
      "Pro Listing Package",
      "Premium Visualization",
      "Elite Bundle",
    ]);
    const row = (label: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: label }) });
    await expect(row("Free HDR enhancements").getByRole("cell")).toHaveText(["—Not included", "5", "10", "15"]);
    await expect(row("Free twilight photos").getByRole("cell")).toHaveText([
      "—Not included",
      "—Not included",
      "1",
      "2",
    ]);
    await expect(row("6-hour delivery").getByRole("cell")).toHaveText(Array(4).fill("✓Included"));
  });

  test("shows four enhancements and reveals the 8 additional ones", async ({ page }) => {
    await page.goto("/vantaroom");
    const services = page.locator("#services");
    await expect(services.getByRole("slider")).toHaveCount(4);
    await expect(services.getByText("8 additional image enhancement services")).toBeVisible();
    const toggle = services.getByRole("button", { name: "View All Enhancement Options" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(services.getByRole("slider")).toHaveCount(12);
    await expect(services.getByRole("button", { name: "Show Fewer Enhancement Options" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  test("moves the before/after divider by pointer and by keyboard", async ({ page }) => {
    await page.goto("/vantaroom");
    const slider = page.getByRole("slider", { name: "Virtual Staging: before and after" });
    await expect(slider).toHaveAttribute("aria-valuenow", "50");
    const frame = slider.locator("..");
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect(slider).toHaveAttribute("aria-valuenow", "25");
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(slider).toHaveAttribute("aria-valuenow", "80");
    await slider.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(slider).toHaveAttribute("aria-valuenow", "75");
    await expect(slider).toHaveAttribute("aria-valuetext", "75% before, 25% after");
    await page.keyboard.press("End");
    await expect(slider).toHaveAttribute("aria-valuenow", "100");
    await page.keyboard.press("Home");
    await expect(slider).toHaveAttribute("aria-valuenow", "0");
  });

  for (const [label, id] of [
    ["Features", "features"],
    ["Services", "services"],
    ["Pricing", "pricing"],
  ] as const) {
    test(`the ${label} link scrolls its section to 80 px below the top`, async ({ page }) => {
      await page.goto("/vantaroom");
      await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: label }).click();
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top))
        .toBeGreaterThan(78);
      await expect
        .poll(() => page.locator(`#${id}`).evaluate((section) => Math.abs(section.getBoundingClientRect().top - 80)))
        .toBeLessThanOrEqual(2);
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
    });
  }

  test("jumps to the section at once under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/vantaroom");
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Pricing" }).click();
    const top = await page.locator("#pricing").evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
  });
});

test.describe("VantaRoom quote flow", () => {
  test("a package's quote goes to /contact's VANTAROOM QUOTE, summary and mail", async ({ page }) => {
    await page.goto("/vantaroom");
    await pricing(page).getByRole("button", { name: "Virtual Staging" }).click();
    await pricing(page).getByRole("button", { name: "Request POPULAR Quote" }).click();
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(["Pro Listing Package"]);
    // Choosing a package clears the add-ons.
    await expect(pricing(page).getByRole("button", { name: "Virtual Staging" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await dialog.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VANTAROOM QUOTE");
    const summary = page.getByRole("region", { name: "Your selection" });
    await expect(summary.getByRole("heading", { name: "Pro Listing Package" })).toBeVisible();
    await expect(summary.getByText("+ 2 more features")).toBeVisible();
    const href = (await page.getByRole("link", { name: "Email Us" }).getAttribute("href")) ?? "";
    const mail = new URL(href);
    expect(mail.searchParams.get("subject")).toBe("VantaRoom Quote: Pro Listing Package");
    expect(mail.searchParams.get("body")).toContain("Package: Pro Listing Package\r\n  - 40 photos total");
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("vantaroom_quote_request") ?? "null"));
    expect(stored).toEqual([
      {
        type: "package",
        name: "Pro Listing Package",
        features: [
          "40 photos total",
          "Enhanced 2D floor plan",
          "5 free HDR enhancements",
          "Priority support",
          "6-hour express delivery",
          "MLS-ready image sizes",
        ],
      },
    ]);
  });

  test("add-ons toggle, the floating button counts them, and the quote lists each with its unit", async ({ page }) => {
    await page.goto("/vantaroom");
    await expect(requestButtons(page, 0)).toBeDisabled();
    await expect(requestButtons(page, 0)).toHaveCount(1);
    const staging = pricing(page).getByRole("button", { name: "Virtual Staging" });
    const drone = pricing(page).getByRole("button", { name: "Drone Video" });
    await staging.click();
    await expect(staging).toHaveAttribute("aria-pressed", "true");
    await expect(requestButtons(page, 1)).toHaveCount(2);
    await drone.click();
    await expect(requestButtons(page, 2)).toHaveCount(2);
    await expect(requestButtons(page, 2).last()).toHaveCSS("position", "fixed");
    await staging.click();
    await expect(staging).toHaveAttribute("aria-pressed", "false");
    await expect(requestButtons(page, 1)).toHaveCount(2);
    await staging.click();
    await requestButtons(page, 2).last().click();
    const dialog = quoteDialog(page);
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(["Drone Video", "Virtual Staging"]);
    await expect(dialog.getByText("30-60 seconds")).toBeVisible();
    await dialog.getByRole("button", { name: "Get My Quote" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("VANTAROOM QUOTE");
    const href = (await page.getByRole("link", { name: "Email Us" }).getAttribute("href")) ?? "";
    const mail = new URL(href);
    expect(mail.searchParams.get("subject")).toBe("VantaRoom Quote: 2 add-ons");
    expect(mail.searchParams.get("body")).toContain(
      "Add-ons:\r\n  - Drone Video (30-60 seconds)\r\n  - Virtual Staging (per room)",
    );
  });

  test("Clear All empties the add-ons and removes the floating button", async ({ page }) => {
    await page.goto("/vantaroom");
    await pricing(page).getByRole("button", { name: "Lawn Enhancement" }).click();
    await pricing(page).getByRole("button", { name: "Flambient" }).click();
    await pricing(page).getByRole("button", { name: "Clear All" }).click();
    await expect(pricing(page).locator("[aria-pressed=true]")).toHaveCount(0);
    await expect(requestButtons(page, 0)).toBeDisabled();
    await expect(requestButtons(page, 2)).toHaveCount(0);
  });

  test("Continue Shopping closes the dialog and clears package and add-ons", async ({ page }) => {
    await page.goto("/vantaroom");
    await pricing(page).getByRole("button", { name: "Rain to Shine" }).click();
    await requestButtons(page, 1).first().click();
    await quoteDialog(page).getByRole("button", { name: "Continue Shopping" }).click();
    await expect(quoteDialog(page)).toBeHidden();
    await expect(pricing(page).locator("[aria-pressed=true]")).toHaveCount(0);
    await expect(requestButtons(page, 1)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("vantaroom_quote_request"))).toBeNull();
  });

  test("Escape and a click outside close the dialog and keep the selection", async ({ page }) => {
    await page.goto("/vantaroom");
    const opener = pricing(page).getByRole("button", { name: "Request PREMIUM Quote" });
    await opener.click();
    await expect(quoteDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(quoteDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
    await pricing(page).getByRole("button", { name: "Clear Room" }).click();
    await requestButtons(page, 1).last().click();
    await expect(quoteDialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(quoteDialog(page)).toBeHidden();
    await expect(pricing(page).getByRole("button", { name: "Clear Room" })).toHaveAttribute("aria-pressed", "true");
  });

  test("has no accessibility violations with the dialog open @mobile", async ({ page }) => {
    await page.goto("/vantaroom");
    await pricing(page).getByRole("button", { name: "Request COMPLETE Quote" }).click();
    await expect(quoteDialog(page)).toBeVisible();
    await expectNoViolations(page);
  });
});
