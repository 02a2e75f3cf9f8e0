/** Postgres's `integer`: an id in a URL beyond it names nothing, and must not reach a query. */
const INT32_MAX = 2 ** 31 - 1;

/** A positive integer id from a URL segment (`1` … `2147483647`, no sign, no leading zeros), or null. */
export function positiveId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT32_MAX ? id : null;
}
