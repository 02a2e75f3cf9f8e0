import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import {
  APPLIED_NETWORK,
  appliedThrottling,
  effectiveConnectionType,
  LIGHTHOUSE_ATTEMPTS,
  LIGHTHOUSE_CATEGORIES,
  type CpuMultiplier,
} from "./constants";
import { killGroupWhenOwnerDies } from "../lib/process-group-watchdog";

export interface LighthouseRun {
  lhr: Result;
  /** The JSON report as Lighthouse serialised it, saved as-is so it opens in the Lighthouse viewer. */
  reportJson: string;
}

/**
 * Lighthouse's default audits on its default mobile device, with the slow-4G link and the CPU setting's
 * slowdown applied to the browser while the page loads (`devtools`) instead of simulated afterwards from an
 * unthrottled load (`simulate`, the default). On localhost the simulation's LCP is a race between first
 * paint and the framework's async scripts, bimodal even for the empty floor page (docs/performance.md#method).
 * Lighthouse lengthens its quiet windows to 5.25 s for this method by itself.
 */
function config(cpu: CpuMultiplier): Config {
  return {
    extends: "lighthouse:default",
    settings: {
      formFactor: "mobile",
      throttlingMethod: "devtools",
      throttling: appliedThrottling(cpu),
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    },
  };
}

/**
 * One Chrome serves every audit: Lighthouse opens a fresh tab per navigation and resets storage and
 * cache for the origin, so reuse does not leak state between routes and saves a launch per route. If an
 * audit throws (a crashed tab or browser), the browser is replaced and that audit retried once.
 */
export class LighthouseSession {
  private chrome: LaunchedChrome | null = null;

  private async browser(): Promise<LaunchedChrome> {
    if (this.chrome === null) {
      this.chrome = await launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: [
          ...CHROMIUM_FLAGS,
          `--force-effective-connection-type=${effectiveConnectionType(APPLIED_NETWORK)}`,
        ],
        // The bench's own signal handler stops Chrome and the server together; chrome-launcher's would
        // call process.exit first and leave `next start` running.
        handleSIGINT: false,
        logLevel: "error",
      });
      // chrome-launcher starts Chrome as the leader of its own process group.
      killGroupWhenOwnerDies(this.chrome.pid);
    }
    return this.chrome;
  }

  private async auditOnce(url: string, cpu: CpuMultiplier): Promise<LighthouseRun> {
    const chrome = await this.browser();
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      // Only the HTML report's element previews use it; no category reads it, and it doubles the JSON.
      disableFullPageScreenshot: true,
      // The not-found page answers 404 on purpose; Lighthouse refuses such a document unless told.
      // A route that 404s by mistake is caught by the end-to-end tests, not here.
      ignoreStatusCode: true,
    };
    const result = await lighthouse(url, flags, config(cpu));
    if (result === undefined) throw new Error("Lighthouse returned no result");
    const { lhr, report } = result;
    // A page with no paint or a hung tab: no figure of the run means anything. A page that never went
    // quiet is not one of these; Lighthouse reports what it saw and warns (run-record.ts).
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const reportJson = Array.isArray(report) ? (report[0] ?? "") : report;
    return { lhr, reportJson };
  }

  /** Audits the page with the CPU slowed down `cpu` times. */
  async audit(url: string, cpu: CpuMultiplier): Promise<LighthouseRun> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
      try {
        return await this.auditOnce(url, cpu);
      } catch (error) {
        lastError = error;
        this.close();
      }
    }
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }

  /** Synchronous so it can also run from a process "exit" handler. */
  close(): void {
    if (this.chrome === null) return;
    try {
      this.chrome.kill();
    } catch {
      // Already gone; the next audit launches a new one.
    }
    this.chrome = null;
  }
}
