import { describe, expect, it } from "vitest";
import { browserOf } from "./format";

const AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36";

describe("browserOf", () => {
  it("names the browser and its full version from its --version line", () => {
    expect(browserOf("Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)\n", AGENT)).toBe(
      "Chromium 156.0.8078.108",
    );
    expect(browserOf("Google Chrome 149.0.7000.12 ", null)).toBe("Chrome 149.0.7000.12");
  });

  it("falls back on Lighthouse's host user agent, saying so, and keeps one it cannot read whole", () => {
    expect(browserOf(null, AGENT)).toBe("HeadlessChrome 156.0.0.0 (user agent)");
    expect(browserOf("", " SomethingElse/1.0 ")).toBe("SomethingElse/1.0");
    expect(browserOf(null, null)).toBe("unknown");
    expect(browserOf(null, "")).toBe("unknown");
  });
});
