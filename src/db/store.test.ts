// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isReviewKey, reviewKey, reviewLinkPath } from "@/src/features/review/server/review-links";
import { listReviews, loadReview, reviewHistory, saveReview } from "@/src/features/review/server/review-store";
import { clearSignInFailures, recordSignInFailure, signInWait } from "@/src/features/studio/server/session";
import { loadPublishedWaypoints, publishWaypoints } from "@/src/features/tour/server/published-waypoints";
import type { Database } from "./client";
import { siteSecret } from "./secrets";
import { testDatabase, testDatabaseKinds } from "./test-database";

const review = (text: string) => ({
  decisions: { "post-1": "approved" as const },
  comments: {
    "post-2": [{ id: "c1", x: 10, y: 20, text, isNew: true, timestamp: "2026-11-23T17:00:00.000Z" }],
  },
});

describe.each(testDatabaseKinds)("the store on %s", (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await testDatabase(kind));
  }, 60_000);
  afterAll(() => close());

  it("keeps the current review and every saved version", async () => {
    expect(await loadReview(db, "nkzweb")).toBeNull();
    await saveReview(db, "nkzweb", { baseVersion: 0, review: review("first") }, new Date("2026-11-23T18:00:00Z"));
    const second = await saveReview(
      db,
      "nkzweb",
      { baseVersion: 1, review: review("second") },
      new Date("2026-11-23T19:00:00Z"),
    );
    expect(second.version).toBe(2);
    expect(await loadReview(db, "nkzweb")).toEqual({
      review: review("second"),
      savedAt: "2026-11-23T19:00:00.000Z",
      version: 2,
    });
    expect(await reviewHistory(db, "nkzweb")).toEqual([
      { version: 2, savedAt: "2026-11-23T19:00:00.000Z" },
      { version: 1, savedAt: "2026-11-23T18:00:00.000Z" },
    ]);
    expect([...(await listReviews(db)).keys()]).toEqual(["nkzweb"]);
  });

  it("publishes waypoints, replacing the last list", async () => {
    expect(await loadPublishedWaypoints(db, "22-chelsea-bay")).toBeNull();
    const kitchen = { id: "kitchen", name: "Kitchen", frame: 275, x: 30, y: 26, floor: "1st Floor" };
    await publishWaypoints(db, "22-chelsea-bay", [kitchen]);
    await publishWaypoints(db, "22-chelsea-bay", [{ ...kitchen, name: "Chef's Kitchen" }]);
    expect(await loadPublishedWaypoints(db, "22-chelsea-bay")).toEqual([{ ...kitchen, name: "Chef's Kitchen" }]);
  });

  it("makes a secret once and keeps it, unless the environment gives one", async () => {
    const first = await siteSecret(db, "review-links", undefined);
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(await siteSecret(db, "review-links", "")).toBe(first);
    expect(await siteSecret(db, "review-links", "from-env")).toBe("from-env");
  });

  it("slows down repeated wrong passwords from one address, and forgets them after a success", async () => {
    const now = new Date("2026-11-23T20:00:00Z");
    for (let i = 0; i < 3; i += 1) await recordSignInFailure(db, "203.0.113.9", now);
    expect(await signInWait(db, "203.0.113.9", now)).toBe(5);
    await recordSignInFailure(db, "203.0.113.9", now);
    expect(await signInWait(db, "203.0.113.9", now)).toBe(10);
    expect(await signInWait(db, "203.0.113.9", new Date(now.getTime() + 10_000))).toBe(0);
    expect(await signInWait(db, "198.51.100.1", now)).toBe(0);
    await clearSignInFailures(db, "203.0.113.9");
    expect(await signInWait(db, "203.0.113.9", now)).toBe(0);
  });

  it("slows everyone down when wrong passwords come from ever-changing addresses", async () => {
    const now = new Date("2026-11-23T21:00:00Z");
    for (let i = 0; i < 30; i += 1) await recordSignInFailure(db, `192.0.2.${i}`, now);
    expect(await signInWait(db, "192.0.2.200", now)).toBe(5);
    expect(await signInWait(db, "192.0.2.200", new Date(now.getTime() + 5_000))).toBe(0);
    await clearSignInFailures(db, "192.0.2.1");
    expect(await signInWait(db, "192.0.2.200", now)).toBe(0);
  });
});

describe("review links", () => {
  it("open one client's review and no other's", () => {
    const key = reviewKey("secret", "nkzweb");
    expect(isReviewKey("secret", "nkzweb", key)).toBe(true);
    expect(isReviewKey("secret", "wecaremovers", key)).toBe(false);
    expect(isReviewKey("other-secret", "nkzweb", key)).toBe(false);
    expect(isReviewKey("secret", "nkzweb", `${key}x`)).toBe(false);
    expect(isReviewKey("secret", "nkzweb", undefined)).toBe(false);
    expect(reviewLinkPath("secret", "nkzweb")).toBe(`/socialmedia/nkzweb?key=${key}`);
  });
});
