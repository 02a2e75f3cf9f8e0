import { describe, expect, it } from "vitest";
import { generatePosts, placeholderColour } from "./posts";

const today = new Date(2026, 10, 23, 15, 30);
const captions = Array.from({ length: 16 }, (_, i) => `Caption ${i + 1}`);

describe("generatePosts", () => {
  const posts = generatePosts("wecaremovers", today, captions, [
    { post: 3, x: 40, y: 30, text: "Brighter truck?" },
    { post: 3, x: 60, y: 70, text: "Phone number here" },
  ]);

  it("makes 16 posts with the spec's ids, titles and 3-digit image numbers", () => {
    expect(posts).toHaveLength(16);
    expect(posts[0]).toMatchObject({
      id: "post-1",
      title: "Social Media Post 1",
      image: "/generated/review/wecaremovers/post-001.webp",
      fileName: "wecaremovers-post-001.webp",
      description: "Caption 1",
    });
    expect(posts[15]).toMatchObject({ id: "post-16", image: "/generated/review/wecaremovers/post-016.webp" });
  });

  it("dates post n n days before today", () => {
    expect(new Date(posts[0]!.date)).toEqual(new Date(2026, 10, 22));
    expect(new Date(posts[15]!.date)).toEqual(new Date(2026, 10, 7));
  });

  it("carries the studio's notes as annotations that are not the client's own", () => {
    expect(posts[2]!.annotations).toEqual([
      expect.objectContaining({ id: "studio-3-1", x: 40, y: 30, text: "Brighter truck?", isNew: false }),
      expect.objectContaining({ id: "studio-3-2", text: "Phone number here", isNew: false }),
    ]);
    expect(posts[0]!.annotations).toEqual([]);
  });
});

describe("placeholderColour", () => {
  it("derives the colour from the digits of the post id", () => {
    expect(placeholderColour("post-1")).toBe("hsl(137 45% 28%)");
    expect(placeholderColour("post-12")).toBe(placeholderColour("x12"));
    expect(placeholderColour("post-2")).not.toBe(placeholderColour("post-3"));
  });
});
