import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CallFailed, UNREACHABLE } from "@/src/lib/api-client";
import type { TourDetail } from "./api";
import { SAVE_RETRY_MS, TourDraft, type DraftServer, type DraftView } from "./tour-draft";

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
function fakeServer() {
  let stored = structuredClone(STORED);
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let refusals = 0;
  let unreachable = 0;

  function later<T>(work: () => T): Promise<T> {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    return new Promise<T>((resolve, reject) =>
      waiting.push(() => {
        inFlight -= 1;
        if (unreachable > 0) {
          unreachable -= 1;
          reject(new CallFailed(UNREACHABLE));
          return;
        }
        try {
          resolve(work());
        } catch (error) {
          refusals += 1;
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
    /** The next answers do not arrive (the server cannot be reached). */
    dropNext: (count: number) => {
      unreachable = count;
    },
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
    async answerAll() {
      await settle();
      while (waiting.length > 0) await this.answerNext();
    },
    stored: () => stored,
    mostInFlight: () => mostInFlight,
    refusals: () => refusals,
  };
}

async function openDraft() {
  const server = fakeServer();
  let view: DraftView = { tour: null, problem: null, saveState: "saved" };
  const draft = new TourDraft(STORED.id, server.api, (next) => {
    view = next;
  });
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

    expect(server.refusals()).toBe(0);
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
    expect(server.refusals()).toBe(0);
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
    server.dropNext(1);
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

  it("whatever the order of edits, plans and answers, one call at a time, none refused, the last edits stored", async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("rename" as const), floor: fc.nat(3), name: fc.constantFrom("A", "B", "C") }),
      fc.record({ kind: fc.constant("add" as const) }),
      fc.record({ kind: fc.constant("remove" as const), floor: fc.nat(3) }),
      fc.record({ kind: fc.constant("plan" as const), floor: fc.nat(3) }),
      fc.record({ kind: fc.constant("answer" as const) }),
    );
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
        await server.answerAll();
        await Promise.all(uploads);

        expect(server.mostInFlight()).toBeLessThanOrEqual(1);
        expect(view().problem).toBeNull();
        expect(server.stored().layout.floors.map(({ id, name }) => ({ id, name }))).toEqual(edited);
        expect(shown()).toEqual(server.stored());
        expect(view().saveState).toBe("saved");
      }),
      { numRuns: 200 },
    );
  });
});
