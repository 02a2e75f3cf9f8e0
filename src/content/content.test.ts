import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { describeIssues } from "@/src/lib/schema";
import { guideTitle } from "@/src/model/guide-title";
import { tourPropertySchema, waypointSchema } from "@/src/model/tour";
import {
  aboutIntro,
  aboutIntroSchema,
  missionStatementSchema,
  missionStatements,
  processStageSchema,
  under5Stages,
} from "./about";
import { clientSchema, clients } from "./clients";
import { mainServiceSchema, mainServices } from "./main-services";
import { featuredOutside, portfolioCategories, portfolioItemSchema, portfolioItems } from "./portfolio";
import { properties, propertyByGuideTitle, propertyById } from "./properties";
import { reviewClientById, reviewClientSchema, reviewClients } from "./review-clients";
import {
  reviewPostCaptions,
  reviewPostCaptionsSchema,
  studioNoteSchema,
  studioNotes,
  studioNotesFor,
} from "./review-posts";
import { processStepSchema, servicesProcessSteps, servicesSectionSchema, servicesSections } from "./services-sections";
import { addonsPairedWith, shopAddonSchema, shopAddons } from "./shop-addons";
import { packageById, shopPackageIds, shopPackageSchema, shopPackages } from "./shop-packages";
import { teamMemberSchema, teamMembers } from "./team";
import {
  additionalEnhancements,
  addonSchema,
  addons,
  comparisonRowSchema,
  comparisonRows,
  enhancementServiceSchema,
  featuredEnhancements,
  testimonialSchema,
  testimonials,
  trustedLogoSchema,
  trustedLogos,
  vantaroomFeatureSchema,
  vantaroomFeatures,
  vantaroomPackageIds,
  vantaroomPackageSchema,
  vantaroomPackages,
  vantaroomStepSchema,
  vantaroomSteps,
  whyChoosePointSchema,
  whyChoosePoints,
} from "./vantaroom";

/*
 * The rules every collection keeps, whatever its copy says: an edit to the studio's copy passes, a
 * broken id, reference, file name or lookup fails. The values the specification itself fixes are
 * asserted once, in "the specification's facts", each under the docs rule that states it.
 */

/** Every string value (not key) reachable from a collection, for copy checks. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** WCAG 2 contrast ratio between two #rrggbb colours. */
function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Levenshtein distance, for names that spell their ids save a kept misspelling. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (const [i, charA] of [...a].entries()) {
    const current = [i + 1];
    for (const [j, charB] of [...b].entries()) {
      current.push(Math.min(previous[j + 1]! + 1, current[j]! + 1, previous[j]! + (charA === charB ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const collections = {
  portfolioItems: [v.array(portfolioItemSchema), portfolioItems],
  clients: [v.array(clientSchema), clients],
  mainServices: [v.array(mainServiceSchema), mainServices],
  servicesSections: [v.array(servicesSectionSchema), servicesSections],
  servicesProcessSteps: [v.array(processStepSchema), servicesProcessSteps],
  shopPackages: [v.array(shopPackageSchema), shopPackages],
  shopAddons: [v.array(shopAddonSchema), shopAddons],
  vantaroomPackages: [v.array(vantaroomPackageSchema), vantaroomPackages],
  comparisonRows: [v.array(comparisonRowSchema), comparisonRows],
  addons: [v.array(addonSchema), addons],
  trustedLogos: [v.array(trustedLogoSchema), trustedLogos],
  whyChoosePoints: [v.array(whyChoosePointSchema), whyChoosePoints],
  vantaroomSteps: [v.array(vantaroomStepSchema), vantaroomSteps],
  vantaroomFeatures: [v.array(vantaroomFeatureSchema), vantaroomFeatures],
  featuredEnhancements: [v.array(enhancementServiceSchema), featuredEnhancements],
  additionalEnhancements: [v.array(enhancementServiceSchema), additionalEnhancements],
  testimonials: [v.array(testimonialSchema), testimonials],
  properties: [v.array(tourPropertySchema), properties],
  reviewClients: [v.array(reviewClientSchema), reviewClients],
  studioNotes: [v.record(v.string(), v.array(studioNoteSchema)), studioNotes],
  aboutIntro: [aboutIntroSchema, aboutIntro],
  missionStatements: [v.array(missionStatementSchema), missionStatements],
  under5Stages: [v.array(processStageSchema), under5Stages],
  teamMembers: [v.array(teamMemberSchema), teamMembers],
} satisfies Record<string, [v.GenericSchema, unknown]>;

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Ids that name a page, a file or a storage key; two items sharing one would shadow each other. */
const keyed: Record<string, readonly string[]> = {
  portfolio: ids(portfolioItems),
  clients: ids(clients),
  "main services": ids(mainServices),
  "services sections (slugs)": servicesSections.map((section) => section.slug),
  "shop packages and add-ons": [...ids(shopPackages), ...ids(shopAddons)],
  "VantaRoom packages": ids(vantaroomPackages),
  "comparison rows": ids(comparisonRows),
  "VantaRoom add-ons": ids(addons),
  "trusted logos": ids(trustedLogos),
  "why-choose points": ids(whyChoosePoints),
  "VantaRoom features": ids(vantaroomFeatures),
  enhancements: ids([...featuredEnhancements, ...additionalEnhancements]),
  testimonials: ids(testimonials),
  properties: ids(properties),
  waypoints: properties.flatMap((property) => ids(property.waypoints)),
  "review clients": ids(reviewClients),
  "mission statements": ids(missionStatements),
  team: ids(teamMembers),
};

/** Lookups by a URL segment must not find anything for these. */
const unknownIds = ["", "unknown", "constructor", "__proto__", "toString", "Web-Design"];

describe("every collection", () => {
  it.each(Object.entries(collections))("%s matches its schema", (name, [schema, data]) => {
    const result = v.safeParse(schema, data);
    if (!result.success) throw new Error(`${name} does not match its schema:\n${describeIssues(result.issues)}`);
  });

  it.each(Object.entries(keyed))("%s: ids are unique", (_, values) => {
    expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
  });

  it("has no placeholder text", () => {
    const placeholders = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|placeholder/i;
    expect(stringsIn(collections).filter((text) => placeholders.test(text))).toEqual([]);
  });

  it("uses Canadian spelling", () => {
    const american =
      /\b(color|colors|colored|center|centered|centers|favorite|favorites|behavior|neighbor|neighbors|neighborhood|catalog|labor|honor)\b/i;
    expect(stringsIn(collections).filter((text) => american.test(text))).toEqual([]);
  });
});

describe("lookups", () => {
  it("find each package, review client and tour by its URL segment, and nothing for another", () => {
    for (const pkg of shopPackages) expect(packageById(pkg.id)).toBe(pkg);
    for (const client of reviewClients) expect(reviewClientById(client.id)).toBe(client);
    for (const property of properties) expect(propertyById(property.id)).toBe(property);
    for (const id of unknownIds) {
      expect(packageById(id)).toBeUndefined();
      expect(reviewClientById(id)).toBeUndefined();
      expect(propertyById(id)).toBeUndefined();
    }
  });

  it("find a tour by its guide file's title, exactly as written", () => {
    for (const property of properties) {
      const title = guideTitle(property.id);
      expect(propertyByGuideTitle(title)).toBe(property);
      expect(propertyByGuideTitle(title.toLowerCase())).toBeUndefined();
      expect(propertyByGuideTitle(property.id)).toBeUndefined();
    }
  });

  it("give each review client its 16 captions and its studio notes, and an unknown client none", () => {
    for (const client of reviewClients) {
      expect(v.is(reviewPostCaptionsSchema, reviewPostCaptions(client.id)), client.id).toBe(true);
      expect(studioNotesFor(client.id)).toEqual(studioNotes[client.id] ?? []);
    }
    for (const id of unknownIds) {
      expect(reviewPostCaptions(id)).toEqual([]);
      expect(studioNotesFor(id)).toEqual([]);
    }
  });

  it("suggest a package's add-ons best match first, and none for an unknown package", () => {
    for (const pkg of shopPackages) {
      const paired = addonsPairedWith(pkg.id);
      expect(paired).toEqual(expect.arrayContaining(shopAddons.filter((addon) => addon.pairsWith.includes(pkg.id))));
      const ranks = paired.map((addon) => addon.pairsWith.indexOf(pkg.id));
      expect(ranks.every((rank, index) => rank >= 0 && (index === 0 || rank >= ranks[index - 1]!))).toBe(true);
    }
    for (const id of unknownIds) expect(addonsPairedWith(id)).toEqual([]);
  });

  it("show a featured project outside whichever category the home page excludes", () => {
    for (const category of portfolioCategories) {
      const showcase = featuredOutside(category);
      expect(showcase?.featured, category).toBe(true);
      expect(showcase?.category).not.toBe(category);
    }
  });
});

describe("references", () => {
  it("every home client is a review client of the same name", () => {
    for (const client of clients) expect(reviewClientById(client.id)?.name, client.id).toBe(client.name);
  });

  it("every client's name spells its id, save a misspelling the id keeps", () => {
    for (const client of reviewClients) {
      const spelled = client.name.toLowerCase().replace(/[^a-z0-9]/g, "");
      expect(editDistance(spelled, client.id), `${client.name} / ${client.id}`).toBeLessThanOrEqual(1);
    }
  });

  it("the studio's notes are pinned on real review clients", () => {
    for (const clientId of Object.keys(studioNotes)) expect(ids(reviewClients)).toContain(clientId);
  });

  it("add-ons pair only with real packages, and every package has at least one", () => {
    for (const addon of shopAddons) {
      for (const id of addon.pairsWith) expect(shopPackageIds, `${addon.id} pairs with ${id}`).toContain(id);
    }
    for (const id of shopPackageIds) expect(addonsPairedWith(id), `${id} has no add-on`).not.toEqual([]);
  });

  it("every package's View Portfolio category, and every filter category, shows work", () => {
    const shown = new Set(portfolioItems.map((item) => item.category));
    for (const category of [...portfolioCategories, ...shopPackages.map((pkg) => pkg.portfolioCategory)]) {
      expect(shown.has(category), category).toBe(true);
    }
  });

  it("the packages and the comparison's columns follow the id lists, in order", () => {
    expect(ids(shopPackages)).toEqual([...shopPackageIds]);
    expect(ids(vantaroomPackages)).toEqual([...vantaroomPackageIds]);
  });
});

describe("media", () => {
  // The media kit writes each file where the content names it (scripts/media-brief), so a path
  // that does not follow its item's id is a picture the kit draws for the wrong thing.
  it("names every generated file after its item", () => {
    const expected: [string, string][] = [
      ...clients.map((c): [string, string] => [c.imageSrc, `/generated/clients/${c.id}.svg`]),
      ...shopPackages.flatMap((pkg) =>
        pkg.images.map((image, index): [string, string] => [image, `/generated/shop/${pkg.id}-${index + 1}.webp`]),
      ),
      ...shopAddons.map((a): [string, string] => [a.image, `/generated/shop/addons/${a.id}.webp`]),
      ...vantaroomPackages.map((p): [string, string] => [p.image, `/generated/vantaroom/packages/${p.id}.webp`]),
      ...trustedLogos.map((l): [string, string] => [l.logo, `/generated/vantaroom/trusted/${l.id}.svg`]),
      ...[...featuredEnhancements, ...additionalEnhancements].flatMap((e): [string, string][] => [
        [e.beforeImage, `/generated/vantaroom/enhancements/${e.id}-before.webp`],
        [e.afterImage, `/generated/vantaroom/enhancements/${e.id}-after.webp`],
      ]),
      ...teamMembers.map((m): [string, string] => [m.portrait, `/generated/team/${m.id}.webp`]),
    ];
    expect(expected.filter(([path, named]) => path !== named)).toEqual([]);
    for (const item of portfolioItems) {
      for (const path of [item.imageSrc, item.mockupImage, ...item.additionalMockups, item.documentLink]) {
        expect(path.startsWith(`/generated/portfolio/${item.id}`), path).toBe(true);
      }
    }
  });

  it("numbers each services section's collage files after its slug", () => {
    for (const section of servicesSections) {
      section.collage.forEach((media, index) => {
        // Videos (and their posters) are committed under /media; images are generated at build time.
        const stem = `/${media.kind === "video" ? "media" : "generated"}/services/${section.slug}-${index + 1}`;
        expect(media.src, section.slug).toBe(`${stem}.${media.kind === "video" ? "mp4" : "webp"}`);
        if (media.kind === "video") expect(media.poster).toBe(`${stem}-poster.webp`);
      });
    }
  });
});

describe("what the pages need of the content", () => {
  it("the portfolio features some items but not all, and shows Web Development with and without a live site", () => {
    const featured = portfolioItems.filter((item) => item.featured).length;
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThan(portfolioItems.length);
    const web = portfolioItems.filter((item) => item.category === "Web Development");
    expect(web.filter((item) => item.websiteUrl).length).toBeGreaterThanOrEqual(2);
    expect(web.filter((item) => !item.websiteUrl).length).toBeGreaterThanOrEqual(1);
  });

  it("the team has four or five members, and the shop enough add-ons to earn the bundle discount", () => {
    expect(teamMembers.length).toBeGreaterThanOrEqual(4);
    expect(teamMembers.length).toBeLessThanOrEqual(5);
    // Three add-ons in the cart earn it (BUNDLE_MIN_ADDONS, src/features/cart/constants.ts).
    expect(shopAddons.length).toBeGreaterThanOrEqual(3);
  });

  it("every VantaRoom badge's fill carries near-black text at 4.5:1", () => {
    for (const item of vantaroomPackages) {
      expect(contrastRatio(item.badgeColor, "#0b0b0c"), item.badge).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("docs/vantaroom.md#packages: VantaRoom shows no price but the spec's quoted render value", () => {
    const vantaroom = [vantaroomPackages, comparisonRows, addons, trustedLogos, whyChoosePoints, vantaroomSteps];
    const quoted = stringsIn([...vantaroom, vantaroomFeatures, featuredEnhancements, additionalEnhancements]);
    expect(quoted.filter((text) => /\$\s?\d/.test(text) && text !== "3D video render ($375 value)")).toEqual([]);
    for (const item of [...vantaroomPackages, ...addons]) expect(item).not.toHaveProperty("price");
    expect(stringsIn(testimonials).filter((text) => /\$\s?\d/.test(text))).toEqual([]);
  });

  it("a tour's property rejects waypoints that can't be placed and frame widths out of order", () => {
    const [property] = properties;
    const [first] = property?.waypoints ?? [];
    const good = { id: "w1", name: "Den", frame: 10, x: 40, y: 60, floor: "1st Floor" };
    expect(v.is(waypointSchema, good)).toBe(true);
    const badWaypoints = [
      { name: "   " },
      { frame: 0 },
      { frame: 2.5 },
      { x: 101 },
      { y: -1 },
      { floor: "" },
      { x: "40" },
    ];
    for (const bad of badWaypoints) expect(v.is(waypointSchema, { ...good, ...bad }), JSON.stringify(bad)).toBe(false);
    for (const frameWidths of [[], [1280, 768], [768, 768], [0]]) {
      expect(v.is(tourPropertySchema, { ...property, frameWidths }), String(frameWidths)).toBe(false);
    }
    const frameCount = property?.frameCount ?? 0;
    expect(v.is(tourPropertySchema, { ...property, waypoints: [{ ...first, frame: frameCount + 1 }] })).toBe(false);
    expect(v.is(tourPropertySchema, { ...property, waypoints: [{ ...first, floor: "Attic" }] })).toBe(false);
  });
});

describe("the specification's facts", () => {
  // The other counts of that rule (six packages, five rows, four VantaRoom packages, thirteen add-ons,
  // twelve review clients) are the lengths of the lists below.
  it.each([
    ["portfolio items", portfolioItems, 8],
    ["home clients", clients, 9],
    ["services sections", servicesSections, 8],
  ])("docs/studio-site.md#content: %s number %i", (_, collection, count) => {
    expect(collection).toHaveLength(count);
  });

  it("docs/studio-site.md#home: the five MAIN SERVICES rows, in order", () => {
    expect(mainServices.map((service) => service.title.toUpperCase())).toEqual([
      "WEB DESIGN AND DEVELOPMENT",
      "DIGITAL MARKETING STRATEGY",
      "EDITORIAL",
      "BRANDING VISUALS",
      "PHOTOGRAPHY",
    ]);
  });

  it("docs/studio-site.md#shop: the six packages' ids in order, priced in CAD", () => {
    expect(shopPackages.map(({ id, price }) => [id, price])).toEqual([
      ["logo-design", 699],
      ["social-media", 449],
      ["web-design", 1899],
      ["brand-identity", 1299],
      ["product-photography", 799],
      ["print-design", 549],
    ]);
  });

  it("docs/studio-site.md#shop: the packages include the spec's contents", () => {
    const says = (id: string, pattern: RegExp) => {
      const pkg = packageById(id);
      return [...(pkg?.features ?? []), pkg?.description ?? ""].some((text) => pattern.test(text));
    };
    expect(says("logo-design", /3 to 5 .*concepts/i) && says("logo-design", /unlimited revisions/i)).toBe(true);
    expect(says("social-media", /16 posts per month/i)).toBe(true);
    expect(says("web-design", /up to 5 pages/i) && says("web-design", /1 month of (post-launch )?support/i)).toBe(true);
    expect(says("product-photography", /4-hour (studio )?session/i)).toBe(true);
    expect(says("product-photography", /\b20 .*images/i)).toBe(true);
    expect(says("print-design", /free minor revisions for 1 month/i)).toBe(true);
  });

  it("docs/review.md#the-page: the twelve review clients' ids, misspellings kept, in order", () => {
    expect(ids(reviewClients)).toEqual([
      "calgaryproleaning",
      "luxurywindowsexteriors",
      "mellowyellow",
      "minhasbuildingmaterials",
      "naanbruder",
      "nkzweb",
      "nurmehrzhaus",
      "prairiebreeze",
      "roofrightexteriors",
      "wecaremovers",
      "anydaypa",
      "blackfootlanguagerevitilization",
    ]);
  });

  it("docs/tours.md#waypoints: 22-chelsea-bay has 529 frames, three floors and the five named waypoints", () => {
    const property = propertyById("22-chelsea-bay");
    expect(property?.frameCount).toBe(529);
    expect(Object.keys(property?.minimaps ?? {})).toEqual(["1st Floor", "2nd Floor", "3rd Floor"]);
    expect(property?.waypoints.map(({ name, frame, floor }) => [name, frame, floor])).toEqual([
      ["Front Entry", 50, "1st Floor"],
      ["Living Room", 150, "1st Floor"],
      ["Kitchen", 275, "1st Floor"],
      ["Dining Area", 350, "1st Floor"],
      ["Master Bedroom", 450, "2nd Floor"],
    ]);
  });

  it("docs/vantaroom.md#packages: the four packages' badges, sizes, elite flag and features", () => {
    const pkg = (id: string) => vantaroomPackages.find((item) => item.id === id);
    expect(
      vantaroomPackages.map(({ badge, displayBadge, sizeLimit, isElite }) => [badge, displayBadge, sizeLimit, isElite]),
    ).toEqual([
      ["STARTER", "STARTER", "Up to 1,800 sq.ft.", false],
      ["POPULAR", "POPULAR", "Up to 2,500 sq.ft.", false],
      ["PREMIUM", "PREMIUM", "Up to 3,500 sq.ft.", false],
      ["COMPLETE", "BEST VALUE", "Up to 4,500 sq.ft.", true],
    ]);
    expect(pkg("essential-mls-boost")?.features).toEqual(
      expect.arrayContaining(["25 HDR photos", "Standard 2D floor plan", "6-hour express delivery"]),
    );
    expect(pkg("pro-listing-package")?.features).toEqual(
      expect.arrayContaining([
        "40 photos total",
        "Enhanced 2D floor plan",
        "5 free HDR enhancements",
        "Priority support",
      ]),
    );
    expect(pkg("premium-visualization")?.features).toEqual(
      expect.arrayContaining(["50 photos", "Detailed 3D floor plan", "1 free twilight photo"]),
    );
    expect(pkg("elite-bundle")?.features).toEqual(
      expect.arrayContaining([
        "70+ photos",
        "3D video render ($375 value)",
        "Interactive tour",
        "3 free virtual staging images",
        "Dedicated project manager",
      ]),
    );
  });

  it("docs/vantaroom.md#add-ons: the thirteen add-ons' names and units, in order, Virtual Staging most popular", () => {
    const perImage = ["Twilight Photography", "HDR Enhancement", "Object Removal", "Pool Water Enhancement"];
    const alsoPerImage = ["Lawn Enhancement", "Flambient", "Changing Seasons", "Rain to Shine", "Clear Room"];
    expect(addons.map(({ name, unit }) => [name, unit])).toEqual([
      ["Virtual Staging", "per room"],
      ...[...perImage, ...alsoPerImage].map((name) => [name, "per image"]),
      ["Drone Photography", "5-10 images"],
      ["3D Video Render", "per video"],
      ["Drone Video", "30-60 seconds"],
    ]);
    expect(addons.filter((addon) => addon.popular).map((addon) => addon.name)).toEqual(["Virtual Staging"]);
  });
});
