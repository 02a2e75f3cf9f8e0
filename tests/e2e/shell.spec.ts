import { expect, test } from "./support/test";

const navLabels = ["PROJECTS", "SERVICES", "VANTAROOM", "ABOUT", "CONTACT"];

test.describe("site header", () => {
  test("shows the five items and a cart without a badge, 70px high", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(navLabels);
    await expect(page.getByRole("button", { name: "Cart, empty" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.height).toBe(70);
  });

  test("underlines the item of the current path", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/services");
    await expect(nav.getByRole("link", { name: "SERVICES" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    await nav.getByRole("link", { name: "ABOUT" }).click();
    await expect(page).toHaveURL("/about");
    await expect(nav.getByRole("link", { name: "ABOUT" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "SERVICES" })).not.toHaveAttribute("aria-current");
  });

  test("PROJECTS goes to the portfolio from another page", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "PROJECTS" }).click();
    await expect(page).toHaveURL("/#portfolio");
    await expect(page.locator("#portfolio")).toBeInViewport();
  });

  test("PROJECTS scrolls to the portfolio on home and moves focus there", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#portfolio")).not.toBeInViewport();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "PROJECTS" }).click();
    await expect(page.locator("#portfolio")).toBeInViewport();
    await expect(page.locator("#portfolio")).toBeFocused();
    await expect(page).toHaveURL("/#portfolio");
  });

  test("VANTAROOM on /vantaroom scrolls back to the top", async ({ page }) => {
    await page.goto("/vantaroom");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "VANTAROOM" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL("/vantaroom");
  });
});

test.describe("frosted glass", () => {
  // The suite draws its pages without backdrop blur (support/test.ts says why); these are drawn as a visitor's are.
  test.use({ backdropBlur: true });

  test("the header and a dialog's dimmed page blur what lies behind them", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("banner")).toHaveCSS("backdrop-filter", "blur(24px)");
    await page.getByRole("button", { name: /^Cart/ }).click();
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart).toBeVisible();
    expect(await cart.evaluate((dialog) => getComputedStyle(dialog, "::backdrop").backdropFilter)).toBe("blur(8px)");
  });
});

test("the suite's own pages are drawn without backdrop blur", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("banner")).toHaveCSS("backdrop-filter", "none");
});

test.describe("dialogs", () => {
  test("follow the browser when it closes a dialog by itself, and open again", async ({ page }) => {
    await page.goto("/");
    const cartButton = page.getByRole("button", { name: /^Cart/ });
    await cartButton.click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    // Chromium closes a modal dialog without a preventable cancel event when Escape arrives without user activation.
    await page.evaluate(() => document.querySelector<HTMLDialogElement>("dialog[open]")?.close());
    await expect(cartButton).toHaveAttribute("aria-expanded", "false");
    await cartButton.click();
    await expect(drawer).toBeVisible();
  });
});

test.describe("mobile menu @phone", () => {
  test("opens over a dimmed overlay, moves focus in, and Escape returns it", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("list").getByRole("link")).toHaveText(navLabels);
    await expect(menu.getByRole("link", { name: "ABOUT" })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") != null)).toBe(true);
    const overlayColour = await menu.evaluate((dialog) => getComputedStyle(dialog, "::backdrop").backgroundColor);
    expect(overlayColour).not.toBe("rgba(0, 0, 0, 0)");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes when the overlay is clicked", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    // The panel leaves a strip of the dimmed page on its left.
    await page.mouse.click(15, 400);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("closes and navigates when a link is chosen", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "CONTACT" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("draws no custom cursor on touch devices", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("custom-cursor")).toHaveCount(0);
  });
});

test.describe("custom cursor", () => {
  test("follows a mouse and swells over links, keeping the system cursor", async ({ page }) => {
    await page.goto("/about");
    const cursor = page.getByTestId("custom-cursor");
    await expect(cursor).toHaveCount(1);
    await page.mouse.move(700, 500);
    await expect(cursor).toHaveAttribute("data-visible", "true");
    await expect(cursor).toHaveAttribute("data-hover", "false");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SERVICES" });
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(cursor).toHaveAttribute("data-hover", "true");
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).not.toBe("none");
  });
});

test.describe("footer", () => {
  test("has a tagline, the video channel and this year's copyright", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-14T12:00:00-06:00"));
    await page.goto("/services");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/made in calgary for ambitious teams/i)).toBeVisible();
    const channel = footer.getByRole("link", { name: /video channel/i });
    await expect(channel).toHaveAttribute("target", "_blank");
    await expect(channel).toHaveAttribute("rel", /noopener/);
    await expect(footer.getByText(/© 2031 /)).toBeVisible();
  });
});
