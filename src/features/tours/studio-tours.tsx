"use client";

import { useEffect, useState, type FormEvent } from "react";
import { failureMessage } from "@/src/lib/api-client";
import { buttonStyles } from "@/src/ui/button-styles";
import { Spinner } from "@/src/ui/spinner";
import { createTour, listTours, type TourSummary } from "./api";
import { MAX_TOUR_LOCATION, MAX_TOUR_NAME } from "./constants";
import { framesText } from "./import-plan";
import { fieldStyles } from "./styles";
import { statusText, TourEditor } from "./tour-editor";

export type StudioToursProps = {
  /** The tour open in the editor (kept in the address as `?tour=`), or null for the list. */
  open: number | null;
  onOpen: (tourId: number | null) => void;
};

/**
 * The studio's tours of real listings in the inbox (docs/tours.md#the-tour-editor): each tour with its
 * status and upload, 'New tour' with the property's name and location, and the editor of the one open.
 */
export function StudioTours({ open, onOpen }: StudioToursProps) {
  const [tours, setTours] = useState<TourSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (open !== null) return;
    let live = true;
    listTours().then(
      (loaded) => live && setTours(loaded),
      (error: unknown) => live && setProblem(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [open]);

  if (open !== null) return <TourEditor key={open} tourId={open} onBack={() => onOpen(null)} />;

  return (
    <section aria-labelledby="tours-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="tours-title" className="display text-3xl">
            Tours
          </h2>
          <p className="text-sm text-subtext">
            A walkthrough video of a listing becomes a tour on /property, with its floor plans and where the camera
            walks.
          </p>
        </div>
        {adding ? null : (
          <button type="button" onClick={() => setAdding(true)} className={buttonStyles("primary", "sm")}>
            New tour
          </button>
        )}
      </div>
      {adding ? <NewTourForm onCancel={() => setAdding(false)} onMade={onOpen} /> : null}
      {problem ? (
        <p role="alert" className="text-sm text-accent-glow">
          {problem}
        </p>
      ) : null}
      {tours === null ? (
        problem ? null : (
          <Spinner label="Loading tours…" />
        )
      ) : tours.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-outline p-8 text-center text-sm text-subtext">
          No tours yet. &lsquo;New tour&rsquo; starts one: name the property, then drop its walkthrough video.
        </p>
      ) : (
        <ul
          aria-label="Tours"
          className="flex flex-col divide-y divide-outline rounded-2xl border border-outline bg-background-secondary"
        >
          {tours.map((tour) => (
            <li key={tour.id} className="grid items-center gap-4 p-4 sm:grid-cols-[8rem_minmax(0,1fr)_auto]">
              <div className="relative hidden aspect-video overflow-hidden rounded-lg bg-background sm:block">
                {tour.coverUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored frame, served as it is
                  <img src={tour.coverUrl} alt="" className="size-full object-cover" />
                ) : null}
              </div>
              <div className="min-w-0">
                <h3 className="truncate font-semibold text-heading">{tour.name}</h3>
                <p className="text-sm text-subtext">
                  {tour.location} · {statusText(tour)}
                  {tour.frameCount === null
                    ? " · no video yet"
                    : tour.storedFrames < tour.frameCount
                      ? ` · upload paused at ${framesText(tour.storedFrames, tour.frameCount)}`
                      : ` · ${tour.frameCount} frames`}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onOpen(tour.id)}
                className={buttonStyles("primary", "sm")}
                aria-label={`Open the tour of ${tour.name}`}
              >
                Open
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NewTourForm({ onCancel, onMade }: { onCancel: () => void; onMade: (tourId: number) => void }) {
  const [name, setName] = useState("");
  const [location, setLocation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      onMade(await createTour({ name: name.trim(), location: location.trim() }));
    } catch (error) {
      setProblem(failureMessage(error));
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="New tour"
      className="grid gap-4 rounded-2xl border border-outline bg-background-secondary p-5 md:grid-cols-[1fr_1fr_auto] md:items-end"
    >
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold text-heading">Property name</span>
        <input
          required
          autoFocus
          value={name}
          maxLength={MAX_TOUR_NAME}
          placeholder="118 Elbow Drive SW"
          onChange={(event) => setName(event.target.value)}
          className={fieldStyles}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold text-heading">Location</span>
        <input
          required
          value={location}
          maxLength={MAX_TOUR_LOCATION}
          placeholder="Calgary, AB"
          onChange={(event) => setLocation(event.target.value)}
          className={fieldStyles}
        />
      </label>
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className={buttonStyles("primary", "sm")}>
          Create tour
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles("secondary", "sm")}>
          Cancel
        </button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-accent-glow md:col-span-3">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
