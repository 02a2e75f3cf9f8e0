"use client";

import { useEffect, useMemo, useReducer, useRef, useState } from "react";
import { site } from "@/src/config/site";
import { writeStored } from "@/src/lib/storage";
import { buttonStyles } from "@/src/ui/button-styles";
import { LazyComponent } from "@/src/ui/lazy-component";
import { Spinner } from "@/src/ui/spinner";
import { LOAD_DELAY_MS, reviewStorageKey } from "./constants";
import { PostCard } from "./post-card";
import { generatePosts, type StudioNote } from "./posts";
import { initialReviewState, reviewReducer } from "./review-state";
import {
  FILTERS,
  matchesFilter,
  progressLine,
  reviewSummaryJson,
  reviewSummaryText,
  type ReviewFilter,
} from "./summary";

const loadPreview = () => import("./post-preview").then((module) => module.PostPreview);

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
  const restored = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), LOAD_DELAY_MS);
    let live = true;
    import("./review-storage").then(
      ({ loadStoredReview }) => {
        const saved = loadStoredReview(clientId);
        if (live && saved) dispatch({ type: "restore", review: saved });
        restored.current = true;
      },
      (error: unknown) => console.error("Could not load the saved review", error),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [clientId]);

  // Every change is kept in this browser, so a reload loses nothing.
  useEffect(() => {
    if (restored.current) writeStored("local", reviewStorageKey(clientId), state.review);
  }, [clientId, state.review]);

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
        <p aria-live="polite" className="text-lg font-semibold text-heading">
          {progressLine(posts, state.review)}
        </p>
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
        props={{ posts, state, dispatch, clientName }}
        onError={() => dispatch({ type: "close" })}
      />
    </div>
  );
}
