import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The site the kit draws for: the workspace root, the nearest folder above this package whose
 * package.json lists workspaces. Output paths are relative to it, wherever the kit is run from.
 */
function workspaceRoot(): string {
  const packageDir = fileURLToPath(new URL("..", import.meta.url));
  for (let dir = dirname(packageDir); dirname(dir) !== dir; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in (JSON.parse(readFileSync(manifest, "utf8")) as object)) return dir;
  }
  throw new Error(`No workspace root above ${packageDir}: the kit runs as a workspace of the site it draws for`);
}

export const projectRoot = workspaceRoot();

/** Where generated media is served from, relative to the project root. */
export const generatedDir = "public/generated";

/** The kit's working files in the site (git-ignored): the brief the site writes, the last test pass. */
export const stateDir = join(projectRoot, ".demo-media");
export const briefFile = join(stateDir, "brief.json");

/** The file behind a URL the site names: "/generated/shop/x.webp" → "public/generated/shop/x.webp". */
export function publicFile(url: string): string {
  if (!/^\/(generated|media)\//.test(url)) throw new Error(`${url} is not under /generated/ or /media/`);
  return `public${url}`;
}
