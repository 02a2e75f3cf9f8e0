// @vitest-environment node
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkReviewKey,
  linkState,
  reviewKey,
  reviewLinkPath,
  rotateLink,
} from "@/src/features/review/server/review-links";
import { listReviews, loadReview, reviewHistory, saveReview } from "@/src/features/review/server/review-store";
import { claimSignInAttempt, clearSignInFailures } from "@/src/features/studio/server/sign-in-throttle";
import { loadPublishedWaypoints, publishWaypoints } from "@/src/features/tour/server/published-waypoints";
import type { Database } from "./client";
import { signInFailures } from "./schema";
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
    expect(await reviewHistory(db, "nkzweb")).toEqual({
      versions: [
        { version: 2, savedAt: "2026-11-23T19:00:00.000Z" },
        { version: 1, savedAt: "2026-11-23T18:00:00.000Z" },
      ],
      next: null,
    });
    expect(await reviewHistory(db, "nkzweb", { limit: 1 })).toEqual({
      versions: [{ version: 2, savedAt: "2026-11-23T19:00:00.000Z" }],
      next: 2,
    });
    expect(await reviewHistory(db, "nkzweb", { before: 2, limit: 1 })).toEqual({
      versions: [{ version: 1, savedAt: "2026-11-23T18:00:00.000Z" }],
      next: null,
    });
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

  it("slows down repeated wrong passwords from one address only, and forgets them after a success", async () => {
    const now = new Date("2026-11-23T20:00:00Z");
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    for (let i = 0; i < 3; i += 1) expect(await claimSignInAttempt(db, "203.0.113.9", now)).toEqual({ allowed: true });
    expect(await claimSignInAttempt(db, "203.0.113.9", now)).toEqual({ allowed: false, waitSeconds: 5 });
    expect(await claimSignInAttempt(db, "203.0.113.9", later(2))).toEqual({ allowed: false, waitSeconds: 3 });
    expect(await claimSignInAttempt(db, "203.0.113.9", later(5))).toEqual({ allowed: true });
    expect(await claimSignInAttempt(db, "203.0.113.9", later(6))).toEqual({ allowed: false, waitSeconds: 9 });
    // Another address is not slowed down at all, however many wrong passwords came from elsewhere.
    expect(await claimSignInAttempt(db, "198.51.100.1", later(6))).toEqual({ allowed: true });
    await clearSignInFailures(db, "203.0.113.9");
    expect(await claimSignInAttempt(db, "203.0.113.9", later(6))).toEqual({ allowed: true });
  });

  it("rotates one client's link to the next generation, with an expiry, leaving the others", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    expect(await linkState(db, "roofrightexteriors")).toEqual({ generation: 0, expiresAt: null });
    await rotateLink(db, "roofrightexteriors", null, now);
    const expiresAt = new Date("2027-01-01T07:00:00Z");
    expect(await rotateLink(db, "roofrightexteriors", expiresAt, now)).toEqual({ generation: 2, expiresAt });
    expect(await linkState(db, "roofrightexteriors")).toEqual({ generation: 2, expiresAt });
    expect(await linkState(db, "prairiebreeze")).toEqual({ generation: 0, expiresAt: null });
  });

  it("lets only the free attempts through when wrong passwords arrive in parallel", async () => {
    const now = new Date("2026-11-23T21:00:00Z");
    const attempts = await Promise.all(Array.from({ length: 12 }, () => claimSignInAttempt(db, "192.0.2.44", now)));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(3);
  });

  it("forgets an address's wrong passwords after a quiet day, and prunes the rows of quiet addresses", async () => {
    const now = new Date("2026-11-24T08:00:00Z");
    const nextDay = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    for (let i = 0; i < 6; i += 1) await claimSignInAttempt(db, "192.0.2.77", now);
    await claimSignInAttempt(db, "192.0.2.78", now);
    expect(await claimSignInAttempt(db, "192.0.2.77", nextDay)).toEqual({ allowed: true });
    const rows = await db.select().from(signInFailures).where(like(signInFailures.address, "192.0.2.7%"));
    expect(rows.map((row) => [row.address, row.failures])).toEqual([["192.0.2.77", 1]]);
  });
});

describe("review links", () => {
  const first = { generation: 0, expiresAt: null };
  const now = new Date("2026-11-28T12:00:00Z");
  const valid = { valid: true };

  it("open one client's review and no other's", () => {
    const key = reviewKey("secret", "nkzweb");
    expect(checkReviewKey("secret", "nkzweb", key, first, now)).toEqual(valid);
    expect(checkReviewKey("secret", "wecaremovers", key, first, now)).toMatchObject({ valid: false });
    expect(checkReviewKey("other-secret", "nkzweb", key, first, now)).toMatchObject({ valid: false });
    expect(checkReviewKey("secret", "nkzweb", `${key}x`, first, now)).toMatchObject({ valid: false });
    expect(checkReviewKey("secret", "nkzweb", undefined, first, now)).toEqual({
      valid: false,
      error: "This review link is not valid.",
    });
    expect(reviewLinkPath("secret", "nkzweb")).toBe(`/socialmedia/nkzweb?key=${key}`);
  });

  it("after a rotation, refuse the old key saying it was replaced, and open the new one until it expires", () => {
    const old = reviewKey("secret", "nkzweb");
    const rotated = { generation: 1, expiresAt: new Date("2027-01-01T07:00:00Z") };
    const fresh = reviewKey("secret", "nkzweb", 1);
    expect(fresh).not.toBe(old);
    expect(checkReviewKey("secret", "nkzweb", old, rotated, now)).toEqual({
      valid: false,
      error: "This review link was replaced by a newer one. Ask the studio for your current link.",
    });
    expect(checkReviewKey("secret", "nkzweb", fresh, rotated, now)).toEqual(valid);
    expect(checkReviewKey("secret", "nkzweb", fresh, rotated, new Date("2027-01-01T07:00:00Z"))).toEqual({
      valid: false,
      error: "This review link expired on December 31, 2026. Ask the studio for a new one.",
    });
    expect(reviewLinkPath("secret", "nkzweb", 1)).toBe(`/socialmedia/nkzweb?key=${fresh}`);
  });
});
