import { afterAll, afterEach, vi } from "vitest";

// Only the files that ask for a DOM (`// @vitest-environment jsdom`) load Testing Library.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => cleanup());
}

// Files share a worker (vitest.config.ts): one that turned on fake timers hands the next real ones.
afterAll(() => {
  vi.useRealTimers();
});
