/** The three pages of a route's round: the route, and the two references it is compared with. */
export const PAGES = ["floor", "route", "noJs"] as const;
export type Page = (typeof PAGES)[number];

/** One Lighthouse audit of the bench. */
export interface Audit<Route, Cpu> {
  /** 1-based round. */
  run: number;
  route: Route;
  /** The CPU setting the page is audited at. */
  cpu: Cpu;
  page: Page;
}

/** The list turned `shift` places to the left. */
const rotated = <Item>(items: readonly Item[], shift: number): Item[] => {
  const start = items.length === 0 ? 0 : shift % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
};

/**
 * The order of the audits. Rounds go over all routes before repeating, so a slow patch of this noisy
 * machine spreads across routes instead of sinking every run of one of them. Within a round a route's
 * three pages are audited back to back at one CPU setting, then again at the other, so whatever the machine
 * is doing then weighs on the route and the references it is compared with alike; and their order rotates,
 * by round and by route, so no page is always the first (the one after another route's audits, or after a
 * pause) or always the last, and no setting always goes first. With three rounds each page of a route takes
 * each place once at each setting.
 */
export function auditSchedule<Route, Cpu>(
  routes: readonly Route[],
  runs: number,
  cpus: readonly Cpu[],
): Array<Audit<Route, Cpu>> {
  const schedule: Array<Audit<Route, Cpu>> = [];
  for (let run = 1; run <= runs; run += 1) {
    routes.forEach((route, index) => {
      const shift = run - 1 + index;
      for (const cpu of rotated(cpus, shift)) {
        for (const page of rotated(PAGES, shift)) schedule.push({ run, route, cpu, page });
      }
    });
  }
  return schedule;
}
