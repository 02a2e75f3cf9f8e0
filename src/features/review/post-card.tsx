"use client";

import { useState } from "react";
import type { Review } from "@/src/model/review";
import { CARD_MARKER_LIMIT } from "./constants";
import { formatPostDate } from "./post-date";
import { POST_CARD_SIZES } from "./post-media";
import { PostPicture, postPictureSize } from "./post-picture";
import { placeholderColour, type SocialPost } from "./posts";
import { pinsOf, STATUS_LABELS, statusOf } from "./summary";

const statusStyles = {
  approved: "border-accent bg-accent text-background",
  replace: "border-heading bg-heading text-background",
  awaiting: "border-outline text-text",
} as const;

const statusIcons = { approved: "✓", replace: "↻", awaiting: "○" } as const;

type PostCardProps = {
  post: SocialPost;
  review: Review;
  onOpen: () => void;
  /** The grid's first card: on a phone its picture is the page's largest paint. */
  first?: boolean;
};

/** One post in the grid: image, title, date, status in words, and up to five pins then '+N more'. */
export function PostCard({ post, review, onOpen, first = false }: PostCardProps) {
  const [failed, setFailed] = useState(false);
  const status = statusOf(post, review);
  const pins = pinsOf(post, review);
  const size = postPictureSize(post);
  const titleId = `${post.id}-title`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-outline bg-background-secondary">
      <button
        type="button"
        onClick={onOpen}
        aria-labelledby={titleId}
        aria-describedby={`${post.id}-meta`}
        className="group relative block overflow-hidden bg-background"
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
      >
        {failed ? (
          <span
            data-testid="post-placeholder"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-heading"
            style={{ backgroundColor: placeholderColour(post.id) }}
          >
            <span className="display text-xl">{post.title}</span>
            <span className="text-sm">Preview not available</span>
          </span>
        ) : (
          <PostPicture
            post={post}
            alt=""
            sizes={POST_CARD_SIZES}
            // Every card's picture downloads while the spinner turns (the grid is in the page, hidden): the
            // first one at once, the others after the page's own files, so the spinner paints no later.
            loading="eager"
            fetchPriority={first ? "high" : "low"}
            onError={() => setFailed(true)}
            className="object-cover transition-transform duration-700 ease-out-expo group-hover:scale-[1.03]"
          />
        )}
        {pins.slice(0, CARD_MARKER_LIMIT).map((pin, index) => (
          <span
            key={pin.id}
            aria-hidden
            data-testid="card-marker"
            className={`absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-background text-[0.65rem] font-bold shadow ${pin.isNew ? "bg-accent text-background" : "bg-heading text-background"}`}
            style={{ left: `${pin.x}%`, top: `${pin.y}%` }}
          >
            {index + 1}
          </span>
        ))}
      </button>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-base font-semibold text-heading">
            {post.title}
          </h2>
          {post.round && post.round.version > 1 ? (
            <span className="shrink-0 rounded-full border border-accent px-2 py-0.5 text-xs font-semibold text-accent">
              Version {post.round.version}
            </span>
          ) : null}
          {pins.length > CARD_MARKER_LIMIT ? (
            <span className="shrink-0 rounded-full bg-background px-2 py-0.5 text-xs font-semibold text-accent">
              +{pins.length - CARD_MARKER_LIMIT} more
            </span>
          ) : null}
        </div>
        <p id={`${post.id}-meta`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          {/* Undated in the server's render: the page's script writes the visitor's date before the grid shows (reveal-script.ts). */}
          <time
            dateTime={post.date || undefined}
            data-days-ago={post.date ? undefined : post.daysAgo}
            suppressHydrationWarning
            className="text-subtext"
          >
            {post.date ? formatPostDate(post.date) : "\u00a0"}
          </time>
          <span
            data-testid="post-status"
            className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusStyles[status]}`}
          >
            <span aria-hidden>{statusIcons[status]}</span>
            {STATUS_LABELS[status]}
          </span>
        </p>
      </div>
    </article>
  );
}
