// @vitest-environment node
import { describe, expect, it } from "vitest";
import { APPLIED_NETWORK, effectiveConnectionType } from "./constants";

describe("the connection a page on the throttled link reads", () => {
  it("is 3g on the applied slow 4G: its round trip is a 3g one", () => {
    expect(effectiveConnectionType(APPLIED_NETWORK)).toBe("3G");
  });

  it("follows the Network Information API's table, by round trip or by downlink", () => {
    const fast = { requestLatencyMs: 100, downloadThroughputKbps: 10_000 };
    expect(effectiveConnectionType(fast)).toBe("4G");
    expect(effectiveConnectionType({ ...fast, requestLatencyMs: 269 })).toBe("4G");
    expect(effectiveConnectionType({ ...fast, requestLatencyMs: 270 })).toBe("3G");
    expect(effectiveConnectionType({ ...fast, downloadThroughputKbps: 700 })).toBe("3G");
    expect(effectiveConnectionType({ ...fast, requestLatencyMs: 1400 })).toBe("2G");
    expect(effectiveConnectionType({ ...fast, downloadThroughputKbps: 70 })).toBe("2G");
    expect(effectiveConnectionType({ ...fast, requestLatencyMs: 2000 })).toBe("Slow-2G");
    expect(effectiveConnectionType({ ...fast, downloadThroughputKbps: 50 })).toBe("Slow-2G");
  });
});
