import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { describeIssues } from "@/src/lib/schema";
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

/** Fails with valibot's issues and their paths, naming the collection, instead of a bare "expected false". */
function expectValid(label: string, schema: v.GenericSchema, data: unknown): void {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new Error(`${label} does not match its schema:\n${describeIssues(result.issues)}`);
  }
}

function duplicatesOf(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function expectUnique(label: string, values: readonly (string | number)[]): void {
  expect(duplicatesOf(values), `${label} must be unique`).toEqual([]);
}

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

/** Display names for every client id (docs/studio-site.md#content). */
const clientNames: Record<string, string> = {
  wecaremovers: "We Care Movers",
  nkzweb: "NKZ Web",
  anydaypa: "AnyDay PA",
  calgaryproleaning: "Calgary Pro Cleaning",
  luxurywindowsexteriors: "Luxury Windows & Exteriors",
  roofrightexteriors: "Roof Right Exteriors",
  naanbruder: "Naan Bruder",
  minhasbuildingmaterials: "Minhas Building Materials",
  blackfootlanguagerevitilization: "Blackfoot Language Revitalization",
  mellowyellow: "Mellow Yellow",
  nurmehrzhaus: "Nurmehr Haus",
  prairiebreeze: "Prairie Breeze",
};

const allCollections = {
  portfolioItems,
  clients,
  mainServices,
  servicesSections,
  servicesProcessSteps,
  shopPackages,
  shopAddons,
  vantaroomPackages,
  comparisonRows,
  addons,
  trustedLogos,
  whyChoosePoints,
  vantaroomSteps,
  vantaroomFeatures,
  featuredEnhancements,
  additionalEnhancements,
  testimonials,
  properties,
  reviewClients,
  aboutIntro,
  missionStatements,
  under5Stages,
  teamMembers,
};

describe("portfolio", () => {
  it("matches the schema", () => {
    expectValid("portfolioItems", v.array(portfolioItemSchema), portfolioItems);
  });

  it("has eight items with unique ids", () => {
    expect(portfolioItems).toHaveLength(8);
    expectUnique(
      "portfolio ids",
      portfolioItems.map((item) => item.id),
    );
  });

  it("gives every filter category at least one item, including Digital Art and Web Development", () => {
    expect(portfolioCategories).toEqual(expect.arrayContaining(["Digital Art", "Web Development"]));
    for (const category of portfolioCategories) {
      expect(
        portfolioItems.some((item) => item.category === category),
        category,
      ).toBe(true);
    }
  });

  it("has Web Development items both with and without a live site", () => {
    const web = portfolioItems.filter((item) => item.category === "Web Development");
    expect(web.filter((item) => item.websiteUrl).length).toBeGreaterThanOrEqual(2);
    expect(web.filter((item) => !item.websiteUrl).length).toBeGreaterThanOrEqual(1);
  });

  it("features some items but not all", () => {
    const featured = portfolioItems.filter((item) => item.featured).length;
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThan(portfolioItems.length);
  });

  it("names every media file after its item", () => {
    for (const item of portfolioItems) {
      for (const path of [item.imageSrc, item.mockupImage, ...item.additionalMockups, item.documentLink]) {
        expect(path.startsWith(`/generated/portfolio/${item.id}`), path).toBe(true);
      }
    }
  });
});

describe("clients", () => {
  it("matches the schema", () => {
    expectValid("clients", v.array(clientSchema), clients);
  });

  it("has the nine home-page clients, named after their ids", () => {
    expect(clients).toHaveLength(9);
    expectUnique(
      "client ids",
      clients.map((client) => client.id),
    );
    for (const client of clients) expect(client.name, client.id).toBe(clientNames[client.id]);
  });
});

describe("main services", () => {
  it("matches the schema", () => {
    expectValid("mainServices", v.array(mainServiceSchema), mainServices);
  });

  it("has the five rows in the spec's order", () => {
    expect(mainServices.map((service) => service.title.toUpperCase())).toEqual([
      "WEB DESIGN AND DEVELOPMENT",
      "DIGITAL MARKETING STRATEGY",
      "EDITORIAL",
      "BRANDING VISUALS",
      "PHOTOGRAPHY",
    ]);
    expectUnique(
      "main service ids",
      mainServices.map((service) => service.id),
    );
  });
});

describe("services page", () => {
  it("matches the schemas", () => {
    expectValid("servicesSections", v.array(servicesSectionSchema), servicesSections);
    expectValid("servicesProcessSteps", v.array(processStepSchema), servicesProcessSteps);
  });

  it("has the eight sections with the spec's names, claims and links, in order", () => {
    expect(
      servicesSections.map(({ number, name, claim, linkLabel, href }) => [number, name, claim, linkLabel, href]),
    ).toEqual([
      [1, "Brand Systems", "increase market share by 35%", "GET PROPOSAL", "/contact"],
      [2, "Web & Product", "boost conversion rates by 40%", "GET PROPOSAL", "/contact"],
      [3, "Content & Growth", "grow qualified leads by 60%", "GET PROPOSAL", "/contact"],
      [4, "Photo Video & Animation", "elevate engagement by 85%", "GET PROPOSAL", "/contact"],
      [5, "AI & Automation", "save 25 hours per week", "GET PROPOSAL", "/contact"],
      [6, "Real Estate", "accelerate sales by 45%", "VIEW PACKAGES", "/contact"],
      [7, "Indigenous Language & Education", "reach 10x more learners", "VIEW PACKAGES", "/contact"],
      [8, "Generative Intelligence", "launch 3x faster", "VIEW PACKAGES", "/contact"],
    ]);
    expectUnique(
      "services section slugs",
      servicesSections.map((section) => section.slug),
    );
  });

  it("numbers each section's collage files after its slug", () => {
    for (const section of servicesSections) {
      section.collage.forEach((media, index) => {
        // Videos (and their posters) are committed under /media; images are generated at build time.
        const stem = `/${media.kind === "video" ? "media" : "generated"}/services/${section.slug}-${index + 1}`;
        expect(media.src, section.slug).toBe(`${stem}.${media.kind === "video" ? "mp4" : "webp"}`);
        if (media.kind === "video") expect(media.poster).toBe(`${stem}-poster.webp`);
      });
    }
  });

  it("has the hero's three process steps", () => {
    expect(servicesProcessSteps.map((step) => [step.number, step.title.toLowerCase()])).toEqual([
      [1, "strategic consultation"],
      [2, "tailored creativity"],
      [3, "seamless execution"],
    ]);
  });
});

describe("shop packages", () => {
  const byId = (id: string) => {
    const found = shopPackages.find((item) => item.id === id);
    if (!found) throw new Error(`no shop package ${id}`);
    return found;
  };
  const mentions = (id: string, pattern: RegExp) =>
    [...byId(id).features, byId(id).description].some((text) => pattern.test(text));

  it("matches the schema", () => {
    expectValid("shopPackages", v.array(shopPackageSchema), shopPackages);
  });

  it("has the six packages in the spec's order", () => {
    expect(shopPackages.map((item) => item.id)).toEqual([...shopPackageIds]);
    expect(shopPackages).toHaveLength(6);
    expectUnique(
      "shop package ids",
      shopPackages.map((item) => item.id),
    );
  });

  it("has the spec's prices in CAD", () => {
    expect(Object.fromEntries(shopPackages.map((item) => [item.id, item.price]))).toEqual({
      "logo-design": 699,
      "social-media": 449,
      "web-design": 1899,
      "brand-identity": 1299,
      "product-photography": 799,
      "print-design": 549,
    });
  });

  it("includes the spec's package contents", () => {
    expect(mentions("logo-design", /3 to 5 .*concepts/i)).toBe(true);
    expect(mentions("logo-design", /unlimited revisions/i)).toBe(true);
    expect(mentions("social-media", /16 posts per month/i)).toBe(true);
    expect(mentions("web-design", /up to 5 pages/i)).toBe(true);
    expect(mentions("web-design", /1 month of (post-launch )?support/i)).toBe(true);
    expect(mentions("product-photography", /4-hour (studio )?session/i)).toBe(true);
    expect(mentions("product-photography", /\b20 .*images/i)).toBe(true);
    expect(mentions("print-design", /free minor revisions for 1 month/i)).toBe(true);
    expect(byId("brand-identity").features.length).toBeGreaterThanOrEqual(5);
  });

  it("names images after the package and marks every package as a service", () => {
    for (const item of shopPackages) {
      expect(item.type).toBe("service");
      item.images.forEach((image, index) => expect(image).toBe(`/generated/shop/${item.id}-${index + 1}.webp`));
    }
  });
});

describe("VantaRoom", () => {
  it("matches the schemas", () => {
    expectValid("vantaroomPackages", v.array(vantaroomPackageSchema), vantaroomPackages);
    expectValid("comparisonRows", v.array(comparisonRowSchema), comparisonRows);
    expectValid("addons", v.array(addonSchema), addons);
    expectValid("trustedLogos", v.array(trustedLogoSchema), trustedLogos);
    expectValid("whyChoosePoints", v.array(whyChoosePointSchema), whyChoosePoints);
    expectValid("vantaroomSteps", v.array(vantaroomStepSchema), vantaroomSteps);
    expectValid("vantaroomFeatures", v.array(vantaroomFeatureSchema), vantaroomFeatures);
    expectValid("featuredEnhancements", v.array(enhancementServiceSchema), featuredEnhancements);
    expectValid("additionalEnhancements", v.array(enhancementServiceSchema), additionalEnhancements);
    expectValid("testimonials", v.array(testimonialSchema), testimonials);
  });

  it("has the four packages with the spec's badges, sizes and elite flag", () => {
    expect(vantaroomPackages.map((item) => item.id)).toEqual([...vantaroomPackageIds]);
    expect(
      vantaroomPackages.map(({ name, badge, displayBadge, sizeLimit, isElite }) => [
        name,
        badge,
        displayBadge,
        sizeLimit,
        isElite,
      ]),
    ).toEqual([
      ["Essential MLS Boost", "STARTER", "STARTER", "Up to 1,800 sq.ft.", false],
      ["Pro Listing Package", "POPULAR", "POPULAR", "Up to 2,500 sq.ft.", false],
      ["Premium Visualization", "PREMIUM", "PREMIUM", "Up to 3,500 sq.ft.", false],
      ["Elite Bundle", "COMPLETE", "BEST VALUE", "Up to 4,500 sq.ft.", true],
    ]);
  });

  it("lists the spec's package features", () => {
    const features = Object.fromEntries(vantaroomPackages.map((item) => [item.id, item.features]));
    expect(features["essential-mls-boost"]).toEqual(
      expect.arrayContaining(["25 HDR photos", "Standard 2D floor plan", "6-hour express delivery"]),
    );
    expect(features["pro-listing-package"]).toEqual(
      expect.arrayContaining([
        "40 photos total",
        "Enhanced 2D floor plan",
        "5 free HDR enhancements",
        "Priority support",
      ]),
    );
    expect(features["premium-visualization"]).toEqual(
      expect.arrayContaining(["50 photos", "Detailed 3D floor plan", "1 free twilight photo"]),
    );
    expect(features["elite-bundle"]).toEqual(
      expect.arrayContaining([
        "70+ photos",
        "3D video render ($375 value)",
        "Interactive tour",
        "3 free virtual staging images",
        "Dedicated project manager",
      ]),
    );
  });

  it("gives every badge a fill that carries near-black text", () => {
    for (const item of vantaroomPackages) {
      expect(contrastRatio(item.badgeColor, "#0b0b0c"), item.badge).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("has the spec's comparison rows", () => {
    const row = (id: string) => comparisonRows.find((candidate) => candidate.id === id)?.values;
    const column = (values: Record<string, unknown> | undefined) => vantaroomPackageIds.map((id) => values?.[id]);
    expect(column(row("free-hdr-enhancements"))).toEqual([false, "5", "10", "15"]);
    expect(column(row("free-twilight"))).toEqual([false, false, "1", "2"]);
    expect(column(row("six-hour-delivery"))).toEqual([true, true, true, true]);
    expectUnique(
      "comparison row ids",
      comparisonRows.map((candidate) => candidate.id),
    );
  });

  it("has the thirteen add-ons with the spec's names and units, in order", () => {
    expect(addons.map(({ name, unit }) => [name, unit])).toEqual([
      ["Virtual Staging", "per room"],
      ["Twilight Photography", "per image"],
      ["HDR Enhancement", "per image"],
      ["Object Removal", "per image"],
      ["Pool Water Enhancement", "per image"],
      ["Lawn Enhancement", "per image"],
      ["Flambient", "per image"],
      ["Changing Seasons", "per image"],
      ["Rain to Shine", "per image"],
      ["Clear Room", "per image"],
      ["Drone Photography", "5-10 images"],
      ["3D Video Render", "per video"],
      ["Drone Video", "30-60 seconds"],
    ]);
    expect(addons.filter((addon) => addon.popular).map((addon) => addon.name)).toEqual(["Virtual Staging"]);
    expectUnique(
      "add-on ids",
      addons.map((addon) => addon.id),
    );
  });

  it("shows no prices other than the spec's quoted render value", () => {
    const allowed = "3D video render ($375 value)";
    const vantaroomStrings = stringsIn([
      vantaroomPackages,
      comparisonRows,
      addons,
      trustedLogos,
      whyChoosePoints,
      vantaroomSteps,
      vantaroomFeatures,
      featuredEnhancements,
      additionalEnhancements,
      testimonials,
    ]);
    expect(vantaroomStrings.filter((text) => /\$\s?\d/.test(text) && text !== allowed)).toEqual([]);
    for (const item of [...vantaroomPackages, ...addons]) expect(item).not.toHaveProperty("price");
  });

  it("has the page sections the spec describes", () => {
    expect(vantaroomSteps.map((step) => step.title)).toEqual(["Schedule Scan", "We Process", "Receive Deliverables"]);
    expect(vantaroomFeatures.find((feature) => feature.title === "VantaWalk")?.link?.href).toBe("/property");
    expect(additionalEnhancements).toHaveLength(8);
    expect(testimonials).toHaveLength(4);
    expect(trustedLogos.length).toBeGreaterThan(0);
    expect(whyChoosePoints.length).toBeGreaterThan(0);
    expectUnique(
      "enhancement ids",
      [...featuredEnhancements, ...additionalEnhancements].map((item) => item.id),
    );
    expectUnique(
      "testimonial ids",
      testimonials.map((item) => item.id),
    );
    expectUnique(
      "trusted logo ids",
      trustedLogos.map((item) => item.id),
    );
    expectUnique(
      "why-choose ids",
      whyChoosePoints.map((item) => item.id),
    );
    expectUnique(
      "feature ids",
      vantaroomFeatures.map((item) => item.id),
    );
  });
});

describe("tour properties", () => {
  it("matches the schema", () => {
    expectValid("properties", v.array(tourPropertySchema), properties);
  });

  it("has the demo property with 529 frames, three floors and the five named waypoints", () => {
    expect(properties).toHaveLength(1);
    const [property] = properties;
    expect(property).toMatchObject({
      id: "22-chelsea-bay",
      name: "22 Chelsea Bay",
      location: "Calgary, AB",
      frameCount: 529,
      framePath: "/generated/tours/22-chelsea-bay",
      frameWidths: [768, 1280],
    });
    expect(Object.keys(property?.minimaps ?? {})).toEqual(["1st Floor", "2nd Floor", "3rd Floor"]);
    expect(property?.waypoints.map(({ name, frame, floor }) => [name, frame, floor])).toEqual([
      ["Front Entry", 50, "1st Floor"],
      ["Living Room", 150, "1st Floor"],
      ["Kitchen", 275, "1st Floor"],
      ["Dining Area", 350, "1st Floor"],
      ["Master Bedroom", 450, "2nd Floor"],
    ]);
    expectUnique("waypoint ids", property?.waypoints.map((waypoint) => waypoint.id) ?? []);
  });

  it("rejects waypoints that can't be placed", () => {
    const good = { id: "w1", name: "Den", frame: 10, x: 40, y: 60, floor: "1st Floor" };
    expect(v.safeParse(waypointSchema, good).success).toBe(true);
    for (const bad of [
      { ...good, name: "   " },
      { ...good, frame: 0 },
      { ...good, frame: 2.5 },
      { ...good, x: 101 },
      { ...good, y: -1 },
      { ...good, floor: "" },
      { ...good, x: "40" },
    ]) {
      expect(v.safeParse(waypointSchema, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("rejects frame widths that are missing or out of order", () => {
    const [property] = properties;
    for (const frameWidths of [[], [1280, 768], [768, 768], [0]]) {
      expect(v.safeParse(tourPropertySchema, { ...property, frameWidths }).success, String(frameWidths)).toBe(false);
    }
  });

  it("rejects a property whose waypoints leave its frames or floors", () => {
    const [property] = properties;
    const [first] = property?.waypoints ?? [];
    expect(v.safeParse(tourPropertySchema, { ...property, waypoints: [{ ...first, frame: 530 }] }).success).toBe(false);
    expect(v.safeParse(tourPropertySchema, { ...property, waypoints: [{ ...first, floor: "Attic" }] }).success).toBe(
      false,
    );
  });
});

describe("review clients", () => {
  it("matches the schema", () => {
    expectValid("reviewClients", v.array(reviewClientSchema), reviewClients);
  });

  it("has the twelve clients with the spec's ids, misspellings included, in order", () => {
    expect(reviewClients.map((client) => client.id)).toEqual([
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

  it("names every client as decided", () => {
    for (const client of reviewClients) expect(client.name, client.id).toBe(clientNames[client.id]);
  });
});

describe("about and team", () => {
  it("matches the schemas", () => {
    expectValid("aboutIntro", aboutIntroSchema, aboutIntro);
    expectValid("missionStatements", v.array(missionStatementSchema), missionStatements);
    expectValid("under5Stages", v.array(processStageSchema), under5Stages);
    expectValid("teamMembers", v.array(teamMemberSchema), teamMembers);
  });

  it("has four mission statements and the five UNDER 5 stages in order", () => {
    expect(missionStatements).toHaveLength(4);
    expectUnique(
      "mission ids",
      missionStatements.map((statement) => statement.id),
    );
    expect(under5Stages.map((stage) => [stage.number, stage.name])).toEqual([
      [1, "Discovery"],
      [2, "Strategy"],
      [3, "Design"],
      [4, "Development"],
      [5, "Deployment"],
    ]);
  });

  it("has four or five team members with portraits named after them", () => {
    expect(teamMembers.length).toBeGreaterThanOrEqual(4);
    expect(teamMembers.length).toBeLessThanOrEqual(5);
    expectUnique(
      "team ids",
      teamMembers.map((member) => member.id),
    );
    for (const member of teamMembers) expect(member.portrait).toBe(`/generated/team/${member.id}.webp`);
  });
});

describe("copy", () => {
  const strings = Object.entries(allCollections).flatMap(([name, collection]) =>
    stringsIn(collection).map((text) => ({ name, text })),
  );

  it("has no placeholder text", () => {
    const placeholders = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\bXXX\b|placeholder/i;
    expect(strings.filter(({ text }) => placeholders.test(text))).toEqual([]);
  });

  it("uses Canadian spelling", () => {
    const american =
      /\b(color|colors|colored|center|centered|centers|favorite|favorites|behavior|neighbor|neighbors|neighborhood|catalog|labor|honor)\b/i;
    expect(strings.filter(({ text }) => american.test(text))).toEqual([]);
  });
});

describe("shop add-ons", () => {
  it("matches the schema, with unique ids that never clash with a package's", () => {
    expectValid("shopAddons", v.array(shopAddonSchema), shopAddons);
    expectUnique("shop add-on and package ids", [...shopAddons.map(({ id }) => id), ...shopPackageIds]);
    expect(shopAddons.length).toBeGreaterThanOrEqual(6);
  });

  it("pairs only with real packages, and gives every package at least one pairing", () => {
    for (const addon of shopAddons) {
      for (const id of addon.pairsWith) expect(shopPackageIds, `${addon.id} pairs with ${id}`).toContain(id);
    }
    for (const id of shopPackageIds) {
      expect(
        shopAddons.some((addon) => addon.pairsWith.includes(id)),
        `${id} has no add-on`,
      ).toBe(true);
    }
  });
});

describe("review posts", () => {
  it("gives every review client 16 captions", () => {
    for (const client of reviewClients) {
      expectValid(`captions of ${client.id}`, reviewPostCaptionsSchema, reviewPostCaptions(client.id));
    }
  });

  it("pins the studio's notes on real clients' posts", () => {
    for (const [clientId, notes] of Object.entries(studioNotes)) {
      expect(reviewClients.map(({ id }) => id)).toContain(clientId);
      expectValid(`studio notes of ${clientId}`, v.array(studioNoteSchema), notes);
    }
  });
});

describe("lookups", () => {
  it("finds each package, review client and tour by its URL segment, and nothing for another", () => {
    expect(packageById("web-design")?.name).toBe("Web Design");
    expect(reviewClientById("wecaremovers")?.name).toBe("We Care Movers");
    expect(propertyById("22-chelsea-bay")?.name).toBe("22 Chelsea Bay");
    for (const id of ["", "unknown", "constructor", "__proto__", "Web-Design"]) {
      expect(packageById(id)).toBeUndefined();
      expect(reviewClientById(id)).toBeUndefined();
      expect(propertyById(id)).toBeUndefined();
    }
  });

  it("finds a tour by its guide file's title, exactly as written", () => {
    expect(propertyByGuideTitle("22 Chelsea Bay")?.id).toBe("22-chelsea-bay");
    expect(propertyByGuideTitle("22 chelsea bay")).toBeUndefined();
    expect(propertyByGuideTitle("22-chelsea-bay")).toBeUndefined();
  });

  it("suggests a package's add-ons best match first, and none for an unknown package", () => {
    for (const pkg of shopPackages) {
      const ranks = addonsPairedWith(pkg.id).map((addon) => addon.pairsWith.indexOf(pkg.id));
      expect(ranks.every((rank, index) => rank >= 0 && (index === 0 || rank >= ranks[index - 1]!))).toBe(true);
    }
    expect(addonsPairedWith("unknown")).toEqual([]);
  });

  it("gives a client's studio notes, and none to a client without any", () => {
    expect(studioNotesFor("wecaremovers")).toBe(studioNotes.wecaremovers);
    expect(studioNotesFor("unknown")).toEqual([]);
  });

  it("shows a featured project outside the excluded category", () => {
    const showcase = featuredOutside("Web Development");
    expect(showcase?.featured).toBe(true);
    expect(showcase?.category).not.toBe("Web Development");
  });
});
