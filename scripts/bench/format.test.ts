import { describe, expect, it } from "vitest";
import { browserOf } from "./format";

describe("browserOf", () => {
  it("names the Chrome and its full version from Lighthouse's host user agent", () => {
    expect(
      browserOf(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.7871.100 Safari/537.36",
      ),
    ).toBe("HeadlessChrome 150.0.7871.100");
    expect(browserOf("Mozilla/5.0 (X11; Linux x86_64) Chrome/149.0.1.2 Safari/537.36")).toBe("Chrome 149.0.1.2");
  });

  it("keeps a user agent it cannot read whole, and says when there is none", () => {
    expect(browserOf(" SomethingElse/1.0 ")).toBe("SomethingElse/1.0");
    expect(browserOf(null)).toBe("unknown");
    expect(browserOf("")).toBe("unknown");
  });
});
