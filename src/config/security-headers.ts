/**
 * Response headers for every route. The Content-Security-Policy allows no inline script by default:
 * the App Router's inline bootstrap scripts of a prerendered page are allowed by their SHA-256
 * hashes (computed after the build, scripts/csp-hashes.ts, sent by proxy.ts), and a page rendered
 * per request carries a per-request nonce instead (docs/architecture.md#security).
 */
export type HeaderPair = { key: string; value: string };

export type SecurityHeaderOptions = {
  /** Origin of the link-preview service, which the portfolio calls from the browser. */
  previewServiceOrigin: string;
  production: boolean;
  /** What may run inline: `'sha256-…'` hashes of a prerendered page's scripts and/or `'nonce-…'`. */
  inlineScripts?: readonly string[];
};

export function contentSecurityPolicy({
  previewServiceOrigin,
  production,
  inlineScripts = [],
}: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's development build evaluates code for its debugging tools; production never does.
    "script-src": ["'self'", ...inlineScripts, ...(production ? [] : ["'unsafe-eval'"])],
    // React style props and next/font's inline @font-face rules (styles cannot run code).
    "style-src": ["'self'", "'unsafe-inline'"],
    // Site previews come back as image URLs on whatever host the previewed site uses.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'"],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", previewServiceOrigin],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", "mailto:"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/**
 * The Content-Security-Policy of every route handler's answer (JSON, a picture, a download): nothing
 * in it may run, load or be framed, even if a browser were led to open it as a page. Set in
 * next.config.ts, because proxy.ts does not see route handlers (it would buffer their bodies).
 */
export const HANDLER_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The headers besides the CSP (which proxy.ts sets per response), for every route including files. */
export function securityHeaders({ production }: Pick<SecurityHeaderOptions, "production">): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value:
        "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=(), fullscreen=(self)",
    },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
  if (production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}
