"use client";

import { useEffect, useState } from "react";
import { getTour, saveTour } from "./api";
import { TourDraft, type DraftServer, type DraftView } from "./tour-draft";

const STUDIO_API: DraftServer = { getTour, saveTour };

/** The editor's draft of one tour (src/features/tours/tour-draft.ts): what it shows, and its calls. */
export function useTourDraft(tourId: number) {
  const [view, setView] = useState<DraftView>({ tour: null, problem: null, saveState: "saved", unsaved: false });
  const [draft] = useState(() => new TourDraft(tourId, STUDIO_API, setView));
  useEffect(() => {
    void draft.start();
    return () => draft.stop();
  }, [draft]);
  return { ...view, draft };
}
