// @vitest-environment node
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { auditedRoutes, internalRoutes, siteRoutes } from "./routes";

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
