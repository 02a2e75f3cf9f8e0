/**
 * Between `next build`'s compile and generate steps: drops the third copy of the stylesheet Next.js
 * writes into every page for its built-in error page (see scripts/build/global-error-css.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dropBuiltinGlobalErrorCss, readManifests, writeManifests } from "./build/global-error-css";

const appDir = fileURLToPath(new URL("../.next/server/app", import.meta.url));
const manifests = readdirSync(appDir, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith("_client-reference-manifest.js"))
  .map((path) => join(appDir, path));
if (manifests.length === 0) {
  console.error("drop-global-error-css: no client reference manifests in .next/server/app; run the compile step first");
  process.exit(1);
}
let dropped = 0;
for (const file of manifests) {
  const parsed = readManifests(readFileSync(file, "utf8"));
  const count = dropBuiltinGlobalErrorCss(parsed);
  if (count > 0) writeFileSync(file, writeManifests(parsed));
  dropped += count;
}
console.log(
  dropped > 0
    ? `drop-global-error-css: the built-in error page's copy of the stylesheet dropped from ${dropped} routes`
    : "drop-global-error-css: nothing to drop (has Next.js stopped copying it? then this step can go)",
);
