import "server-only";
import * as v from "valibot";
import { copySchema, generatedPathSchema, httpsUrl, listSchema, slugSchema } from "@/src/lib/schema";

/** The filter offers "all" plus these, in this order. */
export const portfolioCategories = ["Web Development", "Branding", "Digital Art", "Editorial", "Photography"] as const;

export const portfolioCategorySchema = v.picklist(portfolioCategories);

export type PortfolioCategory = v.InferOutput<typeof portfolioCategorySchema>;

const imagePath = generatedPathSchema("portfolio", ["webp"]);

export const portfolioItemSchema = v.object({
  id: slugSchema,
  title: copySchema,
  subtitle: copySchema,
  category: portfolioCategorySchema,
  imageSrc: imagePath,
  featured: v.boolean(),
  description: copySchema,
  tools: listSchema(copySchema, 1),
  style: copySchema,
  tagline: copySchema,
  mockupImage: imagePath,
  additionalMockups: v.array(imagePath),
  documentLink: generatedPathSchema("portfolio", ["pdf"]),
  /** Some case studies are download-only: too large to embed, or shared on a partner's terms. */
  pdfPreviewDisabled: v.boolean(),
  /** Only live, public sites; the grid fetches a preview of this URL for Web Development cards. */
  websiteUrl: v.optional(httpsUrl),
});

export type PortfolioItem = v.InferOutput<typeof portfolioItemSchema>;

export const portfolioItems: PortfolioItem[] = [
  {
    id: "we-care-movers-website",
    title: "We Care Movers",
    subtitle: "Booking-first website for a Calgary moving company",
    category: "Web Development",
    imageSrc: "/generated/portfolio/we-care-movers-website.webp",
    featured: true,
    description:
      "We Care Movers was losing evening enquiries to a phone line nobody could answer after six. We rebuilt their site around a three-step quote form that asks for move size, dates and postal codes, then routes the request to the right crew lead. Service-area pages for Calgary, Airdrie, Cochrane and Okotoks now rank on their own, and the site loads in under a second on a phone in a parkade.",
    tools: ["Next.js", "TypeScript", "Tailwind CSS", "Figma", "Google Business Profile"],
    style: "Friendly, high-contrast, mobile-first",
    tagline: "Moving day, booked in three taps.",
    mockupImage: "/generated/portfolio/we-care-movers-website-mockup.webp",
    additionalMockups: [
      "/generated/portfolio/we-care-movers-website-mockup-2.webp",
      "/generated/portfolio/we-care-movers-website-mockup-3.webp",
    ],
    documentLink: "/generated/portfolio/we-care-movers-website-case-study.pdf",
    pdfPreviewDisabled: false,
    websiteUrl: "https://wecaremovers.ca",
  },
  {
    id: "naan-bruder-website",
    title: "Naan Bruder",
    subtitle: "Menu, catering and ordering site for a Calgary restaurant",
    category: "Web Development",
    imageSrc: "/generated/portfolio/naan-bruder-website.webp",
    featured: false,
    description:
      "Naan Bruder's menu lived in a PDF that was out of date the day it was printed. We gave the kitchen a menu they can edit from a tablet between services, a catering page that takes headcounts and dietary needs up front, and photography-led dish pages that make the tandoor the hero. Catering enquiries doubled in the first quarter after launch.",
    tools: ["Next.js", "TypeScript", "Headless CMS", "Figma", "Lightroom"],
    style: "Warm, appetite-led, bold type on charcoal",
    tagline: "Hot naan, zero friction.",
    mockupImage: "/generated/portfolio/naan-bruder-website-mockup.webp",
    additionalMockups: [
      "/generated/portfolio/naan-bruder-website-mockup-2.webp",
      "/generated/portfolio/naan-bruder-website-mockup-3.webp",
    ],
    documentLink: "/generated/portfolio/naan-bruder-website-case-study.pdf",
    pdfPreviewDisabled: false,
    websiteUrl: "https://naanbruder.ca",
  },
  {
    id: "blackfoot-learner-portal",
    title: "Blackfoot Language Revitalization",
    subtitle: "Learner portal for community language lessons",
    category: "Web Development",
    imageSrc: "/generated/portfolio/blackfoot-learner-portal.webp",
    featured: true,
    description:
      "A lesson portal built with, not just for, a community language program. Elders' recordings sit at the centre of every lesson, learners can slow audio down without distorting it, and whole units download for use wherever coverage drops out. The portal is in a closed pilot with community learners, so there is no public link yet.",
    tools: ["Next.js", "TypeScript", "Web Audio API", "Offline-first PWA", "Figma"],
    style: "Calm, generous spacing, audio-first",
    tagline: "Every lesson starts with a voice.",
    mockupImage: "/generated/portfolio/blackfoot-learner-portal-mockup.webp",
    additionalMockups: [
      "/generated/portfolio/blackfoot-learner-portal-mockup-2.webp",
      "/generated/portfolio/blackfoot-learner-portal-mockup-3.webp",
    ],
    documentLink: "/generated/portfolio/blackfoot-learner-portal-case-study.pdf",
    pdfPreviewDisabled: true,
  },
  {
    id: "chinook-arch",
    title: "Chinook Arch",
    subtitle: "Digital illustration series",
    category: "Digital Art",
    imageSrc: "/generated/portfolio/chinook-arch.webp",
    featured: true,
    description:
      "Six illustrations of the band of clear sky that opens over the Rockies when a chinook rolls in, drawn across one winter from the same ridge above the Bow. Each piece is built from layered gradients and a hand-made grain pass, and the series now hangs as large-format prints in a downtown Calgary lobby.",
    tools: ["Procreate", "Adobe Photoshop", "Blender"],
    style: "Layered gradients, risograph grain, wide horizons",
    tagline: "Warm wind, winter light.",
    mockupImage: "/generated/portfolio/chinook-arch-mockup.webp",
    additionalMockups: [
      "/generated/portfolio/chinook-arch-mockup-2.webp",
      "/generated/portfolio/chinook-arch-mockup-3.webp",
    ],
    documentLink: "/generated/portfolio/chinook-arch-case-study.pdf",
    pdfPreviewDisabled: false,
  },
  {
    id: "prairie-signal",
    title: "Prairie Signal",
    subtitle: "Generative poster series",
    category: "Digital Art",
    imageSrc: "/generated/portfolio/prairie-signal.webp",
    featured: false,
    description:
      "A run of thirty posters drawn by code from a year of Calgary weather-station data. Wind speed sets the stroke, temperature sets the palette, and each poster is one day. We built the generator, curated the set and produced a limited risograph edition for a local gallery show.",
    tools: ["p5.js", "TypeScript", "Adobe Illustrator", "Risograph"],
    style: "Generative line work, two-colour print palette",
    tagline: "A year of weather, one line at a time.",
    mockupImage: "/generated/portfolio/prairie-signal-mockup.webp",
    additionalMockups: [
      "/generated/portfolio/prairie-signal-mockup-2.webp",
      "/generated/portfolio/prairie-signal-mockup-3.webp",
    ],
    documentLink: "/generated/portfolio/prairie-signal-case-study.pdf",
    pdfPreviewDisabled: false,
  },
  {
    id: "roof-right-brand",
    title: "Roof Right Exteriors",
    subtitle: "Brand identity for a roofing and exteriors company",
    category: "Branding",
    imageSrc: "/generated/portfolio/roof-right-brand.webp",
    featured: true,
    description:
      "After a decade of word-of-mouth growth, Roof Right needed a brand that looked as solid as their work after a hailstorm season. We built a ridge-line monogram, a high-visibility palette that reads from across a cul-de-sac, and a system that runs from truck wraps and yard signs to insurance-claim paperwork homeowners actually understand.",
    tools: ["Adobe Illustrator", "Figma", "Adobe InDesign"],
    style: "Bold, geometric, built for the job site",
    tagline: "Built to weather Alberta.",
    mockupImage: "/generated/portfolio/roof-right-brand-mockup.webp",
    additionalMockups: [
      "/generated/portfolio/roof-right-brand-mockup-2.webp",
      "/generated/portfolio/roof-right-brand-mockup-3.webp",
      "/generated/portfolio/roof-right-brand-mockup-4.webp",
    ],
    documentLink: "/generated/portfolio/roof-right-brand-case-study.pdf",
    pdfPreviewDisabled: false,
  },
  {
    id: "luxury-windows-lookbook",
    title: "Luxury Windows & Exteriors",
    subtitle: "Product lookbook and specification catalogue",
    category: "Editorial",
    imageSrc: "/generated/portfolio/luxury-windows-lookbook.webp",
    featured: false,
    description:
      "A 48-page lookbook that sells the view before it sells the frame. Architectural photography of finished homes leads each chapter, and a clean specification section gives builders the U-values, finishes and lead times they ask for on site. The same layouts feed a trimmed digital edition their sales team sends after every consultation.",
    tools: ["Adobe InDesign", "Adobe Photoshop", "Lightroom"],
    style: "Quiet luxury, wide margins, architectural grid",
    tagline: "Frame the view.",
    mockupImage: "/generated/portfolio/luxury-windows-lookbook-mockup.webp",
    additionalMockups: [
      "/generated/portfolio/luxury-windows-lookbook-mockup-2.webp",
      "/generated/portfolio/luxury-windows-lookbook-mockup-3.webp",
    ],
    documentLink: "/generated/portfolio/luxury-windows-lookbook-case-study.pdf",
    pdfPreviewDisabled: true,
  },
  {
    id: "mellow-yellow-photography",
    title: "Mellow Yellow",
    subtitle: "Product and menu photography for a neighbourhood café",
    category: "Photography",
    imageSrc: "/generated/portfolio/mellow-yellow-photography.webp",
    featured: false,
    description:
      "One long morning in a sunlit café produced a full year of content: hero shots for the new menu boards, clean cut-outs for delivery apps, and candid behind-the-counter moments for social. We lit everything to match the room's natural light, so the photos look like the place customers walk into.",
    tools: ["Canon EOS R5", "Profoto B10", "Capture One", "Lightroom"],
    style: "Natural light, warm tones, honest styling",
    tagline: "Golden hour, every hour.",
    mockupImage: "/generated/portfolio/mellow-yellow-photography-mockup.webp",
    additionalMockups: [
      "/generated/portfolio/mellow-yellow-photography-mockup-2.webp",
      "/generated/portfolio/mellow-yellow-photography-mockup-3.webp",
    ],
    documentLink: "/generated/portfolio/mellow-yellow-photography-case-study.pdf",
    pdfPreviewDisabled: false,
  },
];

/** The first featured project outside `category`, or the first project: the home page's showcase tile. */
export function featuredOutside(category: PortfolioCategory): PortfolioItem | undefined {
  return portfolioItems.find((item) => item.featured && item.category !== category) ?? portfolioItems[0];
}
