/* The dates a round's new posts are planned for. */

/** A calendar date as `YYYY-MM-DD`, in local time. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The planned date a new post is given: one a day going back from today, as the generated set is
 * dated (post n, n days before today). `index` counts from 0.
 */
export function plannedDateFor(index: number, today: Date): string {
  return isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (index + 1)));
}
