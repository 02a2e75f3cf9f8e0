/**
 * Between `next build`'s compile and generate steps: lists the not-found page's fonts under the file
 * Next.js looks them up by, so its page preloads the headings' face as every other page does
 * (see scripts/build/not-found-fonts.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { aliasNotFoundFonts, fontManifestScript, readFontManifest } from "./build/not-found-fonts";

const json = fileURLToPath(new URL("../.next/server/next-font-manifest.json", import.meta.url));
const script = json.replace(/\.json$/, ".js");
let source: string;
try {
  source = readFileSync(json, "utf8");
} catch {
  console.error("not-found-fonts: no .next/server/next-font-manifest.json; run the compile step first");
  process.exit(1);
}
const manifest = readFontManifest(source);
const added = aliasNotFoundFonts(manifest);
if (added > 0) {
  writeFileSync(json, JSON.stringify(manifest, null, 2));
  writeFileSync(script, fontManifestScript(manifest));
}
console.log(
  added > 0
    ? `not-found-fonts: the not-found page preloads ${added} font${added === 1 ? "" : "s"}`
    : "not-found-fonts: nothing to add (does Next.js preload the not-found page's fonts now? then this step can go)",
);
