/** One Lighthouse audit of the bench: the floor just before a route's run, or the route itself. */
export interface Audit<Route> {
  /** 1-based round. */
  run: number;
  route: Route;
  page: "floor" | "route";
}

/**
 * The order of the audits: rounds go over all routes before repeating, so a slow patch of this noisy
 * machine spreads across routes instead of sinking every run of one of them; and within a round each
 * route is audited right after a floor run (floor, route, floor, route...), so whatever the machine is
 * doing at that moment weighs on both pages of the comparison alike.
 */
export function auditSchedule<Route>(routes: readonly Route[], runs: number): Array<Audit<Route>> {
  const schedule: Array<Audit<Route>> = [];
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      schedule.push({ run, route, page: "floor" }, { run, route, page: "route" });
    }
  }
  return schedule;
}
