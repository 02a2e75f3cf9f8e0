// npm test drives Debian's Chromium; say how to get it rather than fail deep inside Playwright.
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium";

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`\nThe end-to-end tests need Debian's Chromium at ${CHROMIUM_PATH}, and it is not installed.`);
  console.error("Install it with:\n\n  apt-get update && apt-get install -y chromium\n");
  console.error("(.ci/run installs it on CI machines.)\n");
  process.exit(1);
}
