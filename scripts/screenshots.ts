/**
 * Screenshots of pages at desktop and phone widths, for looking at what a visitor sees.
 * Usage: npx tsx scripts/screenshots.ts [--base http://127.0.0.1:3000] [--full] [--click "Button name"] /path ...
 * --click presses the button of that accessible name first, to look at an open state (menu, cart).
 * Writes .screens/<path>-<width>.png (git-ignored).
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

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

await mkdir(".screens", { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const { width, height, isMobile } of widths) {
  const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    if (click) {
      await page.getByRole("button", { name: click }).click();
      await page.waitForTimeout(600); // let the opening transition finish before the picture
    }
    const slug = `${path}${click ? `-${click}` : ""}`.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "");
    const file = `.screens/${slug || "home"}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await context.close();
}
await browser.close();
