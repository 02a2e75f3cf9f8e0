import type { ElementHandle, Locator, Page } from "@playwright/test";
import { STUDIO_PASSWORD } from "./support/studio";
import { expect, test } from "./support/test";
import { lightTour, serveOwnGuide } from "./support/tour";

/**
 * Keyboard-only walks through each capability: every step is Tab (or Shift+Tab), Enter, Space,
 * Escape, arrows or typing, never a click. Every control a walk stops at must look different
 * focused than unfocused (a ring, an outline, a border: whatever the design chose).
 */

// Still pictures: nothing moves between the two screenshots a focus check compares.
test.use({ reducedMotion: "reduce" });

/** Presses Tab until `target` has focus (or fails after `limit` presses), then checks it shows focus. */
async function tabTo(page: Page, target: Locator, { limit = 250, backwards = false } = {}) {
  await expect(target).toBeAttached();
  const handle = await target.elementHandle();
  for (let press = 0; press < limit; press += 1) {
    if (await handle!.evaluate((element) => element === document.activeElement)) {
      // A drawer's first frame still draws it at its starting position (off screen), even with
      // reduced motion: compare pictures once the control is where the visitor sees it.
      await expect(target).toBeInViewport();
      await expectVisibleFocus(page, handle!, target.toString());
      return;
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  const last = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`Tab never reached ${target.toString()}; focus is on ${last}`);
}

/** The focused control, with a margin for outlines drawn outside it, looks different once blurred. */
async function expectVisibleFocus(page: Page, target: ElementHandle, name: string) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const x = Math.max(0, box!.x - 8);
  const y = Math.max(0, box!.y - 8);
  const clip = {
    x,
    y,
    width: Math.min(viewport.width - x, box!.width + 16),
    height: Math.min(viewport.height - y, box!.height + 16),
  };
  const focused = await page.screenshot({ clip, animations: "disabled" });
  await target.evaluate((element) => (element as HTMLElement).blur());
  const blurred = await page.screenshot({ clip, animations: "disabled" });
  await target.evaluate((element) => (element as HTMLElement).focus());
  expect(focused.equals(blurred), `${name} shows no focus`).toBe(false);
}

test.describe("keyboard only", () => {
  // Hundreds of key presses, each a round trip: give a busy machine room.
  test.slow();

  test("menu: opens, lists the pages and follows a link @phone", async ({ page }) => {
    await page.goto("/about");
    await tabTo(page, page.getByRole("button", { name: "Open menu" }));
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: "CONTACT" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
    await expect(menu).toBeHidden();
  });

  test("shop, cart and checkout", async ({ page }) => {
    await page.goto("/shop");
    await tabTo(
      page,
      page
        .getByRole("main")
        .getByRole("link", { name: /Web Design/ })
        .first(),
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/shop/web-design");
    await tabTo(page, page.getByRole("button", { name: "Add to Cart", exact: true }));
    await page.keyboard.press("Enter");
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart).toBeVisible();
    await tabTo(page, cart.getByRole("button", { name: "Checkout" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem("studio_order_request") ?? "null"));
    expect(saved.items.map((item: { id: string }) => item.id)).toEqual(["web-design"]);
  });

  test("quote: picks an add-on, opens the quote and sends it to /contact", async ({ page }) => {
    await page.goto("/vantaroom");
    const pricing = page.locator("#pricing");
    const staging = pricing.getByRole("button", { name: "Virtual Staging" });
    await staging.focus(); // far down the page: start next to it, then walk on by keyboard
    await page.keyboard.press("Space");
    await expect(staging).toHaveAttribute("aria-pressed", "true");
    await tabTo(page, page.getByRole("button", { name: "Request Quote for 1 Service" }).first());
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Your quote request" });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Get My Quote" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("region", { name: "Your selection" }).getByText("Virtual Staging")).toBeVisible();
  });

  test("the before/after divider moves with the arrow keys", async ({ page }) => {
    await page.goto("/vantaroom");
    const divider = page.getByRole("slider", { name: "Virtual Staging: before and after" });
    await divider.scrollIntoViewIfNeeded();
    await tabTo(page, divider);
    const before = Number(await divider.getAttribute("aria-valuenow"));
    await page.keyboard.press("ArrowRight");
    await expect(divider).not.toHaveAttribute("aria-valuenow", String(before));
  });

  test("tour: viewing and editing", async ({ page }) => {
    await serveOwnGuide(page);
    await lightTour(page);
    await page.goto("/property/22-chelsea-bay?edit=true");
    const frame = page.getByRole("slider", { name: "Frame" });
    await expect(frame).toBeEnabled();
    await tabTo(page, frame);
    await page.keyboard.press("ArrowRight");
    await expect(frame).toHaveValue("2");
    await tabTo(page, page.getByRole("button", { name: "Go to Kitchen, frame 275" }));
    await page.keyboard.press("Enter");
    await expect(frame).toHaveValue("275");
    await tabTo(page, page.getByRole("button", { name: "Add Waypoint" }));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByLabel("Name"));
    await page.keyboard.type("Pantry");
    // The plan sits above the form: back up to it.
    await tabTo(page, page.getByRole("group", { name: /plan: click, or move the crosshair/ }), { backwards: true });
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByRole("button", { name: "Save Waypoint" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Rooms" }).getByRole("button", { name: /Pantry/ })).toBeVisible();
  });

  test("studio inbox: signs in, opens a review and signs out", async ({ page }) => {
    await page.goto("/studio");
    await tabTo(page, page.getByLabel("Studio password"));
    await page.keyboard.type(STUDIO_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Client reviews" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Open the review of Mellow Yellow" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Mellow Yellow", level: 2 })).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: "← All clients" }), { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Open the review of Mellow Yellow" })).toBeFocused();
    const signOut = page.getByRole("button", { name: "Sign out", exact: true });
    await tabTo(page, signOut, { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Studio password")).toBeVisible();
  });
});
