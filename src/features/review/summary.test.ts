import { describe, expect, it } from "vitest";
import type { Review } from "@/src/model/review";
import { generatePosts } from "./posts";
import { matchesFilter, progressLine, reviewSummaryJson, reviewSummaryText } from "./summary";

const posts = generatePosts("nkzweb", new Date(2026, 10, 23), [], [{ post: 2, x: 5, y: 5, text: "Studio note" }]);
const T = "2026-11-23T17:00:00.000Z";
const review: Review = {
  decisions: { "post-1": "approved", "post-2": "replace", "post-3": "approved" },
  comments: {
    "post-2": [
      { id: "a", x: 40, y: 30, text: "Use the blue logo", isNew: true, timestamp: T },
      { id: "b", x: 60, y: 70, text: "Typo in the headline", isNew: true, timestamp: T },
    ],
  },
};

describe("the review summary", () => {
  it("counts what is reviewed", () => {
    expect(progressLine(posts, review)).toBe("3 of 16 reviewed: 2 approved, 1 replacement");
    expect(progressLine(posts, { decisions: {}, comments: {} })).toBe("0 of 16 reviewed: 0 approved, 0 replacements");
  });

  it("lists every decision and every comment by post and pin number", () => {
    const text = reviewSummaryText("NKZ Web", posts, review);
    expect(text).toContain("Social media review from NKZ Web\n3 of 16 reviewed: 2 approved, 1 replacement\n");
    expect(text).toContain(
      "Post 1: Approved\nPost 2: Replacement requested\n  Pin 2: Use the blue logo\n  Pin 3: Typo in the headline\nPost 3: Approved\nPost 4: Awaiting review",
    );
    expect(text).not.toContain("Studio note");
    expect(text.split("\n").filter((line) => line.startsWith("Post "))).toHaveLength(16);
  });

  it("gives the same as data", () => {
    const json = reviewSummaryJson("nkzweb", "NKZ Web", posts, review);
    expect(json.posts[1]).toEqual({
      number: 2,
      id: "post-2",
      title: "Social Media Post 2",
      status: "replace",
      comments: [
        { pin: 2, x: 40, y: 30, text: "Use the blue logo", timestamp: T },
        { pin: 3, x: 60, y: 70, text: "Typo in the headline", timestamp: T },
      ],
    });
  });

  it("filters by status and by comments", () => {
    const pick = (filter: Parameters<typeof matchesFilter>[2]) =>
      posts.filter((post) => matchesFilter(post, review, filter)).map((post) => post.number);
    expect(pick("approved")).toEqual([1, 3]);
    expect(pick("replace")).toEqual([2]);
    expect(pick("commented")).toEqual([2]);
    expect(pick("awaiting")).toHaveLength(13);
    expect(pick("all")).toHaveLength(16);
  });
});
