/**
 * The studio password, or null when the inbox is not enabled (STUDIO_PASSWORD unset). Its own
 * module, with nothing else, because proxy.ts reads it on every request for /studio.
 */
export function studioPassword(): string | null {
  return process.env.STUDIO_PASSWORD?.trim() || null;
}
