/** The studio inbox's rules: how long a sign-in lasts and how wrong passwords are slowed down. */

/** The inbox's address, whichever page answers it (entry.ts). */
export const STUDIO_PATH = "/studio";

/** The session cookie's name (iron-session seals its value; proxy.ts only asks whether it is there). */
export const SESSION_COOKIE = "studio_session";

/** A sign-in ends this long after it was made, however busy the studio has been since. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** …and sooner if the inbox is left alone this long (each request while signed in restarts it). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** The idle clock is written back to the cookie at most this often, not on every request. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

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
