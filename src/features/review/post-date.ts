const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * A post's date as the cards show it, "Nov 22, 2026" (en-CA, short month), in the visitor's time
 * zone. Written out rather than through Intl.DateTimeFormat: the first formatter a page builds loads
 * the browser's locale data, about 20 ms of main thread on a fast machine, inside the review board's
 * hydration; and this way the server and the browser cannot differ on the month's abbreviation.
 */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
