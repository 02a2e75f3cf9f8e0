import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generatedFile } from "../generated-outputs";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { themeFor } from "../review-posts/themes";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";
import { POST_MAX_BYTES, reviewPosts, reviewPostsGenerator } from "./review-posts";

const reviewClients = siteData("reviewClients");

describe("review posts", () => {
  beforeAll(() => loadFonts());

  it("has a theme with 16 briefs for every review client", () => {
    expect(reviewClients).toHaveLength(12);
    for (const client of reviewClients) {
      expect(client.posts, client.id).toHaveLength(16);
      expect(themeFor(client.id).posts, client.id).toHaveLength(16);
    }
  });

  it("writes exactly the 192 images the review pages ask for", () => {
    const expected = reviewClients.flatMap((client) => client.posts.map((post) => publicFile(post.image)));
    expect(expected).toHaveLength(192);
    expect([...reviewPostsGenerator.outputs].sort()).toEqual(expected.sort());
  });

  it("draws posts as outlines in their format, small enough, and as the build did", async () => {
    const client = reviewClients.find(({ id }) => id === "wecaremovers")!;
    const { image, width, height } = client.posts[1]!;
    expect([width, height]).toEqual([1080, 1350]);
    const portrait = reviewPosts().find((post) => post.url === image)!;
    const svg = portrait.svg();
    expect(svg).not.toMatch(/<text[\s>]/);
    const drawn = await rasteriseWebp(svg, { maxBytes: POST_MAX_BYTES });
    expect(drawn.byteLength).toBeLessThanOrEqual(POST_MAX_BYTES);
    expect(drawn.equals(generatedFile(publicFile(image)))).toBe(true);
    expect(await sharp(drawn).metadata()).toMatchObject({ width, height });
  });

  it("encodes every post at its size within the budget", async () => {
    for (const client of reviewClients)
      for (const { image, width, height } of client.posts) {
        const file = generatedFile(publicFile(image));
        expect(file.byteLength, image).toBeLessThanOrEqual(POST_MAX_BYTES);
        expect(await sharp(file).metadata(), image).toMatchObject({ format: "webp", width, height });
      }
  });
});
