import type { Page } from "@playwright/test";

const START = new Date("2026-11-23T10:00:00-07:00").getTime();
/**
 * The installed clock runs from its start until it is paused, and pausing may only move it forward:
 * started this long before the time it pauses at, it is still behind that time however slow the
 * machine is between the two calls.
 */
const RUNNING_BEFORE_PAUSE_MS = 60 * 60 * 1000;

/**
 * Installs Playwright's fake clock and stops it a second after START, so page timers fire only when the test calls
 * page.clock.runFor(): timing assertions then hold exactly, whatever the machine's speed. Called before
 * the page loads, so no page timer runs meanwhile.
 */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: START - RUNNING_BEFORE_PAUSE_MS });
  await page.clock.pauseAt(START + 1000);
}
