// @vitest-environment node
import { describe, expect, it } from "vitest";
import robots from "./robots";

describe("robots.txt", () => {
  const { rules, sitemap } = robots();
  const rule = Array.isArray(rules) ? rules[0] : rules;

  it("keeps search engines out of the studio inbox, the review links, the API and the internal 404 pages", () => {
    expect(rule?.disallow).toEqual(expect.arrayContaining(["/studio", "/socialmedia/", "/api/", "/missing/"]));
  });

  it("leaves the public pages open and points at the sitemap", () => {
    expect(rule?.allow).toBe("/");
    expect(rule?.disallow).not.toContain("/");
    expect(sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
