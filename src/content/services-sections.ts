import "server-only";
import * as v from "valibot";
import {
  committedMediaPathSchema,
  copySchema,
  generatedPathSchema,
  intSchema,
  internalHrefSchema,
  listSchema,
  slugSchema,
} from "@/src/lib/schema";

const collageImageSchema = v.object({
  kind: v.literal("image"),
  src: generatedPathSchema("services", ["webp"]),
  alt: copySchema,
});

const collageVideoSchema = v.object({
  kind: v.literal("video"),
  src: committedMediaPathSchema("services", ["mp4"]),
  /** Shown before playback and instead of it under prefers-reduced-motion. */
  poster: committedMediaPathSchema("services", ["webp"]),
  alt: copySchema,
});

export const collageMediaSchema = v.variant("kind", [collageImageSchema, collageVideoSchema]);

export type CollageMedia = v.InferOutput<typeof collageMediaSchema>;

export const servicesSectionSchema = v.object({
  number: intSchema(1, 8),
  /** Names the section's anchor and its collage files. */
  slug: slugSchema,
  name: copySchema,
  claim: copySchema,
  linkLabel: v.picklist(["GET PROPOSAL", "VIEW PACKAGES"]),
  href: internalHrefSchema,
  heading: copySchema,
  paragraphs: listSchema(copySchema, 2, 3),
  categories: listSchema(copySchema, 4, 6),
  collage: listSchema(collageMediaSchema, 3, 4),
});

export type ServicesSection = v.InferOutput<typeof servicesSectionSchema>;

export const processStepSchema = v.object({
  number: intSchema(1),
  title: copySchema,
  description: copySchema,
});

export type ProcessStep = v.InferOutput<typeof processStepSchema>;

/** The WORKING, TOGETHER hero's three steps. */
export const servicesProcessSteps: ProcessStep[] = [
  {
    number: 1,
    title: "Strategic consultation",
    description:
      "We start with your goals, your customers and your numbers, so every deliverable has a job to do before anything is designed.",
  },
  {
    number: 2,
    title: "Tailored creativity",
    description:
      "A small senior team shapes concepts for your brand alone, and you see real work early enough to steer it.",
  },
  {
    number: 3,
    title: "Seamless execution",
    description:
      "We build, launch and hand over with clear timelines, tidy files and one point of contact from kickoff to go-live.",
  },
];

/** The eight snap-scrolling sections, in the spec's order and with its claim lines verbatim. */
export const servicesSections: ServicesSection[] = [
  {
    number: 1,
    slug: "brand-systems",
    name: "Brand Systems",
    claim: "increase market share by 35%",
    linkLabel: "GET PROPOSAL",
    href: "/contact",
    heading: "Identities that hold together everywhere they show up",
    paragraphs: [
      "A logo is the smallest part of a brand. We build the whole system around it: positioning, voice, colour, type and the rules that keep a truck wrap, a pitch deck and an Instagram story looking like the same company.",
      "Every engagement starts with research into your market and the people choosing between you and a competitor. The identity we design answers what they need to believe, and the guidelines we hand over let your team and your printers apply it without calling us.",
    ],
    categories: ["Brand strategy", "Naming", "Logo design", "Visual identity", "Brand guidelines", "Packaging"],
    collage: [
      {
        kind: "image",
        src: "/generated/services/brand-systems-1.webp",
        alt: "Logo sketches pinned beside a finished monogram",
      },
      {
        kind: "video",
        src: "/media/services/brand-systems-2.mp4",
        poster: "/media/services/brand-systems-2-poster.webp",
        alt: "Animated logo assembling from geometric shapes",
      },
      {
        kind: "image",
        src: "/generated/services/brand-systems-3.webp",
        alt: "Business cards, letterhead and a tote bag in a shared colour palette",
      },
      {
        kind: "image",
        src: "/generated/services/brand-systems-4.webp",
        alt: "Brand guidelines spread showing colour and type rules",
      },
    ],
  },
  {
    number: 2,
    slug: "web-and-product",
    name: "Web & Product",
    claim: "boost conversion rates by 40%",
    linkLabel: "GET PROPOSAL",
    href: "/contact",
    heading: "Websites and products people actually finish using",
    paragraphs: [
      "We design and build fast, accessible websites and web apps on modern frameworks, from a five-page site for a local trade to a booking platform with accounts and payments.",
      "Design and development sit in the same room, so what you approve in Figma is what ships. We test on real phones, measure load times and conversion from launch day, and keep improving once the site is live.",
      "You own the code, the hosting account and the content, with documentation your next developer will thank you for.",
    ],
    categories: ["Marketing websites", "E-commerce", "Web applications", "UX research", "UI design", "Accessibility"],
    collage: [
      {
        kind: "image",
        src: "/generated/services/web-and-product-1.webp",
        alt: "Responsive website shown on a laptop and a phone",
      },
      {
        kind: "image",
        src: "/generated/services/web-and-product-2.webp",
        alt: "Wireframes for a booking flow on a whiteboard",
      },
      {
        kind: "video",
        src: "/media/services/web-and-product-3.mp4",
        poster: "/media/services/web-and-product-3-poster.webp",
        alt: "Scrolling through a finished product page",
      },
    ],
  },
  {
    number: 3,
    slug: "content-and-growth",
    name: "Content & Growth",
    claim: "grow qualified leads by 60%",
    linkLabel: "GET PROPOSAL",
    href: "/contact",
    heading: "Content that brings in the right enquiries",
    paragraphs: [
      "More traffic is easy to buy; better enquiries take a plan. We map what your best customers search for and scroll past, then build a content calendar that answers them on search, social and email.",
      "Monthly reporting ties every post and campaign back to calls, bookings and sales, so budget moves to what works and away from what only looks busy.",
    ],
    categories: [
      "Content strategy",
      "Social media",
      "SEO",
      "Email marketing",
      "Paid campaigns",
      "Analytics and reporting",
    ],
    collage: [
      {
        kind: "image",
        src: "/generated/services/content-and-growth-1.webp",
        alt: "Grid of branded social media posts for a month",
      },
      {
        kind: "image",
        src: "/generated/services/content-and-growth-2.webp",
        alt: "Dashboard charting leads by channel",
      },
      {
        kind: "video",
        src: "/media/services/content-and-growth-3.mp4",
        poster: "/media/services/content-and-growth-3-poster.webp",
        alt: "Short-form video ad playing on a phone",
      },
    ],
  },
  {
    number: 4,
    slug: "photo-video-and-animation",
    name: "Photo Video & Animation",
    claim: "elevate engagement by 85%",
    linkLabel: "GET PROPOSAL",
    href: "/contact",
    heading: "Pictures that stop the scroll, and some that move",
    paragraphs: [
      "Our Calgary studio and mobile kit cover product, food, portrait and location shoots, with lighting planned around where the images will live, from a billboard to a delivery-app thumbnail.",
      "For motion we handle the whole chain: storyboards, filming, drone footage, 2D and 3D animation, edit, sound and captions, delivered in every aspect ratio your channels need.",
    ],
    categories: ["Product photography", "Brand films", "Motion graphics", "3D animation", "Drone footage"],
    collage: [
      {
        kind: "image",
        src: "/generated/services/photo-video-and-animation-1.webp",
        alt: "Product shot of a ceramic mug under studio lights",
      },
      {
        kind: "video",
        src: "/media/services/photo-video-and-animation-2.mp4",
        poster: "/media/services/photo-video-and-animation-2-poster.webp",
        alt: "Looping motion graphic of the studio's logo mark",
      },
      {
        kind: "image",
        src: "/generated/services/photo-video-and-animation-3.webp",
        alt: "Camera operator framing a shot on a city rooftop",
      },
      {
        kind: "image",
        src: "/generated/services/photo-video-and-animation-4.webp",
        alt: "Storyboard frames for a thirty-second brand film",
      },
    ],
  },
  {
    number: 5,
    slug: "ai-and-automation",
    name: "AI & Automation",
    claim: "save 25 hours per week",
    linkLabel: "GET PROPOSAL",
    href: "/contact",
    heading: "Hand the busywork to software",
    paragraphs: [
      "Quotes retyped into spreadsheets, enquiries copied between inboxes, reports assembled by hand every Monday: we find the repetitive work in your week and automate it with tools that fit the systems you already use.",
      "Where AI helps, we add it with guardrails, such as assistants that draft replies for a person to approve, or document readers that pull the numbers out of invoices. Your data stays in accounts you control.",
    ],
    categories: [
      "Workflow automation",
      "AI assistants",
      "CRM integration",
      "Document processing",
      "Reporting dashboards",
    ],
    collage: [
      {
        kind: "image",
        src: "/generated/services/ai-and-automation-1.webp",
        alt: "Flow diagram connecting a web form, a CRM and an inbox",
      },
      {
        kind: "video",
        src: "/media/services/ai-and-automation-2.mp4",
        poster: "/media/services/ai-and-automation-2-poster.webp",
        alt: "Automated report filling in on screen",
      },
      {
        kind: "image",
        src: "/generated/services/ai-and-automation-3.webp",
        alt: "Chat assistant drafting a customer reply for review",
      },
    ],
  },
  {
    number: 6,
    slug: "real-estate",
    name: "Real Estate",
    claim: "accelerate sales by 45%",
    linkLabel: "VIEW PACKAGES",
    href: "/contact",
    heading: "Listings that sell the walk-through before the showing",
    paragraphs: [
      "Through VantaRoom, our real-estate service, one visit captures everything a listing needs: HDR photography, a measured 2D or 3D floor plan, drone coverage and an interactive tour buyers can walk from their couch.",
      "Core assets arrive within six hours, ready for MLS, so agents across Canada can list the same day they shoot. Virtual staging, twilight conversions and seasonal edits are there when a listing needs an extra push.",
    ],
    categories: [
      "3D virtual tours",
      "2D and 3D floor plans",
      "HDR photography",
      "Virtual staging",
      "Drone photography",
      "Twilight photography",
    ],
    collage: [
      { kind: "image", src: "/generated/services/real-estate-1.webp", alt: "Bright living room photographed with HDR" },
      {
        kind: "image",
        src: "/generated/services/real-estate-2.webp",
        alt: "Colour 3D floor plan of a two-storey home",
      },
      {
        kind: "video",
        src: "/media/services/real-estate-3.mp4",
        poster: "/media/services/real-estate-3-poster.webp",
        alt: "Drone flyover of a suburban Calgary home at dusk",
      },
      {
        kind: "image",
        src: "/generated/services/real-estate-4.webp",
        alt: "Empty bedroom beside the same room virtually staged",
      },
    ],
  },
  {
    number: 7,
    slug: "indigenous-language-and-education",
    name: "Indigenous Language & Education",
    claim: "reach 10x more learners",
    linkLabel: "VIEW PACKAGES",
    href: "/contact",
    heading: "Language tools built with communities, on their terms",
    paragraphs: [
      "We work alongside language keepers, educators and Nations to turn recordings, word lists and lesson plans into apps, courses and classroom materials that learners come back to every day.",
      "Communities own their language data. We follow OCAP® principles, build for offline use where connectivity is patchy, and train local staff to add lessons without us.",
      "Fluent speakers review every screen before it ships, because a tool that gets a word wrong does more harm than no tool at all.",
    ],
    categories: [
      "Language learning apps",
      "Curriculum design",
      "Audio and video archives",
      "Interactive lessons",
      "Educator training",
    ],
    collage: [
      {
        kind: "image",
        src: "/generated/services/indigenous-language-and-education-1.webp",
        alt: "Language lesson app showing a word card with audio controls",
      },
      {
        kind: "video",
        src: "/media/services/indigenous-language-and-education-2.mp4",
        poster: "/media/services/indigenous-language-and-education-2-poster.webp",
        alt: "Animated illustration for a children's vocabulary lesson",
      },
      {
        kind: "image",
        src: "/generated/services/indigenous-language-and-education-3.webp",
        alt: "Printed classroom flash cards with bold illustrations",
      },
    ],
  },
  {
    number: 8,
    slug: "generative-intelligence",
    name: "Generative Intelligence",
    claim: "launch 3x faster",
    linkLabel: "VIEW PACKAGES",
    href: "/contact",
    heading: "Generative tools, used with judgement",
    paragraphs: [
      "Generative AI lets a small team explore fifty directions before lunch. We use it to prototype campaigns, visualise products that don't exist yet and build content pipelines that keep pace with your launch calendar.",
      "Every output is directed and finished by a designer, checked for rights and brand fit, and documented so you know exactly how it was made. We also help teams write the policies that let them use these tools with confidence.",
    ],
    categories: [
      "Generative imagery",
      "AI-assisted prototyping",
      "Content pipelines",
      "Custom model workflows",
      "Responsible AI policy",
    ],
    collage: [
      {
        kind: "image",
        src: "/generated/services/generative-intelligence-1.webp",
        alt: "Grid of generated concept images for a product launch",
      },
      {
        kind: "video",
        src: "/media/services/generative-intelligence-2.mp4",
        poster: "/media/services/generative-intelligence-2-poster.webp",
        alt: "Abstract generative animation in the brand palette",
      },
      {
        kind: "image",
        src: "/generated/services/generative-intelligence-3.webp",
        alt: "Designer refining a generated layout on a tablet",
      },
    ],
  },
];
