import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
          include: ["src/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          // Pure and server modules run in Node; a test that needs a DOM says so with `// @vitest-environment jsdom`
          // (jsdom costs about a second per file to set up).
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          restoreMocks: true,
        },
      },
      // The media kit's tests (npm run test:media), with its own config.
      "packages/demo-media",
    ],
  },
});
