// npm test drives Debian's Chromium; say how to get it rather than fail deep inside Playwright.
import { existsSync } from "node:fs";
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from "./chromium";

if (!existsSync(CHROMIUM_PATH) && !existsSync(CHROMIUM_HEADLESS_SHELL_PATH)) {
  console.error(`\nThe end-to-end tests need Debian's Chromium at ${CHROMIUM_PATH}, and it is not installed.`);
  console.error("Install it with:\n\n  apt-get update && apt-get install -y chromium chromium-headless-shell\n");
  console.error("(.ci/run installs both on CI machines.)\n");
  process.exit(1);
}

if (!existsSync(CHROMIUM_HEADLESS_SHELL_PATH)) {
  console.warn(
    `The end-to-end tests will run in ${CHROMIUM_PATH}. They run in about two thirds of the time in Chromium's ` +
      "headless shell: apt-get install -y chromium-headless-shell",
  );
}
