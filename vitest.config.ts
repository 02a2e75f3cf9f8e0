import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

const SITE_TESTS = ["src/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"];

/** Tests that replace modules (vi.mock) or set the environment a module reads when it loads. */
const ISOLATED = [
  "app/route-handlers.test.ts",
  "src/features/tour/server/tour-api.test.ts",
  "src/db/client.test.ts",
  "src/config/site.test.ts",
];

/** What both product projects run with. */
const PRODUCT_TESTS = {
  // Pure and server modules run in Node; a test that needs a DOM says so with `// @vitest-environment jsdom`
  // (jsdom is slow to set up for each file).
  environment: "node" as const,
  setupFiles: ["./vitest.setup.ts"],
  restoreMocks: true,
  unstubGlobals: true,
  unstubEnvs: true,
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Content and server modules import "server-only", which throws outside React's server build; tests may read them.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // The product's tests (npm run test:unit): fast, nothing rasterised, no generated media needed.
          name: "site",
          include: SITE_TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED],
          ...PRODUCT_TESTS,
          // Files share a worker's loaded modules instead of each starting from nothing, which cost most of
          // the run (docs/testing.md#unit-tests). So a file leaves no global state behind: spies,
          // stubbed globals and environment variables are restored (PRODUCT_TESTS), timers in vitest.setup.ts,
          // and a file that replaces a module (vi.mock) or reads the environment at import runs in "site-isolated".
          isolate: false,
        },
      },
      { extends: true, test: { name: "site-isolated", include: ISOLATED, ...PRODUCT_TESTS } },
      // The media kit's tests (npm run test:media), with its own config.
      "packages/demo-media",
    ],
  },
});
