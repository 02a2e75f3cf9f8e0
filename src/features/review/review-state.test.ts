import { describe, expect, it } from "vitest";
import {
  hasUnsavedChanges,
  initialReviewState,
  isSaveableText,
  reviewReducer,
  type ReviewEvent,
  type ReviewState,
} from "./review-state";

const ids = ["post-1", "post-2", "post-3"];
const run = (state: ReviewState, ...events: ReviewEvent[]) => events.reduce(reviewReducer, state);
const start = initialReviewState(ids);
const opened = run(start, { type: "open", index: 0 });
const T = "2026-11-23T17:00:00.000Z";

describe("decisions", () => {
  it("approving removes a replace request and vice versa", () => {
    const replaced = run(opened, { type: "decide", postId: "post-1", decision: "replace" });
    expect(replaced.review.decisions).toEqual({ "post-1": "replace" });
    const approved = run(replaced, { type: "decide", postId: "post-1", decision: "approved" });
    expect(approved.review.decisions).toEqual({ "post-1": "approved" });
  });

  it("choosing the same state again clears it, without moving on", () => {
    const approved = run(opened, { type: "decide", postId: "post-1", decision: "approved" });
    const cleared = run(
      approved,
      { type: "advance" },
      { type: "previous" },
      { type: "decide", postId: "post-1", decision: "approved" },
    );
    expect(cleared.review.decisions).toEqual({});
    expect(cleared.advancing).toBe(false);
  });

  it("after a choice, the preview advances to the next post (wrapping) when told to", () => {
    const decided = run(opened, { type: "decide", postId: "post-1", decision: "approved" });
    expect(decided.advancing).toBe(true);
    expect(run(decided, { type: "advance" }).preview).toBe(1);
    const last = run(
      start,
      { type: "open", index: 2 },
      { type: "decide", postId: "post-3", decision: "replace" },
      { type: "advance" },
    );
    expect(last.preview).toBe(0);
  });

  it("does not advance once the visitor moved or closed in the meantime", () => {
    const decided = run(opened, { type: "decide", postId: "post-1", decision: "approved" });
    expect(run(decided, { type: "next" }, { type: "advance" }).preview).toBe(1);
    expect(run(decided, { type: "close" }, { type: "advance" }).preview).toBeNull();
  });
});

describe("preview movement", () => {
  it("wraps around both ways", () => {
    expect(run(opened, { type: "previous" }).preview).toBe(2);
    expect(run(start, { type: "open", index: 2 }, { type: "next" }).preview).toBe(0);
  });

  it("drops an open draft when moving to another post", () => {
    const drafting = run(opened, { type: "start-draft", postId: "post-1", x: 10, y: 20 });
    expect(run(drafting, { type: "next" }).draft).toBeNull();
  });
});

describe("comments", () => {
  const drafting = run(opened, { type: "start-draft", postId: "post-1", x: 40.5, y: 20 });

  it("saves a draft at its point with the timestamp; Cancel discards it", () => {
    const saved = run(
      drafting,
      { type: "draft-text", text: "  Bigger logo  " },
      { type: "save-draft", id: "c1", timestamp: T },
    );
    expect(saved.review.comments["post-1"]).toEqual([
      { id: "c1", x: 40.5, y: 20, text: "Bigger logo", isNew: true, timestamp: T },
    ]);
    expect(saved.draft).toBeNull();
    expect(run(drafting, { type: "draft-text", text: "x" }, { type: "cancel-draft" }).review.comments).toEqual({});
  });

  it("saves nothing with empty or whitespace text", () => {
    for (const text of ["", "   \n\t"]) {
      const tried = run(drafting, { type: "draft-text", text }, { type: "save-draft", id: "c1", timestamp: T });
      expect(tried.review.comments).toEqual({});
      expect(tried.draft).not.toBeNull();
    }
    expect(isSaveableText(" a ")).toBe(true);
  });

  const commented = run(
    drafting,
    { type: "draft-text", text: "Bigger logo" },
    { type: "save-draft", id: "c1", timestamp: T },
  );

  it("edits a comment with Save Changes, refusing empty text", () => {
    const editing = run(commented, { type: "start-edit", postId: "post-1", annotationId: "c1" });
    expect(editing.edit).toEqual({ postId: "post-1", annotationId: "c1", text: "Bigger logo" });
    expect(run(editing, { type: "edit-text", text: " " }, { type: "save-edit" }).review).toEqual(commented.review);
    const saved = run(editing, { type: "edit-text", text: "Smaller logo" }, { type: "save-edit" });
    expect(saved.review.comments["post-1"]?.[0]).toMatchObject({ text: "Smaller logo", timestamp: T });
    expect(saved.edit).toBeNull();
  });

  it("deletes a comment", () => {
    expect(run(commented, { type: "delete", postId: "post-1", annotationId: "c1" }).review.comments).toEqual({});
  });

  it("starting a draft cancels an edit, and starting an edit cancels a draft", () => {
    const editing = run(commented, { type: "start-edit", postId: "post-1", annotationId: "c1" });
    const drafting2 = run(editing, { type: "start-draft", postId: "post-1", x: 1, y: 1 });
    expect(drafting2.edit).toBeNull();
    expect(drafting2.draft).not.toBeNull();
    const editingAgain = run(drafting2, { type: "start-edit", postId: "post-1", annotationId: "c1" });
    expect(editingAgain.draft).toBeNull();
    expect(editingAgain.edit).not.toBeNull();
  });

  it("only the client's own comments can be edited", () => {
    expect(run(commented, { type: "start-edit", postId: "post-1", annotationId: "studio-1-1" }).edit).toBeNull();
  });

  it("knows when closing would lose work", () => {
    expect(hasUnsavedChanges(opened)).toBe(false);
    expect(hasUnsavedChanges(drafting)).toBe(true);
    expect(hasUnsavedChanges(run(commented, { type: "start-edit", postId: "post-1", annotationId: "c1" }))).toBe(true);
    expect(hasUnsavedChanges(commented)).toBe(false);
  });
});
