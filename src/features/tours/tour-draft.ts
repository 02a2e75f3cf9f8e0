import { CallFailed, failureMessage } from "@/src/lib/api-client";
import type { TourLayout } from "@/src/model/stored-tour";
import type { getTour, saveTour, TourDetail } from "./api";

export type DraftChange = Partial<Pick<TourDetail, "name" | "location">> & { layout?: TourLayout };
export type SaveState = "saved" | "saving" | "failed";
/** What the editor shows of its draft. */
export type DraftView = { tour: TourDetail | null; problem: string | null; saveState: SaveState };

/** Runs a write of the tour in its turn among the draft's saves (TourDraft.runInTurn). */
export type RunInTurn = <T>(write: () => Promise<T>) => Promise<T>;

/** The calls a draft makes: the studio's API, or a test's. */
export type DraftServer = { getTour: typeof getTour; saveTour: typeof saveTour };

/** How long a save that did not reach the server waits before it is sent again. */
export const SAVE_RETRY_MS = 5000;

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

/** The server said no to the request itself (a conflict, a rule): sending it again would not help. */
const refused = (error: unknown) =>
  error instanceof CallFailed && error.status !== null && error.status >= 400 && error.status < 500;

/**
 * The tour the editor shows and changes (docs/tours.md#the-tour-editor). Each change shows at once
 * and is saved in the background. The editor's writes take turns: a save, a plan, the video's start
 * or publishing waits for the one before it, so none is sent from a version another has replaced,
 * and a save sends the latest copy when its turn comes. Edits not saved yet stay over whatever the
 * server answers meanwhile. A refused save (another studio member changed the tour) shows why and
 * the tour as stored; a save that did not reach the server keeps the edits and is sent again.
 */
export class TourDraft {
  private view: DraftView = { tour: null, problem: null, saveState: "saved" };
  private version = 0;
  /** Edits shown and not sent yet. */
  private pending = false;
  /** A save waits for its turn (it sends the latest copy then). */
  private saveWaiting = false;
  /** The end of the line of writes. */
  private line: Promise<unknown> = Promise.resolve();
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly tourId: number,
    private readonly server: DraftServer,
    private readonly show: (view: DraftView) => void,
  ) {}

  /** Loads the tour (in its turn, like every call). */
  start(): Promise<void> {
    return this.inTurn(() => this.load());
  }

  /** Stops a save waiting to be sent again (the editor closed). */
  stop() {
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
    return this.inTurn(() => this.load());
  }

  setProblem(problem: string | null) {
    this.update({ problem });
  }

  private update(next: Partial<DraftView>) {
    this.view = { ...this.view, ...next };
    this.show(this.view);
  }

  private inTurn<T>(job: () => Promise<T>): Promise<T> {
    const run = this.line.then(job);
    this.line = run.catch(() => undefined);
    return run;
  }

  private adopt(answer: TourDetail) {
    this.version = answer.version;
    const mine = this.view.tour;
    this.update({ tour: this.pending && mine ? withEdits(mine, answer) : answer });
  }

  private async load() {
    try {
      this.adopt(await this.server.getTour(this.tourId));
    } catch (error) {
      this.update({ problem: failureMessage(error) });
    }
  }

  private queueSave() {
    clearTimeout(this.retry);
    if (this.saveWaiting) return;
    this.saveWaiting = true;
    this.update({ saveState: "saving" });
    void this.inTurn(() => this.save());
  }

  private async save() {
    this.saveWaiting = false;
    const copy = this.view.tour;
    if (!this.pending || !copy) return;
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
      this.update({ problem: failureMessage(error), saveState: "failed" });
      if (refused(error)) {
        // What was refused, and what was made on top of it, gives way to the tour as stored.
        this.pending = false;
        await this.load();
      } else {
        this.pending = true;
        this.retry = setTimeout(() => this.queueSave(), SAVE_RETRY_MS);
      }
    }
  }
}
