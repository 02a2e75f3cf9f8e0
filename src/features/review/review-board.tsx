"use client";

import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { site } from "@/src/config/site";
import { downloadJson } from "@/src/lib/download-json";
import { writeStored } from "@/src/lib/storage";
import type { Review } from "@/src/model/review";
import { reviewKeyOf } from "@/src/model/review-keys";
import type { RoundSummary } from "@/src/model/round";
import { buttonStyles } from "@/src/ui/button-styles";
import { LazyComponent } from "@/src/ui/lazy-component";
import { Spinner } from "@/src/ui/spinner";
import {
  LOAD_DELAY_MS,
  MERGED_NOTICE,
  newerRoundNotice,
  NOT_SENT_ALERT,
  reviewStorageKey,
  SAVED_ALERT,
  SENT_ALERT,
} from "./constants";
import { PostCard } from "./post-card";
import { generatePosts, type StudioNote } from "./posts";
import { REVIEW_BOARD_ID } from "./reveal-script";
import { emptyReview, sameJson } from "./review-merge";
import { initialReviewState, reviewReducer } from "./review-state";
import { catchUp, hasUnsentChanges, type SavedVersion, type StoredReview } from "./review-sync";
import { roundPosts } from "./round-posts";
import {
  FILTERS,
  matchesFilter,
  progressLine,
  reviewSummaryJson,
  reviewSummaryText,
  type ReviewFilter,
} from "./summary";

const loadPreview = () => import("./post-preview").then((module) => module.PostPreview);
const loadStorage = () =>
  Promise.all([import("./review-storage"), import("./api")]).then(([storage, api]) => ({ ...storage, ...api }));

const noSubscription = () => () => {};
const readKey = () => new URLSearchParams(window.location.search).get("key");
const onServer = () => null;

type ReviewBoardProps = {
  clientId: string;
  clientName: string;
  captions: readonly string[];
  studioNotes: readonly StudioNote[];
};

/**
 * The client's review of their month of posts (docs/review.md): a simulated
 * 1 s load, the grid, and the full-screen preview where posts are approved, sent back and commented.
 * The review in progress is kept in this browser until it is sent.
 *
 * The server renders the spinner and the grid together, the grid hidden; the page's inline script
 * (reveal-script.ts) dates the cards and reveals the grid after the second, before this component
 * has hydrated. This component takes over from there, or keeps the time itself when the script did
 * not run (a navigation inside the site).
 */
export function ReviewBoard({ clientId, clientName, captions, studioNotes }: ReviewBoardProps) {
  // Dated from the visitor's today, which the server cannot know: undated in the server's render and
  // in hydration (the page's script has written the dates into the cards), then dated in a transition,
  // so the sixteen cards are not rendered again in one task that blocks input.
  const [today, setToday] = useState<Date | null>(null);
  /** The round the studio published for this link, shown in place of the generated posts; null for none. */
  const [round, setRound] = useState<RoundSummary | null>(null);
  const posts = useMemo(
    () => (round ? roundPosts(clientId, round) : generatePosts(clientId, today, captions, studioNotes)),
    [captions, clientId, round, studioNotes, today],
  );
  /** Where this review is kept and saved: the client's demo set, or the round's own review. */
  const reviewKey = reviewKeyOf(clientId, round?.number ?? null);
  const [state, dispatch] = useReducer(reviewReducer, undefined, () =>
    initialReviewState(posts.map((post) => post.id)),
  );
  const board = useRef<HTMLDivElement>(null);
  /** The review to show is known (this browser's, and the studio's with a review link). */
  const [ready, setReady] = useState(false);
  const [filter, setFilter] = useState<ReviewFilter>("all");
  // The studio's review link carries the client's key; without a valid one the review stays in this browser.
  const key = useSyncExternalStore(noSubscription, readKey, onServer);
  const [linked, setLinked] = useState(false);
  // Whether the studio's store answered on this visit (its review may be newer than this browser's).
  const [reached, setReached] = useState(true);
  /** The saved version this browser's review started from; null until this browser's copy is read. */
  const [base, setBase] = useState<{ version: number; review: Review } | null>(null);
  /** Work saved from another browser was merged into this one's on this visit. */
  const [mergedIn, setMergedIn] = useState(false);
  /** Why the review link given does not open the review (replaced, expired, not valid); null when it does. */
  const [refused, setRefused] = useState<string | null>(null);
  /** The round the link shows now, when the studio published it after this page opened on an earlier one. */
  const [newerRound, setNewerRound] = useState<number | null>(null);
  /** What this browser's storage holds for the review (as read, then as written); null for nothing. */
  const kept = useRef<string | null>(null);

  /** The store holds `saved` after a save of `sent`: this browser's copy now starts from it. */
  const settle = useCallback(
    (sent: Review, answer: { saved: SavedVersion; merged: boolean; newerRound: number | null }) => {
      dispatch({ type: "rebase", sent, saved: answer.saved.review });
      setBase({ version: answer.saved.version, review: answer.saved.review });
      // Once another browser's work came in, the review shown holds it for the rest of the visit.
      if (answer.merged) setMergedIn(true);
      setNewerRound(answer.newerRound);
      setReached(true);
    },
    [],
  );

  useEffect(() => {
    const dating = setTimeout(() => startTransition(() => setToday(new Date())));
    // The page's script started the second when the page arrived; without it, the second starts now.
    const element = board.current;
    const timer =
      element && !element.hasAttribute("data-scripted")
        ? setTimeout(() => element.setAttribute("data-elapsed", ""), LOAD_DELAY_MS)
        : undefined;
    return () => {
      clearTimeout(dating);
      clearTimeout(timer);
    };
  }, []);

  // Set in the same commit as the review it reveals, so the grid never paints a review about to change.
  useLayoutEffect(() => {
    if (ready) board.current?.setAttribute("data-ready", "");
  }, [ready]);

  useEffect(() => {
    let live = true;
    loadStorage().then(
      async ({
        fetchCurrentRound,
        fetchSavedReview,
        forgetStoredReview,
        loadStoredReview,
        sendReview,
        unsentElsewhere,
      }) => {
        // With a review link, the studio's published round (if any) is what the client reviews.
        const current = key ? await fetchCurrentRound(clientId, key) : null;
        const shown = current?.status === "ok" ? current.round : null;
        const target = reviewKeyOf(clientId, shown?.number ?? null);
        const local = loadStoredReview(target);
        kept.current = local && JSON.stringify(local);
        const answer =
          shown && current?.status === "ok"
            ? current
            : key && current?.status !== "forbidden"
              ? await fetchSavedReview(clientId, key)
              : current;
        if (!live) return;
        const { stored, merged } =
          answer?.status === "ok" ? catchUp(local, answer.saved) : { stored: local, merged: false };
        const copy = stored ?? { review: emptyReview, baseVersion: 0, baseReview: emptyReview };
        if (shown) {
          setRound(shown);
          dispatch({ type: "use-posts", postIds: roundPosts(clientId, shown).map((post) => post.id) });
        }
        dispatch({ type: "rebase", sent: emptyReview, saved: copy.review });
        setBase({ version: copy.baseVersion, review: copy.baseReview });
        setMergedIn(merged);
        setLinked(key !== null && answer?.status !== "forbidden");
        setRefused(answer?.status === "forbidden" ? answer.error : null);
        setReached(answer?.status !== "unreachable");
        setReady(true);
        if (!key || answer?.status !== "ok") return;
        // Work done here on a round the studio has since replaced (or on the sample posts) goes to
        // the review it was done on; once it is there, this browser's copy of it is no longer needed.
        for (const other of unsentElsewhere(clientId, target)) {
          const { baseVersion, review } = other.stored;
          const result = await sendReview(clientId, key, baseVersion, review, other.round);
          if (result.status === "sent") forgetStoredReview(other.reviewKey);
        }
        // Work the studio has not received yet is sent again on every visit.
        if (hasUnsentChanges(copy)) {
          const result = await sendReview(clientId, key, copy.baseVersion, copy.review, shown?.number ?? null);
          if (live && result.status === "sent") settle(copy.review, result);
        }
      },
      (error: unknown) => {
        console.error("Could not load the saved review", error);
        setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [clientId, key, settle]);

  // Every change is kept in this browser with the version it started from, so a reload loses nothing.
  useEffect(() => {
    if (base === null) return;
    const stored: StoredReview = { review: state.review, baseVersion: base.version, baseReview: base.review };
    const next = JSON.stringify(stored);
    // With nothing stored, an empty review that started from nothing says nothing worth keeping.
    const blank = kept.current === null && base.version === 0 && sameJson(state.review, emptyReview);
    if (blank || next === kept.current) return;
    kept.current = next;
    writeStored("local", reviewStorageKey(reviewKey), stored);
  }, [base, reviewKey, state.review]);
  const unsent = useMemo(() => base !== null && !sameJson(state.review, base.review), [base, state.review]);

  /** Save Comments: with the review link, the review goes to the studio, merged there with others' saves. */
  const saveComments = useCallback(async (): Promise<string> => {
    if (!key || !linked || base === null) return SAVED_ALERT;
    const { sendReview } = await loadStorage();
    const sent = state.review;
    const result = await sendReview(clientId, key, base.version, sent, round?.number ?? null);
    if (result.status !== "sent") return NOT_SENT_ALERT;
    settle(sent, result);
    return SENT_ALERT;
  }, [base, clientId, key, linked, round, settle, state.review]);

  const visible = useMemo(
    () => posts.filter((post) => matchesFilter(post, state.review, filter)),
    [filter, posts, state.review],
  );

  const summary = reviewSummaryText(clientName, posts, state.review);
  const mailto = `mailto:${site.email}?subject=${encodeURIComponent(`Social media review: ${clientName}`)}&body=${encodeURIComponent(summary.replace(/\n/g, "\r\n"))}`;

  return (
    // The page's script adds its attributes before hydration (data-scripted, data-ready, data-elapsed).
    <div id={REVIEW_BOARD_ID} ref={board} data-review-board suppressHydrationWarning>
      <div data-review-spinner className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading posts…" className="size-12" />
      </div>
      <div data-review-content className="flex flex-col gap-8">
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
            {linked && mergedIn ? <p className="mt-1 text-sm text-subtext">{MERGED_NOTICE}</p> : null}
            {linked && newerRound !== null ? (
              <p className="mt-1 text-sm font-semibold text-heading">{newerRoundNotice(newerRound)}</p>
            ) : null}
            {refused ? <p className="mt-1 text-sm text-subtext">{refused}</p> : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={mailto} className={buttonStyles("primary", "sm")}>
              Email the studio
            </a>
            <button
              type="button"
              onClick={() =>
                downloadJson(`${clientId}-review.json`, reviewSummaryJson(clientId, clientName, posts, state.review))
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
            {visible.map((post, index) => (
              <li key={post.id}>
                {/* A boundary per card: hydrating the server's grid yields between cards, so the reveal gets through. */}
                <Suspense>
                  <PostCard
                    post={post}
                    review={state.review}
                    first={index === 0}
                    onOpen={() => dispatch({ type: "open", index: posts.indexOf(post) })}
                  />
                </Suspense>
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
    </div>
  );
}
