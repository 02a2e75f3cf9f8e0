"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { failureMessage } from "@/src/lib/api-client";
import type { TourLayout } from "@/src/model/stored-tour";
import { getTour, saveTour, type TourDetail } from "./api";

export type DraftChange = Partial<Pick<TourDetail, "name" | "location">> & { layout?: TourLayout };
export type SaveState = "saved" | "saving" | "failed";

/** The studio's unsaved edits over what the server answered: plans, footage and status are the server's. */
function withEdits(mine: TourDetail, server: TourDetail): TourDetail {
  const plans = new Map(server.layout.floors.map((floor) => [floor.id, floor.plan]));
  return {
    ...server,
    name: mine.name,
    location: mine.location,
    layout: {
      ...mine.layout,
      floors: mine.layout.floors.map((floor) => ({ ...floor, plan: plans.get(floor.id) ?? floor.plan })),
    },
  };
}

/**
 * The tour the editor shows and changes (docs/tours.md#the-tour-editor): each change shows at once
 * and is saved in the background, one save at a time, the latest copy each time, from the version
 * the server last answered. A refused save (another studio member changed the tour) shows why, and
 * the tour as stored. Other actions (a plan, publishing) hand their answer to `adopt`.
 */
export function useTourDraft(tourId: number) {
  const [tour, setTour] = useState<TourDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>("saved");
  const local = useRef<TourDetail | null>(null);
  const version = useRef(0);
  const saving = useRef(false);
  /** Edits made since the save in flight left. */
  const pending = useRef(false);

  const adopt = useCallback((server: TourDetail) => {
    version.current = server.version;
    const shown = pending.current && local.current ? withEdits(local.current, server) : server;
    local.current = shown;
    setTour(shown);
  }, []);

  const reload = useCallback(async () => {
    try {
      pending.current = false;
      adopt(await getTour(tourId));
    } catch (error) {
      setProblem(failureMessage(error));
    }
  }, [adopt, tourId]);

  useEffect(() => {
    let live = true;
    getTour(tourId).then(
      (loaded) => live && adopt(loaded),
      (error: unknown) => live && setProblem(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [adopt, tourId]);

  const flush = useCallback(async () => {
    pending.current = true;
    if (saving.current) return;
    saving.current = true;
    setSaveState("saving");
    try {
      while (pending.current && local.current) {
        pending.current = false;
        const copy = local.current;
        adopt(
          await saveTour(tourId, {
            baseVersion: version.current,
            name: copy.name,
            location: copy.location,
            layout: { ...copy.layout, floors: copy.layout.floors.map(({ id, name }) => ({ id, name })) },
          }),
        );
      }
      setProblem(null);
      setSaveState("saved");
    } catch (error) {
      setProblem(failureMessage(error));
      setSaveState("failed");
      await reload();
    } finally {
      saving.current = false;
    }
  }, [adopt, reload, tourId]);

  /** Shows the change now and saves it. */
  const change = useCallback(
    (next: DraftChange) => {
      const current = local.current;
      if (!current) return;
      local.current = { ...current, ...next };
      setTour(local.current);
      void flush();
    },
    [flush],
  );

  return { tour, problem, setProblem, saveState, change, adopt, reload };
}
