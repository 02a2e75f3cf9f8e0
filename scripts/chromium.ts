/**
 * Debian's Chromium and the flags every tool here launches it with (Playwright, the benchmark,
 * the screenshot script). As root it must run unsandboxed; there is no GPU; and it must not reach
 * for the internet on its own (updates, sync, QUIC probes), which this machine's closed network
 * would turn into stalls and console noise.
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
];
