/**
 * How far one round's comparison (a route's LCP over its no-JS copy's, its TBT over the floor's) strays
 * from what the same route measured in its other rounds: the bench's own noise on this machine, against
 * which a must missed by a little is read. Pooled over every route, so the routes' real differences do
 * not count as noise.
 */

/** A pooled standard deviation and what it rests on. */
export interface Spread {
  /** The standard deviation of one round's value around its route's mean. */
  sd: number;
  /** Rounds that counted (routes with at least two of them). */
  rounds: number;
  routes: number;
}

/**
 * The pooled within-route standard deviation: every value's distance from its own route's mean, over the
 * rounds left once each route's mean is taken (n - 1 per route). Null when no route has two values.
 */
export function pooledSpread(routes: readonly (readonly number[])[]): Spread | null {
  let squares = 0;
  let freedom = 0;
  let rounds = 0;
  let counted = 0;
  for (const values of routes) {
    if (values.length < 2) continue;
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    squares += values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
    freedom += values.length - 1;
    rounds += values.length;
    counted += 1;
  }
  if (freedom === 0) return null;
  return { sd: Math.sqrt(squares / freedom), rounds, routes: counted };
}

/**
 * How far a median of `rounds` values strays by itself, for values that scatter by `sd`: the
 * large-sample rule, sd x sqrt(pi / 2) / sqrt(rounds), close enough at three rounds to read a margin by.
 */
export const medianSpread = (sd: number, rounds: number): number => (sd * Math.sqrt(Math.PI / 2)) / Math.sqrt(rounds);

/** Each round's comparison of every route at one setting. */
export interface RoundComparisons {
  lcpVsNoJs: readonly (readonly number[])[];
  tbtOverFloorMs: readonly (readonly number[])[];
}

const describe = (spread: Spread | null, format: (sd: number) => string, rounds: number) =>
  spread === null
    ? { sd: "too few rounds to tell", median: null }
    : {
        sd: `±${format(spread.sd)} (${spread.rounds} rounds of ${spread.routes} ${spread.routes === 1 ? "route" : "routes"})`,
        median: `±${format(medianSpread(spread.sd, rounds))}`,
      };

/**
 * The report's line on the noise, under a setting's references: each figure's spread round to round,
 * and what a median of the run's rounds strays by from it alone. A must missed by less than about
 * twice that may be the machine, not the page.
 */
export function formatRoundSpread(comparisons: RoundComparisons, rounds: number): string {
  const lcp = describe(pooledSpread(comparisons.lcpVsNoJs), (sd) => sd.toFixed(3), rounds);
  const tbt = describe(pooledSpread(comparisons.tbtOverFloorMs), (sd) => `${sd.toFixed(0)} ms`, rounds);
  const line =
    "Round to round (one round's comparison against the same route's other rounds, standard deviation pooled " +
    `over the routes): LCP x no-JS ${lcp.sd}, TBT +floor ${tbt.sd}.`;
  const medians = [lcp.median, tbt.median].filter((value) => value !== null);
  if (medians.length === 0) return line;
  return (
    `${line} A median of ${rounds} rounds strays by about ${medians.join(" and ")} by itself: a must missed by ` +
    "less than twice that may be the machine, not the page."
  );
}
