import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { plannedDateFor } from "@/src/features/rounds/planned-dates";
import { postIdSchema } from "./review";
import { clientOfReviewKey, reviewKeyOf, roundOfReviewKey, roundPostKey } from "./review-keys";

describe("round keys", () => {
  it("names a round's review apart from the demo set's, and reads the client and round back", () => {
    expect(reviewKeyOf("nkzweb", null)).toBe("nkzweb");
    expect(reviewKeyOf("nkzweb", 3)).toBe("nkzweb/round-3");
    expect(clientOfReviewKey("nkzweb/round-3")).toBe("nkzweb");
    expect(roundOfReviewKey("nkzweb/round-3")).toBe(3);
    expect(roundOfReviewKey("nkzweb")).toBeNull();
  });

  it("keys a post by its version, in the shape a review accepts", () => {
    expect(roundPostKey("rp-abcdef123456", 2)).toBe("rp-abcdef123456.v2");
    expect(v.is(postIdSchema, roundPostKey("rp-abcdef123456", 2))).toBe(true);
    expect(v.is(postIdSchema, "rp-abcdef123456")).toBe(false);
    expect(v.is(postIdSchema, "rp-abcdef123456.v0")).toBe(false);
    expect(v.is(postIdSchema, "post-16")).toBe(true);
    expect(v.is(postIdSchema, "post-17")).toBe(false);
  });

  it("plans one post a day going back from today, across a month's end", () => {
    const today = new Date(2026, 2, 2, 15, 30);
    expect([0, 1, 2].map((index) => plannedDateFor(index, today))).toEqual(["2026-03-01", "2026-02-28", "2026-02-27"]);
  });
});
