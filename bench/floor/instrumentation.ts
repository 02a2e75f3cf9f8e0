/*
 * The floor's own start-up hook. Without one, Turbopack (whose root is the repository's, see
 * next.config.ts) takes the site's instrumentation.ts, which opens the site's database. It installs the
 * site's request hook, which compresses answers as the site does (src/lib/server/compression.ts), so the
 * floor's bytes compare with the site's.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("../../src/lib/server/node-server")).installRequestStamp();
}
