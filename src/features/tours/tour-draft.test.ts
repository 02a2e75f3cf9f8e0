import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CallFailed, UNREACHABLE } from "@/src/lib/api-client";
import type { TourDetail } from "./api";
import { SAVE_RETRY_MS, TourDraft, type DraftServer, type DraftView, type TourLines } from "./tour-draft";

const STORED: TourDetail = {
  id: 7,
  slug: "118-elbow-drive",
  name: "118 Elbow Drive",
  location: "Elbow Park, Calgary",
  version: 1,
  layout: { floors: [], changes: [], keyframes: [], coverFrame: 1 },
  footage: null,
  status: "draft",
  changed: false,
  publishedAt: null,
};

/** Lets every answer already given run through the draft's line of calls. */
async function settle() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

/**
 * The tour's server, as the store keeps it: a save from another version than the stored one is
 * refused, plans are kept by floor id, a plan needs its floor, and every write moves the version.
 * Each call waits until the test answers it, in the order they were made.
 */
/** How the next call goes wrong: no answer and nothing done, done but its answer lost, or a status. */
type Failure = "unreachable" | "lost" | number;

function fakeServer(initial: TourDetail = STORED) {
  let stored = structuredClone(initial);
  const waiting: (() => void)[] = [];
  const failures: Failure[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let saveRefusals = 0;

  function later<T>(work: () => T): Promise<T> {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<T>((resolve, reject) =>
      waiting.push(() => {
        inFlight -= 1;
        const failure = failures.shift();
        if (failure === "unreachable") return reject(new CallFailed(UNREACHABLE));
        if (typeof failure === "number") return reject(new CallFailed(`The server answered ${failure}.`, failure));
        try {
          const answer = work();
          if (failure === "lost") reject(new CallFailed(UNREACHABLE));
          else resolve(answer);
        } catch (error) {
          reject(error);
        }
      }),
    );
  }

  const api: DraftServer = {
    getTour: () => later(() => structuredClone(stored)),
    saveTour: (_id, save) =>
      later(() => {
        if (save.baseVersion !== stored.version) {
          saveRefusals += 1;
          throw new CallFailed("This tour was changed elsewhere meanwhile.", 409);
        }
        const plans = new Map(stored.layout.floors.map((floor) => [floor.id, floor.plan]));
        stored = {
          ...stored,
          name: save.name,
          location: save.location,
          version: stored.version + 1,
          layout: {
            ...save.layout,
            floors: save.layout.floors.map((floor) => ({ ...floor, plan: plans.get(floor.id) ?? null })),
          },
        };
        return structuredClone(stored);
      }),
  };

  return {
    api,
    /** What the plan upload's route does. */
    setPlan: (floorId: string, hash: string) =>
      later(() => {
        if (!stored.layout.floors.some((floor) => floor.id === floorId)) {
          throw new CallFailed("This floor is not in the tour (it may have been removed elsewhere).", 409);
        }
        const plan = { hash, width: 800, height: 600 };
        stored = {
          ...stored,
          version: stored.version + 1,
          layout: {
            ...stored.layout,
            floors: stored.layout.floors.map((floor) => (floor.id === floorId ? { ...floor, plan } : floor)),
          },
        };
      }),
    /** Another studio member's save, straight to the store. */
    changeElsewhere: (name: string) => {
      stored = { ...stored, name, version: stored.version + 1 };
    },
    /** How the next calls go wrong, in order. */
    failNext: (...next: Failure[]) => {
      failures.push(...next);
    },
    /** What the footage route does when the studio starts over: the floor changes and the path go too. */
    startOver: () =>
      later(() => {
        stored = {
          ...stored,
          footage: null,
          version: stored.version + 1,
          layout: { ...stored.layout, changes: [], keyframes: [], coverFrame: 1 },
        };
      }),
    /** Calls made and not answered, once the calls already due are made. */
    waiting: async () => {
      await settle();
      return waiting.length;
    },
    /** Answers the oldest call (once the calls already due are made). */
    async answerNext() {
      await settle();
      waiting.shift()?.();
      await settle();
    },
    /** Answers the latest call made (once the calls already due are made): a slow answer overtaken. */
    async answerNewest() {
      await settle();
      waiting.pop()?.();
      await settle();
    },
    async answerAll() {
      await settle();
      while (waiting.length > 0) await this.answerNext();
    },
    stored: () => stored,
    mostInFlight: () => mostInFlight,
    saveRefusals: () => saveRefusals,
  };
}

/** A tour with 24 frames stored and a path along them. */
const WALKED: TourDetail = {
  ...STORED,
  footage: {
    id: 3,
    source: {
      name: "walk.mp4",
      size: 1_000_000,
      lastModified: 0,
      fingerprint: "a".repeat(64),
      codec: "avc1",
      width: 640,
      height: 360,
      duration: 2,
    },
    range: { start: 0, end: 2 },
    frameCount: 24,
    sizes: { 768: { width: 640, height: 360 } },
    quality: 74,
    storedFrames: 24,
    storedBytes: 500_000,
    setHash: null,
  },
  layout: {
    floors: [{ id: "fmain", name: "Main Floor", plan: null }],
    changes: [{ frame: 1, floor: "fmain" }],
    keyframes: [{ frame: 1, x: 0.2, y: 0.3, heading: null }],
    coverFrame: 12,
  },
};

/** Opens an editor of the tour; a test's editors share the lines of writes given (each test its own). */
async function openDraft(initial: TourDetail = STORED, lines: TourLines = new Map()) {
  const server = fakeServer(initial);
  return openEditor(server, lines);
}

async function openEditor(server: ReturnType<typeof fakeServer>, lines: TourLines) {
  let view: DraftView = { tour: null, problem: null, saveState: "saved", unsaved: false };
  const draft = new TourDraft(STORED.id, server.api, (next) => (view = next), lines);
  void draft.start();
  await server.answerAll();
  const shown = () => {
    if (!view.tour) throw new Error("The draft shows no tour");
    return view.tour;
  };
  return { server, draft, view: () => view, shown };
}

const floor = (id: string, name: string) => ({ id, name, plan: null });

describe("TourDraft", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a rename queued behind a save when a plan is uploaded meanwhile, and saves it", async () => {
    const { server, draft, view, shown } = await openDraft();
    draft.change({ layout: { ...shown().layout, floors: [floor("fmain", "Main Floor")] } });
    draft.change({ layout: { ...shown().layout, floors: [...shown().layout.floors, floor("fup", "Floor 2")] } });
    draft.change({
      layout: { ...shown().layout, floors: [floor("fmain", "Main Floor"), floor("fup", "Upper Floor")] },
    });
    const upload = draft.runInTurn(() => server.setPlan("fmain", "plan-main"));
    expect(shown().layout.floors.map((entry) => entry.name)).toEqual(["Main Floor", "Upper Floor"]);
    expect(view().saveState).toBe("saving");

    await server.answerAll();
    await upload;

    expect(server.saveRefusals()).toBe(0);
    expect(server.mostInFlight()).toBe(1);
    expect(server.stored().layout.floors.map((entry) => entry.name)).toEqual(["Main Floor", "Upper Floor"]);
    expect(shown().layout.floors).toEqual([
      { id: "fmain", name: "Main Floor", plan: { hash: "plan-main", width: 800, height: 600 } },
      { id: "fup", name: "Upper Floor", plan: null },
    ]);
    expect(shown().version).toBe(server.stored().version);
    expect(view()).toMatchObject({ problem: null, saveState: "saved" });
  });

  it("sends a plan for a new floor after the floor's save, not beside it", async () => {
    const { server, draft, shown } = await openDraft();
    draft.change({ layout: { ...shown().layout, floors: [floor("fmain", "Main Floor")] } });
    const upload = draft.runInTurn(() => server.setPlan("fmain", "plan-main"));
    expect(await server.waiting()).toBe(1);
    await server.answerAll();
    await expect(upload).resolves.toBeUndefined();
    expect(server.stored().layout.floors[0]?.plan?.hash).toBe("plan-main");
  });

  it("lays an edit made while a plan uploads over the tour as stored, and saves it from the new version", async () => {
    const { server, draft, view, shown } = await openDraft();
    draft.change({ layout: { ...shown().layout, floors: [floor("fmain", "Main Floor")] } });
    await server.answerAll();
    const upload = draft.runInTurn(() => server.setPlan("fmain", "plan-main"));
    draft.change({ name: "118 Elbow Drive SW" });
    await server.answerNext(); // the plan
    await server.answerNext(); // the tour as stored after it
    expect(shown().name).toBe("118 Elbow Drive SW");
    expect(shown().layout.floors[0]?.plan?.hash).toBe("plan-main");
    await server.answerAll();
    await upload;
    expect(server.saveRefusals()).toBe(0);
    expect(server.stored()).toMatchObject({ name: "118 Elbow Drive SW", version: 4 });
    expect(view().saveState).toBe("saved");
  });

  it("shows why a save was refused, and the tour as stored", async () => {
    const { server, draft, view, shown } = await openDraft();
    server.changeElsewhere("118 Elbow Drive (Sold)");
    draft.change({ location: "Elbow Park" });
    await server.answerAll();
    expect(view()).toMatchObject({ problem: "This tour was changed elsewhere meanwhile.", saveState: "failed" });
    expect(shown()).toMatchObject({ name: "118 Elbow Drive (Sold)", location: "Elbow Park, Calgary", version: 2 });

    draft.change({ location: "Elbow Park" });
    await server.answerAll();
    expect(server.stored()).toMatchObject({ name: "118 Elbow Drive (Sold)", location: "Elbow Park" });
    expect(view()).toMatchObject({ problem: null, saveState: "saved" });
  });

  it("keeps the edits of a save that did not reach the server and sends them again", async () => {
    vi.useFakeTimers();
    const { server, draft, view, shown } = await openDraft();
    server.failNext("unreachable");
    draft.change({ name: "118 Elbow Drive SW" });
    await server.answerAll();
    expect(view()).toMatchObject({ problem: UNREACHABLE, saveState: "failed" });
    expect(shown().name).toBe("118 Elbow Drive SW");

    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS - 1);
    expect(await server.waiting()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await server.waiting()).toBe(1);
    await server.answerAll();
    expect(server.stored().name).toBe("118 Elbow Drive SW");
    expect(view()).toMatchObject({ problem: null, saveState: "saved" });
  });

  it("says 'saved' once a blip's edits went out with the next save, and sends nothing more", async () => {
    vi.useFakeTimers();
    const { server, draft, view } = await openDraft();
    draft.change({ name: "118 Elbow Drive SW" });
    expect(await server.waiting()).toBe(1); // sent
    draft.change({ location: "Elbow Park" }); // a save queued behind it
    server.failNext("unreachable");
    await server.answerAll();
    expect(server.stored()).toMatchObject({ name: "118 Elbow Drive SW", location: "Elbow Park" });
    expect(view()).toMatchObject({ problem: null, saveState: "saved", unsaved: false });
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS * 2);
    expect(await server.waiting()).toBe(0);
    expect(view().saveState).toBe("saved");
  });

  it("sends a save whose answer was lost again from the version stored, not as a conflict", async () => {
    vi.useFakeTimers();
    const { server, draft, view } = await openDraft();
    server.failNext("lost");
    draft.change({ name: "118 Elbow Drive SW" });
    await server.answerAll();
    expect(view().saveState).toBe("failed");
    draft.change({ location: "Elbow Park" });
    await server.answerAll();
    expect(server.saveRefusals()).toBe(0);
    expect(server.stored()).toMatchObject({ name: "118 Elbow Drive SW", location: "Elbow Park", version: 3 });
    expect(view()).toMatchObject({ problem: null, saveState: "saved" });
  });

  it("keeps the edits when the studio's session ran out, and sends them again", async () => {
    vi.useFakeTimers();
    const { server, draft, view, shown } = await openDraft();
    server.failNext(401);
    draft.change({ name: "118 Elbow Drive SW" });
    await server.answerAll();
    expect(view()).toMatchObject({ problem: "The server answered 401.", saveState: "failed", unsaved: true });
    expect(shown().name).toBe("118 Elbow Drive SW");
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS);
    await server.answerAll();
    expect(server.stored().name).toBe("118 Elbow Drive SW");
  });

  it("sends nothing again once the editor closed", async () => {
    vi.useFakeTimers();
    const { server, draft } = await openDraft();
    draft.change({ name: "118 Elbow Drive SW" });
    server.failNext("unreachable");
    draft.stop();
    await server.answerAll();
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS * 3);
    expect(await server.waiting()).toBe(0);
  });

  it("loads a tour closed and opened again during a save after that save, and saves the new edits from it", async () => {
    const lines: TourLines = new Map();
    const { server, draft: closed } = await openDraft(STORED, lines);
    closed.change({ name: "118 Elbow Drive SW" });
    closed.stop();
    let view: DraftView = { tour: null, problem: null, saveState: "saved", unsaved: false };
    const reopened = new TourDraft(STORED.id, server.api, (next) => (view = next), lines);
    void reopened.start();
    // The new editor's load waits for the closed editor's save; sent beside it, the load could be
    // answered first, with the version the save then moves on from.
    expect(await server.waiting()).toBe(1);
    await server.answerNewest();
    await server.answerAll();
    expect(view.tour?.name).toBe("118 Elbow Drive SW");
    reopened.change({ location: "Elbow Park, Calgary SW" });
    await server.answerAll();
    expect(server.saveRefusals()).toBe(0);
    expect(server.stored()).toMatchObject({ name: "118 Elbow Drive SW", location: "Elbow Park, Calgary SW" });
    expect(view).toMatchObject({ problem: null, saveState: "saved" });
  });

  it("takes the path from the server when the footage changed, keeping the edits to names", async () => {
    const { server, draft, view, shown } = await openDraft(WALKED);
    const startOver = draft.runInTurn(() => server.startOver());
    draft.change({ name: "118 Elbow Drive SW" });
    await server.answerAll();
    await startOver;
    expect(shown()).toMatchObject({
      name: "118 Elbow Drive SW",
      footage: null,
      layout: { floors: [{ id: "fmain", name: "Main Floor", plan: null }], changes: [], keyframes: [], coverFrame: 1 },
    });
    expect(server.stored()).toMatchObject({ name: "118 Elbow Drive SW", layout: { changes: [], keyframes: [] } });
    expect(view()).toMatchObject({ problem: null, saveState: "saved" });
  });

  it("whatever the order of edits, plans, answers and failures: one call at a time, none refused, the last edits stored", async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("rename" as const), floor: fc.nat(3), name: fc.constantFrom("A", "B", "C") }),
      fc.record({ kind: fc.constant("add" as const) }),
      fc.record({ kind: fc.constant("remove" as const), floor: fc.nat(3) }),
      fc.record({ kind: fc.constant("plan" as const), floor: fc.nat(3) }),
      fc.record({ kind: fc.constant("answer" as const) }),
      fc.record({ kind: fc.constant("fail" as const), how: fc.constantFrom<Failure>("unreachable", "lost", 503) }),
    );
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const { server, draft, view, shown } = await openDraft();
        const uploads: Promise<unknown>[] = [];
        let made = 0;
        for (const entry of steps) {
          const floors = shown().layout.floors;
          const chosen = floors[("floor" in entry ? entry.floor : 0) % Math.max(1, floors.length)];
          if (entry.kind === "add") {
            made += 1;
            draft.change({ layout: { ...shown().layout, floors: [...floors, floor(`f${made}`, `Floor ${made}`)] } });
          } else if (entry.kind === "answer") {
            await server.answerNext();
          } else if (entry.kind === "fail") {
            server.failNext(entry.how);
          } else if (chosen && entry.kind === "rename") {
            const renamed = floors.map((one) => (one.id === chosen.id ? { ...one, name: entry.name } : one));
            draft.change({ layout: { ...shown().layout, floors: renamed } });
          } else if (chosen && entry.kind === "remove") {
            draft.change({ layout: { ...shown().layout, floors: floors.filter((one) => one.id !== chosen.id) } });
          } else if (chosen && entry.kind === "plan") {
            // A floor removed before its plan's turn refuses the plan: the caller shows why.
            uploads.push(draft.runInTurn(() => server.setPlan(chosen.id, `plan-${chosen.id}`)).catch(() => null));
          }
        }
        const edited = shown().layout.floors.map(({ id, name }) => ({ id, name }));
        // Every answer, and every save sent again after a failure, until nothing is left.
        // At least once, so a load that failed with nothing left to save is tried again.
        for (let round = 0; round < 20 && (round === 0 || view().unsaved || (await server.waiting()) > 0); round += 1) {
          await server.answerAll();
          await vi.advanceTimersByTimeAsync(SAVE_RETRY_MS);
        }
        await Promise.all(uploads);

        expect(server.mostInFlight()).toBeLessThanOrEqual(1);
        expect(server.saveRefusals()).toBe(0);
        expect(server.stored().layout.floors.map(({ id, name }) => ({ id, name }))).toEqual(edited);
        expect(shown()).toEqual(server.stored());
        expect(view()).toMatchObject({ saveState: "saved", unsaved: false });
      }),
      { numRuns: 200 },
    );
  });
});
