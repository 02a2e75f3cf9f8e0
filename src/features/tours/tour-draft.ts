import { CallFailed, failureMessage } from "@/src/lib/api-client";
import type { TourLayout } from "@/src/model/stored-tour";
import type { getTour, saveTour, TourDetail } from "./api";

export type DraftChange = Partial<Pick<TourDetail, "name" | "location">> & { layout?: TourLayout };
export type SaveState = "saved" | "saving" | "failed";
/** What the editor shows of its draft. */
export type DraftView = {
  tour: TourDetail | null;
  problem: string | null;
  saveState: SaveState;
  /** Edits shown that the server does not hold yet (publishing would leave them out). */
  unsaved: boolean;
};

/** Runs a write of the tour in its turn among the draft's saves (TourDraft.runInTurn). */
export type RunInTurn = <T>(write: () => Promise<T>) => Promise<T>;

/** The calls a draft makes: the studio's API, or a test's. */
export type DraftServer = { getTour: typeof getTour; saveTour: typeof saveTour };

/** How long a save that did not reach the server waits before it is sent again. */
export const SAVE_RETRY_MS = 5000;

/**
 * The studio's unsaved edits over what the server answered: plans, footage and status are the server's,
 * and so are the floor changes, the path and the cover when the footage changed (they belong to its frames).
 */
function withEdits(mine: TourDetail, server: TourDetail): TourDetail {
  const plans = new Map(server.layout.floors.map((floor) => [floor.id, floor.plan]));
  const sameFrames = (mine.footage?.id ?? null) === (server.footage?.id ?? null);
  const { changes, keyframes, coverFrame } = sameFrames ? mine.layout : server.layout;
  return {
    ...server,
    name: mine.name,
    location: mine.location,
    layout: {
      floors: mine.layout.floors.map((floor) => ({ ...floor, plan: plans.get(floor.id) ?? floor.plan })),
      changes,
      keyframes,
      coverFrame,
    },
  };
}

/** Answers that say "not now" rather than "no": signed out, forbidden, timed out, too many requests. */
const NOT_NOW = new Set([401, 403, 408, 429]);

/**
 * The server said no to the save itself (another version, a rule): sending it again would not help.
 * Anything else (no answer, a 5xx, one of NOT_NOW) keeps the edits to be sent again.
 */
const refused = (error: unknown) =>
  error instanceof CallFailed &&
  error.status !== null &&
  error.status >= 400 &&
  error.status < 500 &&
  !NOT_NOW.has(error.status);

/** The end of each tour's line of writes, by tour id (TourDraft's `lines`). */
export type TourLines = Map<number, Promise<unknown>>;

/** The lines of every tour this page edits. */
const PAGE_TOUR_LINES: TourLines = new Map();

/**
 * The tour the editor shows and changes (docs/tours.md#the-tour-editor). Each change shows at once
 * and is saved in the background. The editor's writes take turns: a save, a plan, the video's start
 * or publishing waits for the one before it, so none is sent from a version another has replaced,
 * and a save sends the latest copy when its turn comes. Edits not saved yet stay over whatever the
 * server answers meanwhile. A refused save (another studio member changed the tour) shows why and
 * the tour as stored; a save that got no answer, a 5xx or a "not now" keeps the edits and is sent
 * again, from the tour as stored then.
 */
export class TourDraft {
  private view: DraftView = { tour: null, problem: null, saveState: "saved", unsaved: false };
  private version = 0;
  /** Edits shown and not sent yet. */
  private pending = false;
  /** A save waits for its turn (it sends the latest copy then). */
  private saveWaiting = false;
  /**
   * The one timer of the draft: a save sent again after a failure (with edits pending), or else a load
   * tried again after one that got no answer (only with no edits pending, so it never replaces a save's).
   */
  private retry: ReturnType<typeof setTimeout> | undefined;
  /**
   * The last call went unanswered (a write may have been stored all the same), so the version may be
   * behind the server's: the tour is loaded again before the next save.
   */
  private stale = false;
  /** The editor closed: saves already in the line still go, none is sent again later. */
  private stopped = false;

  constructor(
    private readonly tourId: number,
    private readonly server: DraftServer,
    private readonly show: (view: DraftView) => void,
    /**
     * The line of writes is the tour's, not the editor's: a tour closed and opened again while the
     * closed editor's save is on its way is loaded after that save, so the new editor saves from the
     * version that save made (from the one before, its first save would be refused as changed elsewhere).
     */
    private readonly lines: TourLines = PAGE_TOUR_LINES,
  ) {}

  /** Loads the tour (in its turn, like every call). */
  start(): Promise<void> {
    this.stopped = false;
    return this.inTurn(async () => {
      await this.load();
    });
  }

  /** The editor closed: nothing is sent again later (saves already in the line still go). */
  stop() {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** Shows the change now and saves it. */
  change(next: DraftChange) {
    const current = this.view.tour;
    if (!current) return;
    this.pending = true;
    this.update({ tour: { ...current, ...next } });
    this.queueSave();
  }

  /**
   * Runs another write of the tour (a plan, the video's start, publishing) in its turn, then shows the
   * tour as stored, with the edits not saved yet over it. Its answer or refusal is the caller's.
   */
  runInTurn<T>(write: () => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      try {
        return await write();
      } finally {
        await this.load();
      }
    });
  }

  /** Shows the tour as stored now (after writes that leave its version as it is, like frames). */
  reload(): Promise<void> {
    return this.inTurn(async () => {
      await this.load();
    });
  }

  setProblem(problem: string | null) {
    this.update({ problem });
  }

  private update(next: Partial<Omit<DraftView, "unsaved">>) {
    this.view = { ...this.view, ...next, unsaved: this.pending || this.saveWaiting };
    this.show(this.view);
  }

  private inTurn<T>(job: () => Promise<T>): Promise<T> {
    const run = (this.lines.get(this.tourId) ?? Promise.resolve()).then(job);
    const end = run.catch(() => undefined);
    this.lines.set(this.tourId, end);
    void end.then(() => {
      if (this.lines.get(this.tourId) === end) this.lines.delete(this.tourId);
    });
    return run;
  }

  private adopt(answer: TourDetail) {
    this.version = answer.version;
    const mine = this.view.tour;
    this.update({ tour: this.pending && mine ? withEdits(mine, answer) : answer });
  }

  /** Shows the tour as stored; what went wrong, or null. */
  private async load(): Promise<unknown> {
    try {
      this.adopt(await this.server.getTour(this.tourId));
      this.stale = false;
      return null;
    } catch (error) {
      this.stale = true;
      this.update({ problem: failureMessage(error) });
      // What is shown may be older than a write that went through: loaded again in a moment (with edits
      // pending, the save sent again loads it first).
      if (!this.pending && !this.stopped) {
        clearTimeout(this.retry);
        this.retry = setTimeout(() => void this.reload(), SAVE_RETRY_MS);
      }
      return error;
    }
  }

  private queueSave() {
    clearTimeout(this.retry);
    if (this.saveWaiting) return;
    this.saveWaiting = true;
    this.update({ saveState: "saving" });
    void this.inTurn(() => this.save());
  }

  /** Keeps the edits and sends them again later. */
  private saveLater(error: unknown) {
    this.pending = true;
    this.update({ problem: failureMessage(error), saveState: "failed" });
    clearTimeout(this.retry);
    if (!this.stopped) this.retry = setTimeout(() => this.queueSave(), SAVE_RETRY_MS);
  }

  /** Nothing is left to send: "saved", and the unsaved flag caught up (a save queued behind one that sent it all). */
  private nothingToSave() {
    this.update(this.view.saveState === "saving" ? { saveState: "saved" } : {});
  }

  private async save() {
    this.saveWaiting = false;
    clearTimeout(this.retry);
    if (!this.pending || !this.view.tour) return this.nothingToSave();
    if (this.stale) {
      // The tour as stored first: an unanswered save may have been stored, which moved the version.
      const failure = await this.load();
      if (failure !== null) return this.saveLater(failure);
      if (!this.pending) return this.nothingToSave();
    }
    const copy = this.view.tour;
    this.pending = false;
    try {
      this.adopt(
        await this.server.saveTour(this.tourId, {
          baseVersion: this.version,
          name: copy.name,
          location: copy.location,
          layout: { ...copy.layout, floors: copy.layout.floors.map(({ id, name }) => ({ id, name })) },
        }),
      );
      if (!this.pending) this.update({ problem: null, saveState: "saved" });
    } catch (error) {
      if (!refused(error)) {
        this.stale = true;
        return this.saveLater(error);
      }
      // What was refused, and what was made on top of it, gives way to the tour as stored.
      this.pending = false;
      this.update({ problem: failureMessage(error), saveState: "failed" });
      await this.load();
    }
  }
}
