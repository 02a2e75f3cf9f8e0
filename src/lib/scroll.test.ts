import { describe, expect, it } from "vitest";
import { sectionScrollTop } from "./scroll";

describe("sectionScrollTop", () => {
  it("puts the section's top the offset below the viewport's top", () => {
    expect(sectionScrollTop(1200, 300, 80)).toBe(1420);
    expect(sectionScrollTop(-400, 2000, 80)).toBe(1520);
  });

  it("never scrolls above the page", () => {
    expect(sectionScrollTop(20, 0, 80)).toBe(0);
  });
});
