import { medianFigures, type RouteFigures } from "./figures";
import { median } from "./median";

/** One round of a route: its run and its references' runs of that round, each null where Lighthouse failed. */
export interface Round {
  route: RouteFigures | null;
  floor: RouteFigures | null;
  noJs: RouteFigures | null;
}

/** A route against its references; null where no round measured the figure on both pages. */
export interface Versus {
  /** The route's LCP divided by the floor's. */
  lcpVsFloor: number | null;
  /** The route's LCP divided by its no-JS copy's. */
  lcpVsNoJs: number | null;
  /** The route's TBT minus the floor's, in ms. */
  tbtOverFloorMs: number | null;
  /** The route's first-paint JavaScript minus the floor's, in bytes. */
  jsOverFloorBytes: number | null;
  /** The floor's own Performance score (median of the route's rounds): the must follows it on a slow machine. */
  floorPerformance?: number | null;
}

export interface ComparedRoute {
  /** The route's medians over its runs. */
  figures: RouteFigures;
  /** The medians of the floor runs of the route's rounds: its floor, not the whole bench's. */
  floor: RouteFigures;
  /** The medians of the route's no-JS copy. */
  noJs: RouteFigures;
  versus: Versus;
  /** Each round's own comparison, in round order (rounds missing a figure left out): for the bench's noise. */
  perRound: { lcpVsNoJs: number[]; tbtOverFloorMs: number[] };
}

const measured = (runs: ReadonlyArray<RouteFigures | null>): RouteFigures[] =>
  runs.flatMap((run) => (run === null ? [] : [run]));

function paired(
  rounds: readonly Round[],
  reference: "floor" | "noJs",
  figure: (figures: RouteFigures) => number | null,
  compare: (route: number, reference: number) => number,
): number[] {
  return rounds.flatMap((round) => {
    const routeValue = round.route === null ? null : figure(round.route);
    const referenceRun = round[reference];
    const referenceValue = referenceRun === null ? null : figure(referenceRun);
    if (routeValue === null || referenceValue === null) return [];
    const value = compare(routeValue, referenceValue);
    // A reference LCP of 0 would be a broken audit, not an infinitely fast route.
    return Number.isFinite(value) ? [value] : [];
  });
}

const ratio = (route: number, reference: number) => route / reference;
const difference = (route: number, reference: number) => route - reference;

/**
 * Compares each route run with its references' runs of the same round, then takes the median over
 * rounds. Pairing first is what cancels the machine's drift: in a slow patch all three pages of a round
 * slow down together, while the medians of the pages taken separately may come from different rounds. So
 * a ratio or difference can differ a little from the ratio or difference of the medians shown beside it.
 */
export function compareWithReferences(rounds: readonly Round[]): ComparedRoute {
  const floor = medianFigures(measured(rounds.map((round) => round.floor)));
  const lcpVsNoJs = paired(rounds, "noJs", (f) => f.lcpMs, ratio);
  const tbtOverFloorMs = paired(rounds, "floor", (f) => f.tbtMs, difference);
  return {
    figures: medianFigures(measured(rounds.map((round) => round.route))),
    floor,
    noJs: medianFigures(measured(rounds.map((round) => round.noJs))),
    versus: {
      lcpVsFloor: median(paired(rounds, "floor", (f) => f.lcpMs, ratio)),
      lcpVsNoJs: median(lcpVsNoJs),
      tbtOverFloorMs: median(tbtOverFloorMs),
      jsOverFloorBytes: median(paired(rounds, "floor", (f) => f.jsBytes, difference)),
      floorPerformance: floor.performance,
    },
    perRound: { lcpVsNoJs, tbtOverFloorMs },
  };
}
