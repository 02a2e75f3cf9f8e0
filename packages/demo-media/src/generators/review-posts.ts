import { inParallel, type MediaGenerator } from "../generator";
import { publicFile } from "../paths";
import { rasteriseWebp } from "../raster";
import { drawPost } from "../review-posts/draw";
import { themeFor } from "../review-posts/themes";
import { siteData } from "../site-data";
import { loadFonts } from "../typography";

const reviewClients = siteData("reviewClients");

/** Every post mockup must fit this budget; the encoder lowers quality until it does. */
export const POST_MAX_BYTES = 60 * 1024;

/** Every client's posts, with the public URL the review page asks for. */
export function reviewPosts() {
  return reviewClients.flatMap((client) =>
    client.posts.map(({ image, format, width, height }, index) => {
      const n = index + 1;
      const theme = themeFor(client.id);
      const brief = theme.posts[index];
      if (!brief) throw new Error(`${client.id} has no brief for post ${n}`);
      return {
        url: image,
        svg: () => drawPost({ theme, brief, format, clientName: client.name, n, pixels: { width, height } }),
      };
    }),
  );
}

/**
 * The 192 social-media post mockups clients review on /socialmedia/{clientId}: each client's month
 * of posts in their own brand, drawn from the briefs in data/review-themes.json.
 */
export const reviewPostsGenerator: MediaGenerator = {
  name: "review-posts",
  module: import.meta.url,
  outputs: reviewPosts().map((post) => publicFile(post.url)),
  async generate() {
    await loadFonts();
    return inParallel(reviewPosts(), 2, async (post) => [
      publicFile(post.url),
      await rasteriseWebp(post.svg(), { maxBytes: POST_MAX_BYTES }),
    ]);
  },
};
