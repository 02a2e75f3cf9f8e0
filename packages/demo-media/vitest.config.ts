import { defineConfig } from "vitest/config";

/**
 * The kit's own tests: pure logic, drawings as SVG text, and checks of what `npm run media` wrote
 * (generated-outputs.ts), which fail when it has not run. Rasterising is slow on two cores, hence
 * the long timeout.
 */
export default defineConfig({
  test: {
    name: "media",
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
