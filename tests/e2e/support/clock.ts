import type { Page } from "@playwright/test";

const START = new Date("2026-11-23T10:00:00-07:00").getTime();

/**
 * Installs Playwright's fake clock and stops it, so page timers fire only when the test calls
 * page.clock.runFor(): timing assertions then hold exactly, whatever the machine's speed.
 */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
}
