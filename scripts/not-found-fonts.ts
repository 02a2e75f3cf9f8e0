/**
 * Between `next build`'s compile and generate steps: lists the not-found page's fonts under the file
 * Next.js looks them up by, so its page preloads the headings' face as every other page does
 * (see scripts/build/not-found-fonts.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { aliasNotFoundFonts, fontManifestJson, fontManifestScript, readFontManifest } from "./build/not-found-fonts";

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
const result = aliasNotFoundFonts(manifest);
if (typeof result === "object") {
  writeFileSync(json, fontManifestJson(manifest));
  writeFileSync(script, fontManifestScript(manifest));
  console.log(`not-found-fonts: the not-found page preloads ${result.added} font${result.added === 1 ? "" : "s"}`);
} else if (result === "listed") {
  console.log(
    "not-found-fonts: app/not-found has its fonts in the manifest already (by Next.js? then this step can go)",
  );
} else {
  console.log(
    "not-found-fonts: no fonts listed for the not-found page (tests/e2e/first-paint.spec.ts checks its preload)",
  );
}
