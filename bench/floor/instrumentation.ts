/*
 * The floor's own start-up hook, empty. Without it, Turbopack (whose root is the repository's, see
 * next.config.ts) takes the site's instrumentation.ts, which opens the site's database.
 */
export function register(): void {}
