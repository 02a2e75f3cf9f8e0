/**
 * Debian's Chromium and the flags every tool here launches it with (Playwright, the benchmark,
 * the screenshot script). As root it must run unsandboxed; there is no GPU; and it must not reach
 * for the internet on its own (updates, sync, QUIC probes), which this machine's closed network
 * would turn into stalls and console noise. --disable-dev-shm-usage guards against containers with
 * a small /dev/shm, where heavy pages crash the tab. (Chromium 132+ has only the new headless mode,
 * so plain --headless is what chrome-launcher wants too.)
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
