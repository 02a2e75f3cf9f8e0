/** The three pages of a route's round: the route, and the two references it is compared with. */
export const PAGES = ["floor", "route", "noJs"] as const;
export type Page = (typeof PAGES)[number];

/** One Lighthouse audit of the bench. */
export interface Audit<Route> {
  /** 1-based round. */
  run: number;
  route: Route;
  page: Page;
}

/**
 * The order of the audits. Rounds go over all routes before repeating, so a slow patch of this noisy
 * machine spreads across routes instead of sinking every run of one of them. Within a round a route's
 * three pages are audited back to back, so whatever the machine is doing then weighs on the route and its
 * references alike; and their order rotates, by round and by route, so no page is always the first (the
 * one after another route's audits, or after a pause) or always the last. With three rounds each page of
 * a route takes each place once.
 */
export function auditSchedule<Route>(routes: readonly Route[], runs: number): Array<Audit<Route>> {
  const schedule: Array<Audit<Route>> = [];
  for (let run = 1; run <= runs; run += 1) {
    routes.forEach((route, index) => {
      const shift = (run - 1 + index) % PAGES.length;
      for (const page of [...PAGES.slice(shift), ...PAGES.slice(0, shift)]) schedule.push({ run, route, page });
    });
  }
  return schedule;
}
