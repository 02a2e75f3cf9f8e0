import "server-only";
import * as v from "valibot";
import { copySchema, httpsUrl, sameSitePath } from "@/src/lib/schema";

export const clientSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+$/)),
  name: copySchema,
  kind: copySchema,
  imageSrc: sameSitePath,
  websiteUrl: httpsUrl,
});

export type Client = v.InferOutput<typeof clientSchema>;

const logo = (id: string) => `/generated/clients/${id}.svg`;

/** The nine clients on the home page's carousel, one per kind of business the spec names. */
export const clients: Client[] = [
  {
    id: "wecaremovers",
    name: "We Care Movers",
    kind: "Moving company",
    imageSrc: logo("wecaremovers"),
    websiteUrl: "https://wecaremovers.ca",
  },
  { id: "nkzweb", name: "NKZ Web", kind: "Web agency", imageSrc: logo("nkzweb"), websiteUrl: "https://nkzweb.com" },
  {
    id: "anydaypa",
    name: "AnyDay PA",
    kind: "Personal-assistant app",
    imageSrc: logo("anydaypa"),
    websiteUrl: "https://anydaypa.com",
  },
  {
    id: "calgaryproleaning",
    name: "Calgary Pro Cleaning",
    kind: "Cleaning company",
    imageSrc: logo("calgaryproleaning"),
    websiteUrl: "https://calgaryprocleaning.ca",
  },
  {
    id: "luxurywindowsexteriors",
    name: "Luxury Windows & Exteriors",
    kind: "Luxury windows company",
    imageSrc: logo("luxurywindowsexteriors"),
    websiteUrl: "https://luxurywindowsexteriors.ca",
  },
  {
    id: "roofrightexteriors",
    name: "Roof Right Exteriors",
    kind: "Roofing company",
    imageSrc: logo("roofrightexteriors"),
    websiteUrl: "https://roofrightexteriors.ca",
  },
  {
    id: "naanbruder",
    name: "Naan Bruder",
    kind: "Restaurant",
    imageSrc: logo("naanbruder"),
    websiteUrl: "https://naanbruder.ca",
  },
  {
    id: "minhasbuildingmaterials",
    name: "Minhas Building Materials",
    kind: "Home-related business",
    imageSrc: logo("minhasbuildingmaterials"),
    websiteUrl: "https://minhasbuildingmaterials.ca",
  },
  {
    id: "blackfootlanguagerevitilization",
    name: "Blackfoot Language Revitalization",
    kind: "Language revitalization organization",
    imageSrc: logo("blackfootlanguagerevitilization"),
    websiteUrl: "https://blackfootlanguage.ca",
  },
];
