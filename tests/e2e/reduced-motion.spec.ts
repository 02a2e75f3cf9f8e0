import type { Page } from "@playwright/test";
import { runningAnimations as allRunning } from "./support/animations";
import { projectList } from "./support/portfolio";
import { dismissGuide } from "./support/review";
import { pendingStatuses } from "./support/statuses";
import { expect, test } from "./support/test";
import { lightTour, serveOwnGuide } from "./support/tour";
import { auditedRoutes } from "../../src/config/routes";

/*
 * With the visitor's "reduce motion" setting on, nothing on any route moves by itself: no CSS
 * animation or transition keeps running, marquees and carousels stand still while time passes,
 * no video plays, the tour's guided play is not offered, and the custom cursor is not drawn. The
 * per-page details (the statement fully lit, the about page's still circular text, smooth
 * scrolling replaced by jumps) are in home, about, services and vantaroom specs.
 */

test.use({ reducedMotion: "reduce" });

/** Animations still running after load, except the near-zero ones the reduced-motion stylesheet leaves. */
const runningAnimations = async (page: Page) =>
  (await allRunning(page)).filter((animation) => animation.duration > 1 || animation.iterations > 1);

/** Where everything that could move by itself is: animated elements, marquees, the circular text, videos' time. */
const motionSnapshot = (page: Page) =>
  page.evaluate(() => {
    const moving = [
      ...document.querySelectorAll('[class*="animate-"]:not(.animate-spin), svg:has(textPath), [class*="transition"]'),
    ];
    return {
      boxes: moving.map((element) => {
        const box = element.getBoundingClientRect();
        return `${Math.round(box.x)},${Math.round(box.y)} ${getComputedStyle(element).transform}`;
      }),
      videoTimes: [...document.querySelectorAll("video")].map((video) => video.currentTime),
      scroll: [window.scrollX, window.scrollY],
    };
  });

/** Moves the pointer a little, as a visitor would: videos and the cursor wait for that. */
async function beThere(page: Page) {
  for (let x = 200; x < 260; x += 12) await page.mouse.move(x, 300);
}

test.describe("nothing moves by itself", () => {
  for (const route of auditedRoutes) {
    test(`${route.name} (${route.path})`, async ({ page }) => {
      await dismissGuide(page);
      // Only on the tour: a routed page bypasses the browser's cache.
      if (route.path.startsWith("/property/")) await Promise.all([serveOwnGuide(page), lightTour(page)]);
      await page.clock.install();
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await beThere(page);
      // The home page's projects load once the visitor comes near them; their cards must keep still too.
      if (route.path === "/") await page.locator("#portfolio").scrollIntoViewIfNeeded();
      // Past the simulated loads (0.8 s service detail, 1 s review grid) and any hint's timer. Those
      // timers start when the page hydrates, which on a slow machine comes after this run: the clock
      // then flows on by itself, and the looks below wait until nothing says it is still loading.
      await page.clock.runFor(2_000);
      await expect(pendingStatuses(page)).toHaveCount(0);
      // Each project's picture settles on its own time (a web project's looks for a preview first): until every
      // card has one or its quiet panel, a picture arriving is not motion.
      await expect(projectList(page).locator(".animate-spin")).toHaveCount(0);
      await page.mouse.move(5, 5);

      expect(await runningAnimations(page)).toEqual([]);
      const before = await motionSnapshot(page);
      await page.clock.runFor(15_000);
      await page.mouse.move(5, 5);
      expect(await motionSnapshot(page)).toEqual(before);
      expect(await runningAnimations(page)).toEqual([]);
      const playing = await page.evaluate(
        () => [...document.querySelectorAll("video")].filter((v) => !v.paused).length,
      );
      expect(playing).toBe(0);
      await expect(page.getByTestId("custom-cursor")).toHaveCount(0);
    });
  }
});

test("the home page's client carousel stands still while time passes", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const track = page.getByRole("region", { name: "Client logos" }).locator(".animate-marquee");
  await track.scrollIntoViewIfNeeded();
  const x = () => track.evaluate((element) => element.getBoundingClientRect().x);
  const start = await x();
  await page.clock.runFor(20_000);
  expect(await x()).toBe(start);
  await expect(page.locator("video")).toHaveCount(0);
});

test("the tour's guided play is not offered and the tour stays where the visitor left it", async ({ page }) => {
  await serveOwnGuide(page);
  await lightTour(page);
  await page.clock.install();
  await page.goto("/property/22-chelsea-bay?frame=40");
  const slider = page.getByRole("slider", { name: "Frame" });
  await expect(slider).toBeEnabled();
  await expect(slider).toHaveValue("40");
  await expect(page.getByRole("button", { name: "Play tour" })).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(slider).toHaveValue("40");
  await expect(page).toHaveURL(/\?frame=40$/);
  // Moving is still the visitor's to do.
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("41");
});

test("the custom cursor is not drawn for a mouse", async ({ page }) => {
  await page.goto("/");
  await beThere(page);
  await page.getByRole("link", { name: "CONTACT" }).first().hover();
  await expect(page.getByTestId("custom-cursor")).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).not.toBe("none");
});
