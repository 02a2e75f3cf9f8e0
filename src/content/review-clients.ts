import "server-only";
import * as v from "valibot";
import { copySchema } from "@/src/lib/schema";

export const reviewClientSchema = v.object({
  /** Also the folder of the client's post images and part of the review URL, so spelled as stored. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+$/)),
  name: copySchema,
  industry: copySchema,
});

export type ReviewClient = v.InferOutput<typeof reviewClientSchema>;

/**
 * The twelve clients with a social-media review page, in the spec's order. The ids are kept exactly
 * as specified, misspellings included ('calgaryproleaning', 'blackfootlanguagerevitilization'),
 * because they are URL segments and image-folder names; only the display names are spelled correctly.
 */
export const reviewClients: ReviewClient[] = [
  { id: "calgaryproleaning", name: "Calgary Pro Cleaning", industry: "Residential and commercial cleaning" },
  { id: "luxurywindowsexteriors", name: "Luxury Windows & Exteriors", industry: "Windows, doors and exteriors" },
  { id: "mellowyellow", name: "Mellow Yellow", industry: "Neighbourhood café and bakery" },
  { id: "minhasbuildingmaterials", name: "Minhas Building Materials", industry: "Building materials supplier" },
  { id: "naanbruder", name: "Naan Bruder", industry: "Restaurant and catering" },
  { id: "nkzweb", name: "NKZ Web", industry: "Web development agency" },
  { id: "nurmehrzhaus", name: "Nurmehr Haus", industry: "Home interiors and décor" },
  { id: "prairiebreeze", name: "Prairie Breeze", industry: "Heating and air conditioning" },
  { id: "roofrightexteriors", name: "Roof Right Exteriors", industry: "Roofing and exteriors" },
  { id: "wecaremovers", name: "We Care Movers", industry: "Residential and commercial moving" },
  { id: "anydaypa", name: "AnyDay PA", industry: "Personal-assistant app" },
  {
    id: "blackfootlanguagerevitilization",
    name: "Blackfoot Language Revitalization",
    industry: "Indigenous language education",
  },
];

/** The review client with this id (the URL's `/socialmedia/{clientId}`), or undefined. */
export function reviewClientById(id: string): ReviewClient | undefined {
  return reviewClients.find((client) => client.id === id);
}
