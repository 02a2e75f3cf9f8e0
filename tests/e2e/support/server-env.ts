/**
 * What every `next start` server of the suite is given (the suite's own, from playwright.config.ts, and
 * each test's, from server.ts): pictures encoded as WebP only, as next.config.ts explains. The standalone
 * server keeps the build's formats, AVIF first, and its spec checks that it negotiates them.
 */
export const SUITE_SERVER_ENV: Record<string, string> = { E2E_WEBP_IMAGES: "1" };
