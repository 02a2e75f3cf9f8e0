// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAddress, throttleKey } from "./client-address";

describe("the client's address", () => {
  it("without a trusted proxy is the connection's own, whatever the forwarding headers say", () => {
    expect(clientAddress({ peer: "203.0.113.7", forwardedFor: "198.51.100.1", proxies: 0 })).toBe("203.0.113.7");
    expect(clientAddress({ peer: "::ffff:203.0.113.7", forwardedFor: null, proxies: 0 })).toBe("203.0.113.7");
    expect(clientAddress({ peer: null, forwardedFor: "198.51.100.1", proxies: 0 })).toBeNull();
  });

  it("behind one trusted proxy is the entry that proxy appended, the rightmost", () => {
    const forwardedFor = "198.51.100.1, 10.0.0.8,203.0.113.7";
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor, proxies: 1 })).toBe("203.0.113.7");
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "[2001:db8::5]:51000", proxies: 1 })).toBe("2001:db8::5");
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "203.0.113.7:51000", proxies: 1 })).toBe("203.0.113.7");
    // Straight to the server, past the proxy: the connection's address.
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: null, proxies: 1 })).toBe("127.0.0.1");
    expect(clientAddress({ peer: "127.0.0.1", forwardedFor: "1.2.3.4, not-an-address", proxies: 1 })).toBeNull();
  });
});

describe("what wrong passwords are counted against", () => {
  it("is an IPv4 address itself, and an IPv6 address's /64 network", () => {
    expect(throttleKey("203.0.113.7")).toBe("203.0.113.7");
    expect(throttleKey("2001:db8:0:12:aa::5")).toBe("2001:db8:0:12::/64");
    expect(throttleKey("2001:0db8:0000:0012:ffff:1:2:3")).toBe("2001:db8:0:12::/64");
    expect(throttleKey("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(throttleKey("::1")).toBe("0:0:0:0::/64");
  });
});
