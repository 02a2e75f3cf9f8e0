export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * A post's date as the cards show it, "Nov 22, 2026" (en-CA, short month), in the visitor's time
 * zone. Written out rather than through Intl.DateTimeFormat: the first formatter a page builds loads
 * the browser's locale data on the main thread, inside the review board's hydration
 * (docs/performance.md#intl); and this way the server and the browser cannot differ on the month's abbreviation.
 */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/**
 * Local midnight `days` calendar days before `today`'s date. Counted in calendar days, not in
 * 24-hour steps, so a change to or from daylight saving time in between never moves it a day.
 * The review page's first-paint script (reveal-script.ts) repeats this line; a test holds them equal.
 */
export function daysBefore(today: Date, days: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
}
