const cad = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Prices show as `$1,899.00 CAD`: dollars with two decimals, then the currency code. */
export function formatCad(amount: number): string {
  return `${cad.format(amount)} CAD`;
}

/** Rounds to whole cents, avoiding binary drift such as 1.005 * 100 = 100.49999. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
