import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { Scene } from "../kit";
import { createPrng } from "../prng";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { hasMotif, placeMotif, SETTINGS } from "./motifs";
import { colorsFor, type Post } from "./style";
import { themeFor, type MotifId, type Tone } from "./themes";

const reviewClients = siteData("reviewClients");
const ids = Object.keys(SETTINGS) as MotifId[];
const tones: readonly Tone[] = ["light", "dark", "brand"];

/** A post of `clientId`'s on `tone`, numbered `n`, to draw a subject into. */
function postFor(clientId: string, tone: Tone, n: number, scene?: Scene): Post {
  const theme = themeFor(clientId);
  const brief = theme.posts[n - 1];
  if (!brief) throw new Error(`${clientId} has no post ${n}`);
  const seed = `motif-test:${clientId}:${tone}:${n}`;
  return {
    scene: scene ?? new Scene(`shop:${seed}`, 1080, 1080),
    theme,
    brief: { ...brief, tone },
    format: "square",
    clientName: clientId,
    n,
    width: 1080,
    height: 1080,
    random: createPrng(seed),
    colors: colorsFor(theme, tone),
  };
}

describe("review-post motifs", () => {
  beforeAll(() => loadFonts());

  it("lists every subject the briefs can name", () => {
    const named = new Set(reviewClients.flatMap((client) => themeFor(client.id).posts.map((brief) => brief.motif)));
    expect([...named].filter((id) => !(id in SETTINGS))).toEqual([]);
    expect(ids.length).toBeGreaterThanOrEqual(36);
  });

  it("has a drawing for every subject, so no post falls back to a plain circle", () => {
    expect(ids.filter((id) => !hasMotif(id))).toEqual([]);
  });

  it("draws every subject as shapes, on every client's grounds, with no <text> and no bad numbers", () => {
    for (const id of ids)
      for (const client of reviewClients)
        for (const tone of tones)
          for (const n of [1, 6, 15, 16]) {
            const markup = placeMotif(postFor(client.id, tone, n), id, 0, 0, 400);
            const where = `${id} for ${client.id} on ${tone}, post ${n}`;
            expect(markup, where).not.toMatch(/<text[\s>]/);
            expect(markup, where).not.toMatch(/NaN|undefined|Infinity/);
            expect(markup.length, where).toBeGreaterThan(400);
          }
  });

  it("renders every subject to pixels", async () => {
    const rows = Math.ceil(ids.length / 6);
    const scene = new Scene("shop:motif-test:sheet", 2400, rows * 400);
    const post = postFor("wecaremovers", "light", 1, scene);
    scene.add(...ids.map((id, i) => placeMotif(post, id, (i % 6) * 400, Math.floor(i / 6) * 400, 400)));
    const { info } = await sharp(Buffer.from(scene.svg("Every motif")))
      .resize(600)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 600, height: rows * 100 });
  }, 30_000);
});
