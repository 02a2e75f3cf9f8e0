// @vitest-environment node
import { describe, expect, it } from "vitest";
import { indexedPaths, publicPaths } from "./page-paths";

describe("page paths", () => {
  it("expands the dynamic routes from the content", () => {
    expect(indexedPaths().filter((path) => path.startsWith("/shop/"))).toHaveLength(6);
    expect(indexedPaths()).toContain("/property/22-chelsea-bay");
  });

  it("counts as public every page robots.txt leaves open, indexed or not", () => {
    const paths = publicPaths();
    expect(paths).toEqual(expect.arrayContaining([...indexedPaths(), "/mockup-calculator"]));
    expect(paths.some((path) => path.startsWith("/socialmedia") || path.startsWith("/studio"))).toBe(false);
  });
});
