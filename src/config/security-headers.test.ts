import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const origin = "https://preview.example";

describe("securityHeaders", () => {
  it("forbids framing, sniffing and plugins, and lets the preview service be called", () => {
    const csp = contentSecurityPolicy({ previewServiceOrigin: origin, production: true });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain(`connect-src 'self' ${origin}`);
    expect(csp).not.toContain("unsafe-eval");
  });

  it("allows no inline script but the page's own, by hash or nonce", () => {
    const csp = contentSecurityPolicy({
      previewServiceOrigin: origin,
      production: true,
      inlineScripts: ["'sha256-abc='", "'nonce-xyz'"],
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'nonce-xyz';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("allows eval only in development, for React's debugging tools", () => {
    expect(contentSecurityPolicy({ previewServiceOrigin: origin, production: false })).toContain("'unsafe-eval'");
  });

  it("sends HSTS in production only", () => {
    const names = (production: boolean) => securityHeaders({ production }).map((h) => h.key);
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(true)).toEqual(
      expect.arrayContaining(["X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]),
    );
  });
});
