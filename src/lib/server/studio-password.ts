/**
 * The studio password, or null when the inbox is not enabled (STUDIO_PASSWORD unset). Its own
 * module, with nothing else, because proxy.ts reads it on every request for /studio.
 */
export function studioPassword(): string | null {
  return process.env.STUDIO_PASSWORD?.trim() || null;
}

/**
 * The shortest password the server starts with: guessers spread over many addresses are not slowed
 * together (that would lock the studio out), so the password's length is what stops them.
 */
export const MIN_STUDIO_PASSWORD_LENGTH = 16;
