import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

/*
 * The floor has no package.json or node_modules of its own: next, react and tailwindcss resolve from the
 * repository root, so the floor always runs the site's versions. Naming the root keeps Turbopack and
 * output tracing from guessing it.
 */
const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));

const nextConfig: NextConfig = {
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  // As for the site: the root's `tsc` checks these files, so the build need not check them again.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Compressed as the site compresses (instrumentation.ts), not by Next.js.
  compress: false,
};

export default nextConfig;
