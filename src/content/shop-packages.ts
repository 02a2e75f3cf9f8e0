import "server-only";
import * as v from "valibot";
import { cadPriceSchema, copySchema, generatedPathSchema, httpsUrl, listSchema } from "@/src/lib/schema";
import { portfolioCategorySchema } from "./portfolio";

/** The six ids /shop/{id} accepts, in the spec's order. */
export const shopPackageIds = [
  "logo-design",
  "social-media",
  "web-design",
  "brand-identity",
  "product-photography",
  "print-design",
] as const;

export const shopPackageIdSchema = v.picklist(shopPackageIds);

export type ShopPackageId = v.InferOutput<typeof shopPackageIdSchema>;

export const shopPackageSchema = v.object({
  id: shopPackageIdSchema,
  /** The cart prices 'service' items as they are and bundles only 'addon' items. */
  type: v.literal("service"),
  name: copySchema,
  /** Canadian dollars, at most two decimals; shown as `$1,899.00 CAD`. */
  price: cadPriceSchema,
  category: copySchema,
  description: copySchema,
  features: listSchema(copySchema, 3),
  process: listSchema(copySchema, 4, 6),
  /** The first image is the cart thumbnail and the gallery's opening image. */
  images: listSchema(generatedPathSchema("shop", ["webp"]), 3, 4),
  /** The portfolio's category that shows this kind of work: View Portfolio opens it, filtered. */
  portfolioCategory: portfolioCategorySchema,
  /** Another address for View Portfolio (a case-study site, say), opened in a new tab instead. */
  demoUrl: v.optional(httpsUrl),
});

export type ShopPackage = v.InferOutput<typeof shopPackageSchema>;

export const shopPackages: ShopPackage[] = [
  {
    id: "logo-design",
    type: "service",
    name: "Logo Design",
    price: 699,
    category: "Branding",
    description:
      "A distinctive, hard-working logo designed around your business, your customers and the places it has to appear, from a storefront sign to a social avatar. You choose from a range of original concepts and we refine the winner until it is exactly right.",
    features: [
      "3 to 5 original logo concepts",
      "Unlimited revisions on your chosen concept",
      "Primary, stacked and icon-only versions",
      "Full-colour, one-colour and reversed variations",
      "Print and web files (AI, EPS, SVG, PDF, PNG)",
      "One-page logo usage guide",
    ],
    process: [
      "Discovery call and brand questionnaire",
      "Market and competitor research",
      "Concept presentation of 3 to 5 directions",
      "Refinement with unlimited revisions",
      "Final file package and handover",
    ],
    images: [
      "/generated/shop/logo-design-1.webp",
      "/generated/shop/logo-design-2.webp",
      "/generated/shop/logo-design-3.webp",
    ],
    portfolioCategory: "Branding",
  },
  {
    id: "social-media",
    type: "service",
    name: "Social Media Management",
    price: 449,
    category: "Digital Marketing",
    description:
      "A month of consistent, on-brand social content planned, designed and scheduled for you. We write for your audience, design to your brand and review every post with you before it goes live, so your feeds stay active while you run the business.",
    features: [
      "16 posts per month",
      "Monthly content calendar for your approval",
      "Custom graphics and captions for every post",
      "Hashtag and posting-time research",
      "Scheduling on Instagram, Facebook and LinkedIn",
      "Monthly performance report",
    ],
    process: [
      "Brand and audience onboarding",
      "Content calendar planning",
      "Design and copywriting",
      "Client review and approval",
      "Scheduling and monthly reporting",
    ],
    images: [
      "/generated/shop/social-media-1.webp",
      "/generated/shop/social-media-2.webp",
      "/generated/shop/social-media-3.webp",
      "/generated/shop/social-media-4.webp",
    ],
    portfolioCategory: "Digital Art",
  },
  {
    id: "web-design",
    type: "service",
    name: "Web Design",
    price: 1899,
    category: "Web Development",
    description:
      "A fast, mobile-first website designed and built to turn visitors into enquiries. We plan the pages around what your customers need to know, design them to your brand, and launch a site you can update yourself, with a month of support after it goes live.",
    features: [
      "Custom design of up to 5 pages",
      "Responsive layouts for phone, tablet and desktop",
      "Contact form with spam protection",
      "On-page SEO and Google Business Profile setup",
      "Accessibility and page-speed checks before launch",
      "1 month of support after launch",
    ],
    process: [
      "Discovery and sitemap planning",
      "Wireframes and content plan",
      "Visual design and revisions",
      "Development and testing",
      "Launch and training",
      "1 month of post-launch support",
    ],
    images: [
      "/generated/shop/web-design-1.webp",
      "/generated/shop/web-design-2.webp",
      "/generated/shop/web-design-3.webp",
      "/generated/shop/web-design-4.webp",
    ],
    portfolioCategory: "Web Development",
  },
  {
    id: "brand-identity",
    type: "service",
    name: "Brand Identity",
    price: 1299,
    category: "Branding",
    description:
      "A complete visual identity for businesses that are launching or ready to look as good as they are. Strategy, logo, colour, typography and everyday applications come together in one system, documented so your team and suppliers apply it consistently.",
    features: [
      "Brand strategy workshop",
      "Logo suite with primary, secondary and icon marks",
      "Colour palette and typography system",
      "Business card and letterhead design",
      "Social media profile and cover graphics",
      "Brand guidelines document",
      "Print and web file package",
    ],
    process: [
      "Brand strategy workshop",
      "Research and mood boards",
      "Identity concepts and presentation",
      "Refinement and application design",
      "Brand guidelines and file handover",
    ],
    images: [
      "/generated/shop/brand-identity-1.webp",
      "/generated/shop/brand-identity-2.webp",
      "/generated/shop/brand-identity-3.webp",
      "/generated/shop/brand-identity-4.webp",
    ],
    portfolioCategory: "Branding",
  },
  {
    id: "product-photography",
    type: "service",
    name: "Product Photography",
    price: 799,
    category: "Photography",
    description:
      "Clean, consistent product images for your online store, marketplace listings and campaigns. We shoot in our Calgary studio with lighting and styling planned around your brand, then retouch every selected frame so your products look their best at any size.",
    features: [
      "A 4-hour studio session",
      "20 professionally edited images",
      "White-background and lifestyle set-ups",
      "Colour-accurate retouching",
      "Web- and print-ready file sizes",
    ],
    process: [
      "Shot list and styling plan",
      "Product drop-off and preparation",
      "4-hour studio session",
      "Selection and retouching",
      "Delivery of 20 final images",
    ],
    images: [
      "/generated/shop/product-photography-1.webp",
      "/generated/shop/product-photography-2.webp",
      "/generated/shop/product-photography-3.webp",
    ],
    portfolioCategory: "Photography",
  },
  {
    id: "print-design",
    type: "service",
    name: "Print Design",
    price: 549,
    category: "Print",
    description:
      "Print pieces that look sharp in the hand and come off the press without surprises. From brochures and rack cards to menus and event posters, we design to your brand and prepare press-ready files to your printer's specifications.",
    features: [
      "Custom design for one print piece, up to 4 pages",
      "Copy layout and image selection",
      "Two rounds of revisions before sign-off",
      "Press-ready PDF with bleed and crop marks",
      "Free minor revisions for 1 month",
    ],
    process: ["Brief and format planning", "Layout concept", "Revisions and proofing", "Press-ready file delivery"],
    images: [
      "/generated/shop/print-design-1.webp",
      "/generated/shop/print-design-2.webp",
      "/generated/shop/print-design-3.webp",
    ],
    portfolioCategory: "Editorial",
  },
];

/** The package with this id (the URL's `/shop/{id}`), or undefined. */
export function packageById(id: string): ShopPackage | undefined {
  return shopPackages.find((pkg) => pkg.id === id);
}
