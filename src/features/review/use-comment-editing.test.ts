// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DELETE_CONFIRM, EMPTY_COMMENT_ALERT } from "./constants";
import { useCommentEditing } from "./use-comment-editing";

type Options = Parameters<typeof useCommentEditing>[0];

function editing(overrides: Partial<Options> = {}) {
  const dispatch = vi.fn();
  const options: Options = {
    state: { draft: null, edit: null },
    dispatch,
    postId: "post-2",
    imageFailed: false,
    ...overrides,
  };
  return { dispatch, ...renderHook(() => useCommentEditing(options)).result.current };
}

describe("useCommentEditing", () => {
  it("places a pin on the post, kept on it, and none on a missing image", () => {
    const placed = editing();
    placed.startDraft(120, 33.333);
    expect(placed.dispatch).toHaveBeenCalledWith({ type: "start-draft", postId: "post-2", x: 100, y: 33.3 });
    const missing = editing({ imageFailed: true });
    missing.startDraft(50, 50);
    expect(missing.dispatch).not.toHaveBeenCalled();
  });

  it("saves a comment only with text, else says so", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const blank = editing({ state: { draft: { postId: "post-2", x: 1, y: 1, text: "  " }, edit: null } });
    blank.saveDraft();
    expect(alert).toHaveBeenCalledWith(EMPTY_COMMENT_ALERT);
    expect(blank.dispatch).not.toHaveBeenCalled();

    const written = editing({ state: { draft: { postId: "post-2", x: 1, y: 1, text: "Warmer" }, edit: null } });
    written.saveDraft();
    expect(written.dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: "save-draft" }));

    const emptied = editing({ state: { draft: null, edit: { postId: "post-2", annotationId: "c1", text: "" } } });
    emptied.saveEdit();
    expect(alert).toHaveBeenCalledTimes(2);
    expect(emptied.dispatch).not.toHaveBeenCalled();
  });

  it("deletes the comment being changed only once confirmed", () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const changing = editing({ state: { draft: null, edit: { postId: "post-2", annotationId: "c1", text: "x" } } });
    changing.deleteEdited();
    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRM);
    expect(changing.dispatch).not.toHaveBeenCalled();
    changing.deleteEdited();
    expect(changing.dispatch).toHaveBeenCalledWith({ type: "delete", postId: "post-2", annotationId: "c1" });
  });
});
