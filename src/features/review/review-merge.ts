import type { Annotation, Reply, Review } from "@/src/model/review";

/*
 * How two copies of one client's review become one, on the server when a save arrives and in the
 * browser when a link is reopened with work it has not sent. A three-way merge: `base` is the saved
 * version the incoming copy started from, `stored` is what is saved now (other browsers' work may
 * have reached it since), `incoming` is the copy arriving later. No clock is read: which copy is
 * later is the order the saves arrive in, and what each side changed is what differs from the base.
 *
 * - A value that changes as a whole (a post's decision, a field of a pin) keeps the incoming change
 *   when the incoming copy changed it from the base, and the stored one otherwise.
 * - Items with ids (pins, and the studio's replies on a pin) are merged one id at a time: what
 *   either side added is kept; a delete removes an item only as the deleter saw it, so an item
 *   deleted on one side and edited on the other stays, with the edit.
 * - The studio's replies and its resolve or reopen come in through the same merge (the inbox's
 *   change is the incoming copy, the client's saves the stored one, and the other way round), so a
 *   reply never erases a client's edit of the pin, nor a client's save a reply; whether a pin is
 *   resolved keeps the most recent change.
 * - With no base known (a pruned version, or a browser that never saw one), the base is an empty
 *   review: nothing then counts as deleted, and the result is the union of both sides.
 */

export const emptyReview: Review = { decisions: {}, comments: {} };

/** Structural equality of JSON values: a record's key order does not matter, a list's order does. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameJson(item, b[index]))
    );
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}

/** A value that changes as a whole: the incoming copy's change wins; a value it left as it was keeps the stored one. */
export function mergeValue<T>(base: T | undefined, stored: T | undefined, incoming: T | undefined): T | undefined {
  return sameJson(incoming, base) ? stored : incoming;
}

/** A flat item field by field: two sides that changed different fields both keep their change. */
export function mergeFields<T extends object>(base: T | undefined, stored: T, incoming: T): T {
  const merged: Record<string, unknown> = {};
  const fields = new Set([...Object.keys(stored), ...Object.keys(incoming)]);
  for (const field of fields) {
    const value = mergeValue(
      (base as Record<string, unknown> | undefined)?.[field],
      (stored as Record<string, unknown>)[field],
      (incoming as Record<string, unknown>)[field],
    );
    if (value !== undefined) merged[field] = value;
  }
  return merged as T;
}

/**
 * A list of items with ids, merged id by id (`mergeItem` merges one item both sides hold). Items
 * keep their place: those of the base in its order, then the stored side's new ones, then the
 * incoming side's, as when each reviewer added pins after the other; a side that did not touch
 * the list leaves the other's exactly as it is.
 */
export function mergeById<T extends { id: string }>(
  base: readonly T[],
  stored: readonly T[],
  incoming: readonly T[],
  mergeItem: (base: T | undefined, stored: T, incoming: T) => T,
): T[] {
  if (sameJson(stored, base)) return [...incoming];
  if (sameJson(incoming, base)) return [...stored];
  const byId = (list: readonly T[]) => new Map(list.map((item) => [item.id, item]));
  const [baseItems, storedItems, incomingItems] = [byId(base), byId(stored), byId(incoming)];
  const merged = (id: string): T | null => {
    const was = baseItems.get(id);
    const kept = storedItems.get(id);
    const sent = incomingItems.get(id);
    if (kept && sent) return mergeItem(was, kept, sent);
    // One side deleted it: gone if the other side still holds it as the deleter saw it, kept with
    // the other side's edit otherwise; an item the deleter never saw was added by the other side.
    const other = kept ?? sent;
    if (!other) return null;
    return was && sameJson(other, was) ? null : other;
  };
  const ids = new Set([...baseItems.keys(), ...storedItems.keys(), ...incomingItems.keys()]);
  return [...ids].flatMap((id) => merged(id) ?? []);
}

/** A record (by post id) merged key by key; a key whose merged value is undefined is left out. */
function mergeRecord<T>(
  base: Readonly<Record<string, T>>,
  stored: Readonly<Record<string, T>>,
  incoming: Readonly<Record<string, T>>,
  mergeEntry: (base: T | undefined, stored: T | undefined, incoming: T | undefined) => T | undefined,
): Record<string, T> {
  const merged: Record<string, T> = {};
  const keys = new Set([...Object.keys(base), ...Object.keys(stored), ...Object.keys(incoming)]);
  for (const key of keys) {
    const entry = mergeEntry(
      Object.hasOwn(base, key) ? base[key] : undefined,
      Object.hasOwn(stored, key) ? stored[key] : undefined,
      Object.hasOwn(incoming, key) ? incoming[key] : undefined,
    );
    if (entry !== undefined) merged[key] = entry;
  }
  return merged;
}

/** A pin field by field, and its replies reply by reply (an empty list is left out, as none). */
function mergePin(base: Annotation | undefined, stored: Annotation, incoming: Annotation): Annotation {
  const { replies: baseReplies, ...baseFields } = base ?? {};
  const { replies: storedReplies, ...storedFields } = stored;
  const { replies: incomingReplies, ...incomingFields } = incoming;
  const pin = mergeFields<Omit<Annotation, "replies">>(
    base ? (baseFields as Omit<Annotation, "replies">) : undefined,
    storedFields,
    incomingFields,
  );
  const replies = mergeById<Reply>(baseReplies ?? [], storedReplies ?? [], incomingReplies ?? [], mergeFields);
  return replies.length > 0 ? { ...pin, replies } : pin;
}

function mergePins(
  base: readonly Annotation[] | undefined,
  stored: readonly Annotation[] | undefined,
  incoming: readonly Annotation[] | undefined,
): Annotation[] | undefined {
  const merged = mergeById(base ?? [], stored ?? [], incoming ?? [], mergePin);
  return merged.length > 0 ? merged : undefined;
}

/**
 * The review that results from saving `incoming`, which started from `base`, over `stored`
 * (see the top of this file for the rules). `base` is `emptyReview` when it is not known.
 */
export function mergeReviews(base: Review, stored: Review, incoming: Review): Review {
  return {
    decisions: mergeRecord(base.decisions, stored.decisions, incoming.decisions, mergeValue),
    comments: mergeRecord(base.comments, stored.comments, incoming.comments, mergePins),
  };
}

/*
 * Who writes what (docs/review.md#who-writes-what). A client's save carries the client's part: their
 * decisions and their own pins (text and place). The studio's part is written only by the studio's
 * routes: its notes (pins with `isNew: false`) and, on a client's pin, its replies and whether it is
 * resolved. A client's save is merged on the client's part alone, and the studio's part is then
 * taken, untouched, from what is stored: no client save can create, change or erase it.
 */

/** Whether a pin carries anything of the studio's: it is the studio's note, or has a reply or a resolve. */
export function hasStudioPart(pin: Annotation): boolean {
  return !pin.isNew || (pin.replies?.length ?? 0) > 0 || pin.resolved !== undefined;
}

/** A review's client part: decisions, and the client's own pins without the studio's replies or resolve. */
export function clientPart(review: Review): Review {
  const comments: Record<string, Annotation[]> = {};
  for (const [postKey, pins] of Object.entries(review.comments)) {
    const own = pins.filter((pin) => pin.isNew).map(({ replies: _replies, resolved: _resolved, ...pin }) => pin);
    if (own.length > 0) comments[postKey] = own;
  }
  return { decisions: review.decisions, comments };
}

/**
 * `merged` (a client part) with the studio's part as `stored` has it: each pin keeps its stored
 * replies and resolve, the studio's notes stay as they are, and a pin the studio answered stays in
 * the conversation even if the client's copy left it out.
 */
export function withStudioPart(merged: Review, stored: Review): Review {
  const comments: Record<string, Annotation[]> = {};
  const postKeys = new Set([...Object.keys(merged.comments), ...Object.keys(stored.comments)]);
  for (const postKey of postKeys) {
    const storedPins = Object.hasOwn(stored.comments, postKey) ? (stored.comments[postKey] ?? []) : [];
    const mergedPins = Object.hasOwn(merged.comments, postKey) ? (merged.comments[postKey] ?? []) : [];
    const storedById = new Map(storedPins.map((pin) => [pin.id, pin]));
    const pins = mergedPins.map((pin) => {
      const kept = storedById.get(pin.id);
      if (!kept) return pin;
      if (!kept.isNew) return kept;
      const { replies, resolved } = kept;
      return {
        ...pin,
        ...(replies && replies.length > 0 ? { replies } : {}),
        ...(resolved !== undefined ? { resolved } : {}),
      };
    });
    const present = new Set(pins.map((pin) => pin.id));
    const kept = storedPins.filter((pin) => hasStudioPart(pin) && !present.has(pin.id));
    const all = [...kept.filter((pin) => !pin.isNew), ...pins, ...kept.filter((pin) => pin.isNew)];
    if (all.length > 0) comments[postKey] = all;
  }
  return { decisions: merged.decisions, comments };
}

/**
 * A client's save over the stored review: the client parts merged three ways (`base` is the
 * version the save started from), then the studio's part as stored.
 */
export function mergeClientSave(base: Review, stored: Review, incoming: Review): Review {
  return withStudioPart(mergeReviews(clientPart(base), clientPart(stored), clientPart(incoming)), stored);
}
