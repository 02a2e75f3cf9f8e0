import { describe, expect, it } from "vitest";
import { inPageScrollTarget, isActive, navItems } from "./nav-items";

const item = (label: string) => navItems.find((i) => i.label === label)!;

describe("navigation", () => {
  it("lists the five items in the spec's order", () => {
    expect(navItems.map((i) => i.label)).toEqual(["PROJECTS", "SERVICES", "VANTAROOM", "ABOUT", "CONTACT"]);
  });

  it("marks the item of the current path, including its sub-paths", () => {
    expect(isActive(item("SERVICES"), "/services")).toBe(true);
    expect(isActive(item("VANTAROOM"), "/property/22-chelsea-bay")).toBe(true);
    expect(isActive(item("PROJECTS"), "/")).toBe(true);
    expect(isActive(item("PROJECTS"), "/about")).toBe(false);
    expect(isActive(item("ABOUT"), "/aboutus")).toBe(false);
  });

  it("scrolls in place only where the spec says so", () => {
    expect(inPageScrollTarget(item("PROJECTS"), "/")).toBe("portfolio");
    expect(inPageScrollTarget(item("PROJECTS"), "/contact")).toBeNull();
    expect(inPageScrollTarget(item("VANTAROOM"), "/vantaroom")).toBe("top");
    expect(inPageScrollTarget(item("VANTAROOM"), "/")).toBeNull();
    expect(inPageScrollTarget(item("CONTACT"), "/contact")).toBeNull();
  });
});
