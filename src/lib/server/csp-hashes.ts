import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** `'sha256-…'` of every inline script (no src) of a page's HTML, in the order they appear. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

/** The URL path a prerendered file answers: "index.html" is "/", "shop/web-design.html" is "/shop/web-design". */
export function pagePathOf(file: string): string {
  const path = `/${file.replace(/\.html$/, "")}`;
  return path === "/index" ? "/" : path;
}

let manifest: Record<string, readonly string[]> | null = null;

/**
 * The hashes of a prerendered page's inline scripts, or null for a path that is rendered per request.
 * Read once from the manifest the build leaves (.next/csp-hashes.json); none in development.
 */
export function prerenderedScriptHashes(pathname: string): readonly string[] | null {
  const path = requestedPagePath(pathname);
  const hashes = readManifest();
  return path !== null && Object.hasOwn(hashes, path) ? (hashes[path] ?? null) : null;
}

/**
 * The page path a request's pathname names, decoded and without a trailing slash; null when its
 * percent-encoding is malformed (`/shop/%E0%A4%A`), which no prerendered page answers.
 */
export function requestedPagePath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Whether this server runs a build that left the manifest (not development). */
export function hasBuildManifest(): boolean {
  return Object.keys(readManifest()).length > 0;
}

function readManifest(): Record<string, readonly string[]> {
  if (manifest === null) {
    try {
      manifest = JSON.parse(readFileSync(join(process.cwd(), ".next/csp-hashes.json"), "utf8")) as Record<
        string,
        readonly string[]
      >;
    } catch {
      manifest = {};
    }
  }
  return manifest;
}

/** What an unknown path may be answered with: the prerendered not-found page. */
export function notFoundScriptHashes(): readonly string[] {
  return prerenderedScriptHashes("/_not-found") ?? [];
}
