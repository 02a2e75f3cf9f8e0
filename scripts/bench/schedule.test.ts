// @vitest-environment node
import { describe, expect, it } from "vitest";
import { auditSchedule } from "./schedule";

describe("auditSchedule", () => {
  it("audits the floor before every route run, round after round over all routes", () => {
    const steps = auditSchedule(["/", "/shop"], 2).map(({ run, route, page }) => `${run} ${page} ${route}`);
    expect(steps).toEqual([
      "1 floor /",
      "1 route /",
      "1 floor /shop",
      "1 route /shop",
      "2 floor /",
      "2 route /",
      "2 floor /shop",
      "2 route /shop",
    ]);
  });

  it("is empty without routes", () => {
    expect(auditSchedule([], 3)).toEqual([]);
  });
});
