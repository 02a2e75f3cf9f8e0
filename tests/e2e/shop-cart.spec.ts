import type { Page, Route } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { freezeClock } from "./support/clock";
import { webDesignCartItem } from "./support/fixtures";
import { bringPortfolioNear, projects } from "./support/portfolio";
import { seedStorage } from "./support/storage";
import { expect, test } from "./support/test";

const CART_KEY = "studio_cart_v1";

async function openDetail(page: Page, id: string) {
  await freezeClock(page);
  await page.goto(`/shop/${id}`);
  await page.clock.runFor(800);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

const cartDialog = (page: Page) => page.getByRole("dialog", { name: "Your cart" });

const seedCart = (page: Page, items: unknown) => seedStorage(page, "local", CART_KEY, items);

const addon = (id: string, name: string, price: number) => ({
  id,
  name,
  price,
  category: "VantaRoom add-on",
  type: "addon",
  image: "/generated/shop/web-design-1.webp",
  features: [],
  unit: "per image",
});

test.describe("/shop", () => {
  test("lists the six packages with prices, each linking to its page", async ({ page }) => {
    await page.goto("/shop");
    const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole("link", { name: /Web Design.*\$1,899\.00 CAD/ })).toHaveAttribute(
      "href",
      "/shop/web-design",
    );
    await expect(page.getByRole("link", { name: /Social Media.*\$449\.00 CAD/ })).toHaveAttribute(
      "href",
      "/shop/social-media",
    );
  });
});

test.describe("service detail", () => {
  test("shows a loading state for 0.8 s, then the whole package", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/shop/web-design");
    await expect(page.getByRole("status")).toHaveText("Loading service…");
    await page.clock.runFor(790);
    await expect(page.getByRole("status")).toBeVisible();
    await page.clock.runFor(10);
    await expect(page.getByRole("heading", { level: 1, name: "Web Design" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByText("$1,899.00 CAD", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What's Included" })).toBeVisible();
    await expect(page.getByText(/up to 5 pages/i)).toBeVisible();
    const process = page
      .getByRole("list")
      .filter({ has: page.getByText(/discovery/i) })
      .last();
    await expect(page.getByRole("heading", { name: "Our Process" })).toBeVisible();
    expect(await process.evaluate((list) => list.tagName)).toBe("OL");
    await expect(page.getByRole("link", { name: "View Portfolio", exact: true })).toHaveAttribute(
      "href",
      "/?category=web-development#portfolio",
    );
    await expect(page.getByRole("link", { name: "← Back to Shop" })).toHaveAttribute("href", "/shop");
    const related = page.getByRole("region", { name: "Related services" }).getByRole("link");
    await expect(related).toHaveCount(3);
    expect(await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/shop/brand-identity",
      "/shop/logo-design",
      "/shop/social-media",
    ]);
  });

  test("names the package in the page's level-one heading from the first byte, during the load too", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/shop/web-design")).text();
    expect(html).toMatch(/<h1[^>]*>Web Design<\/h1>/);
    await freezeClock(page);
    await page.goto("/shop/web-design");
    await expect(page.getByRole("status")).toHaveText("Loading service…");
    await expect(page.getByRole("heading", { level: 1, name: "Web Design" })).toBeVisible();
    await expect(page.getByRole("link", { name: "← Back to Shop" })).toBeVisible();
    await expect(page.getByText(/^A fast, mobile-first website designed and built/)).toBeVisible();
    // What axe's page-has-heading-one asks; axe itself cannot run while the page's clock is paused.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("downloads the gallery's first picture during the load, and shows that download once it ends", async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(encodeURIComponent("/generated/shop/web-design-1.webp"))) pictures.push(request.url());
    });
    await freezeClock(page);
    await page.goto("/shop/web-design");
    await expect.poll(() => pictures.length).toBe(1);
    await expect(page.getByRole("status")).toHaveText("Loading service…");
    await page.clock.runFor(800);
    const picture = page.getByRole("img", { name: "Web Design, image 1 of 4" });
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(pictures[0]);
    expect(pictures).toHaveLength(1);
  });

  test("View Portfolio opens this site's portfolio, in the same tab, filtered to the package's kind of work", async ({
    page,
  }) => {
    await openDetail(page, "product-photography");
    const portfolio = page.getByRole("link", { name: "View Portfolio", exact: true });
    await expect(portfolio).not.toHaveAttribute("target", /./);
    await portfolio.click();
    await expect(page).toHaveURL(/\/\?category=photography#portfolio$/);
    expect(page.context().pages()).toHaveLength(1);
    const filters = page.getByRole("group", { name: "Filter projects by category" });
    await expect(filters.getByRole("button", { name: "Photography" })).toHaveAttribute("aria-pressed", "true");
    await bringPortfolioNear(page);
    await page.clock.runFor(300);
    await expect(projects(page)).toHaveCount(1);
    await expect(projects(page).getByText("Photography", { exact: true })).toHaveCount(1);
  });

  test("gallery thumbnails switch the main image, by keyboard too", async ({ page }) => {
    await openDetail(page, "logo-design");
    const second = page.getByRole("button", { name: /Show image 2 of/ });
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("img", { name: /Logo Design, image 2 of/ })).toBeVisible();
  });

  test("an unknown id answers 404 with 'Service Not Found'", async ({ page }) => {
    const response = await page.goto("/shop/no-such-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(page.getByText("The service you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Shop" })).toHaveAttribute("href", "/shop");
  });
});

test.describe("cart", () => {
  test("Add to Cart adds the item, reads 'Added to Cart' for exactly 3 s, and opens the cart", async ({ page }) => {
    await openDetail(page, "web-design");
    const add = page.getByRole("button", { name: "Add to Cart", exact: true });
    await add.click();
    await expect(cartDialog(page)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    // The open cart makes the page behind it inert; close it to read the button.
    await page.keyboard.press("Escape");
    const added = page.getByRole("button", { name: "Added to Cart", exact: true });
    await expect(added).toBeDisabled();
    await page.clock.runFor(2990);
    await expect(added).toBeDisabled();
    await page.clock.runFor(10);
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeEnabled();
  });

  test("the drawer lists image, name, price, three features, subtotal and the checkout note", async ({ page }) => {
    await openDetail(page, "web-design");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    const drawer = cartDialog(page);
    const line = drawer.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Web Design" }) });
    await expect(line.locator("img")).toHaveAttribute("src", /web-design-1\.webp/);
    await expect(line.getByText("$1,899.00 CAD")).toBeVisible();
    await expect(line.getByRole("list").getByRole("listitem")).toHaveCount(3);
    await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$1,899.00 CAD");
    await expect(drawer.getByText("Shipping and taxes calculated at checkout.")).toBeVisible();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
  });

  test("adding the same package twice keeps one line and opens the cart", async ({ page }) => {
    await openDetail(page, "logo-design");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(cartDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cartDialog(page)).toBeHidden();
    await page.clock.runFor(3000);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(cartDialog(page)).toBeVisible();
    await expect(cartDialog(page).getByRole("button", { name: /^Remove / })).toHaveCount(1);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("removing the last item shows the empty cart with its links, and hides the badge", async ({ page }) => {
    await openDetail(page, "print-design");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await cartDialog(page).getByRole("button", { name: "Remove Print Design from cart" }).click();
    await expect(cartDialog(page).getByText("Your cart is empty.")).toBeVisible();
    await expect(cartDialog(page).getByRole("link", { name: "Browse packages" })).toHaveAttribute("href", "/shop");
    await expect(cartDialog(page).getByRole("link", { name: "Explore VantaRoom" })).toHaveAttribute(
      "href",
      "/vantaroom",
    );
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
  });

  test("the cart survives a reload", async ({ page }) => {
    await openDetail(page, "brand-identity");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.reload();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.getByRole("button", { name: "Cart, 1 item" }).click();
    await expect(cartDialog(page).getByRole("heading", { name: "Brand Identity" })).toBeVisible();
  });

  test("an item added is kept by a reload that comes before the cart's saving code", async ({ page }) => {
    await openDetail(page, "brand-identity");
    // The first 'Add to Cart' fetches the saving code; on a slow connection it is still on its way.
    const held: Route[] = [];
    await page.route("**/_next/static/chunks/**", (route) => {
      held.push(route);
    });
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toContain('"id":"brand-identity"');
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.reload();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.getByRole("button", { name: "Cart, 1 item" }).click();
    await expect(cartDialog(page).getByRole("heading", { name: "Brand Identity" })).toBeVisible();
  });

  test("unreadable saved data is logged and cleared, and the page works", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await seedCart(page, "{definitely not json");
    await page.goto("/shop");
    await expect(page.getByRole("button", { name: "Cart, empty" })).toBeVisible();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull();
    expect(errors.some((text) => text.includes("Error parsing saved cart data"))).toBe(true);
  });

  test("three add-ons earn the bundle discount; removing one restores prices", async ({ page }) => {
    await seedCart(page, [
      addon("hdr-enhancement", "HDR Enhancement", 25),
      addon("twilight-photography", "Twilight Photography", 10.05),
      addon("object-removal", "Object Removal", 40),
      webDesignCartItem,
    ]);
    await page.goto("/shop");
    await page.getByRole("button", { name: "Cart, 4 items" }).click();
    const drawer = cartDialog(page);
    await expect(drawer.getByText("Bundle Discount")).toHaveCount(3);
    const twilight = drawer
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Twilight Photography" }) });
    await expect(twilight.getByText("$9.05 CAD")).toBeVisible();
    await expect(twilight.locator("s")).toHaveText("was $10.05 CAD");
    // 22.50 + 9.05 + 36.00 + 1,899.00
    await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$1,966.55 CAD");
    await drawer.getByRole("button", { name: "Remove Object Removal from cart" }).click();
    await expect(drawer.getByText("Bundle Discount")).toHaveCount(0);
    await expect(twilight.getByText("$10.05 CAD")).toBeVisible();
    await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$1,934.05 CAD");
  });

  test("a broken item image is swapped for the placeholder", async ({ page }) => {
    await seedCart(page, [
      { ...addon("hdr-enhancement", "HDR Enhancement", 25), image: "/generated/shop/missing.webp" },
    ]);
    await page.goto("/shop");
    await page.getByRole("button", { name: "Cart, 1 item" }).click();
    const image = cartDialog(page).getByRole("listitem").first().locator("img").first();
    await expect(image).toHaveAttribute("data-fallback", "true");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("works with the keyboard alone, returning focus when the cart closes", async ({ page }) => {
    await openDetail(page, "social-media");
    const add = page.getByRole("button", { name: "Add to Cart", exact: true });
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(cartDialog(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") != null)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(cartDialog(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Added to Cart", exact: true })).toBeFocused();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

  test("Checkout saves the order request and goes to /contact", async ({ page }) => {
    await openDetail(page, "product-photography");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await cartDialog(page).getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL("/contact");
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem("studio_order_request") ?? "null"));
    expect(saved).toEqual({
      items: [
        {
          id: "product-photography",
          name: "Product Photography",
          category: expect.any(String),
          type: "service",
          price: 799,
          originalPrice: 799,
          bundleDiscount: false,
        },
      ],
      subtotal: 799,
    });
  });

  test("axe finds nothing with items in the drawer", async ({ page }) => {
    await openDetail(page, "web-design");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(cartDialog(page)).toBeVisible();
    await page.clock.resume(); // axe schedules its own timers
    await expectNoViolations(page);
  });
});

test.describe("shop add-ons", () => {
  const addonCard = (page: Page, name: string) =>
    page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

  async function addAddon(page: Page, name: string) {
    await addonCard(page, name).getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cartDialog(page)).toBeHidden();
  }

  test("the third add-on earns 'Bundle Discount'; removing one restores the prices; Checkout carries them", async ({
    page,
  }) => {
    await page.goto("/shop");
    await expect(page.getByRole("heading", { name: "Add-ons: 10 % off each when you pick 3 or more" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Add-ons: 10 % off each when you pick 3 or more" }).getByRole("article"),
    ).toHaveCount(6);
    await expect(addonCard(page, "Extra Revision Round").getByText("$149.00 CAD")).toBeVisible();
    await addAddon(page, "Extra Revision Round");
    await addAddon(page, "48-Hour Rush Delivery");
    await page.getByRole("button", { name: "Cart, 2 items" }).click();
    await expect(cartDialog(page).getByText("Bundle Discount")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await addonCard(page, "Social Media Launch Kit").getByRole("button", { name: "Add to Cart" }).click();
    const drawer = cartDialog(page);
    await expect(drawer.getByText("Bundle Discount")).toHaveCount(3);
    // 134.10 + 224.10 + 269.10
    await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$627.30 CAD");
    await drawer.getByRole("button", { name: "Remove 48-Hour Rush Delivery from cart" }).click();
    await expect(drawer.getByText("Bundle Discount")).toHaveCount(0);
    await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$448.00 CAD");
    await page.keyboard.press("Escape");
    await addAddon(page, "Brand Guidelines Document");
    await page.getByRole("button", { name: "Cart, 3 items" }).click();
    await cartDialog(page).getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL("/contact");
    const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem("studio_order_request") ?? "null"));
    expect(
      saved.items.map((item: { price: number; bundleDiscount: boolean }) => [item.price, item.bundleDiscount]),
    ).toEqual([
      [134.1, true],
      [269.1, true],
      [359.1, true],
    ]);
    expect(saved.subtotal).toBe(762.3);
    await expect(page.getByTestId("order-subtotal")).toHaveText("$762.30 CAD");
  });

  test("a package's page suggests the add-ons that pair with it", async ({ page }) => {
    await openDetail(page, "web-design");
    const pairs = page.getByRole("region", { name: "Pairs well with" });
    await expect(pairs.getByRole("heading", { level: 3 })).toHaveText([
      "Website Copywriting",
      "Stock Image Licensing",
      "Extra Revision Round",
    ]);
    await pairs.getByRole("article").first().getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartDialog(page).getByRole("heading", { name: "Website Copywriting" })).toBeVisible();
    await expect(cartDialog(page).getByText("per page")).toBeVisible();
  });
});
