/**
 * After `next build`, before scripts/csp-hashes.ts hashes the pages' inline scripts: empties the
 * stylesheet's second copy in each prerendered page's inline RSC payload (scripts/build/flight-css.ts),
 * in .next/server/app and in the standalone server's copy of it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dropInlinedCssFromFlight } from "./build/flight-css";

const root = fileURLToPath(new URL("..", import.meta.url));
const appDirs = [".next/server/app", ".next/standalone/.next/server/app"]
  .map((dir) => join(root, dir))
  .filter((dir) => existsSync(dir));

let pages = 0;
let emptied = 0;
for (const dir of appDirs) {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".html"));
  for (const file of files.map((path) => join(dir, path))) {
    pages += 1;
    const { html, dropped } = dropInlinedCssFromFlight(readFileSync(file, "utf8"));
    if (dropped > 0) {
      writeFileSync(file, html);
      emptied += 1;
    }
  }
}
console.log(
  emptied > 0
    ? `drop-flight-css: the payload's copy of the stylesheet emptied in ${emptied} of ${pages} prerendered pages`
    : `drop-flight-css: nothing to empty in ${pages} prerendered pages (has Next.js stopped writing it? then this step can go)`,
);
