import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { isBuiltin } from "node:module";
import { dirname, join, relative, resolve } from "node:path";

/**
 * What a generator's output depends on, as one hash: the text of its module and of every local
 * module and data file it reaches through static imports (shared helpers, designs, the kit's own
 * data), the parts of the site's brief those modules read with `siteData("part")` (the palette, the
 * portfolio, …: each part's data, not the whole brief), and the installed version of every package
 * they import or `require.resolve` (fontkit, sharp, the font files' packages). Change any of them
 * and the hash changes; nothing has to be declared by hand, so a new helper or data part cannot be
 * forgotten.
 */

const SPECIFIERS = [
  /\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*["']([^"']+)["']\s*\)/g,
];
const SITE_DATA = /\bsiteData\(\s*["']([A-Za-z]+)["']\s*\)/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", ".json", "/index.ts", "/index.tsx"];

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\\])\/\/.*$/gm, "$1");

/** Module specifiers in TypeScript/JavaScript source, comments aside. */
export function importSpecifiers(source: string): string[] {
  const code = withoutComments(source);
  const found = new Set<string>();
  for (const pattern of SPECIFIERS) for (const match of code.matchAll(pattern)) found.add(match[1] as string);
  return [...found];
}

/** The parts of the site's brief a module reads: the names its siteData calls give. */
export function siteDataParts(source: string): string[] {
  return [...new Set([...withoutComments(source).matchAll(SITE_DATA)].map((match) => match[1] as string))];
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return (specifier.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

function packageVersion(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const manifest = join(dir, "node_modules", name, "package.json");
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
    if (dirname(dir) === dir) throw new Error(`Cannot find the package "${name}" imported from ${fromDir}`);
  }
}

function resolveLocal(specifier: string, fromFile: string, root: string): string {
  const base = specifier.startsWith("@/") ? join(root, specifier.slice(2)) : resolve(dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve "${specifier}" imported from ${relative(root, fromFile)}`);
}

/**
 * The fingerprint of `entry` (an absolute path to a module) and all it depends on, under `root`;
 * `siteDataHash` hashes one part of the site's brief.
 */
export function fingerprintModule(entry: string, root: string, siteDataHash: (part: string) => string): string {
  const files = new Map<string, string>();
  const packages = new Set<string>();
  const parts = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    const text = readFileSync(file, "utf8");
    files.set(file, createHash("sha256").update(text).digest("hex"));
    if (file.endsWith(".json")) continue;
    for (const part of siteDataParts(text)) parts.add(part);
    for (const specifier of importSpecifiers(text)) {
      if (specifier.startsWith(".") || specifier.startsWith("@/")) pending.push(resolveLocal(specifier, file, root));
      else if (!isBuiltin(specifier))
        packages.add(`${packageName(specifier)}@${packageVersion(packageName(specifier), dirname(file))}`);
    }
  }
  const record = {
    files: [...files].map(([file, hash]) => `${relative(root, file).split("\\").join("/")} ${hash}`).sort(),
    packages: [...packages].sort(),
    siteData: [...parts].sort().map((part) => `${part} ${siteDataHash(part)}`),
  };
  return createHash("sha256").update(JSON.stringify(record)).digest("hex");
}
