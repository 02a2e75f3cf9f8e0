"use client";

import { useState, type Dispatch } from "react";
import { buttonStyles } from "@/src/ui/button-styles";
import { Dialog } from "@/src/ui/dialog";
import { CommentForm } from "./comment-form";
import { CommentList } from "./comment-list";
import { ANSWERED_COMMENT_NOTE } from "./constants";
import { DecisionPanel } from "./decision-panel";
import { GuideDialog, SHORTCUTS } from "./guide-dialog";
import { PinBoard } from "./pin-board";
import { EarlierPins } from "./pin-conversation";
import type { SocialPost } from "./posts";
import { PreviewHeader } from "./preview-header";
import { hasStudioPart } from "./review-merge";
import type { ReviewEvent, ReviewState } from "./review-state";
import { pinsOf, statusOf } from "./summary";
import { useAutoAdvance } from "./use-auto-advance";
import { useCommentEditing } from "./use-comment-editing";
import { useConfirmedClose } from "./use-confirmed-close";
import { usePreviewShortcuts } from "./use-preview-shortcuts";
import { useReviewGuide } from "./use-review-guide";
import { useSaveComments } from "./use-save-comments";

type PostPreviewProps = {
  posts: readonly SocialPost[];
  state: ReviewState;
  dispatch: Dispatch<ReviewEvent>;
  clientName: string;
  /** Saves the review (to the studio, with the review link) and gives the alert's text. */
  saveComments: () => Promise<string>;
};

/**
 * The full-screen preview of one post (docs/review.md#the-preview): previous and
 * next (wrapping), approve or request a replacement, pinned comments placed by click or keyboard,
 * the guide, and Save Comments. Every rule is in review-state.ts; the hooks beside this file ask the
 * confirmations the spec asks for and keep its timings.
 */
export function PostPreview({ posts, state, dispatch, clientName, saveComments }: PostPreviewProps) {
  const index = state.preview ?? 0;
  const post = posts[index] as SocialPost;
  const pins = pinsOf(post, state.review);
  const [failedImages, setFailedImages] = useState<ReadonlySet<string>>(new Set());
  const imageFailed = failedImages.has(post.id);
  const guide = useReviewGuide();
  const comments = useCommentEditing({ state, dispatch, postId: post.id, imageFailed });
  const requestClose = useConfirmedClose(state, dispatch);
  const saving = useSaveComments(saveComments, dispatch);
  useAutoAdvance(state.advancing, state.preview, dispatch);
  const onKeyDown = usePreviewShortcuts({
    postId: post.id,
    dispatch,
    pinAtCentre: () => comments.startDraft(50, 50),
    openGuide: guide.show,
  });
  const draft = state.draft?.postId === post.id ? state.draft : null;
  const edit = state.edit?.postId === post.id ? state.edit : null;
  // A comment the studio answered stays in the conversation: the client may change its words, not delete it.
  const answered = edit ? pins.some((pin) => pin.id === edit.annotationId && hasStudioPart(pin)) : false;

  // The guide is the preview's sibling, opened after it, so the browser stacks it on top.
  return (
    <>
      <Dialog
        open={state.preview !== null}
        onClose={requestClose}
        labelledBy="preview-title"
        placement="full"
        onKeyDown={onKeyDown}
      >
        <div className="flex h-dvh flex-col">
          <PreviewHeader
            clientName={clientName}
            position={index + 1}
            count={posts.length}
            title={post.title}
            version={post.round?.version}
            onPrevious={() => dispatch({ type: "previous" })}
            onNext={() => dispatch({ type: "next" })}
            onGuide={guide.show}
            onClose={requestClose}
          />
          <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto p-4 md:p-8 lg:grid-cols-[minmax(0,1fr)_360px]">
            <div className="flex items-start justify-center lg:min-h-0">
              <PinBoard
                post={post}
                pins={pins}
                imageFailed={imageFailed}
                onImageError={() => setFailedImages((failed) => new Set(failed).add(post.id))}
                draft={draft}
                editingId={state.edit?.annotationId ?? null}
                onPin={comments.startDraft}
                onEditPin={comments.startEdit}
              />
            </div>
            <aside aria-label="Review" className="flex flex-col gap-6">
              <DecisionPanel
                status={statusOf(post, state.review)}
                advancing={state.advancing}
                onDecide={(decision) => dispatch({ type: "decide", postId: post.id, decision })}
              />
              <p className="text-sm text-text">{post.description}</p>
              {draft ? (
                <CommentForm
                  name="New comment"
                  fieldId="comment-text"
                  text={draft.text}
                  focusKey={`draft:${draft.x}:${draft.y}`}
                  onText={(text) => dispatch({ type: "draft-text", text })}
                  saveLabel="Save"
                  onSave={comments.saveDraft}
                  onCancel={() => dispatch({ type: "cancel-draft" })}
                />
              ) : null}
              {edit ? (
                <CommentForm
                  name="Edit comment"
                  fieldId="edit-text"
                  text={edit.text}
                  focusKey={`edit:${edit.annotationId}`}
                  onText={(text) => dispatch({ type: "edit-text", text })}
                  saveLabel="Save Changes"
                  onSave={comments.saveEdit}
                  onDelete={answered ? undefined : comments.deleteEdited}
                  note={answered ? ANSWERED_COMMENT_NOTE : undefined}
                  onCancel={() => dispatch({ type: "cancel-edit" })}
                />
              ) : null}
              <CommentList pins={pins} onEdit={comments.startEdit} />
              {post.round?.earlier.map(({ version, key }) => (
                <EarlierPins key={key} version={version} pins={state.review.comments[key] ?? []} />
              ))}
              <div className="mt-auto flex flex-col gap-2 border-t border-outline pt-5">
                <button
                  type="button"
                  onClick={() => void saving.save()}
                  disabled={saving.busy}
                  className={buttonStyles("primary")}
                >
                  Save Comments
                </button>
                <p className="text-xs text-subtext">
                  Shortcuts: {SHORTCUTS.map((shortcut) => shortcut.keys).join(" · ")} (press ? for the list)
                </p>
              </div>
            </aside>
          </div>
        </div>
      </Dialog>
      <GuideDialog open={guide.open} onClose={guide.dismiss} />
    </>
  );
}
