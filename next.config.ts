import type { NextConfig } from "next";
import { DEVICE_WIDTHS, IMAGE_WIDTHS, OPTIMIZED_PATHS, OPTIMIZER_CACHE_BYTES } from "./src/config/images";
import { HANDLER_CSP, securityHeaders } from "./src/config/security-headers";

const production = process.env.NODE_ENV === "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The server compresses its answers itself, with Brotli where the browser takes it
  // (src/lib/server/compression.ts); Next.js's own compression only gzips.
  compress: false,
  // A self-contained server in .next/standalone (server.js plus only the node_modules it uses), which
  // the Dockerfile ships; scripts/standalone.ts adds the static files it does not copy itself.
  output: "standalone",
  // Read from disk at run time (src/db/client.ts), so the build's file tracing cannot see them.
  outputFileTracingIncludes: { "/**": ["./src/db/migrations/**/*"] },
  // PGlite loads its WebAssembly next to its own files; node-postgres stays a plain Node module.
  serverExternalPackages: ["@electric-sql/pglite", "pg"],
  // `npm test` type-checks the whole tree (`npm run typecheck`, scripts and tests included) before it
  // builds; the build's own check of the same files would only repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  experimental: {
    // The stylesheet (one small file: Tailwind's atomic CSS does not grow with the page) goes into each
    // page's <head> instead of a render-blocking request, which on a phone's slow link costs a whole round
    // trip before first paint (docs/performance.md#styles-in-the-page).
    inlineCss: true,
  },
  images: {
    // AVIF where the browser takes it (lighter than WebP on a phone), WebP otherwise. The end-to-end
    // suite's servers encode WebP only (E2E_WEBP_IMAGES=1, tests/e2e/support/server-env.ts): the suite checks
    // what pages do, not how a picture is encoded, and AVIF costs the server several times the CPU per
    // picture (docs/testing.md#end-to-end). Read when the server starts; the standalone spec checks that the
    // shipped server negotiates AVIF.
    formats: process.env.E2E_WEBP_IMAGES === "1" ? ["image/webp"] : ["image/avif", "image/webp"],
    // Generated media is fingerprinted by content, so it can be cached for long.
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // Only the widths and pictures the pages ask for, in a cache of bounded size (src/config/images.ts).
    deviceSizes: [...DEVICE_WIDTHS],
    imageSizes: [...IMAGE_WIDTHS],
    localPatterns: OPTIMIZED_PATHS.map((pathname) => ({ pathname, search: "" })),
    maximumDiskCacheSize: OPTIMIZER_CACHE_BYTES,
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders({ production }),
      },
      // Route handlers are outside proxy.ts, which sets the pages' policies.
      ...["/api/:path*", "/Guides/:path*"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: HANDLER_CSP }],
      })),
    ];
  },
};

export default nextConfig;
