"use client";

import { useCallback, useEffect, useState } from "react";
import { pictureUrl, startRound } from "@/src/features/rounds/api";
import { RoundEditor } from "@/src/features/rounds/round-editor";
import { StoredPicture } from "@/src/features/rounds/stored-picture";
import { usePictureUpload } from "@/src/features/rounds/use-picture-upload";
import { failureMessage as messageOf } from "@/src/lib/api-client";
import type { Annotation, Review } from "@/src/model/review";
import { roundPostKey } from "@/src/model/review-keys";
import type { RoundPost } from "@/src/model/round";
import { buttonStyles } from "@/src/ui/button-styles";
import { Spinner } from "@/src/ui/spinner";
import { Input } from "@/src/ui/text-field";
import { changePin, fetchRounds, markRead, type PinChange, type StudioRound } from "./api";

type StudioChange = PinChange["change"];

const decisionLabel = { approved: "Approved", replace: "Replacement requested" } as const;

/**
 * A client's rounds in the studio's inbox: the draft in its editor (or 'New round'), and every
 * published round with the client's decisions and pins per version, where the studio uploads a
 * post's next version, replies to a pin and resolves it. Opening it marks the client's reviews read.
 */
export function ClientRounds({ clientId, clientName }: { clientId: string; clientName: string }) {
  const [rounds, setRounds] = useState<StudioRound[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setRounds(await fetchRounds(clientId));
    } catch (error) {
      setProblem(messageOf(error));
    }
  }, [clientId]);

  useEffect(() => {
    let live = true;
    fetchRounds(clientId).then(
      (loaded) => live && setRounds(loaded),
      (error: unknown) => live && setProblem(messageOf(error)),
    );
    void markRead(clientId).catch(() => {});
    return () => {
      live = false;
    };
  }, [clientId]);

  const draft = rounds?.find((round) => round.status === "draft");
  const published = rounds?.filter((round) => round.status === "published") ?? [];

  return (
    <section aria-labelledby="rounds-title" className="flex flex-col gap-6 border-t border-outline pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="rounds-title" className="display text-3xl">
            Rounds
          </h2>
          <p className="text-sm text-subtext">
            {clientName}&apos;s review link shows the latest published round; without one, the generated posts.
          </p>
        </div>
        {rounds && !draft ? (
          <button
            type="button"
            onClick={() =>
              void startRound(clientId)
                .then(reload)
                .catch((error: unknown) => setProblem(messageOf(error)))
            }
            className={buttonStyles("primary", "sm")}
          >
            New round
          </button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-accent-glow">
          {problem}
        </p>
      ) : null}
      {rounds === null ? <Spinner label="Loading rounds…" /> : null}
      {draft ? <RoundEditor clientName={clientName} round={draft} onChange={reload} /> : null}
      {rounds && rounds.length === 0 ? (
        <p className="text-sm text-subtext">
          No rounds yet: start one with New round and upload the month&apos;s posts.
        </p>
      ) : null}
      {published.map((round, index) => (
        <PublishedRound
          key={round.id}
          clientId={clientId}
          round={round}
          current={index === 0}
          onChange={reload}
          onProblem={setProblem}
        />
      ))}
    </section>
  );
}

function PublishedRound({
  clientId,
  round,
  current,
  onChange,
  onProblem,
}: {
  clientId: string;
  round: StudioRound;
  current: boolean;
  onChange: () => Promise<void>;
  onProblem: (message: string | null) => void;
}) {
  const review = round.saved?.review ?? { decisions: {}, comments: {} };
  const published = round.publishedAt ? new Date(round.publishedAt).toLocaleDateString("en-CA") : "";
  return (
    <section aria-labelledby={`round-${round.id}-title`} className="flex flex-col gap-4">
      <h3 id={`round-${round.id}-title`} className="text-xl font-semibold text-heading">
        Round {round.number} · published {published}
        {current ? " · on the client's link" : ""}
      </h3>
      <ol className="grid gap-4 lg:grid-cols-2">
        {round.posts.map((post, index) => (
          <li key={post.id} className="rounded-2xl border border-outline bg-background-secondary p-4">
            <PublishedPost
              clientId={clientId}
              roundId={round.id}
              roundNumber={round.number}
              number={index + 1}
              post={post}
              review={review}
              onChange={onChange}
              onProblem={onProblem}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function PublishedPost({
  clientId,
  roundId,
  roundNumber,
  number,
  post,
  review,
  onChange,
  onProblem,
}: {
  clientId: string;
  roundId: number;
  roundNumber: number;
  number: number;
  post: RoundPost;
  review: Review;
  onChange: () => Promise<void>;
  onProblem: (message: string | null) => void;
}) {
  const title = `Social Media Post ${number}`;
  const nextVersion = usePictureUpload({ url: pictureUrl(roundId, post.id), title, onUploaded: onChange, onProblem });
  const latest = post.versions.at(-1);
  if (!latest) return null;
  const decision = review.decisions[roundPostKey(post.id, latest.version)];
  const progress = nextVersion.progress;

  async function change(postKey: string, pinId: string, pinChange: StudioChange) {
    try {
      await changePin(clientId, { round: roundNumber, postKey, pinId, change: pinChange });
      onProblem(null);
    } catch (error) {
      onProblem(messageOf(error));
    }
    await onChange();
  }

  return (
    <div className="grid gap-4 sm:grid-cols-[9.5rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-2">
        <StoredPicture
          image={latest.image}
          sizes="128px"
          alt={`${title}, version ${latest.version}`}
          className="aspect-square w-full rounded-lg object-cover"
        />
        <input {...nextVersion.inputProps} aria-label={`Version ${latest.version + 1} of ${title}`} />
        {progress !== null ? (
          <progress max={1} value={progress} aria-label={`Uploading version ${latest.version + 1} of ${title}`} />
        ) : (
          <button
            type="button"
            onClick={nextVersion.choose}
            className={`${buttonStyles("secondary", "sm")} whitespace-nowrap`}
          >
            Upload version {latest.version + 1}
            <span className="sr-only"> of {title}</span>
          </button>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div>
          <h4 className="font-semibold text-heading">{title}</h4>
          <p className="text-sm text-subtext">
            Version {latest.version} · {decision ? decisionLabel[decision] : "Awaiting review"}
            {post.caption ? ` · ${post.caption}` : ""}
          </p>
        </div>
        {[...post.versions].reverse().map(({ version }) => {
          const key = roundPostKey(post.id, version);
          const pins = review.comments[key] ?? [];
          if (pins.length === 0) return null;
          return (
            <div key={key} className="flex flex-col gap-2">
              <p className="eyebrow">Pins on version {version}</p>
              <ol className="flex flex-col gap-2">
                {pins.map((pin, index) => (
                  <PinThread
                    key={pin.id}
                    label={`Pin ${index + 1} on version ${version} of ${title}`}
                    number={index + 1}
                    pin={pin}
                    onChange={(pinChange) => change(key, pin.id, pinChange)}
                  />
                ))}
              </ol>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function PinThread({
  label,
  number,
  pin,
  onChange,
}: {
  label: string;
  number: number;
  pin: Annotation;
  onChange: (change: StudioChange) => Promise<void>;
}) {
  const [reply, setReply] = useState("");
  const [busy, setBusy] = useState(false);
  const act = async (change: StudioChange) => {
    setBusy(true);
    await onChange(change);
    setBusy(false);
  };
  return (
    <li aria-label={label} className="rounded-xl border border-outline bg-background p-3 text-sm">
      <p className="text-heading">
        <span className="font-semibold">{number}.</span> {pin.text}
        {pin.resolved ? <span className="ml-2 text-xs font-semibold text-accent">Resolved</span> : null}
      </p>
      {(pin.replies ?? []).map((entry) => (
        <p key={entry.id} className="mt-2 border-l-2 border-accent pl-3 text-text">
          <span className="font-semibold text-heading">Studio:</span> {entry.text}
        </p>
      ))}
      <form
        className="mt-3 flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reply.trim()) return;
          void act({ type: "reply", text: reply }).then(() => setReply(""));
        }}
      >
        <Input
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          maxLength={2000}
          aria-label={`Reply to ${label.toLowerCase()}`}
          placeholder="Reply to the client"
          compact
          tone="secondary"
          className="min-w-0 flex-1"
        />
        <button type="submit" disabled={busy || !reply.trim()} className={buttonStyles("primary", "sm")}>
          Reply
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void act({ type: "resolve", resolved: !pin.resolved })}
          className={buttonStyles("secondary", "sm")}
        >
          {pin.resolved ? "Reopen" : "Resolve"}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </form>
    </li>
  );
}
