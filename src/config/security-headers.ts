/**
 * Response headers for every route. Pages are statically prerendered, so the CSP cannot use
 * per-request nonces: the App Router's inline bootstrap scripts need 'unsafe-inline' in script-src
 * (see "Security" in the README). Everything else is as tight as the site allows.
 */
export type HeaderPair = { key: string; value: string };

export type SecurityHeaderOptions = {
  /** Origin of the link-preview service, which the portfolio calls from the browser. */
  previewServiceOrigin: string;
  production: boolean;
};

export function contentSecurityPolicy({ previewServiceOrigin, production }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's development build evaluates code for its debugging tools; production never does.
    "script-src": ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    // React style props and next/font's inline @font-face rules.
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
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): HeaderPair[] {
  const headers: HeaderPair[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value:
        "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=(), fullscreen=(self)",
    },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (options.production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}
