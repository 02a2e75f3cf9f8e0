import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Annotation, Decision, Review } from "@/src/model/review";
import { clientPart, emptyReview, hasStudioPart, mergeClientSave, mergeReviews, sameJson } from "./review-merge";

const T = "2026-11-23T17:00:00.000Z";
const pin = (id: string, text: string, x = 10): Annotation => ({ id, x, y: 20, text, isNew: true, timestamp: T });

describe("mergeReviews", () => {
  const base: Review = {
    decisions: { "post-1": "approved", "post-2": "replace" },
    comments: { "post-1": [pin("a", "Seed A"), pin("b", "Seed B")] },
  };

  it("keeps both sides' new pins, edits and deletes of different pins, and each side's decision changes", () => {
    const stored: Review = {
      decisions: { "post-1": "approved", "post-2": "replace", "post-3": "approved" },
      comments: { "post-1": [pin("a", "Edited by the first"), pin("b", "Seed B"), pin("s1", "New from the first")] },
    };
    const incoming: Review = {
      decisions: { "post-1": "replace", "post-2": "replace" },
      comments: { "post-1": [pin("a", "Seed A")], "post-4": [pin("i1", "New from the second")] },
    };
    expect(mergeReviews(base, stored, incoming)).toEqual({
      decisions: { "post-1": "replace", "post-2": "replace", "post-3": "approved" },
      comments: {
        "post-1": [pin("a", "Edited by the first"), pin("s1", "New from the first")],
        "post-4": [pin("i1", "New from the second")],
      },
    });
  });

  it("lets the later save win a pin or a decision both sides changed, and a cleared decision stays cleared", () => {
    const stored: Review = {
      decisions: { "post-1": "replace", "post-2": "approved" },
      comments: { "post-1": [pin("a", "First"), pin("b", "Seed B")] },
    };
    const incoming: Review = {
      decisions: { "post-1": "replace" },
      comments: { "post-1": [pin("a", "Second"), pin("b", "Seed B")] },
    };
    expect(mergeReviews(base, stored, incoming)).toEqual({
      decisions: { "post-1": "replace" },
      comments: { "post-1": [pin("a", "Second"), pin("b", "Seed B")] },
    });
  });

  it("keeps a pin deleted on one side and edited on the other, with the edit: the deleter never saw it", () => {
    const deleted: Review = { ...base, comments: { "post-1": [pin("b", "Seed B")] } };
    const edited: Review = { ...base, comments: { "post-1": [pin("a", "Better"), pin("b", "Seed B")] } };
    const kept = { ...base, comments: { "post-1": [pin("a", "Better"), pin("b", "Seed B")] } };
    expect(mergeReviews(base, edited, deleted)).toEqual(kept);
    expect(mergeReviews(base, deleted, edited)).toEqual(kept);
  });

  it("merges a pin field by field, so a move on one side and an edit on the other both stay", () => {
    const moved: Review = { ...base, comments: { "post-1": [pin("a", "Seed A", 70), pin("b", "Seed B")] } };
    const edited: Review = { ...base, comments: { "post-1": [pin("a", "Better"), pin("b", "Seed B")] } };
    expect(mergeReviews(base, moved, edited).comments["post-1"]?.[0]).toEqual(pin("a", "Better", 70));
  });

  it("with no base, keeps the union: nothing of the stored review is taken as deleted", () => {
    const stored: Review = { decisions: { "post-1": "approved" }, comments: { "post-1": [pin("a", "Kept")] } };
    const incoming: Review = { decisions: { "post-2": "replace" }, comments: { "post-1": [pin("z", "Mine")] } };
    expect(mergeReviews(emptyReview, stored, incoming)).toEqual({
      decisions: { "post-1": "approved", "post-2": "replace" },
      comments: { "post-1": [pin("a", "Kept"), pin("z", "Mine")] },
    });
  });

  it("leaves out posts left with no pins", () => {
    const incoming: Review = { ...base, comments: {} };
    expect(mergeReviews(base, base, incoming).comments).toEqual({});
    expect(mergeReviews(base, { ...base, decisions: {} }, incoming)).toEqual({ decisions: {}, comments: {} });
  });
});

describe("sameJson", () => {
  it("ignores the order of a record's keys, not of a list's items", () => {
    expect(sameJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

/*
 * Property tests: a base review, and two reviewers who each start from it and add, edit and delete
 * pins and change decisions. The stored side is the one that saved first; the incoming, later.
 */

const POSTS = ["post-1", "post-2", "post-3", "post-4"];
const postId = fc.constantFrom(...POSTS);
const words = fc.constantFrom("Warmer", "Cooler", "Bigger logo", "Swap the photo", "Typo", "Yes");
const decision = fc.constantFrom<Decision>("approved", "replace");

const reviewArb = (prefix: string): fc.Arbitrary<Review> =>
  fc
    .record({
      decisions: fc.dictionary(postId, decision, { maxKeys: 4 }),
      pins: fc.array(fc.record({ post: postId, text: words, x: fc.integer({ min: 0, max: 100 }) }), { maxLength: 8 }),
    })
    .map(({ decisions, pins }) => {
      const comments: Review["comments"] = {};
      pins.forEach(({ post, text, x }, index) => {
        (comments[post] ??= []).push(pin(`${prefix}${index}`, text, x));
      });
      return { decisions, comments };
    });

const pinsOf = (review: Review) => Object.values(review.comments).flat();
const pinIds = (review: Review) => new Set(pinsOf(review).map((entry) => entry.id));
const findPin = (review: Review, id: string) => pinsOf(review).find((entry) => entry.id === id);

/** A reviewer's copy: the base with some decisions changed or cleared, some pins edited or deleted, some added. */
const changedFrom = (base: Review, side: string): fc.Arbitrary<Review> =>
  fc
    .record({
      decisions: fc.dictionary(postId, fc.option(decision), { maxKeys: 4 }),
      deleted: fc.subarray([...pinIds(base)]),
      edited: fc.subarray([...pinIds(base)]),
      text: words,
      added: reviewArb(`${side}-`),
    })
    .map(({ decisions, deleted, edited, text, added }) => {
      const next: Review = { decisions: { ...base.decisions }, comments: {} };
      for (const [post, value] of Object.entries(decisions)) {
        if (value === null) delete next.decisions[post];
        else next.decisions[post] = value;
      }
      for (const post of POSTS) {
        const list = [...(base.comments[post] ?? []), ...(added.comments[post] ?? [])]
          .filter((entry) => !deleted.includes(entry.id))
          .map((entry) => (edited.includes(entry.id) ? { ...entry, text: `${entry.text} (${side}: ${text})` } : entry));
        if (list.length > 0) next.comments[post] = list;
      }
      return next;
    });

const threeWay = reviewArb("base-").chain((base) =>
  fc.tuple(fc.constant(base), changedFrom(base, "stored"), changedFrom(base, "incoming")),
);

describe("mergeReviews, for any two reviewers' changes", () => {
  it("is the other side's copy when one side changed nothing", () => {
    fc.assert(
      fc.property(threeWay, ([base, stored, incoming]) => {
        expect(mergeReviews(base, stored, base)).toEqual(stored);
        expect(mergeReviews(base, base, incoming)).toEqual(incoming);
      }),
    );
  });

  it("loses no pin either side added, and keeps each side's text for it", () => {
    fc.assert(
      fc.property(threeWay, ([base, stored, incoming]) => {
        const merged = mergeReviews(base, stored, incoming);
        for (const side of [stored, incoming]) {
          for (const added of pinsOf(side).filter((entry) => !pinIds(base).has(entry.id))) {
            expect(findPin(merged, added.id)).toEqual(added);
          }
        }
      }),
    );
  });

  it("removes a pin only when a side deleted it and the other still held it as the deleter saw it", () => {
    fc.assert(
      fc.property(threeWay, ([base, stored, incoming]) => {
        const merged = mergeReviews(base, stored, incoming);
        for (const id of pinIds(base)) {
          if (findPin(merged, id)) continue;
          const seen = findPin(base, id);
          for (const side of [stored, incoming]) {
            const held = findPin(side, id);
            expect(held === undefined || sameJson(held, seen)).toBe(true);
          }
        }
      }),
    );
  });

  it("keeps the later save's edit of a pin, and the earlier save's where the later did not touch it", () => {
    fc.assert(
      fc.property(threeWay, ([base, stored, incoming]) => {
        const merged = mergeReviews(base, stored, incoming);
        for (const was of pinsOf(base)) {
          const [kept, sent, now] = [findPin(stored, was.id), findPin(incoming, was.id), findPin(merged, was.id)];
          if (sent && !sameJson(sent, was)) expect(now).toEqual(sent);
          else if (kept && !sameJson(kept, was)) expect(now).toEqual(kept);
        }
      }),
    );
  });

  it("keeps a decision the later save changed, and otherwise the stored one", () => {
    fc.assert(
      fc.property(threeWay, ([base, stored, incoming]) => {
        const merged = mergeReviews(base, stored, incoming);
        for (const post of POSTS) {
          const changed = incoming.decisions[post] !== base.decisions[post];
          expect(merged.decisions[post]).toBe(changed ? incoming.decisions[post] : stored.decisions[post]);
        }
      }),
    );
  });

  it("gives the same review when the same save is sent again", () => {
    fc.assert(
      fc.property(threeWay, ([base, stored, incoming]) => {
        const merged = mergeReviews(base, stored, incoming);
        expect(mergeReviews(base, merged, incoming)).toEqual(merged);
      }),
    );
  });

  it("with no base, holds every pin of both sides and every decision of the later one", () => {
    fc.assert(
      fc.property(reviewArb("s"), reviewArb("i"), (stored, incoming) => {
        const merged = mergeReviews(emptyReview, stored, incoming);
        for (const id of [...pinIds(stored), ...pinIds(incoming)]) expect(findPin(merged, id)).toBeDefined();
        for (const post of POSTS) {
          expect(merged.decisions[post]).toBe(incoming.decisions[post] ?? stored.decisions[post]);
        }
      }),
    );
  });
});

/*
 * The studio's side of the conversation: it replies to pins and resolves or reopens them from the
 * inbox while the client edits, deletes and adds pins on their link. Whichever saves later, nothing
 * one side did is erased by the other.
 */

const reply = (id: string, text: string) => ({ id, text, timestamp: T });

const studioChangedFrom = (base: Review): fc.Arbitrary<Review> =>
  fc
    .record({ replied: fc.subarray([...pinIds(base)]), toggled: fc.subarray([...pinIds(base)]), text: words })
    .map(({ replied, toggled, text }) => {
      const comments: Review["comments"] = {};
      for (const [post, list] of Object.entries(base.comments)) {
        comments[post] = list.map((entry) => {
          let next: Annotation = entry;
          if (replied.includes(entry.id)) {
            next = { ...next, replies: [...(entry.replies ?? []), reply(`reply-${entry.id}`, text)] };
          }
          if (toggled.includes(entry.id)) next = { ...next, resolved: !entry.resolved };
          return next;
        });
      }
      return { decisions: { ...base.decisions }, comments };
    });

const conversation = reviewArb("base-").chain((base) =>
  fc.tuple(fc.constant(base), studioChangedFrom(base), changedFrom(base, "client"), fc.boolean()),
);

describe("mergeReviews, for the studio's replies beside the client's changes", () => {
  it("keeps two replies written together on one pin", () => {
    const base: Review = { decisions: {}, comments: { "post-1": [pin("a", "Warmer?")] } };
    const first = { ...pin("a", "Warmer?"), replies: [reply("r1", "On it")] };
    const second = { ...pin("a", "Warmer?"), replies: [reply("r2", "Sending a new version")] };
    expect(
      mergeReviews(
        base,
        { decisions: {}, comments: { "post-1": [first] } },
        { decisions: {}, comments: { "post-1": [second] } },
      ),
    ).toEqual({
      decisions: {},
      comments: {
        "post-1": [{ ...pin("a", "Warmer?"), replies: [reply("r1", "On it"), reply("r2", "Sending a new version")] }],
      },
    });
  });

  it("loses no reply, no client edit or new pin, and keeps the studio's resolve, whichever side saves later", () => {
    fc.assert(
      fc.property(conversation, ([base, studio, client, studioLater]) => {
        const merged = studioLater ? mergeReviews(base, client, studio) : mergeReviews(base, studio, client);
        for (const entry of pinsOf(studio)) {
          const now = findPin(merged, entry.id);
          const was = findPin(base, entry.id);
          if (!sameJson(entry, was)) {
            // A pin the studio answered or resolved is never deleted from under it.
            expect(now).toBeDefined();
            for (const added of entry.replies ?? []) expect(now?.replies).toContainEqual(added);
            expect(now?.resolved).toBe(entry.resolved);
          }
        }
        for (const entry of pinsOf(client)) {
          const was = findPin(base, entry.id);
          if (sameJson(entry, was)) continue;
          expect(findPin(merged, entry.id)?.text).toBe(entry.text);
        }
        expect(merged.decisions).toEqual(client.decisions);
      }),
    );
  });
});

/*
 * Who writes what: a client's save carries only the client's part. Whatever it holds (a forged reply,
 * `resolved`, a studio note, or a copy with the studio's reply left out), the studio's part of the
 * stored review comes through untouched.
 */

/** The studio's part of a review: per pin id, its notes whole and, on the client's pins, replies and resolve. */
const studioPartOf = (review: Review) =>
  new Map(
    pinsOf(review)
      .filter(hasStudioPart)
      .map((entry) => [entry.id, entry.isNew ? { replies: entry.replies, resolved: entry.resolved } : entry]),
  );

const forged = (review: Review): fc.Arbitrary<Review> =>
  fc
    .record({ fake: fc.subarray([...pinIds(review)]), note: fc.boolean(), drop: fc.subarray([...pinIds(review)]) })
    .map(({ fake, note, drop }) => {
      const comments: Review["comments"] = {};
      for (const [post, list] of Object.entries(review.comments)) {
        comments[post] = list
          .filter((entry) => !drop.includes(entry.id))
          .map((entry) =>
            fake.includes(entry.id)
              ? { ...entry, isNew: !note, resolved: true, replies: [reply(`forged-${entry.id}`, "We love it")] }
              : { ...entry, replies: undefined, resolved: undefined },
          );
      }
      return { decisions: review.decisions, comments };
    });

const clientSave = reviewArb("base-").chain((base) =>
  studioChangedFrom(base).chain((stored) =>
    fc.tuple(
      fc.constant(base),
      fc.constant<Review>({
        ...stored,
        comments: {
          ...stored.comments,
          "post-4": [...(stored.comments["post-4"] ?? []), { ...pin("note-1", "From the studio"), isNew: false }],
        },
      }),
      changedFrom(base, "client").chain(forged),
    ),
  ),
);

describe("mergeClientSave, whatever a client's save holds", () => {
  it("keeps the studio's reply when the client's copy leaves it out", () => {
    const answered = { ...pin("a", "Warmer?"), replies: [reply("r1", "On it")], resolved: true };
    const stored: Review = { decisions: {}, comments: { "post-1": [answered] } };
    const incoming: Review = { decisions: {}, comments: { "post-1": [pin("a", "Warmer please")] } };
    expect(mergeClientSave(stored, stored, incoming).comments["post-1"]).toEqual([
      { ...answered, text: "Warmer please" },
    ]);
  });

  it("never creates, changes or erases the studio's part, and keeps the client's own changes", () => {
    fc.assert(
      fc.property(clientSave, ([base, stored, incoming]) => {
        const merged = mergeClientSave(base, stored, incoming);
        expect(studioPartOf(merged)).toEqual(studioPartOf(stored));
        for (const entry of pinsOf(clientPart(incoming))) {
          const was = findPin(base, entry.id);
          if (was && was.text === entry.text) continue;
          const now = findPin(merged, entry.id);
          if (now?.isNew) expect(now.text).toBe(entry.text);
        }
        expect(merged.decisions).toEqual(mergeReviews(base, stored, incoming).decisions);
      }),
    );
  });
});
