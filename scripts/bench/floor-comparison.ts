import { medianFigures, type RouteFigures } from "./figures";
import { median } from "./median";

/** One round of a route: its run and the floor run just before it, each null where Lighthouse failed. */
export interface RunPair {
  route: RouteFigures | null;
  floor: RouteFigures | null;
}

/** A route against the floor; null where no round measured the figure on both pages. */
export interface VersusFloor {
  /** The route's LCP divided by the floor's. */
  lcpRatio: number | null;
  /** The route's TBT minus the floor's, in ms. */
  tbtOverFloorMs: number | null;
  /** The route's first-paint JavaScript minus the floor's, in bytes. */
  jsOverFloorBytes: number | null;
}

export interface ComparedRoute {
  /** The route's medians over its runs. */
  figures: RouteFigures;
  /** The medians of the floor runs just before the route's runs: its floor, not the whole bench's. */
  floor: RouteFigures;
  versusFloor: VersusFloor;
}

function measured(runs: ReadonlyArray<RouteFigures | null>): RouteFigures[] {
  return runs.flatMap((run) => (run === null ? [] : [run]));
}

function pairedMedian(
  pairs: readonly RunPair[],
  figure: (figures: RouteFigures) => number | null,
  compare: (route: number, floor: number) => number,
): number | null {
  const values = pairs.flatMap(({ route, floor }) => {
    const routeValue = route === null ? null : figure(route);
    const floorValue = floor === null ? null : figure(floor);
    if (routeValue === null || floorValue === null) return [];
    const value = compare(routeValue, floorValue);
    // A floor LCP of 0 would be a broken audit, not an infinitely fast route.
    return Number.isFinite(value) ? [value] : [];
  });
  return median(values);
}

/**
 * Compares each route run with the floor run just before it, then takes the median over rounds. Pairing
 * first is what cancels the machine's drift: in a slow patch both pages of a round slow down together,
 * while the medians of the two pages taken separately may come from different rounds. So the ratio and
 * differences can differ a little from the ratio and differences of the two medians shown beside them.
 */
export function compareWithFloor(pairs: readonly RunPair[]): ComparedRoute {
  return {
    figures: medianFigures(measured(pairs.map((pair) => pair.route))),
    floor: medianFigures(measured(pairs.map((pair) => pair.floor))),
    versusFloor: {
      lcpRatio: pairedMedian(
        pairs,
        (f) => f.lcpMs,
        (route, floor) => route / floor,
      ),
      tbtOverFloorMs: pairedMedian(
        pairs,
        (f) => f.tbtMs,
        (route, floor) => route - floor,
      ),
      jsOverFloorBytes: pairedMedian(
        pairs,
        (f) => f.jsBytes,
        (route, floor) => route - floor,
      ),
    },
  };
}
