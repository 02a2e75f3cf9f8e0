import "server-only";
import * as v from "valibot";
import { cadPriceSchema, copySchema, generatedPathSchema, listSchema, slugSchema } from "@/src/lib/schema";

/*
 * Priced extras sold beside the six packages. They are the cart's 'addon' items: with three or
 * more in the cart each is 10 % off (src/features/cart/pricing.ts), which is how the spec's bundle
 * discount becomes reachable from the shop. VantaRoom's add-ons stay unpriced (quote only).
 */

export const shopAddonSchema = v.object({
  id: slugSchema,
  type: v.literal("addon"),
  name: copySchema,
  /** Canadian dollars per unit; shown as `$149.00 CAD`. */
  price: cadPriceSchema,
  /** What one of it is: "per round", "per page". */
  unit: copySchema,
  category: v.literal("Add-on"),
  description: copySchema,
  features: listSchema(copySchema, 3, 3),
  image: generatedPathSchema("shop/addons", ["webp"]),
  /** The packages whose detail page suggests it under 'Pairs well with', best match first. */
  pairsWith: listSchema(slugSchema, 1),
});

export type ShopAddon = v.InferOutput<typeof shopAddonSchema>;

export const shopAddons: ShopAddon[] = [
  {
    id: "extra-revision-round",
    type: "addon",
    name: "Extra Revision Round",
    price: 149,
    unit: "per round",
    category: "Add-on",
    description:
      "One more full round of changes after your included revisions, for when the board wants another look or the brief moves.",
    features: [
      "Consolidated feedback call",
      "All requested changes in one pass",
      "Updated files within 3 business days",
    ],
    image: "/generated/shop/addons/extra-revision-round.webp",
    pairsWith: ["logo-design", "brand-identity", "print-design", "web-design"],
  },
  {
    id: "rush-delivery",
    type: "addon",
    name: "48-Hour Rush Delivery",
    price: 249,
    unit: "per project",
    category: "Add-on",
    description:
      "Your project moves to the front of the studio's queue, for launches, trade shows and deadlines that will not wait.",
    features: ["First concepts within 48 hours", "Dedicated designer for the sprint", "Same-day replies to feedback"],
    image: "/generated/shop/addons/rush-delivery.webp",
    pairsWith: ["print-design", "logo-design", "social-media", "product-photography"],
  },
  {
    id: "social-launch-kit",
    type: "addon",
    name: "Social Media Launch Kit",
    price: 299,
    unit: "per kit",
    category: "Add-on",
    description:
      "Everything your channels need on day one: profile and cover art for every network and a set of launch posts in your new look.",
    features: [
      "Profile and cover images for 4 networks",
      "6 launch posts with captions",
      "Editable story and highlight templates",
    ],
    image: "/generated/shop/addons/social-launch-kit.webp",
    pairsWith: ["social-media", "brand-identity", "logo-design"],
  },
  {
    id: "brand-guidelines",
    type: "addon",
    name: "Brand Guidelines Document",
    price: 399,
    unit: "per document",
    category: "Add-on",
    description:
      "A clear, illustrated guide to using your brand, so printers, agencies and new hires get it right without asking.",
    features: ["Logo use, spacing and misuse", "Colour, type and imagery rules", "Print-ready PDF and web version"],
    image: "/generated/shop/addons/brand-guidelines.webp",
    pairsWith: ["brand-identity", "logo-design", "print-design"],
  },
  {
    id: "website-copywriting",
    type: "addon",
    name: "Website Copywriting",
    price: 129,
    unit: "per page",
    category: "Add-on",
    description:
      "Plain-spoken, search-friendly copy written for your customers by a writer who interviews you first, not a template.",
    features: ["30-minute interview", "Headlines, body copy and calls to action", "Meta title and description"],
    image: "/generated/shop/addons/website-copywriting.webp",
    pairsWith: ["web-design", "social-media"],
  },
  {
    id: "stock-image-licensing",
    type: "addon",
    name: "Stock Image Licensing",
    price: 19,
    unit: "per image",
    category: "Add-on",
    description:
      "Licensed, high-resolution stock photography chosen and colour-matched by our designers to sit naturally beside your own images.",
    features: ["Royalty-free commercial licence", "Curated to your brand palette", "Licence records kept on file"],
    image: "/generated/shop/addons/stock-image-licensing.webp",
    pairsWith: ["web-design", "social-media", "print-design", "product-photography"],
  },
];

/** The add-ons suggested beside a package on its page, best match first. */
export function addonsPairedWith(packageId: string): ShopAddon[] {
  return shopAddons
    .filter((addon) => addon.pairsWith.includes(packageId))
    .sort((a, b) => a.pairsWith.indexOf(packageId) - b.pairsWith.indexOf(packageId));
}
