// @vitest-environment node
import { createHash } from "node:crypto";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/src/db/client";
import { publishedWaypoints, tourFiles, tourFrames } from "@/src/db/schema";
import { testDatabase, testDatabaseKinds } from "@/src/db/test-database";
import { frameSizes } from "../import-plan";
import {
  createTour,
  deleteTour,
  dropFootage,
  frameFile,
  listTours,
  publishedTour,
  publishedTours,
  publishTour,
  saveTour,
  setPlan,
  startFootage,
  storedFrames,
  storeFrame,
  tourDetail,
  tourFile,
  TourConflict,
  TourFull,
  unpublishTour,
} from "./tour-store";

const hash = (text: string) => createHash("sha256").update(text).digest("hex");
const file = (text: string, size = 100) => ({ hash: hash(text), bytes: Buffer.alloc(size, text) });
const frameFiles = (frame: number, size = 100) => [
  { width: 768, ...file(`f${frame}-768`, size) },
  { width: 1280, ...file(`f${frame}-1280`, size) },
];
const plan = (text: string) => ({ ...file(text), width: 1600, height: 1200 });
const source = {
  name: "walk.mp4",
  size: 1_000_000,
  lastModified: 1,
  fingerprint: hash("walk"),
  codec: "avc",
  width: 1920,
  height: 1080,
  duration: 10,
};
const footagePlan = (frames: number) => ({
  source,
  range: { start: 0, end: 10 },
  times: Array.from({ length: frames }, (_, index) => (index + 0.5) / 2),
  sizes: frameSizes(source),
  quality: 80,
});

async function rows(db: Database, table: typeof tourFiles | typeof tourFrames | typeof publishedWaypoints) {
  return (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
}

describe.each(testDatabaseKinds)("the tours' store on %s", (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await testDatabase(kind));
  }, 60_000);
  afterAll(() => close());

  /** A tour with two floors (plans set) and a complete 6-frame footage. */
  async function readyTour(name: string) {
    const id = await createTour(db, { name, location: "Calgary, AB" }, () => false);
    await saveTour(db, id, {
      baseVersion: 1,
      name,
      location: "Calgary, AB",
      layout: {
        floors: [
          { id: "fmain", name: "Main Floor" },
          { id: "fup", name: "Upper Floor" },
        ],
        changes: [],
        keyframes: [],
        coverFrame: 1,
      },
    });
    await setPlan(db, id, "fmain", plan(`${name} main`));
    await setPlan(db, id, "fup", plan(`${name} up`));
    const footageId = await startFootage(db, id, footagePlan(6));
    for (let frame = 1; frame <= 6; frame += 1) await storeFrame(db, footageId, frame, frameFiles(frame));
    const detail = await tourDetail(db, id);
    await saveTour(db, id, {
      baseVersion: detail!.version,
      name,
      location: "Calgary, AB",
      layout: {
        floors: [
          { id: "fmain", name: "Main Floor" },
          { id: "fup", name: "Upper Floor" },
        ],
        changes: [
          { frame: 1, floor: "fmain" },
          { frame: 4, floor: "fup" },
        ],
        keyframes: [
          { frame: 1, x: 10, y: 90, heading: null },
          { frame: 3, x: 10, y: 50, heading: null },
          { frame: 5, x: 60, y: 40, heading: 90 },
        ],
        coverFrame: 2,
      },
    });
    return { id, footageId };
  }

  it("makes a tour's id from its name, never one the content or another tour has", async () => {
    const reserved = (slug: string) => slug === "22-chelsea-bay";
    const first = await createTour(db, { name: "22 Chelsea Bay", location: "Calgary, AB" }, reserved);
    const second = await createTour(db, { name: "22 Chelsea Bay", location: "Calgary, AB" }, reserved);
    expect((await tourDetail(db, first))?.slug).toBe("22-chelsea-bay-2");
    expect((await tourDetail(db, second))?.slug).toBe("22-chelsea-bay-3");
    await deleteTour(db, first);
    await deleteTour(db, second);
  });

  it("saves the working copy from its version only, and refuses one that does not fit the tour", async () => {
    const id = await createTour(db, { name: "Version House", location: "Calgary, AB" }, () => false);
    const save = (baseVersion: number, changes: { frame: number; floor: string }[] = []) =>
      saveTour(db, id, {
        baseVersion,
        name: "Version House",
        location: "Airdrie, AB",
        layout: { floors: [{ id: "fmain", name: "Main" }], changes, keyframes: [], coverFrame: 1 },
      });
    await save(1);
    await expect(save(1)).rejects.toThrow(TourConflict);
    // No footage yet: no frame can be named.
    await expect(save(2, [{ frame: 1, floor: "fmain" }])).rejects.toThrow("outside the tour's frames");
    const detail = await tourDetail(db, id);
    expect(detail).toMatchObject({ version: 2, location: "Airdrie, AB", status: "draft" });
    await deleteTour(db, id);
  });

  it("stores each frame once, whatever is sent again, and names the set once every frame is in", async () => {
    const id = await createTour(db, { name: "Frame House", location: "Calgary, AB" }, () => false);
    const footageId = await startFootage(db, id, footagePlan(3));
    expect(await storeFrame(db, footageId, 2, frameFiles(2))).toEqual({ added: true, storedFrames: 1, setHash: null });
    // A retry, or the same frame from a resumed upload, even with other bytes: nothing changes.
    expect(await storeFrame(db, footageId, 2, frameFiles(9))).toEqual({ added: false, storedFrames: 1, setHash: null });
    await storeFrame(db, footageId, 1, frameFiles(1));
    expect(await storedFrames(db, footageId)).toEqual([1, 2]);
    const last = await storeFrame(db, footageId, 3, frameFiles(3));
    expect(last.setHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await frameFile(db, last.setHash!, 1280, 2))?.toString()).toBe(Buffer.alloc(100, "f2-1280").toString());
    expect(await frameFile(db, last.setHash!, 1280, 4)).toBeNull();
    expect(await frameFile(db, hash("another set"), 1280, 2)).toBeNull();
    // Frames are not files a hash alone can fetch.
    expect(await tourFile(db, hash("f2-1280"))).toBeNull();
    await deleteTour(db, id);
  });

  it("stores two uploads of the same frame at once as one", async () => {
    const id = await createTour(db, { name: "Race House", location: "Calgary, AB" }, () => false);
    const footageId = await startFootage(db, id, footagePlan(2));
    const answers = await Promise.all([1, 1, 1].map(() => storeFrame(db, footageId, 1, frameFiles(1))));
    expect(answers.filter((answer) => answer.added)).toHaveLength(1);
    expect((await tourDetail(db, id))?.footage?.storedFrames).toBe(1);
    await deleteTour(db, id);
  });

  it("refuses a frame that would take the tour past its bytes, and stores nothing of it", async () => {
    const id = await createTour(db, { name: "Heavy House", location: "Calgary, AB" }, () => false);
    const footageId = await startFootage(db, id, footagePlan(3));
    const limits = { maxBytes: 1000 };
    await storeFrame(db, footageId, 1, frameFiles(1, 300), limits);
    const files = await rows(db, tourFiles);
    await expect(storeFrame(db, footageId, 2, frameFiles(2, 300), limits)).rejects.toThrow(TourFull);
    expect(await rows(db, tourFiles)).toBe(files);
    expect(await storedFrames(db, footageId)).toEqual([1]);
    await deleteTour(db, id);
  });

  it("publishes only a complete tour, with a pose for every frame, and lists it for visitors", async () => {
    const id = await createTour(db, { name: "Elbow Drive", location: "Calgary, AB" }, () => false);
    await expect(publishTour(db, id)).rejects.toThrow("Add the walkthrough video.");
    await deleteTour(db, id);

    const { id: ready } = await readyTour("118 Elbow Drive");
    expect(await publishedTour(db, "118-elbow-drive")).toBeNull();
    await publishTour(db, ready);
    const published = await publishedTour(db, "118-elbow-drive");
    expect(published).toMatchObject({ name: "118 Elbow Drive", frameCount: 6, coverFrame: 2 });
    expect(published?.floors.map((floor) => floor.name)).toEqual(["Main Floor", "Upper Floor"]);
    const poses = JSON.parse((await tourFile(db, published!.poses))!.bytes.toString()) as {
      floors: string[];
      poses: number[][];
    };
    expect(poses.floors).toEqual(["Main Floor", "Upper Floor"]);
    expect(poses.poses).toHaveLength(6);
    expect(poses.poses[0]).toEqual([0, 10, 90, 0]);
    expect(poses.poses[4]).toEqual([1, 60, 40, 90]);
    expect((await publishedTours(db)).map((tour) => tour.slug)).toContain("118-elbow-drive");
    expect((await listTours(db)).find((tour) => tour.id === ready)).toMatchObject({
      status: "published",
      changed: false,
      storedFrames: 6,
    });

    // Published, its footage stays until it is unpublished.
    await expect(dropFootage(db, ready)).rejects.toThrow(TourConflict);
    await unpublishTour(db, ready);
    expect(await publishedTour(db, "118-elbow-drive")).toBeNull();
    await deleteTour(db, ready);
  });

  it("shows visitors the published copy until the studio publishes its changes", async () => {
    const { id } = await readyTour("7 Mission Road");
    await publishTour(db, id);
    const detail = await tourDetail(db, id);
    await saveTour(db, id, {
      baseVersion: detail!.version,
      name: "7 Mission Road SW",
      location: "Calgary, AB",
      layout: { ...detail!.layout, floors: detail!.layout.floors.map(({ id: floor, name }) => ({ id: floor, name })) },
    });
    expect((await tourDetail(db, id))?.changed).toBe(true);
    expect((await publishedTour(db, "7-mission-road"))?.name).toBe("7 Mission Road");
    await publishTour(db, id);
    expect((await publishedTour(db, "7-mission-road"))?.name).toBe("7 Mission Road SW");
    await deleteTour(db, id);
  });

  it("drops a replaced plan, and every file of a deleted tour, with its published waypoints", async () => {
    const before = await rows(db, tourFiles);
    const { id } = await readyTour("9 Spruce Way");
    await publishTour(db, id);
    const replaced = (await tourDetail(db, id))?.layout.floors[0]?.plan?.hash;
    await setPlan(db, id, "fmain", plan("9 Spruce Way main, redrawn"));
    // The published copy still shows the old plan: it stays until that copy changes.
    expect(await tourFile(db, replaced!)).not.toBeNull();
    await publishTour(db, id);
    expect(await tourFile(db, replaced!)).toBeNull();
    await db.insert(publishedWaypoints).values({ propertyId: "9-spruce-way", waypoints: [], publishedAt: new Date() });
    expect(await deleteTour(db, id)).toBe(true);
    expect(await rows(db, tourFiles)).toBe(before);
    expect(await rows(db, tourFrames)).toBe(0);
    expect(await rows(db, publishedWaypoints)).toBe(0);
    expect(await deleteTour(db, id)).toBe(false);
  });

  it("starting over deletes the frames and the path made on them", async () => {
    const { id } = await readyTour("3 Bow Crescent");
    const files = await rows(db, tourFiles);
    await dropFootage(db, id);
    const detail = await tourDetail(db, id);
    expect(detail?.footage).toBeNull();
    expect(detail?.layout).toMatchObject({ changes: [], keyframes: [], coverFrame: 1 });
    expect(detail?.layout.floors.every((floor) => floor.plan !== null)).toBe(true);
    expect(await rows(db, tourFiles)).toBe(files - 12);
    await deleteTour(db, id);
  });
});
