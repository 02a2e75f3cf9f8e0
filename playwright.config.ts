import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from "./scripts/chromium";
import { SUITE_SERVER_ENV } from "./tests/e2e/support/server-env";
import { STUDIO_PASSWORD } from "./tests/e2e/support/studio";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh embedded database per run, so tests never see a developer's data or an earlier run's.
// With DATABASE_URL set (CI), the server uses that Postgres instead.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries, in CI either: a flaky test is fixed, never hidden behind a second try.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A failing test keeps its trace: every action with its arguments, timing and error, the network and
    // the console, beside the screenshot of the end and Playwright's error context (the page's ARIA snapshot
    // where it failed). Not a screencast, nor a DOM snapshot at every action: recording them for every test,
    // passing or not, was a large share of the suite's time on two cores.
    // `npx playwright test --trace on` records both when reproducing a failure.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      // Software compositing in the browser process instead of a GPU process of its own: there is no GPU
      // here either way, and one process fewer saves the suite time.
      args: [...CHROMIUM_FLAGS, "--in-process-gpu", "--disable-gpu-compositing"],
    },
  },
  projects: [
    // Tests tagged @phone need the phone layout; @mobile ones run at both widths.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      grep: /@mobile|@phone/,
    },
  ],
  webServer: {
    // The production build made by `npm test` (or `npm run build`) is what is tested; Next's own bin,
    // as in support/server.ts.
    command: `node_modules/.bin/next start -p ${port} -H 127.0.0.1`,
    // Ready once the database is open and migrated (its first answer), so no test pays for that: on
    // a busy machine it takes tens of seconds, more so while another spec starts a server of its own.
    url: `${baseURL}/api/studio/session`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      STUDIO_PASSWORD,
      // The suite plays the reverse proxy: a test that sends wrong passwords names a client address of its
      // own in X-Forwarded-For, so the tests signing in from 127.0.0.1 meanwhile are not slowed down.
      TRUST_PROXY: "1",
      ...SUITE_SERVER_ENV,
    } as Record<string, string>,
  },
});
