import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page as it is now and fails with one line per violation (rule, help and the
 * elements it found). Without `tags`, axe's default rule set; the route sweep passes the WCAG tags.
 */
export async function expectNoViolations(page: Page, tags?: readonly string[]) {
  await settleTransitions(page);
  // Only violations are asserted: axe then builds selectors for one node per passed or incomplete
  // rule instead of every node it checked, which on a long page was half of its time. Every rule still runs.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (tags ? builder.withTags([...tags]) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits (up to 2 s) for the finite transitions running now, such as a dialog fading in: axe would
 * otherwise measure contrast on half-transparent text and fail at random.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === "running")
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}
