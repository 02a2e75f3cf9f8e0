// @vitest-environment node
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { auditedRoutes, idRouteOf, internalRoutes, siteRoutes, storedTourRewrite } from "./routes";

function pagesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(path);
    return entry.name === "page.tsx" ? [path] : [];
  });
}

describe("siteRoutes", () => {
  it("lists every page under app/, and nothing else", () => {
    const app = join(process.cwd(), "app");
    const pages = pagesUnder(app).map((file) => {
      const folder = relative(app, file).split(sep).slice(0, -1).join("/");
      return `/${folder}`;
    });
    expect([...siteRoutes.map(({ route }) => route), ...internalRoutes].sort()).toEqual(pages.sort());
  });

  it("gives each dynamic route a concrete sample of itself", () => {
    for (const { path } of auditedRoutes) expect(path).not.toMatch(/\[/);
    for (const entry of siteRoutes) {
      if ("sample" in entry) {
        const pattern = new RegExp(`^${entry.route.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
        expect(entry.sample).toMatch(pattern);
      }
    }
  });
});

describe("idRouteOf", () => {
  it("names the id route a path falls under, from the one routes list", () => {
    expect(idRouteOf("/shop/no-such-service")).toBe("/shop");
    expect(idRouteOf("/property/22-chelsea-bay/")).toBe("/property");
    expect(idRouteOf("/socialmedia/%3Cimg%3E")).toBe("/socialmedia");
  });

  it("leaves other paths alone", () => {
    for (const path of ["/shop", "/shop/a/b", "/about/x", "/missing/shop", "/api/reviews", "/"]) {
      expect(idRouteOf(path)).toBeNull();
    }
  });
});

describe("storedTourRewrite", () => {
  it("sends a tour id nobody prerendered to the page that reads the studio's tours", () => {
    expect(storedTourRewrite("/property/118-elbow-drive")).toBe("/stored-tour/118-elbow-drive");
    expect(storedTourRewrite("/property/118-elbow-drive/")).toBe("/stored-tour/118-elbow-drive");
  });

  it("leaves anything that is not a tour's slug to the 404", () => {
    for (const path of [
      "/property",
      "/property/Elbow",
      "/property/a--b",
      "/property/<img>",
      "/shop/x",
      "/property/a/b",
    ]) {
      expect(storedTourRewrite(path)).toBeNull();
    }
    expect(storedTourRewrite(`/property/${"a".repeat(81)}`)).toBeNull();
  });
});
