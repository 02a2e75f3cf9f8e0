"use client";

import { useEffect, useRef, useState } from "react";
import { failureMessage } from "@/src/lib/api-client";
import { buttonStyles } from "@/src/ui/button-styles";
import { Link } from "@/src/ui/link";
import { Spinner } from "@/src/ui/spinner";
import { deleteTour, publishTour, unpublishTour, type TourDetail } from "./api";
import { MAX_TOUR_LOCATION, MAX_TOUR_NAME } from "./constants";
import { FloorsPanel } from "./floors-panel";
import { FootagePanel } from "./footage-panel";
import { disabledLook, fieldStyles } from "./styles";
import type { RunInTurn } from "./tour-draft";
import { publishProblems } from "./tour-rules";
import { useTourDraft } from "./use-tour-draft";
import { WalkPanel } from "./walk-panel";

/** The status a tour shows in the studio. */
export function statusText(tour: Pick<TourDetail, "status" | "changed">): string {
  if (tour.status === "draft") return "Draft";
  return tour.changed ? "Published · changes not published yet" : "Published";
}

/**
 * One tour in the studio (docs/tours.md#the-tour-editor): its name and location, the video and its
 * upload, the floors and their plans, the walk (floors along the frames, the camera's path), and
 * publishing. Every change is saved as it is made.
 */
export function TourEditor({ tourId, onBack }: { tourId: number; onBack: () => void }) {
  const { tour, problem, saveState, unsaved, draft } = useTourDraft(tourId);
  /** Frames stored by the upload running in this tab, ahead of what the tour last said. */
  const [uploading, setUploading] = useState<number | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (tour && !focused.current) {
      focused.current = true;
      title.current?.focus();
    }
  }, [tour]);

  if (!tour) {
    return problem ? (
      <div className="flex flex-col items-start gap-4">
        <p role="alert">{problem}</p>
        <button type="button" onClick={onBack} className={buttonStyles("secondary", "sm")}>
          All tours
        </button>
      </div>
    ) : (
      <Spinner label="Loading the tour…" />
    );
  }

  return (
    <section aria-labelledby="tour-editor-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-3">
          <button type="button" onClick={onBack} className="w-fit text-sm font-semibold underline underline-offset-8">
            ← All tours
          </button>
          <h2 id="tour-editor-title" ref={title} tabIndex={-1} className="display text-4xl outline-none">
            {tour.name}
          </h2>
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span className="rounded-full border border-accent px-3 py-1 text-xs font-semibold text-accent">
              {statusText(tour)}
            </span>
            <span className="text-subtext">/property/{tour.slug}</span>
            <span aria-live="polite" className="text-subtext">
              {saveState === "saving" ? "Saving…" : saveState === "failed" ? "Not saved" : "All changes saved"}
            </span>
          </p>
        </div>
        {tour.status === "published" ? (
          <Link href={`/property/${tour.slug}`} className={buttonStyles("secondary", "sm")}>
            View the published tour
          </Link>
        ) : null}
      </div>

      <DetailsFields tour={tour} onChange={(next) => draft.change(next)} />

      {problem ? (
        <p role="alert" className="rounded-xl border border-accent/60 p-4 text-sm text-accent-glow">
          {problem}
        </p>
      ) : null}

      <FootagePanel
        tour={tour}
        runInTurn={(write) => draft.runInTurn(write)}
        onChanged={() => draft.reload()}
        onProgress={setUploading}
      />
      <FloorsPanel
        tour={tour}
        onLayout={(layout) => draft.change({ layout })}
        runInTurn={(write) => draft.runInTurn(write)}
      />
      <WalkPanel tour={tour} onLayout={(layout) => draft.change({ layout })} />
      <PublishPanel
        tour={
          uploading !== null && tour.footage ? { ...tour, footage: { ...tour.footage, storedFrames: uploading } } : tour
        }
        busy={saveState === "saving" || unsaved}
        runInTurn={(write) => draft.runInTurn(write)}
        onDeleted={onBack}
        onProblem={(message) => draft.setProblem(message)}
      />
    </section>
  );
}

function DetailsFields({
  tour,
  onChange,
}: {
  tour: TourDetail;
  onChange: (next: { name?: string; location?: string }) => void;
}) {
  const [name, setName] = useState(tour.name);
  const [location, setLocation] = useState(tour.location);
  return (
    <div className="grid gap-4 rounded-2xl border border-outline bg-background-secondary p-5 md:grid-cols-2">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold text-heading">Property name</span>
        <input
          value={name}
          maxLength={MAX_TOUR_NAME}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => name.trim() && name.trim() !== tour.name && onChange({ name: name.trim() })}
          className={fieldStyles}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold text-heading">Location</span>
        <input
          value={location}
          maxLength={MAX_TOUR_LOCATION}
          onChange={(event) => setLocation(event.target.value)}
          onBlur={() => location.trim() && location.trim() !== tour.location && onChange({ location: location.trim() })}
          className={fieldStyles}
        />
      </label>
    </div>
  );
}

function PublishPanel({
  tour,
  busy,
  runInTurn,
  onDeleted,
  onProblem,
}: {
  tour: TourDetail;
  busy: boolean;
  runInTurn: RunInTurn;
  onDeleted: () => void;
  onProblem: (message: string | null) => void;
}) {
  const [working, setWorking] = useState(false);
  const names = new Map(tour.layout.floors.map((floor) => [floor.id, floor.name]));
  const problems = publishProblems(tour.layout, tour.footage, (id) => names.get(id) ?? id);
  const published = tour.status === "published";

  async function act(question: string, action: () => Promise<unknown>) {
    if (!window.confirm(question)) return;
    setWorking(true);
    try {
      await action();
      onProblem(null);
    } catch (error) {
      onProblem(failureMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <section
      aria-labelledby="publish-title"
      className="flex flex-col gap-4 rounded-2xl border border-outline bg-background-secondary p-5"
    >
      <div>
        <h3 id="publish-title" className="text-xl font-semibold text-heading">
          Publish
        </h3>
        <p className="text-sm text-subtext">
          {published
            ? `Listed on /property${tour.publishedAt ? ` since ${new Date(tour.publishedAt).toLocaleDateString("en-CA")}` : ""}. Visitors see the tour as it was when last published.`
            : "Only the studio sees a draft: its address answers 'Tour not found' until it is published."}
        </p>
      </div>
      {problems.length > 0 ? (
        <ul aria-label="Before publishing" className="flex list-disc flex-col gap-1 pl-5 text-sm text-text">
          {problems.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {!published || tour.changed ? (
          <button
            type="button"
            disabled={problems.length > 0 || busy || working}
            onClick={() =>
              void act(
                published
                  ? `Publish the changes to ${tour.name}? Visitors see them from now on.`
                  : `Publish ${tour.name}? It will be listed on /property for every visitor.`,
                () => runInTurn(() => publishTour(tour.id)),
              )
            }
            className={`${buttonStyles("primary", "sm")} ${disabledLook}`}
          >
            {published ? "Publish changes" : "Publish tour"}
          </button>
        ) : null}
        {published ? (
          <button
            type="button"
            disabled={working}
            onClick={() =>
              void act(
                `Unpublish ${tour.name}? Its address will answer 'Tour not found' until you publish it again.`,
                () => runInTurn(() => unpublishTour(tour.id)),
              )
            }
            className={`${buttonStyles("secondary", "sm")} ${disabledLook}`}
          >
            Unpublish
          </button>
        ) : null}
        <button
          type="button"
          disabled={working}
          onClick={() =>
            void act(`Delete ${tour.name}, its frames and its plans? This cannot be undone.`, async () => {
              await deleteTour(tour.id);
              onDeleted();
            })
          }
          className={`${buttonStyles("secondary", "sm")} ${disabledLook}`}
        >
          Delete tour
        </button>
      </div>
    </section>
  );
}
