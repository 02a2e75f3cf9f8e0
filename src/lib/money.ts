/**
 * Prices show as `$1,899.00 CAD` (docs/studio-site.md#prices): Canadian dollars as Canadians write them, two
 * decimals, then the code. Written out rather than through Intl.NumberFormat, which gives the same
 * text (money.test.ts checks them against each other) but loads the browser's locale data when the
 * first formatter is built, on the main thread, inside the hydration of every page that shows a price
 * (docs/performance.md#intl).
 */
export function formatCad(amount: number): string {
  const cents = toCents(Math.abs(amount));
  const dollars = groupThousands(Math.floor(cents / 100));
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, "0")} CAD`;
}

/** A whole number of zero or more as en-CA writes it (5,000), without Intl for the reason above. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Whole cents, rounding half up on the amount as written (1.005 is 101 cents, as Intl has it), not on
 * its binary value (1.00499999…): shifting the decimal point in the text is exact.
 */
function toCents(amount: number): number {
  const text = String(amount);
  return Math.round(text.includes("e") ? amount * 100 : Number(`${text}e2`));
}

/** Rounds to whole cents, avoiding binary drift such as 1.005 * 100 = 100.49999. */
export function roundToCents(amount: number): number {
  return (Math.sign(amount) * toCents(Math.abs(amount))) / 100;
}
