"use client";

import { useRef, useState, type DragEvent } from "react";
import { failureMessage as messageOf } from "@/src/lib/api-client";
import type { RoundPost, RoundSummary } from "@/src/model/round";
import { buttonStyles } from "@/src/ui/button-styles";
import { Input, Textarea } from "@/src/ui/text-field";
import { editPost, newPostUrl, pictureUrl, publishRound, removePost, reorderPosts, uploadPicture } from "./api";
import { MAX_POSTS_PER_ROUND } from "./constants";
import { plannedDateFor } from "./planned-dates";
import { StoredPicture } from "./stored-picture";
import { ACCEPTED_PICTURES, usePictureUpload } from "./use-picture-upload";

type Upload = { id: number; name: string; progress: number; error: string | null };

/**
 * The studio's editor for a client's draft round: pictures in by drag and drop or the file picker
 * (each uploaded with its progress, each refusal beside its file), a caption and a planned date per
 * post, order by drag or Move up/down, replace or remove, then Publish after a confirmation.
 */
export function RoundEditor({
  clientName,
  round,
  onChange,
}: {
  clientName: string;
  round: RoundSummary;
  onChange: () => Promise<void>;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const nextUpload = useRef(0);
  const posts = round.posts;

  const patchUpload = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  async function addFiles(files: readonly File[]) {
    setProblem(null);
    const room = MAX_POSTS_PER_ROUND - posts.length;
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length < files.length) setProblem(`A round holds at most ${MAX_POSTS_PER_ROUND} posts.`);
    const started = taken.map((file) => ({ id: nextUpload.current++, name: file.name, progress: 0, error: null }));
    setUploads((list) => [...list.filter((entry) => entry.error === null && entry.progress < 1), ...started]);
    const today = new Date();
    // One at a time, in the order chosen, so the posts keep it.
    for (const [index, file] of taken.entries()) {
      const upload = started[index];
      if (!upload) continue;
      const form = new FormData();
      form.set("file", file);
      form.set("caption", "");
      form.set("plannedDate", plannedDateFor(posts.length + index, today));
      try {
        await uploadPicture(newPostUrl(round.id), form, (progress) => patchUpload(upload.id, { progress }));
        patchUpload(upload.id, { progress: 1 });
        await onChange();
      } catch (error) {
        patchUpload(upload.id, { error: messageOf(error) });
      }
    }
    setUploads((list) => list.filter((entry) => entry.error !== null || entry.progress < 1));
  }

  async function run(action: () => Promise<unknown>) {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(messageOf(error));
    }
    await onChange();
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= posts.length) return;
    const order = posts.map((post) => post.id);
    const [moved] = order.splice(from, 1);
    if (moved) order.splice(to, 0, moved);
    void run(() => reorderPosts(round.id, order));
  };

  const publish = () => {
    const count = posts.length === 1 ? "1 post" : `${posts.length} posts`;
    if (!window.confirm(`Publish round ${round.number} to ${clientName}? Their review link will show its ${count}.`))
      return;
    void run(() => publishRound(round.id));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (dragging !== null) return;
    void addFiles([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`round-${round.id}-title`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`round-${round.id}-title`} className="text-xl font-semibold text-heading">
            Round {round.number} · draft
          </h3>
          <p className="text-sm text-subtext">
            Only the studio sees a draft. {posts.length} of {MAX_POSTS_PER_ROUND} posts.
          </p>
        </div>
        <button
          type="button"
          onClick={publish}
          disabled={posts.length === 0 || uploads.some((entry) => entry.error === null)}
          className={buttonStyles("primary", "sm")}
        >
          Publish round {round.number}
        </button>
      </div>

      <div
        onDragOver={(event) => {
          if (dragging !== null) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-over={over || undefined}
        className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-outline p-8 text-center data-over:border-accent data-over:bg-background-secondary"
      >
        <p className="font-semibold text-heading">Drop the month&apos;s pictures here</p>
        <p className="max-w-prose text-sm text-subtext">
          JPEG, PNG or WebP, up to 15 MB and 8000 px a side each, at most {MAX_POSTS_PER_ROUND} posts. Each is stored as
          WebP with its camera data (EXIF, location) removed.
        </p>
        <input
          ref={picker}
          type="file"
          accept={ACCEPTED_PICTURES}
          multiple
          className="sr-only"
          aria-label={`Choose pictures for round ${round.number}`}
          onChange={(event) => {
            void addFiles([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
        <button type="button" onClick={() => picker.current?.click()} className={buttonStyles("secondary", "sm")}>
          Choose pictures
        </button>
      </div>

      {problem ? (
        <p role="alert" className="text-sm text-accent-glow">
          {problem}
        </p>
      ) : null}

      {uploads.length > 0 ? (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.map((upload) => (
            <li key={upload.id} className="grid gap-1 text-sm sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center">
              <span className="truncate text-heading">{upload.name}</span>
              {upload.error ? (
                <span role="alert" className="text-accent-glow sm:col-span-2">
                  {upload.name}: {upload.error}
                </span>
              ) : (
                <progress
                  max={1}
                  value={upload.progress}
                  aria-label={`Uploading ${upload.name}`}
                  className="h-2 w-full accent-accent"
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {posts.length === 0 ? (
        <p className="rounded-2xl border border-outline bg-background-secondary p-6 text-sm text-subtext">
          No posts in this round yet. Add the pictures above; each gets a caption and a planned date, one a day going
          back from today, which you can change.
        </p>
      ) : (
        <ol aria-label={`Posts of round ${round.number}`} className="flex flex-col gap-3">
          {posts.map((post, index) => (
            <li
              key={post.id}
              draggable
              onDragStart={(event) => {
                setDragging(post.id);
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragEnd={() => setDragging(null)}
              onDragOver={(event) => dragging !== null && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                const from = posts.findIndex((entry) => entry.id === dragging);
                setDragging(null);
                if (from >= 0 && from !== index) move(from, index);
              }}
              data-dragging={dragging === post.id || undefined}
              className="grid cursor-grab gap-4 rounded-2xl border border-outline bg-background-secondary p-4 data-dragging:opacity-50 md:grid-cols-[7rem_minmax(0,1fr)_18rem]"
            >
              <DraftPost
                post={post}
                number={index + 1}
                count={posts.length}
                roundId={round.id}
                onMove={(to) => move(index, to)}
                onRemove={() => void run(() => removePost(round.id, post.id))}
                onSaved={onChange}
                onProblem={setProblem}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function DraftPost({
  post,
  number,
  count,
  roundId,
  onMove,
  onRemove,
  onSaved,
  onProblem,
}: {
  post: RoundPost;
  number: number;
  count: number;
  roundId: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  onSaved: () => Promise<void>;
  onProblem: (message: string | null) => void;
}) {
  const [caption, setCaption] = useState(post.caption);
  const [date, setDate] = useState(post.plannedDate);
  const latest = post.versions.at(-1);
  const title = `Post ${number}`;
  const replacement = usePictureUpload({
    url: pictureUrl(roundId, post.id),
    title,
    onUploaded: onSaved,
    onProblem,
  });

  async function save(next: { caption: string; plannedDate: string }) {
    if (next.caption === post.caption && next.plannedDate === post.plannedDate) return;
    try {
      await editPost(roundId, post.id, next);
      onProblem(null);
      await onSaved();
    } catch (error) {
      onProblem(messageOf(error));
    }
  }

  return (
    <>
      <div className="relative aspect-square w-28 overflow-hidden rounded-lg bg-background">
        {latest ? (
          <StoredPicture
            image={latest.image}
            sizes="112px"
            alt={`${title}, as uploaded`}
            className="size-full object-cover"
          />
        ) : null}
        {replacement.progress !== null ? (
          <progress
            max={1}
            value={replacement.progress}
            aria-label={`Replacing the picture of ${title}`}
            className="absolute inset-x-2 bottom-2 h-1.5"
          />
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem]">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold text-heading">{title} caption</span>
          <Textarea
            value={caption}
            rows={2}
            maxLength={2200}
            onChange={(event) => setCaption(event.target.value)}
            onBlur={() => void save({ caption, plannedDate: date })}
            compact
            className="w-full text-sm"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold text-heading">{title} planned date</span>
          <Input
            type="date"
            value={date}
            required
            onChange={(event) => setDate(event.target.value)}
            onBlur={() => date && void save({ caption, plannedDate: date })}
            compact
            className="w-full text-sm"
          />
        </label>
      </div>
      <div className="grid grid-cols-2 content-start gap-2 whitespace-nowrap md:w-72">
        <button
          type="button"
          onClick={() => onMove(number - 2)}
          disabled={number === 1}
          aria-label={`Move ${title} up`}
          className={buttonStyles("secondary", "sm")}
        >
          Move up
        </button>
        <button
          type="button"
          onClick={() => onMove(number)}
          disabled={number === count}
          aria-label={`Move ${title} down`}
          className={buttonStyles("secondary", "sm")}
        >
          Move down
        </button>
        <input {...replacement.inputProps} aria-label={`New picture for ${title}`} />
        <button
          type="button"
          onClick={replacement.choose}
          aria-label={`Replace the picture of ${title}`}
          className={buttonStyles("secondary", "sm")}
        >
          Replace
        </button>
        <button
          type="button"
          onClick={() => window.confirm(`Remove ${title} from this round?`) && onRemove()}
          aria-label={`Remove ${title}`}
          className={buttonStyles("secondary", "sm")}
        >
          Remove
        </button>
      </div>
    </>
  );
}
