/**
 * Screenshots of pages at desktop and phone widths, for looking at what a visitor sees.
 * Usage: npx tsx scripts/screenshots.ts [--base http://127.0.0.1:3000] [--full] [--click "Button name"] /path ...
 * --click presses the button of that accessible name first, to look at an open state (menu, cart).
 * --full scrolls through the page first (so lazy images load) and also writes the page in
 * slices two viewports high (<name>-<width>-<n>.png), easier to look at than one tall picture.
 * Writes .screens/<path>-<width>.png (git-ignored).
 */
import { mkdir } from "node:fs/promises";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args.splice(index, 2)[1];
};
const base = option("--base") ?? "http://127.0.0.1:3000";
const click = option("--click");
const fullPage = args.includes("--full");
const paths = args.filter((arg) => arg.startsWith("/"));
const widths = [
  { width: 1440, height: 900, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];

/** Scrolls to `top` and waits two frames, so observers see the new position and can start loading. */
function scrollAndSettle(page: Page, top: number) {
  return page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, y);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    top,
  );
}

/** Waits for running transitions and finite animations (a dialog opening); endless ones are left. */
function finishTransitions(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await scrollAndSettle(page, y);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
}

/** The full page again in slices `sliceHeight` tall, cut by the browser (a clip in page coordinates). */
async function slice(page: Page, file: string, width: number, sliceHeight: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let index = 0, top = 0; top < height; index += 1, top += sliceHeight) {
    const clip = { x: 0, y: top, width, height: Math.min(sliceHeight, height - top) };
    await page.screenshot({ path: file.replace(/\.png$/, `-${index + 1}.png`), fullPage: true, clip });
  }
}

await mkdir(".screens", { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const { width, height, isMobile } of widths) {
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile,
    hasTouch: isMobile,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    if (click) {
      await page.getByRole("button", { name: click }).click();
      await finishTransitions(page);
    }
    const slug = `${path}${click ? `-${click}` : ""}`.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "");
    const file = `.screens/${slug || "home"}-${width}.png`;
    if (fullPage) await scrollThrough(page);
    await page.screenshot({ path: file, fullPage });
    if (fullPage) await slice(page, file, width, height * 2);
    console.log(file);
  }
  await context.close();
}
await browser.close();
