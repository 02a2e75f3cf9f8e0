import { describe, expect, it } from "vitest";
import { POSTS_PER_CLIENT } from "./constants";
import { POST_SIZES, postFormat, postImagePath, postNumberLabel, postSize } from "./post-media";

const numbers = Array.from({ length: POSTS_PER_CLIENT }, (_, i) => i + 1);

describe("post media", () => {
  it("numbers posts 001 to 016 and refuses anything else", () => {
    expect(numbers.map(postNumberLabel)).toEqual([
      "001",
      "002",
      "003",
      "004",
      "005",
      "006",
      "007",
      "008",
      "009",
      "010",
      "011",
      "012",
      "013",
      "014",
      "015",
      "016",
    ]);
    for (const bad of [0, 17, -1, 1.5, Number.NaN]) expect(() => postNumberLabel(bad)).toThrow(RangeError);
  });

  it("builds each client's image path from the 3-digit number", () => {
    expect(postImagePath("nkzweb", 1)).toBe("/generated/review/nkzweb/post-001.webp");
    expect(postImagePath("blackfootlanguagerevitilization", 16)).toBe(
      "/generated/review/blackfootlanguagerevitilization/post-016.webp",
    );
    expect(() => postImagePath("nkzweb", 17)).toThrow(RangeError);
  });

  it("mixes square and 4:5 portrait posts, a quarter to a third of them portrait", () => {
    const portraits = numbers.filter((n) => postFormat(n) === "portrait");
    expect(portraits.length).toBeGreaterThanOrEqual(POSTS_PER_CLIENT / 4);
    expect(portraits.length).toBeLessThanOrEqual(POSTS_PER_CLIENT / 3);
    expect(postFormat(1)).toBe("square");
    expect(() => postFormat(0)).toThrow(RangeError);
  });

  it("sizes square posts 1:1 and portrait posts 4:5", () => {
    expect(POST_SIZES.square.width).toBe(POST_SIZES.square.height);
    expect(POST_SIZES.portrait.height / POST_SIZES.portrait.width).toBe(1.25);
    for (const n of numbers) expect(postSize(n)).toBe(POST_SIZES[postFormat(n)]);
  });
});
