import { request as httpRequest } from "node:http";

/*
 * Strangers' large bodies (docs/store.md#route-handlers): many connections at once each start a POST
 * of 10.5 MB to a review link with a wrong key, trickling the body in, as an attacker holding the
 * server's memory would. Every one must be refused from its headers (403, answered before its body is
 * sent), and the server's resident memory must barely move while they trickle.
 */

export const STRANGER_BODIES = "stranger-bodies";
export const STRANGERS = 40;
export const STRANGER_BODY_BYTES = 10.5 * 1024 * 1024;
/** The most the server's resident memory may rise while the strangers trickle. */
export const STRANGER_MAX_RISE_BYTES = 50 * 1024 * 1024;

export type StrangerResult = {
  connections: number;
  /** Each connection's status (0 when none came), and whether it came before the body was all sent. */
  answers: { status: number; beforeBody: boolean }[];
  rssBefore: number | null;
  rssPeak: number | null;
};

/** What went wrong in a run, one sentence each; none when every stranger was refused early and memory held. */
export function strangerFailures(result: StrangerResult): string[] {
  const failures: string[] = [];
  const late = result.answers.filter((answer) => answer.status !== 403 || !answer.beforeBody).length;
  if (late > 0)
    failures.push(
      `${STRANGER_BODIES}: ${late} of ${result.connections} were not refused 403 before their body was sent`,
    );
  if (
    result.rssBefore !== null &&
    result.rssPeak !== null &&
    result.rssPeak - result.rssBefore >= STRANGER_MAX_RISE_BYTES
  ) {
    const rise = (result.rssPeak - result.rssBefore) / 1024 / 1024;
    failures.push(
      `${STRANGER_BODIES}: the server's memory rose by ${rise.toFixed(0)} MB (at most ${STRANGER_MAX_RISE_BYTES / 1024 / 1024} MB)`,
    );
  }
  return failures;
}

export function formatStrangers(result: StrangerResult): string {
  const mb = (bytes: number | null) => (bytes === null ? "n/a" : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
  const early = result.answers.filter((answer) => answer.status === 403 && answer.beforeBody).length;
  const rise = result.rssBefore !== null && result.rssPeak !== null ? result.rssPeak - result.rssBefore : null;
  return (
    `Strangers' bodies: ${result.connections} unauthenticated POSTs of ${(STRANGER_BODY_BYTES / 1024 / 1024).toFixed(1)} MB at once, ` +
    `${early} refused 403 before their body was sent; server memory ${mb(result.rssBefore)} before, ` +
    `peak ${mb(result.rssPeak)} while they trickled (${rise === null ? "n/a" : `+${mb(rise)}`}).`
  );
}

/** One stranger: the headers of a 10.5 MB POST, then 64 KB every 20 ms until answered or all sent. */
function stranger(origin: string, path: string): Promise<{ status: number; beforeBody: boolean }> {
  return new Promise((resolve) => {
    const url = new URL(path, origin);
    let sent = 0;
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": String(STRANGER_BODY_BYTES) },
      },
      (response) => {
        clearInterval(timer);
        resolve({ status: response.statusCode ?? 0, beforeBody: sent < STRANGER_BODY_BYTES });
        response.resume();
        request.destroy();
      },
    );
    request.on("error", () => {
      clearInterval(timer);
      resolve({ status: 0, beforeBody: false });
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const timer = setInterval(() => {
      if (sent >= STRANGER_BODY_BYTES) return clearInterval(timer);
      const piece = chunk.subarray(0, Math.min(chunk.length, STRANGER_BODY_BYTES - sent));
      sent += piece.length;
      request.write(piece);
    }, 20);
  });
}

/** Runs the strangers against `origin`, reading the server's memory with `rss` (null: not known). */
export async function runStrangers(origin: string, rss: () => number | null): Promise<StrangerResult> {
  const rssBefore = rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    const now = rss();
    if (now !== null && (rssPeak === null || now > rssPeak)) rssPeak = now;
  }, 50);
  const answers = await Promise.all(
    Array.from({ length: STRANGERS }, (_, index) =>
      stranger(origin, `/api/reviews/wecaremovers?key=stranger-${index}`),
    ),
  );
  // The server may still be reading what was sent before it answered: watch it a moment longer.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  clearInterval(sampler);
  return { connections: STRANGERS, answers, rssBefore, rssPeak };
}
