import { describe, expect, it } from "vitest";
import type { RoundSummary } from "@/src/model/round";
import { roundPosts } from "./round-posts";

const image = (id: string, width = 1080, height = 1080) => ({
  id: id.repeat(64),
  width,
  height,
  widths: [480, 960, width],
});

const round: RoundSummary = {
  id: 7,
  number: 2,
  status: "published",
  createdAt: "2026-11-20T10:00:00.000Z",
  publishedAt: "2026-11-21T10:00:00.000Z",
  posts: [
    {
      id: "rp-bbbbbbbbbbbb",
      caption: "Team photo",
      plannedDate: "2026-11-25",
      versions: [
        { version: 1, image: image("a") },
        { version: 2, image: image("b", 1080, 1350) },
      ],
    },
    { id: "rp-cccccccccccc", caption: "", plannedDate: "2026-11-24", versions: [{ version: 1, image: image("c") }] },
  ],
};

describe("roundPosts", () => {
  it("titles the posts in the round's order and keys each by the version to review", () => {
    const posts = roundPosts("nkzweb", round);
    expect(posts.map((post) => [post.id, post.title])).toEqual([
      ["rp-bbbbbbbbbbbb.v2", "Social Media Post 1"],
      ["rp-cccccccccccc.v1", "Social Media Post 2"],
    ]);
    expect(posts[0]).toMatchObject({
      image: `/api/review-images/${"b".repeat(64)}/1080`,
      format: "portrait",
      description: "Team photo",
      date: new Date(2026, 10, 25).toISOString(),
      fileName: "nkzweb-round-2-post-001-v2.webp",
      round: { version: 2, earlier: [{ version: 1, key: "rp-bbbbbbbbbbbb.v1" }] },
    });
    expect(posts[1]?.round?.earlier).toEqual([]);
  });
});
