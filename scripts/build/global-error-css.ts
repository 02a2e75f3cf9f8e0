import vm from "node:vm";

/**
 * Next.js (16.4, Turbopack) writes the root layout's whole stylesheet into every page a third time: with
 * `experimental.inlineCss`, the page's <head> has it and the layout's part of the page's RSC payload has
 * it (the browser needs both), and the payload's entry for the built-in global-error page has it again,
 * because Turbopack lists the route's CSS for every module of the route and Next renders that list for
 * the error page with no record of what the layout already sent (vercel/next.js#98110). The built-in
 * error page styles itself inline and uses none of it: 64 KB the phone parses before it paints.
 *
 * The build therefore runs in two steps (`package.json`, `build`): compile, then this, then generate the
 * pages; it empties that one entry in each route's client reference manifest. A custom global-error
 * page of the site's own would be left alone. When Next fixes the bug there is nothing to drop and the
 * step says so; `tests/e2e/first-paint.spec.ts` checks that a page carries its stylesheet twice, not three times.
 */

/** The built-in global-error module, as Turbopack names it in a manifest. */
export const BUILTIN_GLOBAL_ERROR = /\/next\/dist\/client\/components\/builtin\/global-error$/;

type Manifest = { entryCSSFiles?: Record<string, unknown[]> } & Record<string, unknown>;

/** Reads a `*_client-reference-manifest.js` file: one or more `globalThis.__RSC_MANIFEST[page] = {…}`. */
export function readManifests(source: string): Record<string, Manifest> {
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, Manifest> } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(source, sandbox, { timeout: 1_000 });
  const manifests = sandbox.__RSC_MANIFEST;
  if (!manifests || typeof manifests !== "object" || Object.keys(manifests).length === 0) {
    throw new Error("not a client reference manifest: it sets no globalThis.__RSC_MANIFEST entry");
  }
  return manifests;
}

export function writeManifests(manifests: Record<string, Manifest>): string {
  const entries = Object.entries(manifests).map(
    ([page, manifest]) => `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify(manifest)};`,
  );
  return ["globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};", ...entries, ""].join("\n");
}

/** Empties the built-in global-error's stylesheet list in each manifest; returns how many lists it emptied. */
export function dropBuiltinGlobalErrorCss(manifests: Record<string, Manifest>): number {
  let dropped = 0;
  for (const manifest of Object.values(manifests)) {
    for (const [module, files] of Object.entries(manifest.entryCSSFiles ?? {})) {
      if (BUILTIN_GLOBAL_ERROR.test(module) && files.length > 0) {
        manifest.entryCSSFiles![module] = [];
        dropped += 1;
      }
    }
  }
  return dropped;
}
