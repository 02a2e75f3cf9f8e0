import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { isBuiltin } from "node:module";
import { dirname, join, relative, resolve } from "node:path";

/**
 * What a generator's output depends on, as one hash: the text of its module and of every local
 * module it reaches through static imports (shared helpers, the palette, site identity, content),
 * plus the installed version of every package those modules import or `require.resolve` (fontkit,
 * sharp, the font files' packages). Change any of them and the hash changes; nothing has to be
 * declared by hand, so a new helper or data module cannot be forgotten.
 */

const SPECIFIERS = [
  /\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*["']([^"']+)["']\s*\)/g,
];
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", ".json", "/index.ts", "/index.tsx"];

/** Module specifiers in TypeScript/JavaScript source, comments aside. */
export function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\\])\/\/.*$/gm, "$1");
  const found = new Set<string>();
  for (const pattern of SPECIFIERS) for (const match of code.matchAll(pattern)) found.add(match[1] as string);
  return [...found];
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

/** The fingerprint of `entry` (an absolute path to a module) and all it depends on, under `root`. */
export function fingerprintModule(entry: string, root: string): string {
  const files = new Map<string, string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    const text = readFileSync(file, "utf8");
    files.set(file, createHash("sha256").update(text).digest("hex"));
    if (file.endsWith(".json")) continue;
    for (const specifier of importSpecifiers(text)) {
      if (specifier.startsWith(".") || specifier.startsWith("@/")) pending.push(resolveLocal(specifier, file, root));
      else if (!isBuiltin(specifier))
        packages.add(`${packageName(specifier)}@${packageVersion(packageName(specifier), dirname(file))}`);
    }
  }
  const record = {
    files: [...files].map(([file, hash]) => `${relative(root, file).split("\\").join("/")} ${hash}`).sort(),
    packages: [...packages].sort(),
  };
  return createHash("sha256").update(JSON.stringify(record)).digest("hex");
}
