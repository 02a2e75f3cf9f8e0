/**
 * Debian's Chromium and the flags every tool here launches it with (Playwright, the benchmark,
 * the screenshot script). As root it must run unsandboxed; there is no GPU; and it must not reach
 * for the internet on its own (updates, sync, QUIC probes), which this machine's closed network
 * would turn into stalls and console noise. --disable-dev-shm-usage guards against containers with
 * a small /dev/shm, where heavy pages crash the tab. (Chromium 132+ has only the new headless mode,
 * so plain --headless is what chrome-launcher wants too.)
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The end-to-end suite's browser: Debian's build of Chromium's headless shell (package
 * chromium-headless-shell, the same Chromium release and the same Blink, without the desktop browser
 * around it), which is what Playwright itself runs headless tests in, and runs the suite markedly
 * faster than the full browser, with the same results. Without it the suite falls back to the full
 * browser, only slower. The benchmark and the screenshots keep the full browser:
 * they measure and show what a visitor's Chromium does.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export const E2E_CHROMIUM_PATH = existsSync(CHROMIUM_HEADLESS_SHELL_PATH)
  ? CHROMIUM_HEADLESS_SHELL_PATH
  : CHROMIUM_PATH;

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

/** The browser's own `--version` line ("Chromium 156.0.8078.108 built on …"), or null when it cannot say. */
export function versionLine(path: string): string | null {
  try {
    return execFileSync(path, ["--version"], { encoding: "utf8", timeout: 10_000 });
  } catch {
    return null;
  }
}
