"use client";

import { useEffect, useRef, useState } from "react";
import { generatePosts, type StudioNote } from "@/src/features/review/posts";
import { pinsOf, STATUS_LABELS, statusOf } from "@/src/features/review/summary";
import { buttonStyles } from "@/src/ui/button-styles";
import { Image } from "@/src/ui/image";
import { Spinner } from "@/src/ui/spinner";
import { getStudioReview, reviewExportUrl, type LinkExpiry, type StudioReviewDetail } from "./api";
import { ClientRounds } from "./client-rounds";
import { ReviewLinkPanel } from "./review-link-panel";
import { formatSavedTime } from "./saved-time";

export type ReviewData = { notes: readonly StudioNote[] };

type HistoryEntry = StudioReviewDetail["history"]["versions"][number];

/**
 * One client's page in the inbox: their review link (and a new one), the sample posts' saved review,
 * read-only with its pins, its exports and its saved versions, then their rounds.
 */
export function StudioReview({
  client,
  link,
  onBack,
  onLinkRotated,
}: {
  client: { id: string; name: string; captions: readonly string[]; notes: readonly StudioNote[] };
  link: { path: string; expiry: LinkExpiry | null };
  onBack: () => void;
  onLinkRotated: () => void;
}) {
  const [detail, setDetail] = useState<StudioReviewDetail | null>(null);
  const [failed, setFailed] = useState(false);
  /** Older pages of the history, as "Show older versions" brings them. */
  const [older, setOlder] = useState<{ versions: HistoryEntry[]; next: number | null } | null>(null);
  // Opening a review takes the keyboard to its title, where reading starts.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  useEffect(() => {
    let live = true;
    getStudioReview(client.id).then(
      (answer) => live && (answer.ok ? setDetail(answer.data) : setFailed(true)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [client.id]);

  const posts = generatePosts(client.id, new Date(), client.captions, client.notes);
  const history = detail ? [...detail.history.versions, ...(older?.versions ?? [])] : [];
  const next = older ? older.next : (detail?.history.next ?? null);

  async function showOlder() {
    if (next === null) return;
    const answer = await getStudioReview(client.id, next).catch(() => null);
    if (!answer?.ok) return setFailed(true);
    setOlder((kept) => ({
      versions: [...(kept?.versions ?? []), ...answer.data.history.versions],
      next: answer.data.history.next,
    }));
  }
  const saved = detail?.saved ?? null;
  const exportUrl = (format: "json" | "csv") => reviewExportUrl(client.id, format);

  return (
    <section aria-labelledby="studio-review-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <button type="button" onClick={onBack} className="text-sm font-semibold underline underline-offset-8">
            ← All clients
          </button>
          <h2 id="studio-review-title" ref={title} tabIndex={-1} className="display mt-4 text-4xl outline-none">
            {client.name}
          </h2>
        </div>
      </div>
      <ReviewLinkPanel client={client} link={link} onRotated={onLinkRotated} />
      <section aria-labelledby="sample-posts-title" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="sample-posts-title" className="display text-3xl">
              Sample posts
            </h2>
            <p className="mt-2 text-sm text-subtext">
              The 16 posts the review link shows until a round is published, and what {client.name} said about them.
            </p>
            {saved ? (
              <p className="mt-2 text-sm text-subtext">
                Version {saved.version}, saved {formatSavedTime(saved.savedAt)}
              </p>
            ) : null}
          </div>
          {saved ? (
            <div className="flex gap-2">
              <a href={exportUrl("json")} download className={buttonStyles("secondary", "sm")}>
                Export JSON
              </a>
              <a href={exportUrl("csv")} download className={buttonStyles("secondary", "sm")}>
                Export CSV
              </a>
            </div>
          ) : null}
        </div>
        {failed ? <p role="alert">This review could not be loaded. Sign in again, or try in a moment.</p> : null}
        {!detail && !failed ? <Spinner label="Loading the review…" /> : null}
        {detail && !detail.saved ? (
          <p className="text-subtext">{client.name} has not saved a review of the sample posts yet.</p>
        ) : null}
        {saved ? (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
            {posts.map((post) => {
              const review = saved.review;
              const pins = pinsOf(post, review);
              return (
                <li
                  key={post.id}
                  className="flex flex-col overflow-hidden rounded-2xl border border-outline bg-background-secondary"
                >
                  <div className="relative aspect-square bg-background">
                    <Image
                      src={post.image}
                      alt={post.description}
                      fill
                      sizes="(min-width: 1280px) 25vw, 50vw"
                      className="object-cover"
                    />
                    {pins.map((pin, index) => (
                      <span
                        key={pin.id}
                        aria-hidden
                        className={`absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-background text-[0.65rem] font-bold text-background ${pin.isNew ? "bg-accent" : "bg-heading"}`}
                        style={{ left: `${pin.x}%`, top: `${pin.y}%` }}
                      >
                        {index + 1}
                      </span>
                    ))}
                  </div>
                  <div className="flex flex-col gap-2 p-4 text-sm">
                    <h3 className="font-semibold text-heading">
                      Post {post.number}: {STATUS_LABELS[statusOf(post, review)]}
                    </h3>
                    {pins.length > 0 ? (
                      <ol className="flex flex-col gap-1">
                        {pins.map((pin, index) => (
                          <li key={pin.id}>
                            <strong>Pin {index + 1}</strong>
                            {pin.isNew ? "" : " (studio)"}: {pin.text}
                          </li>
                        ))}
                      </ol>
                    ) : (
                      <p className="text-subtext">No comments.</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        {history.length > 1 ? (
          <section aria-labelledby="history-title">
            <h3 id="history-title" className="eyebrow">
              Saved versions
            </h3>
            <ol className="mt-3 flex flex-col gap-1 text-sm">
              {history.map((entry) => (
                <li key={entry.version}>
                  Version {entry.version}: {formatSavedTime(entry.savedAt)}
                </li>
              ))}
            </ol>
            {next !== null ? (
              <button
                type="button"
                onClick={() => void showOlder()}
                className={`${buttonStyles("secondary", "sm")} mt-3`}
              >
                Show older versions
              </button>
            ) : null}
          </section>
        ) : null}
      </section>
      <ClientRounds clientId={client.id} clientName={client.name} />
    </section>
  );
}
