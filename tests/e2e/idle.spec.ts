import { runningAnimations } from "./support/animations";
import { projectList } from "./support/portfolio";
import { dismissGuide } from "./support/review";
import { pendingStatuses } from "./support/statuses";
import { expect, test } from "./support/test";
import { lightTour, serveOwnGuide } from "./support/tour";
import { auditedRoutes } from "../../src/config/routes";

/*
 * A page left open leaves the phone's main thread alone. An animation that repeats forever ends an iteration
 * with an event the main thread handles (React listens for every one), so nothing on a page repeats more often
 * than every ten seconds (docs/performance.md#a-page-left-alone).
 */

const LEAST_ITERATION_MS = 10_000;

test.describe("nothing on a page repeats more often than every ten seconds", () => {
  for (const route of auditedRoutes) {
    test(`${route.name} (${route.path})`, async ({ page }) => {
      await dismissGuide(page);
      if (route.path.startsWith("/property/")) await Promise.all([serveOwnGuide(page), lightTour(page)]);
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // The home page's projects load once the visitor comes near them, and their cards are what this is about.
      if (route.path === "/") await page.locator("#portfolio").scrollIntoViewIfNeeded();
      // Skeletons pulse while a simulated load lasts (0.8 s on a package); what stays is what counts.
      await expect(pendingStatuses(page)).toHaveCount(0);
      const tooFrequent = (await runningAnimations(page)).filter(
        (animation) => animation.iterations === Infinity && animation.duration < LEAST_ITERATION_MS,
      );
      expect(tooFrequent).toEqual([]);
    });
  }
});

test("a card's spinner turns once a second for as long as its picture takes, ending an iteration every 100 s", async ({
  page,
}) => {
  // The portfolio's pictures never arrive, so the cards keep their spinners.
  await page.route(/\/_next\/image\?url=%2Fgenerated%2Fportfolio/, () => {});
  await page.goto("/");
  await page.locator("#portfolio").scrollIntoViewIfNeeded();
  const projects = projectList(page);
  await projects.scrollIntoViewIfNeeded();
  const spinner = projects.locator(".animate-spin").first();
  await expect(spinner).toBeVisible();
  const turning = await spinner.evaluate((element) =>
    element.getAnimations().map((animation) => {
      const keyframes = animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
      const lastTransform = String(keyframes.at(-1)?.transform ?? "");
      const timing = animation.effect?.getComputedTiming();
      return {
        iterations: timing?.iterations,
        iterationMs: Number(timing?.duration ?? 0),
        turnsPerIteration: Number(/rotate\(([\d.]+)deg\)/.exec(lastTransform)?.[1] ?? 0) / 360,
      };
    }),
  );
  expect(turning).toEqual([{ iterations: Infinity, iterationMs: 100_000, turnsPerIteration: 100 }]);
});
