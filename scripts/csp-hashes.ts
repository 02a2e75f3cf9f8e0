/**
 * After `next build`: the SHA-256 hash of every inline script of every prerendered page, by path,
 * written to .next/csp-hashes.json (and beside the standalone server, when there is one). proxy.ts
 * sends them in each page's Content-Security-Policy, so script-src needs no 'unsafe-inline'.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { inlineScriptHashes, pagePathOf } from "../src/lib/server/csp-hashes";

const root = fileURLToPath(new URL("..", import.meta.url));
const appDir = join(root, ".next/server/app");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const manifest: Record<string, string[]> = {};
for (const file of htmlFiles(appDir)) {
  const page = pagePathOf(relative(appDir, file).split(sep).join("/"));
  manifest[page] = inlineScriptHashes(readFileSync(file, "utf8"));
}
const text = `${JSON.stringify(manifest, Object.keys(manifest).sort(), 2)}\n`;
writeFileSync(join(root, ".next/csp-hashes.json"), text);
const standalone = join(root, ".next/standalone/.next");
if (existsSync(standalone)) writeFileSync(join(standalone, "csp-hashes.json"), text);
console.log(`csp-hashes: ${Object.keys(manifest).length} prerendered pages`);
