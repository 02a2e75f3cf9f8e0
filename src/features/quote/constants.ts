/** The VantaRoom quote hand-over to /contact (docs/vantaroom.md#the-quote-request). */

/** Session-storage key of the quote selection. */
export const QUOTE_STORAGE_KEY = "vantaroom_quote_request";
/** Logged when the stored selection cannot be read; the item is then cleared. */
export const QUOTE_PARSE_ERROR = "Error parsing VantaRoom quote data";
