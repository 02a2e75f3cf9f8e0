import "server-only";
import * as v from "valibot";
import { copySchema, intSchema, listSchema, slugSchema } from "@/src/lib/schema";

export const aboutIntroSchema = listSchema(copySchema, 1, 3);

/**
 * The about page's opening copy, under A BOUTIQUE STUDIO BUILT FOR IMPACT. It avoids the studio's
 * name because that comes from the env-overridable site config.
 */
export const aboutIntro: string[] = [
  "We are a Calgary-based creative studio for brands that would rather be remembered than merely seen. We design identities, websites, editorial, photography and campaigns for businesses across Canada, from family-run trades to community organizations and growing tech teams.",
  "Our senior core team works from Calgary and brings in trusted remote talent from coast to coast when a project calls for it, so every client gets specialist skills without the overhead of a large agency.",
];

export const missionStatementSchema = v.object({
  id: slugSchema,
  title: copySchema,
  statement: copySchema,
});

export type MissionStatement = v.InferOutput<typeof missionStatementSchema>;

/** The OUR MISSION timeline, top to bottom. */
export const missionStatements: MissionStatement[] = [
  {
    id: "design-with-purpose",
    title: "Design with purpose",
    statement:
      "Everything we make has a job to do: win the customer, explain the offer, earn the booking. If it looks good but doesn't do its job, it isn't finished.",
  },
  {
    id: "stay-small-think-big",
    title: "Stay small, think big",
    statement:
      "A senior team in Calgary, with specialists from across Canada brought in when a project needs them. You get agency range without agency layers.",
  },
  {
    id: "build-for-the-long-run",
    title: "Build for the long run",
    statement:
      "You own the files, the code and the guidelines outright, and we build systems your team can keep using long after launch day.",
  },
  {
    id: "lift-our-communities",
    title: "Lift our communities",
    statement:
      "Each year we set aside studio time for Indigenous language projects, local non-profits and first-time founders, because Calgary's creative scene grows when its small businesses do.",
  },
];

export const processStageSchema = v.object({
  number: intSchema(1, 5),
  name: copySchema,
  description: copySchema,
});

export type ProcessStage = v.InferOutput<typeof processStageSchema>;

/** The UNDER 5 process, in order. */
export const under5Stages: ProcessStage[] = [
  {
    number: 1,
    name: "Discovery",
    description: "We learn your business, your customers and what success looks like in numbers.",
  },
  {
    number: 2,
    name: "Strategy",
    description: "We turn what we learned into a clear plan, scope and timeline for you to sign off.",
  },
  {
    number: 3,
    name: "Design",
    description: "We shape the look, the words and the experience, and refine them with you in short rounds.",
  },
  {
    number: 4,
    name: "Development",
    description: "We build it properly: fast, accessible and tested on the devices your customers actually use.",
  },
  {
    number: 5,
    name: "Deployment",
    description: "We launch, measure the results and hand over everything you need to keep it running.",
  },
];
