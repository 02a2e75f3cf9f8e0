import "server-only";
import * as v from "valibot";
import { copySchema, generatedPathSchema, slugSchema } from "@/src/lib/schema";

export const teamMemberSchema = v.object({
  id: slugSchema,
  name: copySchema,
  role: copySchema,
  /** City and province; the studio is in Calgary and much of the team works remotely. */
  location: copySchema,
  bio: copySchema,
  portrait: generatedPathSchema("team", ["webp"]),
});

export type TeamMember = v.InferOutput<typeof teamMemberSchema>;

/** WHERE DESIGN HITS DIFFERENT: the core team, founder first. */
export const teamMembers: TeamMember[] = [
  {
    id: "maya-okafor",
    name: "Maya Okafor",
    role: "Founder & Creative Director",
    location: "Calgary, AB",
    bio: "Maya spent a decade leading brand work at agencies in Toronto and Vancouver before coming home to Calgary to start the studio. She sets the creative direction on every project and still sketches every first logo concept by hand.",
    portrait: "/generated/team/maya-okafor.webp",
  },
  {
    id: "liam-tremblay",
    name: "Liam Tremblay",
    role: "Lead Developer",
    location: "Montréal, QC",
    bio: "Liam builds the studio's websites and web apps with an obsession for speed and accessibility. He has shipped everything from booking platforms to offline-first learning tools, and reviews every line before it goes live.",
    portrait: "/generated/team/liam-tremblay.webp",
  },
  {
    id: "sofia-reyes",
    name: "Sofia Reyes",
    role: "Brand & Motion Designer",
    location: "Vancouver, BC",
    bio: "Sofia turns identity systems into things that move, from animated logos to full campaign films. Her background in print layout keeps her motion work grounded in strong typography.",
    portrait: "/generated/team/sofia-reyes.webp",
  },
  {
    id: "harpreet-gill",
    name: "Harpreet Gill",
    role: "Photographer & Video Producer",
    location: "Calgary, AB",
    bio: "Harpreet runs the Calgary studio floor and every shoot that leaves it, including the VantaRoom real-estate scans. He is a Transport Canada certified drone pilot and knows exactly where the light falls in a southwest-facing living room at 4 p.m.",
    portrait: "/generated/team/harpreet-gill.webp",
  },
  {
    id: "owen-macleod",
    name: "Owen MacLeod",
    role: "Digital Strategist",
    location: "Halifax, NS",
    bio: "Owen plans the content, search and campaign work that keeps clients' calendars full. He reports on calls, bookings and sales rather than likes, and moves budget to whatever is earning its keep.",
    portrait: "/generated/team/owen-macleod.webp",
  },
];
