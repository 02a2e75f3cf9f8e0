"use client";

import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type MouseEvent } from "react";
import * as v from "valibot";
import { readStored, writeStored } from "@/src/lib/storage";
import type { Annotation } from "@/src/model/review";
import { buttonStyles } from "@/src/ui/button-styles";
import { CloseButton } from "@/src/ui/close-button";
import { Dialog } from "@/src/ui/dialog";
import {
  ADVANCE_DELAY_MS,
  CROSSHAIR_STEP,
  DELETE_CONFIRM,
  EMPTY_COMMENT_ALERT,
  GUIDE_DISMISSED_KEY,
  SAVE_CLOSE_DELAY_MS,
  UNSAVED_CLOSE_CONFIRM,
} from "./constants";
import { GuideDialog, SHORTCUTS } from "./guide-dialog";
import { PostPicture, postPictureSize } from "./post-picture";
import type { SocialPost } from "./posts";
import { hasUnsavedChanges, isSaveableText, newCommentId, type ReviewEvent, type ReviewState } from "./review-state";
import { pinsOf, STATUS_LABELS, statusOf } from "./summary";

type PostPreviewProps = {
  posts: readonly SocialPost[];
  state: ReviewState;
  dispatch: Dispatch<ReviewEvent>;
  clientName: string;
  /** Saves the review (to the studio, with the review link) and gives the alert's text. */
  saveComments: () => Promise<string>;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

const guideDismissedSchema = v.literal(true);

/**
 * The full-screen preview of one post (spec 02, "Post review" and "Comment flow"): previous and
 * next (wrapping), approve or request a replacement, pinned comments placed by click or keyboard,
 * the guide, and Save Comments. Every rule is in review-state.ts; this renders it and asks the
 * confirmations the spec asks for.
 */
export function PostPreview({ posts, state, dispatch, clientName, saveComments }: PostPreviewProps) {
  const index = state.preview ?? 0;
  const post = posts[index] as SocialPost;
  const pins = pinsOf(post, state.review);
  const status = statusOf(post, state.review);
  const [failedImages, setFailedImages] = useState<ReadonlySet<string>>(new Set());
  const imageFailed = failedImages.has(post.id);
  const [crosshair, setCrosshair] = useState({ x: 50, y: 50 });
  const [guideOpen, setGuideOpen] = useState(
    () => readStored("local", GUIDE_DISMISSED_KEY, guideDismissedSchema, "Error parsing the guide setting") !== true,
  );
  const [closing, setClosing] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const size = postPictureSize(post);

  // After a decision the preview moves on by itself (spec 02: 1.2 s, then a 400 ms fade).
  useEffect(() => {
    if (!state.advancing) return;
    const timer = setTimeout(() => dispatch({ type: "advance" }), ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, state.advancing, state.preview]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => dispatch({ type: "close" }), SAVE_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closing, dispatch]);

  // A new draft or edit takes the keyboard straight to its text.
  const typingAt = state.draft
    ? `draft:${state.draft.x}:${state.draft.y}`
    : state.edit
      ? `edit:${state.edit.annotationId}`
      : null;
  useEffect(() => {
    if (typingAt) textArea.current?.focus();
  }, [typingAt]);

  function requestClose() {
    if (hasUnsavedChanges(state) && !window.confirm(UNSAVED_CLOSE_CONFIRM)) return;
    dispatch({ type: "close" });
  }

  function dismissGuide() {
    setGuideOpen(false);
    writeStored("local", GUIDE_DISMISSED_KEY, true);
  }

  function startDraft(x: number, y: number) {
    if (imageFailed) return;
    dispatch({ type: "start-draft", postId: post.id, x: clampPercent(x), y: clampPercent(y) });
  }

  function saveDraft() {
    if (!state.draft || !isSaveableText(state.draft.text)) {
      window.alert(EMPTY_COMMENT_ALERT);
      return;
    }
    dispatch({ type: "save-draft", id: newCommentId(), timestamp: new Date().toISOString() });
  }

  function saveEdit() {
    if (!state.edit || !isSaveableText(state.edit.text)) {
      window.alert(EMPTY_COMMENT_ALERT);
      return;
    }
    dispatch({ type: "save-edit" });
  }

  function startEdit(annotationId: string) {
    dispatch({ type: "start-edit", postId: post.id, annotationId });
  }

  function deleteEdited() {
    if (state.edit && window.confirm(DELETE_CONFIRM)) {
      dispatch({ type: "delete", postId: state.edit.postId, annotationId: state.edit.annotationId });
    }
  }

  const [saving, setSaving] = useState(false);
  async function onSaveComments() {
    setSaving(true);
    window.alert(await saveComments());
    setClosing(true);
  }

  function onImageClick(event: MouseEvent<HTMLDivElement>) {
    if ((event.target as Element).closest("button")) return;
    const box = event.currentTarget.getBoundingClientRect();
    startDraft(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  }

  function onImageKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-CROSSHAIR_STEP, 0],
      ArrowRight: [CROSSHAIR_STEP, 0],
      ArrowUp: [0, -CROSSHAIR_STEP],
      ArrowDown: [0, CROSSHAIR_STEP],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      event.stopPropagation();
      setCrosshair((point) => ({ x: clampPercent(point.x + move[0]), y: clampPercent(point.y + move[1]) }));
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      event.stopPropagation();
      startDraft(crosshair.x, crosshair.y);
    }
  }

  // Shortcuts while the preview is open, never while typing: arrows, A, R, C and ?.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    const actions: Record<string, () => void> = {
      arrowleft: () => dispatch({ type: "previous" }),
      arrowright: () => dispatch({ type: "next" }),
      a: () => dispatch({ type: "decide", postId: post.id, decision: "approved" }),
      r: () => dispatch({ type: "decide", postId: post.id, decision: "replace" }),
      c: () => startDraft(50, 50),
      "?": () => setGuideOpen(true),
    };
    const action = actions[key];
    if (!action) return;
    event.preventDefault();
    action();
  }

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
          <header className="flex flex-wrap items-center justify-between gap-3 border-b border-outline px-4 py-3 md:px-8">
            <div>
              <p className="eyebrow">
                {clientName} · {index + 1} / {posts.length}
              </p>
              <h2 id="preview-title" className="display mt-1 text-2xl">
                {post.title}
              </h2>
              {post.round && post.round.version > 1 ? (
                <p className="mt-1 text-sm font-semibold text-accent">Version {post.round.version}</p>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => dispatch({ type: "previous" })}
                className={`${buttonStyles("secondary", "sm")} gap-2`}
              >
                <span aria-hidden>←</span> Previous
              </button>
              <button
                type="button"
                onClick={() => dispatch({ type: "next" })}
                className={`${buttonStyles("secondary", "sm")} gap-2`}
              >
                Next <span aria-hidden>→</span>
              </button>
              <button
                type="button"
                onClick={() => setGuideOpen(true)}
                aria-haspopup="dialog"
                className={buttonStyles("secondary", "sm")}
              >
                Guide
              </button>
              <CloseButton label="Close preview" onClick={requestClose} />
            </div>
          </header>
          <div className="grid min-h-0 flex-1 gap-6 overflow-y-auto p-4 md:p-8 lg:grid-cols-[minmax(0,1fr)_360px]">
            <div className="flex min-h-0 items-start justify-center">
              <div
                key={post.id}
                role="group"
                tabIndex={0}
                aria-label={
                  imageFailed
                    ? `${post.title}: image not available`
                    : `${post.title}: click to pin a comment, or move the crosshair with the arrow keys and press Enter`
                }
                onClick={onImageClick}
                onKeyDown={onImageKey}
                className="group relative w-full max-w-[min(100%,calc((100dvh-12rem)*var(--ratio)))] animate-fade-in cursor-crosshair overflow-hidden rounded-xl border border-outline bg-background"
                style={{
                  aspectRatio: `${size.width} / ${size.height}`,
                  ["--ratio" as string]: size.width / size.height,
                }}
              >
                {imageFailed ? (
                  <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-lg text-subtext">
                    Image not available
                  </p>
                ) : (
                  <PostPicture
                    post={post}
                    alt={post.description}
                    sizes="(min-width: 1024px) 60vw, 100vw"
                    priority
                    draggable={false}
                    onError={() => setFailedImages((failed) => new Set(failed).add(post.id))}
                    className="object-contain"
                  />
                )}
                {pins.map((pin, pinIndex) => (
                  <button
                    key={pin.id}
                    type="button"
                    onClick={() => (pin.isNew ? startEdit(pin.id) : undefined)}
                    aria-label={`Pin ${pinIndex + 1}${pin.isNew ? "" : ", from the studio"}: ${pin.text}`}
                    className={`absolute flex size-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-background text-xs font-bold shadow-lg transition-transform hover:scale-110 ${pin.isNew ? "bg-accent text-background" : "bg-heading text-background"} ${state.edit?.annotationId === pin.id ? "ring-4 ring-accent-glow" : ""}`}
                    style={{ left: `${pin.x}%`, top: `${pin.y}%` }}
                  >
                    {pinIndex + 1}
                  </button>
                ))}
                {state.draft?.postId === post.id ? (
                  <span
                    data-testid="draft-pin"
                    aria-hidden
                    className="absolute size-8 -translate-x-1/2 -translate-y-1/2 animate-pulse rounded-full border-2 border-heading bg-accent/80"
                    style={{ left: `${state.draft.x}%`, top: `${state.draft.y}%` }}
                  />
                ) : null}
                <span
                  aria-hidden
                  className="pointer-events-none absolute hidden -translate-x-1/2 -translate-y-1/2 text-accent group-focus-visible:block"
                  style={{ left: `${crosshair.x}%`, top: `${crosshair.y}%` }}
                >
                  <svg width="32" height="32" viewBox="0 0 32 32" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M16 0v12M16 20v12M0 16h12M20 16h12" />
                  </svg>
                </span>
              </div>
            </div>
            <aside aria-label="Review" className="flex flex-col gap-6">
              <div className="flex flex-col gap-3">
                <p className="text-sm">
                  Status: <strong className="text-heading">{STATUS_LABELS[status]}</strong>
                </p>
                <div className="grid grid-cols-2 gap-2">
                  <button
                    type="button"
                    aria-pressed={status === "approved"}
                    onClick={() => dispatch({ type: "decide", postId: post.id, decision: "approved" })}
                    className={`${buttonStyles("secondary", "sm")} aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-background`}
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    aria-pressed={status === "replace"}
                    onClick={() => dispatch({ type: "decide", postId: post.id, decision: "replace" })}
                    className={`${buttonStyles("secondary", "sm")} aria-pressed:border-heading aria-pressed:bg-heading aria-pressed:text-background`}
                  >
                    Request replacement
                  </button>
                </div>
                {state.advancing ? (
                  <p role="status" className="text-sm text-accent-glow">
                    Moving on to the next post…
                  </p>
                ) : null}
              </div>
              <p className="text-sm text-text">{post.description}</p>
              {state.draft?.postId === post.id ? (
                <form
                  aria-label="New comment"
                  onSubmit={(event) => {
                    event.preventDefault();
                    saveDraft();
                  }}
                  className="flex flex-col gap-3 rounded-xl border border-accent/60 bg-background p-4"
                >
                  <label htmlFor="comment-text" className="eyebrow">
                    New comment
                  </label>
                  <textarea
                    id="comment-text"
                    ref={textArea}
                    rows={3}
                    maxLength={2000}
                    value={state.draft.text}
                    onChange={(event) => dispatch({ type: "draft-text", text: event.target.value })}
                    className="rounded-lg border border-outline bg-background-secondary px-3 py-2 text-heading focus:border-accent focus:outline-none"
                  />
                  <div className="flex gap-2">
                    <button type="submit" className={buttonStyles("primary", "sm")}>
                      Save
                    </button>
                    <button
                      type="button"
                      onClick={() => dispatch({ type: "cancel-draft" })}
                      className={buttonStyles("secondary", "sm")}
                    >
                      Cancel
                    </button>
                  </div>
                </form>
              ) : null}
              {state.edit?.postId === post.id ? (
                <form
                  aria-label="Edit comment"
                  onSubmit={(event) => {
                    event.preventDefault();
                    saveEdit();
                  }}
                  className="flex flex-col gap-3 rounded-xl border border-accent/60 bg-background p-4"
                >
                  <label htmlFor="edit-text" className="eyebrow">
                    Edit comment
                  </label>
                  <textarea
                    id="edit-text"
                    ref={textArea}
                    rows={3}
                    maxLength={2000}
                    value={state.edit.text}
                    onChange={(event) => dispatch({ type: "edit-text", text: event.target.value })}
                    className="rounded-lg border border-outline bg-background-secondary px-3 py-2 text-heading focus:border-accent focus:outline-none"
                  />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" className={buttonStyles("primary", "sm")}>
                      Save Changes
                    </button>
                    <button type="button" onClick={deleteEdited} className={buttonStyles("secondary", "sm")}>
                      Delete
                    </button>
                    <button
                      type="button"
                      onClick={() => dispatch({ type: "cancel-edit" })}
                      className={buttonStyles("secondary", "sm")}
                    >
                      Cancel
                    </button>
                  </div>
                </form>
              ) : null}
              <section aria-labelledby="comments-title" className="flex flex-col gap-3">
                <h3 id="comments-title" className="eyebrow">
                  Comments ({pins.length})
                </h3>
                {pins.length === 0 ? (
                  <p className="text-sm text-subtext">
                    Click the image, or press C, to pin a comment where it matters.
                  </p>
                ) : (
                  <ol className="flex flex-col gap-2">
                    {pins.map((pin, pinIndex) => (
                      <li key={pin.id} className="flex items-start gap-3 rounded-lg bg-background p-3 text-sm">
                        <span
                          aria-hidden
                          className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-background ${pin.isNew ? "bg-accent" : "bg-heading"}`}
                        >
                          {pinIndex + 1}
                        </span>
                        <span className="flex-1">
                          {pin.isNew ? null : <span className="eyebrow mb-1 block">Studio</span>}
                          {pin.text}
                          <PinConversation pin={pin} />
                        </span>
                        {pin.isNew ? (
                          <button
                            type="button"
                            onClick={() => startEdit(pin.id)}
                            aria-label={`Edit comment ${pinIndex + 1}`}
                            className="shrink-0 rounded-full border border-outline p-1.5 hover:border-accent"
                          >
                            <svg
                              aria-hidden
                              width="14"
                              height="14"
                              viewBox="0 0 14 14"
                              fill="none"
                              stroke="currentColor"
                              strokeWidth="1.6"
                            >
                              <path d="M9.5 1.5l3 3-8 8H1.5v-3z" />
                            </svg>
                          </button>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                )}
              </section>
              {post.round?.earlier.map(({ version, key }) => (
                <EarlierPins key={key} version={version} pins={state.review.comments[key] ?? []} />
              ))}
              <div className="mt-auto flex flex-col gap-2 border-t border-outline pt-5">
                <button
                  type="button"
                  onClick={() => void onSaveComments()}
                  disabled={closing || saving}
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
      <GuideDialog open={guideOpen} onClose={dismissGuide} />
    </>
  );
}

/** The studio's replies on a pin, and whether it is resolved, as the client sees them. */
function PinConversation({ pin }: { pin: Annotation }) {
  return (
    <>
      {(pin.replies ?? []).map((reply) => (
        <span key={reply.id} className="mt-2 block border-l-2 border-accent pl-3 text-text">
          <span className="font-semibold text-heading">Studio reply:</span> {reply.text}
        </span>
      ))}
      {pin.resolved ? (
        <span className="mt-2 block text-xs font-semibold text-accent">Resolved by the studio</span>
      ) : null}
    </>
  );
}

/** An earlier version's pins, readable beside the version now under review. */
function EarlierPins({ version, pins }: { version: number; pins: readonly Annotation[] }) {
  if (pins.length === 0) return null;
  return (
    <section aria-label={`Comments on version ${version}`} className="flex flex-col gap-2">
      <h3 className="eyebrow">Comments on version {version}</h3>
      <ol className="flex flex-col gap-2">
        {pins.map((pin, pinIndex) => (
          <li
            key={pin.id}
            className="flex items-start gap-3 rounded-lg border border-dashed border-outline bg-background p-3 text-sm"
          >
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full border border-outline text-xs font-bold"
            >
              {pinIndex + 1}
            </span>
            <span className="flex-1">
              {pin.text}
              <PinConversation pin={pin} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
