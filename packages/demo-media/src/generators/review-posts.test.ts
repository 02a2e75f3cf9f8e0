// @vitest-environment node
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewClients } from "../../../../src/content/review-clients";
import { postImagePath, POST_SIZES } from "../../../../src/features/review/post-media";
import { rasteriseWebp } from "../raster";
import { themeFor } from "../review-posts/themes";
import { loadFonts } from "../typography";
import { POST_MAX_BYTES, reviewPosts, reviewPostsGenerator } from "./review-posts";

describe("review posts", () => {
  beforeAll(() => loadFonts());

  it("has a theme with 16 briefs for every review client", () => {
    for (const client of reviewClients) expect(themeFor(client.id).posts, client.id).toHaveLength(16);
  });

  it("writes exactly the 192 images the review pages ask for", () => {
    const expected = reviewClients.flatMap((client) =>
      Array.from({ length: 16 }, (_, i) => `public${postImagePath(client.id, i + 1)}`),
    );
    expect([...reviewPostsGenerator.outputs].sort()).toEqual(expected.sort());
  });

  it("draws posts as outlines in their format, small enough and the same every time", async () => {
    const posts = reviewPosts();
    const portrait = posts.find((post) => post.url.endsWith("wecaremovers/post-002.webp"))!;
    const svg = portrait.svg();
    expect(svg).not.toMatch(/<text[\s>]/);
    const first = await rasteriseWebp(svg, { maxBytes: POST_MAX_BYTES });
    expect(first.byteLength).toBeLessThanOrEqual(POST_MAX_BYTES);
    expect(Buffer.compare(first, await rasteriseWebp(portrait.svg(), { maxBytes: POST_MAX_BYTES }))).toBe(0);
    expect(await sharp(first).metadata()).toMatchObject(POST_SIZES.portrait);
  }, 30_000);
});
