/** How the studio is told about clients' saves by mail (SMTP_URL): quiet periods and retries. */

/** A client's saves within this long of the last mail sent about them wait and go out as one. */
export const MAIL_QUIET_MS = 5 * 60 * 1000;
/** The first retry of a mail the server refused or could not take, doubled each time up to the longest. */
export const MAIL_FIRST_RETRY_MS = 5 * 1000;
export const MAIL_LONGEST_RETRY_MS = 15 * 60 * 1000;
/** How often the sender looks for mail that is due. */
export const MAIL_POLL_MS = 3 * 1000;
/** A claimed mail not marked sent within this long (the sender died mid-send) is tried again. */
export const MAIL_CLAIM_MS = 60 * 1000;
/** After this many failed attempts a mail is given up on, and the inbox shows it as undelivered. */
export const MAIL_MAX_ATTEMPTS = 10;
/** Sent mail is kept this long (a client's quiet period reads the last one), then pruned. */
export const MAIL_KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000;
/** Mail given up on stays shown in the inbox this long, then is pruned. */
export const MAIL_KEEP_UNDELIVERED_MS = 30 * 24 * 60 * 60 * 1000;
