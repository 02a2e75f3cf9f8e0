import type { Page } from "@playwright/test";
import { freezeClock } from "./support/clock";
import { expect, test } from "./support/test";

const sections = [
  ["Brand Systems", "increase market share by 35%", "GET PROPOSAL"],
  ["Web & Product", "boost conversion rates by 40%", "GET PROPOSAL"],
  ["Content & Growth", "grow qualified leads by 60%", "GET PROPOSAL"],
  ["Photo Video & Animation", "elevate engagement by 85%", "GET PROPOSAL"],
  ["AI & Automation", "save 25 hours per week", "GET PROPOSAL"],
  ["Real Estate", "accelerate sales by 45%", "VIEW PACKAGES"],
  ["Indigenous Language & Education", "reach 10x more learners", "VIEW PACKAGES"],
  ["Generative Intelligence", "launch 3x faster", "VIEW PACKAGES"],
] as const;

const rail = (page: Page) => page.getByRole("navigation", { name: "Services sections" });

test.describe("/services", () => {
  test("opens with WORKING, TOGETHER, the three steps and the marquee", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("WORKING, TOGETHER");
    for (const step of ["Strategic consultation", "Tailored creativity", "Seamless execution"]) {
      await expect(page.getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(page.getByText("LEGENDARY CREATIVE STUDIO").first()).toBeVisible();
  });

  test("has the eight sections in order, each with claim, copy, categories and its link to /contact", async ({
    page,
  }) => {
    await page.goto("/services");
    for (const [index, [name, claim, label]] of sections.entries()) {
      const section = page.locator(`section[data-index="${index + 1}"]`);
      await expect(section.getByText(`${String(index + 1).padStart(2, "0")} · ${name}`)).toBeAttached();
      await expect(section.getByText(claim, { exact: true })).toBeAttached();
      await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);
      const paragraphs = await section.locator("p.text-lg").count();
      expect(paragraphs).toBeGreaterThanOrEqual(2);
      expect(paragraphs).toBeLessThanOrEqual(3);
      await expect(section.getByRole("heading", { name: "CATEGORIES" })).toBeAttached();
      const link = section.getByRole("link", { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute("href", "/contact");
    }
    await expect(page.getByRole("link", { name: "GET IN TOUCH" })).toHaveAttribute("href", "/contact");
  });

  test("the rail scrolls to a section and marks the one in view", async ({ page }) => {
    await page.goto("/services");
    const buttons = rail(page).getByRole("button");
    await expect(buttons).toHaveCount(10);
    await rail(page).getByRole("button", { name: "3. Content & Growth" }).click();
    await expect(page.locator('section[data-index="3"] h2')).toBeInViewport();
    await expect(rail(page).getByRole("button", { name: "3. Content & Growth" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(rail(page).locator("[aria-current]")).toHaveCount(1);

    await page.locator('section[data-index="6"]').evaluate((element) => element.scrollIntoView());
    await expect(rail(page).getByRole("button", { name: "6. Real Estate" })).toHaveAttribute("aria-current", "true");

    await rail(page).getByRole("button", { name: "Go to contact" }).click();
    await expect(page.getByRole("heading", { name: "LET'S TALK" })).toBeInViewport();
    await rail(page).getByRole("button", { name: "Back to the top" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("hovering a section's left half shows its collage and makes it the active section", async ({ page }) => {
    await page.goto("/services");
    const section = page.locator('section[data-index="2"]');
    await section.scrollIntoViewIfNeeded();
    await page.getByTestId("stage-2").hover();
    await expect(section.locator("[data-visible='true']")).toHaveCount(1);
    await expect(rail(page).getByRole("button", { name: "2. Web & Product" })).toHaveAttribute("aria-current", "true");
    await page.mouse.move(1300, 400);
    await expect(section.locator("[data-visible='true']")).toHaveCount(0);
  });

  test("the 'hover to explore' hint shows every 8 to 12 s for 0.8 s", async ({ page }) => {
    await page.addInitScript(() => {
      Math.random = () => 0.5; // the next hint then comes after exactly 10 s
    });
    await freezeClock(page);
    await page.goto("/services");
    await rail(page).getByRole("button", { name: "1. Brand Systems" }).click();
    const hint = page.getByTestId("stage-1").getByTestId("explore-hint");
    await expect(rail(page).getByRole("button", { name: "1. Brand Systems" })).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(9990);
    await expect(hint).toHaveAttribute("data-shown", "false");
    await page.clock.runFor(10);
    await expect(hint).toHaveAttribute("data-shown", "true");
    await expect(hint).toHaveText("hover to explore");
    await page.clock.runFor(790);
    await expect(hint).toHaveAttribute("data-shown", "true");
    await page.clock.runFor(10);
    await expect(hint).toHaveAttribute("data-shown", "false");
    await page.clock.runFor(10000);
    await expect(hint).toHaveAttribute("data-shown", "true");
  });
});

for (const path of ["/services", "/about"]) {
  test(`${path} blocks the context menu and image dragging, but not in text fields`, async ({ page }) => {
    await page.goto(path);
    const prevented = (selector: string, type: "contextmenu" | "dragstart") =>
      page.evaluate(
        ([selector, type]) => {
          const target = document.querySelector(selector)!;
          const event = new MouseEvent(type, { bubbles: true, cancelable: true });
          target.dispatchEvent(event);
          return event.defaultPrevented;
        },
        [selector, type] as const,
      );
    // Polled: the guard is attached when the page hydrates.
    await expect.poll(() => prevented("main h1", "contextmenu")).toBe(true);
    expect(await prevented("main img", "contextmenu")).toBe(true);
    expect(await prevented("main img", "dragstart")).toBe(true);
    await page.evaluate(() => {
      const field = document.createElement("textarea");
      field.id = "probe-field";
      const editable = document.createElement("div");
      editable.id = "probe-editable";
      editable.contentEditable = "true";
      document.querySelector("main")!.append(field, editable);
    });
    expect(await prevented("#probe-field", "contextmenu")).toBe(false);
    expect(await prevented("#probe-editable", "contextmenu")).toBe(false);
  });
}

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the marquee stands still", async ({ page }) => {
    await page.goto("/services");
    await expect(page.locator(".animate-marquee").first()).toHaveCSS("animation-name", "none");
  });
});
