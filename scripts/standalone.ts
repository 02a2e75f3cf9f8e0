/**
 * After `next build` (and scripts/csp-hashes.ts): completes .next/standalone, the self-contained
 * server the Dockerfile ships. Next.js traces only what server code imports, so it leaves out the
 * browser's files (.next/static) and may leave out some of public/; both are copied here. The
 * migrations come through next.config.ts's outputFileTracingIncludes and the CSP hashes through
 * scripts/csp-hashes.ts; this checks that they arrived, so a broken image fails the build, not its
 * first request.
 */
import { cpSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const standalone = join(root, ".next/standalone");

if (!existsSync(join(standalone, "server.js"))) {
  console.log("standalone: no .next/standalone/server.js (output is not standalone), nothing to do");
} else {
  for (const [from, to] of [
    [".next/static", ".next/static"],
    ["public", "public"],
  ] as const) {
    rmSync(join(standalone, to), { recursive: true, force: true });
    cpSync(join(root, from), join(standalone, to), { recursive: true });
  }
  const required = [
    ".next/static",
    "public/favicon.ico",
    ".next/csp-hashes.json",
    "src/db/migrations/meta/_journal.json",
    // A new embedded database is made by a child process that imports PGlite from here (src/db/client.ts).
    "node_modules/@electric-sql/pglite/dist/pglite.wasm",
  ];
  const missing = required.filter((path) => !existsSync(join(standalone, path)));
  if (missing.length > 0) {
    console.error(`standalone: .next/standalone lacks ${missing.join(", ")}`);
    process.exit(1);
  }
  console.log("standalone: .next/standalone is complete (node .next/standalone/server.js)");
}
