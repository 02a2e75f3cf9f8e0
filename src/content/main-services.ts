import "server-only";
import * as v from "valibot";
import { copySchema, listSchema, slugSchema } from "@/src/lib/schema";

export const mainServiceSchema = v.object({
  id: slugSchema,
  /** Stored in title case; the home page sets it in capitals with CSS so screen readers don't spell it out. */
  title: copySchema,
  tags: listSchema(copySchema, 2, 5),
});

export type MainService = v.InferOutput<typeof mainServiceSchema>;

/** The home page's MAIN SERVICES rows, in the spec's order; every row links to /services. */
export const mainServices: MainService[] = [
  {
    id: "web-design-and-development",
    title: "Web Design and Development",
    tags: ["Websites", "E-commerce", "Web apps", "UX/UI", "Performance"],
  },
  {
    id: "digital-marketing-strategy",
    title: "Digital Marketing Strategy",
    tags: ["Social media", "SEO", "Paid campaigns", "Analytics"],
  },
  {
    id: "editorial",
    title: "Editorial",
    tags: ["Magazines", "Lookbooks", "Annual reports", "Copywriting"],
  },
  {
    id: "branding-visuals",
    title: "Branding Visuals",
    tags: ["Logo design", "Identity systems", "Packaging", "Brand guidelines"],
  },
  {
    id: "photography",
    title: "Photography",
    tags: ["Product", "Real estate", "Portrait", "Food and lifestyle"],
  },
];
