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
