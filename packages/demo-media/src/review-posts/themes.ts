import * as v from "valibot";
import themesData from "../../data/review-themes.json";

/**
 * The twelve review clients' own brands (data/review-themes.json): the colours, type and subjects
 * their feeds are built from, and a month of post briefs each. draw.ts turns a theme and a brief into
 * a post; the copy lives in the data file so a writer can change a month's posts without touching
 * the drawing.
 *
 * These are the clients' brands, not the studio's: each palette suits its trade. Where a client has
 * a logo on the home page (generators/client-logos.ts) the posts reuse it, and their case-study
 * colours (portfolio/) carry over, so one client looks the same everywhere.
 */

/** Subjects the drawings know; each theme lists the ones that suit its business. */
const motifIdSchema = v.picklist([
  "truck",
  "boxes",
  "person",
  "house",
  "skyline",
  "curry",
  "thali",
  "naan",
  "roof",
  "shingles",
  "spray",
  "squeegee",
  "window",
  "door",
  "coffee",
  "croissant",
  "bun",
  "lumber",
  "bricks",
  "laptop",
  "dashboard",
  "mobile",
  "sofa",
  "lamp",
  "swatches",
  "furnace",
  "thermostat",
  "condenser",
  "breeze",
  "calendar",
  "checklist",
  "chat",
  "landscape",
  "waveform",
  "book",
  "speech",
]);

/** Which of the theme's grounds a post sits on: its paper, its deep colour, or its signature colour. */
const toneSchema = v.picklist(["light", "dark", "brand"]);
const text = v.pipe(v.string(), v.nonEmpty());
const hex = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/));

const briefBase = {
  motif: motifIdSchema,
  tone: toneSchema,
  /** A short label over the headline: the post's category or occasion. */
  kicker: text,
  headline: text,
  /** The line under the headline; empty where the layout says enough without one. */
  sub: v.string(),
  /** The call to action, offer line or sign-off. */
  cta: text,
};

/** One post's copy and design choices; the layout templates are in layouts.ts. */
const postBriefSchema = v.variant("layout", [
  v.object({ ...briefBase, layout: v.picklist(["hero", "scene", "carousel"]) }),
  /** `headline` is the quotation; `by` says who said it. */
  v.object({ ...briefBase, layout: v.literal("quote"), by: text }),
  /** `by` is the person's role, shown on their name tag. */
  v.object({ ...briefBase, layout: v.literal("spotlight"), by: text }),
  /** The badge's big figure and the word under it. */
  v.object({ ...briefBase, layout: v.literal("offer"), badge: v.tuple([text, text]) }),
  v.object({ ...briefBase, layout: v.literal("tips"), items: v.tuple([text, text, text]) }),
  /** Month abbreviation and day. */
  v.object({ ...briefBase, layout: v.literal("event"), date: v.tuple([text, text]) }),
]);

const clientThemeSchema = v.object({
  id: text,
  /** Five colours in roles; every post draws from these alone (plus neutral shading mixed from them). */
  colors: v.object({
    /** The signature colour: the "brand" ground and the main highlight. */
    primary: hex,
    secondary: hex,
    /** A small pop for badges, stars and sparkles. */
    accent: hex,
    /** Paper: the "light" ground and text on dark. */
    light: hex,
    /** The deep colour: the "dark" ground and text on light. */
    dark: hex,
  }),
  /** Whether text on the primary colour is set in the light or the dark colour. */
  onPrimary: v.picklist(["light", "dark"]),
  /** The client's logo: the home page's design where there is one, else a symbol set beside the name. */
  mark: v.object({ symbol: v.picklist(["site-logo", "sun-cup", "arch", "breeze"]), idea: text }),
  type: v.object({
    family: v.picklist(["inter", "archivo", "archivoItalic"]),
    wght: v.number(),
    /** Archivo's width axis, 62 to 125 (ignored for Inter). */
    wdth: v.number(),
    /** Letter-spacing in em. */
    tracking: v.number(),
    /** Headlines set in capitals. */
    upper: v.boolean(),
    note: text,
  }),
  /** A quiet pattern in the corners of the ground, part of the brand's look. */
  decor: v.picklist(["dots", "rings", "stripes", "arcs", "grid", "waves"]),
  /** Shown in the footer of each post. */
  website: text,
  motifs: v.array(motifIdSchema),
  posts: v.array(postBriefSchema),
});

export type MotifId = v.InferOutput<typeof motifIdSchema>;
export type Tone = v.InferOutput<typeof toneSchema>;
export type PostBrief = v.InferOutput<typeof postBriefSchema>;
export type LayoutId = PostBrief["layout"];
export type ClientTheme = v.InferOutput<typeof clientThemeSchema>;

/** Every review client's theme, by client id. */
export const themes: Readonly<Record<string, ClientTheme>> = Object.fromEntries(
  v.parse(v.array(clientThemeSchema), themesData).map((theme) => [theme.id, theme]),
);

export function themeFor(clientId: string): ClientTheme {
  const theme = themes[clientId];
  if (!theme) throw new Error(`No review-post theme for client "${clientId}"`);
  return theme;
}
