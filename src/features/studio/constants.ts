/** The studio inbox's rules: how wrong passwords are slowed down, and its texts. (How long a sign-in lasts: src/lib/server/studio-session-rules.ts.) */

/** The inbox's address, whichever page answers it (entry.ts). */
export const STUDIO_PATH = "/studio";

/** Wrong passwords from one address before each further try has to wait. */
export const FREE_SIGN_IN_ATTEMPTS = 3;
/** The first wait, doubled after each further wrong password, up to the longest. */
export const FIRST_SIGN_IN_WAIT_SECONDS = 5;
export const LONGEST_SIGN_IN_WAIT_SECONDS = 15 * 60;
/** An address's wrong passwords are forgotten (and its row deleted) after this long without another. */
export const SIGN_IN_FAILURES_FORGOTTEN_MS = 24 * 60 * 60 * 1000;

/** The inbox's own texts. */
export const STUDIO_UNREACHABLE = "The studio's server cannot be reached. Try again in a moment.";
export const SIGN_OUT_EVERYWHERE = "Sign out everywhere";
