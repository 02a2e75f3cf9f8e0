// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/src/db/client";
import { reviews, reviewSaveWindows, reviewVersions } from "@/src/db/schema";
import { testDatabase, testDatabaseKinds } from "@/src/db/test-database";
import type { Annotation, Review } from "@/src/model/review";
import { VERSIONS_KEPT_WHOLE } from "../constants";
import {
  changePinAsStudio,
  countSave,
  loadReview,
  MergedReviewTooLargeError,
  PinNotFoundError,
  reviewHistory,
  saveReview,
} from "./review-store";

const T = "2026-11-23T17:00:00.000Z";
const pin = (id: string, text: string): Annotation => ({ id, x: 10, y: 20, text, isNew: true, timestamp: T });
const CLIENT = "wecaremovers";

describe.each(testDatabaseKinds)("review saves on %s", (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await testDatabase(kind));
  }, 60_000);
  afterAll(() => close());
  beforeEach(async () => {
    await db.delete(reviews);
    await db.delete(reviewVersions);
    await db.delete(reviewSaveWindows);
  });

  const v1: Review = { decisions: { "post-1": "approved" }, comments: { "post-1": [pin("a", "Seed")] } };

  it("merges two browsers' saves from one version: each keeps the other's work, and the second is told", async () => {
    expect((await saveReview(db, CLIENT, { baseVersion: 0, review: v1 })).merged).toBe(false);
    const first: Review = { ...v1, comments: { "post-1": [pin("a", "Seed"), pin("f", "From the phone")] } };
    const second: Review = { decisions: { "post-1": "approved", "post-2": "replace" }, comments: {} };
    const one = await saveReview(db, CLIENT, { baseVersion: 1, review: first });
    expect(one).toMatchObject({ version: 2, merged: false, review: first });
    const two = await saveReview(db, CLIENT, { baseVersion: 1, review: second });
    const both = { decisions: second.decisions, comments: { "post-1": [pin("f", "From the phone")] } };
    expect(two).toMatchObject({ version: 3, merged: true, review: both });
    expect((await loadReview(db, CLIENT))?.review).toEqual(both);
  });

  it("merges against an empty review when the base is unknown, so nothing saved is deleted", async () => {
    await saveReview(db, CLIENT, { baseVersion: 0, review: v1 });
    const stranger: Review = { decisions: {}, comments: { "post-2": [pin("s", "Mine")] } };
    for (const baseVersion of [0, 99]) {
      const saved = await saveReview(db, CLIENT, { baseVersion, review: stranger });
      expect(saved.review).toEqual({ decisions: v1.decisions, comments: { ...v1.comments, ...stranger.comments } });
      expect(saved.merged).toBe(true);
    }
  });

  it("makes no new version for a save that changes nothing (the same save sent twice)", async () => {
    await saveReview(db, CLIENT, { baseVersion: 0, review: v1 });
    const change: Review = { ...v1, decisions: {} };
    const once = await saveReview(db, CLIENT, { baseVersion: 1, review: change });
    const again = await saveReview(db, CLIENT, { baseVersion: 1, review: change });
    expect(again).toEqual(once);
    expect((await reviewHistory(db, CLIENT)).versions.map((entry) => entry.version)).toEqual([2, 1]);
  });

  it("takes saves that arrive together one after the other, losing none", async () => {
    const saves = Array.from({ length: 6 }, (_, index) =>
      saveReview(db, CLIENT, {
        baseVersion: 0,
        review: { decisions: {}, comments: { "post-3": [pin(`p${index}`, `Pin ${index}`)] } },
      }),
    );
    const versions = (await Promise.all(saves)).map((saved) => saved.version).sort((a, b) => a - b);
    expect(versions).toEqual([1, 2, 3, 4, 5, 6]);
    const ids = (await loadReview(db, CLIENT))?.review.comments["post-3"]?.map((entry) => entry.id).sort();
    expect(ids).toEqual(["p0", "p1", "p2", "p3", "p4", "p5"]);
  });

  it("refuses a merge that would hold more than a review may, and stores nothing", async () => {
    const pins = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => pin(`${prefix}${i}`, "x"));
    await saveReview(db, CLIENT, { baseVersion: 0, review: { decisions: {}, comments: { "post-1": pins("a", 30) } } });
    const other = { decisions: {}, comments: { "post-1": pins("b", 30) } };
    await expect(saveReview(db, CLIENT, { baseVersion: 0, review: other })).rejects.toThrow(MergedReviewTooLargeError);
    expect((await loadReview(db, CLIENT))?.version).toBe(1);
    expect((await reviewHistory(db, CLIENT)).versions).toHaveLength(1);
  });

  it("keeps the latest versions whole and coarser ones before, pruned in the save", async () => {
    const start = Date.parse("2026-11-01T00:00:00Z");
    let version = 0;
    // Two days of a save every twenty minutes.
    for (let index = 0; index < 144; index += 1) {
      const review: Review = { decisions: {}, comments: { "post-1": [pin("a", `Save ${index}`)] } };
      const now = new Date(start + index * 20 * 60 * 1000);
      version = (await saveReview(db, CLIENT, { baseVersion: version, review }, now)).version;
    }
    const kept = (await reviewHistory(db, CLIENT, { limit: 1000 })).versions;
    expect(kept[0]?.version).toBe(144);
    expect(kept.slice(0, VERSIONS_KEPT_WHOLE).map((entry) => entry.version)).toEqual(
      Array.from({ length: VERSIONS_KEPT_WHOLE }, (_, index) => 144 - index),
    );
    // Before those, one an hour: at most one version per hour of the two days.
    const older = kept.slice(VERSIONS_KEPT_WHOLE).map((entry) => entry.savedAt.slice(0, 13));
    expect(new Set(older).size).toBe(older.length);
    expect(kept.length).toBeLessThan(VERSIONS_KEPT_WHOLE + 48);
  }, 60_000);

  it("never lets a client's save create, change or erase the studio's reply or resolve", async () => {
    await saveReview(db, CLIENT, { baseVersion: 0, review: v1 });
    const replied = await changePinAsStudio(db, CLIENT, {
      postKey: "post-1",
      pinId: "a",
      change: { type: "reply", text: "On it" },
    });
    await changePinAsStudio(db, CLIENT, { postKey: "post-1", pinId: "a", change: { type: "resolve", resolved: true } });
    const reply = replied.review.comments["post-1"]?.[0]?.replies?.[0];
    expect(reply?.text).toBe("On it");
    // The client's copy from the current version, without the reply (an older copy) and with a forged one.
    const current = (await loadReview(db, CLIENT))?.version ?? 0;
    await saveReview(db, CLIENT, {
      baseVersion: current,
      review: { decisions: {}, comments: { "post-1": [pin("a", "Seed, edited")] } },
    });
    await saveReview(db, CLIENT, {
      baseVersion: current + 1,
      review: {
        decisions: {},
        comments: {
          "post-1": [{ ...pin("a", "Seed, edited"), resolved: false, replies: [{ ...reply!, text: "Forged" }] }],
          "post-2": [{ ...pin("n", "A note"), isNew: false, replies: [{ id: "x", text: "Forged", timestamp: T }] }],
        },
      },
    });
    const saved = (await loadReview(db, CLIENT))?.review;
    expect(saved?.comments["post-1"]).toEqual([{ ...pin("a", "Seed, edited"), replies: [reply], resolved: true }]);
    // The studio's reply is no other browser's work: a save from the current version is not "merged".
    const again = await saveReview(db, CLIENT, {
      baseVersion: (await loadReview(db, CLIENT))?.version ?? 0,
      review: { decisions: { "post-1": "approved" }, comments: { "post-1": [pin("a", "Seed, edited")] } },
    });
    expect(again.merged).toBe(false);
    // A note only the studio writes: a client's copy cannot create one.
    expect(saved?.comments["post-2"]).toBeUndefined();
  });

  it("refuses a studio change to a pin that is not there", async () => {
    await expect(
      changePinAsStudio(db, CLIENT, { postKey: "post-1", pinId: "nope", change: { type: "reply", text: "Hi" } }),
    ).rejects.toThrow(PinNotFoundError);
  });
});

describe.each(testDatabaseKinds)("the save rate of a review link on %s", (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await testDatabase(kind));
  }, 60_000);
  afterAll(() => close());

  it("allows 30 saves a minute per link, then says how long to wait; the next minute starts again", async () => {
    const now = new Date("2026-11-23T18:00:40Z");
    for (let i = 0; i < 30; i += 1) expect(await countSave(db, "nkzweb", 30, now)).toEqual({ allowed: true });
    expect(await countSave(db, "nkzweb", 30, now)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(await countSave(db, "mellowyellow", 30, now)).toEqual({ allowed: true });
    expect(await countSave(db, "nkzweb", 30, new Date("2026-11-23T18:01:00Z"))).toEqual({ allowed: true });
  });

  it("counts saves arriving together exactly", async () => {
    const now = new Date("2026-11-23T19:00:00Z");
    const answers = await Promise.all(Array.from({ length: 40 }, () => countSave(db, "anydaypa", 30, now)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(30);
  });
});
