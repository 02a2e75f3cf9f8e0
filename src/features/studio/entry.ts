import type { SessionStatus } from "./api";

/**
 * What the inbox page knows when the server renders it: the inbox is locked (no STUDIO_PASSWORD),
 * this browser carries no session cookie and so is signed out, or it carries one that only the
 * session route can judge. The first two render as they are, so a signed-out visitor's form (or the
 * locked notice) is there at first paint, not after a script has asked the server.
 */
export type StudioEntry = "locked" | "signed-out" | "check";

/** The session status the server already knows for an entry, or null when the route must be asked. */
export function entryStatus(entry: StudioEntry): SessionStatus | null {
  if (entry === "locked") return { enabled: false, signedIn: false };
  if (entry === "signed-out") return { enabled: true, signedIn: false };
  return null;
}
