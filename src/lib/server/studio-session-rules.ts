/*
 * How long a studio sign-in lasts (docs/store.md#sessions). Sessions live in the database, one row
 * per sign-in; the sealed cookie only names its row.
 */

/** The session cookie's name (iron-session seals its value; proxy.ts only asks whether it is there). */
export const SESSION_COOKIE = "studio_session";

/** A sign-in ends this long after it was made, however busy the studio has been since. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** …and sooner if the inbox is left alone this long (each request while signed in restarts it). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** The idle clock is written back to the session's row at most this often, not on every request. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

/** A session's row: when the password was given, and when the session was last used (to within SESSION_REFRESH_MS). */
export type SessionTimes = { startedAt: Date; seenAt: Date };

/**
 * Whether a session lets its browser in now: "signed-in", "refresh" (it does, and its idle clock
 * should be written back) or "ended" (over its lifetime, or idle too long).
 */
export function sessionVerdict({ startedAt, seenAt }: SessionTimes, now: Date): "signed-in" | "refresh" | "ended" {
  const time = now.getTime();
  if (time - startedAt.getTime() >= SESSION_LIFETIME_MS || time - seenAt.getTime() >= SESSION_IDLE_MS) return "ended";
  return time - seenAt.getTime() >= SESSION_REFRESH_MS ? "refresh" : "signed-in";
}
