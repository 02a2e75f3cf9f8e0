import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe on the page as it is now and fails with one line per violation (rule, help and the
 * elements it found). Without `tags`, axe's default rule set; the route sweep passes the WCAG tags.
 */
export async function expectNoViolations(page: Page, tags?: readonly string[]) {
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags([...tags]) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
