import { once } from "./once";

/**
 * Canadian dollars as Canadians write them; exported so a test can check the currency is really CAD.
 * Made on first use: building a currency formatter loads the browser's locale data, 15–20 ms of
 * main thread on a fast machine, which the shell (it imports this module through the cart) would
 * otherwise pay at start-up on every page, before any price is shown.
 */
export const cadFormatter = once(
  () =>
    new Intl.NumberFormat("en-CA", {
      style: "currency",
      currency: "CAD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Prices show as `$1,899.00 CAD` (decisions.md): Canadian dollars, two decimals, then the code. */
export function formatCad(amount: number): string {
  return `${cadFormatter().format(amount)} CAD`;
}

/** Rounds to whole cents, avoiding binary drift such as 1.005 * 100 = 100.49999. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
