// @vitest-environment node
import { describe, expect, it } from "vitest";
import { auditSchedule, PAGES } from "./schedule";

const steps = (routes: readonly string[], runs: number, cpus: readonly number[] = [4]) =>
  auditSchedule(routes, runs, cpus).map(({ run, route, cpu, page }) => `${run} ${route} ${cpu}x ${page}`);

describe("auditSchedule", () => {
  it("audits each route's three pages back to back, round after round over all routes, rotating their order", () => {
    expect(steps(["/", "/shop"], 2)).toEqual([
      "1 / 4x floor",
      "1 / 4x route",
      "1 / 4x noJs",
      "1 /shop 4x route",
      "1 /shop 4x noJs",
      "1 /shop 4x floor",
      "2 / 4x route",
      "2 / 4x noJs",
      "2 / 4x floor",
      "2 /shop 4x noJs",
      "2 /shop 4x floor",
      "2 /shop 4x route",
    ]);
  });

  it("audits a route's three pages at one CPU setting, then at the other, the first setting alternating", () => {
    expect(steps(["/", "/shop"], 2, [4, 6])).toEqual([
      "1 / 4x floor",
      "1 / 4x route",
      "1 / 4x noJs",
      "1 / 6x floor",
      "1 / 6x route",
      "1 / 6x noJs",
      "1 /shop 6x route",
      "1 /shop 6x noJs",
      "1 /shop 6x floor",
      "1 /shop 4x route",
      "1 /shop 4x noJs",
      "1 /shop 4x floor",
      "2 / 6x route",
      "2 / 6x noJs",
      "2 / 6x floor",
      "2 / 4x route",
      "2 / 4x noJs",
      "2 / 4x floor",
      "2 /shop 4x noJs",
      "2 /shop 4x floor",
      "2 /shop 4x route",
      "2 /shop 6x noJs",
      "2 /shop 6x floor",
      "2 /shop 6x route",
    ]);
  });

  it("puts each page of a route in each place once over three rounds, at each CPU setting", () => {
    const routes = ["/", "/shop", "/contact", "/about"];
    const schedule = auditSchedule(routes, 3, [4, 6]);
    for (const route of routes) {
      for (const cpu of [4, 6]) {
        const orders = [1, 2, 3].map((run) =>
          schedule
            .filter((audit) => audit.route === route && audit.cpu === cpu && audit.run === run)
            .map((audit) => audit.page),
        );
        for (let place = 0; place < PAGES.length; place += 1) {
          expect(new Set(orders.map((order) => order[place]))).toEqual(new Set(PAGES));
        }
      }
    }
  });

  it("audits every page of every route once per round at each CPU setting", () => {
    const schedule = auditSchedule(["/", "/shop", "/contact"], 3, [4, 6]);
    expect(schedule).toHaveLength(3 * 3 * 2 * 3);
    expect(new Set(schedule.map(({ run, route, cpu, page }) => `${run} ${route} ${cpu} ${page}`)).size).toBe(
      schedule.length,
    );
  });

  it("is empty without routes or CPU settings", () => {
    expect(auditSchedule([], 3, [4, 6])).toEqual([]);
    expect(auditSchedule(["/"], 3, [])).toEqual([]);
  });
});
