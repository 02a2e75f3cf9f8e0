import { STUDIO_ENTRY_ROUTES } from "@/src/config/routes";
import { STUDIO_PATH } from "./constants";

/**
 * Which page answers /studio. Three prerendered pages share the address, and proxy.ts picks one
 * per request from what it knows without the database: whether the inbox is enabled
 * (STUDIO_PASSWORD is set) and whether this browser carries a session cookie.
 * - locked: the notice that says how to open the inbox (no script needed);
 * - sign-in: the sign-in form, ready at first paint;
 * - inbox: the inbox itself (app/studio), which asks the session route whether the cookie still
 *   holds a session and shows the form (disabled) while it asks.
 * Each is static, so none is rendered per request: a per-request page carries a CSP nonce and
 * hydrated measurably slower on a phone than the same page prerendered
 * (docs/performance.md#code-that-waits-for-its-moment). The sign-in page carries none of the clients' posts.
 */
export type StudioEntry = "locked" | "sign-in" | "inbox";

export function studioEntryFor({ enabled, sessionCookie }: { enabled: boolean; sessionCookie: boolean }): StudioEntry {
  if (!enabled) return "locked";
  return sessionCookie ? "inbox" : "sign-in";
}

/**
 * The page proxy.ts rewrites a request's path to: /studio goes to the entry page that answers it
 * (the inbox is /studio's own page); null for every other path. An entry page asked for by its own
 * address is left alone: Next.js runs the proxy again for the rewritten path, so sending those
 * addresses elsewhere would send /studio's own rewrite there too. Its form still leads to /studio
 * (sign-in.tsx).
 */
export function studioRewrite(path: string, state: { enabled: boolean; sessionCookie: boolean }): string | null {
  if (path !== STUDIO_PATH) return null;
  const entry = studioEntryFor(state);
  return entry === "inbox" ? null : STUDIO_ENTRY_ROUTES[entry];
}
