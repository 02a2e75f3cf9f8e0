"use client";

import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { site } from "@/src/config/site";
import { writeStored } from "@/src/lib/storage";
import { buttonStyles } from "@/src/ui/button-styles";
import { LazyComponent } from "@/src/ui/lazy-component";
import { Spinner } from "@/src/ui/spinner";
import { LOAD_DELAY_MS, NOT_SENT_ALERT, reviewStorageKey, SAVED_ALERT, SENT_ALERT } from "./constants";
import { PostCard } from "./post-card";
import { generatePosts, type StudioNote } from "./posts";
import { initialReviewState, reviewReducer } from "./review-state";
import { mergeWithSaved, type StoredReview } from "./review-sync";
import {
  FILTERS,
  matchesFilter,
  progressLine,
  reviewSummaryJson,
  reviewSummaryText,
  type ReviewFilter,
} from "./summary";

const loadPreview = () => import("./post-preview").then((module) => module.PostPreview);
const loadStorage = () => import("./review-storage");

const noSubscription = () => () => {};
const readKey = () => new URLSearchParams(window.location.search).get("key");
const onServer = () => null;

type ReviewBoardProps = {
  clientId: string;
  clientName: string;
  captions: readonly string[];
  studioNotes: readonly StudioNote[];
};

function download(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The client's review of their month of posts (spec 02, "/socialmedia/{clientId}"): a simulated
 * 1 s load, the grid, and the full-screen preview where posts are approved, sent back and commented.
 * The review in progress is kept in this browser until it is sent.
 */
export function ReviewBoard({ clientId, clientName, captions, studioNotes }: ReviewBoardProps) {
  // Dated from the visitor's today, so the page is only ever rendered after the load (never prerendered).
  const [posts] = useState(() =>
    typeof window === "undefined" ? [] : generatePosts(clientId, new Date(), captions, studioNotes),
  );
  const [state, dispatch] = useReducer(reviewReducer, undefined, () =>
    initialReviewState(posts.map((post) => post.id)),
  );
  const [loaded, setLoaded] = useState(false);
  const [filter, setFilter] = useState<ReviewFilter>("all");
  // The studio's review link carries the client's key; without a valid one the review stays in this browser.
  const key = useSyncExternalStore(noSubscription, readKey, onServer);
  const [linked, setLinked] = useState(false);
  const [unsent, setUnsent] = useState(false);
  // Whether the studio's store answered on this visit (its review may be newer than this browser's).
  const [reached, setReached] = useState(true);
  const restored = useRef(false);
  /** The review as last restored or sent: not a change of the visitor's, so not written back as unsent. */
  const settled = useRef<unknown>(null);

  const keep = useCallback(
    (stored: StoredReview) => writeStored("local", reviewStorageKey(clientId), stored),
    [clientId],
  );

  useEffect(() => {
    // A transition: React renders the sixteen cards in slices that let input through, not one long task.
    const timer = setTimeout(() => startTransition(() => setLoaded(true)), LOAD_DELAY_MS);
    let live = true;
    loadStorage().then(
      async ({ fetchSavedReview, loadStoredReview, sendReview }) => {
        let stored = loadStoredReview(clientId);
        const answer = key ? await fetchSavedReview(clientId, key) : null;
        if (!live) return;
        if (answer?.status === "ok") stored = mergeWithSaved(stored, answer.saved);
        if (stored) {
          settled.current = stored.review;
          keep(stored);
          dispatch({ type: "restore", review: stored.review });
        }
        restored.current = true;
        const canSend = key !== null && answer?.status !== "forbidden";
        setLinked(canSend);
        setReached(answer?.status !== "unreachable");
        setUnsent(canSend && stored?.unsent === true);
        // Work the studio has not received yet is sent again on every visit.
        if (
          key &&
          answer?.status === "ok" &&
          stored?.unsent &&
          (await sendReview(clientId, key, stored.review)) === "sent"
        ) {
          keep({ ...stored, unsent: false });
          if (live) setUnsent(false);
        }
      },
      (error: unknown) => console.error("Could not load the saved review", error),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [clientId, key, keep]);

  // Every change is kept in this browser, so a reload loses nothing, and marked as not yet with the studio.
  const lastReview = useRef(state.review);
  useEffect(() => {
    // Only a change of the review itself is the visitor's work (not the link being checked).
    if (lastReview.current === state.review) return;
    lastReview.current = state.review;
    if (!restored.current || state.review === settled.current) return;
    keep({ review: state.review, updatedAt: new Date().toISOString(), unsent: true });
    setUnsent(linked);
  }, [keep, linked, state.review]);

  /** Save Comments: with the review link, the whole review goes to the studio; the alert says what happened. */
  const saveComments = useCallback(async (): Promise<string> => {
    if (!key || !linked) return SAVED_ALERT;
    const { sendReview } = await loadStorage();
    const result = await sendReview(clientId, key, state.review);
    if (result !== "sent") return NOT_SENT_ALERT;
    setReached(true);
    settled.current = state.review;
    keep({ review: state.review, updatedAt: new Date().toISOString(), unsent: false });
    setUnsent(false);
    return SENT_ALERT;
  }, [clientId, keep, key, linked, state.review]);

  const visible = useMemo(
    () => posts.filter((post) => matchesFilter(post, state.review, filter)),
    [filter, posts, state.review],
  );

  if (!loaded) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading posts…" className="size-12" />
      </div>
    );
  }

  const summary = reviewSummaryText(clientName, posts, state.review);
  const mailto = `mailto:${site.email}?subject=${encodeURIComponent(`Social media review: ${clientName}`)}&body=${encodeURIComponent(summary.replace(/\n/g, "\r\n"))}`;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6 rounded-2xl border border-outline bg-background-secondary p-5 md:flex-row md:items-center md:justify-between">
        <div aria-live="polite">
          <p className="text-lg font-semibold text-heading">{progressLine(posts, state.review)}</p>
          {linked ? (
            <p className="mt-1 text-sm text-subtext">
              {unsent
                ? "Changes not yet sent to the studio: press Save Comments."
                : reached
                  ? "The studio has your latest review."
                  : "The studio could not be reached just now: your review is kept in this browser."}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={mailto} className={buttonStyles("primary", "sm")}>
            Email the studio
          </a>
          <button
            type="button"
            onClick={() =>
              download(`${clientId}-review.json`, reviewSummaryJson(clientId, clientName, posts, state.review))
            }
            className={buttonStyles("secondary", "sm")}
          >
            Download review
          </button>
        </div>
      </div>
      <div role="group" aria-label="Show posts" className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={filter === option.id}
            onClick={() => setFilter(option.id)}
            className="rounded-full border border-outline px-4 py-2 text-sm font-semibold transition-colors hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-background"
          >
            {option.label}
          </button>
        ))}
      </div>
      {visible.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-outline p-10 text-center text-subtext">
          No posts here yet.
        </p>
      ) : (
        <ul className="grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {visible.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                review={state.review}
                onOpen={() => dispatch({ type: "open", index: posts.indexOf(post) })}
              />
            </li>
          ))}
        </ul>
      )}
      <LazyComponent
        load={loadPreview}
        when={state.preview !== null}
        props={{ posts, state, dispatch, clientName, saveComments }}
        onError={() => dispatch({ type: "close" })}
      />
    </div>
  );
}
