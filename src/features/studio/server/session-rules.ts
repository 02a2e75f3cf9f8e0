import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, SESSION_REFRESH_MS } from "../constants";

/** What the studio's sealed cookie holds. */
export type StudioSession = {
  signedIn?: boolean;
  /** When the password was given (ISO): the session ends SESSION_LIFETIME_MS later. */
  since?: string;
  /** When the session was last used (ISO), to within SESSION_REFRESH_MS. */
  seen?: string;
  /** The site's session epoch when it began: 'Sign out everywhere' and a new password change the epoch. */
  epoch?: string;
};

/**
 * Whether a session lets its browser in now: "signed-in", "refresh" (it does, and its idle clock
 * should be written back), "ended" (it did once: over its lifetime, idle too long, or from an
 * earlier epoch) or "signed-out".
 */
export function sessionVerdict(
  session: StudioSession,
  epoch: string,
  now: Date,
): "signed-in" | "refresh" | "ended" | "signed-out" {
  if (session.signedIn !== true) return "signed-out";
  const since = Date.parse(session.since ?? "");
  const seen = Date.parse(session.seen ?? "");
  if (session.epoch !== epoch || Number.isNaN(since) || Number.isNaN(seen)) return "ended";
  const time = now.getTime();
  if (time - since >= SESSION_LIFETIME_MS || time - seen >= SESSION_IDLE_MS) return "ended";
  return time - seen >= SESSION_REFRESH_MS ? "refresh" : "signed-in";
}
