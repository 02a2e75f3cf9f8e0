import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { freezeClock } from "./support/clock";
import { bringPortfolioNear, projects } from "./support/portfolio";
import { expect, test } from "./support/test";

const STATEMENT =
  "WE DESIGN VISUAL STORIES THAT CAPTIVATE, INSPIRE, AND TRANSFORM YOUR BRAND INTO AN UNFORGETTABLE EXPERIENCE.";
const PREVIEW_SERVICE = "https://api.microlink.io/**";

async function showPortfolio(page: Page) {
  await freezeClock(page);
  await page.goto("/");
  await bringPortfolioNear(page);
  await page.clock.runFor(300);
  await expect(projects(page)).toHaveCount(8);
}

test.describe("home", () => {
  test("has its sections in the spec's order", async ({ page }) => {
    await page.goto("/");
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(headings.filter({ hasText: /^(Projects|MAIN SERVICES|Clients|The studio at a glance)$/i })).toHaveText(
      [/Projects/i, /MAIN SERVICES/, /Clients/i, /The studio at a glance/],
    );
    const order = await page.evaluate(() =>
      [
        "#hero-title",
        "[aria-label='Our promise']",
        "#portfolio",
        "#main-services-title",
        "#clients-title",
        "#bento-title",
      ].map((selector) => document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the statement reads as one sentence and lights up word by word on scroll", async ({ page }) => {
    await page.goto("/");
    const statement = page.locator("p[data-lit]");
    await expect(statement).toMatchAriaSnapshot(`- paragraph: ${STATEMENT}`);
    await expect(statement).toHaveAttribute("data-lit", "0");
    await statement.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.5),
    );
    await expect.poll(async () => Number(await statement.getAttribute("data-lit"))).toBeGreaterThan(0);
    await statement.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY));
    await expect(statement).toHaveAttribute("data-lit", "15");
  });

  test("the hero reel is muted, inline and looping, behind a poster", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("video");
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(page.locator("img[src*='hero-reel-poster']")).toBeVisible();
    // The reel is attached once the page has loaded and the visitor has moved, then plays over the poster.
    await expect(video).not.toHaveAttribute("src");
    let x = 200;
    await expect(async () => {
      await page.mouse.move((x += 7), 300);
      expect(await video.evaluate((element: HTMLVideoElement) => element.src)).toContain("/media/hero-reel.mp4");
    }).toPass();
    await expect(video).toHaveAttribute("data-state", "playing");
  });

  test("a failing hero video is hidden, logged, and the poster stays", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.route("**/media/hero-reel.mp4", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    // The pointer moves until the page is listening: the reel is only asked for once the visitor is there.
    let x = 200;
    await expect(async () => {
      await page.mouse.move((x += 7), 300);
      await expect(page.locator("video")).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await expect(page.locator("img[src*='hero-reel-poster']")).toBeVisible();
    expect(errors.some((text) => text.includes("Hero video failed to load"))).toBe(true);
  });
});

test.describe("portfolio", () => {
  // On a phone too (@mobile), where the grid starts less than two screens down.
  test("shows a spinner, then the first page 300 ms after it comes near, then the end message @mobile", async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("%2Fgenerated%2Fportfolio%2F")) pictures.push(request.url());
    });
    await freezeClock(page);
    await page.goto("/");
    await expect(page.getByRole("status").filter({ hasText: "Loading projects" })).toBeAttached();
    // The header's cart opens once the page has hydrated; by then the grid has looked where it is.
    await page.getByRole("button", { name: /^Cart/ }).click();
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeHidden();
    // Far below the first screen, the grid asks for nothing, however long the visitor stays at the top.
    await page.clock.runFor(5_000);
    await expect(projects(page)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Loading projects" })).toBeAttached();
    expect(pictures).toEqual([]);
    await bringPortfolioNear(page);
    await page.clock.runFor(290);
    await expect(projects(page)).toHaveCount(0);
    await page.clock.runFor(10);
    await expect(projects(page)).toHaveCount(8);
    await expect(page.getByText("You've reached the end.")).toBeAttached();
  });

  test("filters by category with pressed buttons", async ({ page }) => {
    await showPortfolio(page);
    const filters = page.getByRole("group", { name: "Filter projects by category" });
    await filters.getByRole("button", { name: "Digital Art" }).click();
    await expect(filters.getByRole("button", { name: "Digital Art" })).toHaveAttribute("aria-pressed", "true");
    await expect(projects(page)).toHaveCount(2);
    await expect(projects(page).getByText("Digital Art", { exact: true })).toHaveCount(2);
    await filters.getByRole("button", { name: "All" }).click();
    await expect(projects(page)).toHaveCount(8);
  });

  test("opens filtered when the address names a category, and the address follows the filter chosen", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto("/?category=digital-art#portfolio");
    const filters = page.getByRole("group", { name: "Filter projects by category" });
    await expect(filters.getByRole("button", { name: "Digital Art" })).toHaveAttribute("aria-pressed", "true");
    await bringPortfolioNear(page);
    // The same simulated wait, then only that category's projects: the end message as for all of them.
    await page.clock.runFor(290);
    await expect(projects(page)).toHaveCount(0);
    await page.clock.runFor(10);
    await expect(projects(page)).toHaveCount(2);
    await expect(projects(page).getByText("Digital Art", { exact: true })).toHaveCount(2);
    await expect(page.getByText("You've reached the end.")).toBeAttached();
    await filters.getByRole("button", { name: "Branding" }).click();
    await expect(page).toHaveURL(/\/\?category=branding#portfolio$/);
    await filters.getByRole("button", { name: "All" }).click();
    await expect(page).toHaveURL(/\/#portfolio$/);
    await expect(projects(page)).toHaveCount(8);
  });

  test("shows every project when the address names no known category", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/?category=%3Cb%3Esculpture%3C%2Fb%3E");
    await bringPortfolioNear(page);
    await page.clock.runFor(300);
    const filters = page.getByRole("group", { name: "Filter projects by category" });
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(projects(page)).toHaveCount(8);
  });

  test("lays each card out at its picture's proportions, from the media manifest, before any picture arrives", async ({
    page,
  }) => {
    const manifest = JSON.parse(await readFile("public/generated/media-manifest.json", "utf8")) as {
      files: Record<string, { width?: number; height?: number }>;
    };
    await page.route(/_next\/image\?url=%2Fgenerated%2Fportfolio%2F/, () => {
      // Never answered: the grid has only the sizes the page was built with.
    });
    await showPortfolio(page);
    const ratios = new Set<string>();
    for (const id of ["chinook-arch", "roof-right-brand", "blackfoot-learner-portal", "naan-bruder-website"]) {
      const { width = 0, height = 1 } = manifest.files[`public/generated/portfolio/${id}.webp`] ?? {};
      const box = await page.getByTestId(`portfolio-image-${id}`).boundingBox();
      expect(box, id).not.toBeNull();
      expect((box?.width ?? 0) / (box?.height ?? 1), id).toBeCloseTo(width / height, 2);
      ratios.add((width / height).toFixed(2));
    }
    expect(ratios.size).toBeGreaterThan(1);
  });

  test("an image that fails to load is replaced by the placeholder", async ({ page }) => {
    await page.route(/_next\/image\?url=%2Fgenerated%2Fportfolio%2Fchinook-arch\.webp/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await showPortfolio(page);
    const image = page.getByTestId("portfolio-image-chinook-arch").locator("img");
    await expect(image).toHaveAttribute("src", /placeholder\.webp/);
    await expect(image).toHaveAttribute("data-loaded", "true");
  });

  test("a web project shows its site's preview image from the service", async ({ page }) => {
    const png = await readFile("public/generated/icons/icon-512.png");
    await page.route(PREVIEW_SERVICE, (route) =>
      route.fulfill({
        json: { status: "success", data: { image: { url: "https://images.example/wecare.png" }, logo: null } },
      }),
    );
    await page.route("https://images.example/wecare.png", (route) =>
      route.fulfill({ body: png, contentType: "image/png" }),
    );
    await showPortfolio(page);
    const image = page.getByTestId("portfolio-image-we-care-movers-website").locator("img");
    await expect(image).toHaveAttribute("src", "https://images.example/wecare.png");
    await expect(image).toHaveAttribute("data-loaded", "true");
  });

  test("takes the logo when the preview has no image", async ({ page }) => {
    const png = await readFile("public/generated/icons/icon-192.png");
    await page.route(PREVIEW_SERVICE, (route) =>
      route.fulfill({
        json: { status: "success", data: { image: null, logo: { url: "https://images.example/logo.png" } } },
      }),
    );
    await page.route("https://images.example/logo.png", (route) =>
      route.fulfill({ body: png, contentType: "image/png" }),
    );
    await showPortfolio(page);
    await expect(page.getByTestId("portfolio-image-naan-bruder-website").locator("img")).toHaveAttribute(
      "src",
      "https://images.example/logo.png",
    );
  });

  test("a failing preview service is logged; the screenshot is tried, then the project's own artwork", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const asked: string[] = [];
    await page.route(PREVIEW_SERVICE, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 503, body: "" });
    });
    await showPortfolio(page);
    const image = page.getByTestId("portfolio-image-we-care-movers-website").locator("img");
    await expect(image).toHaveAttribute("src", /we-care-movers-website\.webp/);
    expect(errors).toContain("Preview service API error: 503");
    expect(asked.some((url) => url.includes("embed=screenshot.url"))).toBe(true);
  });

  test("a card opens the project's details in a dialog", async ({ page }) => {
    await showPortfolio(page);
    await projects(page)
      .getByRole("button", { name: /We Care Movers/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "We Care Movers" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Moving day, booked in three taps.")).toBeVisible();
    await expect(dialog.getByText("Next.js", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: /case study/ })).toHaveAttribute("href", /case-study\.pdf$/);
    await expect(dialog.getByRole("link", { name: /Visit the website/ })).toHaveAttribute(
      "href",
      "https://wecaremovers.ca",
    );
    await page.clock.resume();
    await expectNoViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a download-only case study is not linked", async ({ page }) => {
    await showPortfolio(page);
    await projects(page)
      .getByRole("button", { name: /Luxury Windows/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Luxury Windows & Exteriors" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /case study/ })).toHaveCount(0);
  });
});

test.describe("services, clients and bento", () => {
  test("every main service row leads to /services", async ({ page }) => {
    await page.goto("/");
    const rows = page.getByRole("region", { name: "MAIN SERVICES" }).getByRole("link");
    await expect(rows).toHaveCount(5);
    for (const href of await rows.evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect(href).toBe("/services");
    await expect(rows.first()).toContainText(/Web Design and Development/i);
  });

  test("the carousel links each client's site safely and previews it on hover and focus", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client logos" });
    const links = carousel.getByRole("link");
    await expect(links).toHaveCount(9);
    await expect(links.first()).toHaveAttribute("target", "_blank");
    await expect(links.first()).toHaveAttribute("rel", "noopener noreferrer");
    // Pointing at the carousel pauses it, so the logo under the pointer holds still.
    await carousel.hover({ position: { x: 10, y: 40 } });
    const track = carousel.locator(".animate-marquee");
    await expect(track).toHaveCSS("animation-play-state", "paused");
    // It moved for as long as the page took to get here, on a slow machine past the first logo: point
    // at a logo it shows now (the hover's own move stays inside the carousel, so it stays paused).
    const shown = await links.evaluateAll((all) => {
      const region = all[0]?.closest('[role="region"]')?.getBoundingClientRect();
      return all.findIndex((link) => {
        const box = link.getBoundingClientRect();
        const centre = box.left + box.width / 2;
        return !!region && centre > Math.max(0, region.left) && centre < Math.min(innerWidth, region.right);
      });
    });
    expect(shown).toBeGreaterThanOrEqual(0);
    await links.nth(shown).hover();
    await expect(carousel.getByTestId("client-preview")).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(carousel.getByTestId("client-preview")).toHaveCount(0);
    await links.nth(2).focus();
    await expect(carousel.getByTestId("client-preview")).toBeVisible();
  });

  test("the bento grid is hidden at 768px and shown at 769px, with its links", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/");
    const bento = page.getByRole("region", { name: "The studio at a glance" });
    await expect(bento).toBeHidden();
    await page.setViewportSize({ width: 769, height: 900 });
    await expect(bento).toBeVisible();
    await expect(bento.getByRole("link", { name: /CONTACT/ })).toHaveAttribute("href", "/contact");
    await expect(bento.getByRole("link", { name: /REAL ESTATE/ })).toHaveAttribute("href", "/vantaroom");
    const serviceLinks = bento.getByRole("listitem").getByRole("link");
    await expect(serviceLinks).toHaveCount(8);
    for (const href of await serviceLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect(href).toBe("/services");
    expect(await bento.locator(":scope > div > div > *").count()).toBe(10);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no video plays, the statement is fully lit and the carousel stands still", async ({ page }) => {
    await page.goto("/");
    // The pointer moves until the page is listening: the reel is only asked for once the visitor is there.
    let x = 200;
    await expect(async () => {
      await page.mouse.move((x += 7), 300);
      await expect(page.locator("video")).toHaveCount(0, { timeout: 500 });
    }).toPass();
    await expect(page.locator("p[data-lit]")).toHaveAttribute("data-lit", "15");
    await expect(page.getByRole("region", { name: "Client logos" }).locator(".animate-marquee")).toHaveCSS(
      "animation-name",
      "none",
    );
  });
});
