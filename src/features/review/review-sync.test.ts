import { describe, expect, it } from "vitest";
import { mergeWithSaved } from "./review-sync";

const review = (decision: "approved" | "replace") => ({ decisions: { "post-1": decision }, comments: {} });
const saved = { review: review("approved"), savedAt: "2026-11-23T12:00:00.000Z" };

describe("mergeWithSaved", () => {
  it("keeps newer unsent work from this browser, still marked unsent", () => {
    const local = { review: review("replace"), updatedAt: "2026-11-23T13:00:00.000Z", unsent: true };
    expect(mergeWithSaved(local, saved)).toBe(local);
  });

  it("shows the saved review over older or already-sent work", () => {
    const older = { review: review("replace"), updatedAt: "2026-11-23T11:00:00.000Z", unsent: true };
    const sent = { review: review("replace"), updatedAt: "2026-11-23T13:00:00.000Z", unsent: false };
    const expected = { review: review("approved"), updatedAt: saved.savedAt, unsent: false };
    expect(mergeWithSaved(older, saved)).toEqual(expected);
    expect(mergeWithSaved(sent, saved)).toEqual(expected);
  });

  it("falls back to whatever there is", () => {
    const local = { review: review("replace"), updatedAt: "2026-11-23T11:00:00.000Z", unsent: true };
    expect(mergeWithSaved(local, null)).toBe(local);
    expect(mergeWithSaved(null, null)).toBeNull();
  });
});
