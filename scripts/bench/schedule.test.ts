// @vitest-environment node
import { describe, expect, it } from "vitest";
import { auditSchedule, PAGES } from "./schedule";

const steps = (routes: readonly string[], runs: number) =>
  auditSchedule(routes, runs).map(({ run, route, page }) => `${run} ${route} ${page}`);

describe("auditSchedule", () => {
  it("audits each route's three pages back to back, round after round over all routes, rotating their order", () => {
    expect(steps(["/", "/shop"], 2)).toEqual([
      "1 / floor",
      "1 / route",
      "1 / noJs",
      "1 /shop route",
      "1 /shop noJs",
      "1 /shop floor",
      "2 / route",
      "2 / noJs",
      "2 / floor",
      "2 /shop noJs",
      "2 /shop floor",
      "2 /shop route",
    ]);
  });

  it("puts each page of a route in each place once over three rounds", () => {
    const routes = ["/", "/shop", "/contact", "/about"];
    const schedule = auditSchedule(routes, 3);
    for (const route of routes) {
      const orders = [1, 2, 3].map((run) =>
        schedule.filter((audit) => audit.route === route && audit.run === run).map((audit) => audit.page),
      );
      for (let place = 0; place < PAGES.length; place += 1) {
        expect(new Set(orders.map((order) => order[place]))).toEqual(new Set(PAGES));
      }
    }
  });

  it("is empty without routes", () => {
    expect(auditSchedule([], 3)).toEqual([]);
  });
});
