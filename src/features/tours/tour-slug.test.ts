import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guideTitle } from "@/src/model/guide-title";
import { slugFor, slugOfGuideTitle, uniqueSlug } from "./tour-slug";

describe("slugFor", () => {
  it("makes the address's id from the name, as the demo's", () => {
    expect(slugFor("22 Chelsea Bay")).toBe("22-chelsea-bay");
    expect(slugFor("  118 Élbow Drive SW, Unit #4 ")).toBe("118-elbow-drive-sw-unit-4");
    expect(slugFor("東京")).toBe("tour");
    expect(slugFor("a".repeat(90))).toHaveLength(60);
  });

  it("always gives a slug whose guide title leads back to it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const slug = slugFor(name);
        expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(60);
        expect(slugOfGuideTitle(guideTitle(slug))).toBe(slug);
      }),
    );
  });
});

describe("uniqueSlug", () => {
  it("adds a number when the slug is taken", () => {
    const taken = new Set(["22-chelsea-bay", "22-chelsea-bay-2"]);
    expect(uniqueSlug("22-chelsea-bay", (slug) => taken.has(slug))).toBe("22-chelsea-bay-3");
    expect(uniqueSlug("elbow", (slug) => taken.has(slug))).toBe("elbow");
  });
});

describe("slugOfGuideTitle", () => {
  it("reads a guide file's title back to the slug, and nothing else", () => {
    expect(slugOfGuideTitle("118 Elbow Drive")).toBe("118-elbow-drive");
    expect(slugOfGuideTitle("118 elbow drive")).toBeNull();
    expect(slugOfGuideTitle("../etc")).toBeNull();
    expect(slugOfGuideTitle("")).toBeNull();
  });
});
