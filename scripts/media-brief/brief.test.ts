import { describe, expect, it } from "vitest";
import { mediaBrief, pageCharacters } from "./brief";
import * as clients from "../../src/content/clients";
import * as portfolio from "../../src/content/portfolio";
import * as properties from "../../src/content/properties";
import * as servicesSections from "../../src/content/services-sections";
import * as shopAddons from "../../src/content/shop-addons";
import * as shopPackages from "../../src/content/shop-packages";
import * as team from "../../src/content/team";
import * as vantaroom from "../../src/content/vantaroom";

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const root = process.cwd();

describe("the media brief", () => {
  it("names every generated or committed media file the content shows, so the kit makes each", () => {
    const content = [clients, portfolio, properties, servicesSections, shopAddons, shopPackages, team, vantaroom];
    const named = new Set(strings(mediaBrief(root)));
    const media = strings(content).filter((value) => /^\/(generated|media)\/.+\.[a-z0-9]+$/.test(value));
    expect(media.length).toBeGreaterThan(100);
    expect(media.filter((path) => !named.has(path))).toEqual([]);
  });

  it("gives each review client 16 posts, a quarter of them portraits, and each public page its share card", () => {
    const brief = mediaBrief(root);
    for (const client of brief.reviewClients) {
      expect(client.posts.map((post) => post.image)).toContain(`/generated/review/${client.id}/post-016.webp`);
      expect(client.posts.filter((post) => post.format === "portrait")).toHaveLength(4);
    }
    expect(brief.pages).toContainEqual({
      path: "/shop/web-design",
      shareImage: "/generated/social/shop-web-design.jpg",
    });
    expect(brief.shopPackages.find((pkg) => pkg.id === "web-design")?.priceLabel).toBe("$1,899.00 CAD");
  });

  it("lists the characters above ASCII that the pages use, once each, tests aside", () => {
    const characters = pageCharacters(root);
    expect(characters).toContain("—");
    expect(characters.every((character) => (character.codePointAt(0) as number) > 0x7f)).toBe(true);
    expect(new Set(characters).size).toBe(characters.length);
  });
});
