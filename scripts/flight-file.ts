/**
 * After `next build` and scripts/drop-flight-css.ts, before scripts/csp-hashes.ts hashes the pages' inline
 * scripts: moves each prerendered page's inline RSC payload into a deferred script file
 * (scripts/build/flight-file.ts), written to .next/static/payload (scripts/standalone.ts copies it beside
 * the standalone server), in .next/server/app and in the standalone server's copy of it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FLIGHT_FILE_DIRECTORY, moveFlightToFile } from "./build/flight-file";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = join(root, ".next", FLIGHT_FILE_DIRECTORY.replace(/^\/_next\//, ""));
const appDirs = [".next/server/app", ".next/standalone/.next/server/app"]
  .map((dir) => join(root, dir))
  .filter((dir) => existsSync(dir));

mkdirSync(outDir, { recursive: true });
let pages = 0;
let moved = 0;
for (const dir of appDirs) {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".html"));
  for (const file of files.map((path) => join(dir, path))) {
    pages += 1;
    const { html, file: payload } = moveFlightToFile(readFileSync(file, "utf8"));
    if (payload === null) continue;
    writeFileSync(join(outDir, payload.name), payload.text);
    writeFileSync(file, html);
    moved += 1;
  }
}
console.log(`flight-file: the payload of ${moved} of ${pages} prerendered pages moved into a file of its own`);
