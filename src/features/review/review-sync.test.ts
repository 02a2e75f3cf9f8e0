import { describe, expect, it } from "vitest";
import type { Annotation, Review } from "@/src/model/review";
import { emptyReview } from "./review-merge";
import { catchUp, hasUnsentChanges } from "./review-sync";

const pin = (id: string, text: string): Annotation => ({
  id,
  x: 10,
  y: 20,
  text,
  isNew: true,
  timestamp: "2026-11-23T17:00:00.000Z",
});
const v1: Review = { decisions: { "post-1": "approved" }, comments: { "post-1": [pin("a", "Seed")] } };

describe("catchUp", () => {
  it("takes the saved review when this browser has none", () => {
    expect(catchUp(null, { review: v1, version: 1 })).toEqual({
      stored: { review: v1, baseVersion: 1, baseReview: v1 },
      merged: false,
    });
  });

  it("keeps unsent work as it is when nothing was saved since it started", () => {
    const local = { review: { ...v1, decisions: { "post-1": "replace" as const } }, baseVersion: 1, baseReview: v1 };
    const { stored, merged } = catchUp(local, { review: v1, version: 1 });
    expect(stored).toEqual(local);
    expect(hasUnsentChanges(stored)).toBe(true);
    expect(merged).toBe(false);
  });

  it("merges unsent work onto what another browser saved since, and says so", () => {
    const local = {
      review: { decisions: { "post-1": "approved" as const, "post-2": "replace" as const }, comments: v1.comments },
      baseVersion: 1,
      baseReview: v1,
    };
    const v2: Review = { decisions: v1.decisions, comments: { "post-1": [pin("a", "Seed"), pin("b", "Other")] } };
    const { stored, merged } = catchUp(local, { review: v2, version: 2 });
    expect(stored).toEqual({
      review: { decisions: local.review.decisions, comments: v2.comments },
      baseVersion: 2,
      baseReview: v2,
    });
    expect(hasUnsentChanges(stored)).toBe(true);
    expect(merged).toBe(true);
  });

  it("shows the saved review over a copy that was all sent", () => {
    const v2: Review = { decisions: {}, comments: v1.comments };
    const { stored, merged } = catchUp({ review: v1, baseVersion: 1, baseReview: v1 }, { review: v2, version: 2 });
    expect(stored).toEqual({ review: v2, baseVersion: 2, baseReview: v2 });
    expect(hasUnsentChanges(stored)).toBe(false);
    expect(merged).toBe(false);
  });

  it("adds a copy with no known base (kept before versions) to the saved review, deleting nothing", () => {
    const old = {
      review: { decisions: { "post-3": "approved" as const }, comments: {} },
      baseVersion: 0,
      baseReview: emptyReview,
    };
    const { stored } = catchUp(old, { review: v1, version: 4 });
    expect(stored.review).toEqual({ decisions: { "post-1": "approved", "post-3": "approved" }, comments: v1.comments });
    expect(stored.baseVersion).toBe(4);
  });
});
