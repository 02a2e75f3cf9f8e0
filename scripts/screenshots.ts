/**
 * Screenshots of pages at desktop and phone widths, for looking at what a visitor sees.
 * Usage: npx tsx scripts/screenshots.ts [--base http://127.0.0.1:3000] [--full] /path /other ...
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
    const file = `.screens/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await context.close();
}
await browser.close();
