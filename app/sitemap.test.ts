// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteRoutes } from "@/src/config/routes";
import sitemap from "./sitemap";

describe("sitemap", () => {
  const paths = sitemap().map(({ url }) => new URL(url).pathname);

  it("lists every indexed page of the one routes list, with each dynamic route expanded", () => {
    for (const { route } of siteRoutes.filter((entry) => entry.indexed && !entry.route.includes("["))) {
      expect(paths).toContain(route);
    }
    expect(paths.filter((path) => path.startsWith("/shop/"))).toHaveLength(6);
    expect(paths).toContain("/property/22-chelsea-bay");
  });

  it("leaves out the pages that are not for search", () => {
    expect(paths.some((path) => path.startsWith("/socialmedia") || path === "/mockup-calculator")).toBe(false);
  });
});
