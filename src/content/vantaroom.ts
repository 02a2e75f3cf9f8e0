import "server-only";
import * as v from "valibot";
import {
  copySchema,
  generatedPathSchema,
  intSchema,
  internalHrefSchema,
  listSchema,
  slugSchema,
} from "@/src/lib/schema";

/*
 * VantaRoom is quoted per property, so nothing in this module carries a price: the page shows
 * 'Custom Quote' or 'Bespoke Pricing' and sends the visitor to the quote flow instead.
 */

const hexColourSchema = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/, "must be a six-digit lowercase hex colour"));

/** The four packages, cheapest first; the comparison table's columns follow this order. */
export const vantaroomPackageIds = [
  "essential-mls-boost",
  "pro-listing-package",
  "premium-visualization",
  "elite-bundle",
] as const;

export const vantaroomPackageIdSchema = v.picklist(vantaroomPackageIds);

export type VantaroomPackageId = v.InferOutput<typeof vantaroomPackageIdSchema>;

export const vantaroomPackageSchema = v.object({
  id: vantaroomPackageIdSchema,
  name: copySchema,
  /** The package's tier, used in 'Request {badge} Quote'. */
  badge: v.picklist(["STARTER", "POPULAR", "PREMIUM", "COMPLETE"]),
  /** What the card's ribbon shows: the badge itself, except where marketing names the tier differently. */
  displayBadge: copySchema,
  /** Ribbon fill. Every colour is light enough to carry the page's near-black text at 4.5:1 or better. */
  badgeColor: hexColourSchema,
  description: copySchema,
  features: listSchema(copySchema, 4),
  sizeLimit: copySchema,
  image: generatedPathSchema("vantaroom/packages", ["webp"]),
  isElite: v.boolean(),
});

export type VantaroomPackage = v.InferOutput<typeof vantaroomPackageSchema>;

export const vantaroomPackages: VantaroomPackage[] = [
  {
    id: "essential-mls-boost",
    name: "Essential MLS Boost",
    badge: "STARTER",
    displayBadge: "STARTER",
    badgeColor: "#9fb4c8",
    description:
      "Everything a listing needs to go live today: bright, balanced HDR photos and an accurate floor plan, delivered fast.",
    features: [
      "25 HDR photos",
      "Standard 2D floor plan",
      "6-hour express delivery",
      "MLS-ready image sizes",
      "Online download gallery",
    ],
    sizeLimit: "Up to 1,800 sq.ft.",
    image: "/generated/vantaroom/packages/essential-mls-boost.webp",
    isElite: false,
  },
  {
    id: "pro-listing-package",
    name: "Pro Listing Package",
    badge: "POPULAR",
    displayBadge: "POPULAR",
    badgeColor: "#ff7a45",
    description:
      "Our most-booked package for family homes: more coverage, a sharper floor plan and enhancement credits for the rooms that need them.",
    features: [
      "40 photos total",
      "Enhanced 2D floor plan",
      "5 free HDR enhancements",
      "Priority support",
      "6-hour express delivery",
      "MLS-ready image sizes",
    ],
    sizeLimit: "Up to 2,500 sq.ft.",
    image: "/generated/vantaroom/packages/pro-listing-package.webp",
    isElite: false,
  },
  {
    id: "premium-visualization",
    name: "Premium Visualization",
    badge: "PREMIUM",
    displayBadge: "PREMIUM",
    badgeColor: "#c7a6ff",
    description:
      "For larger and higher-end homes: a detailed 3D floor plan and a twilight exterior that makes the listing stand out in search results.",
    features: [
      "50 photos",
      "Detailed 3D floor plan",
      "1 free twilight photo",
      "10 free HDR enhancements",
      "Priority support",
      "6-hour express delivery",
    ],
    sizeLimit: "Up to 3,500 sq.ft.",
    image: "/generated/vantaroom/packages/premium-visualization.webp",
    isElite: false,
  },
  {
    id: "elite-bundle",
    name: "Elite Bundle",
    badge: "COMPLETE",
    displayBadge: "BEST VALUE",
    badgeColor: "#f5c451",
    description:
      "The full marketing suite for luxury and acreage listings, with a project manager who coordinates every asset from scan day to launch.",
    features: [
      "70+ photos",
      "3D video render ($375 value)",
      "Interactive tour",
      "3 free virtual staging images",
      "Dedicated project manager",
      "Detailed 3D floor plan",
      "15 free HDR enhancements",
      "2 free twilight photos",
      "6-hour express delivery",
    ],
    sizeLimit: "Up to 4,500 sq.ft.",
    image: "/generated/vantaroom/packages/elite-bundle.webp",
    isElite: true,
  },
];

/** `true` shows a tick, `false` shows "not included", a string is shown as written. */
export const comparisonCellSchema = v.union([v.boolean(), copySchema]);

export const comparisonRowSchema = v.object({
  id: slugSchema,
  label: copySchema,
  values: v.object(
    Object.fromEntries(vantaroomPackageIds.map((id) => [id, comparisonCellSchema])) as Record<
      VantaroomPackageId,
      typeof comparisonCellSchema
    >,
  ),
});

export type ComparisonRow = v.InferOutput<typeof comparisonRowSchema>;

export const comparisonRows: ComparisonRow[] = [
  {
    id: "property-size",
    label: "Property size",
    values: {
      "essential-mls-boost": "Up to 1,800 sq.ft.",
      "pro-listing-package": "Up to 2,500 sq.ft.",
      "premium-visualization": "Up to 3,500 sq.ft.",
      "elite-bundle": "Up to 4,500 sq.ft.",
    },
  },
  {
    id: "photos",
    label: "Photos",
    values: {
      "essential-mls-boost": "25 HDR",
      "pro-listing-package": "40",
      "premium-visualization": "50",
      "elite-bundle": "70+",
    },
  },
  {
    id: "floor-plan",
    label: "Floor plan",
    values: {
      "essential-mls-boost": "Standard 2D",
      "pro-listing-package": "Enhanced 2D",
      "premium-visualization": "Detailed 3D",
      "elite-bundle": "Detailed 3D",
    },
  },
  {
    id: "free-hdr-enhancements",
    label: "Free HDR enhancements",
    values: {
      "essential-mls-boost": false,
      "pro-listing-package": "5",
      "premium-visualization": "10",
      "elite-bundle": "15",
    },
  },
  {
    id: "free-twilight",
    label: "Free twilight photos",
    values: {
      "essential-mls-boost": false,
      "pro-listing-package": false,
      "premium-visualization": "1",
      "elite-bundle": "2",
    },
  },
  {
    id: "free-virtual-staging",
    label: "Free virtual staging images",
    values: {
      "essential-mls-boost": false,
      "pro-listing-package": false,
      "premium-visualization": false,
      "elite-bundle": "3",
    },
  },
  {
    id: "interactive-tour",
    label: "Interactive tour",
    values: {
      "essential-mls-boost": false,
      "pro-listing-package": false,
      "premium-visualization": false,
      "elite-bundle": true,
    },
  },
  {
    id: "video-render",
    label: "3D video render",
    values: {
      "essential-mls-boost": false,
      "pro-listing-package": false,
      "premium-visualization": false,
      "elite-bundle": true,
    },
  },
  {
    id: "priority-support",
    label: "Priority support",
    values: {
      "essential-mls-boost": false,
      "pro-listing-package": true,
      "premium-visualization": true,
      "elite-bundle": true,
    },
  },
  {
    id: "project-manager",
    label: "Dedicated project manager",
    values: {
      "essential-mls-boost": false,
      "pro-listing-package": false,
      "premium-visualization": false,
      "elite-bundle": true,
    },
  },
  {
    id: "six-hour-delivery",
    label: "6-hour delivery",
    values: {
      "essential-mls-boost": true,
      "pro-listing-package": true,
      "premium-visualization": true,
      "elite-bundle": true,
    },
  },
];

/** Icon names the add-on cards know how to draw; one per add-on so no two cards look alike. */
export const addonIconNames = [
  "sofa",
  "moon",
  "sun",
  "eraser",
  "waves",
  "sprout",
  "lamp",
  "leaf",
  "cloud-sun",
  "broom",
  "drone",
  "cube",
  "video",
] as const;

export const addonIconSchema = v.picklist(addonIconNames);

export type AddonIcon = v.InferOutput<typeof addonIconSchema>;

export const addonSchema = v.object({
  id: slugSchema,
  name: copySchema,
  unit: copySchema,
  icon: addonIconSchema,
  description: copySchema,
  /** Earns the 'most popular' tag. */
  popular: v.boolean(),
});

export type Addon = v.InferOutput<typeof addonSchema>;

/** The thirteen add-ons in the spec's order, units verbatim. */
export const addons: Addon[] = [
  {
    id: "virtual-staging",
    name: "Virtual Staging",
    unit: "per room",
    icon: "sofa",
    description:
      "Furnish empty rooms with photorealistic décor chosen for the home's style and the buyer you want to reach.",
    popular: true,
  },
  {
    id: "twilight-photography",
    name: "Twilight Photography",
    unit: "per image",
    icon: "moon",
    description: "Turn a daytime exterior into a warm dusk scene with glowing windows and a deep evening sky.",
    popular: false,
  },
  {
    id: "hdr-enhancement",
    name: "HDR Enhancement",
    unit: "per image",
    icon: "sun",
    description: "Balance bright windows and dark corners so every room looks the way it feels in person.",
    popular: false,
  },
  {
    id: "object-removal",
    name: "Object Removal",
    unit: "per image",
    icon: "eraser",
    description: "Remove cars, bins, cords and personal items that pull the eye away from the space.",
    popular: false,
  },
  {
    id: "pool-water-enhancement",
    name: "Pool Water Enhancement",
    unit: "per image",
    icon: "waves",
    description: "Clear, inviting blue water, even when the pool was photographed before it was opened for the season.",
    popular: false,
  },
  {
    id: "lawn-enhancement",
    name: "Lawn Enhancement",
    unit: "per image",
    icon: "sprout",
    description: "Green up patchy or dormant grass so the yard looks its summer best.",
    popular: false,
  },
  {
    id: "flambient",
    name: "Flambient",
    unit: "per image",
    icon: "lamp",
    description: "A blend of flash and ambient exposures for true-to-life colour, crisp window views and clean whites.",
    popular: false,
  },
  {
    id: "changing-seasons",
    name: "Changing Seasons",
    unit: "per image",
    icon: "leaf",
    description: "Show the home in full summer colour, even when it was photographed in a Calgary February.",
    popular: false,
  },
  {
    id: "rain-to-shine",
    name: "Rain to Shine",
    unit: "per image",
    icon: "cloud-sun",
    description: "Swap grey skies and wet driveways for blue sky and sunshine.",
    popular: false,
  },
  {
    id: "clear-room",
    name: "Clear Room",
    unit: "per image",
    icon: "broom",
    description: "Digitally empty a cluttered or furnished room so buyers can picture their own things in it.",
    popular: false,
  },
  {
    id: "drone-photography",
    name: "Drone Photography",
    unit: "5-10 images",
    icon: "drone",
    description:
      "Aerial stills that show the lot, the roofline and how close the home sits to parks, schools and the mountains.",
    popular: false,
  },
  {
    id: "3d-video-render",
    name: "3D Video Render",
    unit: "per video",
    icon: "cube",
    description: "A cinematic fly-through rendered from the home's 3D model, sized for listing pages and social feeds.",
    popular: false,
  },
  {
    id: "drone-video",
    name: "Drone Video",
    unit: "30-60 seconds",
    icon: "video",
    description: "A short aerial film that sweeps over the property and shows off the neighbourhood around it.",
    popular: false,
  },
];

export const trustedLogoSchema = v.object({
  id: slugSchema,
  name: copySchema,
  logo: generatedPathSchema("vantaroom/trusted", ["svg"]),
});

export type TrustedLogo = v.InferOutput<typeof trustedLogoSchema>;

export const trustedLogos: TrustedLogo[] = [
  {
    id: "summit-ridge-realty",
    name: "Summit Ridge Realty",
    logo: "/generated/vantaroom/trusted/summit-ridge-realty.svg",
  },
  { id: "bow-valley-realty", name: "Bow Valley Realty", logo: "/generated/vantaroom/trusted/bow-valley-realty.svg" },
  {
    id: "prairie-appraisal-group",
    name: "Prairie Appraisal Group",
    logo: "/generated/vantaroom/trusted/prairie-appraisal-group.svg",
  },
  {
    id: "lumiere-immobilier-photo",
    name: "Lumière Immobilier Photo",
    logo: "/generated/vantaroom/trusted/lumiere-immobilier-photo.svg",
  },
  { id: "northgate-homes", name: "Northgate Homes", logo: "/generated/vantaroom/trusted/northgate-homes.svg" },
  {
    id: "maple-key-properties",
    name: "Maple Key Properties",
    logo: "/generated/vantaroom/trusted/maple-key-properties.svg",
  },
];

export const whyChoosePointSchema = v.object({
  id: slugSchema,
  title: copySchema,
  description: copySchema,
});

export type WhyChoosePoint = v.InferOutput<typeof whyChoosePointSchema>;

export const whyChoosePoints: WhyChoosePoint[] = [
  {
    id: "six-hour-delivery",
    title: "6-hour delivery guarantee",
    description:
      "Photos, floor plans and your tour link arrive within six hours of the scan, so you can list the same day you shoot.",
  },
  {
    id: "quote-within-24-hours",
    title: "Detailed quote within 24 hours",
    description:
      "Tell us about the property and what you need, and a line-by-line quote lands in your inbox within 24 hours.",
  },
  {
    id: "one-visit",
    title: "One visit, every asset",
    description:
      "Photos, drone, floor plan and 3D scan are captured in a single appointment, so sellers only have to get the house ready once.",
  },
  {
    id: "measured-plans",
    title: "Measurements you can list",
    description:
      "Floor plans follow the Residential Measurement Standard for Alberta listings, with above- and below-grade areas clearly separated.",
  },
];

export const vantaroomStepSchema = v.object({
  number: intSchema(1),
  title: copySchema,
  description: copySchema,
});

export type VantaroomStep = v.InferOutput<typeof vantaroomStepSchema>;

export const vantaroomSteps: VantaroomStep[] = [
  {
    number: 1,
    title: "Schedule Scan",
    description:
      "Pick a time that suits the seller. Our technician arrives with camera, drone and 3D scanner, and is usually done in under two hours.",
  },
  {
    number: 2,
    title: "We Process",
    description:
      "Our editors colour-correct every photo, draft your floor plans and stitch the walkthrough while you get on with your day.",
  },
  {
    number: 3,
    title: "Receive Deliverables",
    description:
      "Within six hours you get MLS-ready photos, floor plans and a shareable tour link, all in one download gallery.",
  },
];

export const vantaroomFeatureSchema = v.object({
  id: slugSchema,
  title: copySchema,
  description: copySchema,
  link: v.optional(v.object({ href: internalHrefSchema, label: copySchema })),
});

export type VantaroomFeature = v.InferOutput<typeof vantaroomFeatureSchema>;

export const vantaroomFeatures: VantaroomFeature[] = [
  {
    id: "vantawalk",
    title: "VantaWalk",
    description:
      "An interactive walkthrough buyers can explore room by room, with a floor-by-floor minimap and one-click jumps to every key space.",
    link: { href: "/property", label: "Explore a sample tour" },
  },
  {
    id: "floor-plans",
    title: "2D & 3D Floor Plans",
    description:
      "Measured plans that show flow, room sizes and total area at a glance, in crisp 2D or fully rendered 3D.",
  },
  {
    id: "hdr-photography",
    title: "HDR Photography",
    description:
      "Bracketed, hand-blended photos with bright interiors, true colours and window views that aren't blown out.",
  },
  {
    id: "virtual-staging",
    title: "Virtual Staging",
    description:
      "Photorealistic furniture and décor that help buyers read an empty room, at a fraction of the cost of physical staging.",
  },
  {
    id: "aerial",
    title: "Drone & Aerial",
    description: "Licensed pilots capture the lot, the roofline and the neighbourhood from above, in stills and video.",
  },
  {
    id: "video-renders",
    title: "3D Video Renders",
    description: "Cinematic fly-throughs generated from the scan, cut for listing pages, Reels and YouTube.",
  },
];

export const enhancementServiceSchema = v.object({
  id: slugSchema,
  name: copySchema,
  description: copySchema,
  beforeImage: generatedPathSchema("vantaroom/enhancements", ["webp"]),
  beforeAlt: copySchema,
  afterImage: generatedPathSchema("vantaroom/enhancements", ["webp"]),
  afterAlt: copySchema,
});

export type EnhancementService = v.InferOutput<typeof enhancementServiceSchema>;

/** Always shown in the before/after gallery. */
export const featuredEnhancements: EnhancementService[] = [
  {
    id: "virtual-staging",
    name: "Virtual Staging",
    description: "An empty living room furnished with modern pieces that suit the home.",
    beforeImage: "/generated/vantaroom/enhancements/virtual-staging-before.webp",
    beforeAlt: "Empty living room with bare floors and white walls",
    afterImage: "/generated/vantaroom/enhancements/virtual-staging-after.webp",
    afterAlt: "The same living room staged with a sofa, rug, coffee table and art",
  },
  {
    id: "twilight-conversion",
    name: "Twilight Conversion",
    description: "A flat daytime exterior turned into an evening shot with lit windows.",
    beforeImage: "/generated/vantaroom/enhancements/twilight-conversion-before.webp",
    beforeAlt: "Front of a two-storey home under an overcast afternoon sky",
    afterImage: "/generated/vantaroom/enhancements/twilight-conversion-after.webp",
    afterAlt: "The same home at dusk with glowing windows and a deep blue sky",
  },
  {
    id: "hdr-enhancement",
    name: "HDR Enhancement",
    description: "Dark corners lifted and window views recovered in one balanced frame.",
    beforeImage: "/generated/vantaroom/enhancements/hdr-enhancement-before.webp",
    beforeAlt: "Kitchen photo with dark cabinets and a washed-out window",
    afterImage: "/generated/vantaroom/enhancements/hdr-enhancement-after.webp",
    afterAlt: "The same kitchen evenly lit with the backyard visible through the window",
  },
  {
    id: "object-removal",
    name: "Object Removal",
    description: "Clutter, cars and cords removed so the space speaks for itself.",
    beforeImage: "/generated/vantaroom/enhancements/object-removal-before.webp",
    beforeAlt: "Driveway with a parked car and recycling bins in front of the garage",
    afterImage: "/generated/vantaroom/enhancements/object-removal-after.webp",
    afterAlt: "The same driveway clear, with an unobstructed view of the garage",
  },
];

/** Revealed by 'View All Enhancement Options'; the page announces them as '8 additional image enhancement services'. */
export const additionalEnhancements: EnhancementService[] = [
  {
    id: "pool-water-enhancement",
    name: "Pool Water Enhancement",
    description: "Murky or covered pools replaced with clear blue water.",
    beforeImage: "/generated/vantaroom/enhancements/pool-water-enhancement-before.webp",
    beforeAlt: "Backyard pool with cloudy green water",
    afterImage: "/generated/vantaroom/enhancements/pool-water-enhancement-after.webp",
    afterAlt: "The same pool with clear turquoise water",
  },
  {
    id: "lawn-enhancement",
    name: "Lawn Enhancement",
    description: "Brown, patchy grass brought back to a healthy green.",
    beforeImage: "/generated/vantaroom/enhancements/lawn-enhancement-before.webp",
    beforeAlt: "Front yard with dry, patchy lawn",
    afterImage: "/generated/vantaroom/enhancements/lawn-enhancement-after.webp",
    afterAlt: "The same front yard with an even green lawn",
  },
  {
    id: "flambient",
    name: "Flambient",
    description: "Flash and ambient exposures blended for neutral whites and true colour.",
    beforeImage: "/generated/vantaroom/enhancements/flambient-before.webp",
    beforeAlt: "Bedroom with a yellow colour cast from warm bulbs",
    afterImage: "/generated/vantaroom/enhancements/flambient-after.webp",
    afterAlt: "The same bedroom with clean white walls and natural colour",
  },
  {
    id: "changing-seasons",
    name: "Changing Seasons",
    description: "Winter exteriors shown in the colours of summer.",
    beforeImage: "/generated/vantaroom/enhancements/changing-seasons-before.webp",
    beforeAlt: "Snow-covered house and bare trees in winter",
    afterImage: "/generated/vantaroom/enhancements/changing-seasons-after.webp",
    afterAlt: "The same house in summer with green trees and lawn",
  },
  {
    id: "rain-to-shine",
    name: "Rain to Shine",
    description: "Grey skies and wet pavement replaced with a bright, dry day.",
    beforeImage: "/generated/vantaroom/enhancements/rain-to-shine-before.webp",
    beforeAlt: "House exterior on a rainy day with a wet driveway",
    afterImage: "/generated/vantaroom/enhancements/rain-to-shine-after.webp",
    afterAlt: "The same house under blue sky with a dry driveway",
  },
  {
    id: "clear-room",
    name: "Clear Room",
    description: "Furniture and belongings removed to show the bare room.",
    beforeImage: "/generated/vantaroom/enhancements/clear-room-before.webp",
    beforeAlt: "Spare room crowded with boxes and furniture",
    afterImage: "/generated/vantaroom/enhancements/clear-room-after.webp",
    afterAlt: "The same room empty with clean floors and walls",
  },
  {
    id: "sky-replacement",
    name: "Sky Replacement",
    description: "Blown-out white skies replaced with a natural blue sky and soft clouds.",
    beforeImage: "/generated/vantaroom/enhancements/sky-replacement-before.webp",
    beforeAlt: "Backyard photo with a flat white sky",
    afterImage: "/generated/vantaroom/enhancements/sky-replacement-after.webp",
    afterAlt: "The same backyard under a blue sky with light clouds",
  },
  {
    id: "window-pull",
    name: "Window Pull",
    description: "The view outside recovered so windows show the yard, not a white glare.",
    beforeImage: "/generated/vantaroom/enhancements/window-pull-before.webp",
    beforeAlt: "Living room with overexposed white windows",
    afterImage: "/generated/vantaroom/enhancements/window-pull-after.webp",
    afterAlt: "The same living room with trees and sky visible through the windows",
  },
];

export const testimonialSchema = v.object({
  id: slugSchema,
  name: copySchema,
  role: copySchema,
  company: copySchema,
  /** City and province, e.g. "Calgary, AB". */
  city: v.pipe(
    v.string(),
    v.regex(/^[^,]+, (AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/, "must be 'City, XX' with a Canadian province"),
  ),
  quote: copySchema,
});

export type Testimonial = v.InferOutput<typeof testimonialSchema>;

export const testimonials: Testimonial[] = [
  {
    id: "priya-sandhu",
    name: "Priya Sandhu",
    role: "REALTOR®",
    company: "Summit Ridge Realty",
    city: "Calgary, AB",
    quote:
      "We scanned on a Tuesday morning and the listing was live that afternoon with photos, a floor plan and the tour. Buyers who booked showings had already walked the house online and knew they loved the layout.",
  },
  {
    id: "dana-whitford",
    name: "Dana Whitford",
    role: "Managing Broker",
    company: "Bow Valley Realty",
    city: "Canmore, AB",
    quote:
      "Mountain properties are hard to show in a few photos. The drone coverage and 3D plans let out-of-province buyers understand the lot and the views before they ever get on a plane.",
  },
  {
    id: "marc-andre-gagnon",
    name: "Marc-André Gagnon",
    role: "Real Estate Photographer",
    company: "Lumière Immobilier Photo",
    city: "Montréal, QC",
    quote:
      "I send my brackets and scans over at the end of the day and the edits come back consistent every time. The twilight conversions look real, and I've taken on three more agents without hiring.",
  },
  {
    id: "ravi-mehta",
    name: "Ravi Mehta",
    role: "Certified Residential Appraiser",
    company: "Prairie Appraisal Group",
    city: "Edmonton, AB",
    quote:
      "The floor plans are measured properly, with below-grade space separated out, so I can rely on them in a report. Having the tour to revisit rooms back at my desk saves me a second site visit.",
  },
];
