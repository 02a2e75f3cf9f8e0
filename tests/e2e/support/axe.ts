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
  //
  // A page with no frames but its own (every page of this site: it embeds none) is audited with one
  // `axe.run` in the page, AxeBuilder's "legacy mode". Its default mode runs axe in each frame and then
  // opens a blank page of its own to merge their results: a second page, and axe loaded again, for every
  // audit, which with one frame merges nothing and took half the audit's time, for the same violations.
  // A page that does hold a frame gets the default mode, which also
  // reaches into cross-origin frames.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(page.frames().length === 1);
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
