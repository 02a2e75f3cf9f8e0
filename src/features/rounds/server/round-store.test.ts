// @vitest-environment node
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/src/db/client";
import { images, imageVariants } from "@/src/db/schema";
import { testDatabase, testDatabaseKinds } from "@/src/db/test-database";
import { prepareImage } from "./images";
import {
  addPost,
  clientRounds,
  currentRound,
  draftRound,
  imageVariant,
  publishRound,
  removePost,
  reorderPosts,
  replacePicture,
  RoundConflict,
} from "./round-store";

const picture = (background: string) =>
  sharp({ create: { width: 1200, height: 1200, channels: 3, background } })
    .png()
    .toBuffer()
    .then(prepareImage);

describe.each(testDatabaseKinds)("rounds on %s", (kind) => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await testDatabase(kind));
  }, 60_000);
  afterAll(() => close());

  it("makes one draft when 'New round' is pressed twice at once, numbered after the published ones", async () => {
    const drafts = await Promise.all(Array.from({ length: 4 }, () => draftRound(db, "anydaypa")));
    expect(new Set(drafts).size).toBe(1);
    const [only] = drafts;
    await addPost(db, only!, { image: await picture("#8e44ad"), caption: "", plannedDate: "2026-03-01" });
    await publishRound(db, only!);
    const next = await Promise.all([draftRound(db, "anydaypa"), draftRound(db, "anydaypa")]);
    expect(next[0]).toBe(next[1]);
    expect((await clientRounds(db, "anydaypa")).map((round) => [round.number, round.status])).toEqual([
      [2, "draft"],
      [1, "published"],
    ]);
  });

  it("keeps a draft from the client, then shows the published round's posts in the studio's order", async () => {
    const roundId = await draftRound(db, "nkzweb");
    expect(await draftRound(db, "nkzweb")).toBe(roundId);
    const [red, green, blue] = await Promise.all(["#c0392b", "#27ae60", "#2980b9"].map(picture));
    const first = await addPost(db, roundId, { image: red!, caption: "Spring sale", plannedDate: "2026-03-01" });
    const second = await addPost(db, roundId, { image: green!, caption: "Team photo", plannedDate: "2026-02-28" });
    const third = await addPost(db, roundId, { image: blue!, caption: "Gone", plannedDate: "2026-02-27" });
    await removePost(db, roundId, third);
    // The removed post's picture was used by nothing else, so it went with it.
    expect((await db.select().from(images)).map((row) => row.id)).not.toContain(blue!.id);
    await reorderPosts(db, roundId, [second, first]);
    expect(await currentRound(db, "nkzweb")).toBeNull();

    await publishRound(db, roundId);
    const round = await currentRound(db, "nkzweb");
    expect(round?.number).toBe(1);
    expect(round?.posts.map((post) => [post.id, post.caption])).toEqual([
      [second, "Team photo"],
      [first, "Spring sale"],
    ]);
    await expect(removePost(db, roundId, first)).rejects.toBeInstanceOf(RoundConflict);
    // The next draft is round 2, and the client still sees round 1 until it is published.
    const next = await draftRound(db, "nkzweb");
    expect(next).not.toBe(roundId);
    expect((await currentRound(db, "nkzweb"))?.number).toBe(1);
    expect((await clientRounds(db, "nkzweb")).map((entry) => [entry.number, entry.status])).toEqual([
      [2, "draft"],
      [1, "published"],
    ]);
  });

  it("stores every width of a picture once, and a published post's new picture is its next version", async () => {
    const roundId = await draftRound(db, "mellowyellow");
    const image = await picture("#f1c40f");
    const postId = await addPost(db, roundId, { image, caption: "", plannedDate: "2026-03-01" });
    const again = await addPost(db, roundId, { image, caption: "Same picture", plannedDate: "2026-02-28" });
    const rows = await db.select().from(imageVariants);
    expect(rows.filter((row) => row.imageId === image.id).map((row) => row.width)).toEqual([480, 960, 1200]);
    expect((await imageVariant(db, image.id, 480))?.subarray(8, 12).toString("latin1")).toBe("WEBP");
    // In a draft, a new picture replaces the first: nothing was reviewed yet.
    expect(await replacePicture(db, roundId, again, await picture("#8e44ad"))).toBe(1);
    await publishRound(db, roundId);
    expect(await replacePicture(db, roundId, postId, await picture("#d35400"))).toBe(2);
    const post = (await currentRound(db, "mellowyellow"))?.posts[0];
    expect(post?.versions.map((version) => version.version)).toEqual([1, 2]);
    expect(post?.versions[0]?.image.id).toBe(image.id);
  });

  it("refuses a 31st post", async () => {
    const roundId = await draftRound(db, "prairiebreeze");
    const image = await picture("#16a085");
    for (let n = 0; n < 30; n += 1) await addPost(db, roundId, { image, caption: "", plannedDate: "2026-03-01" });
    await expect(addPost(db, roundId, { image, caption: "", plannedDate: "2026-03-01" })).rejects.toThrow(
      "A round holds at most 30 posts.",
    );
  }, 30_000);
});
