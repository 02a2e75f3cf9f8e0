import { expect } from "@playwright/test";
import { STUDIO_PASSWORD } from "./studio";

/** One save through a client's link, as the fault tests see it: status 0 when no answer came. */
export type SaveResult = {
  clientId: string;
  marker: string;
  status: number;
  version: number | null;
  retryAfter: string | null;
  error: string | null;
  /** When the answer (or the failure) arrived, by Date.now(). */
  at: number;
  /** What a 201 answered: the stored (merged) review, which the next save from this "browser" starts from. */
  stored: SavedCopy | null;
};

type MarkedReview = ReturnType<typeof markedReview>;

/** The saved copy a browser holds: its next save names this version as its base. */
export type SavedCopy = { version: number; review: MarkedReview };

/** A review whose one comment names the save it was sent by, so a stored review tells which save it holds. */
export function markedReview(marker: string) {
  return {
    decisions: { "post-1": "approved" },
    comments: {
      "post-2": [{ id: marker, x: 10, y: 20, text: marker, isNew: true, timestamp: "2026-11-26T17:00:00.000Z" }],
    },
  };
}

/**
 * Saves a review through a client's review link, as the review page does. The one place the fault
 * tests know the save contract (what is sent, what a 201 answers); a change of contract is made here.
 * A save starts from `from`, the copy this "browser" last had answered (none: base version 0), and
 * replaces that copy's marked comment with its own, so the store's merge keeps only the newest marker
 * unless an answer was lost (then both stay, as two browsers' pins would).
 */
export async function saveReview(
  origin: string,
  clientId: string,
  key: string,
  marker: string,
  from: SavedCopy | null = null,
): Promise<SaveResult> {
  const result = { clientId, marker, version: null, retryAfter: null, error: null, stored: null };
  try {
    const response = await fetch(`${origin}/api/reviews/${clientId}?key=${encodeURIComponent(key)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ baseVersion: from?.version ?? 0, review: markedReview(marker) }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json().catch(() => null)) as {
      version?: number;
      review?: MarkedReview;
      error?: string;
    } | null;
    // A server killed mid-answer may get its status line out but not its body: no answer came.
    if (body === null) return { ...result, status: 0, error: "answer cut off", at: Date.now() };
    return {
      ...result,
      status: response.status,
      version: response.status === 201 ? (body.version ?? null) : null,
      stored:
        response.status === 201 && body.version !== undefined && body.review
          ? { version: body.version, review: body.review }
          : null,
      retryAfter: response.headers.get("retry-after"),
      error: body.error ?? null,
      at: Date.now(),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ...result, status: 0, error: cause ?? String(error), at: Date.now() };
  }
}

/** The studio's cookie and every client's review key, read from the inbox as the studio would. */
export async function studioAccess(origin: string): Promise<{ cookie: string; keys: Map<string, string> }> {
  const signIn = await fetch(`${origin}/api/studio/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: STUDIO_PASSWORD }),
  });
  expect(signIn.status).toBe(204);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const inbox = await fetch(`${origin}/api/studio/reviews`, { headers: { cookie } });
  expect(inbox.status).toBe(200);
  const { clients } = (await inbox.json()) as { clients: { id: string; link: string }[] };
  return {
    cookie,
    keys: new Map(clients.map((client) => [client.id, new URL(client.link, origin).searchParams.get("key") ?? ""])),
  };
}

/**
 * Saves keep going through every client's link at once (one save at a time per client) until
 * stop(), which waits for the saves in flight and gives every result.
 */
export function saveContinuously(origin: string, keys: Map<string, string>) {
  const results: SaveResult[] = [];
  let stopped = false;
  let count = 0;
  const workers = [...keys].map(async ([clientId, key]) => {
    let copy: SavedCopy | null = null;
    while (!stopped) {
      count += 1;
      const result = await saveReview(origin, clientId, key, `${clientId}-save-${count}`, copy);
      results.push(result);
      copy = result.stored ?? copy;
      // A server that is gone answers at once: no point in hammering its closed port. A link that saves
      // too often is told when to try again (at most 2 s is waited here, to keep the burst going).
      const pause = result.status === 429 ? Math.min(Number(result.retryAfter) || 1, 2) * 1000 : 100;
      if (result.status !== 201) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  });
  return {
    results,
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
      return results;
    },
  };
}

/**
 * Every save answered 201 is in the store, none half-written: each acknowledged version is in the
 * client's history, the current review is the newest version, and when that version was
 * acknowledged, the current review holds that save's comment.
 */
export async function expectAcknowledgedSavesKept(origin: string, cookie: string, results: readonly SaveResult[]) {
  const acknowledged = results.filter((result) => result.status === 201);
  for (const clientId of new Set(acknowledged.map((result) => result.clientId))) {
    type Saved = { version: number; review: { comments: Record<string, { id: string }[]> } } | null;
    let saved: Saved | undefined;
    const versions: number[] = [];
    // The history comes a page at a time, newest first.
    for (let before: number | null | undefined = undefined; before !== null;) {
      const page = before === undefined ? "" : `?before=${before}`;
      const response = await fetch(`${origin}/api/studio/reviews/${clientId}${page}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as {
        saved: Saved;
        history: { versions: { version: number }[]; next: number | null };
      };
      saved ??= answer.saved;
      versions.push(...answer.history.versions.map((entry) => entry.version));
      before = answer.history.next;
    }
    const ours = acknowledged.filter((result) => result.clientId === clientId);
    expect(versions, `${clientId}'s history holds every acknowledged save`).toEqual(
      expect.arrayContaining(ours.map((result) => result.version)),
    );
    expect(saved?.version, `${clientId}'s current review is its newest version`).toBe(Math.max(...versions));
    const newest = ours.find((result) => result.version === saved?.version);
    if (newest) {
      const comments = Object.values(saved?.review.comments ?? {}).flat();
      expect(comments.map((comment) => comment.id)).toContain(newest.marker);
    }
  }
}
